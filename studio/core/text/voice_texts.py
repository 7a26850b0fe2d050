"""The fixed texts of voice preparation: what to read aloud, and what the clone check says.

The reading prompt is a file in the top-level ``resources/`` (about 15 s read at an
easy pace, with a mix of vowels, fricatives and plosives) so it can be
changed or translated without touching code. The clone-check sentence
is a constant: it is part of every clone check's take, and a new sentence
would make every earlier check stale.
"""

from __future__ import annotations

from importlib import resources

READING_PROMPT_FILE = "reading_prompt.txt"

# Short enough to render in a few seconds, long enough (about 4 s) to hear
# the voice's pitch, rhythm and a few kinds of consonant.
CLONE_CHECK_TEXT = "Hello! This is a quick check of my cloned voice. Does it sound like me?"


def reading_prompt() -> str:
    """The text a new user reads aloud when recording a reference (one paragraph)."""
    text = resources.files("studio.resources").joinpath(READING_PROMPT_FILE).read_text("utf-8")
    return " ".join(text.split())


__all__ = ["CLONE_CHECK_TEXT", "READING_PROMPT_FILE", "reading_prompt"]
