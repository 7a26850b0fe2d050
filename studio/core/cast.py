"""A project's cast: which voice reads each speaker of a book's dialogue, and merged names.

A line imported from a book's dialogue keeps the name of its speaker as the
book was read (``Line.speaker``: "Darcy", "Mr. Darcy"); the cast says who
that is (``aliases``: "Darcy" merged into "Mr. Darcy") and which voice reads
them (``voices``; a speaker with no entry is read by the narrator). The
line's ``voice`` is what renders it: changing the cast (``cast_edits``)
rewrites the voice of exactly that speaker's lines in the same undo step, so
the renderer, the staleness rules and an older Voice Studio need to know
nothing about casts.

Plain frozen data: pairs sorted by name, so two equal casts are equal values
and their JSON is stable.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

Pairs = tuple[tuple[str, str], ...]


def _pairs(mapping: Mapping[str, str] | Iterable[tuple[str, str]]) -> Pairs:
    items = mapping.items() if isinstance(mapping, Mapping) else mapping
    return tuple(sorted(dict(items).items()))


@dataclass(frozen=True)
class Cast:
    """``narrator``: the voice of the narration ("" until a book is imported: the
    project's first voice); ``voices``: speaker -> voice; ``aliases``: a name ->
    the speaker it was merged into (always a name that is no alias itself)."""

    narrator: str = ""
    voices: Pairs = ()
    aliases: Pairs = ()

    @staticmethod
    def of(
        narrator: str = "",
        voices: Mapping[str, str] | Iterable[tuple[str, str]] = (),
        aliases: Mapping[str, str] | Iterable[tuple[str, str]] = (),
    ) -> Cast:
        return Cast(narrator, _pairs(voices), _pairs(aliases))

    # Looked up for every line of a book: built once per cast (a cast is never changed).
    @cached_property
    def _voice_lookup(self) -> dict[str, str]:
        return dict(self.voices)

    @cached_property
    def _alias_lookup(self) -> dict[str, str]:
        return dict(self.aliases)

    @property
    def voice_map(self) -> dict[str, str]:
        return dict(self.voices)

    @property
    def alias_map(self) -> dict[str, str]:
        return dict(self.aliases)

    def canonical(self, name: str | None) -> str | None:
        """The speaker ``name`` stands for after merges (None stays None)."""
        if name is None:
            return None
        return self._alias_lookup.get(name, name)

    def voice_of(self, speaker: str | None) -> str | None:
        """The voice cast for ``speaker`` (after merges); None: the narrator reads them."""
        canonical = self.canonical(speaker)
        return None if canonical is None else self._voice_lookup.get(canonical)

    def merged_into(self, speaker: str) -> tuple[str, ...]:
        """The names merged into ``speaker``, sorted."""
        return tuple(name for name, into in self.aliases if into == speaker)

    def with_voice(self, speaker: str, voice: str | None) -> Cast:
        """This cast with ``speaker`` (after merges) read by ``voice`` (None: the narrator)."""
        canonical = self.canonical(speaker) or speaker
        voices = self.voice_map
        if voice is None:
            voices.pop(canonical, None)
        else:
            voices[canonical] = voice
        return Cast(self.narrator, _pairs(voices), self.aliases)

    def with_merge(self, name: str, into: str) -> Cast:
        """This cast with ``name`` (and every name merged into it) merged into ``into``.

        ``name``'s own voice goes: its lines are read by ``into``'s from now on.
        """
        target = self.canonical(into) or into
        source = self.canonical(name) or name
        if source == target:
            return self
        aliases = {alias: target if merged == source else merged for alias, merged in self.aliases}
        aliases[source] = target
        voices = {k: v for k, v in self.voices if k != source}
        return Cast(self.narrator, _pairs(voices), _pairs(aliases))

    def with_separated(self, name: str) -> Cast:
        """This cast with the merge of ``name`` undone: ``name`` is a speaker of its own."""
        aliases = {alias: merged for alias, merged in self.aliases if alias != name}
        return Cast(self.narrator, self.voices, _pairs(aliases))

    def with_narrator(self, voice: str) -> Cast:
        return Cast(voice, self.voices, self.aliases)


EMPTY_CAST = Cast()

__all__ = ["EMPTY_CAST", "Cast", "Pairs"]
