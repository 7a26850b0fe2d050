"""Word-level subtitles and labels, and line cues that start and end with the speech.

The line-level writers in ``subtitles.py`` time each line by its take's
place in the export, edges included. With word timings (a take's
``WordCheck.timings``, seconds from the take's start) a cue can instead
begin at the first word and end at the last (``speech_cues``), and each
word can be a cue of its own:

- ``to_word_srt``: one SRT cue per word;
- ``to_karaoke_vtt``: one WebVTT cue per line, each word after the first
  preceded by its ``<00:00:01.200>`` timestamp tag, so players that support
  it light the words up as they are said;
- ``to_word_labels``: an Audacity label per word.

Times are rounded to the millisecond only when written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from studio.core.exports.subtitles import SUBTITLE_WIDTH, Cue, _clock, _vtt_escape
from studio.core.words.timing import WordTiming


@dataclass(frozen=True)
class TimedLine:
    """One exported line and its words' timings (seconds from the start of its take)."""

    cue: Cue
    words: tuple[WordTiming, ...]

    def absolute(self) -> list[tuple[str, float, float]]:
        """(word, start, end) in seconds from the start of the export, inside the cue."""
        offset, limit = self.cue.start_seconds, self.cue.end_seconds
        out: list[tuple[str, float, float]] = []
        for word in self.words:
            start = min(max(offset + word.start_s, offset), limit)
            end = min(max(offset + word.end_s, start), limit)
            out.append((" ".join(word.text.split()), start, end))
        return _spread(out, limit)


# A word the recognizer gave no length, with nothing after it to share with.
MIN_WORD_S = 0.1


def _spread(words: list[tuple[str, float, float]], limit: float) -> list[tuple[str, float, float]]:
    """No word without a length (a cue nobody would see). Words that start together
    share the time until the longest of them ends, or, when none has a length, until
    the next word starts, in proportion to their letters; a last word with no length
    gets ``MIN_WORD_S``. Nothing goes past ``limit`` (the cue's end)."""
    out: list[tuple[str, float, float]] = []
    i = 0
    while i < len(words):
        start = words[i][1]
        j = i + 1
        while j < len(words) and words[j][1] == start:
            j += 1
        group = words[i:j]
        stop = max(end for _, _, end in group)
        if len(group) == 1 and stop > start:
            out.extend(group)
            i = j
            continue
        if stop <= start:
            stop = words[j][1] if j < len(words) else start + MIN_WORD_S * len(group)
        stop = min(stop, limit)
        if stop <= start:
            out.extend(group)  # no room left in the cue: kept as they are
        else:
            lengths = [max(1, len(text)) for text, _, _ in group]
            position, total = start, sum(lengths)
            for (text, _, _), n in zip(group, lengths, strict=True):
                step = (stop - start) * n / total
                out.append((text, position, position + step))
                position += step
        i = j
    return out


def speech_cue(cue: Cue, words: Sequence[WordTiming], pad_s: float = 0.0) -> Cue:
    """``cue`` shortened to its speech: from the first word's start to the last word's end,
    widened by ``pad_s`` on each side but never past the cue's own edges.
    Without timings the cue is returned as it is."""
    if not words:
        return cue
    rate = cue.sample_rate
    first = cue.start + int(round(max(0.0, min(w.start_s for w in words) - pad_s) * rate))
    last = cue.start + int(round((max(w.end_s for w in words) + pad_s) * rate))
    start = min(max(first, cue.start), cue.end)
    end = min(max(last, start), cue.end)
    return replace(cue, start=start, end=end)


def speech_cues(
    cues: Sequence[Cue], timings: Mapping[str, Sequence[WordTiming]], pad_s: float = 0.0
) -> list[Cue]:
    """Each cue fitted to its line's speech (``timings`` by line id); lines without
    timings keep their cue. The result feeds ``to_srt`` / ``to_vtt`` unchanged."""
    return [speech_cue(cue, timings.get(cue.line_id, ()), pad_s) for cue in cues]


def timed_lines(
    cues: Sequence[Cue], timings: Mapping[str, Sequence[WordTiming]]
) -> list[TimedLine]:
    """The cues that have word timings, paired with them."""
    return [TimedLine(c, tuple(timings[c.line_id])) for c in cues if timings.get(c.line_id)]


def to_word_srt(lines: Sequence[TimedLine]) -> str:
    """SRT with one cue per word, numbered through the whole file."""
    blocks: list[str] = []
    for line in lines:
        for text, start, end in line.absolute():
            number = len(blocks) + 1
            blocks.append(f"{number}\n{_clock(start, ',')} --> {_clock(end, ',')}\n{text}\n")
    return "\n".join(blocks)


def to_karaoke_vtt(lines: Sequence[TimedLine]) -> str:
    """WebVTT, one cue per line from its first word to its last, with a timestamp tag
    before each later word (``<00:00:01.200>``), rows wrapped as the line-level file."""
    blocks: list[str] = []
    for line in lines:
        words = line.absolute()
        if not words:
            continue
        start, end = words[0][1], max(w[2] for w in words)
        blocks.append(
            f"{line.cue.number}\n{_clock(start, '.')} --> {_clock(end, '.')}\n"
            f"{_karaoke_rows(words)}\n"
        )
    return "WEBVTT\n\n" + "\n".join(blocks)


def _karaoke_rows(words: Sequence[tuple[str, float, float]]) -> str:
    """Rows of at most SUBTITLE_WIDTH visible characters (a longer word alone), broken
    between words only, each word after the first tagged with its start."""
    rows: list[list[str]] = [[]]
    width = 0
    for index, (text, start, _) in enumerate(words):
        needed = len(text) + (1 if rows[-1] else 0)
        if rows[-1] and width + needed > SUBTITLE_WIDTH:
            rows.append([])
            width, needed = 0, len(text)
        escaped = _vtt_escape(text)
        rows[-1].append(escaped if index == 0 else f"<{_clock(start, '.')}>{escaped}")
        width += needed
    return "\n".join(" ".join(row) for row in rows)


def to_word_labels(lines: Sequence[TimedLine]) -> str:
    """Audacity's label track, one label per word: ``start<TAB>end<TAB>word``."""
    rows = [word for line in lines for word in line.absolute()]
    return "".join(f"{start:.6f}\t{end:.6f}\t{text}\n" for text, start, end in rows)


__all__ = [
    "TimedLine",
    "speech_cue",
    "speech_cues",
    "timed_lines",
    "to_karaoke_vtt",
    "to_word_labels",
    "to_word_srt",
]
