"""Undoable edits of a Document, as plain command objects.

``apply(doc)`` performs the edit and returns the command that undoes it, so
undo is just applying the inverse. ``QUndoStack`` (in the GUI) only wraps
these; the core and the tests use them directly. ``merge`` lets a burst of
typing in one line become one undo step.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from studio.core.document import Document, Line, LineParams, Take, VoiceEdits, VoiceEntry
from studio.core.text.pronunciation import PronunciationDictionary
from studio.core.words.check import WordCheck


class Command(Protocol):
    @property
    def label(self) -> str: ...

    def apply(self, doc: Document) -> Command: ...


@dataclass(frozen=True)
class SetText:
    line_id: str
    text: str
    label: str = "Edit text"

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        old = doc.lines[i]
        doc.lines[i] = replace(old, text=self.text)
        return SetText(self.line_id, old.text, self.label)

    def merge(self, newer: object) -> SetText | None:
        """Typing in the same line merges into one step (keeping the first old text)."""
        if isinstance(newer, SetText) and newer.line_id == self.line_id:
            return SetText(self.line_id, newer.text, self.label)
        return None


@dataclass(frozen=True)
class SetVoice:
    line_ids: tuple[str, ...]
    voices: tuple[str, ...]
    label: str = "Change voice"

    def apply(self, doc: Document) -> Command:
        old: list[str] = []
        for line_id, voice in zip(self.line_ids, self.voices, strict=True):
            i = doc.index_of(line_id)
            old.append(doc.lines[i].voice)
            doc.lines[i] = replace(doc.lines[i], voice=voice)
        return SetVoice(self.line_ids, tuple(old), self.label)


@dataclass(frozen=True)
class SetParams:
    line_ids: tuple[str, ...]
    params: tuple[LineParams, ...]
    label: str = "Change settings"

    def apply(self, doc: Document) -> Command:
        old: list[LineParams] = []
        for line_id, params in zip(self.line_ids, self.params, strict=True):
            i = doc.index_of(line_id)
            old.append(doc.lines[i].params)
            doc.lines[i] = replace(doc.lines[i], params=params)
        return SetParams(self.line_ids, tuple(old), self.label)


@dataclass(frozen=True)
class SetDefaults:
    defaults: LineParams
    label: str = "Change project settings"

    def apply(self, doc: Document) -> Command:
        old = doc.defaults
        doc.defaults = self.defaults
        return SetDefaults(old, self.label)


@dataclass(frozen=True)
class SetLocked:
    line_ids: tuple[str, ...]
    locked: tuple[bool, ...]
    label: str = "Lock lines"

    def apply(self, doc: Document) -> Command:
        old: list[bool] = []
        for line_id, locked in zip(self.line_ids, self.locked, strict=True):
            i = doc.index_of(line_id)
            old.append(doc.lines[i].locked)
            doc.lines[i] = replace(doc.lines[i], locked=locked)
        return SetLocked(self.line_ids, tuple(old), self.label)


@dataclass(frozen=True)
class SetChapter:
    """Start a chapter at each line (title) or remove its marker (None)."""

    line_ids: tuple[str, ...]
    titles: tuple[str | None, ...]
    label: str = "Set chapter"

    def apply(self, doc: Document) -> Command:
        old: list[str | None] = []
        for line_id, title in zip(self.line_ids, self.titles, strict=True):
            i = doc.index_of(line_id)
            old.append(doc.lines[i].chapter)
            doc.lines[i] = replace(doc.lines[i], chapter=title)
        return SetChapter(self.line_ids, tuple(old), self.label)


@dataclass(frozen=True)
class SetPronunciation:
    """Replace the project's pronunciation dictionary (one entry edit is one step).

    The lines whose spoken text changes go stale through ``Document.take_matches``;
    ``Document.lines_spoken_differently`` names them before the edit is made.
    """

    dictionary: PronunciationDictionary
    label: str = "Edit pronunciation"

    def apply(self, doc: Document) -> Command:
        old = doc.pronunciation
        doc.pronunciation = self.dictionary
        return SetPronunciation(old, self.label)


@dataclass(frozen=True)
class SetTextOptions:
    """The project's text preparation switches: normalisation on or off, and language."""

    normalize: bool
    language: str
    label: str = "Change text options"

    def apply(self, doc: Document) -> Command:
        old = SetTextOptions(doc.normalize_text, doc.language, self.label)
        doc.normalize_text = self.normalize
        doc.language = self.language
        return old


@dataclass(frozen=True)
class InsertLines:
    """Insert lines at positions (ascending, as they will be after insertion)."""

    positions: tuple[int, ...]
    lines: tuple[Line, ...]
    label: str = "Add lines"

    def apply(self, doc: Document) -> Command:
        positions = self.positions
        if len(positions) > 1 and positions[-1] - positions[0] == len(positions) - 1:
            # One run (an import, a book): one slice, not a list insert per line.
            if len(self.lines) != len(positions):
                raise ValueError("InsertLines needs one position per line")
            doc.lines[positions[0] : positions[0]] = self.lines
        else:
            for position, line in zip(positions, self.lines, strict=True):
                doc.lines.insert(position, line)
        return RemoveLines(tuple(line.id for line in self.lines), self.label)


@dataclass(frozen=True)
class RemoveLines:
    line_ids: tuple[str, ...]
    label: str = "Delete lines"

    def apply(self, doc: Document) -> Command:
        indexed = sorted((doc.index_of(line_id), line_id) for line_id in self.line_ids)
        removed = tuple(doc.lines[i] for i, _ in indexed)
        if len(indexed) > 1 and indexed[-1][0] - indexed[0][0] == len(indexed) - 1:
            del doc.lines[indexed[0][0] : indexed[-1][0] + 1]  # one run: one slice
        else:
            for i, _ in reversed(indexed):
                del doc.lines[i]
        return InsertLines(tuple(i for i, _ in indexed), removed, self.label)


@dataclass(frozen=True)
class MoveLine:
    line_id: str
    to_index: int
    label: str = "Move line"

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        line = doc.lines.pop(i)
        target = max(0, min(self.to_index, len(doc.lines)))
        doc.lines.insert(target, line)
        return MoveLine(self.line_id, i, self.label)


@dataclass(frozen=True)
class AddTake:
    line_id: str
    take: Take
    make_active: bool = True
    label: str = "Render"

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        old = doc.lines[i]
        doc.lines[i] = replace(
            old,
            takes=old.takes + (self.take,),
            active_take=self.take.id if self.make_active else old.active_take,
        )
        return Macro(
            (DeleteTake(self.line_id, self.take.id), SelectTake(self.line_id, old.active_take)),
            self.label,
        )


@dataclass(frozen=True)
class DeleteTake:
    """Delete a take. When it was the chosen one, ``choose_after`` is chosen
    instead if the line still has it (a redo puts back the choice an undo
    replaced), else the newest take."""

    line_id: str
    take_id: str
    label: str = "Delete take"
    choose_after: str | None = None

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        old = doc.lines[i]
        takes = tuple(t for t in old.takes if t.id != self.take_id)
        active = old.active_take
        if active == self.take_id:
            if any(t.id == self.choose_after for t in takes):
                active = self.choose_after
            else:
                active = takes[-1].id if takes else None
        doc.lines[i] = replace(old, takes=takes, active_take=active)
        index = next(n for n, take in enumerate(old.takes) if take.id == self.take_id)
        return RestoreTake(
            self.line_id,
            old.takes[index],
            index,
            old.active_take == self.take_id,
            self.label,
        )


@dataclass(frozen=True)
class RestoreTake:
    """Put a deleted take back at its place (the inverse of DeleteTake).

    Only that take comes back: takes the line gained since (renders) stay.
    """

    line_id: str
    take: Take
    index: int
    make_active: bool
    label: str = "Restore take"

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        old = doc.lines[i]
        takes = list(old.takes)
        takes.insert(min(self.index, len(takes)), self.take)
        active = self.take.id if self.make_active else old.active_take
        doc.lines[i] = replace(old, takes=tuple(takes), active_take=active)
        # Redone, the deletion gives the choice back to the take chosen now.
        return DeleteTake(self.line_id, self.take.id, self.label, old.active_take)


@dataclass(frozen=True)
class SelectTake:
    line_id: str
    take_id: str | None
    label: str = "Choose take"

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        old = doc.lines[i]
        if self.take_id is not None and old.take(self.take_id) is None:
            raise KeyError(self.take_id)
        doc.lines[i] = replace(old, active_take=self.take_id)
        return SelectTake(self.line_id, old.active_take, self.label)


@dataclass(frozen=True)
class SetTakeCheck:
    """Keep what a recognizer heard in a take with it (a render's result: applied outside
    the undo stack, as the take itself is)."""

    line_id: str
    take_id: str
    check: WordCheck | None
    label: str = "Check the words"

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        old = doc.lines[i]
        take = old.take(self.take_id)
        if take is None:
            raise KeyError(self.take_id)
        takes = tuple(replace(t, check=self.check) if t is take else t for t in old.takes)
        doc.lines[i] = replace(old, takes=takes)
        return SetTakeCheck(self.line_id, self.take_id, take.check, self.label)


@dataclass(frozen=True)
class SetVoiceEntry:
    """Add, replace (same name) or remove (entry None) a voice."""

    name: str
    entry: VoiceEntry | None
    label: str = "Edit voice"

    def apply(self, doc: Document) -> Command:
        for i, voice in enumerate(doc.voices):
            if voice.name == self.name:
                if self.entry is None:
                    del doc.voices[i]
                else:
                    doc.voices[i] = self.entry
                return RestoreVoice(self.name, voice, i, self.label)
        if self.entry is not None:
            doc.voices.append(self.entry)
        return SetVoiceEntry(self.name, None, self.label)


@dataclass(frozen=True)
class RestoreVoice:
    name: str
    entry: VoiceEntry
    index: int
    label: str

    def apply(self, doc: Document) -> Command:
        for i, voice in enumerate(doc.voices):
            if voice.name == self.name:
                del doc.voices[i]
                doc.voices.insert(self.index, self.entry)
                return RestoreVoice(self.name, voice, self.index, self.label)
        doc.voices.insert(min(self.index, len(doc.voices)), self.entry)
        return SetVoiceEntry(self.name, None, self.label)


@dataclass(frozen=True)
class SetEngineModel:
    """Which engine and model the document is rendered with (derived state, never undone)."""

    engine: str
    model: str
    label: str = "Change model"

    def apply(self, doc: Document) -> Command:
        old = SetEngineModel(doc.engine, doc.model, self.label)
        doc.engine, doc.model = self.engine, self.model
        return old


@dataclass(frozen=True)
class SetVoiceEdits:
    """Change a voice's edits and, with them, its prompt key (so its lines go stale).

    ``prompt_key`` is the key of the reference the new edits produce (the
    worker computes it when it loads the edited voice); undo puts the old
    edits and the old key back, so the voice's earlier takes match again.
    """

    name: str
    edits: VoiceEdits
    prompt_key: str
    label: str = "Edit voice audio"

    def apply(self, doc: Document) -> Command:
        for i, voice in enumerate(doc.voices):
            if voice.name == self.name:
                doc.voices[i] = replace(voice, edits=self.edits, prompt_key=self.prompt_key)
                return SetVoiceEdits(self.name, voice.edits, voice.prompt_key, self.label)
        raise KeyError(self.name)


@dataclass(frozen=True)
class Macro:
    """Several commands as one undo step (applied in order, undone in reverse)."""

    commands: tuple[Command, ...]
    label: str = "Edit"

    def apply(self, doc: Document) -> Command:
        inverses = [command.apply(doc) for command in self.commands]
        return Macro(tuple(reversed(inverses)), self.label)
