"""Books (EPUB, DOCX, PDF, HTML) read into chapters of plain text, for narration.

No Qt and no torch: the window and the command line build on this.

- ``read_book(path)``: the ``Book``, its chapters in reading order, front
  and back matter marked; ``BookError`` (one sentence) for a file that
  cannot be read, including hostile ones (zip bombs, external entities,
  DRM, scanned PDFs).
- ``select_chapters(book, "2-5")``: chapters by number, range or title.
- ``book_script`` / ``book_lines`` / ``prepare_book_import``: the chapters as a
  script, split into lines by the same code as an imported .txt, each quote
  of a known speaker a line with its speaker.
- ``estimate(chapters, words_per_minute)``: narration time per chapter
  (``words_per_minute``: a voice's rate from its seconds per character).
- ``attribute`` / ``summarise_cast``: quoted speech and who says it.
"""

from studio.core.books.archive import DEFAULT_LIMITS, ArchiveLimits
from studio.core.books.attribution import SPEECH_VERBS, Segment, attribute
from studio.core.books.book import Book, BookChapter, BookFormat, ChapterKind, count_words
from studio.core.books.book_lines import BookLine, BookLines, book_lines
from studio.core.books.book_script import book_script, prepare_book_import
from studio.core.books.cast import CastMember, chapter_dialogue, suggest_aliases, summarise_cast
from studio.core.books.errors import (
    BookError,
    NoTextLayerError,
    ProtectedBookError,
    UnsafeBookError,
)
from studio.core.books.narration_time import (
    ChapterEstimate,
    estimate,
    narration_seconds,
    words_per_minute,
)
from studio.core.books.quotes import Piece, split_quotes
from studio.core.books.reader import BOOK_SUFFIXES, is_book_file, read_book
from studio.core.books.selection import select_chapters, story_chapters

__all__ = [
    "BOOK_SUFFIXES",
    "DEFAULT_LIMITS",
    "SPEECH_VERBS",
    "ArchiveLimits",
    "Book",
    "BookLine",
    "BookLines",
    "BookChapter",
    "BookError",
    "BookFormat",
    "CastMember",
    "ChapterEstimate",
    "ChapterKind",
    "NoTextLayerError",
    "Piece",
    "ProtectedBookError",
    "Segment",
    "UnsafeBookError",
    "attribute",
    "book_lines",
    "book_script",
    "chapter_dialogue",
    "count_words",
    "estimate",
    "is_book_file",
    "narration_seconds",
    "prepare_book_import",
    "read_book",
    "select_chapters",
    "split_quotes",
    "story_chapters",
    "suggest_aliases",
    "summarise_cast",
    "words_per_minute",
]
