"""Every control a screen reader reaches has a name it can say.

The test walks the main window (with lines, takes, the Cast panel and every
side panel showing) and each dialog the studio opens, and fails on a visible
control a person can focus or work (a button, a field, a list, a slider, a tab
bar) whose accessible name is empty. A name Qt derives counts: a button's text,
a label's buddy, or one set with ``setAccessibleName``; a control with none of
them (an icon-only button with just a tooltip, a field with only a placeholder)
is reported.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from studio.core.store.recovery import Recovery
from studio.engines.base import GenerationParams
from studio.engines.devices import DeviceOption
from studio.errors import Said
from studio.ui.main_window import MainWindow
from studio.ui.session.script_model import Column
from tests.ui.fake_engine import FakeEngine
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, render_and_wait

CONTROLS = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractItemView,
    QAbstractSlider,
    QTextEdit,
    QPlainTextEdit,
    QTabBar,
)
DEVICES = [
    DeviceOption("auto", Said("Automatic (CPU)")),
    DeviceOption("cpu", Said("CPU (2 cores)")),
]


def accessible_name(widget: QWidget) -> str:
    """The name a screen reader says: the widget's own, else the one Qt derives."""
    if widget.accessibleName().strip():
        return widget.accessibleName()
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None or not interface.isValid():
        return ""
    return interface.text(QAccessible.Text.Name) or ""


def _part_of_another_control(widget: QWidget) -> bool:
    """Pieces Qt builds inside a control, which it presents as part of that control."""
    parent = widget.parentWidget()
    if isinstance(widget, QHeaderView | QScrollBar):
        return True
    if isinstance(widget, QLineEdit) and isinstance(parent, QComboBox | QAbstractSpinBox):
        return True
    # A tab bar's scroll arrows, a view's corner button, a line edit's clear button.
    return isinstance(widget, QAbstractButton) and isinstance(
        parent, QTabBar | QAbstractItemView | QLineEdit
    )


def describe(widget: QWidget) -> str:
    tip = f" tooltip {widget.toolTip()!r}" if widget.toolTip() else ""
    parent = widget.parentWidget()
    where = type(parent).__name__ if parent is not None else "-"
    return f"{type(widget).__name__}({widget.objectName()!r}) in {where}{tip}"


def unnamed_controls(root: QWidget) -> list[str]:
    """The visible controls under ``root`` (a window) that have no accessible name."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, CONTROLS) or _part_of_another_control(widget):
            continue
        if not widget.isVisible() or widget.window() is not root.window():
            continue
        if not accessible_name(widget).strip():
            found.append(describe(widget))
    return found


def _settle(qtbot: QtBot) -> None:
    for _ in range(3):
        QCoreApplication.processEvents()
        qtbot.wait(20)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    from huggingface_hub import constants

    # The Models dialog asks whether the hub can be reached: not from a test.
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    win = fake_window(qtbot, tmp_path)
    ids = add_lines(win, [("alice", "The lamp was lit."), ("bob", "They came back.")])
    render_and_wait(qtbot, win)
    win.editor.select_lines([ids[0]])
    win.cast.show()
    _settle(qtbot)
    yield win
    win.close()


def test_every_control_of_the_main_window_has_a_name(qtbot: QtBot, window: MainWindow) -> None:
    assert window.takes.tree.topLevelItemCount() > 0  # the takes panel has a take to show
    found = unnamed_controls(window)
    assert not found, "\n".join(found)


def test_the_icon_only_tool_buttons_say_what_they_do(window: MainWindow) -> None:
    for button in (window.voices.add_button, window.voices.record_button):
        assert accessible_name(button) and button.accessibleDescription()


def test_a_status_cell_reads_as_a_sentence(window: MainWindow) -> None:
    model = window.session.model
    status, cache = (model.data(model.index(0, c)) for c in (Column.STATUS, Column.CACHE))
    assert status and cache  # shown as text, and read out as a sentence
    for column in (Column.STATUS, Column.CACHE):
        text = model.data(model.index(0, column), Qt.ItemDataRole.AccessibleTextRole)
        assert text == f"Line 1: {status}; prompt cache: {cache}"
    # A cell the screen reader reaches through the table says the same.
    table = QAccessible.queryAccessibleInterface(window.editor)
    cells = [table.child(i) for i in range(table.childCount())]
    said = [cell.text(QAccessible.Text.Name) for cell in cells if cell is not None]
    assert f"Line 1: {status}; prompt cache: {cache}" in said


# --- the dialogs -----------------------------------------------------------


def _preferences(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.ui.preferences.dialog import PreferencesDialog

    return PreferencesDialog(window.settings, DEVICES, window)


def _models(window: MainWindow, tmp_path: Path) -> QDialog:
    return window.models.show_dialog()


def _export(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.ui.export.dialog import ExportDialog

    return ExportDialog(window.session, window, settings=window.settings)


def _about(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.ui.help.about import AboutDialog

    return AboutDialog(window.session.engine_info, window)


def _shortcuts(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.ui.help.shortcuts import ShortcutsDialog

    return ShortcutsDialog(window.menuBar(), window)


def _chapter_picker(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.core.books import read_book
    from studio.ui.books.chapter_picker import ChapterPicker
    from tests.core.books.book_files import Doc, epub_entries, write_zip

    docs = [
        Doc("one.xhtml", "<h1>The Meeting</h1><p>The door opened.</p>"),
        Doc("two.xhtml", "<h1>The Walk</h1><p>They walked on.</p>"),
    ]
    toc = [(1, "The Meeting", "one.xhtml"), (1, "The Walk", "two.xhtml")]
    book = read_book(write_zip(tmp_path / "novel.epub", epub_entries(docs, toc)))
    return ChapterPicker(book, 150.0, "alice", window)


def _library(window: MainWindow, tmp_path: Path) -> QDialog:
    return window.voice_tools.open_library()


def _save_voice(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.ui.voices.save_voice_form import SaveVoiceForm

    return SaveVoiceForm(window.session, window.voice_tools.library, "alice", window)


def _workbench(window: MainWindow, tmp_path: Path) -> QDialog:
    return window.voice_tools.open_workbench("alice")


def _record(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.ui.audio.record_dialog import RecordDialog

    return RecordDialog("me", window, devices=[])


def _pronunciation(window: MainWindow, tmp_path: Path) -> QDialog:
    return window.narration.show_dictionary()


def _entry(window: MainWindow, tmp_path: Path) -> QDialog:
    return window.narration.show_dictionary().project_pane.add_or_edit()


def _recovery(window: MainWindow, tmp_path: Path) -> QDialog:
    from studio.ui.project.recovery_dialog import RecoveryDialog

    recoveries = [Recovery(tmp_path / "r", str(tmp_path / "book.vstudio"), 1.7e9, 12)]
    return RecoveryDialog(recoveries, window)


DIALOGS: dict[str, Callable[[MainWindow, Path], QDialog]] = {
    "preferences": _preferences,
    "models": _models,
    "export": _export,
    "about": _about,
    "shortcuts": _shortcuts,
    "chapter picker": _chapter_picker,
    "voice library": _library,
    "save voice": _save_voice,
    "workbench": _workbench,
    "record": _record,
    "pronunciation": _pronunciation,
    "pronunciation entry": _entry,
    "recovery": _recovery,
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_control_of_each_dialog_has_a_name(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, name: str
) -> None:
    dialog = DIALOGS[name](window, tmp_path)
    dialog.show()
    _settle(qtbot)
    try:
        assert dialog.isVisible()
        found = unnamed_controls(dialog)
        assert not found, "\n".join(found)
        if name == "pronunciation":  # its second tab too
            dialog.tabs.setCurrentIndex(1)  # type: ignore[attr-defined]
            _settle(qtbot)
            found = unnamed_controls(dialog)
            assert not found, "\n".join(found)
    finally:
        dialog.reject()
        _settle(qtbot)


# --- announcements ---------------------------------------------------------


class FailingEngine(FakeEngine):
    """Fails a line whose text says "boom" after its first chunk."""

    def generate(
        self, state: dict[str, float], text: str, params: GenerationParams, cancel: threading.Event
    ) -> Iterator[np.ndarray]:
        for chunk in super().generate(state, text, params, cancel):
            yield chunk
            if "boom" in text:
                raise RuntimeError("a bug in the engine")


@pytest.fixture
def announcements(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """What is announced to a screen reader: (message, urgent), from Qt's own call."""
    heard: list[tuple[str, bool]] = []
    send = QAccessible.updateAccessibility

    def hear(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            urgent = event.politeness() == QAccessible.AnnouncementPoliteness.Assertive
            heard.append((event.message(), urgent))
        send(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", hear)
    return heard


def test_a_rendered_and_a_failed_line_are_announced(
    qtbot: QtBot, tmp_path: Path, announcements: list[tuple[str, bool]]
) -> None:
    window = fake_window(qtbot, tmp_path, engine=FailingEngine())
    add_lines(window, [("alice", "The lamp was lit."), ("bob", "It went boom, then quiet.")])
    render_and_wait(qtbot, window)
    assert ("Line 1 rendered.", False) in announcements
    failed = "Line 2 could not be rendered; its status cell says why."
    assert (failed, True) in announcements
    assert window.stats.currentMessage() == failed
    window.close()


def test_a_finished_export_is_announced(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, announcements: list[tuple[str, bool]]
) -> None:
    from studio.ui.export.dialog import ExportDialog

    dialog = ExportDialog(window.session, window, settings=window.settings)
    dialog.form.out_edit.setText(str(tmp_path / "book.wav"))
    with qtbot.waitSignal(dialog.sig_export_finished, timeout=30000):
        dialog.start_export()
    said = dialog.status_label.text()
    assert "book.wav" in said and (said, False) in announcements
    dialog.reject()


def test_a_bulk_render_is_announced_once_at_its_end(
    qtbot: QtBot, tmp_path: Path, announcements: list[tuple[str, bool]]
) -> None:
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", "One."), ("bob", "Two."), ("alice", "Three.")])
    render_and_wait(qtbot, window)
    assert [said for said, _ in announcements if "rendered" in said] == ["3 lines rendered."]
    window.close()
