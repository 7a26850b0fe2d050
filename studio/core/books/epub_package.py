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


def read_package(archive: Archive) -> Package:
    opf_path = _rootfile(archive)
    root = parse_xml(archive.read(opf_path))
    if root is None:
        raise archive.damaged(
            Said(
                QT_TRANSLATE_NOOP("StudioError", "its package file {0!r} is not well-formed XML"),
                opf_path,
            )
        )
    package = Package()
    titles = descendants_named(root, "title")
    package.title = text_of(titles[0]) if titles else ""
    creators = [text_of(c) for c in descendants_named(root, "creator")]
    package.author = " and ".join(c for c in creators[:3] if c)
    items: dict[str, tuple[str, str, set[str]]] = {}
    for item in descendants_named(root, "item"):
        found = resolve(opf_path, attribute(item, "href"))
        if found is not None:
            media = attribute(item, "media-type").lower()
            items[attribute(item, "id")] = (
                found[0],
                media,
                set(attribute(item, "properties").split()),
            )
    for path, media, properties in items.values():
        if "nav" in properties and archive.has(path):
            package.nav = package.nav or path
        if media == "application/x-dtbncx+xml" and archive.has(path):
            package.ncx = package.ncx or path
    spines = descendants_named(root, "spine")
    toc = attribute(spines[0], "toc") if spines else ""
    if toc in items and archive.has(items[toc][0]):
        package.ncx = items[toc][0]
    for ref in descendants_named(root, "itemref"):
        entry = items.get(attribute(ref, "idref"))
        if entry is None or entry[1] not in CONTENT_TYPES or not archive.has(entry[0]):
            continue
        if entry[0] not in package.spine:
            package.spine.append(entry[0])
        if attribute(ref, "linear").lower() == "no":
            package.nonlinear.add(entry[0])
    for reference in descendants_named(root, "reference"):
        found = resolve(opf_path, attribute(reference, "href"))
        if found is not None:
            package.guide.setdefault(found[0], set()).add(attribute(reference, "type").lower())
    if not package.spine:
        raise archive.damaged(
            Said(QT_TRANSLATE_NOOP("StudioError", "its spine lists no text documents"))
        )
    return package


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
