"""A headless render kept as a document: lines, chapters, voices, every take, reviews.

``voice-studio render`` fills one as it goes, so that the text preparation
(dictionary, normalisation), the take review and best-of-N work on exactly
the structures the studio window uses, and ``--project`` can save the result
as a project folder that ``voice-studio export`` (or the window) opens.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from studio.core.document import (
    Document,
    Line,
    LineParams,
    Take,
    TakeAudioStore,
    VoiceEntry,
    new_id,
)
from studio.core.project import VoiceAudio, save_project
from studio.core.pronunciation import PronunciationDictionary
from studio.core.review import LineReview, Reviewer
from studio.core.script import ScriptLine
from studio.engines.base import EngineInfo
from studio.render import LineDone, take_of


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
            lines=[Line(new_id(), line.text, line.voice, chapter=line.chapter) for line in lines],
            defaults=defaults,
            pronunciation=dictionary,
            normalize_text=normalize,
            language=language,
            global_pronunciation=global_dictionary,
        )
        self.takes = TakeAudioStore()
        self.reviewer = Reviewer()

    def script_lines(self, lines: Sequence[ScriptLine]) -> list[ScriptLine]:
        """``lines`` with what each one speaks prepared by this document's rules."""
        return [
            replace(line, spoken=self.doc.spoken(self.doc.lines[line.index - 1])) for line in lines
        ]

    def line(self, index: int) -> Line:
        """The document line of script line ``index`` (1-based)."""
        return self.doc.lines[index - 1]

    def add(self, done: LineDone, info: EngineInfo) -> Take:
        """Keep a rendered take (made active) and its audio."""
        take = take_of(done, info, new_id())
        self.takes.put(take.id, done.audio)
        line = self.line(done.index)
        self.doc.lines[done.index - 1] = replace(
            line, takes=line.takes + (take,), active_take=take.id
        )
        voice = self.doc.voice(done.voice)
        if voice is not None and voice.prompt_key != done.prompt_key:
            self.doc.voices[self.doc.voices.index(voice)] = replace(
                voice, prompt_key=done.prompt_key
            )
        return take

    def choose_best(self, index: int) -> Take | None:
        """Make the line's take with the fewest review flags its active one."""
        line = self.line(index)
        if not line.takes:
            return None
        best = self.reviewer.best_of(self.doc, self.takes, line, line.takes)
        self.doc.lines[index - 1] = replace(line, active_take=best.id)
        return best

    def review(self, index: int) -> LineReview | None:
        """The review of the line's active take among the lines around it."""
        line = self.line(index)
        return self.reviewer.review(self.doc, self.takes, [line.id]).get(line.id)

    def save(self, path: str | Path, voice_audio: Mapping[str, VoiceAudio]) -> Path:
        return save_project(path, self.doc, self.takes, voice_audio)


__all__ = ["RenderRecord"]
