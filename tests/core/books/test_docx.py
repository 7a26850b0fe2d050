"""Word books: heading styles make the chapters, and so does a heading that reads as one at
any level; a table of contents stands apart (python-docx writes the files)."""

from __future__ import annotations

from pathlib import Path

import docx
from docx.enum.style import WD_STYLE_TYPE

from studio.core.books import book_lines, read_book


def test_heading_1_makes_chapters_under_a_title(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("My Novel", style="Title")
    document.add_paragraph("For my mother.")
    document.add_heading("Chapter One", level=1)
    document.add_paragraph("It began on a Tuesday.")
    document.add_heading("A Scene", level=2)
    document.add_paragraph("Later that day.")
    table = document.add_table(rows=1, cols=2)
    table.cell(0, 0).text = "Left cell"
    table.cell(0, 1).text = "Right cell"
    document.add_heading("Chapter Two", level=1)
    document.add_paragraph("It ended   on a Friday.")
    document.add_heading("Acknowledgments", level=1)
    document.add_paragraph("Thanks.")
    document.core_properties.author = "Ann Author"
    document.save(str(tmp_path / "novel.docx"))

    book = read_book(tmp_path / "novel.docx")
    assert (book.format, book.title, book.author) == ("docx", "My Novel", "Ann Author")
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        ("My Novel", "front", ("For my mother.",)),
        (
            "Chapter One",
            "body",
            ("It began on a Tuesday.", "A Scene", "Later that day.", "Left cell", "Right cell"),
        ),
        ("Chapter Two", "body", ("It ended on a Friday.",)),
        ("Acknowledgments", "back", ("Thanks.",)),
    ]


def test_heading_2_makes_chapters_under_a_single_heading_1(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_heading("The Book", level=1)
    for n in (1, 2, 3):
        document.add_heading(f"Part {n}", level=2)
        document.add_paragraph(f"Text of part {n}.")
        document.add_heading(f"Deeper {n}", level=3)
    document.save(str(tmp_path / "book.docx"))
    book = read_book(tmp_path / "book.docx")
    assert book.title == "The Book"
    assert [(c.title, c.paragraphs) for c in book.chapters] == [
        (f"Part {n}", (f"Text of part {n}.", f"Deeper {n}")) for n in (1, 2, 3)
    ]


def test_a_style_based_on_a_heading_counts_as_that_heading(tmp_path: Path) -> None:
    document = docx.Document()
    style = document.styles.add_style("Chapter Title", WD_STYLE_TYPE.PARAGRAPH)
    style.base_style = document.styles["Heading 1"]
    for name in ("Opening", "Closing"):
        document.add_paragraph(name, style="Chapter Title")
        document.add_paragraph(f"{name} text.")
    document.save(str(tmp_path / "styled.docx"))
    book = read_book(tmp_path / "styled.docx")
    assert [c.title for c in book.chapters] == ["Opening", "Closing"]


def test_no_headings_is_one_chapter_named_after_the_file(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Just one paragraph.")
    document.save(str(tmp_path / "plain.docx"))
    book = read_book(tmp_path / "plain.docx")
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        ("plain", "body", ("Just one paragraph.",))
    ]


def test_chapters_at_mixed_heading_levels_and_a_word_table_of_contents(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Inhalt", style="TOC Heading")
    for entry in ("Erstes Kapitel\t1", "Zweites Kapitel\t4"):
        document.add_paragraph(entry)
    document.add_heading("Erstes Kapitel", level=1)
    document.add_paragraph("Es begann an einem Dienstag.")
    document.add_heading("Zweites Kapitel", level=2)
    document.add_paragraph("Es endete an einem Freitag.")
    document.save(str(tmp_path / "roman.docx"))
    book = read_book(tmp_path / "roman.docx")
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        ("Inhalt", "front", ("Erstes Kapitel 1", "Zweites Kapitel 4")),
        ("Erstes Kapitel", "body", ("Es begann an einem Dienstag.",)),
        ("Zweites Kapitel", "body", ("Es endete an einem Freitag.",)),
    ]


def test_a_table_of_contents_without_a_heading_is_a_chapter_of_its_own(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("My Novel", style="Title")
    document.add_paragraph("Chapter One \u2026\u2026 1")
    document.add_paragraph("Chapter Two \u2026\u2026 9")
    document.add_paragraph("For my mother.")
    for title in ("Chapter One", "Chapter Two"):
        document.add_heading(title, level=1)
        document.add_paragraph(f"The words of {title.lower()}.")
    document.save(str(tmp_path / "novel.docx"))
    book = read_book(tmp_path / "novel.docx")
    assert [(c.title, c.kind, c.spoken_title, c.paragraphs) for c in book.chapters] == [
        ("Contents", "front", False, ("Chapter One \u2026\u2026 1", "Chapter Two \u2026\u2026 9")),
        ("My Novel", "front", True, ("For my mother.",)),
        ("Chapter One", "body", True, ("The words of chapter one.",)),
        ("Chapter Two", "body", True, ("The words of chapter two.",)),
    ]
    assert book.title == "My Novel"


def test_no_headings_and_the_file_name_is_never_read(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Just one paragraph.")
    document.save(str(tmp_path / "plain.docx"))
    book = read_book(tmp_path / "plain.docx")
    assert [(line.text, line.chapter) for line in book_lines(book).lines] == [
        ("Just one paragraph.", "plain")
    ]
