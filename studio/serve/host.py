"""The server's side of the render service: each request one job, its events handed back.

Requests come in on the event loop's thread; the render service runs on the
thread that owns the engine (``engine_thread.EngineThread``, or the window's
worker) and hands every event of a server job to ``deliver``, which passes it
to the request's ``Ticket`` on the event loop. So every request goes through
the one service: requests of one voice share its batches (a request that comes
while a batch runs joins it), interactive ones go before bulk work, and a
request whose client goes away is cancelled there alone (``cancel``).
"""

from __future__ import annotations

import asyncio
import itertools
import secrets
import threading
import time
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass, field, replace

from studio.core.text.spoken import SpokenLine, TextPrep, prepare_line
from studio.engines.info import EngineInfo, GenerationParams
from studio.render.events import AudioChunk, LineDone, LineFailed, RenderEvent
from studio.render.failures import STOPPED
from studio.render.jobs import Job, JobEvent, Priority, ServiceEvent
from studio.render.renderer import Renderer
from studio.render.service import RenderService
from studio.render.voices import Voice
from studio.serve.api_errors import ApiError, bad_request, busy
from studio.serve.settings import ServeSettings
from studio.serve.speech_request import SpeechRequest

# OpenAI's model names, so a program written for OpenAI runs unchanged.
OPENAI_MODELS = ("tts-1", "tts-1-hd", "gpt-4o-mini-tts")
# Server voices' names in the render service, apart from a project's voices there.
VOICE_PREFIX = "serve:"


@dataclass(frozen=True)
class ServeKey:
    """A server request's job key in the render service."""

    number: int


@dataclass(eq=False)
class Ticket:
    """One request's job: its events arrive in ``events`` on the request's event loop."""

    key: ServeKey
    request: SpeechRequest
    loop: asyncio.AbstractEventLoop
    received: float  # time.perf_counter() when the request came in
    events: asyncio.Queue[RenderEvent] = field(default_factory=asyncio.Queue)
    ended: bool = False  # its LineDone or LineFailed was delivered
    # time.perf_counter() when the engine's first audio of it was handed on
    first_chunk: float | None = None

    def put(self, event: RenderEvent) -> None:
        """Hand ``event`` to the event loop (the engine's thread)."""
        try:
            self.loop.call_soon_threadsafe(self.events.put_nowait, event)
        except RuntimeError:
            pass  # the loop closed: the server is stopping


def priority_for(text: str) -> Priority:
    """A request's place in the render service's queue: every request is batchable
    work, first come first served. A request that comes while a batch runs joins it
    at the next free place, whatever its voice (pocket-tts's batches mix voices), which
    is the quickest way to its first audio. (An ``EDIT`` job that finds nothing of its
    voice waiting renders alone, and then nothing can join it: marking short requests
    ``EDIT`` would serialise a burst of them.)"""
    del text
    return Priority.BULK


class SpeechHost:
    """Turns requests into render-service jobs and their events back into replies."""

    def __init__(self, settings: ServeSettings) -> None:
        self.settings = settings
        self._prep = TextPrep(language=settings.language)
        self._lock = threading.Lock()
        self._numbers = itertools.count(1)
        self._tickets: dict[ServeKey, Ticket] = {}
        self._service: RenderService | None = None
        self._renderer: Renderer | None = None
        self._voices: MutableMapping[str, Voice] = {}
        # A finished request's seconds, smoothed: how long a client told to wait should.
        self._seconds: float | None = None
        self._listeners: list[Callable[[Ticket, RenderEvent], None]] = []
        self.served = 0  # requests whose audio was made in full

    # ------------------------------------------------------------ the engine's side

    def attach(
        self, service: RenderService, renderer: Renderer, voices: MutableMapping[str, Voice]
    ) -> None:
        """Serve through ``service`` (its ``voices`` is where server voices go)."""
        with self._lock:
            self._service = service
            self._renderer = renderer
            self._voices = voices

    def detach(self) -> None:
        """Serve through no service (its model is unloading, or the server stops): a
        request from now on is told the model is loading, and every open one ends
        cancelled, since the service it waits in will never run again (any thread)."""
        with self._lock:
            self._service = None
            self._renderer = None
            self._voices = {}
            tickets = list(self._tickets.values())
            self._tickets.clear()
        for ticket in tickets:
            ticket.ended = True
            voice = VOICE_PREFIX + ticket.request.voice
            ticket.put(LineFailed.saying(0, voice, ticket.request.input, STOPPED, cancelled=True))

    def deliver(self, item: ServiceEvent) -> bool:
        """Hand a service event to its request; False when it is no server job's (the
        engine's thread)."""
        if not isinstance(item.key, ServeKey):
            return False
        if not isinstance(item, JobEvent):
            return True  # it gave way to a line someone waits for: it renders again
        event = item.event
        if not isinstance(event, RenderEvent):
            return True  # a word check: the server asks for none
        with self._lock:
            ticket = self._tickets.get(item.key)
            if ticket is not None and isinstance(event, LineDone | LineFailed):
                ticket.ended = True
                del self._tickets[item.key]
                if isinstance(event, LineDone):
                    self.served += 1
                    self._note_seconds(time.perf_counter() - ticket.received)
        if ticket is None:
            return True
        if ticket.first_chunk is None and is_audio(event):
            ticket.first_chunk = time.perf_counter()
        for listen in self._listeners:
            listen(ticket, event)
        ticket.put(event)
        return True

    def listen(self, callback: Callable[[Ticket, RenderEvent], None]) -> None:
        """Call ``callback`` with every server job's event (the engine's thread)."""
        self._listeners.append(callback)

    # ------------------------------------------------------------ the requests' side

    @property
    def info(self) -> EngineInfo | None:
        renderer = self._renderer
        return None if renderer is None else renderer.engine.info

    @property
    def renderer(self) -> Renderer | None:
        return self._renderer

    @property
    def service(self) -> RenderService | None:
        return self._service

    def models(self) -> list[str]:
        """The names a request's ``model`` may take: the engine's, then OpenAI's."""
        info = self.info
        own = [] if info is None else [info.engine_id]
        return [*own, *OPENAI_MODELS]

    def depth(self) -> int:
        """Requests waiting or rendering."""
        with self._lock:
            return len(self._tickets)

    def spoken(self, text: str) -> SpokenLine:
        """What is spoken for ``text``, or the sentence why it cannot be."""
        spoken = prepare_line(text, self._prep)
        if spoken.problem is not None:
            raise bad_request(spoken.problem, "input", "unspeakable_input")
        return spoken

    def open(
        self, request: SpeechRequest, voice: Voice, spoken: SpokenLine, received: float
    ) -> Ticket:
        """Queue the request's job (the event loop's thread); a full queue is refused."""
        service = self._service
        if service is None:
            raise ApiError(
                503, "The model is still loading; try again in a moment.", "server_error"
            )
        seed = request.seed if request.seed is not None else self.settings.seed
        params = GenerationParams(seed=secrets.randbelow(2**31) if seed is None else seed)
        name = VOICE_PREFIX + voice.name
        with self._lock:
            if len(self._tickets) >= self.settings.max_queue:
                raise busy(self._retry_after())
            key = ServeKey(next(self._numbers))
            ticket = Ticket(key, request, asyncio.get_running_loop(), received)
            self._tickets[key] = ticket
            kept = self._voices.get(name)
            if kept is None or kept.reference is not voice.reference:
                # Named as its jobs are: the service finds a batch's joiners by the name.
                self._voices[name] = replace(voice, name=name)
        job = Job(key, name, request.input, params, spoken, priority_for(request.input))
        service.submit([job])
        return ticket

    def cancel(self, ticket: Ticket) -> None:
        """Stop a request's job, waiting or rendering (any thread); its end still comes."""
        service = self._service
        if service is not None and not ticket.ended:
            service.cancel([ticket.key])

    def _note_seconds(self, seconds: float) -> None:
        self._seconds = seconds if self._seconds is None else 0.8 * self._seconds + 0.2 * seconds

    def _retry_after(self) -> float:
        """About when a place frees: the time a request has taken lately (at most that
        long: the oldest of those in the queue ends first)."""
        return self._seconds or 1.0


def is_audio(event: RenderEvent) -> bool:
    return isinstance(event, AudioChunk) and len(event.samples) > 0


__all__ = [
    "OPENAI_MODELS",
    "VOICE_PREFIX",
    "ServeKey",
    "SpeechHost",
    "Ticket",
    "is_audio",
    "priority_for",
]
