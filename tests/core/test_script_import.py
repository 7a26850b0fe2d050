"""Script import: sentence lines short enough for the models, Markdown read as prose."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.core.document import Document, Line, VoiceEntry
from studio.core.script_import import (
    markdown_to_text,
    prepare_import,
    prepare_text,
    sentences,
    split_long,
)
from studio.errors import ScriptError

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
