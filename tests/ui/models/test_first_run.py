"""From no model to a rendered sample script without the command line, and switching
models while the window runs (the real tiny pocket-tts and the tiny random VoxCPM2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.models import DEMO_ID, entry_for
from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import TINY_MODEL
from tests.ui.helpers import add_lines, render_and_wait, row_values


def _ready(qtbot: QtBot, session: StudioSession) -> None:
    qtbot.waitUntil(lambda: session.engine_info is not None and session.idle, timeout=120000)


def test_first_start_without_a_model_shows_what_to_do_then_the_sample_renders(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("VOICE_STUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    session = StudioSession()
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_engine_failed, timeout=60000) as failed:
        session.start(EngineConfig("pocket", "default", "cpu", 1, tmp_path / "cache"))
    assert failed.args[1] in ("missing", "offline")
    dialog = window.models.dialog
    assert dialog is not None and dialog.isVisible()  # opened by itself, once
    assert "not downloaded" in dialog.problem.text()
    demo = dialog.rows[DEMO_ID]
    assert demo.use_button.isEnabled()
    # The user picks the demo model (here its smallest architecture, for speed).
    used: list[object] = []
    dialog.sig_use.connect(used.append)
    demo.use_button.click()
    assert used and used[0].id == DEMO_ID  # type: ignore[attr-defined]
    window.models.use(entry_for("pocket", TINY_MODEL))
    _ready(qtbot, session)
    assert window.settings.engine_id == "pocket" and window.settings.model_spec == TINY_MODEL

    window.project.ask_unsaved = lambda: "discard"
    assert window.help.open_sample()
    qtbot.waitUntil(lambda: len(session.document.lines) == 8, timeout=30000)
    qtbot.waitUntil(
        lambda: all(
            (state := session.voices.state(n)) is not None and state.status == "ready"
            for n in ("narrator", "alice", "bob")
        ),
        timeout=60000,
    )
    ids = session.model.line_ids()[:2]
    render_and_wait(qtbot, window, ids)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done"]
    window.close()


def test_switching_the_model_rekeys_voices_and_makes_lines_stale(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    pytest.importorskip("voxcpm")
    window: MainWindow = studio_window
    session = window.session
    ids = add_lines(window, [("alice", "One line."), ("bob", "Another.")])
    render_and_wait(qtbot, window)
    pocket_keys = {v.name: v.prompt_key for v in session.document.voices}
    first = session.engine_config
    assert first is not None

    from dataclasses import replace

    window.models.switch(replace(first, engine_id="voxcpm", model="random"), remember=False)
    assert session.engine_info is None
    _ready(qtbot, session)
    assert session.engine_info is not None, session.engine_error
    assert session.engine_info.engine_id == "voxcpm", (session.engine_info, session.engine_config)
    qtbot.waitUntil(
        lambda: all(session.voices.state(n).status == "ready" for n in ("alice", "bob")),
        timeout=60000,
    )
    voxcpm_keys = {v.name: v.prompt_key for v in session.document.voices}
    assert all(voxcpm_keys[n] != pocket_keys[n] for n in pocket_keys)
    assert [row_values(window, i)["status"] for i in ids] == ["stale", "stale"]
    assert session.document.engine == "voxcpm"

    window.models.switch(first, remember=False)
    _ready(qtbot, session)
    qtbot.waitUntil(
        lambda: {v.name: v.prompt_key for v in session.document.voices} == pocket_keys,
        timeout=60000,
    )
    # The takes made with this model match again: nothing to render.
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done"]
