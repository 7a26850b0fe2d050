"""A new user's first voice, end to end on the real pocket-tts code (tiny, random weights):
a noisy, too-long take, trimmed to a clean window in a few clicks, the clone check heard,
and the voice saved to the library."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from pytestqt.qtbot import QtBot

from studio.core.sound.vad import Region
from studio.core.store.voice_library import VoiceLibrary
from studio.core.text.voice_texts import CLONE_CHECK_TEXT
from studio.ui.main_window import MainWindow
from tests.core.speech_signals import RATE, join, noise, phrase, silence, speech_rms, with_noise
from tests.ui.voices.helpers import wait_analysed

# The VAD pads speech by 30 ms and a window by 100 ms.
EDGE_TOLERANCE = 0.3


def _noisy_long_take(path: Path) -> tuple[Path, Region]:
    """About 33 s over a faint room hiss: a clipped sentence, three clean ones, a sentence
    under a passing noise, long silences; and where the clean sentences are."""
    clipped = np.clip(phrase("a") * 6, -1.0, 1.0)
    margin = silence(0.4)
    noisy = np.concatenate([margin, phrase("c"), margin])
    noisy = noisy + noise(len(noisy), speech_rms("c") / 4, seed=3)
    signal, parts = join(
        [
            silence(3.0),
            clipped,
            silence(1.0),
            phrase("b"),
            silence(0.5),
            phrase("d"),
            silence(0.6),
            phrase("e"),
            silence(1.0),
            noisy,
            silence(4.0),
        ]
    )
    sf.write(str(path), with_noise(signal, 45.0), RATE)
    return path, Region(parts[3].start, parts[7].end)


@pytest.mark.slow
def test_a_noisy_long_take_becomes_a_clean_voice_heard_and_kept(
    qtbot: QtBot, studio_window: MainWindow, tmp_path: Path, library: VoiceLibrary
) -> None:
    window = studio_window
    session = window.session
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        path, clean = _noisy_long_take(tmp_path / "take.wav")
        session.voices.add(path, "narrator")
    window.voices.select("narrator")
    window.voices.edit_button.click()
    workbench = window.voice_tools.workbenches["narrator"]
    wait_analysed(qtbot, workbench)
    warnings = " ".join(workbench.analysis.warning_texts())
    assert "long" in warnings and "clipped" in warnings

    # Two clicks: the best window, then loudness normalisation.
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        workbench.best_window_button.click()
    loudness = workbench.normalize_combo.findData("loudness")
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        workbench.normalize_combo.setCurrentIndex(loudness)
    wait_analysed(qtbot, workbench)
    assert workbench.analysis.warning_texts() == []
    entry = session.document.voice("narrator")
    assert entry is not None and entry.edits.trimmed and entry.edits.normalize == "loudness"
    kept = Region(entry.edits.trim_start, entry.edits.trim_end or 0.0)
    assert 5.0 <= kept.seconds <= 20.0
    # Inside the clean sentences, and most of them.
    assert clean.start - EDGE_TOLERANCE <= kept.start and kept.end <= clean.end + EDGE_TOLERANCE
    assert kept.seconds >= clean.seconds - 2 * EDGE_TOLERANCE
    assert workbench.cache_label.text().startswith(f"Prompt key {entry.prompt_key[:8]}: in memory")

    # The clone check uses the state built for the edited voice.
    with qtbot.waitSignal(session.clone_checks.sig_ready, timeout=120000) as blocker:
        workbench.check_button.click()
    name, result = blocker.args
    assert name == "narrator" and not result.reused
    take = result.take
    assert (take.text, take.prompt_key, take.cache_outcome) == (
        CLONE_CHECK_TEXT,
        entry.prompt_key,
        "memory",
    )
    assert session.engine_info is not None
    assert result.sample_rate == session.engine_info.sample_rate and len(result.audio) > 0
    assert np.isfinite(result.audio).all()

    # Typed and saved at once: the library gets the words typed, the project soon after.
    workbench.transcript.setPlainText("Good morning. The quick brown fox.")
    workbench.save_button.click()
    form = workbench.save_form
    assert form is not None
    form.source_edit.setText("espeak-ng, made by the test")
    form.consent_edit.setText("a synthetic voice")
    form.save_button.click()
    saved = library.voices()
    assert [(v.name, v.edits, v.transcript) for v in saved] == [
        ("narrator", entry.edits, "Good morning. The quick brown fox.")
    ]
    dialog = window.voice_tools.open_library()
    qtbot.waitUntil(lambda: not session.library_cache.pending, timeout=60000)
    assert dialog.cache_text(saved[0].id) == "In memory"
    dialog.close()
    workbench.close()
