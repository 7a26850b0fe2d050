"""``read_book``: any book file the studio reads, chosen by its content, then its name.

Content decides (a zip holding ``mimetype`` application/epub+zip or an OPF
container is an EPUB, one holding ``word/document.xml`` a Word document,
``%PDF-`` a PDF), so a misnamed file still opens; the extension only
decides for HTML, which has no signature. Formats the studio cannot read
get a sentence that says what to convert them to.
"""

from __future__ import annotations

from pathlib import Path

from studio.core.books.archive import DEFAULT_LIMITS, MIB, Archive, ArchiveLimits
from studio.core.books.book import Book
from studio.core.books.errors import BookError, UnsafeBookError
from studio.errors import QT_TRANSLATE_NOOP, Said

# pypdf and the HTML parser hold the whole file in memory.
MAX_PDF_BYTES = 512 * MIB
MAX_HTML_BYTES = 64 * MIB
BOOK_SUFFIXES = (".epub", ".docx", ".pdf", ".html", ".htm", ".xhtml")
_HTML_STARTS = (b"<!doctype html", b"<html", b"<?xml", b"<head", b"<body", b"<!--")
# The sentence for each format the studio cannot read ({0}: the file).
_UNSUPPORTED = {
    b"\xd0\xcf\x11\xe0": QT_TRANSLATE_NOOP(
        "StudioError",
        "{0} is a Word 97-2003 document (.doc); save it as .docx in Word or "
        "LibreOffice and import that.",
    ),
    b"{\\rtf": QT_TRANSLATE_NOOP(
        "StudioError",
        "{0} is an RTF document; save it as .docx in Word or LibreOffice and import that.",
    ),
}


def is_book_file(path: str | Path) -> bool:
    """Whether ``path`` is named like a book (the window and ``render`` read it as one)."""
    return Path(path).suffix.lower() in BOOK_SUFFIXES


def read_book(path: str | Path, *, limits: ArchiveLimits = DEFAULT_LIMITS) -> Book:
    """The book in ``path`` (EPUB 2/3, DOCX, PDF or HTML); BookError saying what is wrong."""
    # The readers (and lxml, pypdf, python-docx under them) load with the first book
    # read: ``is_book_file`` and the suffixes are what the window needs at start.
    from studio.core.books.html_reader import read_html
    from studio.core.books.pdf_reader import read_pdf

    path = Path(path)
    head = _head(path)
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        return _read_archive(path, limits)
    if b"%PDF-" in head[:1024]:
        return read_pdf(str(path), _whole(path, MAX_PDF_BYTES, "PDF"))
    for magic, sentence in _UNSUPPORTED.items():
        if head.startswith(magic):
            raise BookError(sentence, path)
    if head[60:68] in (b"BOOKMOBI", b"TEXtREAd"):
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is a Kindle book (MOBI/AZW); convert it to EPUB (with Calibre, for "
                "example) and import that.",
            ),
            path,
        )
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if path.suffix.lower() in (".html", ".htm", ".xhtml") or start.startswith(_HTML_STARTS):
        html = Said(QT_TRANSLATE_NOOP("StudioError", "HTML file"))
        return read_html(str(path), _whole(path, MAX_HTML_BYTES, html))
    if path.suffix.lower() in (".txt", ".md", ".markdown"):
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is a text script, not a book; import it as a script instead."
            ),
            path,
        )
    raise BookError(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} is not a book the studio can read; "
            "import an EPUB, Word (.docx), PDF or HTML file.",
        ),
        path,
    )


def _head(path: Path) -> bytes:
    if path.is_dir():
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is a folder; choose a book file (EPUB, DOCX, PDF or HTML)."
            ),
            path,
        )
    if not path.is_file():
        raise BookError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such book file; check the path."), path
        )
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096)
    except PermissionError:
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot read {0}: permission denied; check its permissions."
            ),
            path,
        ) from None
    except OSError as exc:
        raise BookError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."), path, exc.strerror or exc
        ) from None
    if not head:
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is empty (0 bytes); choose the book file itself."
            ),
            path,
        )
    return head


def _whole(path: Path, limit: int, what: str | Said) -> bytes:
    """The whole file, up to ``limit`` bytes; ``what`` names its kind ("PDF", or a clause)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise BookError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."), path, exc.strerror or exc
        ) from None
    if len(data) > limit:
        raise UnsafeBookError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is larger than {1} MB, more than any {2} book needs; "
                "check that it is the right file, or split it.",
            ),
            path,
            limit // MIB,
            what,
        )
    return data


def _read_archive(path: Path, limits: ArchiveLimits) -> Book:
    from studio.core.books.docx_reader import read_docx
    from studio.core.books.epub_reader import read_epub

    kind = Said(QT_TRANSLATE_NOOP("StudioError", "book archive"))
    with Archive(path, kind, limits) as archive:
        mimetype = archive.read("mimetype")[:64].strip() if archive.has("mimetype") else b""
        if mimetype == b"application/epub+zip" or archive.has("META-INF/container.xml"):
            return read_epub(archive)
        if archive.has("word/document.xml"):
            return read_docx(archive)
    raise BookError(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} is a zip archive but neither an EPUB nor a Word document; import an EPUB, "
            "Word (.docx), PDF or HTML file.",
        ),
        path,
    )


__all__ = ["BOOK_SUFFIXES", "MAX_HTML_BYTES", "MAX_PDF_BYTES", "is_book_file", "read_book"]
