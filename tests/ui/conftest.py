"""Fixtures for the window tests: isolated settings and cache, reference voices."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pytestqt.qtbot import QtBot

from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings, QStandardPaths  # noqa: E402

from studio.ui.session.jobs import EngineConfig  # noqa: E402

if TYPE_CHECKING:
    import numpy as np
    from PySide6.QtWidgets import QApplication

    from studio.ui.main_window import MainWindow


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
    from studio.ui.base.settings import APPLICATION, ORGANIZATION

    written = QSettings(ORGANIZATION, APPLICATION).fileName()
    assert written.startswith(str(tmp_path)), f"settings escaped the test: {written}"


def _compiled_translations() -> None:
    """Compile the .ts files when a .qm is missing or older (a pull brought new strings)."""
    root = Path(__file__).resolve().parents[2]
    folder = root / "resources" / "translations"
    stale = [
        ts
        for ts in folder.glob("*.ts")
        if not ts.with_suffix(".qm").exists()
        or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime
    ]
    if stale:
        subprocess.run(
            [sys.executable, str(root / "scripts" / "build_translations.py")], check=True
        )


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication) -> QApplication:
    """The window in English whatever the locale of the machine running the tests, with
    English's singular and plural forms of the strings with a count ("1 line", "2 lines")."""
    from studio.ui.base.i18n import ENGLISH, install_translators

    _compiled_translations()
    assert install_translators(qapp, ENGLISH) == ENGLISH
    return qapp


@pytest.fixture
def speaking(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    """Install a language's translators for one test; English again after it."""
    from studio.ui.base.i18n import ENGLISH, install_translators

    yield lambda code: install_translators(qapp, code)
    install_translators(qapp, ENGLISH)


@pytest.fixture
def tiny_config(tmp_path: Path) -> EngineConfig:
    """The real pocket-tts code on its smallest random-weight model, one thread."""
    return EngineConfig("pocket", TINY_MODEL, "cpu", 1, tmp_path / "cache")


@pytest.fixture(scope="session")
def voice_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("voices")
    return {name: speak(folder / f"{name}.wav", text) for name, text in SAMPLE_TEXTS.items()}


@pytest.fixture
def studio_window(
    qtbot: QtBot, tiny_config: EngineConfig, voice_files: dict[str, Path]
) -> Iterator[MainWindow]:
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


@pytest.fixture(autouse=True)
def no_take_audio_read_on_the_gui_thread(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail a window test in which the window read a take's file on the GUI thread.

    The README promises take audio is read only to play or export it, and both
    read on threads of their own: a book's takes on the GUI thread stall it. A
    read counts when the window's code asked for it (a ``studio/ui`` frame on
    the stack); a test reading audio to check it is free to.
    """
    import inspect
    import threading

    from studio.core import take_audio

    original = take_audio.read_take_file
    offenders: list[str] = []

    def guarded(path: Path) -> np.ndarray | None:
        if threading.current_thread() is threading.main_thread():
            frames = [
                f for f in inspect.stack(0) if f"{os.sep}studio{os.sep}ui{os.sep}" in f.filename
            ]
            if frames:
                offenders.append(f"{path.name} from {frames[0].function} ({frames[0].filename})")
        return original(path)

    monkeypatch.setattr(take_audio, "read_take_file", guarded)
    yield
    assert not offenders, f"take audio read on the GUI thread: {offenders[:3]}"
