"""A book's cast: who speaks, how often, and a few of their lines, for choosing voices.

``suggest_aliases`` proposes merges for the alias map ("Darcy" into
"Mr. Darcy", "Elizabeth" into "Elizabeth Bennet") where exactly one longer
name fits; the person choosing voices confirms them, since "Bennet" could
be any of five sisters.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from studio.core.books.attribution import Segment, attribute
from studio.core.books.book import BookChapter


@dataclass(frozen=True)
class CastMember:
    """A speaker: the name (after aliases), how many quotes they speak, a few of them."""

    name: str
    lines: int
    samples: tuple[str, ...]


def chapter_dialogue(
    chapters: Sequence[BookChapter], aliases: Mapping[str, str] | None = None
) -> dict[int, tuple[tuple[Segment, ...], ...]]:
    """Each chapter's paragraphs as segments (``attribute``), by chapter number."""
    return {chapter.number: attribute(chapter.paragraphs, aliases) for chapter in chapters}


def summarise_cast(
    paragraphs: Iterable[Sequence[Segment]], samples: int = 3
) -> tuple[CastMember, ...]:
    """The speakers of attributed paragraphs, most lines first (then by name).

    Samples are a speaker's first lines of three words or more (their first
    lines at all when they never say that much).
    """
    counts: dict[str, int] = {}
    chosen: dict[str, list[str]] = {}
    short: dict[str, list[str]] = {}
    for segments in paragraphs:
        for segment in segments:
            if not segment.quoted or segment.speaker is None:
                continue
            name = segment.speaker
            counts[name] = counts.get(name, 0) + 1
            pool = chosen if len(segment.text.split()) >= 3 else short
            if len(pool.setdefault(name, [])) < samples:
                pool[name].append(segment.text)
    ordered = sorted(counts, key=lambda name: (-counts[name], name))
    return tuple(
        CastMember(
            name, counts[name], tuple((chosen.get(name, []) + short.get(name, []))[:samples])
        )
        for name in ordered
    )


def suggest_aliases(names: Iterable[str]) -> dict[str, str]:
    """One-word names that are the first or last word of exactly one longer name, mapped to it."""
    unique = sorted(set(names))
    longer = [name.split() for name in unique if len(name.split()) > 1]
    out: dict[str, str] = {}
    for name in unique:
        if len(name.split()) != 1:
            continue
        fits = [
            " ".join(w) for w in longer if name.casefold() in (w[0].casefold(), w[-1].casefold())
        ]
        if len(fits) == 1:
            out[name] = fits[0]
    return out


__all__ = ["CastMember", "chapter_dialogue", "suggest_aliases", "summarise_cast"]
