"""How much a take sounds like its voice's reference, and when that asks for a listen.

The similarity is the cosine of two speaker embeddings (``studio.engines.speaker``):
the reference's and the take's, made by a speaker encoder trained to tell
voices apart. It is an encoder's judgement, not a listener's: 1 is the same
direction, and what counts as "the same voice" depends on the encoder. Plain
data here: the number is measured where the take is rendered.
"""

from __future__ import annotations

from studio.core.sound.review_flag import ReviewFlag
from studio.errors import QT_TRANSLATE_NOOP

# Chosen from measurements with resemblyzer's GE2E encoder on espeak-ng's voices (the
# tests' recordings): a voice saying other sentences scored 0.83 to 0.96 against its
# reference, the same voice in another accent or a fifth slower 0.81 or more, another
# voice 0.61 to 0.82. Below 0.75 a take is unlike every take of its own voice measured,
# with room for the variation of a real clone.
DEFAULT_MIN_SIMILARITY = 0.75


def voice_flag(similarity: float | None, min_similarity: float | None) -> ReviewFlag | None:
    """A ``voice`` flag when the take's similarity is below ``min_similarity`` (None: the
    check is off, or the take was not measured)."""
    if similarity is None or min_similarity is None or similarity >= min_similarity:
        return None
    return ReviewFlag.of(
        "voice",
        QT_TRANSLATE_NOOP(
            "ReviewFlag",
            "The voice differs from its reference (similarity {0:.2f}, below {1:.2f}); "
            "listen to it or render it again.",
        ),
        min_similarity - similarity,
        similarity,
        min_similarity,
    )


def similarity_text(similarity: float | None) -> str:
    """The similarity as the report and the command line write it ("" when not measured)."""
    return "" if similarity is None else f"{similarity:.2f}"


__all__ = ["DEFAULT_MIN_SIMILARITY", "similarity_text", "voice_flag"]
