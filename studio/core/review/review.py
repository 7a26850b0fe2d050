"""Take review: signal checks that flag a take for a person to listen to.

After a render, each take is measured once (``take_measure.measure_take``:
numpy on the samples, a few milliseconds a minute of audio) and the measures are checked
against the line and its surroundings:

- **clipping**: runs of samples at full scale;
- **silence**: a gap inside the speech longer than ``max_silence`` seconds
  beyond the pauses the line asks for;
- **too long / too short**: speech much longer or shorter than the text
  predicts from the voice's own speaking rate (seconds per character over
  its other takes; a typical narration rate until it has three);
- **loudness**: the take's speech level far from the lines around it;
- **words** (a take with a word check): more of the line's words heard
  differently than ``max_wer`` allows;
- **voice** (a take with a similarity): less like its voice's reference
  than ``min_similarity`` (``voice_similarity``).

A flag carries a reason for a person and a severity (how far past its
limit) so that best-of-N can choose between takes with the same number of
flags. Flags are derived, never stored: they depend on the neighbours and
on the voice's rate, which change as other lines are rendered.
"""

from __future__ import annotations

import math
import re
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

import numpy as np

from studio.core.document import Document, Line, Take
from studio.core.sound.review_flag import ReviewFlag
from studio.core.sound.take_measure import TakeMeasure, measure_take
from studio.core.sound.voice_similarity import DEFAULT_MIN_SIMILARITY, voice_flag
from studio.core.text.spoken import PLAIN, Pause, SpokenLine, prepare_line
from studio.core.words.ranking import RetakePolicy, best_heard_take, word_flag
from studio.errors import QT_TRANSLATE_NOOP, Said

# About 150 words a minute of English narration: 15 letters and digits a second.
DEFAULT_SECONDS_PER_CHAR = 1 / 15
MIN_TAKES_FOR_RATE = 3
_SPOKEN_CHAR = re.compile(r"\w")

T = TypeVar("T")


@dataclass(frozen=True)
class ReviewLimits:
    """Where a check starts flagging."""

    max_silence: float = 1.0  # seconds of unasked silence inside the speech
    long_ratio: float = 1.6  # speech over this many times the expected length
    short_ratio: float = 0.55  # speech under this many times the expected length
    min_length_difference: float = 1.0  # seconds: short lines vary a lot, never flag less
    loudness_db: float = 6.0  # speech level this far from the neighbours' median
    neighbours: int = 3  # lines on each side that make the neighbourhood
    # Words that may differ (a share of the line's) in a take with a word check.
    max_wer: float = 0.0
    # The least similarity to its voice's reference a measured take may have (None: off).
    min_similarity: float | None = DEFAULT_MIN_SIMILARITY


@dataclass(frozen=True)
class LineReview:
    """The review of one line's take."""

    line_id: str
    take_id: str
    flags: tuple[ReviewFlag, ...]

    @property
    def flagged(self) -> bool:
        return bool(self.flags)

    @property
    def summary(self) -> str:
        """The reasons, one per line (a tooltip)."""
        return "\n".join(flag.reason for flag in self.flags)


@dataclass(frozen=True)
class SpeakingRate:
    """Seconds per spoken character of one voice, and how many takes it comes from."""

    seconds_per_char: float = DEFAULT_SECONDS_PER_CHAR
    takes: int = 0

    def expected_seconds(self, spoken: SpokenLine) -> float:
        """Expected speech length of a line, its pauses included."""
        return spoken_chars(spoken) * self.seconds_per_char + spoken.pause_seconds


def spoken_chars(spoken: SpokenLine) -> int:
    return len(_SPOKEN_CHAR.findall(spoken.text))


# ---------------------------------------------------------------- checking


def speaking_rate(
    samples: Iterable[tuple[SpokenLine, TakeMeasure]], exclude_flags: bool = True
) -> SpeakingRate:
    """A voice's rate from (spoken line, measure) pairs of its takes.

    The median over takes of speech seconds (pauses taken off) per character,
    so one rambling take does not move it; fewer than three usable takes give
    the default narration rate.
    """
    rates = [
        rate
        for spoken, measure in samples
        if (rate := rate_sample(spoken, measure, exclude_flags)) is not None
    ]
    return rate_of(rates)


def rate_sample(
    spoken: SpokenLine, measure: TakeMeasure, exclude_flags: bool = True
) -> float | None:
    """One take's speech seconds (pauses taken off) per character; None when the take
    says too little to count, or is clipped (with ``exclude_flags``)."""
    chars = spoken_chars(spoken)
    speech = measure.speech_seconds - spoken.pause_seconds
    if chars >= 10 and speech > 0 and (not exclude_flags or measure.clipped_runs == 0):
        return speech / chars
    return None


def rate_of(rates: list[float]) -> SpeakingRate:
    """A voice's rate from its takes' samples (``rate_sample``): their median."""
    if len(rates) < MIN_TAKES_FOR_RATE:
        return SpeakingRate(DEFAULT_SECONDS_PER_CHAR, len(rates))
    return SpeakingRate(statistics.median(rates), len(rates))


def review_take(
    measure: TakeMeasure,
    spoken: SpokenLine,
    rate: SpeakingRate = SpeakingRate(),
    neighbour_levels: Sequence[float] = (),
    limits: ReviewLimits = ReviewLimits(),
) -> tuple[ReviewFlag, ...]:
    """The flags of one take (empty: nothing to listen for)."""
    if not math.isfinite(measure.level_db):
        silent = QT_TRANSLATE_NOOP("ReviewFlag", "The take is silent; render it again.")
        return (ReviewFlag.of("silent", silent, 1.0),)
    flags: list[ReviewFlag] = []
    if measure.clipped_runs:
        runs = measure.clipped_runs
        flags.append(
            ReviewFlag(
                "clipping",
                Said(
                    f"Clipped in {runs} place{'' if runs == 1 else 's'}: the waveform hits "
                    "full scale; render again or lower the level."
                ),
                float(runs),
                detail=runs,  # the window says it with its plural forms (review_text)
            )
        )
    unasked = _unasked_silences(measure.silences, spoken, limits.max_silence)
    if unasked:
        longest = max(unasked)
        flags.append(
            ReviewFlag.of(
                "silence",
                QT_TRANSLATE_NOOP(
                    "ReviewFlag",
                    "A silence of {0:.1f} s inside the speech that the text does not ask "
                    "for; words may be missing.",
                ),
                longest - limits.max_silence,
                longest,
            )
        )
    expected = rate.expected_seconds(spoken)
    # A gap flagged above is not counted again as overlong speech.
    actual = measure.speech_seconds - sum(unasked)
    if actual > expected * limits.long_ratio and actual - expected > limits.min_length_difference:
        flags.append(
            ReviewFlag.of(
                "too_long",
                QT_TRANSLATE_NOOP(
                    "ReviewFlag",
                    "Speech runs {0:.1f} s where about {1:.1f} s is expected; "
                    "the model may have repeated or added words.",
                ),
                actual / max(expected, 1e-6) - limits.long_ratio,
                actual,
                expected,
            )
        )
    elif (
        actual < expected * limits.short_ratio and expected - actual > limits.min_length_difference
    ):
        flags.append(
            ReviewFlag.of(
                "too_short",
                QT_TRANSLATE_NOOP(
                    "ReviewFlag",
                    "Speech lasts {0:.1f} s where about {1:.1f} s is expected; "
                    "words may be missing.",
                ),
                limits.short_ratio - actual / max(expected, 1e-6),
                actual,
                expected,
            )
        )
    levels = [level for level in neighbour_levels if math.isfinite(level)]
    if levels:
        difference = measure.level_db - statistics.median(levels)
        if abs(difference) > limits.loudness_db:
            louder = QT_TRANSLATE_NOOP("ReviewFlag", "{0:.1f} dB louder than the lines around it.")
            quieter = QT_TRANSLATE_NOOP(
                "ReviewFlag", "{0:.1f} dB quieter than the lines around it."
            )
            flags.append(
                ReviewFlag.of(
                    "loudness",
                    louder if difference > 0 else quieter,
                    abs(difference) - limits.loudness_db,
                    abs(difference),
                )
            )
    return tuple(flags)


def _unasked_silences(
    silences: Sequence[float], spoken: SpokenLine, max_silence: float
) -> list[float]:
    """Silences longer than allowed once each asked-for pause has excused one."""
    pauses = sorted((p.seconds for p in spoken.parts if isinstance(p, Pause)), reverse=True)
    unasked: list[float] = []
    for silence in sorted(silences, reverse=True):
        if silence <= max_silence:
            continue
        excused = next((p for p in pauses if silence - p <= max_silence), None)
        if excused is not None:
            pauses.remove(excused)
        else:
            unasked.append(silence)
    return unasked


def best_take(candidates: Sequence[tuple[T, Sequence[ReviewFlag]]]) -> T:
    """The candidate with the fewest flags; then the mildest; then the first."""
    if not candidates:
        raise ValueError("no takes to choose from")
    ranked = min(
        range(len(candidates)),
        key=lambda i: (len(candidates[i][1]), sum(f.severity for f in candidates[i][1]), i),
    )
    return candidates[ranked][0]


# ---------------------------------------------------------------- documents


def take_spoken(doc: Document, line: Line, take: Take) -> SpokenLine:
    """What a take spoke: from its recorded key, else the line as spoken now."""
    if take.spoken is not None:
        return prepare_line(take.spoken, PLAIN)
    return doc.spoken(line)


class AudioSource(Protocol):
    """Where the reviewer gets a take's samples when it has not measured it yet."""

    def get(self, take_id: str) -> np.ndarray | None: ...


class Reviewer:
    """Reviews the takes of a document, measuring each take once.

    Plain Python, no Qt: the window keeps one and reviews the document again
    after each change, the command line after each take. A review is kept
    with what it was made from (the take's measure, what it spoke, its
    voice's rate, the neighbours' levels), so reviewing again only checks the
    lines whose surroundings changed. Runs on any one thread at a time.
    """

    def __init__(self, limits: ReviewLimits = ReviewLimits()) -> None:
        self.limits = limits
        self._measures: dict[str, TakeMeasure] = {}
        # A take's recorded spoken text, prepared once: reviewing a whole
        # document again (after every edit, in the window) then costs half.
        self._spoken: dict[str, SpokenLine] = {}
        # (take id, rate, neighbours' levels) -> flags, per line: the last review made.
        self._made: dict[str, tuple[tuple[object, ...], tuple[ReviewFlag, ...]]] = {}
        # Each voice's speaking rate in the last whole-document review.
        self.rates_seen: dict[str, SpeakingRate] = {}
        # A take's rate sample (``rate_sample``) by (take id, what it spoke): a whole
        # review measures every voice's rate again, from these alone.
        self._rate_samples: dict[tuple[str, str], float | None] = {}

    def spoken(self, doc: Document, line: Line, take: Take) -> SpokenLine:
        """``take_spoken``, remembered per recorded text."""
        if take.spoken is None:
            return doc.spoken(line)
        known = self._spoken.get(take.spoken)
        if known is None:
            known = self._spoken[take.spoken] = prepare_line(take.spoken, PLAIN)
        return known

    def measure(self, take: Take, takes: AudioSource) -> TakeMeasure | None:
        """The take's measure, measuring what ``takes`` gives the first time."""
        known = self._measures.get(take.id)
        if known is None:
            audio = takes.get(take.id)
            if audio is None:
                return None
            known = self._measures[take.id] = measure_take(audio, take.sample_rate)
        return known

    def add_measures(self, measures: dict[str, TakeMeasure]) -> None:
        """Measures made elsewhere (off the GUI thread), by take id."""
        self._measures.update(measures)

    def known_measure(self, take_id: str) -> TakeMeasure | None:
        """The take's measure when it has been measured (never reads audio)."""
        return self._measures.get(take_id)

    def known(self, take_id: str) -> bool:
        """Whether the take has been measured (reviewing it costs no audio work)."""
        return take_id in self._measures

    def rates(self, doc: Document, takes: AudioSource) -> dict[str, SpeakingRate]:
        """Each voice's speaking rate from the chosen takes of its lines."""
        samples: dict[str, list[float]] = {}
        known = self._rate_samples
        for line in doc.lines:
            take = line.current_take
            measure = None if take is None else self.measure(take, takes)
            if take is None or measure is None:
                continue
            spoken = self.spoken(doc, line, take)
            key = (take.id, spoken.key)
            sample = (
                known[key] if key in known else known.setdefault(key, rate_sample(spoken, measure))
            )
            voice = samples.setdefault(take.voice, [])
            if sample is not None:
                voice.append(sample)
        return {voice: rate_of(rates) for voice, rates in samples.items()}

    def _level(self, line: Line, takes: AudioSource) -> float:
        take = line.current_take
        measure = None if take is None else self.measure(take, takes)
        return measure.level_db if measure is not None else math.nan

    def review(
        self,
        doc: Document,
        takes: AudioSource,
        line_ids: Sequence[str] | None = None,
        candidates: Mapping[str, Sequence[Take]] | None = None,
        rates: Mapping[str, SpeakingRate] | None = None,
    ) -> dict[str, LineReview]:
        """Reviews of the chosen lines' current takes (every line by default).

        ``candidates`` reviews other takes of a line instead of its current
        one, in the same surroundings: the reviews come back keyed by take id.
        ``rates`` are the voices' speaking rates to review against (by default
        measured over the whole document; ``rates_seen`` keeps the last).
        """
        if rates is None:
            rates = self.rates_seen = self.rates(doc, takes)
        n = self.limits.neighbours
        if line_ids is None:
            rows = list(range(len(doc.lines)))
            levels = [self._level(line, takes) for line in doc.lines]

            def around(i: int) -> list[float]:
                return levels[max(0, i - n) : i] + levels[i + 1 : i + 1 + n]
        else:
            rows = []
            for line_id in dict.fromkeys(line_ids):
                try:
                    rows.append(doc.index_of(line_id))
                except KeyError:
                    continue  # deleted meanwhile: nothing to review
            rows.sort()

            def around(i: int) -> list[float]:
                near = doc.lines[max(0, i - n) : i] + doc.lines[i + 1 : i + 1 + n]
                return [self._level(line, takes) for line in near]

        out: dict[str, LineReview] = {}
        for i in rows:
            line = doc.lines[i]
            chosen = (
                list(candidates.get(line.id, ()))
                if candidates is not None
                else [t for t in (line.current_take,) if t is not None]
            )
            neighbours = around(i)
            for take in chosen:
                measure = self.measure(take, takes)
                if measure is None:
                    continue
                spoken = self.spoken(doc, line, take)
                rate = rates.get(take.voice, SpeakingRate())
                inputs = (
                    take.id,
                    spoken.key,
                    rate,
                    tuple(neighbours),
                    take.check,
                    take.similarity,
                    self.limits,
                )
                made = self._made.get(line.id) if candidates is None else None
                if made is not None and made[0] == inputs:
                    flags = made[1]
                else:
                    flags = review_take(measure, spoken, rate, neighbours, self.limits)
                    words = word_flag(take.check, RetakePolicy(self.limits.max_wer))
                    voice = voice_flag(take.similarity, self.limits.min_similarity)
                    flags = flags + tuple(f for f in (words, voice) if f is not None)
                    if candidates is None:
                        self._made[line.id] = (inputs, flags)
                key = take.id if candidates is not None else line.id
                out[key] = LineReview(line.id, take.id, flags)
        return out

    def best_of(
        self,
        doc: Document,
        takes: AudioSource,
        line: Line,
        options: Sequence[Take],
        rates: Mapping[str, SpeakingRate] | None = None,
    ) -> Take:
        """Among ``options`` (takes of ``line``), the one to pre-select: the fewest word
        errors (takes with a word check), then the most like the voice's reference
        (measured takes), then the fewest and mildest flags (``words.ranking``:
        best-of-N and retakes share the order)."""
        reviews = self.review(doc, takes, [line.id], {line.id: options}, rates)
        lost = QT_TRANSLATE_NOOP("ReviewFlag", "The take's audio is missing.")
        missing = (ReviewFlag.of("missing", lost, 1e9),)
        return best_heard_take(
            [
                (take, take.check, reviews[take.id].flags if take.id in reviews else missing)
                for take in options
            ],
            similarity=_similarity,
        )


def _similarity(take: Take) -> float | None:
    return take.similarity


__all__ = [
    "AudioSource",
    "DEFAULT_SECONDS_PER_CHAR",
    "LineReview",
    "ReviewFlag",
    "ReviewLimits",
    "Reviewer",
    "SpeakingRate",
    "TakeMeasure",
    "best_take",
    "measure_take",
    "rate_of",
    "rate_sample",
    "review_take",
    "speaking_rate",
    "take_spoken",
]
