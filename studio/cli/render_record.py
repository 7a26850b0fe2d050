"""A headless render kept as a document: lines, chapters, voices, every take, reviews.

``voice-studio render`` fills one as it goes, so that the text preparation
(dictionary, normalisation), the take review and best-of-N work on exactly
the structures the studio window uses.

With ``--project`` the record is kept in a project folder, the window's own
format, saved as lines finish (each save is atomic): a render that is killed
leaves a project that opens, and ``--resume`` continues it, leaving out the
lines that already have a take matching their text, voice and settings.

A save rewrites project.json whole (about half a second for 5,000 lines), so a
line is saved at once unless saving would then take more than ``SAVE_SHARE``
of the time; a kill loses at most the lines of that short while.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

from studio.core.document import Document, Line, LineParams, Take, VoiceEntry, new_id
from studio.core.review.review import LineReview, Reviewer
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.project import (
    PROJECT_FILE,
    LoadedProject,
    ProjectError,
    load_project,
    project_dir,
    write_project,
)
from studio.core.store.project_lock import RENDER, ProjectLock, ProjectLocked
from studio.core.store.project_nesting import refuse_nesting
from studio.core.take_audio import TakeAudioStore
from studio.core.text.pronunciation import PronunciationDictionary
from studio.core.text.script import ScriptLine
from studio.core.words.check import WordCheck
from studio.engines.info import EngineInfo
from studio.errors import OutputError
from studio.render import LineDone, take_of

SAVE_SHARE = 0.05


class RenderRecord:
    """The document of one headless render. Used on one thread."""

    def __init__(
        self,
        lines: Sequence[ScriptLine],
        voices: Sequence[VoiceEntry],
        *,
        dictionary: PronunciationDictionary,
        global_dictionary: PronunciationDictionary,
        normalize: bool,
        language: str,
        defaults: LineParams,
    ) -> None:
        self.doc = Document(
            voices=list(voices),
            lines=[
                Line(new_id(), line.text, line.voice, chapter=line.chapter, speaker=line.speaker)
                for line in lines
            ],
            defaults=defaults,
            pronunciation=dictionary,
            normalize_text=normalize,
            language=language,
            global_pronunciation=global_dictionary,
        )
        self.takes = TakeAudioStore()
        self.reviewer = Reviewer()
        # Kept in a project folder (``keep_in``): where, with what voice audio.
        self.folder: Path | None = None
        self.voice_audio: dict[str, VoiceAudio] = {}
        # The project a --resume continues, as it was on disk (``resume_from``).
        self.stored: LoadedProject | None = None
        # The project's lock, held from before the first write to the end; and the
        # fingerprint of the project.json last read or written (a save checks it).
        self.lock: ProjectLock | None = None
        self.fingerprint: str | None = None
        self.save_seconds = 0.0
        self._last_save = 0.0  # when the last save ended (perf_counter)
        self._last_cost = 0.0  # how long it took
        self._unsaved = 0

    # ------------------------------------------------------------ the project folder

    @staticmethod
    def check_project(path: Path, resume: bool, lines: Sequence[ScriptLine]) -> Path:
        """The project folder for ``--project path``; fails early (before the model
        loads) when it cannot be used as asked."""
        folder = project_dir(path)
        refuse_nesting(folder)
        if (folder / PROJECT_FILE).is_file():
            if not resume:
                raise ProjectError(
                    f"{folder} already exists; add --resume to continue it, or choose another "
                    "--project."
                )
            _matched_lines(
                folder, load_project(folder).doc.lines, [(line.text, line.voice) for line in lines]
            )
        elif folder.exists():
            raise ProjectError(
                f"{folder} already exists and is not a project; choose another --project or "
                "remove it first."
            )
        elif not folder.parent.is_dir():
            raise OutputError(f"Cannot save {folder}: the folder {folder.parent} does not exist.")
        return folder

    def lock_project(self, folder: Path) -> str | None:
        """Hold ``folder``'s lock for this render (a new folder is created for it).
        A project another program has open is refused; returns a note when a lock
        left by a program that died was taken over."""
        try:
            folder.mkdir(exist_ok=True)
            self.lock, note = ProjectLock.acquire(folder, RENDER)
        except ProjectLocked as exc:
            raise ProjectError(
                f"{folder} is open in {exc.owner.said()}; close it there, or render into "
                "another --project."
            ) from None
        except OSError as exc:
            raise OutputError(
                f"Cannot create {folder}: {exc.strerror or exc}; choose another --project."
            ) from exc
        return None if note is None else str(note)

    def release_lock(self) -> None:
        """Let the project go; a folder this render created and never saved into goes too."""
        if self.lock is None:
            return
        self.lock.release()
        folder, self.lock = self.lock.folder, None
        if not (folder / PROJECT_FILE).exists():
            with contextlib.suppress(OSError):
                folder.rmdir()  # only when empty: nothing of anyone's is removed

    def resume_from(self, folder: Path) -> int | None:
        """Take over the lines, takes and take audio of the project at ``folder`` (made
        from the same script). Returns the seed it was rendered with, if one."""
        loaded = load_project(folder)
        self.stored = loaded
        self.fingerprint = loaded.fingerprint
        stored = _matched_lines(
            folder, loaded.doc.lines, [(line.text, line.voice) for line in self.doc.lines]
        )
        self.doc.lines = [
            replace(old, takes=line.takes, active_take=line.active_take, id=line.id)
            for old, line in zip(self.doc.lines, stored, strict=True)
        ]
        self.takes = loaded.takes
        return loaded.doc.defaults.seed

    def keep_in(self, folder: Path, voice_audio: Mapping[str, VoiceAudio]) -> None:
        """Save to ``folder`` now, and from now on as lines finish."""
        self.folder = folder
        self.voice_audio = dict(voice_audio)
        self.save()

    def flush(self) -> None:
        """Save the lines not saved yet (at the end, or when the render stops)."""
        if self.folder is not None and self._unsaved:
            self.save()

    def save(self) -> None:
        assert self.folder is not None
        start = time.perf_counter()
        self.fingerprint = write_project(
            self.folder, self.doc, self.takes, self.voice_audio, expect=self.fingerprint
        ).fingerprint
        self._last_save = time.perf_counter()
        self._last_cost = self._last_save - start
        self.save_seconds += self._last_cost
        self._unsaved = 0

    # ------------------------------------------------------------ lines and takes

    def script_lines(self, lines: Sequence[ScriptLine]) -> list[ScriptLine]:
        """``lines`` with what each one speaks prepared by this document's rules."""
        return [
            replace(line, spoken=self.doc.spoken(self.doc.lines[line.index - 1])) for line in lines
        ]

    def line(self, index: int) -> Line:
        """The document line of script line ``index`` (1-based)."""
        return self.doc.lines[index - 1]

    def set_voice_keys(self, keys: Mapping[str, str]) -> None:
        """The voices' prompt keys, known once the model is loaded: a take made from
        other voice audio (the file changed since) then no longer counts as done."""
        self.doc.voices = [
            replace(voice, prompt_key=keys.get(voice.name, voice.prompt_key))
            for voice in self.doc.voices
        ]

    def finished(self, index: int) -> bool:
        """Whether the line already has a take for its text, voice and settings."""
        return self.doc.matching_take(self.line(index), self.takes) is not None

    def audio_of(self, index: int) -> np.ndarray | None:
        """The audio of the line's matching take (a line a resumed render leaves out)."""
        take = self.doc.matching_take(self.line(index), self.takes)
        return None if take is None else self.takes.get(take.id)

    def add(self, done: LineDone, info: EngineInfo) -> Take:
        """Keep a rendered take (made active) and its audio; saved soon after."""
        take = take_of(done, info, new_id())
        self.takes.put(take.id, done.audio)
        if done.measure is not None:  # measured as it was rendered: the review reuses it
            self.reviewer.add_measures({take.id: done.measure})
        line = self.line(done.index)
        self.doc.lines[done.index - 1] = replace(
            line, takes=line.takes + (take,), active_take=take.id
        )
        voice = self.doc.voice(done.voice)
        if voice is not None and voice.prompt_key != done.prompt_key:
            self.doc.voices[self.doc.voices.index(voice)] = replace(
                voice, prompt_key=done.prompt_key
            )
        self._unsaved += 1
        return take

    def set_check(self, index: int, seed: int, check: WordCheck | None) -> None:
        """Keep a take's word check with it: the line's latest unchecked take of ``seed``."""
        if check is None:
            return
        line = self.line(index)
        for take in reversed(line.takes):
            if take.seed == seed and take.check is None:
                takes = tuple(replace(t, check=check) if t is take else t for t in line.takes)
                self.doc.lines[index - 1] = replace(line, takes=takes)
                self._unsaved += 1
                return

    def line_settled(self) -> None:
        """A line is done (all its takes): save unless the last save was a moment ago."""
        if self.folder is None or not self._unsaved:
            return
        if time.perf_counter() - self._last_save >= self._last_cost / SAVE_SHARE:
            self.save()

    def choose_best(self, index: int) -> Take | None:
        """Make the line's best take its active one: the fewest word errors (checked
        takes), then the fewest review flags."""
        line = self.line(index)
        # Takes of an earlier run that no longer fit the line are not candidates.
        fitting = [t for t in line.takes if self.doc.take_matches(line, t) and t.id in self.takes]
        if not fitting:
            return None
        best = self.reviewer.best_of(self.doc, self.takes, line, fitting)
        self.doc.lines[index - 1] = replace(line, active_take=best.id)
        return best

    def review(self, index: int) -> LineReview | None:
        """The review of the line's active take among the lines around it."""
        line = self.line(index)
        return self.reviewer.review(self.doc, self.takes, [line.id]).get(line.id)


def _matched_lines(
    folder: Path, stored: Sequence[Line], lines: Sequence[tuple[str, str]]
) -> list[Line]:
    """The stored lines, checked to be the script's (a resume never drops a take)."""
    if len(stored) != len(lines):
        raise ProjectError(
            f"{folder} holds {len(stored)} lines but the script has {len(lines)}; resume with "
            "the script it was made from, or choose another --project."
        )
    for number, (doc_line, text_voice) in enumerate(zip(stored, lines, strict=True), start=1):
        if (doc_line.text, doc_line.voice) != text_voice:
            raise ProjectError(
                f"Line {number} of the script differs from line {number} of {folder}; "
                "resume with the script it was made from, or choose another --project."
            )
    return list(stored)


__all__ = ["RenderRecord"]
