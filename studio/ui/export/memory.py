"""The export form's choices as ``ExportChoices``, remembered in the app's settings."""

from __future__ import annotations

from studio.ui.base.settings_types import ExportChoices
from studio.ui.export.form import ExportForm


def choices_of(form: ExportForm) -> ExportChoices:
    """What the form shows, to remember for the next export."""
    return ExportChoices(
        out=form.out_edit.text(),
        format=form.format_name,
        sample_rate=form.sample_rate or 0,
        loudness=str(form.loudness_combo.currentData()),
        lufs=form.lufs_spin.value(),
        true_peak=form.peak_spin.value(),
        title=form.title_edit.text(),
        artist=form.artist_edit.text(),
        render_missing=form.render_missing,
        stems_selected=form.stems_selected_check.isChecked(),
        side_files={
            key: (row.check.isChecked(), row.edit.text()) for key, row in form.path_rows().items()
        },
    )


def show_choices(form: ExportForm, choices: ExportChoices) -> None:
    """Fill the form with remembered choices."""
    form.select_data(form.format_combo, choices.format)
    form.select_data(form.rate_combo, choices.sample_rate or None)
    form.select_data(form.loudness_combo, choices.loudness)
    if choices.lufs is not None:
        form.lufs_spin.setValue(choices.lufs)
    if choices.true_peak is not None:
        form.peak_spin.setValue(choices.true_peak)
    form.title_edit.setText(choices.title)
    form.artist_edit.setText(choices.artist)
    if not choices.render_missing:
        form.refuse_radio.setChecked(True)
    form.stems_selected_check.setChecked(bool(form.selected_ids) and choices.stems_selected)
    # The output first: it fills the side paths with their defaults, then
    # paths the user chose themselves replace those.
    form.out_edit.setText(choices.out or form.default_out())
    for key, row in form.path_rows().items():
        on, path = choices.side_files.get(key, (key == "srt", ""))
        if path:
            row.edit.setText(path)
        row.check.setChecked(on)
    form.refresh_formats()


__all__ = ["choices_of", "show_choices"]
