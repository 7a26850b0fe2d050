"""Plain data passed between the GUI thread and the worker thread.

Frozen dataclasses only: what crosses a thread boundary must never be mutated
by both sides.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from studio.core.document import DEFAULT_ENGINE
from studio.core.sound.audio import ReferenceAudio
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.sound.voice_edits import VoiceEdits
from studio.core.text.spoken import SpokenLine, TextPrep
from studio.core.text.voice_texts import CLONE_CHECK_TEXT
from studio.engines.info import GenerationParams, LoadPhaseCallback
from studio.render import LineDone
from studio.render.check_events import first_key
from studio.render.service import Job, Priority

CacheWhere = Literal["memory", "disk"]
# Why a model did not load: its weights are missing (the Models dialog can get
# them), the hub cannot be reached, or anything else.
EngineFailureKind = Literal["missing", "offline", "error"]


@dataclass(frozen=True)
class EngineConfig:
    """What the worker loads: the CLI's engine options plus the cache folders."""

    engine_id: str = DEFAULT_ENGINE
    model: str = "default"
    device: str = "auto"
    threads: int | None = None
    cache_dir: Path | None = None
    memory_bytes: int | None = None
    disk_bytes: int | None = None
    mode: str = "reference"
    # Lines of one voice rendered together in bulk work; None: measured on the device.
    batch: int | None = None
    compile: str = "auto"  # torch.compile: auto, on or off
    # Told of the load's long steps (compiling) on the worker thread; the worker sets it.
    on_phase: LoadPhaseCallback | None = field(default=None, compare=False, repr=False)


def line_job(
    line_id: str,
    voice: str,
    text: str,
    params: GenerationParams,
    spoken: SpokenLine | None = None,
    attempt: int = 0,
    prep: TextPrep | None = None,
) -> Job:
    """A take of a document's line for the render service, keyed (line id, attempt): 0
    for a line's render, 1..N for the extra takes of "best of N" (each renders whatever
    else is queued for the line). ``spoken`` is what the engine is given (the text after
    the project's dictionary, normalisation and pauses); ``prep`` how the word check reads
    it. Its priority is the request's (``RenderLines``)."""
    return Job((line_id, attempt), voice, text, params, spoken, prep=prep)


def line_id_of(job: Job) -> str:
    """The document line a window's job (or a retake the service made of it) is for."""
    line_id = line_of_key(job.key)
    assert line_id is not None, f"not a line's job: {job.key!r}"
    return line_id


@dataclass(frozen=True)
class VoiceCacheStatus:
    """Where a voice's prompt state is now, and what it cost (None: not known)."""

    where: CacheWhere | None
    building: bool = False
    nbytes: int | None = None
    build_ms: float | None = None
    key: str = ""


@dataclass(frozen=True)
class LoadedVoice:
    """A voice the worker has read and prepared for the engine."""

    name: str
    source: str
    transcript: str
    audio: VoiceAudio  # the original, as a project stores it
    reference: ReferenceAudio  # after the edits, at the engine's rate (its own with no model)
    prompt_key: str  # "" with no model: the key needs the model
    cache: VoiceCacheStatus
    edits: VoiceEdits = VoiceEdits()
    request_id: int = 0
    # Read and checked with no model loaded: prepared for one when it loads.
    waiting: bool = False


@dataclass(frozen=True)
class VoiceLoadFailed:
    name: str
    message: str
    request_id: int = 0


@dataclass(frozen=True)
class CacheSnapshot:
    """Cache use and counters, read on the worker thread after each step."""

    memory_bytes: int
    memory_budget: int
    disk_bytes: int
    disk_budget: int
    memory_hits: int
    disk_hits: int
    misses: int
    disk_error: str | None = None


# Requests, queued to the worker and run one after another.


@dataclass(frozen=True)
class LoadEngine:
    config: EngineConfig


@dataclass(frozen=True, eq=False)
class LoadVoice:
    """Read a reference (from ``audio`` when given, else from the file ``source``)."""

    name: str
    source: str
    audio: VoiceAudio | None = None
    transcript: str = ""
    edits: VoiceEdits = VoiceEdits()
    request_id: int = 0


@dataclass(frozen=True)
class BuildVoiceCache:
    name: str


@dataclass(frozen=True)
class RemoveVoice:
    name: str


@dataclass(frozen=True)
class RenderLines:
    jobs: tuple[Job, ...]
    # Bulk work (render stale, best of N) renders the lines of a voice together; a line
    # someone waits to hear goes first and alone; an edited line comes in between.
    priority: Priority = Priority.BULK


def line_of_key(key: Hashable) -> str | None:
    """The line a job is for: a line's takes and retakes are keyed by (line id, attempt)."""
    first = first_key(key)
    return first[0] if isinstance(first, tuple) and isinstance(first[0], str) else None


def jobs_of(request: RenderLines) -> list[Job]:
    """The service's jobs for a request, at its priority."""
    return [replace(job, priority=request.priority) for job in request.jobs]


@dataclass(frozen=True)
class CloneCheck:
    """Render the clone-check sentence in a loaded voice; Stop cancels it like a line."""

    name: str
    params: GenerationParams
    request_id: int = 0


_SERIALS = itertools.count(1)


@dataclass(frozen=True)
class CloneCheckKey:
    """The service's key for a clone check's job."""

    name: str
    request_id: int


@dataclass(frozen=True)
class PrepareKey:
    """The service's key for a job that builds a voice's prompt state ahead of its lines
    (each its own: a second build of a voice is not folded into the first)."""

    name: str
    serial: int = field(default_factory=lambda: next(_SERIALS))


def clone_check_job(request: CloneCheck) -> Job:
    """A clone check is a sample of the voice someone waits to hear: it renders first,
    alone, and is not word-checked."""
    key = CloneCheckKey(request.name, request.request_id)
    return Job(
        key, request.name, CLONE_CHECK_TEXT, request.params, priority=Priority.PLAY, kind="sample"
    )


def prepare_job(request: BuildVoiceCache) -> Job:
    """A cache build runs before bulk work, as a line just edited would."""
    return Job(
        PrepareKey(request.name),
        request.name,
        "",
        GenerationParams(seed=0),
        priority=Priority.EDIT,
        kind="prepare",
    )


@dataclass(frozen=True)
class CloneCheckDone:
    name: str
    done: LineDone
    request_id: int = 0


@dataclass(frozen=True)
class CloneCheckFailed:
    name: str
    message: str
    cancelled: bool = False
    request_id: int = 0


@dataclass(frozen=True)
class LibraryCacheQuery:
    """Where the prompt state of each library voice is cached for the loaded model."""

    folder: Path
    voice_ids: tuple[str, ...]
    request_id: int = 0


@dataclass(frozen=True)
class LibraryVoiceCache:
    """One library voice's key for the loaded model and where its state is cached
    (``error``: why the voice could not be read)."""

    voice_id: str
    where: CacheWhere | None
    key: str = ""
    error: str = ""


@dataclass(frozen=True)
class LibraryCacheReply:
    request_id: int
    voices: tuple[LibraryVoiceCache, ...]


@dataclass(frozen=True)
class BatchSetting:
    """Lines of a voice rendered together in bulk work from now on (None: measured)."""

    size: int | None


@dataclass(frozen=True)
class Quit:
    pass


Request = (
    LoadEngine
    | LoadVoice
    | BuildVoiceCache
    | RemoveVoice
    | RenderLines
    | CloneCheck
    | LibraryCacheQuery
    | BatchSetting
    | Quit
)


@dataclass(frozen=True)
class WaitingJobs:
    """Jobs asked for while no model was loaded: they go to the next model's service, or
    fail with why. ``cancel`` is the Stop event current when they were asked for."""

    jobs: list[Job]
    cancel: threading.Event


# The requests that are render-service jobs, and their jobs.
_JOBS: dict[type, Callable[[Any], list[Job]]] = {
    RenderLines: jobs_of,
    CloneCheck: lambda request: [clone_check_job(request)],
    BuildVoiceCache: lambda request: [prepare_job(request)],
}


def service_jobs(request: object) -> list[Job] | None:
    """The render service's jobs for a request; None for a request that is not one."""
    make = _JOBS.get(type(request))
    return None if make is None else make(request)
