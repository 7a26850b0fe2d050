"""A book from Markdown to M4B in the real window on the tiny pocket-tts model: import
chapters, fix a name once, add a pause, render, review, export with chapters."""

from __future__ import annotations

from pathlib import Path

import av
import pytest
from pytestqt.qtbot import QtBot

from studio.core.commands import SetText
from studio.core.exports.export import format_for, format_problem
from studio.ui.main_window import MainWindow
from studio.ui.session.script_model import REVIEW_ROLE, STATUS_ROLE, Column
from tests.ui.helpers import render_and_wait

BOOK = """# A Short Book

## Arrival

Dr. Nguyen arrived at dusk.
The keeper waited.

## The Lamp

Nguyen lit the lamp.
"""


@pytest.mark.skipif(
    format_problem(format_for("m4b"), 24000) is not None, reason="PyAV cannot write M4B here"
)
def test_markdown_to_m4b(qtbot: QtBot, studio_window: MainWindow, tmp_path: Path) -> None:
    window = studio_window
    window.narration.interactive = False
    session = window.session
    model = session.model
    book = tmp_path / "book.md"
    book.write_text(BOOK, encoding="utf-8")
    ids = window.project.import_script(book)
    assert [session.document.line(i).chapter for i in ids] == [
        None,
        "Arrival",
        None,
        None,
        "The Lamp",
        None,
    ]
    render_and_wait(qtbot, window)

    def statuses() -> list[str]:
        return [str(model.data(model.index(r, Column.STATUS), STATUS_ROLE)) for r in range(6)]

    assert statuses() == ["done"] * 6

    # The name is fixed once; exactly its two lines go stale.
    pane = window.narration.show_dictionary().project_pane
    entry = pane.add_or_edit()
    entry.term_edit.setText("Nguyen")
    entry.respelling_edit.setText("win")
    entry.update_preview()
    assert [line.id for line in entry.affected] == [ids[2], ids[5]]
    assert pane.apply(entry)
    entry.close()
    assert statuses() == ["done", "done", "stale", "done", "done", "stale"]

    # A pause inside a line: rendered in parts, one take with exactly that silence.
    session.edit(SetText(ids[3], "The keeper waited. [pause 0.6] Then he spoke."))
    render_and_wait(qtbot, window)
    assert statuses() == ["done"] * 6
    paused = session.document.line(ids[3]).current_take
    assert paused is not None and paused.spoken is not None
    assert "[pause 0.6]" in paused.spoken
    named = session.document.line(ids[2]).current_take
    assert named is not None and named.spoken is not None and "win" in named.spoken

    # Every take has been reviewed (random weights speak noise: flags or not).
    assert all(session.reviews.review(i) is not None for i in ids)
    for row in range(6):
        review = model.data(model.index(row, Column.STATUS), REVIEW_ROLE)
        assert review is None or review.flags

    # An M4B whose chapters an audiobook player shows.
    from PySide6.QtCore import QSettings

    from studio.ui.base.settings import Settings
    from studio.ui.export.dialog import ExportDialog

    settings = Settings(QSettings(str(tmp_path / "export.ini"), QSettings.Format.IniFormat))
    dialog = ExportDialog(session, window, settings=settings)
    qtbot.addWidget(dialog)
    out = tmp_path / "book.m4b"
    dialog.form.out_edit.setText(str(out))
    dialog.form.title_edit.setText("A Short Book")
    with qtbot.waitSignal(dialog.sig_export_finished, timeout=60000):
        dialog.start_export()
    with av.open(str(out)) as container:
        titles = [c["metadata"]["title"] for c in container.chapters()]
    assert titles == ["A Short Book", "Arrival", "The Lamp"]  # the opening is the book's title
