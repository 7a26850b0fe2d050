"""PDF books (pypdf): the outline (bookmarks) makes the chapters, the text layer the words.

Each outline entry at the chapter level (the heading rule of ``headings`` on
the outline's depths) starts a chapter at its page; when two chapters share a
page, the page is cut at the line that holds the second one's title. Without
an outline, the lines that read as chapter headings start the chapters
(``pdf_headings``); text before the first one, or a PDF with neither, is a
chapter named after the book's title or the file, a name never read aloud. The
text is pypdf's, in the order its content streams draw it; running heads,
feet and page numbers go, hyphenated words are joined and paragraphs
guessed (``pdf_text``). pypdf caps what a stream may decompress to and how
deep an outline may go, so a hostile PDF ends in one of its errors.
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from studio.core.books.book import Book, count_words
from studio.core.books.errors import BookError, NoTextLayerError, ProtectedBookError
from studio.core.books.headings import chapter_starts, named_draft, without_title
from studio.core.books.matter import Draft, build_chapters, matter_side
from studio.core.books.pdf_headings import chapters_from_headings, heading_starts
from studio.core.books.pdf_text import hyphenated_words, paragraphs, running_lines
from studio.core.text.import_notes import no_bookmarks
from studio.errors import QT_TRANSLATE_NOOP, Said

if TYPE_CHECKING:
    from pypdf import PdfReader

Position = tuple[int, int]  # (page index, line index on that page)


@contextmanager
def _quiet_pypdf() -> Iterator[None]:
    """pypdf logs a warning for each flaw it repairs, and most PDFs have some; what
    matters reaches the person as a BookError, so its warnings are not shown."""
    pypdf_log = logging.getLogger("pypdf")
    level = pypdf_log.level
    pypdf_log.setLevel(logging.ERROR)
    try:
        yield
    finally:
        pypdf_log.setLevel(level)


def read_pdf(source: str, data: bytes) -> Book:
    with _quiet_pypdf():
        return _read_pdf(source, data)


def _read_pdf(source: str, data: bytes) -> Book:
    # pypdf takes 0.15 s to import: only when a PDF is read, not at start.
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted and not reader.decrypt(""):
            raise ProtectedBookError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} is protected with a password, so its text cannot be read; "
                    "import a copy without the password.",
                ),
                source,
            )
        # Blank lines are where a page ends, not where a paragraph does.
        pages = [_page_lines(page.extract_text() or "") for page in reader.pages]
        outline = _outline(reader)
        metadata = reader.metadata
        title = " ".join(str(metadata.title or "").split()) if metadata else ""
        author = " ".join(str(metadata.author or "").split()) if metadata else ""
    except BookError:
        raise
    except Exception:  # noqa: BLE001 - pypdf raises anything on a broken file
        logging.getLogger("studio").debug("pypdf failed", exc_info=True)
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is not a readable PDF (pypdf cannot read it); the file may be damaged, "
                "so get another copy or export it again from the program that made it.",
            ),
            source,
        ) from None
    words = sum(count_words(line) for lines in pages for line in lines)
    if words < max(1, len(pages)):
        raise NoTextLayerError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} has no text layer (it is a scanned image); run it through OCR first, "
                "or import a text version.",
            ),
            source,
        )
    title = title or Path(source).stem
    dropped = running_lines(pages)
    kept = [
        [line for i, line in enumerate(lines) if i not in dropped[n]]
        for n, lines in enumerate(pages)
    ]
    keep = hyphenated_words([line for lines in kept for line in lines])
    starts = _starts(outline, pages)
    notes: list[Said] = []
    # A chapter found from its heading line starts at that line, which is its title.
    skip = 0
    if not starts:
        starts = heading_starts(pages, dropped)
        notes.append(chapters_from_headings(source) if starts else no_bookmarks(source))
        skip = 1
    drafts: list[Draft] = []
    first = starts[0][0] if starts else (len(pages), 0)
    if first > (0, 0):
        # Text before the first chapter (or all of it) has no heading: the chapter is
        # named after the book's title or the file, and that name is not read.
        side = matter_side(title, (), "front" if starts else "body")
        texts = paragraphs(_lines(pages, dropped, (0, 0), first), keep)
        if texts:
            drafts.append(named_draft(title, texts, side))
    for i, (start, name) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else (len(pages), 0)
        texts = paragraphs(_lines(pages, dropped, start, end)[skip:], keep)
        drafts.append(Draft(name, without_title(texts, name), matter_side(name)))
    chapters = build_chapters(drafts)
    return Book(source, "pdf", title, author, chapters, tuple(notes))


def _outline(reader: PdfReader) -> list[tuple[int, str, int]]:
    """(depth from 1, title, page index) of every outline entry, in order."""
    from pypdf.generic import Destination

    out: list[tuple[int, str, int]] = []
    stack: list[tuple[Iterator[object], int]] = [(iter(reader.outline), 1)]
    while stack:
        items, depth = stack[-1]
        item = next(items, None)
        if item is None:
            stack.pop()
        elif isinstance(item, list):
            stack.append((iter(item), depth + 1))
        elif isinstance(item, Destination):
            page = reader.get_destination_page_number(item)
            title = " ".join(str(item.title or "").split())
            if page is not None and page >= 0 and title:
                out.append((depth, title, page))
    return out


def _page_lines(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.strip()]


def _letters(text: str) -> str:
    return re.sub(r"[\W_]", "", text.casefold())


def _title_line(lines: list[str], title: str) -> int:
    """The line of a page where ``title`` stands (on one line or two), else 0."""
    wanted = _letters(title)
    for i, line in enumerate(lines):
        if _letters(line) == wanted or _letters(" ".join(lines[i : i + 2])) == wanted:
            return i
    return 0


def _starts(
    outline: list[tuple[int, str, int]], pages: list[list[str]]
) -> list[tuple[Position, str]]:
    chosen = chapter_starts([(depth, title) for depth, title, _ in outline])
    found: list[tuple[Position, str]] = []
    for (_, title, page), start in zip(outline, chosen, strict=True):
        if start and page < len(pages):
            found.append(((page, _title_line(pages[page], title)), title))
    found.sort(key=lambda start: start[0])
    unique: list[tuple[Position, str]] = []
    for position, title in found:
        if not unique or unique[-1][0] != position:
            unique.append((position, title))
    return unique


def _lines(
    pages: list[list[str]], dropped: list[set[int]], start: Position, end: Position
) -> list[str]:
    """The kept lines from ``start`` up to (not including) ``end``."""
    out: list[str] = []
    for page in range(start[0], min(end[0] + 1, len(pages))):
        lo = start[1] if page == start[0] else 0
        hi = end[1] if page == end[0] else len(pages[page])
        out.extend(pages[page][i] for i in range(lo, hi) if i not in dropped[page])
    return out


__all__ = ["read_pdf"]
