"""The render service's jobs and events: plain data, shared by the service and its clients.

A ``Job`` is one take of one line to render (or a voice to prepare); the service yields a
``JobEvent`` for each of its render events (and its word check, with checks
on) and a ``JobGaveWay`` when it stops for a line someone waits to hear.
No Qt, no torch.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from enum import IntEnum
from typing import Literal

from studio.core.text.spoken import SpokenLine, TextPrep
from studio.engines.info import GenerationParams
from studio.render.check_events import LineChecked
from studio.render.events import RenderEvent


class Priority(IntEnum):
    PLAY = 0  # someone waits to hear it: renders alone, first, and pre-empts
    EDIT = 1  # a line just edited (auto-render)
    BULK = 2  # render stale, best of N, a command-line render


JobState = Literal["waiting", "rendering", "done", "failed", "cancelled"]

# What a job makes: a take of a line (heard by the word check, when checks are on); a
# sample nobody checks (the clone check's sentence); or a voice's prompt state only
# (its cache built ahead of its lines: the job ends with its ``CacheResolved``).
JobKind = Literal["take", "sample", "prepare"]


@dataclass(frozen=True, eq=False)
class Job:
    """One take of one line to render; ``key`` is the caller's name for it."""

    key: Hashable
    voice: str
    text: str
    params: GenerationParams
    spoken: SpokenLine | None = None
    priority: Priority = Priority.BULK
    # How the text is read for the word check (the document's dictionary and language).
    prep: TextPrep | None = None
    # Retakes when its words differ, at most (None: as the checker's settings say).
    retakes: int | None = None
    kind: JobKind = "take"


@dataclass(frozen=True)
class JobEvent:
    """A render event of a job: started, cache resolved, audio, then done or failed; with
    checks on, a ``LineChecked`` after its ``LineDone``."""

    job: Job
    event: RenderEvent | LineChecked
    # A LineDone whose take is being heard: its LineChecked follows.
    heard: bool = False

    @property
    def key(self) -> Hashable:
        return self.job.key


@dataclass(frozen=True)
class JobGaveWay:
    """The job stopped for a line someone waits to hear; it waits again and renders anew."""

    job: Job

    @property
    def key(self) -> Hashable:
        return self.job.key


ServiceEvent = JobEvent | JobGaveWay


__all__ = [
    "Job",
    "JobEvent",
    "JobGaveWay",
    "JobKind",
    "JobState",
    "Priority",
    "ServiceEvent",
]
