"""Fixtures for the window tests: isolated settings and cache, reference voices."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings, QStandardPaths  # noqa: E402

from studio.ui.session.jobs import EngineConfig  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Settings go to a folder of this test's own: never the user's, never another test's.

    ``QSettings(organization, application)`` uses the native format, whose
    path must be set too (on Linux it is an INI file as well). The data
    folder (the global pronunciation dictionary, recovery) is the test's too.
    """
    monkeypatch.setenv("VOICE_STUDIO_DATA_DIR", str(tmp_path / "data"))
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield
    from studio.ui.settings import APPLICATION, ORGANIZATION

    written = QSettings(ORGANIZATION, APPLICATION).fileName()
    assert written.startswith(str(tmp_path)), f"settings escaped the test: {written}"


@pytest.fixture
def tiny_config(tmp_path: Path) -> EngineConfig:
    """The real pocket-tts code on its smallest random-weight model, one thread."""
    return EngineConfig("pocket", TINY_MODEL, "cpu", 1, tmp_path / "cache")


@pytest.fixture(scope="session")
def voice_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("voices")
    return {name: speak(folder / f"{name}.wav", text) for name, text in SAMPLE_TEXTS.items()}


@pytest.fixture
def studio_window(qtbot, tiny_config: EngineConfig, voice_files: dict[str, Path]):  # type: ignore[no-untyped-def]
    """The real window on the tiny model, with voices alice and bob loaded."""
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        session.start(tiny_config)
        session.voices.add(voice_files["alice"], "alice")
        session.voices.add(voice_files["bob"], "bob")
    assert session.engine_info is not None, session.engine_error
    yield window
    window.close()
