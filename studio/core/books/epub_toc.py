"""An EPUB's table of contents: the EPUB 3 navigation document, or the EPUB 2 NCX.

Both become one flat list of entries with their depth (1 for the top
level), title and target; the EPUB 3 landmarks become types per document,
like the EPUB 2 guide.
"""

from __future__ import annotations

from dataclasses import dataclass

from studio.core.books.archive import Archive
from studio.core.books.epub_package import resolve
from studio.core.books.markup import (
    Node,
    attribute,
    children_named,
    descendants_named,
    local_name,
    parse_markup,
    parse_xml,
    text_of,
)


@dataclass(frozen=True)
class TocEntry:
    depth: int
    title: str
    path: str
    fragment: str


def _nav_type(nav: Node) -> set[str]:
    return set(attribute(nav, "type").lower().split())


def read_nav(archive: Archive, path: str) -> tuple[list[TocEntry], dict[str, set[str]]]:
    """The entries of the navigation document's ``toc`` nav, and its landmarks."""
    root = parse_markup(archive.read(path))
    if root is None:
        return [], {}
    navs = descendants_named(root, "nav")
    tocs = [nav for nav in navs if "toc" in _nav_type(nav)] or navs[:1]
    entries: list[TocEntry] = []
    if tocs:
        entries = _walk_lists(path, [c for c in tocs[0] if local_name(c) in ("ol", "ul")], 1)
    landmarks: dict[str, set[str]] = {}
    for nav in navs:
        if "landmarks" not in _nav_type(nav):
            continue
        for link in descendants_named(nav, "a"):
            target = resolve(path, attribute(link, "href"))
            if target is not None:
                landmarks.setdefault(target[0], set()).update(_nav_type(link))
    return entries, landmarks


def _walk_lists(path: str, lists: list[Node], depth: int) -> list[TocEntry]:
    """The entries of (nested) lists in document order; an explicit stack, not recursion."""
    out: list[TocEntry] = []
    stack: list[tuple[Node, int]] = [
        (item, depth) for lst in reversed(lists) for item in reversed(children_named(lst, "li"))
    ]
    while stack:
        item, level = stack.pop()
        links = [c for c in item if local_name(c) in ("a", "span")]
        if links and local_name(links[0]) == "a":
            target = resolve(path, attribute(links[0], "href"))
            title = text_of(links[0])
            if target is not None and title:
                out.append(TocEntry(level, title, *target))
        nested = [c for c in item if local_name(c) in ("ol", "ul")]
        stack.extend(
            (child, level + 1)
            for lst in reversed(nested)
            for child in reversed(children_named(lst, "li"))
        )
    return out


def read_ncx(archive: Archive, path: str) -> list[TocEntry]:
    """The entries of an NCX's navMap, in order."""
    root = parse_xml(archive.read(path))
    maps = descendants_named(root, "navmap") if root is not None else []
    if not maps:
        return []
    out: list[TocEntry] = []
    stack: list[tuple[Node, int]] = [
        (point, 1) for point in reversed(children_named(maps[0], "navpoint"))
    ]
    while stack:
        point, depth = stack.pop()
        labels = children_named(point, "navlabel")
        contents = children_named(point, "content")
        title = text_of(labels[0]) if labels else ""
        target = resolve(path, attribute(contents[0], "src")) if contents else None
        if target is not None and title:
            out.append(TocEntry(depth, title, *target))
        stack.extend((child, depth + 1) for child in reversed(children_named(point, "navpoint")))
    return out


__all__ = ["TocEntry", "read_nav", "read_ncx"]
