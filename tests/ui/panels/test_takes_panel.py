"""Takes: choose and delete are undoable, locks are skipped by Render stale, params render."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from studio.core.commands import SetText
from studio.ui.main_window import MainWindow
from studio.ui.panels.line_params import SCOPE_DEFAULTS, SCOPE_LINES
from tests.ui.helpers import add_lines, render_and_wait, row_values


def test_choose_and_delete_takes_undo_and_keep_renders(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    (line_id,) = add_lines(window, [("alice", "Pick the better take.")])
    render_and_wait(qtbot, window, [line_id])
    render_and_wait(qtbot, window, [line_id])  # a second take: a new seed
    line = session.document.line(line_id)
    first, second = line.takes
    assert first.seed != second.seed and line.active_take == second.id
    window.editor.select_lines([line_id])
    panel = window.takes
    assert panel.tree.topLevelItemCount() == 2

    panel.choose(first.id)
    assert session.document.line(line_id).active_take == first.id
    session.undo_stack.undo()
    assert session.document.line(line_id).active_take == second.id
    session.undo_stack.redo()

    panel.select_takes([first.id, second.id])
    assert panel.compare() == [first.id, second.id]
    assert panel.compare() == [second.id, first.id]  # again: the other one first

    panel.delete([first.id])
    assert [t.id for t in session.document.line(line_id).takes] == [second.id]
    # A render after the delete must survive undoing the delete.
    render_and_wait(qtbot, window, [line_id])
    third = session.document.line(line_id).takes[-1]
    session.undo_stack.undo()
    takes = [t.id for t in session.document.line(line_id).takes]
    assert takes == [first.id, second.id, third.id]
    assert session.takes.get(first.id) is not None  # audio kept for undo
    session.undo_stack.redo()
    assert [t.id for t in session.document.line(line_id).takes] == [second.id, third.id]


def test_render_stale_skips_locked_lines_and_lock_undoes(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    ids = add_lines(window, [("alice", "Render me."), ("bob", "Not me, I am locked.")])
    window.editor.select_lines([ids[1]])
    window.takes.lock_box.click()
    assert session.document.line(ids[1]).locked
    render_and_wait(qtbot, window)
    assert row_values(window, ids[0])["status"] == "done"
    assert row_values(window, ids[1])["status"] == "stale"
    session.undo_stack.undo()
    assert not session.document.line(ids[1]).locked


def test_params_render_with_effective_values_and_stale_only_that_line(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    ids = add_lines(window, [("alice", "First."), ("alice", "Second.")])
    render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done"]

    panel = window.line_params
    window.editor.select_lines([ids[0]])
    panel.set_scope(SCOPE_LINES)
    panel.set_field("seed", 1234)
    panel.set_field("temperature", 0.5)
    assert [row_values(window, i)["status"] for i in ids] == ["stale", "done"]
    render_and_wait(qtbot, window)
    take = session.document.line(ids[0]).current_take
    assert take is not None and take.seed == 1234 and take.temperature == 0.5

    # A project default reaches lines without their own value.
    panel.set_scope(SCOPE_DEFAULTS)
    panel.set_field("temperature", 0.9)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "stale"]
    render_and_wait(qtbot, window)
    take = session.document.line(ids[1]).current_take
    assert take is not None and take.temperature == 0.9
    # Undo the default: the old take of line 2 matches again.
    session.undo_stack.undo()
    assert row_values(window, ids[1])["status"] == "done"

    # Text edits stale only their line, and undo brings the take back.
    session.edit(SetText(ids[1], "Second, edited."))
    assert [row_values(window, i)["status"] for i in ids] == ["done", "stale"]
    session.undo_stack.undo()
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done"]


def test_unset_settings_show_what_the_model_will_use(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    info = window.session.engine_info
    assert info is not None
    (line_id,) = add_lines(window, [("alice", "Which temperature?")])
    window.editor.select_lines([line_id])
    panel = window.line_params
    panel.refresh()
    assert not panel.checks["temperature"].isChecked()
    # The packaged config's value (0.3 for pocket-tts), not a number of the panel's own.
    assert info.default_temperature == pytest.approx(0.3)
    assert panel.spins["temperature"].value() == pytest.approx(info.default_temperature)


def test_unset_voxcpm_settings_show_the_engines_own_defaults(
    qtbot: QtBot, studio_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """CFG and steps are shown for VoxCPM2 only, and unset they show the engine's defaults
    (``EngineInfo.default_cfg``/``default_steps``), not the panel's starting numbers."""
    window = studio_window
    assert window.session.engine_info is not None
    voxcpm = replace(
        window.session.engine_info, engine_id="voxcpm", default_cfg=3.5, default_steps=17
    )
    monkeypatch.setattr(type(window.session), "engine_info", property(lambda self: voxcpm))
    (line_id,) = add_lines(window, [("alice", "Which guidance?")])
    window.editor.select_lines([line_id])
    panel = window.line_params
    panel._on_session_engine_ready(voxcpm)
    assert panel.spins["cfg"].isVisibleTo(panel) and panel.spins["steps"].isVisibleTo(panel)
    assert not panel.checks["cfg"].isChecked() and not panel.checks["steps"].isChecked()
    assert panel.spins["cfg"].value() == pytest.approx(3.5)
    assert panel.spins["steps"].value() == 17
