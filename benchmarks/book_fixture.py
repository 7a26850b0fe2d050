"""A big EPUB for measuring book import: about 300,000 words, written on the spot.

``write_big_epub(path)`` writes an EPUB 3 (navigation document and NCX) of
``chapters`` chapters of made-up prose, with dialogue between named speakers,
front and back matter, the way a trade novel is built. The text is random
but fixed by ``seed``, so two runs measure the same book. Row 12 imports it
into the window (``project_probe.py``) and ``book_import.py`` measures its import
alone; to measure reading it by hand::

    python benchmarks/book_fixture.py [WORDS]
"""

from __future__ import annotations

import random
import resource
import sys
import time
import tracemalloc
import zipfile
from pathlib import Path
from tempfile import TemporaryDirectory
from xml.sax.saxutils import escape

_SYLLABLES = "ka lo mi ne ra si to vu be da fe gi ho ju ly mo na pe qui re sa ti".split()
_SPEAKERS = ("Alice", "Bob", "Mr. Darcy", "Elizabeth")
_VERBS = ("said", "asked", "replied", "answered", "whispered")
_XHTML = (
    '<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" '
    'xmlns:epub="http://www.idpf.org/2007/ops"><head><title>{title}</title></head>'
    '<body epub:type="{kind}"><h1>{title}</h1>{body}</body></html>'
)


def _sentence(rng: random.Random, words: list[str]) -> str:
    chosen = rng.choices(words, k=rng.randint(6, 18))
    return " ".join(chosen).capitalize() + rng.choice(".....!?")


def _paragraph(rng: random.Random, words: list[str]) -> tuple[str, int]:
    if rng.random() < 0.3:
        speaker = rng.choice(_SPEAKERS)
        quote = _sentence(rng, words).rstrip(".!?") + ","
        rest = _sentence(rng, words)
        text = f"\u201c{quote}\u201d {rng.choice(_VERBS)} {speaker}. {rest}"
    else:
        text = " ".join(_sentence(rng, words) for _ in range(rng.randint(2, 6)))
    return f"<p>{escape(text)}</p>", len(text.split())


def write_big_epub(path: Path, words: int = 300_000, chapters: int = 40, seed: int = 0) -> Path:
    """Write the EPUB to ``path`` (about ``words`` words in ``chapters`` chapters)."""
    rng = random.Random(seed)
    vocabulary = ["".join(rng.choices(_SYLLABLES, k=rng.randint(1, 3))) for _ in range(5000)]
    docs: list[tuple[str, str, str]] = [
        ("copyright.xhtml", "Copyright", "frontmatter copyright-page"),
    ]
    docs += [
        (f"chapter{n:03}.xhtml", f"Chapter {n}", "bodymatter chapter")
        for n in range(1, chapters + 1)
    ]
    docs.append(("acknowledgements.xhtml", "Acknowledgements", "backmatter acknowledgments"))
    per_chapter = words // chapters
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", zipfile.ZIP_STORED)
        out.writestr(
            "META-INF/container.xml",
            '<?xml version="1.0"?><container version="1.0" '
            'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile '
            'full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
            "</rootfiles></container>",
        )
        for name, title, kind in docs:
            budget = per_chapter if kind.startswith("body") else 60
            paragraphs: list[str] = []
            while budget > 0:
                paragraph, count = _paragraph(rng, vocabulary)
                paragraphs.append(paragraph)
                budget -= count
            body = "".join(paragraphs)
            out.writestr(f"OEBPS/{name}", _XHTML.format(title=title, kind=kind, body=body))
        links = "".join(f'<li><a href="{n}">{t}</a></li>' for n, t, _ in docs)
        nav = f'<nav epub:type="toc"><h1>Contents</h1><ol>{links}</ol></nav>'
        out.writestr(
            "OEBPS/nav.xhtml", _XHTML.format(title="Contents", kind="frontmatter", body=nav)
        )
        points = "".join(
            f'<navPoint id="p{i}" playOrder="{i}"><navLabel><text>{t}</text></navLabel>'
            f'<content src="{n}"/></navPoint>'
            for i, (n, t, _) in enumerate(docs, 1)
        )
        out.writestr(
            "OEBPS/toc.ncx",
            '<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" '
            f'version="2005-1"><head/><docTitle><text>Big Book</text></docTitle><navMap>{points}'
            "</navMap></ncx>",
        )
        items = "".join(
            f'<item id="d{i}" href="{n}" media-type="application/xhtml+xml"/>'
            for i, (n, _, _) in enumerate(docs)
        )
        spine = "".join(f'<itemref idref="d{i}"/>' for i in range(len(docs)))
        out.writestr(
            "OEBPS/content.opf",
            '<?xml version="1.0" encoding="utf-8"?><package xmlns="http://www.idpf.org/2007/opf" '
            'version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
            "<dc:title>Big Book</dc:title><dc:creator>Ann Author</dc:creator>"
            "<dc:language>en</dc:language></metadata><manifest>"
            f'{items}<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" '
            'properties="nav"/><item id="ncx" href="toc.ncx" '
            f'media-type="application/x-dtbncx+xml"/></manifest><spine toc="ncx">{spine}'
            "</spine></package>",
        )
    return path


def main() -> None:
    from studio.core.books import book_script, read_book

    words = int(sys.argv[1]) if len(sys.argv) > 1 else 300_000
    with TemporaryDirectory() as folder:
        path = write_big_epub(Path(folder) / "big.epub", words)
        rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        start = time.perf_counter()
        book = read_book(path)
        seconds = time.perf_counter() - start
        rss_growth = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before
        start = time.perf_counter()
        script = book_script(book)
        script_seconds = time.perf_counter() - start
        # A second read under tracemalloc: Python's own peak (lxml's C memory is in the RSS).
        tracemalloc.start()
        read_book(path)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(
            f"{book.word_count:,} words in {len(book.chapters)} chapters "
            f"({path.stat().st_size / 2**20:.1f} MB EPUB): read in {seconds:.2f} s, "
            f"peak RSS grew {rss_growth / 1024:.0f} MB, Python peak {peak / 2**20:.1f} MB; "
            f"script text ({len(script) / 2**20:.1f} MB) in {script_seconds:.2f} s"
        )


if __name__ == "__main__":
    main()
