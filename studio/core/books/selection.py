"""Choosing a book's chapters: ``--chapters 2-5``, ``3``, ``7-``, a title, or a list of them.

Each part is read as ``export --chapter`` reads its argument
(``chapters.chapter_indices``): a number, a range ``A-B`` / ``A-`` / ``-B``,
or an exact chapter title in any case; parts are joined with commas
("1, 3-5, Epilogue"). A whole argument that is a title wins, so a title
with a comma in it still works.
"""

from __future__ import annotations

from studio.core.books.book import Book, BookChapter
from studio.core.books.errors import BookError
from studio.core.exports.chapters import chapter_indices
from studio.errors import StudioError


def select_chapters(book: Book, spec: str | None = None) -> tuple[BookChapter, ...]:
    """The chapters ``spec`` names, in book order (all of them for None or "")."""
    if spec is None or not spec.strip():
        return book.chapters
    titles = [chapter.title for chapter in book.chapters]
    wanted = spec.strip().casefold()
    whole = any(title.casefold() == wanted for title in titles)
    parts = [spec] if whole or "," not in spec else [p for p in spec.split(",") if p.strip()]
    where = f"{book.source}"
    try:
        chosen = {i for part in parts for i in chapter_indices(part, titles, where)}
    except StudioError as exc:
        raise BookError(exc.said) from None
    return tuple(book.chapters[i] for i in sorted(chosen))


def story_chapters(book: Book) -> tuple[BookChapter, ...]:
    """The body chapters: the selection to offer first (all chapters when none is body)."""
    body = tuple(chapter for chapter in book.chapters if chapter.kind == "body")
    return body or book.chapters


__all__ = ["select_chapters", "story_chapters"]
