"""What reads as a chapter heading, in English, German and Spanish."""

from __future__ import annotations

import pytest

from studio.core.books.chapter_names import ChapterName, NameKind, chapter_name, is_contents

PART: NameKind = "part"
CHAPTER: NameKind = "chapter"
NUMBERED: NameKind = "numbered"


@pytest.mark.parametrize(
    ("heading", "kind", "number"),
    [
        ("Chapter One", CHAPTER, 1),
        ("Chapter 2", CHAPTER, 2),
        ("CHAPTER XLII. The Whiteness of the Whale", CHAPTER, 42),
        ("Chapter Twenty-One", CHAPTER, 21),
        ("Chapter 3 - The Storm", CHAPTER, 3),
        ("Part Two", PART, 2),
        ("Book the First", PART, 1),
        ("Kapitel 3", CHAPTER, 3),
        ("3. Kapitel", CHAPTER, 3),
        ("Erstes Kapitel", CHAPTER, 1),
        ("Kapitel drei: Heimkehr", CHAPTER, 3),
        ("Zweiter Teil", PART, 2),
        ("Cap\u00edtulo uno", CHAPTER, 1),
        ("Capitulo 12", CHAPTER, 12),
        ("Cap\u00edtulo primero", CHAPTER, 1),
        ("Primera parte", PART, 1),
        ("Prologue", CHAPTER, None),
        ("Epilog", CHAPTER, None),
        ("Pr\u00f3logo: La partida", CHAPTER, None),
        ("1. Loomings", NUMBERED, 1),
        ("12", NUMBERED, 12),
        ("IV", NUMBERED, 4),
        ("IV - The Storm", NUMBERED, 4),
        ("One", NUMBERED, 1),
    ],
)
def test_headings_that_read_as_chapters(heading: str, kind: NameKind, number: int | None) -> None:
    assert chapter_name(heading) == ChapterName(kind, number)


@pytest.mark.parametrize(
    "heading",
    [
        "The Book",
        "Contents",
        "Deeper 1",
        "One Day in May",  # a number word is a title only before punctuation
        "I Was There",  # so is a Roman numeral, upper case and below XC
        "C. S. Lewis",
        "xii",
        "1984",
        "1.1 Background",  # a section number
        "Part of the Plan",
        "Books by Ann Author",
    ],
)
def test_headings_that_do_not(heading: str) -> None:
    assert chapter_name(heading) is None


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("Chapter 1", 1),
        ("CHAPTER II: The Storm", 2),
        ("Kapitel 3", 3),
        ("Segunda parte", 2),
        ("Epilogue", None),
    ],
)
def test_lines_of_running_text_that_are_headings(line: str, number: int | None) -> None:
    found = chapter_name(line, strict=True)
    assert found is not None and found.number == number


@pytest.mark.parametrize(
    "line",
    [
        "Chapter 3 was the best part of the book, and",  # prose wrapped after a name
        "part 2 of it was done by then.",
        "Chapter 1 .......... 3",  # an entry of a table of contents
        "Chapter 1: Loomings 3",
        "1. Loomings",  # a numbered line may be a list item
        "IV",
    ],
)
def test_lines_of_running_text_that_are_not(line: str) -> None:
    assert chapter_name(line, strict=True) is None


def test_names_of_a_table_of_contents() -> None:
    names = ["Contents", "Table of Contents", "Inhalt", "Inhaltsverzeichnis", "\u00cdndice"]
    assert all(is_contents(name) for name in names + ["Tabla de contenidos", "CONTENTS."])
    assert not any(is_contents(name) for name in ["Index", "Contents of the Safe", "Chapter 1"])
