"""The workbench's clone check says how alike the clone and its reference sound, with the
voice check on (the real tiny pocket-tts and resemblyzer's real encoder)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studio.ui.main_window import MainWindow


def test_the_clone_check_shows_the_clones_similarity(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    session.worker.set_voice_check(True)
    workbench = window.voice_tools.open_workbench("alice")
    with qtbot.waitSignal(session.clone_checks.sig_ready, timeout=60000) as blocker:
        workbench.check_button.click()
    _, result = blocker.args
    similarity = result.take.similarity
    assert similarity is not None
    assert f"The clone is {similarity:.2f} similar to its reference" in workbench.message.text()
    workbench.close()
