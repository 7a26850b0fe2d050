"""ACX's requirements, the levels of audio against them, and the loudness that meets them.

ACX (Audible's production platform) takes MP3 files at 44.1 kHz with a
constant bit rate of 192 kbps or more, every file of a book mono or every
one stereo, at most 120 minutes each, with RMS between -23 and -18 dB, peaks
at or below -3 dB, a noise floor at or below -60 dB RMS, and 0.5-1 s of room
tone at the head and 1-5 s at the tail. ``acx_file`` checks a file as
written against all of it; ``acx_meter`` measures the levels the way ACX
does (the noise floor on the room tone of the pauses, not on the speech), and
this module holds the requirements, the checks and their sentences, and the
loudness normalisation that meets them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from studio.core.sound.acx_meter import (
    FLOOR_DB,
    ROOM_TONE_MAX_DB,
    LevelMeter,
    Levels,
    blocks,
    db,
    levels_of,
)
from studio.core.sound.loudness import LoudnessReport, integrated_loudness, normalize
from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError

# The context the window translates the checks' sentences under.
ACX_CONTEXT = "Acx"

ACX_SAMPLE_RATE = 44100
MIN_BIT_RATE_KBPS = 192
MAX_FILE_MINUTES = 120.0
RMS_RANGE = (-23.0, -18.0)
PEAK_MAX_DB = -3.0
NOISE_FLOOR_MAX_DB = ROOM_TONE_MAX_DB
HEAD_RANGE = (0.5, 1.0)
TAIL_RANGE = (1.0, 5.0)
# The room tone the ACX preset adds: inside ACX's ranges with a margin.
ACX_HEAD_SECONDS = 0.75
ACX_TAIL_SECONDS = 2.0
# The limiter's ceiling for ACX: under -3 dB with room for a lossy encoder,
# which can raise peaks by a few tenths of a dB.
ACX_CEILING_DBTP = -3.5
ACX_RMS_TARGET = -20.5


@dataclass(frozen=True)
class AcxCheck:
    """One requirement: its measured value, the rule, and whether it passes.

    Its sentences are kept once, as Saids the window translates; ``name``,
    ``requirement``, ``advice`` and ``shown`` are the same in English (the command
    line's and the JSON report's)."""

    name_said: Said
    value: float
    requirement_said: Said
    passed: bool
    # What was found and what to do: on a failed check, and as a note on a passed one
    # that ACX may still reject (pauses of digital silence); None otherwise.
    advice_said: Said | None = None
    unit: str = "dB"  # "dB", "s", "Hz", "kbps", "min", or "" for a word (``shown``)
    shown_said: Said | None = None  # the measured value as a word: "MP3", "CBR", "mono"

    @property
    def name(self) -> str:
        return str(self.name_said)

    @property
    def requirement(self) -> str:
        return str(self.requirement_said)

    @property
    def advice(self) -> str:
        """What was found and what to do, one sentence ("" when there is nothing to do)."""
        return "" if self.advice_said is None else str(self.advice_said)

    @property
    def shown(self) -> str:
        return "" if self.shown_said is None else str(self.shown_said)

    @property
    def measured(self) -> str:
        if self.shown or not self.unit:
            return self.shown
        if self.unit == "dB":
            return f"{self.value:.2f} dB" if self.value > FLOOR_DB else "silent"
        if self.unit == "s":
            return f"{self.value:.2f} s"
        if self.unit == "min":
            return f"{self.value:.1f} min"
        return f"{self.value:.0f} {self.unit}"

    @property
    def summary(self) -> str:
        mark = "pass" if self.passed else "FAIL"
        return f"{self.name}: {self.measured} ({self.requirement}) {mark}"


@dataclass(frozen=True)
class AcxReport:
    """The ACX figures of one file (or of samples in memory: no format figures then)."""

    rms_db: float
    peak_db: float
    noise_floor_db: float
    head_seconds: float
    tail_seconds: float
    checks: tuple[AcxCheck, ...]
    sample_rate: int = 0
    channels: int = 1
    seconds: float = 0.0
    container: str = ""  # "MP3", "FLAC", ... as read from the file
    bit_rate_kbps: float | None = None  # MP3 only: the frames' (average) bit rate
    bitrate_mode: str = ""  # MP3 only: "CBR", "VBR" or "ABR"

    @property
    def passed(self) -> bool:
        return all(check.passed for check in self.checks)

    @property
    def failures(self) -> tuple[AcxCheck, ...]:
        return tuple(check for check in self.checks if not check.passed)


@dataclass(frozen=True)
class AcxFit:
    """The loudness normalisation that meets ACX for some audio, and its result."""

    target_lufs: float
    ceiling_dbtp: float
    report: AcxReport
    loudness: LoudnessReport


def said(template: str, *args: object) -> Said:
    """A sentence (or clause) of the ACX check, translated under ``ACX_CONTEXT``."""
    return Said(template, *args, context=ACX_CONTEXT)


def number(value: float) -> Said:
    """``f"{value:g}"`` as a clause: the same digits in English, and the locale's
    decimal sign in the window ("0.5" is "0,5" in German)."""
    text = f"{value:g}"
    if not text.lstrip("-").replace(".", "").isdigit():  # an exponent, inf or nan
        return said("{0}", text)
    return said(f"{{0:.{len(text.partition('.')[2])}f}}", value)


def acx_check(
    name: Said,
    value: float,
    requirement: Said,
    passed: bool,
    advice: Said | None,
    unit: str = "dB",
    shown: str | Said = "",
) -> AcxCheck:
    """An ``AcxCheck`` from its sentences (``shown``: a word, from the file or said)."""
    shown_said = shown if isinstance(shown, Said) else (Said(shown) if shown else None)
    return AcxCheck(name, value, requirement, passed, advice, unit, shown_said)


def rms_db(samples: np.ndarray) -> float:
    if len(samples) == 0:
        return FLOOR_DB
    total = sum(float(np.sum(np.square(c, dtype=np.float64))) for c in blocks(samples))
    return db(math.sqrt(total / len(samples)))


def noise_floor_db(samples: np.ndarray, sample_rate: int) -> float:
    """The RMS of the room tone in the pauses (see ``acx_meter``)."""
    return levels_of(samples, sample_rate).noise_floor_db


def quiet_seconds(samples: np.ndarray, sample_rate: int, from_end: bool = False) -> float:
    """How long the audio stays under the noise-floor limit at its start (or end)."""
    levels = levels_of(samples, sample_rate)
    return levels.tail_seconds if from_end else levels.head_seconds


def level_checks(levels: Levels) -> tuple[AcxCheck, ...]:
    """The five level requirements, each with its sentence when it fails."""
    low, high = number(RMS_RANGE[0]), number(RMS_RANGE[1])
    rms, peak = levels.rms_db, levels.peak_db
    rms_ok = RMS_RANGE[0] <= rms <= RMS_RANGE[1]
    peak_ok = peak <= PEAK_MAX_DB
    return (
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "RMS")),
            rms,
            said(QT_TRANSLATE_NOOP("Acx", "{0} to {1} dB"), low, high),
            rms_ok,
            None
            if rms_ok
            else said(
                QT_TRANSLATE_NOOP(
                    "Acx",
                    "The RMS is {0:.1f} dB; ACX needs {1} to {2} dB: choose the ACX preset, "
                    "which normalises to it.",
                ),
                rms,
                low,
                high,
            ),
        ),
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "peak")),
            peak,
            said(QT_TRANSLATE_NOOP("Acx", "at most {0} dB"), number(PEAK_MAX_DB)),
            peak_ok,
            None
            if peak_ok
            else said(
                QT_TRANSLATE_NOOP(
                    "Acx",
                    "The peak is {0:.1f} dB; ACX needs at most {1} dB: choose the ACX preset, "
                    "which limits peaks to {2} dB.",
                ),
                peak,
                number(PEAK_MAX_DB),
                number(ACX_CEILING_DBTP),
            ),
        ),
        _noise_floor(levels),
        _room_tone("head", levels.head_seconds, HEAD_RANGE, ACX_HEAD_SECONDS),
        _room_tone("tail", levels.tail_seconds, TAIL_RANGE, ACX_TAIL_SECONDS),
    )


def _noise_floor(levels: Levels) -> AcxCheck:
    """The noise floor of the pauses; a passing floor says when pauses are digital silence,
    which ACX may reject (it asks for room tone, not dead silence)."""
    floor = levels.noise_floor_db
    passed = floor <= NOISE_FLOOR_MAX_DB
    requirement = said(QT_TRANSLATE_NOOP("Acx", "at most {0} dB"), number(NOISE_FLOOR_MAX_DB))
    name = said(QT_TRANSLATE_NOOP("Acx", "noise floor"))
    shown: Said | str = ""
    advice: Said | None = None
    if not passed:
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "The noise floor is {0:.1f} dB; ACX needs at most {1} dB: record or render "
                "with less background noise.",
            ),
            floor,
            number(NOISE_FLOOR_MAX_DB),
        )
    elif levels.silent_seconds and not levels.pause_seconds:
        shown = said(QT_TRANSLATE_NOOP("Acx", "digital silence"))
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "The pauses are digital silence, not room tone; ACX may reject dead silence: "
                "fill the pauses with room tone before you upload the file.",
            )
        )
    elif levels.silent_seconds:
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "{0:.1f} s of the pauses are digital silence, not room tone; ACX may reject "
                "dead silence: fill them with room tone before you upload the file.",
            ),
            levels.silent_seconds,
        )
    return acx_check(name, floor, requirement, passed, advice, "dB", shown)


def _room_tone(where: str, value: float, bounds: tuple[float, float], preset: float) -> AcxCheck:
    low, high = bounds
    passed = low <= value <= high
    shown = (value, number(low), number(high), number(preset))
    if where == "head":
        name = said(QT_TRANSLATE_NOOP("Acx", "head room tone"))
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "The head has {0:.2f} s of room tone; ACX needs {1}-{2} s: choose the ACX "
                "preset or set {3} s of silence at the head of each file.",
            ),
            *shown,
        )
    else:
        name = said(QT_TRANSLATE_NOOP("Acx", "tail room tone"))
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "The tail has {0:.2f} s of room tone; ACX needs {1}-{2} s: choose the ACX "
                "preset or set {3} s of silence at the tail of each file.",
            ),
            *shown,
        )
    requirement = said(QT_TRANSLATE_NOOP("Acx", "{0} to {1} s"), number(low), number(high))
    return acx_check(name, value, requirement, passed, None if passed else advice, "s")


def check_acx(samples: np.ndarray, sample_rate: int) -> AcxReport:
    """The ACX levels of samples in memory (mono float): what ``fit_acx`` aims at.

    The export checks its files with ``acx_file.check_acx_file``, which reads
    them back and also checks the format, rate, bit rate and length.
    """
    levels = levels_of(samples, sample_rate)
    return AcxReport(
        levels.rms_db,
        levels.peak_db,
        levels.noise_floor_db,
        levels.head_seconds,
        levels.tail_seconds,
        level_checks(levels),
        sample_rate=sample_rate,
        seconds=levels.num_samples / sample_rate,
    )


def fit_acx(samples: np.ndarray, sample_rate: int) -> tuple[np.ndarray, AcxFit]:
    """Normalise ``samples`` so their RMS and peak meet ACX; returns them and the fit.

    A loudness target in LUFS does not fix the RMS of a file with pauses (the
    gate leaves silence out of LUFS but RMS counts it), so the target is
    found by measuring: normalise, read the RMS, move the target by the
    difference from the middle of the range, and again until it lands in it.
    """
    x = np.asarray(samples, dtype=np.float32).reshape(-1)
    lufs = integrated_loudness(x, sample_rate)
    if not math.isfinite(lufs):
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The audio is silent, so it cannot be normalised; check the takes."
            )
        )
    target = lufs + (ACX_RMS_TARGET - rms_db(x))
    for attempt in range(4):
        target = min(0.0, max(-70.0, target))
        out, loudness = normalize(x, sample_rate, target, ACX_CEILING_DBTP)
        report = check_acx(out, sample_rate)
        in_range = RMS_RANGE[0] + 0.25 <= report.rms_db <= RMS_RANGE[1] - 0.25
        if in_range or attempt == 3:
            break
        target += ACX_RMS_TARGET - report.rms_db
    return out, AcxFit(target, ACX_CEILING_DBTP, report, loudness)


__all__ = [
    "ACX_CEILING_DBTP",
    "ACX_CONTEXT",
    "ACX_HEAD_SECONDS",
    "ACX_SAMPLE_RATE",
    "ACX_TAIL_SECONDS",
    "AcxCheck",
    "AcxFit",
    "AcxReport",
    "FLOOR_DB",
    "HEAD_RANGE",
    "LevelMeter",
    "Levels",
    "MAX_FILE_MINUTES",
    "MIN_BIT_RATE_KBPS",
    "NOISE_FLOOR_MAX_DB",
    "PEAK_MAX_DB",
    "RMS_RANGE",
    "TAIL_RANGE",
    "acx_check",
    "check_acx",
    "fit_acx",
    "level_checks",
    "noise_floor_db",
    "number",
    "quiet_seconds",
    "rms_db",
    "said",
]
