"""Subtitles and markers from the exact place of each line in an export.

Cue times come from sample positions (the takes' lengths and the gaps), not
from speech recognition, so they are exact to the sample before rounding to
the millisecond the formats can hold.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

# Broadcast subtitle guidelines keep a row to about 42 characters.
SUBTITLE_WIDTH = 42


@dataclass(frozen=True)
class Cue:
    """One exported line: its 1-based place in the script and its sample span."""

    number: int
    line_id: str
    text: str
    start: int
    end: int
    sample_rate: int

    @property
    def start_seconds(self) -> float:
        return self.start / self.sample_rate

    @property
    def end_seconds(self) -> float:
        return self.end / self.sample_rate


def _clock(seconds: float, separator: str) -> str:
    millis = int(round(seconds * 1000))
    hours, millis = divmod(millis, 3_600_000)
    minutes, millis = divmod(millis, 60_000)
    secs, millis = divmod(millis, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}{separator}{millis:03d}"


def _rows(text: str) -> str:
    return "\n".join(textwrap.wrap(" ".join(text.split()), SUBTITLE_WIDTH)) or " "


def to_srt(cues: list[Cue]) -> str:
    blocks = [
        f"{i}\n{_clock(c.start_seconds, ',')} --> {_clock(c.end_seconds, ',')}\n{_rows(c.text)}\n"
        for i, c in enumerate(cues, start=1)
    ]
    return "\n".join(blocks)


def _vtt_escape(text: str) -> str:
    # WebVTT cue text is markup: &, < and > must be entities, and "-->" may
    # not appear at all.
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace("--&gt;", "\u2013&gt;")


def to_vtt(cues: list[Cue]) -> str:
    blocks = [
        f"{c.number}\n{_clock(c.start_seconds, '.')} --> {_clock(c.end_seconds, '.')}\n"
        f"{_vtt_escape(_rows(c.text))}\n"
        for c in cues
    ]
    return "WEBVTT\n\n" + "\n".join(blocks)


def to_audacity_labels(cues: list[Cue]) -> str:
    """Audacity's label track: ``start<TAB>end<TAB>label`` in seconds, one per line."""
    return "".join(
        f"{c.start_seconds:.6f}\t{c.end_seconds:.6f}\t{' '.join(c.text.split())}\n" for c in cues
    )
