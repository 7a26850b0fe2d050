"""One render's lines as their events come back: files, progress, project and report.

``LineRun`` takes every event of a render (a take started, rendered, failed or
heard) and, once all of a line's takes are in (``TakeTally``), writes the
line's chosen take and its part of the JSON report, or says why it failed.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from studio.cli.render_checks import check_report
from studio.cli.render_progress import RenderProgress
from studio.cli.render_record import RenderRecord
from studio.core.sound.audio import OUTPUT_FORMATS, write_audio
from studio.core.text.script import ScriptLine
from studio.engines.info import EngineInfo
from studio.render import CacheResolved, LineDone, LineFailed
from studio.render.checks import LineChecked
from studio.render.events import RenderEvent
from studio.render.take_tally import TakeTally


class LineRun:
    """The lines of one render, settled as their takes come in. Used on one thread."""

    def __init__(
        self,
        args: argparse.Namespace,
        info: EngineInfo,
        lines: list[ScriptLine],
        record: RenderRecord,
        line_file: Callable[[int], Path],
        *,
        heard: bool,
        words: bool,
        voice: bool,
        disk_problem: Callable[[], str | None],
    ) -> None:
        self.args = args
        self.info = info
        self.lines = lines
        self.record = record
        self.line_file = line_file
        self.tally = TakeTally(args.best_of, heard)
        self.words = words
        self.voice = voice
        self._disk_problem = disk_problem
        self._told = disk_problem()
        self.reports: dict[int, dict[str, Any]] = {}
        self.written: dict[int, Path] = {}
        self.failures = 0
        self._state_bytes: dict[int, int] = {}
        self._last_error: dict[int, str] = {}
        self._announced: set[int] = set()

    def _where(self, index: int) -> str:
        return f"[{index}/{len(self.lines)}]"

    # ------------------------------------------------------------ events

    def on_event(self, event: RenderEvent | LineChecked, progress: RenderProgress) -> None:
        if isinstance(event, CacheResolved):
            self._cache_resolved(event, progress)
        elif isinstance(event, LineDone | LineFailed | LineChecked):
            if isinstance(event, LineFailed | LineChecked) and event.cancelled:
                progress.detail(f"{self._where(event.index)} stopped.")
                return
            if isinstance(event, LineChecked):
                self._heard(event, progress)
            else:
                self._take_ended(event, progress)
            if self.tally.complete(event.index):
                self._settle(event, progress)

    def _cache_resolved(self, event: CacheResolved, progress: RenderProgress) -> None:
        if event.index in self._announced:
            return
        self._announced.add(event.index)
        lookup = event.lookup
        progress.detail(
            f"{self._where(event.index)} {event.voice}: prompt {lookup.outcome} "
            f"({lookup.ms:.0f} ms, {lookup.nbytes / 1e6:.2f} MB)"
        )
        problem = self._disk_problem()
        if problem not in (None, self._told):
            self._told = problem
            progress.note(f"Note: {problem}")

    def _heard(self, event: LineChecked, progress: RenderProgress) -> None:
        index = event.index
        self.tally.heard(index, retake=event.retake is not None)
        self.record.set_check(index, event.seed, event.check)
        if event.check is None and self.words:
            progress.note(f"{self._where(index)} not checked: {event.message}")
        if event.retake is not None:
            progress.detail(f"{self._where(index)} retake: {event.message}")
        self._last_error[index] = event.message

    def _take_ended(self, event: LineDone | LineFailed, progress: RenderProgress) -> None:
        index = event.index
        ended = self.tally.take_ended(index, rendered=isinstance(event, LineDone))
        if isinstance(event, LineDone):
            self.record.add(event, self.info)
            self._state_bytes[index] = event.lookup.nbytes
            return
        self._last_error[index] = event.message
        if self.args.best_of > 1:
            progress.note(f"{self._where(index)} take {ended} failed: {event.message}")

    def _settle(self, event: LineDone | LineFailed | LineChecked, progress: RenderProgress) -> None:
        index = event.index
        if self.record.finished(index):
            self.finish(index, progress)
            return
        self.failures += 1
        message = self._last_error.get(index, "no take fits the line")
        progress.line_skipped()
        progress.note(f"{self._where(index)} failed: {message}")
        self.reports[index] = {
            "index": index,
            "voice": event.voice,
            "speaker": self.record.line(index).speaker,
            "text": event.text,
            "error": message,
        }

    # ------------------------------------------------------------ a line's take

    def finish(self, index: int, progress: RenderProgress) -> None:
        """Write the line's chosen take and its report; the line is settled."""
        record = self.record
        chosen = record.choose_best(index)
        assert chosen is not None
        audio = record.takes.get(chosen.id)
        assert audio is not None
        path = self.line_file(index)
        write_audio(path, audio, chosen.sample_rate, *OUTPUT_FORMATS[self.args.format])
        self.written[index] = path
        review = record.review(index)
        seconds = len(audio) / chosen.sample_rate
        progress.line_done(seconds)
        progress.detail(
            f"{self._where(index)} {seconds:.2f} s of audio in "
            f"{chosen.generate_ms:.0f} ms (first audio {chosen.first_audio_ms or 0:.0f} ms)"
            f" -> {path}"
        )
        for flag in review.flags if review else ():
            # The word check's flag is said once, as "words:" below.
            if not (self.words and flag.kind == "words"):
                progress.note(f"{self._where(index)} review: {flag.reason}")
        line = record.line(index)
        first_audio = chosen.first_audio_ms
        self.reports[index] = {
            "index": index,
            "voice": line.voice,
            "speaker": line.speaker,  # who says it in the book (None: narration)
            "text": line.text,
            "spoken": chosen.spoken,
            "chapter": self.lines[index - 1].chapter,
            "cache": chosen.cache_outcome,
            "cache_ms": round(chosen.cache_ms, 3),
            "first_audio_ms": None if first_audio is None else round(first_audio, 3),
            "generate_ms": round(chosen.generate_ms, 3),
            "audio_seconds": round(seconds, 4),
            "state_bytes": self._state_bytes.get(index, 0),
            "seed": chosen.seed,
            "takes": len(line.takes),
            "review": [flag.reason for flag in review.flags] if review else [],
            "file": str(path),
        }
        if self.words or self.voice:
            self.reports[index]["check"] = check_report(chosen.check, chosen.similarity, self.voice)
            if chosen.check is not None and not chosen.check.matches:
                progress.note(f"{self._where(index)} words: {chosen.check.describe()}")
        record.line_settled()

    def resumed(self, indexes: list[int]) -> None:
        """Lines a resumed project already has: their files, written again if missing."""
        suffix = OUTPUT_FORMATS[self.args.format]
        for index in indexes:
            audio = self.record.audio_of(index)
            if audio is None:
                continue
            path = self.line_file(index)
            if not path.is_file():
                write_audio(path, audio, self.info.sample_rate, *suffix)
            self.written[index] = path


__all__ = ["LineRun"]
