"""Background noise is measured and warned about with its figure, on takes with pauses and on
takes without any (where the VAD may call every frame speech); clean espeak-ng takes get none."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from studio.core.sound.reference_analysis import TOO_NOISY_SNR_DB, analyse_reference

from .speech_signals import RATE, clean_take, phrase, silence, spaced_take, with_noise


def _continuous() -> np.ndarray:
    """Two sentences back to back, no silence before, between or after them."""
    return np.concatenate([phrase("a"), phrase("b")])


def _one_sentence() -> np.ndarray:
    return np.concatenate([phrase("a"), silence(0.2)])


def _long_pauses() -> np.ndarray:
    return spaced_take([["a", "b"], ["c", "d"]])[0]


TAKES: dict[str, Callable[[], np.ndarray]] = {
    "with-pauses": clean_take,
    "continuous": _continuous,
    "one-sentence": _one_sentence,
    "10s-pauses": _long_pauses,
}


@pytest.mark.parametrize("take", list(TAKES), ids=list(TAKES))
def test_a_clean_espeak_take_has_no_noise_warning(take: str) -> None:
    analysis = analyse_reference(TAKES[take](), RATE)
    assert analysis.warning("too_noisy") is None
    assert analysis.snr_db is not None and analysis.snr_db >= 40


@pytest.mark.parametrize("snr_db", [0.0, 20.0])
@pytest.mark.parametrize("take", list(TAKES), ids=list(TAKES))
def test_white_noise_is_measured_and_warned_about_with_its_figure(take: str, snr_db: float) -> None:
    analysis = analyse_reference(with_noise(TAKES[take](), snr_db, seed=4), RATE)
    assert analysis.snr_db is not None
    assert analysis.snr_db == pytest.approx(snr_db, abs=3.0)
    warning = analysis.warning("too_noisy")
    assert warning is not None
    text = warning.message
    assert text.endswith(".") and ". " not in text and "record" in text, text
    if round(analysis.snr_db) >= 1:
        assert f"only {analysis.snr_db:.0f} dB below the speech" in text, text
    else:
        assert "as loud as the speech" in text, text


def test_the_threshold_lies_between_an_audible_hiss_and_a_faint_one() -> None:
    assert 20.0 < TOO_NOISY_SNR_DB < 35.0
    faint = analyse_reference(with_noise(clean_take(), 35.0, seed=4), RATE)
    assert faint.warning("too_noisy") is None
