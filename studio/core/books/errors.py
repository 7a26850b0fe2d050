"""What can be wrong with a book file, for a person to act on.

Every message is one sentence that names the file, says what is wrong and
what to do; the subclasses let the window pick an icon or a help link
without reading the words.
"""

from __future__ import annotations

from studio.errors import StudioError


class BookError(StudioError):
    """A book file that cannot be read: missing, damaged, unsupported or hostile."""


class ProtectedBookError(BookError):
    """A book locked by DRM or a password: its text cannot be read without the key."""


class NoTextLayerError(BookError):
    """A PDF of scanned pages: images of text, no text to read."""


class UnsafeBookError(BookError):
    """A book that would unpack to more than any book needs (a zip bomb, or a mistake)."""


__all__ = ["BookError", "NoTextLayerError", "ProtectedBookError", "UnsafeBookError"]
