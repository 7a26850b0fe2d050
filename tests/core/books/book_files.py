"""Books written by the tests themselves: EPUB (zip by hand), DOCX, PDF and hostile files.

Nothing is downloaded; each builder writes the smallest file of its kind
that a real producer could have written, so a test can change one part.
"""

from __future__ import annotations

import io
import struct
import zipfile
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

XHTML_NS = 'xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"'


@dataclass(frozen=True)
class Doc:
    """A content document under OEBPS/: its file name and the XHTML inside <body>."""

    name: str
    body: str
    title: str = "The Test Book"
    body_type: str = ""
    linear: bool = True
    doctype: str = ""


def xhtml(doc: Doc) -> bytes:
    body_type = f' epub:type="{doc.body_type}"' if doc.body_type else ""
    return (
        f'<?xml version="1.0" encoding="utf-8"?>\n{doc.doctype}\n'
        f"<html {XHTML_NS}><head><title>{escape(doc.title)}</title></head>"
        f"<body{body_type}>{doc.body}</body></html>"
    ).encode()


def _nav_list(toc: Sequence[tuple[int, str, str]]) -> str:
    out: list[str] = []
    depth = 0
    for level, title, href in toc:
        if level > depth:
            out.extend(["<ol>"] * (level - depth))
        else:
            out.append("</li>")
            while depth > level:
                out.append("</ol></li>")
                depth -= 1
        depth = level
        out.append(f'<li><a href="{href}">{escape(title)}</a>')
    while depth > 0:
        out.append("</li></ol>")
        depth -= 1
    return "".join(out)


def _ncx(toc: Sequence[tuple[int, str, str]]) -> bytes:
    out: list[str] = []
    depth = 0
    for n, (level, title, href) in enumerate(toc, 1):
        while depth >= level:
            out.append("</navPoint>")
            depth -= 1
        out.append(
            f'<navPoint id="p{n}" playOrder="{n}"><navLabel><text>{escape(title)}</text>'
            f'</navLabel><content src="{href}"/>'
        )
        depth = level
    out.extend(["</navPoint>"] * depth)
    return (
        '<?xml version="1.0" encoding="utf-8"?>'
        '<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head/>'
        f"<docTitle><text>The Test Book</text></docTitle><navMap>{''.join(out)}</navMap></ncx>"
    ).encode()


def epub_entries(
    docs: Sequence[Doc],
    toc: Sequence[tuple[int, str, str]],
    *,
    nav: bool = True,
    ncx: bool = True,
    guide: Sequence[tuple[str, str]] = (),
    landmarks: Sequence[tuple[str, str]] = (),
    title: str = "The Test Book",
    author: str = "Ann Author",
    extra_items: Sequence[tuple[str, str]] = (),
    nav_at: int | None = None,
) -> dict[str, bytes]:
    """The entries of an EPUB (3 with ``nav``, else 2); ``toc``: (depth, title, href).

    ``nav_at``: the navigation document's place in the spine (default: not in it).
    """
    entries: dict[str, bytes] = {
        "mimetype": b"application/epub+zip",
        "META-INF/container.xml": (
            b'<?xml version="1.0"?><container version="1.0" '
            b'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
            b'<rootfile full-path="OEBPS/content.opf" '
            b'media-type="application/oebps-package+xml"/></rootfiles></container>'
        ),
    }
    manifest = [
        f'<item id="d{i}" href="{doc.name}" media-type="application/xhtml+xml"/>'
        for i, doc in enumerate(docs)
    ]
    manifest += [
        f'<item id="x{i}" href="{h}" media-type="{m}"/>' for i, (h, m) in enumerate(extra_items)
    ]
    linear = {True: "", False: ' linear="no"'}
    spine = [f'<itemref idref="d{i}"{linear[doc.linear]}/>' for i, doc in enumerate(docs)]
    if nav_at is not None:
        spine.insert(nav_at, '<itemref idref="nav"/>')
    for doc in docs:
        entries[f"OEBPS/{doc.name}"] = xhtml(doc)
    if nav:
        manifest.append(
            '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
        )
        marks = "".join(f'<li><a epub:type="{t}" href="{h}">{t}</a></li>' for t, h in landmarks)
        entries["OEBPS/nav.xhtml"] = xhtml(
            Doc(
                "nav.xhtml",
                f'<nav epub:type="toc"><h1>Contents</h1>{_nav_list(toc)}</nav>'
                + (f'<nav epub:type="landmarks"><ol>{marks}</ol></nav>' if landmarks else ""),
            )
        )
    if ncx:
        manifest.append('<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>')
        entries["OEBPS/toc.ncx"] = _ncx(toc)
    spine_toc = ' toc="ncx"' if ncx else ""
    references = "".join(f'<reference type="{t}" href="{h}" title="{t}"/>' for t, h in guide)
    entries["OEBPS/content.opf"] = (
        '<?xml version="1.0" encoding="utf-8"?>'
        f'<package xmlns="http://www.idpf.org/2007/opf" version="{"3.0" if nav else "2.0"}">'
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
        f"<dc:title>{escape(title)}</dc:title><dc:creator>{escape(author)}</dc:creator>"
        "<dc:language>en</dc:language></metadata>"
        f"<manifest>{''.join(manifest)}</manifest>"
        f"<spine{spine_toc}>{''.join(spine)}</spine>"
        f"{f'<guide>{references}</guide>' if guide else ''}</package>"
    ).encode()
    return entries


def write_zip(path: Path, entries: Mapping[str, bytes]) -> Path:
    """A zip with ``mimetype`` first and stored (as EPUB requires), the rest deflated."""
    with zipfile.ZipFile(path, "w") as out:
        for name, data in entries.items():
            method = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            out.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), data, method)
    return path


# ------------------------------------------------------------------ zip bomb


def _zeros_deflated(size: int) -> tuple[bytes, int]:
    """Raw deflate data of ``size`` zero bytes (a whole number of MiB) and its CRC-32,
    made without compressing them: after a full flush the compressor forgets its
    history, so every MiB of zeros compresses to the same bytes."""
    mib = bytes(2**20)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = compressor.compress(mib) + compressor.flush(zlib.Z_FULL_FLUSH)
    assert compressor.compress(mib) + compressor.flush(zlib.Z_FULL_FLUSH) == block
    count = size // 2**20
    crc = 0
    for _ in range(count):
        crc = zlib.crc32(mib, crc)
    return block * count + compressor.flush(zlib.Z_FINISH), crc


def write_raw_zip(path: Path, entries: Sequence[tuple[str, bytes, int, int, int]]) -> Path:
    """A zip from (name, deflated data, crc, unpacked size, declared unpacked size),
    headers written by hand so that the declared size can lie."""
    local = io.BytesIO()
    central = io.BytesIO()
    for name, data, crc, _, declared in entries:
        offset = local.tell()
        raw_name = name.encode()
        header = struct.pack(
            "<4s5H3L2H", b"PK\x03\x04", 20, 0, 8, 0, 0x21, crc, len(data), declared,
            len(raw_name), 0,
        )  # fmt: skip
        local.write(header + raw_name + data)
        central.write(
            struct.pack(
                "<4s6H3L5H2L",
                b"PK\x01\x02",
                20,
                20,
                0,
                8,
                0,
                0x21,
                crc,
                len(data),
                declared,
                len(raw_name),
                0,
                0,
                0,
                0,
                0,
                offset,
            )  # fmt: skip
            + raw_name
        )
    directory = central.getvalue()
    end = struct.pack(
        "<4s4H2LH", b"PK\x05\x06", 0, 0, len(entries), len(entries), len(directory),
        local.tell(), 0,
    )  # fmt: skip
    path.write_bytes(local.getvalue() + directory + end)
    return path


def deflated(data: bytes) -> tuple[bytes, int, int]:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush(), zlib.crc32(data), len(data)


def write_bomb_zip(
    path: Path,
    entries: Mapping[str, bytes],
    bomb: str,
    unpacked: int = 1536 * 2**20,
    declared: int | None = None,
) -> Path:
    """A zip of ``entries`` in which entry ``bomb`` unpacks to ``unpacked`` bytes of
    zeros; the headers declare ``declared`` bytes for it (default: the truth)."""
    rows = []
    for name, data in {**entries, bomb: b""}.items():
        if name == bomb:
            packed, crc = _zeros_deflated(unpacked)
            rows.append((name, packed, crc, unpacked, unpacked if declared is None else declared))
        else:
            packed, crc, size = deflated(data)
            rows.append((name, packed, crc, size, size))
    return write_raw_zip(path, rows)


def write_bomb_epub(path: Path, unpacked: int = 1536 * 2**20, declared: int | None = None) -> Path:
    """An EPUB whose one chapter is a zip bomb (see ``write_bomb_zip``)."""
    entries = epub_entries([Doc("bomb.xhtml", "<p>x</p>")], [(1, "Bomb", "bomb.xhtml")])
    return write_bomb_zip(path, entries, "OEBPS/bomb.xhtml", unpacked, declared)


# ------------------------------------------------------------------ PDF


def write_pdf(
    path: Path,
    pages: Sequence[Sequence[str]],
    outline: Sequence[tuple[str, int, int | None]] = (),
    *,
    title: str | None = None,
) -> Path:
    """A PDF drawing each page's lines in Helvetica, top to bottom; ``outline``:
    (title, page index, index of the parent entry or None)."""
    from pypdf import PdfWriter
    from pypdf.generic import ContentStream, DictionaryObject, IndirectObject, NameObject

    writer = PdfWriter()
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
            NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
        }
    )
    for lines in pages:
        page = writer.add_blank_page(612, 792)
        page[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})}
        )
        ops = ["BT /F1 11 Tf 14 TL 72 750 Td"]
        for line in lines:
            text = line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            ops.append(f"({text}) Tj T*")
        ops.append("ET")
        stream = ContentStream(None, writer)
        stream.set_data("\n".join(ops).encode("cp1252"))
        page.replace_contents(stream)
    added: list[IndirectObject] = []
    for name, page_number, parent in outline:
        parent_ref = added[parent] if parent is not None else None
        added.append(
            writer.add_outline_item(title=name, page_number=page_number, parent=parent_ref)
        )
    if title:
        writer.add_metadata({"/Title": title, "/Author": "Ann Author"})
    with open(path, "wb") as handle:
        writer.write(handle)
    return path


def write_scanned_pdf(path: Path, pages: int = 3) -> Path:
    """A PDF whose pages are images only, as a scanner makes them (written by hand)."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>"]
    kids = " ".join(f"{3 + 3 * i} 0 R" for i in range(pages))
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>".encode())
    pixels = bytes(range(64))
    for i in range(pages):
        page, content, image = 3 + 3 * i, 4 + 3 * i, 5 + 3 * i
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {content} 0 R "
            f"/Resources << /XObject << /Im0 {image} 0 R >> >> >>".encode()
        )
        draw = b"q 500 0 0 700 50 50 cm /Im0 Do Q"
        objects.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(draw), draw))
        objects.append(
            b"<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray "
            b"/BitsPerComponent 8 /Length %d >>\nstream\n%s\nendstream" % (len(pixels), pixels)
        )
        del page
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n%s\nendobj\n" % (number, body))
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    out.writelines(b"%010d 00000 n \n" % offset for offset in offsets)
    out.write(
        b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    )
    path.write_bytes(out.getvalue())
    return path
