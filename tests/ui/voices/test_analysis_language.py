"""What the analysis says about a reference reaches the window in its language: the
warnings, why *Best window* did nothing, with their figures
written as the locale writes numbers; the command line keeps its English."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from pytestqt.qtbot import QtBot

from studio.core.sound.reference_analysis import analyse_reference
from studio.ui.base.i18n import said_text
from studio.ui.voices.analysis_view import AnalysisView
from tests.core.speech_signals import RATE, phrase


def test_the_analysis_speaks_the_window_s_language(
    speaking: Callable[[str], str], qtbot: QtBot
) -> None:
    analysis = analyse_reference(phrase("b") * np.float32(0.005), RATE)
    short, quiet = analysis.warning("too_short"), analysis.warning("too_quiet")
    assert short is not None and quiet is not None
    assert analysis.loudness_lufs is not None and analysis.best_window_said is not None
    speech = analysis.speech_seconds
    english = (
        f"The recording holds only {speech:.1f} s of speech: a clone needs at least 5 s "
        "(10-20 s is best), so record a longer take."
    )
    assert short.message == english
    assert said_text(short.said) == english  # English until a language is installed

    speaking("de")
    view = AnalysisView()
    qtbot.addWidget(view)
    view.show_analysis(analysis)
    figure = f"{speech:.1f}".replace(".", ",")
    lufs = f"{analysis.loudness_lufs:.0f}"
    assert (
        f"⚠ Die Aufnahme enthält nur {figure} s Sprache: Ein Klon braucht mindestens 5 s "
        in (view.warning_texts()[0])
    )
    assert (
        f"⚠ Die Stimme ist sehr leise ({lufs} LUFS): Normalisieren Sie sie oder nehmen Sie "
        "näher am Mikrofon mit höherer Verstärkung auf."
    ) in view.warning_texts()
    assert said_text(analysis.best_window_said) == (
        f"Die Aufnahme enthält nur {figure} s Sprache, und der Beste Abschnitt braucht "
        "mindestens 5 s: Nehmen Sie einen längeren Take auf."
    )
    # The command line's sentences are unchanged.
    assert short.message == english
    assert analysis.best_window_reason == (
        f"The recording has only {speech:.1f} s of speech and the best window needs at "
        "least 5 s: record a longer take."
    )
