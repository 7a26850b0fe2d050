"""The sentences the reference analysis says, and the thresholds behind them.

Each sentence is a ``Said``: English for the command line, and the window's
language where it is shown. Every figure comes from the analysis's own fields,
so the summary and the warnings always agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from studio.core.sound.audio import MAX_REFERENCE_SECONDS
from studio.errors import QT_TRANSLATE_NOOP, Said

# The context the window translates these sentences under.
CONTEXT = "ReferenceAnalysis"

MIN_WINDOW_SECONDS = 5.0
MAX_WINDOW_SECONDS = 20.0
# A window never keeps a longer pause: the clone would learn the silence as
# part of the voice (pauses between sentences are 0.3-1 s, measured from the VAD).
MAX_WINDOW_PAUSE_SECONDS = 1.0
MIN_CLIPPED_SECONDS = 0.001
TOO_QUIET_LUFS = -35.0
# Between white noise at 20 dB SNR, which is plainly heard in the pauses and which
# the clone copies, and a faint hiss at 35 dB that it does not; the estimate is
# within 3 dB of the mix's true SNR from 0 to 30 dB (see the tests), so neither
# lands on the wrong side.
TOO_NOISY_SNR_DB = 25.0

WarningKind = Literal["no_speech", "too_short", "too_long", "clipping", "too_quiet", "too_noisy"]


@dataclass(frozen=True)
class ReferenceWarning:
    """A problem with a reference, and one sentence saying what to do about it."""

    kind: WarningKind
    said: Said

    @property
    def message(self) -> str:
        """The sentence in English, as the command line says it."""
        return str(self.said)


NO_SPEECH = Said(
    QT_TRANSLATE_NOOP(
        "ReferenceAnalysis",
        "No speech was found in the recording, so there is no window to keep: record someone "
        "speaking, or choose another file.",
    ),
    context=CONTEXT,
)


def too_little_speech(speech_seconds: float) -> Said:
    """Why there is no best window in a recording with under 5 s of speech."""
    return Said(
        QT_TRANSLATE_NOOP(
            "ReferenceAnalysis",
            "The recording has only {0:.1f} s of speech and the best window "
            "needs at least {1:.0f} s: record a longer take.",
        ),
        speech_seconds,
        MIN_WINDOW_SECONDS,
        context=CONTEXT,
    )


def pauses_too_long(longest: float) -> Said:
    """Why there is no best window when no 5 s of speech come without a long pause."""
    return Said(
        QT_TRANSLATE_NOOP(
            "ReferenceAnalysis",
            "The speech comes in stretches of at most {0:.1f} s with pauses longer "
            "than {1:.0f} s between them, and the best window needs "
            "{2:.0f} s without a long pause: record the sentences closer together.",
        ),
        longest,
        MAX_WINDOW_PAUSE_SECONDS,
        MIN_WINDOW_SECONDS,
        context=CONTEXT,
    )


def _warning(kind: WarningKind, template: str, *args: object) -> ReferenceWarning:
    return ReferenceWarning(kind, Said(template, *args, context=CONTEXT))


def warnings_for(
    *,
    seconds: float,
    speech_seconds: float,
    has_speech: bool,
    clipped_seconds: float,
    loudness_lufs: float | None,
    snr_db: float | None,
) -> tuple[ReferenceWarning, ...]:
    """The sentences for what a recording's measurements show, each with its figure."""
    found: list[ReferenceWarning] = []
    if not has_speech:
        found.append(
            _warning(
                "no_speech",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "No speech was found in the recording: record someone speaking, "
                    "or choose another file.",
                ),
            )
        )
    elif speech_seconds < MIN_WINDOW_SECONDS:
        found.append(
            _warning(
                "too_short",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "The recording holds only {0:.1f} s of speech: a clone needs at "
                    "least 5 s (10-20 s is best), so record a longer take.",
                ),
                speech_seconds,
            )
        )
    if seconds > MAX_WINDOW_SECONDS:
        if seconds > MAX_REFERENCE_SECONDS:
            too_long = _warning(
                "too_long",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "The reference is {0:.1f} s long and only its first {1:.0f} s are used: "
                    "trim it to the suggested 5-20 s window.",
                ),
                seconds,
                MAX_REFERENCE_SECONDS,
            )
        else:
            too_long = _warning(
                "too_long",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "The reference is {0:.1f} s long and a longer reference costs more to "
                    "encode and adds little: trim it to the suggested 5-20 s window.",
                ),
                seconds,
            )
        found.append(too_long)
    clipped = clipped_seconds
    if clipped >= MIN_CLIPPED_SECONDS:
        found.append(
            _warning(
                "clipping",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "{0:.0f} ms of the recording is clipped (flattened at full "
                    "scale) and the clone would copy the distortion: record again with the input "
                    "gain lower, or trim to a part without clipping.",
                ),
                clipped * 1000,
            )
        )
    loudness = loudness_lufs
    if loudness is not None and has_speech and loudness < TOO_QUIET_LUFS:
        found.append(
            _warning(
                "too_quiet",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "The voice is very quiet ({0:.0f} LUFS): normalise it, or record "
                    "closer to the microphone with the gain higher.",
                ),
                loudness,
            )
        )
    snr = snr_db
    if snr is not None and has_speech and snr < TOO_NOISY_SNR_DB:
        # Rounded as the summary's "speech N dB above the noise" is.
        if f"{snr:.0f}" == "0":
            too_noisy = _warning(
                "too_noisy",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "The background noise is as loud as the speech "
                    "({0:.0f} dB below it or more is clean) and the clone would "
                    "copy it: record in a quieter room or closer to the microphone.",
                ),
                TOO_NOISY_SNR_DB,
            )
        else:
            too_noisy = _warning(
                "too_noisy",
                QT_TRANSLATE_NOOP(
                    "ReferenceAnalysis",
                    "The background noise is only {0:.0f} dB below the speech "
                    "({1:.0f} dB below it or more is clean) and the clone would "
                    "copy it: record in a quieter room or closer to the microphone.",
                ),
                snr,
                TOO_NOISY_SNR_DB,
            )
        found.append(too_noisy)
    return tuple(found)


__all__ = [
    "CONTEXT",
    "MAX_WINDOW_PAUSE_SECONDS",
    "MAX_WINDOW_SECONDS",
    "MIN_CLIPPED_SECONDS",
    "MIN_WINDOW_SECONDS",
    "NO_SPEECH",
    "TOO_NOISY_SNR_DB",
    "TOO_QUIET_LUFS",
    "ReferenceWarning",
    "WarningKind",
    "pauses_too_long",
    "too_little_speech",
    "warnings_for",
]
