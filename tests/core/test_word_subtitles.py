"""Word-level SRT, karaoke WebVTT and Audacity labels, and line cues fitted to the speech."""

from __future__ import annotations

import pytest

from studio.core.exports.subtitles import Cue, to_audacity_labels, to_srt, to_vtt
from studio.core.exports.word_subtitles import (
    MIN_WORD_S,
    TimedLine,
    speech_cue,
    speech_cues,
    timed_lines,
    to_karaoke_vtt,
    to_word_labels,
    to_word_srt,
)
from studio.core.words import WordTiming

RATE = 1000  # samples per second: sample positions read as milliseconds

FIRST = Cue(1, "a", "Hello big world", 500, 3500, RATE)
SECOND = Cue(2, "b", "Bye & <now>", 4000, 6000, RATE)
WORDS = {
    "a": (
        WordTiming("Hello", 0.4, 0.9, 0.9),
        WordTiming("big", 1.0, 1.3, 0.8),
        WordTiming("world", 1.3, 2.2, None, estimated=True),
    ),
    "b": (
        WordTiming("Bye", 0.25, 0.5, 0.9),
        WordTiming("&", 0.5, 0.6),
        WordTiming("<now>", 0.7, 1.5),
    ),
}


def test_a_cue_starts_and_ends_with_its_speech() -> None:
    fitted = speech_cue(FIRST, WORDS["a"])
    assert (fitted.start, fitted.end) == (900, 2700)
    padded = speech_cue(FIRST, WORDS["a"], pad_s=0.2)
    assert (padded.start, padded.end) == (700, 2900)
    wide = speech_cue(FIRST, WORDS["a"], pad_s=5.0)
    assert (wide.start, wide.end) == (FIRST.start, FIRST.end), "never past the take's edges"
    assert speech_cue(FIRST, ()) == FIRST


def test_speech_bounded_cues_feed_the_line_writers() -> None:
    cues = [FIRST, SECOND, Cue(3, "c", "No timings", 7000, 8000, RATE)]
    fitted = speech_cues(cues, WORDS)
    assert [(c.start, c.end) for c in fitted] == [(900, 2700), (4250, 5500), (7000, 8000)]
    assert to_srt(fitted).startswith("1\n00:00:00,900 --> 00:00:02,700\nHello big world\n")


def test_the_line_writers_are_unchanged_without_timings() -> None:
    cues = [FIRST, SECOND]
    assert speech_cues(cues, {}) == cues
    assert to_srt(cues) == (
        "1\n00:00:00,500 --> 00:00:03,500\nHello big world\n\n"
        "2\n00:00:04,000 --> 00:00:06,000\nBye & <now>\n"
    )
    assert to_vtt(cues).startswith("WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.500\n")
    assert to_audacity_labels(cues).splitlines()[1] == "4.000000\t6.000000\tBye & <now>"


def test_word_srt_has_one_cue_per_word_in_export_time() -> None:
    srt = to_word_srt(timed_lines([FIRST, SECOND], WORDS))
    blocks = srt.split("\n\n")
    assert len(blocks) == 6
    assert blocks[0] == "1\n00:00:00,900 --> 00:00:01,400\nHello"
    assert blocks[3] == "4\n00:00:04,250 --> 00:00:04,500\nBye"
    assert blocks[-1] == "6\n00:00:04,700 --> 00:00:05,500\n<now>\n"


def test_karaoke_vtt_tags_each_word_with_its_start() -> None:
    vtt = to_karaoke_vtt(timed_lines([FIRST, SECOND], WORDS))
    assert vtt == (
        "WEBVTT\n\n"
        "1\n00:00:00.900 --> 00:00:02.700\n"
        "Hello <00:00:01.500>big <00:00:01.800>world\n\n"
        "2\n00:00:04.250 --> 00:00:05.500\n"
        "Bye <00:00:04.500>&amp; <00:00:04.700>&lt;now&gt;\n"
    )


def test_karaoke_rows_wrap_between_words() -> None:
    words = tuple(WordTiming(f"word{i:02d}", i * 0.5, i * 0.5 + 0.4) for i in range(12))
    cue = Cue(1, "long", " ".join(w.text for w in words), 0, 10_000, RATE)
    rows = to_karaoke_vtt([TimedLine(cue, words)]).split("\n")[4:-1]
    assert len(rows) == 2
    visible = [" ".join(p.split(">")[-1] for p in row.split(" ")) for row in rows]
    assert all(len(v) <= 42 for v in visible)
    assert rows[1].startswith("<00:00:")


def test_word_labels_are_one_per_word() -> None:
    labels = to_word_labels(timed_lines([FIRST], WORDS)).splitlines()
    assert labels == [
        "0.900000\t1.400000\tHello",
        "1.500000\t1.800000\tbig",
        "1.800000\t2.700000\tworld",
    ]


def test_words_are_kept_inside_their_cue() -> None:
    late = (WordTiming("late", 2.8, 9.0),)
    line = TimedLine(FIRST, late)
    assert line.absolute() == [("late", 3.3, 3.5)]
    assert timed_lines([FIRST], {"a": ()}) == []


def test_no_word_cue_is_left_without_a_length() -> None:
    # As a recognizer can give them: "The" and "first" start together, "The" with no
    # length; "line" has none and "is" starts just after; "here" ends the take at once.
    words = (
        WordTiming("The", 0.0, 0.0),
        WordTiming("first", 0.0, 0.56),
        WordTiming("line", 0.56, 0.56),
        WordTiming("is", 0.58, 0.58),
        WordTiming("here", 0.9, 0.9),
    )
    cue = Cue(1, "a", "The first line is here", 0, 2 * RATE, RATE)
    spans = TimedLine(cue, words).absolute()
    assert [text for text, _, _ in spans] == ["The", "first", "line", "is", "here"]
    assert all(end > start for _, start, end in spans), spans
    # In order, none overlapping the next, shared by letters where words start together.
    assert all(a[2] <= b[1] + 1e-9 for a, b in zip(spans, spans[1:], strict=False)), spans
    assert spans[0][1:] == (0.0, 0.56 * 3 / 8) and spans[1][2] == pytest.approx(0.56)
    assert spans[2][1:] == (0.56, 0.58) and spans[3][1:] == (0.58, 0.9)
    assert spans[4][1:] == (0.9, 0.9 + MIN_WORD_S)
    # At the cue's very end there is no room: the word is kept as it is, not pushed out.
    last = TimedLine(cue, (WordTiming("end", 2.0, 2.0),)).absolute()
    assert last == [("end", 2.0, 2.0)]
