"""Words as a script gives them, through the one normaliser (paste, Import, ``render``,
a cell, a book): a ``NAME:`` in any case, a control character between words, and a
long line with no punctuation to cut at."""

from __future__ import annotations

import io
import random
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from studio.core.books import prepare_book_import
from studio.core.books.book import Book, BookChapter
from studio.core.document import Document, Line, VoiceEntry
from studio.core.script_import import prepare_edit, prepare_text
from studio.core.speakers import give_lines_to, prefixed_lines
from studio.core.text.line_split import LONG_LINE_CHARS, cut_kinds, fits, split_long
from studio.core.text.script import load_script, read_script_text
from studio.core.text.script_text import normalise_script
from tests.core.test_script_text import both_ways

VOICES = [VoiceEntry("alice", "a.wav"), VoiceEntry("bob", "b.wav")]
WORDS = "the river ran on past the old mill and the quiet town at night".split()


def no_marks(chars: int, seed: int = 0) -> str:
    """Words with no punctuation at all, about ``chars`` long."""
    rng = random.Random(seed)
    words: list[str] = []
    while len(" ".join(words)) < chars:
        words.append(rng.choice(WORDS))
    return " ".join(words)


def test_a_speaker_prefix_picks_its_voice_in_any_case_for_render_import_and_paste(
    tmp_path: Path,
) -> None:
    """``ALICE:`` and ``Bob:`` are voices alice and bob, as ``alice:`` is: the line goes
    to that voice and the prefix is not spoken. A name that is no voice stays text."""
    text = "ALICE: Good evening.\nBob: Hello.\nalice: Back to you.\nCarol: Not a voice.\n"
    expected = [
        ("alice", "Good evening."),
        ("bob", "Hello."),
        ("alice", "Back to you."),
        ("alice", "Carol: Not a voice."),
    ]
    for name in ("s.txt", "s.md"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        rendered, imported = both_ways(path, ["alice", "bob"])
        assert rendered == imported == expected, name
    pasted = load_script(text, ["bob", "alice"])  # the window's paste: its default first
    assert [(line.voice, line.text) for line in pasted.lines] == [
        ("alice", "Good evening."),
        ("bob", "Hello."),
        ("alice", "Back to you."),
        ("bob", "Carol: Not a voice."),
    ]
    # A voice named in capitals is found by a prefix in lower case too.
    upper = normalise_script("BOB: Hi.\nbob: Hello.\n", ["Alice", "BOB"])
    assert [(piece.voice, piece.text) for piece in upper.pieces] == [
        ("BOB", "Hi."),
        ("BOB", "Hello."),
    ]


def test_the_book_importer_matches_a_speaker_prefix_in_any_case() -> None:
    book = Book(
        "book.epub",
        "epub",
        "T",
        "",
        (BookChapter(1, "One", ("ALICE: Good evening.", "Bob: Hello.", "It rained.")),),
    )
    doc = Document(voices=list(VOICES))
    lines = prepare_book_import(doc, book, voice="alice").command.lines
    assert [(line.voice, line.text) for line in lines] == [
        ("alice", "One"),
        ("alice", "Good evening."),
        ("bob", "Hello."),
        ("alice", "It rained."),
    ]


def test_lines_named_for_a_voice_added_later_are_found_in_any_case() -> None:
    """Imported before voice bob existed, ``BOB:`` and ``Bob:`` lines are offered to it
    when it is added, and giving them takes the prefix out."""
    doc = Document(
        voices=[VoiceEntry("alice", "a.wav")],
        lines=[
            Line("1", "BOB: Hi.", "alice"),
            Line("2", "Bob: Hello.", "alice"),
            Line("3", "Bobby: Not him.", "alice"),
            Line("4", "Plain.", "alice"),
        ],
    )
    doc.voices.append(VoiceEntry("bob", "b.wav"))
    assert [line.id for line in prefixed_lines(doc, "bob")] == ["1", "2"]
    command = give_lines_to(doc, "bob")
    assert command is not None
    command.apply(doc)
    assert [(line.voice, line.text) for line in doc.lines] == [
        ("bob", "Hi."),
        ("bob", "Hello."),
        ("alice", "Bobby: Not him."),
        ("alice", "Plain."),
    ]


def test_a_control_character_between_words_separates_them_everywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A NUL (or BEL, a unit separator, DEL...) between two words is where a separator
    was: the words stay two, in a paste, an Import, ``render`` (file or standard input)
    and a cell. Next to a space or a mark it leaves nothing; an invisible format
    character inside a word (a soft hyphen) and an escape sequence leave nothing."""
    data = (
        "Hello\x00world.\nRing\x07the bell\x00, please.\nOne\x1ftwo\x7fthree.\n"
        "(\x1b[1mbold\x1b[0m) soft\u00adware.\n"
    ).encode()
    expected = [
        ("alice", "Hello world."),
        ("alice", "Ring the bell, please."),
        ("alice", "One two three."),
        ("alice", "(bold) software."),
    ]
    path = tmp_path / "s.txt"
    path.write_bytes(data)
    rendered, imported = both_ways(path, ["alice"])
    assert rendered == imported == expected
    pasted = load_script(data.decode(), ["alice"])
    assert [(line.voice, line.text) for line in pasted.lines] == expected
    monkeypatch.setattr(sys, "stdin", SimpleNamespace(buffer=io.BytesIO(data)))
    piped = load_script(read_script_text("-"), ["alice"])
    assert [(line.voice, line.text) for line in piped.lines] == expected
    doc = Document(voices=list(VOICES), lines=[Line("x", "Short.", "alice")])
    edit = prepare_edit(doc, "x", "Hello\x00world\x00.")
    assert edit is not None and [str(step.text) for step in edit.steps] == ["Hello world."]  # type: ignore[attr-defined]


def test_a_line_without_punctuation_is_split_between_words_into_even_parts() -> None:
    # Just over a phrase: two halves, not a full line and "a.".
    assert split_long(" ".join(["word"] * 16) + " a.") == [
        " ".join(["word"] * 8),
        " ".join(["word"] * 8) + " a.",
    ]
    for seed, chars in enumerate((300, 1_000, 3_000, 12_000)):
        text = no_marks(chars, seed) + " a."
        lines = split_long(text)
        assert " ".join(lines) == text
        lengths = [len(line) for line in lines]
        assert all(fits(line) for line in lines)
        assert min(lengths) > max(lengths) // 2, lengths
        assert all(len(line.split()) > 3 for line in lines)
        assert cut_kinds(lines) == (0, len(lines) - 1)


def test_punctuation_still_decides_and_no_line_is_left_with_a_word() -> None:
    """Where there are marks the cuts fall at them; a sentence that overflows a line by a
    word shares its two lines instead of leaving that word alone ("so.")."""
    clause = "the river ran on past the old mill and the quiet town"
    sentence = f"At night {clause}, then {clause}, and {clause} again and again, so."
    assert len(sentence) > 200 >= len(sentence.removesuffix(" so."))
    lines = split_long(sentence)
    assert lines == [
        f"At night {clause}, then {clause},",
        f"and {clause} again and again, so.",
    ]
    assert cut_kinds(lines) == (1, 0)


def test_the_note_says_how_a_long_line_was_split() -> None:
    marks = "The river ran on, past the old mill. " * 10
    words = no_marks(600)
    script = normalise_script(f"{marks}\n{words}\n", ["alice"])
    assert [str(note) for note in script.notes] == [
        f"2 lines longer than 200 characters (the longest {len(words):,}) were split into "
        f"{len(script.pieces)} lines at sentence and clause boundaries and, where a stretch "
        "had no punctuation, between words, so that each can be spoken whole."
    ]
    alone = normalise_script(words, ["alice"])
    assert [str(note) for note in alone.notes] == [
        f"A line of {len(words)} characters was split into {len(alone.pieces)} lines between "
        "words, with no punctuation to cut at, so that each can be spoken whole."
    ]


def test_a_line_over_5000_characters_is_split_with_a_note_of_its_own_in_the_import() -> None:
    """A line longer than any line of speech (a file with no line breaks, a paste by
    mistake) is imported split, and the note says how and asks to check it."""
    huge = no_marks(100_000)
    doc = Document(voices=list(VOICES))
    imported = prepare_text(doc, f"Hello there.\n{huge}\n" + "Fine. " * 50 + "\n")
    lines = imported.command.lines
    assert lines[0].text == "Hello there." and len(lines) > 1_250
    assert [str(note) for note in imported.notes] == [
        f"A line of {len(huge):,} characters, more than the {LONG_LINE_CHARS:,} a line of "
        f"speech should have, was split into {len(lines) - 51:,} lines between words, with "
        "no punctuation to cut at; check that it is the text you meant.",
        "A line of 299 characters was split into 50 lines at sentence and clause "
        "boundaries, so that each can be spoken whole.",
    ]
    assert all(re.fullmatch(r"[a-z ]+", line.text) for line in lines[1:-50])
