"""The levels of audio as ACX measures them, from audio fed in pieces of any length.

- RMS: of the whole file, pauses included, ``20 log10(rms)`` (a full-scale
  sine reads -3 dB);
- peak: the true peak (4x oversampled), which is never below the sample peak,
  so a file that passes here passes a sample-peak checker too;
- noise floor: the RMS of the room tone, where ACX listens for it: the head,
  the tail and the pauses between lines and phrases. A pause is a stretch of
  at least 0.2 s whose level (over 50 ms) stays within 6 dB of the quietest
  0.1 s of the file that is not digital silence. The floor is the RMS of every
  sample of every pause taken together (what ffmpeg's ``astats`` reads as
  "RMS level" over the same stretches), as long as it is at least 20 dB under
  the speech's loud parts (the level 5% of the 10 ms steps reach): nearer than
  that, the steady stretches are a sustained sound of the speech, not a room.
  Digital silence (under -100 dB: no room at all, as an editor's "generate
  silence" writes it) is not room tone: its stretches of 50 ms or more are
  counted apart (``silent_seconds``), and a file with no pause of room tone
  but with digital silence has a floor of silence (``FLOOR_DB``). A file with
  neither (speech from end to end) reads the RMS of its quietest 0.2 s.
- room tone: how long the file stays under -60 dB (in 10 ms steps) at its
  start and end.

A decibel figure of silence is ``FLOOR_DB`` rather than minus infinity, so
reports stay plain numbers (JSON has no infinity).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from studio.core.sound.loudness import peak_envelope

FLOOR_DB = -120.0
# ACX's noise-floor limit; the head and tail count as room tone while under it.
ROOM_TONE_MAX_DB = -60.0
TONE_WINDOW_SECONDS = 0.01
# Under this a stretch is digital silence, not a room: below the dither of a
# 16-bit file (-101 dB RMS), far below any microphone's own noise.
DIGITAL_SILENCE_DB = -100.0
# The shortest pause measured: the studio's gaps between lines are 0.3 s by
# default; a shorter stretch is more likely the closure of a consonant.
PAUSE_SECONDS = 0.2
# The pauses' level is found from the quietest stretch of this length...
QUIETEST_SECONDS = 0.1
# ... and a pause stays within this many dB of it: room tone is steady (hiss
# varies by a dB or two over 50 ms), while the tail of a word rises fast.
PAUSE_MARGIN_DB = 6.0
# The level a pause is judged by: long enough to smooth hiss, short enough
# that a word's first 25 ms already lift it.
PAUSE_SMOOTHING_SECONDS = 0.05
# Room tone sits this far under the speech's loud parts (the level that 5% of
# the 10 ms steps outside digital silence reach) at least: nearer than that, a
# steady stretch is more likely a sustained sound of the speech itself (the
# quietest stretch of a file whose pauses are all digital silence is speech).
MIN_CONTRAST_DB = 20.0
SPEECH_PERCENTILE = 95.0
# Digital silence this long counts as a pause of silence (shorter: a gap in a codec's frames).
SILENT_PAUSE_SECONDS = 0.05
# Samples measured at a time, and the neighbours each side the 4x peak filter needs.
BLOCK = 1 << 18
_PEAK_MARGIN = 256


@dataclass(frozen=True)
class Levels:
    """The figures of some audio, as the module's docstring says each is measured."""

    rms_db: float
    peak_db: float
    noise_floor_db: float
    head_seconds: float
    tail_seconds: float
    num_samples: int
    # The room tone the noise floor was measured on (0 when it read digital silence
    # or the quietest 0.2 s), and the pauses that were digital silence instead.
    pause_seconds: float = 0.0
    silent_seconds: float = 0.0


def db(value: float) -> float:
    """``20 log10(value)``, ``FLOOR_DB`` for silence."""
    return max(FLOOR_DB, 20 * math.log10(value)) if value > 0 else FLOOR_DB


def blocks(samples: np.ndarray) -> list[np.ndarray]:
    return [samples[i : i + BLOCK] for i in range(0, len(samples), BLOCK)]


@dataclass(frozen=True)
class Floor:
    """The noise floor of some audio and the pauses it was measured on."""

    noise_floor_db: float
    pause_seconds: float
    silent_seconds: float


def _runs(mask: np.ndarray, shortest: int) -> list[tuple[int, int]]:
    """(start, end) of every run of True at least ``shortest`` long."""
    edges = np.diff(np.concatenate(([0], mask.astype(np.int8), [0])))
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    return [(int(a), int(b)) for a, b in zip(starts, ends, strict=True) if b - a >= shortest]


def _window_means(values: np.ndarray, width: int) -> np.ndarray:
    # Summed window by window, not as differences of a running sum: a quiet
    # window's power is a millionth of the running sum of a long file.
    return np.asarray(sliding_window_view(values, width).mean(axis=1))


def pause_floor(power: np.ndarray, tick_seconds: float) -> Floor:
    """The noise floor from the mean power of every tick (``tick_seconds`` each)."""
    if len(power) == 0:
        return Floor(FLOOR_DB, 0.0, 0.0)

    def ticks(seconds: float) -> int:
        return max(1, int(round(seconds / tick_seconds)))

    silent = power <= 10 ** (DIGITAL_SILENCE_DB / 10)
    silent_runs = _runs(silent, ticks(SILENT_PAUSE_SECONDS))
    silent_seconds = sum(b - a for a, b in silent_runs) * tick_seconds
    width = ticks(QUIETEST_SECONDS)
    if len(power) < width:
        return Floor(db(math.sqrt(float(power.mean()))), 0.0, silent_seconds)
    means = _window_means(power, width)
    # Windows that touch digital silence would find the silence, not the room.
    clean = _window_means(silent.astype(np.float64), width) == 0
    runs: list[tuple[int, int]] = []
    if clean.any():
        quietest = float(means[clean].min())
        smooth = ticks(PAUSE_SMOOTHING_SECONDS) | 1  # odd: centred on its tick
        padded = np.pad(power, smooth // 2, mode="edge")
        level = _window_means(padded, smooth)
        quiet = ~silent & (level <= quietest * 10 ** (PAUSE_MARGIN_DB / 10))
        runs = _runs(quiet, ticks(PAUSE_SECONDS))
    if runs:
        count = sum(b - a for a, b in runs)
        room = sum(float(power[a:b].sum()) for a, b in runs) / count
        speech = float(np.percentile(power[~silent], SPEECH_PERCENTILE))
        if room * 10 ** (MIN_CONTRAST_DB / 10) <= speech:
            return Floor(db(math.sqrt(room)), count * tick_seconds, silent_seconds)
    if silent_runs:
        return Floor(FLOOR_DB, 0.0, silent_seconds)
    span = min(len(power), ticks(PAUSE_SECONDS))
    return Floor(db(math.sqrt(float(_window_means(power, span).min()))), 0.0, 0.0)


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
        if self._pending_count >= BLOCK:
            self._measure(final=False)

    def levels(self) -> Levels:
        """The figures of everything fed so far (call once, at the end)."""
        self._measure(final=True)
        ticks = np.concatenate(self._ticks) if self._ticks else np.zeros(0)
        rate, tick = self.sample_rate, self._tick
        limit = 10 ** (ROOM_TONE_MAX_DB / 20)
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
        if len(ticks):
            floor = pause_floor(ticks / tick, tick / rate)
        else:  # under 10 ms
            floor = Floor(db(math.sqrt(self._total / max(1, self.num_samples))), 0.0, 0.0)
        return Levels(
            rms_db=db(math.sqrt(self._total / self.num_samples)) if self.num_samples else FLOOR_DB,
            peak_db=db(self._peak),
            noise_floor_db=floor.noise_floor_db,
            head_seconds=head / rate,
            tail_seconds=tail / rate,
            num_samples=self.num_samples,
            pause_seconds=floor.pause_seconds,
            silent_seconds=floor.silent_seconds,
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


def levels_of(samples: np.ndarray, sample_rate: int) -> Levels:
    """The levels of mono samples in memory."""
    meter = LevelMeter(sample_rate)
    for block in blocks(np.asarray(samples, dtype=np.float32).reshape(-1)):
        meter.feed(block)
    return meter.levels()


__all__ = [
    "BLOCK",
    "DIGITAL_SILENCE_DB",
    "FLOOR_DB",
    "Floor",
    "LevelMeter",
    "Levels",
    "PAUSE_SECONDS",
    "ROOM_TONE_MAX_DB",
    "blocks",
    "db",
    "levels_of",
    "pause_floor",
]
