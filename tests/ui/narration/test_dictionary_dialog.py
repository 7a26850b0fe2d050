"""The pronunciation dialog: an entry edit makes exactly the affected lines stale, undo
restores them; the global dictionary lives in the data folder; import, export, switches."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studio.core.store.lexicon_files import read_lexicon
from studio.ui.main_window import MainWindow
from studio.ui.narration.dictionary_dialog import PronunciationDialog
from studio.ui.session.script_model import Column
from studio.ui.session.session import StudioSession
from tests.ui.helpers import add_lines, render_and_wait
from tests.ui.narration.helpers import review_window, statuses

TEXTS = [
    "Dr. Nguyen arrived late.",
    "Nobody expected him.",
    "Then nguyen spoke, and Nguyen's voice carried.",
    "The Nguyenhaus hotel was full.",
    "It cost $12 that night.",
]


def _rendered(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, list[str]]:
    window = review_window(qtbot, tmp_path)
    ids = add_lines(window, [("alice", text) for text in TEXTS])
    render_and_wait(qtbot, window)
    assert statuses(window) == ["done"] * len(TEXTS)
    return window, ids


def _dialog(window: MainWindow) -> PronunciationDialog:
    window.narration.interactive = False
    dialog = window.narration.show_dictionary()
    assert not dialog.project_pane.interactive
    return dialog


def test_an_entry_makes_exactly_its_lines_stale_and_undo_restores_them(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, ids = _rendered(qtbot, tmp_path)
    session = window.session
    pane = _dialog(window).project_pane

    entry = pane.add_or_edit()
    entry.term_edit.setText("Nguyen")
    entry.respelling_edit.setText("win")
    entry.update_preview()
    # Before it applies: lines 1 and 3 (whole word, any case), not "Nguyenhaus".
    assert [line.id for line in entry.affected] == [ids[0], ids[2]]
    assert "lines speak differently" in entry.preview_label.text()
    assert "1, 3" in entry.preview_label.text()
    assert "win" in entry.example_label.text()
    assert pane.apply(entry)
    entry.close()

    assert statuses(window) == ["stale", "done", "stale", "done", "done"]
    assert [line.id for line in session.document.stale_lines(audio=session.takes)] == [
        ids[0],
        ids[2],
    ]
    assert session.document.spoken(session.document.line(ids[2])).text.startswith(
        "Then win spoke, and win's voice"
    )
    assert pane.model.rowCount() == 1
    assert pane.model.data(pane.model.index(0, 4)) == "2"  # the lines column

    session.undo_stack.undo()
    assert statuses(window) == ["done"] * 5
    assert not session.document.pronunciation
    assert pane.model.rowCount() == 0  # the dialog follows the undo
    session.undo_stack.redo()
    assert statuses(window) == ["stale", "done", "stale", "done", "done"]

    # Rendering the stale lines records the respelling; they are done again.
    render_and_wait(qtbot, window)
    assert statuses(window) == ["done"] * 5
    take = session.document.line(ids[0]).current_take
    assert take is not None and take.spoken is not None and "win" in take.spoken

    # Editing the entry: only its lines again; match case now leaves "nguyen" alone.
    pane.table.selectRow(0)
    assert "1, 3" in pane.usage_label.text()
    edit = pane.add_or_edit(pane.selected_entries()[0])
    edit.respelling_edit.setText("nwen")
    edit.match_case_check.setChecked(True)
    edit.update_preview()
    assert [line.id for line in edit.affected] == [ids[0], ids[2]]
    assert pane.apply(edit)
    edit.close()
    assert statuses(window) == ["stale", "done", "stale", "done", "done"]
    assert "nguyen spoke" in session.document.spoken(session.document.line(ids[2])).text

    # Deleting is one step too.
    pane.table.selectRow(0)
    assert pane.delete(pane.selected_entries())
    assert not session.document.pronunciation
    session.undo_stack.undo()
    assert session.document.pronunciation.find("Nguyen", match_case=True) is not None


def test_the_global_dictionary_is_saved_in_the_data_folder_and_loaded_at_start(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, ids = _rendered(qtbot, tmp_path)
    session = window.session
    dialog = _dialog(window)
    pane = dialog.global_pane
    assert "not part of the project" in pane.note.text()
    data = Path(os.environ["VOICE_STUDIO_DATA_DIR"])
    assert str(data) in pane.note.text()

    entry = pane.add_or_edit()
    entry.term_edit.setText("Dr.")
    entry.respelling_edit.setText("Doc")
    entry.whole_word_check.setChecked(False)
    entry.update_preview()
    assert [line.id for line in entry.affected] == [ids[0]]
    steps = session.undo_stack.count()
    assert pane.apply(entry)
    entry.close()
    assert statuses(window) == ["stale", "done", "done", "done", "done"]
    saved = json.loads((data / "pronunciation.json").read_text(encoding="utf-8"))
    assert [e["term"] for e in saved["entries"]] == ["Dr."]
    # Not an undo step: the global dictionary is the user's, not the project's.
    assert session.undo_stack.count() == steps

    # A project entry for the same word wins over the global one.
    project = dialog.project_pane.add_or_edit()
    project.term_edit.setText("dr.")
    project.respelling_edit.setText("Doctor")
    project.whole_word_check.setChecked(False)
    project.update_preview()
    assert dialog.project_pane.apply(project)
    project.close()
    assert session.document.spoken(session.document.line(ids[0])).text.startswith("Doctor")
    assert pane.model.data(pane.model.index(0, 4)) == "0"  # overridden: used nowhere

    # The next session reads it once at start and puts it on every document.
    other = StudioSession()
    assert other.global_pronunciation.find("Dr.") is not None
    assert other.document.global_pronunciation.find("Dr.") is not None
    other.set_document(type(session.document)())
    assert other.document.global_pronunciation.find("Dr.") is not None
    other.shutdown()


def test_a_broken_global_file_is_reported_and_left_alone(qtbot: QtBot, tmp_path: Path) -> None:
    data = Path(os.environ["VOICE_STUDIO_DATA_DIR"])
    data.mkdir(parents=True)
    (data / "pronunciation.json").write_text("{not json", encoding="utf-8")
    window = review_window(qtbot, tmp_path)
    error = window.session.global_pronunciation_error
    assert error is not None and "fix or delete the file" in error
    pane = _dialog(window).global_pane
    assert pane.note.text() == error
    assert not pane.add_button.isEnabled() and not pane.import_button.isEnabled()
    assert (data / "pronunciation.json").read_text(encoding="utf-8") == "{not json"


def test_import_and_export_csv_and_pls(qtbot: QtBot, tmp_path: Path, trash: Path) -> None:
    window, ids = _rendered(qtbot, tmp_path)
    session = window.session
    pane = _dialog(window).project_pane
    csv = tmp_path / "names.csv"
    csv.write_text("term,respelling,whole_word\nNguyen,win,yes\nNguyenhaus,win house,yes\n")
    assert pane.import_file(csv)
    assert [e.term for e in session.document.pronunciation.entries] == ["Nguyen", "Nguyenhaus"]
    assert statuses(window) == ["stale", "done", "stale", "stale", "done"]
    session.undo_stack.undo()  # the whole import is one step
    assert not session.document.pronunciation
    session.undo_stack.redo()

    pls = tmp_path / "names.pls"
    assert pane.export_file(pls)
    back = read_lexicon(pls)
    assert [(e.term, e.respelling) for e in back.dictionary.entries] == [
        ("Nguyen", "win"),
        ("Nguyenhaus", "win house"),
    ]
    # Over a file that exists: asked first (a test window answers no), then replaced on yes.
    written = pls.read_bytes()
    pls.write_bytes(b"someone else's lexicon")
    assert not pane.export_file(pls)
    assert pls.read_bytes() == b"someone else's lexicon"
    pane.confirm_replace = lambda found: [f.path for f in found] == [pls]  # type: ignore[method-assign]
    assert pane.export_file(pls)
    assert pls.read_bytes() == written
    assert [p.read_bytes() for p in (trash / "files").iterdir()] == [b"someone else's lexicon"]

    bad = tmp_path / "bad.csv"
    bad.write_text("Nguyen\n")
    messages: list[tuple[str, bool]] = []
    pane.sig_message.connect(lambda text, error: messages.append((text, error)))
    assert not pane.import_file(bad)
    assert messages and messages[-1][1] and "row 1" in messages[-1][0]


def test_switches_tooltip_and_bad_pause(qtbot: QtBot, tmp_path: Path) -> None:
    window, ids = _rendered(qtbot, tmp_path)
    session = window.session
    model = session.model
    dialog = _dialog(window)
    assert "changes what 2 of 5 lines speak" in dialog.options_note.text()  # Dr., $12

    dialog.normalize_check.setChecked(False)
    assert not session.document.normalize_text
    assert statuses(window) == ["stale", "done", "done", "done", "stale"]
    session.undo_stack.undo()
    assert session.document.normalize_text and dialog.normalize_check.isChecked()
    assert statuses(window) == ["done"] * 5

    tip = model.data(model.index(4, Column.TEXT), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("It cost $12 that night.")
    assert "Spoken: It cost twelve dollars that night." in tip

    line = add_lines(window, [("alice", "Wait. [pause 0.5] Listen. [pause x]")])[0]
    row = model.row_of(line)
    assert model.data(model.index(row, Column.TEXT), Qt.ItemDataRole.DecorationRole) is not None
    tip = model.data(model.index(row, Column.TEXT), Qt.ItemDataRole.ToolTipRole)
    assert "[pause 0.5 s]" in tip and "Cannot be rendered: [pause x] is not a pause" in tip
    assert model.data(model.index(0, Column.TEXT), Qt.ItemDataRole.DecorationRole) is None
