"""Script import: sentence lines short enough for the models, Markdown read as prose."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.core.commands import SetText
from studio.core.document import Document, Line, LineParams, VoiceEntry
from studio.core.history.history_json import command_from_json, command_to_json
from studio.core.json_codec import Reader
from studio.core.script_import import (
    markdown_to_text,
    prepare_edit,
    prepare_import,
    prepare_text,
    sentences,
    split_long,
)
from studio.errors import ScriptError

from .conftest import take_of_line

LONG = (
    "Dr. Smith met J. R. Tolkien at 3.14 p.m. in the old hall, and they talked for a long "
    "time about the weather, the news, and everything else. Then they left. It was late; the "
    "trains had stopped, the roads were closed, and nobody, not even the most determined "
    "traveller with a lantern, a map and an old dog, could have reached home that night "
    "without help from someone who knew the way."
)


def test_long_paragraph_becomes_sentence_lines() -> None:
    lines = split_long(LONG, 200)
    assert all(len(line) <= 200 for line in lines)
    assert lines[0].startswith("Dr. Smith met J. R. Tolkien at 3.14 p.m. in the old hall")
    assert lines[1] == "Then they left."
    assert " ".join(lines) == LONG  # nothing lost, nothing reordered
    assert lines[2].endswith(",")  # the long third sentence was cut at a comma


def test_short_paragraph_stays_one_line() -> None:
    assert split_long("Hello there. How are you?", 200) == ["Hello there. How are you?"]


def test_words_without_punctuation_are_still_cut() -> None:
    text = " ".join(["word"] * 100)
    lines = split_long(text, 50)
    assert all(len(line) <= 50 for line in lines) and " ".join(lines) == text


def test_sentences_respect_abbreviations_and_quotes() -> None:
    assert sentences('Mr. Brown said "Stop!" Then e.g. this. "Why?" she asked.') == [
        'Mr. Brown said "Stop!"',
        "Then e.g. this.",
        '"Why?" she asked.',
    ]


def test_markdown_is_stripped_sensibly() -> None:
    md = (
        "---\ntitle: draft\n---\n# Chapter *One*\n\nSome **bold**, _em_ and a [link](http://x).\n"
        "![figure](f.png)\n\n```\ncode = 1\n```\n- first item\n- second item\n\n> quoted `text`\n"
        "<!-- note to self -->\n| a | b |\n|---|---|\n| c | d |\n"
    )
    text = markdown_to_text(md)
    assert "Chapter One" in text and "Some bold, em and a link." in text
    for gone in ("http", "f.png", "code = 1", "#", "**", "note to self", "---", "title"):
        assert gone not in text
    assert "first item" in text and "quoted text" in text and "c, d" in text


def test_import_is_one_undo_step(tmp_path: Path) -> None:
    doc = Document(
        voices=[VoiceEntry("Alice", ""), VoiceEntry("Bob", "")],
        lines=[Line("x", "Intro.", "Alice")],
    )
    script = tmp_path / "s.md"
    script.write_text(
        f"# Title\n\n{LONG}\n\nBob: Hi there.\nNote: this is not a voice.\n", encoding="utf-8"
    )
    command = prepare_import(doc, script, at=0).command
    undo = command.apply(doc)
    assert [line.voice for line in doc.lines[:1]] == ["Alice"]
    assert doc.lines[0].text == "Title"
    assert any(line.voice == "Bob" and line.text == "Hi there." for line in doc.lines)
    assert any(line.text == "Note: this is not a voice." for line in doc.lines)
    assert doc.lines[-1].id == "x"
    undo.apply(doc)
    assert [line.id for line in doc.lines] == ["x"]


def test_hard_wrapped_prose_is_rejoined_in_markdown_only() -> None:
    """Markdown wraps paragraphs; a plain-text script is one line of speech per line
    (as ``voice-studio render`` reads it)."""
    doc = Document(voices=[VoiceEntry("A", "")])
    text = "This sentence was wrapped\nby an editor at seventy columns.\nNext one.\n"
    markdown = prepare_text(doc, text, markdown=True).command
    assert [line.text for line in markdown.lines] == [
        "This sentence was wrapped by an editor at seventy columns.",
        "Next one.",
    ]
    plain = prepare_text(doc, text).command
    assert [line.text for line in plain.lines] == [
        "This sentence was wrapped",
        "by an editor at seventy columns.",
        "Next one.",
    ]


def test_empty_or_unreadable_scripts_fail_clearly(tmp_path: Path) -> None:
    with pytest.raises(ScriptError, match="no lines of speech"):
        prepare_text(Document(), "\n\n   \n")
    bad = tmp_path / "latin1.txt"
    bad.write_bytes("caf\xe9".encode("latin-1"))
    with pytest.raises(ScriptError, match="UTF-8"):
        prepare_import(Document(), bad)


def _edited_document() -> Document:
    alice, bob = VoiceEntry("Alice", ""), VoiceEntry("Bob", "", prompt_key="kb")
    params = LineParams(seed=7, temperature=0.5)
    take = take_of_line(Line("x", "Short.", "Bob", params), bob, 100)
    edited = Line("x", "Short.", "Bob", params, (take,), take.id, True, "Two")
    return Document(
        voices=[alice, bob],
        lines=[Line("a", "Before.", "Alice"), edited, Line("z", "After.", "Alice")],
    )


def test_a_long_line_typed_in_a_cell_is_split_like_an_import_as_one_undo_step() -> None:
    doc = _edited_document()
    before = list(doc.lines)
    original = doc.lines[1]
    text = " ".join([LONG] * 60)
    edit = prepare_edit(doc, "x", text)
    assert edit is not None
    imported = [line.text for line in prepare_text(doc, text).command.lines]
    assert edit.pieces == len(imported) > 50 and edit.notes == ()
    # The edit as typed, then the split: one step, whose undo gives the long line back.
    typed, split = edit.steps
    assert typed == SetText("x", " ".join(text.split()))
    undo_typed = typed.apply(doc)
    long_line = list(doc.lines)
    undo_split = split.apply(doc)
    pieces = doc.lines[1:-1]
    assert [line.text for line in pieces] == imported
    # The edited line is the first piece: its id, voice, settings, takes and chapter stay.
    first = pieces[0]
    assert (first.id, first.voice, first.params, first.takes, first.active_take) == (
        original.id, original.voice, original.params, original.takes, original.active_take
    )  # fmt: skip
    assert first.chapter == "Two" and first.locked
    # The others follow it in its voice and settings (and lock), inside its chapter.
    for line in pieces[1:]:
        assert (line.voice, line.params, line.locked) == ("Bob", original.params, True)
        assert line.chapter is None and line.takes == () and line.id not in {"a", "x", "z"}
    assert len({line.id for line in doc.lines}) == len(doc.lines)
    assert [doc.lines[0].id, doc.lines[-1].id] == ["a", "z"]
    undo_split.apply(doc)
    assert doc.lines == long_line
    undo_typed.apply(doc)
    assert doc.lines == before
    # Made of commands a project's undo history can keep.
    for step in edit.steps:
        assert command_from_json(Reader(command_to_json(step), "command")) == step
    # A line that is already too long (an older project) is split by committing it again.
    typed.apply(doc)
    again = prepare_edit(doc, "x", doc.lines[1].text)
    assert again is not None and len(again.steps) == 1 and again.pieces == edit.pieces


def test_an_edit_within_the_limits_is_a_plain_text_edit() -> None:
    doc = _edited_document()
    edit = prepare_edit(doc, "x", "  New   words. ")
    assert edit is not None and edit.steps == (SetText("x", "New words."),) and edit.pieces == 1
    assert prepare_edit(doc, "x", "Short.") is None  # no change, no step
    assert prepare_edit(doc, "x", "   ") is None


def test_control_characters_typed_in_a_cell_are_removed_as_on_import() -> None:
    doc = _edited_document()
    edit = prepare_edit(doc, "x", "Ring\x07 the\x00 bell\u200b.")
    assert edit is not None and edit.steps == (SetText("x", "Ring the bell."),)
    assert tuple(map(str, edit.notes)) == (
        "Removed 3 control or invisible characters from the line: they cannot be spoken "
        "(BEL, NUL, zero width space).",
    )
    assert prepare_edit(doc, "x", "\x07\x1b[0m") is None
