"""What the workbench says about a recording: one analysis behind every figure it shows, and a
sentence whenever *Best window* cannot do what it says."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from pytestqt.qtbot import QtBot

from studio.ui.main_window import MainWindow
from studio.ui.voices.workbench import VoiceWorkbench
from tests.core.speech_signals import RATE, clean_take, phrase, spaced_take, with_noise
from tests.ui.fake_window import fake_window
from tests.ui.voices.helpers import wait_analysed


def _open(qtbot: QtBot, tmp_path: Path, signal: np.ndarray) -> tuple[MainWindow, VoiceWorkbench]:
    window = fake_window(qtbot, tmp_path)
    sf.write(str(tmp_path / "take.wav"), signal, RATE)
    with qtbot.waitSignal(window.session.sig_idle, timeout=20000):
        window.session.voices.add(tmp_path / "take.wav", "take")
    workbench = window.voice_tools.open_workbench("take")
    wait_analysed(qtbot, workbench)
    return window, workbench


def _speech_figure(text: str) -> str:
    found = re.search(r"speech (\d+\.\d) s of", text)
    assert found, text
    return found.group(1)


def _short_voice() -> np.ndarray:
    # 5.0 s of file, speech from its first sample to its last: the trim is the whole take.
    return phrase("b")


def _continuous(snr_db: float) -> Callable[[], np.ndarray]:
    return lambda: with_noise(np.concatenate([phrase("a"), phrase("b")]), snr_db, seed=4)


@pytest.mark.parametrize(
    ("make", "noisy"),
    [
        (_short_voice, False),
        (clean_take, False),
        (_continuous(20.0), True),
        (_continuous(0.0), True),
        (lambda: with_noise(clean_take(), 20.0, seed=4), True),
    ],
    ids=["short", "clean", "continuous-20dB", "continuous-0dB", "pauses-20dB"],
)
def test_the_summary_and_the_warnings_give_the_same_figures(
    qtbot: QtBot, tmp_path: Path, make: Callable[[], np.ndarray], noisy: bool
) -> None:
    _, workbench = _open(qtbot, tmp_path, make())
    summary = workbench.analysis.summary.text()
    warnings = workbench.analysis.warning_texts()
    speech = _speech_figure(summary)
    noise = re.search(r"speech (\d+) dB above the noise", summary)
    assert noise, summary
    for text in warnings:
        for figure in re.findall(r"only (\d+\.\d) s of speech", text):
            assert figure == speech, (summary, text)
        for figure in re.findall(r"only (\d+) dB below the speech", text):
            assert figure == noise.group(1), (summary, text)
        if "as loud as the speech" in text:
            assert noise.group(1) == "0", (summary, text)
    noise_warnings = [t for t in warnings if "background noise" in t]
    assert len(noise_warnings) == (1 if noisy else 0), warnings
    workbench.close()


def test_best_window_on_a_voice_under_5_s_of_speech_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    window, workbench = _open(qtbot, tmp_path, _short_voice())
    before = window.session.document.voice("take")
    assert workbench.best_window_button.isEnabled()
    speech = _speech_figure(workbench.analysis.summary.text())
    workbench.best_window_button.click()
    message = workbench.message.text()
    assert f"only {speech} s of speech" in message and "at least 5 s" in message, message
    assert message.endswith(".") and ". " not in message
    assert window.session.document.voice("take") == before  # nothing was changed
    assert any(f"only {speech} s of speech" in t for t in workbench.analysis.warning_texts())
    workbench.close()


def test_best_window_on_sentences_far_apart_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    signal, _, _ = spaced_take([["c"], ["e"], ["c"]], pause=3.0)
    window, workbench = _open(qtbot, tmp_path, signal)
    before = window.session.document.voice("take")
    workbench.best_window_button.click()
    assert "pause" in workbench.message.text()
    assert window.session.document.voice("take") == before
    workbench.close()


def test_best_window_when_it_is_already_kept_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    signal, _, _ = spaced_take([["a", "b"]], edge=2.0)
    window, workbench = _open(qtbot, tmp_path, signal)
    with qtbot.waitSignal(window.session.sig_idle, timeout=30000):
        workbench.best_window_button.click()
    kept = window.session.document.voice("take")
    assert kept is not None and kept.edits.trimmed
    assert workbench.message.text() == ""
    workbench.best_window_button.click()
    assert "already" in workbench.message.text()
    assert window.session.document.voice("take") == kept
    workbench.close()
