"""Chapters: markers from headings, derived chapter lists, saving, older projects."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.core.commands import SetChapter
from studio.core.document import Document, Line, VoiceEntry
from studio.core.exports.chapters import (
    chapter_line_ids,
    chapter_of,
    chapters,
    parse_chapter_range,
    stale_in_chapter,
)
from studio.core.script_import import prepare_text
from studio.core.store.project import PROJECT_FILE, load_project, save_project
from studio.core.text.script import parse_script
from studio.errors import StudioError

from .conftest import ProjectFactory

BOOK = """# The Book

A short preface.

## Chapter *One*

It was a dark night. It rained.

## Chapter Two

The sun came out.

### A scene

Birds sang.
"""


def test_markdown_headings_become_chapters() -> None:
    doc = Document(voices=[VoiceEntry("A", "")])
    prepare_text(doc, BOOK, markdown=True).command.apply(doc)
    found = chapters(doc)
    # A single top heading at the start is the book's title; the next level makes chapters.
    assert [(c.title, len(c.line_ids)) for c in found] == [
        ("", 2),
        ("Chapter One", 2),
        ("Chapter Two", 4),
    ]
    assert [doc.line(i).text for i in found[1].line_ids] == [
        "Chapter One",
        "It was a dark night. It rained.",
    ]
    texts = [line.text for line in doc.lines]
    assert texts[:3] == ["The Book", "A short preface.", "Chapter One"]
    assert doc.lines[2].chapter == "Chapter One" and doc.lines[0].chapter is None
    # Deeper headings are read as ordinary lines.
    assert "A scene" in texts and all(line.chapter != "A scene" for line in doc.lines)
    assert found[0].display_title("My Book") == "My Book"


def test_plain_text_headings_and_the_cli_script() -> None:
    lines = parse_script("Intro.\n# One\nalice: Hi.\n# Two\nbob: Bye.\n", ["alice", "bob"])
    assert [(s.voice, s.text, s.chapter) for s in lines] == [
        ("alice", "Intro.", None),
        ("alice", "One", "One"),
        ("alice", "Hi.", None),
        ("alice", "Two", "Two"),
        ("bob", "Bye.", None),
    ]
    md = parse_script("# Part *A*\n\nalice: It is **big**.\n", ["alice"], markdown=True)
    assert [(s.text, s.chapter) for s in md] == [("Part A", "Part A"), ("It is big.", None)]


def test_chapters_follow_edits_and_pick_lines() -> None:
    doc = Document(lines=[Line(f"l{i}", f"Line {i}.", "A") for i in range(6)])
    assert [c.line_ids for c in chapters(doc)] == [tuple(f"l{i}" for i in range(6))]
    undo = SetChapter(("l0", "l3"), ("First", "Second")).apply(doc)
    assert [(c.number, c.title, c.line_ids) for c in chapters(doc)] == [
        (1, "First", ("l0", "l1", "l2")),
        (2, "Second", ("l3", "l4", "l5")),
    ]
    assert chapter_of(doc, "l4").title == "Second"
    assert chapter_line_ids(parse_chapter_range("2", doc)) == ("l3", "l4", "l5")
    assert parse_chapter_range("second", doc)[0].number == 2
    assert len(parse_chapter_range("1-", doc)) == 2
    with pytest.raises(StudioError, match="chapters 1-2"):
        parse_chapter_range("3", doc)
    undo.apply(doc)
    assert len(chapters(doc)) == 1


def test_stale_lines_of_one_chapter(make_project: ProjectFactory) -> None:
    doc, _, _ = make_project(6)
    SetChapter(("l3",), ("Later",)).apply(doc)
    doc.lines[4] = Line("l4", "Changed text.", doc.lines[4].voice, doc.lines[4].params)
    assert [line.id for line in stale_in_chapter(doc, chapters(doc)[1])] == ["l4"]
    assert stale_in_chapter(doc, chapters(doc)[0]) == []


def test_chapters_are_saved_and_older_projects_open(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(4)
    SetChapter(("l0", "l2"), ("One", "Two")).apply(doc)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    assert load_project(folder).doc == doc

    # A project saved before chapters and text preparation existed.
    data = json.loads((folder / PROJECT_FILE).read_text())
    data["schema_version"] = 2
    del data["text"]
    for line in data["lines"]:
        del line["chapter"]
        for take in line["takes"]:
            del take["spoken"]
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    old = load_project(folder).doc
    assert [line.chapter for line in old.lines] == [None] * 4
    assert old.normalize_text is False
    # Its takes were rendered from the text as written, and still match it.
    assert [take.spoken for line in old.lines for take in line.takes] == [
        line.text for line in old.lines
    ]
    assert old.stale_lines(include_locked=True) == doc.stale_lines(include_locked=True) == []
