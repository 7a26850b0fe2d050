"""The export choices remembered between exports, in QSettings under ``export/``."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from studio.ui.export.form import ExportForm

SETTINGS_GROUP = "export"


def save_choices(form: ExportForm, qsettings: QSettings) -> None:
    """Remember the form's choices for the next export."""
    qsettings.beginGroup(SETTINGS_GROUP)
    qsettings.setValue("out", form.out_edit.text())
    qsettings.setValue("format", form.format_name)
    qsettings.setValue("sample_rate", form.sample_rate or 0)
    qsettings.setValue("loudness", form.loudness_combo.currentData())
    qsettings.setValue("lufs", form.lufs_spin.value())
    qsettings.setValue("true_peak", form.peak_spin.value())
    qsettings.setValue("title", form.title_edit.text())
    qsettings.setValue("artist", form.artist_edit.text())
    qsettings.setValue("render_missing", form.render_missing)
    qsettings.setValue("stems_selected", form.stems_selected_check.isChecked())
    for key, row in form.path_rows().items():
        qsettings.setValue(f"{key}_on", row.check.isChecked())
        qsettings.setValue(key, row.edit.text())
    qsettings.endGroup()


def restore_choices(form: ExportForm, qsettings: QSettings) -> None:
    """Fill the form with the last export's choices (defaults where none)."""
    qsettings.beginGroup(SETTINGS_GROUP)
    try:
        form.select_data(form.format_combo, str(qsettings.value("format", "flac")))
        form.select_data(form.rate_combo, _int(qsettings.value("sample_rate", 0)) or None)
        form.select_data(form.loudness_combo, str(qsettings.value("loudness", "off")))
        form.lufs_spin.setValue(_float(qsettings.value("lufs", form.lufs_spin.value())))
        form.peak_spin.setValue(_float(qsettings.value("true_peak", form.peak_spin.value())))
        form.title_edit.setText(str(qsettings.value("title", "")))
        form.artist_edit.setText(str(qsettings.value("artist", "")))
        if not _bool(qsettings.value("render_missing", True)):
            form.refuse_radio.setChecked(True)
        form.stems_selected_check.setChecked(
            bool(form.selected_ids) and _bool(qsettings.value("stems_selected", False))
        )
        # The output first: it fills the side paths with their defaults,
        # then paths the user chose themselves replace those.
        form.out_edit.setText(str(qsettings.value("out", "")) or form.default_out())
        for key, row in form.path_rows().items():
            remembered = str(qsettings.value(key, ""))
            if remembered:
                row.edit.setText(remembered)
            row.check.setChecked(_bool(qsettings.value(f"{key}_on", key == "srt")))
    finally:
        qsettings.endGroup()
    form.refresh_formats()


def _bool(value: object) -> bool:
    # INI-backed QSettings hands booleans back as the strings "true"/"false".
    if isinstance(value, str):
        return value.lower() == "true"
    return bool(value)


def _int(value: object) -> int:
    try:
        return int(str(value))
    except ValueError:
        return 0


def _float(value: object) -> float:
    try:
        return float(str(value))
    except ValueError:
        return 0.0


__all__ = ["SETTINGS_GROUP", "restore_choices", "save_choices"]
