"""What the engine is given for a line: spoken parts and pauses.

A line's text goes through three steps before the engine sees it:

1. inline pauses ``[pause 1.2]`` (seconds; ``[pause 1.2s]`` too) cut it into
   parts: the line is rendered part by part and joined with exactly that
   silence, as one take;
2. the pronunciation dictionary replaces its terms with their respellings
   (the project's entries over the user's global ones);
3. normalisation spells numbers, dates, money, units and abbreviations as
   words (``normalize.py``), except inside respellings, which are spoken as
   the user wrote them.

``SpokenLine.key`` is one string for all of it: two lines with the same key
sound the same, so a take records the key it was rendered from and is stale
when the line's key changes (a dictionary edit, the normalisation switch).
Preparing a line never raises: a malformed pause, or a line with nothing to
say (only emoji or punctuation, which an engine turns into noise), is reported
in ``SpokenLine.problem`` so a table can still show the line (marked), and the
renderer refuses it with that message. A line that is only pauses is silence,
and fine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from studio.core.text.normalize import normalize_text
from studio.core.text.pronunciation import EMPTY_DICTIONARY, PronunciationDictionary
from studio.errors import QT_TRANSLATE_NOOP, Said

MAX_PAUSE_SECONDS = 60.0
_PAUSE_TAG = re.compile(r"\[\s*pause\b[^\]]*\]", re.IGNORECASE)
_PAUSE = re.compile(r"\[\s*pause\s+(\d+(?:\.\d*)?|\.\d+)\s*s?\s*\]", re.IGNORECASE)
# A letter or digit of any script: something a voice can say (emoji, punctuation and
# symbols are not, nor is "_").
_SPEAKABLE = re.compile(r"[^\W_]")
NOTHING_TO_SAY = Said(
    QT_TRANSLATE_NOOP(
        "StudioError",
        "This line has nothing to say: only emoji or punctuation; write words, or delete the line.",
    )
)
NOTHING_TO_SPEAK = Said(
    QT_TRANSLATE_NOOP("StudioError", "The line has nothing to speak; type some text.")
)


@dataclass(frozen=True)
class Speech:
    """Text the engine speaks in one call."""

    text: str


@dataclass(frozen=True)
class Pause:
    """Silence of an exact length between spoken parts."""

    seconds: float


SpokenPart = Speech | Pause


@dataclass(frozen=True)
class TextPrep:
    """How a line's text becomes speech: the dictionary in force and the switches."""

    dictionary: PronunciationDictionary = EMPTY_DICTIONARY
    normalize: bool = True
    language: str = "en"


PLAIN = TextPrep(normalize=False)
"""No dictionary, no normalisation: the text as written (pauses still apply)."""


@dataclass(frozen=True)
class SpokenLine:
    """A line as spoken: its parts in order, and a problem that stops it rendering."""

    parts: tuple[SpokenPart, ...]
    problem_said: Said | None = None

    @property
    def problem(self) -> str | None:
        """The problem in English (the command line's); ``problem_said`` for the window."""
        return None if self.problem_said is None else str(self.problem_said)

    @cached_property
    def key(self) -> str:
        """One string that changes exactly when what is spoken changes (made once: staleness
        asks it of every line)."""
        return " ".join(
            part.text if isinstance(part, Speech) else f"[pause {part.seconds:g}]"
            for part in self.parts
        )

    @property
    def text(self) -> str:
        """The spoken words alone (pauses left out), for display and timing estimates."""
        return " ".join(part.text for part in self.parts if isinstance(part, Speech))

    @property
    def pause_seconds(self) -> float:
        return sum(part.seconds for part in self.parts if isinstance(part, Pause))


def pause_problem(text: str) -> Said | None:
    """Why a ``[pause ...]`` tag in ``text`` cannot be used, or None."""
    for tag in _PAUSE_TAG.finditer(text):
        match = _PAUSE.fullmatch(tag.group(0))
        if match is None:
            return Said(
                QT_TRANSLATE_NOOP(
                    "StudioError", "{0} is not a pause; write it as [pause 1.5] (seconds)."
                ),
                tag.group(0),
            )
        if float(match.group(1)) > MAX_PAUSE_SECONDS:
            return Said(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} is longer than {1:g} seconds; use a shorter pause or split the line.",
                ),
                tag.group(0),
                MAX_PAUSE_SECONDS,
            )
    return None


def split_pauses(text: str) -> list[SpokenPart]:
    """The text cut at well-formed pause tags (adjacent pauses add up; empty text dropped)."""
    parts: list[SpokenPart] = []
    position = 0
    for match in _PAUSE.finditer(text):
        _add_text(parts, text[position : match.start()])
        seconds = min(float(match.group(1)), MAX_PAUSE_SECONDS)
        if parts and isinstance(parts[-1], Pause):
            parts[-1] = Pause(parts[-1].seconds + seconds)
        elif seconds > 0:
            parts.append(Pause(seconds))
        position = match.end()
    _add_text(parts, text[position:])
    return parts


def _add_text(parts: list[SpokenPart], text: str) -> None:
    text = text.strip()
    if text:
        parts.append(Speech(text))


def prepare_text(text: str, prep: TextPrep) -> str:
    """One stretch of text (no pause tags) through the dictionary and normalisation."""
    pieces: list[str] = []
    for piece, is_respelling in prep.dictionary.segments(text):
        if prep.normalize and not is_respelling:
            piece = normalize_text(piece, prep.language)
        pieces.append(piece)
    return " ".join("".join(pieces).split())


def prepare_line(text: str, prep: TextPrep = TextPrep()) -> SpokenLine:
    """What is spoken for a line of script, given the dictionary and switches in force."""
    parts: list[SpokenPart] = []
    for part in split_pauses(text):
        if isinstance(part, Pause):
            parts.append(part)
            continue
        spoken = prepare_text(part.text, prep)
        if spoken:
            parts.append(Speech(spoken))
    speech = [p for p in parts if isinstance(p, Speech)]
    speakable = any(_SPEAKABLE.search(p.text) for p in speech)
    if len(speech) > 1 and speakable:
        # "Hello. [pause 1] ." must not send a lone "." to the engine, which
        # would make noise of it.
        parts = _merged([p for p in parts if isinstance(p, Pause) or _SPEAKABLE.search(p.text)])
    problem = pause_problem(text)
    if problem is None and not parts:
        problem = NOTHING_TO_SPEAK
    elif problem is None and speech and not speakable:
        # Checked on the prepared text: a dictionary may spell an emoji out.
        problem = NOTHING_TO_SAY
    return SpokenLine(tuple(parts), problem)


def _merged(parts: list[SpokenPart]) -> list[SpokenPart]:
    out: list[SpokenPart] = []
    for part in parts:
        last = out[-1] if out else None
        if isinstance(part, Pause) and isinstance(last, Pause):
            out[-1] = Pause(last.seconds + part.seconds)
        else:
            out.append(part)
    return out


__all__ = [
    "MAX_PAUSE_SECONDS",
    "NOTHING_TO_SAY",
    "PLAIN",
    "Pause",
    "Speech",
    "SpokenLine",
    "SpokenPart",
    "TextPrep",
    "pause_problem",
    "prepare_line",
    "prepare_text",
    "split_pauses",
]
