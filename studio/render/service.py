"""The render service: the one place that decides what renders next and how many go together.

The window's worker, the command line and each cluster worker are thin
adapters over it, as the clients of an inference server are (vLLM and TGI are
the model: one scheduler, continuous batching). It owns:

- the queue of jobs (a take of a line), by priority: a line someone waits to
  hear (``PLAY``), then a line just edited (``EDIT``), then bulk work
  (``BULK``), first come first served within each;
- grouping by voice, and the batch-size rule (a setting, else measured once on
  the device);
- continuous batching: a batch asks the queue for the next job of its voice
  whenever a place is free, so jobs queued while it runs join it at the next
  step instead of waiting for it to drain;
- cancelling, per job or everything (``cancel``), and each job's state;
- pre-emption: a ``PLAY`` job makes the jobs rendering give way (they stop
  within a step and wait again at the front of the queue, to render anew
  with the same seed) unless one of them is what the caller waits for;
- jobs that prepare a voice (``kind="prepare"``: its prompt state built ahead of
  its lines) and samples nobody checks (the clone check's sentence), in the same
  queue as every take;
- the word check of each take, when a ``TakeChecker`` is given (``checks``):
  a ``LineChecked`` event follows the take's ``LineDone``, and a retake the
  check asks for is queued here, so it batches like any other job.

Threads: ``submit``, ``cancel``, ``keys``, ``state`` and ``has_work`` may be called from
any thread; ``run`` runs on the thread that owns the engine, and yields every
event of every job (``JobEvent``, ``JobGaveWay``) until the queue is empty.
No Qt, no torch at import.
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable, Collection, Hashable, Iterator, Sequence
from dataclasses import dataclass, field, replace

from studio.core.text.script import ScriptLine
from studio.core.text.spoken import TextPrep
from studio.engines.info import BatchStats
from studio.errors import Said, StudioError
from studio.render.batch import EitherEvent, LineBatch, batch_engine, can_batch
from studio.render.checks import (
    CheckRequest,
    LineChecked,
    RetakeKey,
    TakeChecker,
    attempt_of,
    first_key,
    retake_seed,
)
from studio.render.events import (
    CacheResolved,
    LineDone,
    LineFailed,
    LineRequest,
    LineStarted,
    RenderEvent,
)
from studio.render.failures import STOPPED, internal_error_said, no_voice
from studio.render.job_queue import JobQueue
from studio.render.jobs import (
    Job,
    JobEvent,
    JobGaveWay,
    JobState,
    Priority,
    ServiceEvent,
)
from studio.render.renderer import Renderer
from studio.render.voices import Voice

log = logging.getLogger(__name__)


@dataclass(eq=False)
class _Entry:
    job: Job
    order: int  # first come first served within a priority (kept when giving way)
    index: int  # the job's line number in the events the engine side sees
    cancel: threading.Event = field(default_factory=threading.Event)
    state: JobState = "waiting"
    giving_way: bool = False
    reported: bool = False  # an end (done or failed) was yielded


class RenderService:
    """Renders jobs with one Renderer (on the engine's thread); see the module docstring."""

    def __init__(
        self,
        renderer: Renderer,
        voices: Callable[[str], Voice | None],
        batch_size: int | None = None,
        wake: Callable[[], None] | None = None,
        held: Callable[[str], bool] | None = None,
        checks: TakeChecker | None = None,
    ) -> None:
        self.renderer = renderer
        # Hears every finished take (None: takes are not checked); may be set at any time.
        self.checks = checks
        self._default_prep = TextPrep()
        self._voices = voices
        # A voice being prepared (its reference loaded or edited): its jobs wait, so a
        # line asked for just after its voice is not failed for lack of it.
        self._held = held or (lambda name: False)
        # Lines of a voice rendered together (None: measured on the device once).
        self.batch_setting = batch_size
        self._measured: int | None = None
        self._wake = wake or (lambda: None)
        self._lock = threading.Lock()
        self._order = itertools.count()
        self._indexes = itertools.count(1)
        # Waiting entries by priority, then voice, each queue in order.
        self._waiting: JobQueue[_Entry] = JobQueue()
        self._entries: dict[Hashable, _Entry] = {}  # every job not ended yet
        self._ended: list[_Entry] = []  # cancelled while waiting: reported by ``run``
        self._batch_cancel = threading.Event()  # set to end the running batch within a step
        self.stats = BatchStats()  # every batch's occupancy, added up

    # ------------------------------------------------------------ any thread

    def submit(self, jobs: Sequence[Job], keep: Collection[Hashable] = ()) -> None:
        """Queue jobs. A job whose key is waiting already replaces it; one whose key is
        rendering is left to that render. ``PLAY`` jobs make the jobs rendering now give
        way, unless one of those is in ``keep`` or among ``jobs`` (the caller waits
        for it)."""
        with self._lock:
            running = {key for key, e in self._entries.items() if e.state == "rendering"}
            played = False
            for job in jobs:
                old = self._entries.get(job.key)
                if old is not None and old.state == "rendering":
                    continue
                if old is not None:
                    self._waiting.remove(old)
                order = next(self._order) if old is None else old.order
                if old is not None and job.priority < old.job.priority:
                    order = next(self._order)  # moved up: behind those already there
                entry = _Entry(job, order, next(self._indexes))
                self._entries[job.key] = entry
                self._waiting.add(entry)
                played = played or job.priority == Priority.PLAY
            wanted = running & ({job.key for job in jobs} | set(keep))
            if played and running and not wanted:
                bulk = [self._entries[key] for key in running]
                bulk = [e for e in bulk if e.job.priority != Priority.PLAY]
                for entry in bulk:
                    entry.giving_way = True
                    entry.cancel.set()
                if bulk:
                    self._batch_cancel.set()  # the batch ends: the played line goes first
        self._wake()

    def cancel(self, keys: Collection[Hashable] | None = None) -> None:
        """Stop these jobs (None: every job), waiting or rendering; each ends cancelled."""
        with self._lock:
            chosen = (
                list(self._entries.values())
                if keys is None
                else [e for key in keys if (e := self._entries.get(key)) is not None]
            )
            for entry in chosen:
                entry.giving_way = False
                if entry.state == "waiting":
                    self._waiting.remove(entry)
                    entry.state = "cancelled"
                    del self._entries[entry.job.key]
                    self._ended.append(entry)
                else:
                    entry.cancel.set()
            if keys is None:
                self._batch_cancel.set()
        if keys is None and self.checks is not None:
            self.checks.cancel()
        self._wake()

    def keys(self) -> list[Hashable]:
        """The keys of every job that has not ended (waiting or rendering)."""
        with self._lock:
            return list(self._entries)

    def state(self, key: Hashable) -> JobState | None:
        """A job's state while it waits or renders; None once it has ended (or never was)."""
        with self._lock:
            entry = self._entries.get(key)
            return None if entry is None else entry.state

    def has_work(self) -> bool:
        with self._lock:
            if self._ended or (self.checks is not None and self.checks.has_ready()):
                return True
            return any(
                e.state == "waiting" and not self._held(e.job.voice) for e in self._entries.values()
            )

    # ------------------------------------------------------------ the engine's thread

    def run(self) -> Iterator[ServiceEvent]:
        """Render until no job waits (but those of held voices); yields every job's events
        as they happen."""
        while True:
            yield from self._report_ended()
            yield from self._report_checked()
            with self._lock:
                first = self._waiting.take_first(self._held)
                if first is None:
                    return
                self._batch_cancel = threading.Event()
            voice = self._voices(first.job.voice)
            if voice is None:
                yield from self._fail(first, no_voice(first.job.voice))
                continue
            if first.job.kind == "prepare":
                yield from self._prepare(first, voice)
                continue
            size = self._size(first, voice)
            if size <= 1:
                yield from self._render_alone(first, voice)
            else:
                yield from self._render_batch(first, voice, size)

    def _size(self, first: _Entry, voice: Voice) -> int:
        """How many jobs of the first one's voice may render together now (1: alone)."""
        if first.job.priority == Priority.PLAY or not can_batch(self.renderer):
            return 1
        with self._lock:
            waiting = self._waiting.waiting(first.job.priority, voice.name)
        if waiting == 0 and first.job.priority == Priority.EDIT:
            return 1  # one edited line: alone is quickest, and nothing waits to join it
        return self.batch_size()

    def batch_size(self) -> int:
        """Lines of a voice rendered together: the setting, else measured on the device
        the first time it is needed (the engine's thread: measuring renders)."""
        engine = batch_engine(self.renderer)
        if engine is None:
            return 1
        if self.batch_setting is not None:
            return max(1, self.batch_setting)
        if self._measured is None:
            self._measured = int(engine.auto_batch_size())
            log.info("rendering up to %d lines of a voice at once", self._measured)
        return self._measured

    def _render_alone(self, entry: _Entry, voice: Voice) -> Iterator[ServiceEvent]:
        stop = EitherEvent(entry.cancel, self._batch_cancel)
        for event in self.renderer.render_line(
            self._script_line(entry), voice, entry.job.params, stop
        ):
            yield from self._on_event(entry, event)
        yield from self._settle([entry])

    def _prepare(self, entry: _Entry, voice: Voice) -> Iterator[ServiceEvent]:
        """A job that builds (or finds) a voice's prompt state ahead of its lines: started,
        then its ``CacheResolved`` as its end, or failed with why."""
        job = entry.job
        yield JobEvent(job, LineStarted(entry.index, job.voice, job.text))
        if entry.cancel.is_set():
            yield from self._fail(entry, STOPPED, cancelled=True)
            return
        try:
            _, lookup = self.renderer.resolve_voice(voice)
        except StudioError as exc:
            yield from self._fail(entry, exc.said)
            return
        except Exception as exc:  # noqa: BLE001 - one voice's failure must not stop the rest
            log.exception("preparing voice %r failed", job.voice)
            yield from self._fail(entry, internal_error_said(exc))
            return
        entry.reported = True
        with self._lock:
            entry.state = "done"
            self._entries.pop(job.key, None)
        yield JobEvent(job, CacheResolved(entry.index, job.voice, lookup))

    def _render_batch(self, first: _Entry, voice: Voice, size: int) -> Iterator[ServiceEvent]:
        handed: dict[int, _Entry] = {first.index: first}
        engine = batch_engine(self.renderer)
        assert engine is not None  # only a batching engine's jobs come here (``_size``)
        mixing = engine.mixes_voices

        def more() -> LineRequest | None:
            # A place is free: the next waiting job of this voice joins, unless the
            # batch is ending (a played line, or Stop); with an engine whose batches mix
            # voices, else the next job of a voice whose state is ready.
            with self._lock:
                if self._batch_cancel.is_set():
                    return None
                entry = self._waiting.take_next(voice.name, self._held)
                if entry is None and mixing:
                    entry = self._waiting.take_other(voice.name, self._held, self._ready)
            if entry is None:
                return None
            handed[entry.index] = entry
            return self._request(entry)

        batch = LineBatch(
            self.renderer,
            engine,
            voice,
            [self._request(first)],
            more,
            self.stats,
            self._voices,
        )
        for event in batch.events(self._batch_cancel, size):
            entry = handed.get(event.index)
            if entry is not None:
                yield from self._on_event(entry, event)
            yield from self._report_ended()  # jobs cancelled while waiting, said at once
            yield from self._report_checked()  # a retake joins this batch when it can
        yield from self._settle(list(handed.values()))

    # ------------------------------------------------------------ events

    def _on_event(self, entry: _Entry, event: RenderEvent) -> Iterator[ServiceEvent]:
        if isinstance(event, LineFailed) and event.cancelled and entry.giving_way:
            return  # settled below: it waits again
        if isinstance(event, LineDone | LineFailed):
            entry.reported = True
            with self._lock:
                entry.state = (
                    "done"
                    if isinstance(event, LineDone)
                    else "cancelled"
                    if event.cancelled
                    else "failed"
                )
                self._entries.pop(entry.job.key, None)
        heard = isinstance(event, LineDone) and entry.job.kind == "take"
        checks = self.checks if heard else None
        yield JobEvent(entry.job, event, checks is not None)
        if checks is not None:
            assert isinstance(event, LineDone)
            checks.hear(entry.job, self._check_request(entry.job, event))

    def _settle(self, entries: list[_Entry]) -> Iterator[ServiceEvent]:
        """After a batch: jobs that gave way wait again; jobs never started end cancelled."""
        for entry in entries:
            if entry.reported:
                continue
            with self._lock:
                still = self._entries.get(entry.job.key) is entry
                if still and entry.giving_way:
                    again = _Entry(entry.job, entry.order, next(self._indexes))
                    self._entries[entry.job.key] = again
                    self._waiting.add(again)
            if still and entry.giving_way:
                yield JobGaveWay(entry.job)
            elif still:
                yield from self._fail(entry, STOPPED, cancelled=True)

    def _fail(self, entry: _Entry, said: Said, cancelled: bool = False) -> Iterator[ServiceEvent]:
        job = entry.job
        yield from self._on_event(
            entry, LineFailed.saying(entry.index, job.voice, job.text, said, cancelled)
        )

    def _report_ended(self) -> Iterator[ServiceEvent]:
        with self._lock:
            ended, self._ended = self._ended, []
        for entry in ended:
            job = entry.job
            yield JobEvent(job, LineFailed.saying(entry.index, job.voice, job.text, STOPPED, True))

    # ------------------------------------------------------------ word checks

    def _check_request(self, job: Job, done: LineDone) -> CheckRequest:
        return CheckRequest(
            done.index,
            job.voice,
            job.text,
            done.audio,
            done.sample_rate,
            done.params.seed,
            job.prep or self._default_prep,
            attempt_of(job.key),
            job.retakes,
            similarity=done.similarity,
        )

    def _report_checked(self) -> Iterator[ServiceEvent]:
        """The takes heard since last asked, each as its job's ``LineChecked``; a take
        whose words differ is queued again with a new seed first, when the check says."""
        checks = self.checks
        if checks is None:
            return
        for heard in checks.ready():
            job = heard.tag
            if not isinstance(job, Job):
                continue
            checked = heard.checked
            if heard.retake and not checked.cancelled:
                attempt = attempt_of(job.key) + 1
                retake = replace(
                    job,
                    key=RetakeKey(first_key(job.key), attempt),
                    params=replace(job.params, seed=retake_seed(job.params.seed, attempt)),
                    # A retake is bulk work, even of a line someone played.
                    priority=max(job.priority, Priority.EDIT),
                )
                self.submit([retake])
                checked = replace(checked, retake=retake.key)
            yield JobEvent(job, checked)

    def _ready(self, name: str) -> bool:
        """Whether a voice's prompt state is on a tier (memory or disk) already."""
        voice = self._voices(name)
        return voice is not None and self.renderer.where(voice) in ("memory", "disk")

    # ------------------------------------------------------------ lines

    def _script_line(self, entry: _Entry) -> ScriptLine:
        job = entry.job
        return ScriptLine(entry.index, job.voice, job.text, job.spoken)

    def _request(self, entry: _Entry) -> LineRequest:
        return LineRequest(self._script_line(entry), entry.job.params, entry.cancel)


def requests_as_jobs(requests: Sequence[LineRequest], prep: TextPrep | None = None) -> list[Job]:
    """A command line's requests as bulk jobs, keyed by their place in ``requests``;
    ``prep`` reads their text for the word check."""
    return [
        Job(n, r.line.voice, r.line.text, r.params, r.line.spoken, Priority.BULK, prep)
        for n, r in enumerate(requests)
    ]


def render_requests(
    service: RenderService,
    requests: Sequence[LineRequest],
    cancel: threading.Event,
    prep: TextPrep | None = None,
) -> Iterator[RenderEvent | LineChecked]:
    """Render a whole list of requests through ``service``: their events, each with the
    ``index`` of its request's line (the command line's and a cluster worker's way).

    With checks on (``service.checks``) it returns once every take is heard,
    retakes included; ``prep`` reads the lines for the check. ``cancel``
    (Ctrl+C) stops everything within a step; a request's own ``cancel`` stops
    its line alone (waiting, it ends cancelled without starting).
    """
    jobs = requests_as_jobs(requests, prep)
    by_key = {job.key: request for job, request in zip(jobs, requests, strict=True)}
    # Requests with a stop of their own, not stopped yet: looked at after every event.
    watched = {job.key: r.cancel for job, r in zip(jobs, requests, strict=True) if r.cancel}
    service.submit(jobs)
    stopped = False

    def look() -> None:
        nonlocal stopped
        if cancel.is_set() and not stopped:
            stopped = True
            service.cancel()
        if watched:
            chosen = [key for key, event in watched.items() if event.is_set()]
            for key in chosen:
                del watched[key]
            if chosen:
                service.cancel(chosen)

    while True:
        for item in service.run():
            look()
            if isinstance(item, JobEvent):
                yield replace(item.event, index=by_key[first_key(item.key)].line.index)
        checks = service.checks
        if checks is None or not checks.pending():
            return
        # Takes still being heard: their checks (and the retakes they ask for) come next.
        while not checks.wait(0.1) and checks.pending():
            look()


__all__ = [
    "Job",
    "JobEvent",
    "JobGaveWay",
    "JobState",
    "Priority",
    "RenderService",
    "ServiceEvent",
    "render_requests",
    "requests_as_jobs",
]
