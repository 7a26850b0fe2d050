"""An EPUB's package: its container, OPF (metadata, manifest, spine, guide) and DRM.

Read straight from the archive with the capped reader and the safe parser
rather than through ebooklib: ``ebooklib.epub.read_epub`` reads every entry
of the zip into memory at once, with no size limit and no way to give it one,
and it parses with lxml's defaults. What a narrator needs of an EPUB (the
spine, the table of contents, the text) is little enough to read directly.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass, field
from typing import NamedTuple
from urllib.parse import unquote, urlsplit

from studio.core.books.archive import Archive
from studio.core.books.errors import ProtectedBookError
from studio.core.books.markup import Node, attribute, descendants_named, parse_xml, text_of
from studio.errors import QT_TRANSLATE_NOOP, Said

CONTENT_TYPES = ("application/xhtml+xml", "text/html", "application/xml", "text/xml")
_DOCUMENT_SUFFIXES = (".xhtml", ".html", ".htm", ".xml", ".opf", ".ncx")
# Files that only a DRM scheme puts in a book, with the scheme's name.
_DRM_FILES = {
    "META-INF/rights.xml": "Adobe ADEPT",
    "META-INF/license.lcpl": "Readium LCP",
    "META-INF/sinf.xml": "Apple FairPlay",
}


@dataclass
class Package:
    """What the OPF says: title, author, the content documents in reading order
    (archive paths; non-linear ones in ``nonlinear``), the navigation document and
    NCX, and the guide's types per document."""

    title: str = ""
    author: str = ""
    spine: list[str] = field(default_factory=list)
    nonlinear: set[str] = field(default_factory=set)
    nav: str | None = None
    ncx: str | None = None
    guide: dict[str, set[str]] = field(default_factory=dict)


def resolve(base: str, href: str) -> tuple[str, str] | None:
    """(archive path, fragment) of ``href`` relative to the entry ``base``; None for
    links outside the archive (another site, or a path that climbs out)."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return None
    if not parts.path:
        return base, unquote(parts.fragment)
    path = posixpath.normpath(posixpath.join(posixpath.dirname(base), unquote(parts.path)))
    if path.startswith(("../", "/")) or path == "..":
        return None
    return path, unquote(parts.fragment)


def check_drm(archive: Archive) -> None:
    """ProtectedBookError when the book's text is encrypted.

    Encrypted fonts alone are not: publishers obfuscate embedded fonts (the
    IDPF algorithm) in books anyone may read, and the text is still there.
    """
    for name, scheme in _DRM_FILES.items():
        if archive.has(name):
            raise _protected(archive, scheme)
    if not archive.has("META-INF/encryption.xml"):
        return
    root = parse_xml(archive.read("META-INF/encryption.xml"))
    if root is None:
        raise _protected(
            archive, Said(QT_TRANSLATE_NOOP("StudioError", "an unreadable encryption.xml"))
        )
    for reference in descendants_named(root, "cipherreference"):
        if unquote(attribute(reference, "URI")).lower().endswith(_DOCUMENT_SUFFIXES):
            raise _protected(
                archive,
                Said(QT_TRANSLATE_NOOP("StudioError", "its text documents are encrypted")),
            )


def _protected(archive: Archive, scheme: str | Said) -> ProtectedBookError:
    """``scheme``: the DRM's name ("Adobe ADEPT"), or a clause saying what was found."""
    return ProtectedBookError(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} is protected by DRM ({1}), so its text cannot be read; "
            "import a DRM-free copy of the book (ask the shop or the publisher for one).",
        ),
        archive.source,
        scheme,
    )


class _Item(NamedTuple):
    """An entry of the OPF's manifest: its archive path, media type and properties."""

    path: str
    media: str
    properties: set[str]


def read_package(archive: Archive) -> Package:
    """The package of the book in ``archive``; the book is damaged when its OPF is not
    well-formed or its spine lists no text document the archive holds."""
    opf_path = _rootfile(archive)
    root = parse_xml(archive.read(opf_path))
    if root is None:
        raise archive.damaged(
            Said(
                QT_TRANSLATE_NOOP("StudioError", "its package file {0!r} is not well-formed XML"),
                opf_path,
            )
        )
    items = _manifest(root, opf_path)
    spine, nonlinear = _reading_order(archive, root, items)
    if not spine:
        raise archive.damaged(
            Said(QT_TRANSLATE_NOOP("StudioError", "its spine lists no text documents"))
        )
    title, author = _metadata(root)
    nav, ncx = _navigation(archive, root, items)
    return Package(
        title=title,
        author=author,
        spine=spine,
        nonlinear=nonlinear,
        nav=nav,
        ncx=ncx,
        guide=_guide(root, opf_path),
    )


def _metadata(root: Node) -> tuple[str, str]:
    """The title and the author (up to three creators, joined by "and")."""
    titles = descendants_named(root, "title")
    creators = [text_of(c) for c in descendants_named(root, "creator")]
    return text_of(titles[0]) if titles else "", " and ".join(c for c in creators[:3] if c)


def _manifest(root: Node, opf_path: str) -> dict[str, _Item]:
    """The manifest's items inside the archive, by id."""
    items: dict[str, _Item] = {}
    for item in descendants_named(root, "item"):
        found = resolve(opf_path, attribute(item, "href"))
        if found is not None:
            items[attribute(item, "id")] = _Item(
                found[0],
                attribute(item, "media-type").lower(),
                set(attribute(item, "properties").split()),
            )
    return items


def _reading_order(
    archive: Archive, root: Node, items: dict[str, _Item]
) -> tuple[list[str], set[str]]:
    """The spine's content documents that the archive holds, each once and in order,
    and which of them are not linear."""
    spine: list[str] = []
    nonlinear: set[str] = set()
    for ref in descendants_named(root, "itemref"):
        item = items.get(attribute(ref, "idref"))
        if item is None or item.media not in CONTENT_TYPES or not archive.has(item.path):
            continue
        if item.path not in spine:
            spine.append(item.path)
        if attribute(ref, "linear").lower() == "no":
            nonlinear.add(item.path)
    return spine, nonlinear


def _navigation(
    archive: Archive, root: Node, items: dict[str, _Item]
) -> tuple[str | None, str | None]:
    """The navigation document and the NCX that the archive holds: the first of each in
    the manifest, though the NCX the spine names as its ``toc`` comes first."""
    nav: str | None = None
    ncx: str | None = None
    for item in items.values():
        if "nav" in item.properties and archive.has(item.path):
            nav = nav or item.path
        if item.media == "application/x-dtbncx+xml" and archive.has(item.path):
            ncx = ncx or item.path
    spines = descendants_named(root, "spine")
    toc = attribute(spines[0], "toc") if spines else ""
    if toc in items and archive.has(items[toc].path):
        ncx = items[toc].path
    return nav, ncx


def _guide(root: Node, opf_path: str) -> dict[str, set[str]]:
    """The guide's types (``toc``, ``text``...) of each document it points into."""
    guide: dict[str, set[str]] = {}
    for reference in descendants_named(root, "reference"):
        found = resolve(opf_path, attribute(reference, "href"))
        if found is not None:
            guide.setdefault(found[0], set()).add(attribute(reference, "type").lower())
    return guide


def _rootfile(archive: Archive) -> str:
    if not archive.has("META-INF/container.xml"):
        raise archive.damaged(
            Said(QT_TRANSLATE_NOOP("StudioError", "it has no META-INF/container.xml"))
        )
    root: Node | None = parse_xml(archive.read("META-INF/container.xml"))
    if root is None:
        raise archive.damaged(
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError", "its META-INF/container.xml is not well-formed XML"
                )
            )
        )
    for rootfile in descendants_named(root, "rootfile"):
        found = resolve("", attribute(rootfile, "full-path"))
        media = attribute(rootfile, "media-type") or "application/oebps-package+xml"
        if found is not None and media == "application/oebps-package+xml" and archive.has(found[0]):
            return found[0]
    raise archive.damaged(
        Said(QT_TRANSLATE_NOOP("StudioError", "its container names no package file it holds"))
    )


__all__ = ["CONTENT_TYPES", "Package", "check_drm", "read_package", "resolve"]
