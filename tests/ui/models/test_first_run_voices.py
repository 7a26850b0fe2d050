"""The first-run path: voices added before any model stay, prefixes are never lost, and the
model in use is shown as such (issue: a voice added with no model vanished and its lines
spoke "alice:" in the voice "")."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.engines.base import EngineInfo
from studio.errors import ModelNotInstalledError
from studio.ui.main_window import MainWindow
from studio.ui.panels.voices_panel import cache_text
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import TINY_MODEL, speak
from tests.ui.fake_engine import FakeEngine
from tests.ui.helpers import render_and_wait, row_values, voice_entry, voice_state


def _window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, FakeEngine]:
    """A window whose first model is not downloaded, then a (fake) one that loads."""
    engine = FakeEngine()

    def factory(config: EngineConfig) -> FakeEngine:
        if config.model == "default":
            raise ModelNotInstalledError("The model is not downloaded yet; download it first.")
        return engine

    session = StudioSession(engine_factory=factory)
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_engine_failed, timeout=20000):
        session.start(EngineConfig("fake", "default", "cpu", 1, tmp_path / "cache"))
    return window, engine


def _voice_status(window: MainWindow, name: str) -> str | None:
    state = window.session.voices.state(name)
    return None if state is None else state.status


def test_a_voice_added_before_any_model_stays_and_is_prepared_when_one_loads(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _ = _window(qtbot, tmp_path)
    session = window.session
    alice = speak(tmp_path / "alice.wav", "Hello, my name is Alice and I read aloud.")
    session.voices.add(alice, "alice")
    qtbot.waitUntil(lambda: _voice_status(window, "alice") == "waiting", timeout=20000)
    assert [v.name for v in session.document.voices] == ["alice"]
    assert voice_entry(session, "alice").prompt_key == ""
    assert cache_text(window.session.voices.state("alice")) == "Waiting for a model"

    script = tmp_path / "show.txt"
    script.write_text("alice: Welcome to the show.\nalice: Let us begin.\n", encoding="utf-8")
    ids = window.project.import_script(script)
    lines = [session.document.line(i) for i in ids]
    assert [(line.voice, line.text) for line in lines] == [
        ("alice", "Welcome to the show."),
        ("alice", "Let us begin."),
    ]

    window.models.switch(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"), False)
    qtbot.waitUntil(lambda: _voice_status(window, "alice") == "ready", timeout=20000)
    assert [v.name for v in session.document.voices] == ["alice"]
    assert voice_entry(session, "alice").prompt_key
    render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done"]


def test_a_prefix_naming_a_voice_added_later_is_offered_to_it_and_never_lost(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _ = _window(qtbot, tmp_path)
    session = window.session
    window.models.switch(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"), False)
    qtbot.waitUntil(lambda: session.engine_info is not None, timeout=20000)
    session.voices.add(speak(tmp_path / "alice.wav", "Alice reads the narration."), "alice")
    qtbot.waitUntil(lambda: _voice_status(window, "alice") == "ready", timeout=20000)
    script = tmp_path / "show.txt"
    script.write_text("Once upon a time.\ncarol: Who is there?\ncarol: Hello?\n", encoding="utf-8")
    ids = window.project.import_script(script)
    doc = session.document
    # No voice carol yet: the prefix stays in the text, so nothing is lost.
    assert [doc.line(i).text for i in ids] == [
        "Once upon a time.",
        "carol: Who is there?",
        "carol: Hello?",
    ]
    asked: list[tuple[str, int]] = []

    def yes(name: str, count: int) -> bool:
        asked.append((name, count))
        return True

    window.voice_tools.speaker_lines.ask = yes
    session.voices.add(speak(tmp_path / "carol.wav", "Carol speaks up."), "carol")
    qtbot.waitUntil(lambda: bool(asked), timeout=20000)
    assert asked == [("carol", 2)]
    doc = session.document
    assert [(doc.line(i).voice, doc.line(i).text) for i in ids] == [
        ("alice", "Once upon a time."),
        ("carol", "Who is there?"),
        ("carol", "Hello?"),
    ]
    session.undo_stack.undo()  # one step gives the lines back as they were
    doc = session.document
    assert [doc.line(i).text for i in ids[1:]] == ["carol: Who is there?", "carol: Hello?"]
    assert [doc.line(i).voice for i in ids[1:]] == ["alice", "alice"]


def test_the_model_in_use_is_shown_and_using_it_again_changes_nothing(
    qtbot: QtBot, tiny_config: EngineConfig, voice_files: dict[str, Path]
) -> None:
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        session.start(tiny_config)
        session.voices.add(voice_files["alice"], "alice")
    info = session.engine_info
    assert isinstance(info, EngineInfo) and info.model_spec == TINY_MODEL
    dialog = window.models.show_dialog()
    in_use = [row for row in dialog.rows.values() if row.in_use.isVisibleTo(dialog)]
    assert [(row.entry.engine_id, row.entry.model_spec) for row in in_use] == [
        ("pocket", TINY_MODEL)
    ]
    assert not in_use[0].use_button.isEnabled()
    key = voice_entry(session, "alice").prompt_key
    config = session.engine_config
    window.models.use(in_use[0].entry)
    assert session.engine_config is config and session.engine_info is info
    assert voice_state(session, "alice").status == "ready"
    assert voice_entry(session, "alice").prompt_key == key
    dialog.close()
