"""Books from strangers: bombs, climbing paths, external entities, DRM, scans, garbage.

Each is refused (or read safely) with one sentence naming the file, in
bounded time and memory, and never with a traceback: a StudioError whose
cause is suppressed.
"""

from __future__ import annotations

import base64
import io
import resource
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import docx
import pytest

from studio.core.books import (
    BookError,
    NoTextLayerError,
    ProtectedBookError,
    UnsafeBookError,
    read_book,
)
from studio.core.books.archive import Archive
from studio.errors import StudioError

from .book_files import (
    Doc,
    write_bomb_epub,
    write_bomb_zip,
    write_raw_zip,
    write_scanned_pdf,
    write_zip,
)
from .conftest import TITLES, EpubFactory

MB = 2**20
PNG = base64.b64decode(  # a 1x1 PNG for python-docx to embed
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg=="
)


def _refusal(path: Path, kind: type[BookError] = BookError) -> str:
    """The one sentence ``read_book`` refuses ``path`` with."""
    with pytest.raises(kind) as caught:
        read_book(path)
    message = str(caught.value)
    assert isinstance(caught.value, StudioError)
    assert caught.value.__suppress_context__ or caught.value.__context__ is None
    assert str(path) in message and "\n" not in message and message.endswith(".")
    assert ". " not in message.replace(str(path), "")  # one sentence
    return message


def _bounded(run: Callable[[], object]) -> tuple[float, float, float]:
    """Seconds, Python's peak MB and the growth of the process's peak RSS, in MB."""
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    start = time.perf_counter()
    try:
        run()
    finally:
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1] / MB
        tracemalloc.stop()
    return seconds, peak, (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss) / 1024


@pytest.mark.parametrize("declared", [None, 8 * MB], ids=["honest-header", "lying-header"])
def test_a_zip_bomb_is_refused_quickly_in_bounded_memory(
    tmp_path: Path, declared: int | None
) -> None:
    # 1.5 GB of zeros, 1.5 MB on disk; the lying header claims 8 MB (under the cap).
    path = write_bomb_epub(tmp_path / "bomb.epub", 1536 * MB, declared)
    messages: list[str] = []
    seconds, peak, rss = _bounded(lambda: messages.append(_refusal(path)))
    assert seconds < 10 and peak < 100 and rss < 100
    if declared is None:
        assert "zip bomb" in messages[0]
    else:
        assert "cannot be unpacked" in messages[0]


def test_the_total_unpacked_size_is_capped_too(tmp_path: Path) -> None:
    entries = {f"OEBPS/part{i}.xhtml": bytes(40 * MB) for i in range(8)}
    path = write_zip(tmp_path / "many.epub", entries)
    archive = Archive(path, "EPUB")
    with archive, pytest.raises(UnsafeBookError, match="more than 256 MB of text"):
        for name in sorted(entries):
            archive.read(name)


def test_a_zip_with_a_huge_index_is_refused_before_it_is_read(tmp_path: Path) -> None:
    rows = [(f"e{i}.txt", b"\x03\x00", 0, 0, 0) for i in range(25_000)]
    path = write_raw_zip(tmp_path / "crowd.epub", rows)
    assert "25,000 files" in _refusal(path, UnsafeBookError)


def test_paths_that_climb_out_of_the_archive_are_ignored(make_epub: EpubFactory) -> None:
    evil = b"<html><body><p>EVIL TEXT</p></body></html>"
    extra = {"../evil.xhtml": evil, "/abs.xhtml": evil, "OEBPS/../../evil2.xhtml": evil}
    items = [("../../evil.xhtml", "application/xhtml+xml"), ("/abs.xhtml", "application/xhtml+xml")]
    path = make_epub(extra=extra, extra_items=items)
    with Archive(path, "EPUB") as archive:
        assert not {"../evil.xhtml", "/abs.xhtml", "OEBPS/../../evil2.xhtml"} & archive.names
    book = read_book(path)
    assert [c.title for c in book.chapters] == TITLES
    assert "EVIL" not in repr(book)


def test_external_entities_are_never_read(make_epub: EpubFactory, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET CONTENT")
    doctype = (
        f'<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">'
        f'<!ENTITY s SYSTEM "{secret.as_uri()}"><!ENTITY i "INTERNAL">]>'
    )
    docs = [Doc("a.xhtml", "<p>Before &e; &s; &i; after.</p>", doctype=doctype)]
    book = read_book(make_epub(docs=docs, toc=[(1, "One", "a.xhtml")]))
    assert book.chapters[0].paragraphs == ("Before after.",)
    html = tmp_path / "page.html"
    html.write_text(f"<?xml version='1.0'?>{doctype}<html><body><p>&s; &e; x</p></body></html>")
    assert read_book(html).chapters[0].paragraphs == ("x",)
    # python-docx's parser leaves entities unresolved as well.
    document = docx.Document()
    document.add_paragraph("PLACEHOLDER")
    document.save(str(tmp_path / "plain.docx"))
    with Archive(tmp_path / "plain.docx", "Word document") as archive:
        entries = {name: archive.read(name) for name in archive.names}
    xml = entries["word/document.xml"].decode()
    xml = xml.replace("<w:document", doctype.replace("x [", "w:document [") + "<w:document", 1)
    entries["word/document.xml"] = xml.replace("PLACEHOLDER", "Safe &s; text").encode()
    text = repr(read_book(write_zip(tmp_path / "xxe.docx", entries)))
    assert "TOP SECRET" not in text and "root:" not in text and "Safe" in text


def test_a_drm_protected_epub_says_so(make_epub: EpubFactory) -> None:
    rights = make_epub("rights.epub", extra={"META-INF/rights.xml": b"<rights/>"})
    assert "protected by DRM (Adobe ADEPT)" in _refusal(rights, ProtectedBookError)
    encryption = (
        b'<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" '
        b'xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData>'
        b'<enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc"/>'
        b'<enc:CipherData><enc:CipherReference URI="OEBPS/%s"/></enc:CipherData>'
        b"</enc:EncryptedData></encryption>"
    )
    locked = make_epub("locked.epub", extra={"META-INF/encryption.xml": encryption % b"ch1.xhtml"})
    assert "text documents are encrypted" in _refusal(locked, ProtectedBookError)
    # Obfuscated fonts are not DRM: the book reads.
    fonts = make_epub("fonts.epub", extra={"META-INF/encryption.xml": encryption % b"font.otf"})
    assert [c.title for c in read_book(fonts).chapters] == TITLES


def test_a_scanned_pdf_asks_for_ocr(tmp_path: Path) -> None:
    path = write_scanned_pdf(tmp_path / "scan.pdf", pages=3)
    message = _refusal(path, NoTextLayerError)
    assert message == (
        f"{path} has no text layer (it is a scanned image); run it through OCR first, or "
        "import a text version."
    )


@pytest.mark.parametrize(
    ("name", "data", "words"),
    [
        ("broken.epub", b"PK\x03\x04" + bytes(200), "not a readable"),
        ("broken.pdf", b"%PDF-1.7\n" + bytes(range(256)) * 8, "not a readable PDF"),
        ("old.doc", b"\xd0\xcf\x11\xe0" + bytes(600), "Word 97-2003"),
        ("book.mobi", bytes(60) + b"BOOKMOBI" + bytes(100), "Kindle"),
        ("random.bin", bytes(range(256)), "not a book the studio can read"),
        ("empty.epub", b"", "is empty"),
        ("notes.txt", b"Plain notes.", "import it as a script"),
    ],
)
def test_garbage_gets_one_sentence(tmp_path: Path, name: str, data: bytes, words: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    assert words in _refusal(path)


def test_a_zip_that_is_no_book(tmp_path: Path) -> None:
    path = write_zip(tmp_path / "photos.zip", {"a.jpg": b"\xff\xd8"})
    assert "neither an EPUB nor a Word document" in _refusal(path)


def test_missing_and_folder_paths(tmp_path: Path) -> None:
    assert "no such book file" in _refusal(tmp_path / "missing.epub")
    assert "is a folder" in _refusal(tmp_path)


def _docx_entries(tmp_path: Path, with_image: bool = False) -> dict[str, bytes]:
    document = docx.Document()
    document.add_heading("One", level=1)
    document.add_paragraph("Plain words.")
    if with_image:
        document.add_picture(io.BytesIO(PNG))
    document.save(str(tmp_path / "source.docx"))
    with Archive(tmp_path / "source.docx", "Word document") as archive:
        return {name: archive.read(name) for name in archive.names}


def test_a_word_document_bomb_is_refused(tmp_path: Path) -> None:
    entries = _docx_entries(tmp_path)
    path = write_bomb_zip(tmp_path / "bomb.docx", entries, "word/document.xml")
    seconds, peak, rss = _bounded(lambda: _refusal(path, UnsafeBookError))
    assert seconds < 10 and peak < 100 and rss < 100


def test_a_bomb_among_a_word_documents_images_is_never_unpacked(tmp_path: Path) -> None:
    entries = _docx_entries(tmp_path, with_image=True)
    image = next(name for name in entries if name.startswith("word/media/"))
    path = write_bomb_zip(tmp_path / "pictures.docx", entries, image)
    books = []
    seconds, peak, rss = _bounded(lambda: books.append(read_book(path)))
    assert seconds < 10 and peak < 100 and rss < 100
    assert [(c.title, c.paragraphs) for c in books[0].chapters] == [("One", ("Plain words.",))]
