"""ACX's requirements, the levels of audio against them, and the loudness that meets them.

ACX (Audible's production platform) takes MP3 files at 44.1 kHz with a
constant bit rate of 192 kbps or more, every file of a book mono or every
one stereo, at most 120 minutes each, with RMS between -23 and -18 dB, peaks
at or below -3 dB, a noise floor at or below -60 dB RMS, and 0.5-1 s of room
tone at the head and 1-5 s at the tail. ``acx_file`` checks a file as
written against all of it; this module measures the levels, the way the
usual checkers (Audacity's ACX Check) report them:

- RMS: of the whole file, pauses included, ``20 log10(rms)`` (a full-scale
  sine reads -3 dB);
- peak: the true peak (4x oversampled), which is never below the sample peak,
  so a file that passes here passes a sample-peak checker too;
- noise floor: the RMS of the quietest half second (at tenth-of-a-second hops);
- room tone: how long the file stays under -60 dB (in 10 ms steps) at its
  start and end.

``LevelMeter`` takes the audio in pieces as a decoder gives it, so checking a
two-hour file keeps a few megabytes of figures, not the file's samples.
A decibel figure of silence is reported as ``FLOOR_DB`` rather than minus
infinity, so reports stay plain numbers (JSON has no infinity).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from studio.core.loudness import LoudnessReport, integrated_loudness, normalize, peak_envelope
from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError

# The context the window translates the checks' sentences under.
ACX_CONTEXT = "Acx"

ACX_SAMPLE_RATE = 44100
MIN_BIT_RATE_KBPS = 192
MAX_FILE_MINUTES = 120.0
RMS_RANGE = (-23.0, -18.0)
PEAK_MAX_DB = -3.0
NOISE_FLOOR_MAX_DB = -60.0
HEAD_RANGE = (0.5, 1.0)
TAIL_RANGE = (1.0, 5.0)
# The room tone the ACX preset adds: inside ACX's ranges with a margin.
ACX_HEAD_SECONDS = 0.75
ACX_TAIL_SECONDS = 2.0
FLOOR_DB = -120.0
# The limiter's ceiling for ACX: under -3 dB with room for a lossy encoder,
# which can raise peaks by a few tenths of a dB.
ACX_CEILING_DBTP = -3.5
ACX_RMS_TARGET = -20.5
NOISE_WINDOW_SECONDS = 0.5
TONE_WINDOW_SECONDS = 0.01
# Samples measured at a time, and the neighbours each side the 4x peak filter needs.
_BLOCK = 1 << 18
_PEAK_MARGIN = 256


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
    advice_said: Said | None = None  # what was found and what to do (None when it passes)
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
        """What was found and what to do, one sentence ("" when it passes)."""
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


@dataclass(frozen=True)
class Levels:
    rms_db: float
    peak_db: float
    noise_floor_db: float
    head_seconds: float
    tail_seconds: float
    num_samples: int


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


def _db(value: float) -> float:
    return max(FLOOR_DB, 20 * math.log10(value)) if value > 0 else FLOOR_DB


def rms_db(samples: np.ndarray) -> float:
    if len(samples) == 0:
        return FLOOR_DB
    total = sum(float(np.sum(np.square(c, dtype=np.float64))) for c in _blocks(samples))
    return _db(math.sqrt(total / len(samples)))


def _blocks(samples: np.ndarray) -> list[np.ndarray]:
    return [samples[i : i + _BLOCK] for i in range(0, len(samples), _BLOCK)]


class LevelMeter:
    """RMS, true peak, noise floor and room tone of audio fed in pieces of any length.

    ``feed`` takes mono ``(n,)`` or ``(channels, n)`` float samples; the power
    of a sample is the mean over its channels. What is kept is the energy of
    every 10 ms (a few megabytes for two hours) and a few hundred samples of
    context for the peak filter.
    """

    def __init__(self, sample_rate: int) -> None:
        self.sample_rate = sample_rate
        self._tick = max(1, int(TONE_WINDOW_SECONDS * sample_rate))
        self._pending: list[np.ndarray] = []
        self._pending_count = 0
        self._ticks: list[np.ndarray] = []  # energy (sum of power) of each 10 ms
        self._partial = np.zeros(0)  # power of the samples after the last whole tick
        self._total = 0.0
        self.num_samples = 0
        self._held: np.ndarray | None = None  # the peak filter's context, (channels, k)
        self._measured_to = 0  # samples at the start of _held already measured
        self._peak = 0.0

    def feed(self, samples: np.ndarray) -> None:
        block = np.asarray(samples, dtype=np.float32)
        if block.ndim == 1:
            block = block[None, :]
        if block.shape[1] == 0:
            return
        self._pending.append(block)
        self._pending_count += block.shape[1]
        if self._pending_count >= _BLOCK:
            self._measure(final=False)

    def levels(self) -> Levels:
        """The figures of everything fed so far (call once, at the end)."""
        self._measure(final=True)
        ticks = np.concatenate(self._ticks) if self._ticks else np.zeros(0)
        rate, tick = self.sample_rate, self._tick
        limit = 10 ** (NOISE_FLOOR_MAX_DB / 20)
        loud = np.flatnonzero(np.sqrt(ticks / tick) > limit)
        partial = self._partial
        partial_quiet = len(partial) == 0 or math.sqrt(float(partial.mean())) <= limit
        head = (int(loud[0]) if len(loud) else len(ticks)) * tick
        if len(loud) == 0 and partial_quiet:
            head += len(partial)  # quiet from end to end
        tail = 0
        if partial_quiet:
            tail = (len(ticks) - 1 - int(loud[-1]) if len(loud) else len(ticks)) * tick
            tail += len(partial)
        head_seconds, tail_seconds = head / rate, tail / rate
        window = int(round(NOISE_WINDOW_SECONDS / TONE_WINDOW_SECONDS))
        if len(ticks) <= window:
            floor = _db(math.sqrt(self._total / max(1, self.num_samples)))
        else:
            sums = np.concatenate(([0.0], np.cumsum(ticks)))
            starts = np.arange(0, len(ticks) - window + 1, window // 5)
            quietest = float(((sums[starts + window] - sums[starts]) / (window * tick)).min())
            floor = _db(math.sqrt(max(0.0, quietest)))
        return Levels(
            rms_db=_db(math.sqrt(self._total / self.num_samples)) if self.num_samples else FLOOR_DB,
            peak_db=_db(self._peak),
            noise_floor_db=floor,
            head_seconds=head_seconds,
            tail_seconds=tail_seconds,
            num_samples=self.num_samples,
        )

    def _measure(self, final: bool) -> None:
        if self._pending:
            block = np.concatenate(self._pending, axis=1)
            self._pending, self._pending_count = [], 0
            power = np.mean(np.square(block, dtype=np.float64), axis=0)
            self._total += float(power.sum())
            self.num_samples += len(power)
            power = np.concatenate((self._partial, power))
            whole = len(power) // self._tick * self._tick
            self._ticks.append(power[:whole].reshape(-1, self._tick).sum(axis=1))
            self._partial = power[whole:]
            held = block if self._held is None else np.concatenate((self._held, block), axis=1)
        elif self._held is not None and final:
            held = self._held
        else:
            return
        # The oversampled peak of a sample depends on its neighbours: the last
        # samples wait for the next block unless this is the end.
        end = held.shape[1] if final else held.shape[1] - _PEAK_MARGIN
        done = self._measured_to
        if end > done:
            for channel in held:
                envelope = peak_envelope(channel, self.sample_rate)
                self._peak = max(self._peak, float(envelope[done:end].max()))
            done = end
        keep = min(held.shape[1], 2 * _PEAK_MARGIN)
        self._held = held[:, held.shape[1] - keep :]
        self._measured_to = max(0, keep - (held.shape[1] - done))


def noise_floor_db(samples: np.ndarray, sample_rate: int) -> float:
    """RMS of the quietest half second (hops of a tenth of a second)."""
    return _levels_of(samples, sample_rate).noise_floor_db


def quiet_seconds(samples: np.ndarray, sample_rate: int, from_end: bool = False) -> float:
    """How long the audio stays under the noise-floor limit at its start (or end)."""
    levels = _levels_of(samples, sample_rate)
    return levels.tail_seconds if from_end else levels.head_seconds


def _levels_of(samples: np.ndarray, sample_rate: int) -> Levels:
    meter = LevelMeter(sample_rate)
    for block in _blocks(np.asarray(samples, dtype=np.float32).reshape(-1)):
        meter.feed(block)
    return meter.levels()


def level_checks(levels: Levels) -> tuple[AcxCheck, ...]:
    """The five level requirements, each with its sentence when it fails."""
    low, high = number(RMS_RANGE[0]), number(RMS_RANGE[1])
    rms, peak, floor = levels.rms_db, levels.peak_db, levels.noise_floor_db
    rms_ok = RMS_RANGE[0] <= rms <= RMS_RANGE[1]
    peak_ok = peak <= PEAK_MAX_DB
    floor_ok = floor <= NOISE_FLOOR_MAX_DB
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
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "noise floor")),
            floor,
            said(QT_TRANSLATE_NOOP("Acx", "at most {0} dB"), number(NOISE_FLOOR_MAX_DB)),
            floor_ok,
            None
            if floor_ok
            else said(
                QT_TRANSLATE_NOOP(
                    "Acx",
                    "The noise floor is {0:.1f} dB; ACX needs at most {1} dB: record or render "
                    "with less background noise.",
                ),
                floor,
                number(NOISE_FLOOR_MAX_DB),
            ),
        ),
        _room_tone("head", levels.head_seconds, HEAD_RANGE, ACX_HEAD_SECONDS),
        _room_tone("tail", levels.tail_seconds, TAIL_RANGE, ACX_TAIL_SECONDS),
    )


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
    levels = _levels_of(samples, sample_rate)
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
