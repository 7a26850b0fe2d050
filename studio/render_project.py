"""The project a headless render writes (``voice-studio render --project``), and resume.

The project is the window's own format (``core.project``): the script's lines,
the voices with their audio, and one take per rendered line with its seed,
settings, cache outcome and timings. It is saved as lines finish (each save is
atomic), so a render that is killed leaves a project that opens, and
``--resume`` continues it: lines that already have a take matching their
text, voice and settings are not rendered again.

A save rewrites project.json whole (half a second for 5,000 lines), so a line
is saved at once unless saving would then take more than ``SAVE_SHARE`` of the
time; a kill loses at most the lines of that short while.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

from studio.core.document import Document, Line, LineParams, Take, VoiceEntry, new_id
from studio.core.project import (
    PROJECT_FILE,
    ProjectError,
    VoiceAudio,
    load_project,
    project_dir,
    save_project,
)
from studio.core.script import ScriptLine
from studio.core.take_audio import TakeAudioStore
from studio.engines.base import EngineInfo
from studio.render import LineDone

SAVE_SHARE = 0.05


class HeadlessProject:
    """A project folder kept in step with a render, one saved line at a time."""

    def __init__(
        self,
        folder: Path,
        doc: Document,
        takes: TakeAudioStore,
        voice_audio: Mapping[str, VoiceAudio],
        info: EngineInfo,
    ) -> None:
        self.folder = folder
        self.doc = doc
        self.takes = takes
        self.voice_audio = dict(voice_audio)
        self.info = info
        self.save_seconds = 0.0
        self._last_save = 0.0  # when the last save ended (perf_counter)
        self._last_cost = 0.0  # how long it took
        self._unsaved = 0

    @staticmethod
    def check(path: Path, resume: bool, lines: Sequence[ScriptLine]) -> None:
        """Fail early (before the model loads) when the project cannot be used as asked."""
        folder = project_dir(path)
        if not (folder / PROJECT_FILE).is_file():
            return
        if not resume:
            raise ProjectError(
                f"{folder} already exists; add --resume to continue it, or choose another "
                "--project."
            )
        _matched_lines(folder, load_project(folder).doc.lines, lines)

    @classmethod
    def open(
        cls,
        path: Path,
        resume: bool,
        lines: Sequence[ScriptLine],
        voices: Sequence[VoiceEntry],
        voice_audio: Mapping[str, VoiceAudio],
        defaults: LineParams,
        info: EngineInfo,
    ) -> HeadlessProject:
        """Create the project, or with ``resume`` continue the one at ``path`` if any.

        A seed of None in ``defaults`` becomes the one the project was started
        with (resuming) or a new one: every line of a project shares one seed,
        so a resumed line sounds as it would have in the first run.
        """
        HeadlessProject.check(path, resume, lines)
        folder = project_dir(path)
        seed = defaults.seed
        if (folder / PROJECT_FILE).is_file():
            loaded = load_project(folder)
            doc_lines = _matched_lines(folder, loaded.doc.lines, lines)
            takes = loaded.takes
            if seed is None:
                seed = loaded.doc.defaults.seed
        else:
            doc_lines = [Line(new_id(), line.text, line.voice) for line in lines]
            takes = TakeAudioStore()
        if seed is None:
            seed = secrets.randbelow(2**31)
        doc = Document(
            voices=list(voices),
            lines=doc_lines,
            defaults=replace(defaults, seed=seed),
            engine=info.engine_id,
            model=info.model_spec,
        )
        project = cls(folder, doc, takes, voice_audio, info)
        project.save()
        return project

    def finished(self, line: ScriptLine) -> bool:
        """Whether the line already has a take for its text, voice and settings."""
        return self.doc.matching_take(self.doc.lines[line.index - 1]) is not None

    def audio_of(self, line: ScriptLine) -> np.ndarray | None:
        """The audio of the line's matching take (for a line a resumed render skips)."""
        take = self.doc.matching_take(self.doc.lines[line.index - 1])
        return None if take is None else self.takes.get(take.id)

    def add(self, line: ScriptLine, done: LineDone) -> None:
        """Keep a finished line's take; save the project unless it was saved a moment ago."""
        t = done.timings
        take = Take(
            id=new_id(),
            text=done.text,
            voice=done.voice,
            prompt_key=done.prompt_key,
            engine=self.info.engine_id,
            model_fingerprint=self.info.fingerprint,
            seed=done.params.seed,
            temperature=done.params.temperature,
            cfg=done.params.cfg,
            steps=done.params.steps,
            sample_rate=done.sample_rate,
            num_samples=len(done.audio),
            cache_outcome=done.lookup.outcome,
            cache_ms=t.cache_ms,
            first_audio_ms=t.first_audio_ms,
            generate_ms=t.generate_ms,
        )
        i = line.index - 1
        old = self.doc.lines[i]
        self.doc.lines[i] = replace(old, takes=old.takes + (take,), active_take=take.id)
        self.takes.put(take.id, done.audio)
        self._unsaved += 1
        if time.perf_counter() - self._last_save >= self._last_cost / SAVE_SHARE:
            self.save()

    def flush(self) -> None:
        """Save the lines not saved yet (at the end, or when the render stops)."""
        if self._unsaved:
            self.save()

    def save(self) -> None:
        start = time.perf_counter()
        save_project(self.folder, self.doc, self.takes, self.voice_audio)
        self._last_save = time.perf_counter()
        self._last_cost = self._last_save - start
        self.save_seconds += self._last_cost
        self._unsaved = 0


def _matched_lines(folder: Path, stored: Sequence[Line], lines: Sequence[ScriptLine]) -> list[Line]:
    """The stored lines, checked to be the script's (a resume never drops a take)."""
    if len(stored) != len(lines):
        raise ProjectError(
            f"{folder} holds {len(stored)} lines but the script has {len(lines)}; resume with "
            "the script it was made from, or choose another --project."
        )
    for doc_line, line in zip(stored, lines, strict=True):
        if (doc_line.text, doc_line.voice) != (line.text, line.voice):
            raise ProjectError(
                f"Line {line.index} of the script differs from line {line.index} of {folder}; "
                "resume with the script it was made from, or choose another --project."
            )
    return list(stored)


__all__ = ["HeadlessProject"]
