"""Books (EPUB, DOCX, PDF, HTML) read into chapters of plain text, for narration.

No Qt and no torch: the window and the command line build on this.

- ``read_book(path)``: the ``Book``, its chapters in reading order, front
  and back matter marked; ``BookError`` (one sentence) for a file that
  cannot be read, including hostile ones (zip bombs, external entities,
  DRM, scanned PDFs).
- ``select_chapters(book, "2-5")``: chapters by number, range or title.
- ``book_script`` / ``prepare_book_import``: the chapters as a script, split
  into lines by the same code as an imported .txt.
- ``estimate(chapters, words_per_minute)``: narration time per chapter.
- ``attribute`` / ``summarise_cast``: quoted speech and who says it.
"""

from studio.core.books.archive import DEFAULT_LIMITS, ArchiveLimits
from studio.core.books.attribution import SPEECH_VERBS, Segment, attribute
from studio.core.books.book import Book, BookChapter, BookFormat, ChapterKind, count_words
from studio.core.books.book_script import book_script, prepare_book_import
from studio.core.books.cast import CastMember, chapter_dialogue, suggest_aliases, summarise_cast
from studio.core.books.errors import (
    BookError,
    NoTextLayerError,
    ProtectedBookError,
    UnsafeBookError,
)
from studio.core.books.narration_time import ChapterEstimate, estimate, narration_seconds
from studio.core.books.quotes import Piece, split_quotes
from studio.core.books.reader import BOOK_SUFFIXES, read_book
from studio.core.books.selection import select_chapters, story_chapters

__all__ = [
    "BOOK_SUFFIXES",
    "DEFAULT_LIMITS",
    "SPEECH_VERBS",
    "ArchiveLimits",
    "Book",
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
    "book_script",
    "chapter_dialogue",
    "count_words",
    "estimate",
    "narration_seconds",
    "prepare_book_import",
    "read_book",
    "select_chapters",
    "split_quotes",
    "story_chapters",
    "suggest_aliases",
    "summarise_cast",
]
