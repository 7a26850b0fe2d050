"""Rendering lines, with no Qt and no torch at import: the one path every program uses.

``Renderer`` renders a line (``renderer``), ``LineBatch`` the lines of a
voice together (``batch``), and ``RenderService`` (``service``) owns the
queue: what renders next and how many lines go together; ``render_requests``
renders a list of lines through it. The window's worker, the command line
and each cluster worker are thin adapters over it.
"""

from studio.render.events import (
    AudioChunk,
    CacheResolved,
    LineDone,
    LineFailed,
    LineRequest,
    LineStarted,
    LineTimings,
    RenderEvent,
)
from studio.render.failures import OUT_OF_MEMORY, is_out_of_memory
from studio.render.renderer import Renderer, take_of
from studio.render.voices import Voice, edited_voice, library_voice, voice_prompt_key

__all__ = [
    "OUT_OF_MEMORY",
    "AudioChunk",
    "CacheResolved",
    "LineDone",
    "LineFailed",
    "LineRequest",
    "LineStarted",
    "LineTimings",
    "RenderEvent",
    "Renderer",
    "Voice",
    "edited_voice",
    "is_out_of_memory",
    "library_voice",
    "take_of",
    "voice_prompt_key",
]
