"""The session's renders: what the window asks the render service for, and what comes back.

Lines are asked for by priority (``render_now``: someone waits to hear them;
``render_edited``: auto-render; ``render_lines``, ``render_takes``: bulk
work), as jobs keyed by (line id, attempt). The worker hands the service's
events back in one signal; here they become the line-state table (the script
model's runtime: queued, rendering, failed, and how many jobs a line has
waiting), the takes a render adds, and the signals the window listens to.
One owner for a line's render state: this table, fed by these events only;
how many takes a line waits for, and when all are in (rendered and heard), is
counted by the same ``TakeTally`` the command line settles its lines with.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from studio.core.commands import AddTake, Command, Macro
from studio.core.document import Document, Line, Take, TakeAudioStore, new_id
from studio.engines.info import EngineInfo, GenerationParams
from studio.render import AudioChunk, LineDone, LineFailed, LineStarted, take_of
from studio.render.checks import CheckSettings, LineChecked
from studio.render.failures import STOPPED, no_voice
from studio.render.service import Job, JobEvent, JobGaveWay, Priority
from studio.render.take_tally import TakeTally
from studio.ui.base.i18n import said_text
from studio.ui.session.jobs import RenderLines, line_id_of, line_job, line_of_key
from studio.ui.session.line_checks import LineChecks
from studio.ui.session.script_model import LineRuntime, ScriptModel
from studio.ui.session.take_reviews import TakeReviews

if TYPE_CHECKING:
    from studio.ui.session.worker import RenderWorker


class RenderHost(Protocol):
    """What the renders need of the session that owns them."""

    @property
    def model(self) -> ScriptModel: ...

    @property
    def document(self) -> Document: ...

    @property
    def takes(self) -> TakeAudioStore: ...

    @property
    def engine_info(self) -> EngineInfo | None: ...

    @property
    def reviews(self) -> TakeReviews: ...

    def apply_derived(self, command: Command) -> None: ...

    def mark_unsaved(self) -> None: ...


# Live progress of a rendering line: often enough to look live, rarely enough not to
# repaint the table for every chunk.
PROGRESS_INTERVAL_S = 0.1


class LineRenders(QObject):
    """Asks for renders and keeps each line's render state (GUI thread)."""

    sig_line_started = Signal(str)  # line id: it renders now (with others, in a batch)
    sig_line_chunk = Signal(str, int, object)  # line id, offset, samples of a line rendering
    sig_line_finished = Signal(object)  # LineDone, for the stats bar
    sig_line_settled = Signal(str, str)  # line id, "done" / "failed" / "cancelled"
    sig_busy_changed = Signal(bool)  # lines queued or rendering
    # line id: every take it was asked for is in (ended, and heard with checks on)
    sig_line_complete = Signal(str)

    def __init__(
        self,
        session: RenderHost,
        worker: RenderWorker,
        on_quiet: Callable[[], None],
        parent: QObject | None = None,
        choose: Callable[[str, Sequence[str]], None] = lambda line_id, take_ids: None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._worker = worker
        # Each take's word check, while checks are on; a retake is one more job.
        self.checks = LineChecks(session, self.expect, choose, self)
        self._on_quiet = on_quiet  # no job is left: the session may be idle
        self._jobs: dict[Hashable, Job] = {}  # every job asked for and not ended
        self._streaming: dict[str, Hashable] = {}  # line id -> the job whose chunks stream
        self._progress_at: dict[Hashable, float] = {}
        self._produced: dict[Hashable, int] = {}
        self._finished: list[_Finished] = []  # lines done, their takes not applied yet
        self.tally = TakeTally(takes_per_line=0)  # each line's takes: asked, ended, heard
        worker.sig_render.connect(self._on_worker_render)

    # --- asking --------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Lines queued or rendering, or takes still being heard (they may be retaken)."""
        return bool(self._jobs) or bool(self._finished) or self.checks.pending

    def is_active(self, line_id: str) -> bool:
        """Whether the line has a job queued or rendering."""
        runtime = self._session.model.runtime(line_id)
        return runtime is not None and runtime.status in ("queued", "rendering")

    def render_lines(
        self, line_ids: list[str], priority: Priority = Priority.BULK, retakes: int | None = None
    ) -> None:
        """Queue lines in the given order; lines already queued are skipped. ``retakes``:
        with checks on, render a line whose words differ again, at most this many times."""
        jobs = [
            replace(job, retakes=retakes)
            for line_id in line_ids
            if not self.is_active(line_id) and (job := self._job(line_id)) is not None
        ]
        self._send(jobs, priority)

    def expect(self, job: Job) -> None:
        """A job the service queued itself (a retake): counted with the line's others."""
        self._note_asked([job])
        self.sig_busy_changed.emit(True)

    def render_edited(self, line_id: str) -> bool:
        """Render a line just edited (auto-render), before bulk work; False when it cannot."""
        self.render_lines([line_id], Priority.EDIT)
        return self.is_active(line_id)

    def render_takes(self, line_id: str, seeds: Sequence[int]) -> int:
        """Queue one line once per seed (best of N), even when it is queued already.

        Each render adds a take, as any render does; returns how many were queued.
        """
        doc = self._session.document
        line = doc.line(line_id)
        if doc.voice(line.voice) is None:
            self._fail_at_once(line.id, said_text(no_voice(line.voice)))
            return 0
        params = self._params(line)
        spoken = doc.spoken(line)
        prep = doc.text_prep()
        jobs = [
            line_job(line.id, line.voice, line.text, replace(params, seed=seed), spoken, n, prep)
            for n, seed in enumerate(seeds, start=1)
        ]
        self._send(jobs, Priority.BULK)
        return len(jobs)

    def render_now(self, line_ids: list[str]) -> list[str]:
        """Render these lines before anything queued, in this order: someone waits to hear them.

        A line of theirs rendering now goes on; any other line rendering gives
        way and renders again afterwards. Returns the lines whose audio is coming
        (their chunks arrive as ``sig_line_chunk``); a line without its voice is
        marked failed instead.
        """
        jobs: list[Job] = []
        coming: list[str] = []
        rendering: set[str] = set()
        model = self._session.model
        for line_id in line_ids:
            runtime = model.runtime(line_id)
            if runtime is not None and runtime.status == "rendering":
                rendering.add(line_id)
                coming.append(line_id)
                continue
            # A line queued already: this job takes its place in the service.
            job = self._job(line_id)
            if job is not None:
                jobs.append(job)
                coming.append(line_id)
        if jobs:
            self._note_asked(jobs)
            self._worker.submit_first(RenderLines(tuple(jobs)), frozenset(rendering))
            self.sig_busy_changed.emit(True)
        return coming

    def set_checks(self, settings: CheckSettings, enabled: bool) -> None:
        """Hear every take with ``settings`` from now on, or stop (``enabled`` False)."""
        self.checks.set_enabled(enabled)
        self._worker.set_checks(settings, enabled)
        if not enabled:
            self.tally.stop_hearing()  # takes waiting to be heard never will be
            for line_id in self.tally.complete_lines():
                self._complete(str(line_id))

    def render_stale(self, retakes: int | None = None) -> None:
        doc = self._session.document
        stale = [line.id for line in doc.stale_lines(audio=self._session.takes)]
        self.render_lines(stale, retakes=retakes)

    def stop(self) -> None:
        """Cancel every line rendering or queued; returns at once (each reports it)."""
        self._worker.stop()

    def cancel(self, line_ids: Sequence[str]) -> None:
        """Cancel only these lines (their takes and retakes); returns at once, and each
        reports it. The rest of what renders, a running Render stale among it, goes on."""
        self._worker.cancel_lines(line_ids)

    def reset(self) -> None:
        """Another document: what was asked for before reports to nobody."""
        self._streaming.clear()
        self.checks.clear()
        self.tally.clear()

    def _job(self, line_id: str) -> Job | None:
        doc = self._session.document
        line = doc.line(line_id)
        if doc.voice(line.voice) is None:
            self._fail_at_once(line.id, said_text(no_voice(line.voice)))
            return None
        params = self._params(line)
        return line_job(
            line.id, line.voice, line.text, params, doc.spoken(line), 0, doc.text_prep()
        )

    def _params(self, line: Line) -> GenerationParams:
        params = self._session.document.effective_params(line)
        # A seed of None means "a new seed each take"; the take records it.
        seed = params.seed if params.seed is not None else secrets.randbelow(2**31)
        return GenerationParams(
            seed=seed, temperature=params.temperature, cfg=params.cfg, steps=params.steps
        )

    def _send(self, jobs: list[Job], priority: Priority) -> None:
        if not jobs:
            return
        self._note_asked(jobs)
        self._worker.submit(RenderLines(tuple(jobs), priority))
        self.sig_busy_changed.emit(True)

    def _note_asked(self, jobs: list[Job]) -> None:
        model = self._session.model
        for job in jobs:
            line_id = line_id_of(job)
            if job.key not in self._jobs:  # else it takes the place of one asked for
                self.tally.ask(line_id)
            self._jobs[job.key] = job
            runtime = model.runtime(line_id)
            rendering = runtime is not None and runtime.status == "rendering"
            model.set_runtime(
                line_id,
                LineRuntime("rendering" if rendering else "queued", jobs=self.tally.left(line_id)),
            )

    def _fail_at_once(self, line_id: str, message: str) -> None:
        self._session.model.set_runtime(line_id, LineRuntime("failed", message))

    # --- what comes back (GUI thread) -----------------------------------

    @Slot(object)
    def _on_worker_render(self, item: object) -> None:
        if isinstance(item, JobGaveWay):
            self._gave_way(item.key)
        elif isinstance(item, JobEvent):
            event = item.event
            if isinstance(event, LineStarted):
                self._started(item.key)
            elif isinstance(event, AudioChunk):
                self._chunk(item.key, event)
            elif isinstance(event, LineDone):
                self._done(item.key, event, item.heard)
            elif isinstance(event, LineFailed):
                self._failed(item.key, event)
            elif isinstance(event, LineChecked):
                if self._finished:
                    self._apply_finished()  # the take it checks goes in first
                self.checks.on_checked(item.key, event)  # a retake is asked for there
                line_id = line_of_key(item.key)
                if line_id is not None:
                    self.tally.heard(line_id, retake=False)
                    self._complete_if_in(line_id)
                if not self.busy:
                    self.sig_busy_changed.emit(False)
                    self._on_quiet()

    def _started(self, key: Hashable) -> None:
        job = self._jobs.get(key)
        if job is None:
            return
        line_id = line_id_of(job)
        model = self._session.model
        model.set_runtime(line_id, LineRuntime("rendering", jobs=self.tally.left(line_id)))
        # Best of N puts several takes of a line in a batch: only one streams its chunks
        # (a line's chunks must be one take's, in order); each reports its end.
        self._streaming.setdefault(line_id, key)
        self._produced[key] = 0
        self.sig_line_started.emit(line_id)

    def _gave_way(self, key: Hashable) -> None:
        job = self._jobs.get(key)
        if job is None:
            return
        # It stopped for a line someone waits to hear; it renders again afterwards.
        line_id = line_id_of(job)
        model = self._session.model
        model.set_runtime(line_id, LineRuntime("queued", jobs=self.tally.left(line_id)))
        if self._streaming.get(line_id) == key:
            del self._streaming[line_id]

    def _chunk(self, key: Hashable, chunk: AudioChunk) -> None:
        job = self._jobs.get(key)
        line_id = None if job is None else line_id_of(job)
        if line_id is None or self._streaming.get(line_id) != key:
            return
        self.sig_line_chunk.emit(line_id, chunk.offset, chunk.samples)
        produced = self._produced.get(key, 0) + len(chunk.samples)
        self._produced[key] = produced
        now = time.monotonic()
        info = self._session.engine_info
        if info is not None and now - self._progress_at.get(key, 0.0) >= PROGRESS_INTERVAL_S:
            self._progress_at[key] = now
            seconds = produced / info.sample_rate
            waiting = self.tally.left(line_id)
            self._session.model.set_runtime(
                line_id, LineRuntime("rendering", progress_s=seconds, jobs=waiting)
            )

    def _done(self, key: Hashable, done: LineDone, heard: bool = False) -> None:
        job = self._ended(key)
        if job is None:
            return
        info = self._session.engine_info
        assert info is not None  # lines render only once the engine is loaded
        take = take_of(done, info, new_id())
        self._session.takes.put(take.id, done.audio)
        if done.measure is not None:
            self._session.reviews.add_measure(take.id, done.measure)
        line_id = line_id_of(job)
        self.tally.take_ended(line_id, rendered=True, heard=heard)
        self._after_job(line_id, None)
        # A batch ends many lines in one turn of the event loop: their takes go into
        # the document together, one command and one change of the document (each
        # alone cost a 5,000-line book about 12 ms on the GUI thread).
        if not self._finished:
            QTimer.singleShot(0, self._apply_finished)
        self._finished.append(_Finished(key, job, line_id, take, done, heard))

    @Slot()
    def _apply_finished(self) -> None:
        # Each stays in ``_finished`` until it is settled, so the lines settled first
        # see the others still to come (``busy``): the render is not over yet.
        finished = list(self._finished)
        session = self._session
        kept: list[_Finished] = []
        for one in finished:
            try:
                session.document.index_of(one.line_id)
            except KeyError:
                continue  # deleted while rendering
            kept.append(one)
        if kept:
            adds = tuple(AddTake(one.line_id, one.take) for one in kept)
            # A render is not an edit: applied outside the undo stack so Ctrl+Z
            # never throws away audio, and auto-render never fights undo. Undoing
            # a take deletion puts back only that take, so this one survives it.
            session.apply_derived(adds[0] if len(adds) == 1 else Macro(adds, "Render"))
            session.mark_unsaved()
        for one in finished:
            self._finished.remove(one)
            if one in kept:
                if one.heard:
                    self.checks.on_take(one.key, one.job, one.take.id)
                self.sig_line_finished.emit(one.done)
            self._settled(one.line_id, "done")
        if self._finished:  # lines that finished while these were settled
            QTimer.singleShot(0, self._apply_finished)

    def _failed(self, key: Hashable, failed: LineFailed) -> None:
        job = self._ended(key)
        if job is None:
            return
        # A stopped line is simply stale again; only real failures are shown.
        line_id = line_id_of(job)
        self.tally.take_ended(line_id, rendered=False)
        self._after_job(line_id, None if failed.cancelled else said_text(failed.said or STOPPED))
        self._settled(line_id, "cancelled" if failed.cancelled else "failed")

    def _ended(self, key: Hashable) -> Job | None:
        job = self._jobs.pop(key, None)
        self._progress_at.pop(key, None)
        self._produced.pop(key, None)
        line_id = None if job is None else line_id_of(job)
        if line_id is not None and self._streaming.get(line_id) == key:
            del self._streaming[line_id]
        return job

    def _after_job(self, line_id: str, error: str | None) -> None:
        """A job of the line ended: the line is queued while it has others, else settled."""
        model = self._session.model
        left = self.tally.left(line_id)
        if error is not None:
            model.set_runtime(line_id, LineRuntime("failed", error, jobs=max(0, left)))
        elif left > 0:
            rendering = self._rendering(line_id)
            model.set_runtime(
                line_id, LineRuntime("rendering" if rendering else "queued", jobs=left)
            )
        else:
            model.set_runtime(line_id, None)

    def _complete_if_in(self, line_id: str) -> None:
        if self.tally.complete(line_id):
            self._complete(line_id)

    def _complete(self, line_id: str) -> None:
        """Every take the line was asked for is in: it starts afresh for the next render."""
        self.tally.forget(line_id)
        self.sig_line_complete.emit(line_id)

    def _rendering(self, line_id: str) -> bool:
        return line_id in self._streaming

    def _settled(self, line_id: str, outcome: str) -> None:
        self.sig_line_settled.emit(line_id, outcome)
        self._complete_if_in(line_id)
        if not self.busy:
            self.sig_busy_changed.emit(False)
            self._on_quiet()


@dataclass(frozen=True, eq=False)
class _Finished:
    """A line's job that ended with a take, before the take is in the document."""

    key: Hashable
    job: Job
    line_id: str
    take: Take
    done: LineDone
    heard: bool


__all__ = ["PROGRESS_INTERVAL_S", "LineRenders"]
