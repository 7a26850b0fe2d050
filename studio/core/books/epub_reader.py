"""EPUB 2 and 3 books: chapters from the table of contents, text from the spine.

Which table-of-contents entries are chapters: those at the chapter level
and those whose titles read as chapters or the contents at any level (the
rule of ``headings`` on the entries' depths, so a single entry that holds the
whole book gives way to its children), and below them, entries that start
another document, or that share a many-chapter document with their parent (a
part in one file, chapters at fragments in it). Other entries inside their
parent's own document (sections of a chapter) stay in its text.

Chapters come in spine order, each running to where the next one starts;
spine documents between two entries belong to the one before (a chapter
split over several files). Documents before the first entry (cover, title
page, copyright) become front chapters of their own when they hold text.
A chapter the table of contents does not name is named after its opening
heading, read aloud as any title; failing that, the studio names it ("Cover",
"Chapter 3"), and that name is never read.
"""

from __future__ import annotations

from pathlib import Path

from studio.core.books.archive import Archive
from studio.core.books.blocks import Flow, read_flow
from studio.core.books.book import Book, ChapterKind
from studio.core.books.epub_package import check_drm, read_package
from studio.core.books.epub_toc import TocEntry, read_nav, read_ncx
from studio.core.books.headings import chapter_starts, named_draft, without_title
from studio.core.books.markup import parse_markup
from studio.core.books.matter import Draft, build_chapters, matter_side
from studio.core.text.import_notes import no_table_of_contents
from studio.core.text.script_text import chapter_level_of
from studio.errors import Said

Position = tuple[int, int]  # (index in the reading order, block index in that document)
# Where a chapter starts, its title, and whether the title is the book's (read aloud).
Start = tuple[Position, str, bool]
_TYPE_TITLES = {
    "cover": "Cover",
    "titlepage": "Title page",
    "title-page": "Title page",
    "copyright-page": "Copyright",
    "dedication": "Dedication",
    "epigraph": "Epigraph",
    "toc": "Contents",
    "acknowledgments": "Acknowledgements",
    "acknowledgements": "Acknowledgements",
    "colophon": "Colophon",
    "index": "Index",
}


def read_epub(archive: Archive) -> Book:
    archive.what = "EPUB"
    check_drm(archive)
    package = read_package(archive)
    entries, landmarks = read_nav(archive, package.nav) if package.nav else ([], {})
    if not entries and package.ncx:
        entries = read_ncx(archive, package.ncx)
    types = {path: set(found) for path, found in package.guide.items()}
    for path, found in landmarks.items():
        types.setdefault(path, set()).update(found)
    listed = {entry.path for entry in entries}
    order = [p for p in package.spine if p not in package.nonlinear or p in listed]
    flows = [_flow(archive, path) for path in order]
    chosen = _chapter_entries(entries)
    starts = _starts(chosen, order, flows)
    title = package.title or Path(archive.source).stem
    notes: list[Said] = []
    if not starts:
        notes.append(no_table_of_contents(archive.source, len(order)))
    else:
        if package.nav is not None and package.nav in order:
            types.setdefault(package.nav, set()).add("toc")
        starts = _with_matter(starts, order, flows, types, listed, title)
    drafts = _drafts(starts, order, flows, types, title)
    chapters = build_chapters(drafts)
    return Book(archive.source, "epub", title, package.author, chapters, tuple(notes))


def _flow(archive: Archive, path: str) -> Flow:
    root = parse_markup(archive.read(path))
    return read_flow(root) if root is not None else Flow()


def _chapter_entries(entries: list[TocEntry]) -> list[TocEntry]:
    level = chapter_level_of([entry.depth for entry in entries])
    named = chapter_starts([(entry.depth, entry.title) for entry in entries])
    chosen: list[TocEntry] = []
    parents: list[TocEntry] = []
    for entry, start in zip(entries, named, strict=True):
        if level is None or (entry.depth < level and not start):
            continue
        while parents and parents[-1].depth >= entry.depth:
            parents.pop()
        if start or (parents and (entry.path != parents[-1].path or parents[-1].fragment)):
            chosen.append(entry)
            parents.append(entry)
    return chosen


def _starts(entries: list[TocEntry], order: list[str], flows: list[Flow]) -> list[Start]:
    """Where each chapter starts, in spine order; entries that land on the same place
    as an earlier one (a part and its first chapter) keep the first title."""
    index = {path: i for i, path in enumerate(order)}
    found: list[Start] = []
    for entry in entries:
        if entry.path not in index:
            continue
        doc = index[entry.path]
        block = flows[doc].anchors.get(entry.fragment, 0) if entry.fragment else 0
        found.append(((doc, block), entry.title, True))
    found.sort(key=lambda start: start[0])
    unique: list[Start] = []
    for start in found:
        if not unique or unique[-1][0] != start[0]:
            unique.append(start)
    return unique


def _with_matter(
    starts: list[Start],
    order: list[str],
    flows: list[Flow],
    types: dict[str, set[str]],
    listed: set[str],
    book_title: str,
) -> list[Start]:
    """``starts`` and a start at each unlisted document that is matter by its semantics
    (the navigation document, an "also by" page), which would otherwise run on as
    the text of the chapter before it."""
    extra: list[Start] = []
    for doc, path in enumerate(order):
        found = _semantics(flows[doc], 0, types.get(path, set()))
        side = matter_side("", found)
        if path in listed or side == "body" or not flows[doc].blocks:
            continue
        name, spoken = _untitled_name(flows[doc], found, book_title, len(flows[doc].blocks))
        extra.append(((doc, 0), name or f"{side.capitalize()} matter", spoken))
    merged = sorted(starts + extra, key=lambda start: start[0])
    return [s for i, s in enumerate(merged) if i == 0 or merged[i - 1][0] != s[0]]


def _drafts(
    starts: list[Start],
    order: list[str],
    flows: list[Flow],
    types: dict[str, set[str]],
    book_title: str,
) -> list[Draft]:
    drafts: list[Draft] = []
    first: Position = starts[0][0] if starts else (len(order), 0)
    # Before the first entry (all documents when there is no table of contents):
    # one chapter per document that holds text.
    for doc in range(min(first[0] + 1, len(order))):
        stop = first[1] if doc == first[0] else len(flows[doc].blocks)
        if stop == 0:
            continue
        found = _semantics(flows[doc], 0, types.get(order[doc], set()))
        texts = [block.text for block in flows[doc].blocks[:stop]]
        name, spoken = _untitled_name(flows[doc], found, book_title, stop)
        default: ChapterKind = "front" if starts else "body"
        if not name:
            name = "Opening" if starts else f"Chapter {len(drafts) + 1}"
        side = matter_side(name, found, default)
        if texts:
            drafts.append(_draft(name, texts, side, spoken))
    for i, ((doc, block), name, spoken) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else (len(order), 0)
        texts = []
        for d in range(doc, min(end[0] + 1, len(order))):
            lo = block if d == doc else 0
            hi = end[1] if d == end[0] else len(flows[d].blocks)
            texts.extend(b.text for b in flows[d].blocks[lo:hi])
        found = _semantics(flows[doc], block, types.get(order[doc], set()) if block == 0 else set())
        drafts.append(_draft(name, texts, matter_side(name, found), spoken))
    return drafts


def _draft(name: str, texts: list[str], side: ChapterKind, spoken: bool) -> Draft:
    if spoken:
        return Draft(name, without_title(texts, name), side)
    return named_draft(name, texts, side)


def _semantics(flow: Flow, block: int, extra: set[str]) -> set[str]:
    return flow.types.get(block, set()) | extra


def _untitled_name(flow: Flow, types: set[str], book_title: str, stop: int) -> tuple[str, bool]:
    """A name for a document the table of contents does not list, and whether it is the
    book's own heading (read aloud): its opening heading; else, never read, what its
    semantics call it, or its own <title> when that is not the book's ("" when none).
    A table of contents is "Contents" first: its heading is often the book's title."""
    if "toc" in types:
        return _TYPE_TITLES["toc"], False
    for block in flow.blocks[: min(stop, 3)]:
        if block.level is not None and block.level <= 3:
            return block.text, True
    for kind in sorted(types):
        if kind in _TYPE_TITLES:
            return _TYPE_TITLES[kind], False
    if flow.title and flow.title.casefold() != book_title.casefold():
        return flow.title, False
    return "", False


__all__ = ["read_epub"]
