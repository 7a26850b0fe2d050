"""The benchmark's big-EPUB generator writes a book that reads as it says (small here)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from studio.core.books import attribute, read_book, summarise_cast

FIXTURE = Path(__file__).resolve().parents[3] / "benchmarks" / "book_fixture.py"


def test_the_generated_epub_reads_back(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("book_fixture", FIXTURE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    book = read_book(module.write_big_epub(tmp_path / "big.epub", words=3000, chapters=3))
    assert [(c.title, c.kind) for c in book.chapters] == [
        ("Copyright", "front"),
        ("Chapter 1", "body"),
        ("Chapter 2", "body"),
        ("Chapter 3", "body"),
        ("Acknowledgements", "back"),
    ]
    assert 3000 <= sum(c.word_count for c in book.chapters[1:4]) < 3200
    cast = summarise_cast(p for c in book.chapters for p in attribute(c.paragraphs))
    assert {member.name for member in cast} <= {"Alice", "Bob", "Mr. Darcy", "Elizabeth"}
    assert cast
