"""What an EPUB's package says: its spine, navigation and guide, and when it is damaged."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.core.books import BookError, read_book
from studio.core.books.archive import Archive
from studio.core.books.epub_package import read_package

from .book_files import Doc, epub_entries, write_zip

_OPF = "OEBPS/content.opf"


def _package(tmp_path: Path, opf: str, files: list[str]) -> Path:
    """An EPUB with this OPF and, under OEBPS/, these files (a one-line XHTML each)."""
    entries = epub_entries([], [], nav=False, ncx=False)
    entries[_OPF] = (
        '<?xml version="1.0" encoding="utf-8"?>'
        '<package xmlns="http://www.idpf.org/2007/opf" version="2.0">'
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>T</dc:title>'
        f"</metadata>{opf}</package>"
    ).encode()
    for name in files:
        entries[f"OEBPS/{name}"] = b"<html><body><p>Words.</p></body></html>"
    return write_zip(tmp_path / "book.epub", entries)


def _item(ident: str, href: str, media: str = "application/xhtml+xml") -> str:
    return f'<item id="{ident}" href="{href}" media-type="{media}"/>'


def test_the_spine_is_each_text_document_held_once_in_order(tmp_path: Path) -> None:
    manifest = "".join(
        [
            _item("a", "a.xhtml"),
            _item("b", "b.xhtml"),
            _item("gone", "gone.xhtml"),  # named, not in the archive
            _item("pic", "pic.jpg", "image/jpeg"),
            _item("notes", "notes.xhtml"),
        ]
    )
    spine = "".join(
        f'<itemref idref="{ident}"{extra}/>'
        for ident, extra in [
            ("b", ""),
            ("unknown", ""),
            ("gone", ""),
            ("pic", ""),
            ("a", ""),
            ("b", ""),
            ("notes", ' linear="no"'),
        ]
    )
    path = _package(
        tmp_path,
        f"<manifest>{manifest}</manifest><spine>{spine}</spine>",
        ["a.xhtml", "b.xhtml", "pic.jpg", "notes.xhtml"],
    )
    with Archive(path, "EPUB") as archive:
        package = read_package(archive)
    assert package.spine == ["OEBPS/b.xhtml", "OEBPS/a.xhtml", "OEBPS/notes.xhtml"]
    assert package.nonlinear == {"OEBPS/notes.xhtml"}


def test_the_spines_toc_is_the_ncx_and_the_guide_types_each_document(tmp_path: Path) -> None:
    manifest = "".join(
        [
            _item("a", "a.xhtml"),
            '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" '
            'properties="nav scripted"/>',
            _item("first", "first.ncx", "application/x-dtbncx+xml"),
            _item("named", "toc.ncx", "application/x-dtbncx+xml"),
        ]
    )
    guide = (
        '<guide><reference type="TOC" href="nav.xhtml"/><reference type="text" href="a.xhtml#s"/>'
        '<reference type="cover" href="a.xhtml"/><reference type="x" href="http://a.b/c"/></guide>'
    )
    path = _package(
        tmp_path,
        f'<manifest>{manifest}</manifest><spine toc="named"><itemref idref="a"/></spine>{guide}',
        ["a.xhtml", "nav.xhtml", "first.ncx", "toc.ncx"],
    )
    with Archive(path, "EPUB") as archive:
        package = read_package(archive)
    assert (package.nav, package.ncx) == ("OEBPS/nav.xhtml", "OEBPS/toc.ncx")
    assert package.guide == {"OEBPS/nav.xhtml": {"toc"}, "OEBPS/a.xhtml": {"text", "cover"}}


def test_without_a_toc_the_first_ncx_the_archive_holds_is_taken(tmp_path: Path) -> None:
    manifest = "".join(
        [
            _item("a", "a.xhtml"),
            _item("gone", "gone.ncx", "application/x-dtbncx+xml"),
            _item("first", "first.ncx", "application/x-dtbncx+xml"),
            _item("second", "second.ncx", "application/x-dtbncx+xml"),
        ]
    )
    path = _package(
        tmp_path,
        f'<manifest>{manifest}</manifest><spine toc="gone"><itemref idref="a"/></spine>',
        ["a.xhtml", "first.ncx", "second.ncx"],
    )
    with Archive(path, "EPUB") as archive:
        package = read_package(archive)
    assert (package.nav, package.ncx) == (None, "OEBPS/first.ncx")


@pytest.mark.parametrize(
    ("opf", "files", "words"),
    [
        ("<manifest><item id=", [], "its package file 'OEBPS/content.opf' is not well-formed XML"),
        (
            f'<manifest>{_item("a", "a.xhtml")}</manifest><spine><itemref idref="a"/></spine>',
            [],  # the one document is not in the archive
            "its spine lists no text documents",
        ),
        (
            f"<manifest>{_item('p', 'p.jpg', 'image/jpeg')}</manifest>"
            '<spine><itemref idref="p"/></spine>',
            ["p.jpg"],
            "its spine lists no text documents",
        ),
    ],
)
def test_a_package_without_readable_text_is_damaged(
    tmp_path: Path, opf: str, files: list[str], words: str
) -> None:
    path = _package(tmp_path, opf, files)
    with pytest.raises(BookError) as caught:
        read_book(path)
    message = str(caught.value)
    assert str(path) in message and words in message


def test_the_first_three_creators_are_the_author(tmp_path: Path) -> None:
    entries = epub_entries([Doc("a.xhtml", "<p>Words.</p>")], [], nav=False, ncx=False)
    creators = "".join(f"<dc:creator>{name}</dc:creator>" for name in ["A", "", "B", "C", "D"])
    entries[_OPF] = entries[_OPF].replace(b"<dc:creator>Ann Author</dc:creator>", creators.encode())
    with Archive(write_zip(tmp_path / "book.epub", entries), "EPUB") as archive:
        package = read_package(archive)
    assert (package.title, package.author) == ("The Test Book", "A and B")
