"""The worker's side of serving from the window: the host attaches whenever the model is
ready, a model unloading or the switch going off ends its requests, and the window's
Stop and events leave the server's jobs alone."""

from __future__ import annotations

import asyncio
from collections.abc import Collection, Hashable
from typing import cast

from studio.engines.info import GenerationParams
from studio.render.events import LineFailed
from studio.render.jobs import Job, JobGaveWay
from studio.render.renderer import Renderer
from studio.render.service import RenderService
from studio.render.voices import Voice
from studio.serve.host import ServeKey, SpeechHost, Ticket
from studio.serve.settings import ServeSettings
from studio.serve.speech_request import SpeechRequest
from studio.ui.session.worker_serve import ServeLink, is_window_key


class StubService:
    """The render service as far as the link uses it: its jobs' keys, and cancel."""

    def __init__(self, keys: list[Hashable]) -> None:
        self._keys = keys
        self.cancelled: list[Hashable] = []

    def keys(self) -> list[Hashable]:
        return list(self._keys)

    def cancel(self, keys: Collection[Hashable] | None = None) -> None:
        self.cancelled.extend(self._keys if keys is None else keys)


def engine(keys: list[Hashable]) -> tuple[RenderService, Renderer, dict[str, Voice]]:
    return cast(RenderService, StubService(keys)), cast(Renderer, object()), {}


def test_the_host_attaches_when_the_model_is_ready_or_at_once() -> None:
    link, host = ServeLink(), SpeechHost(ServeSettings())
    link.set_host(host)
    assert host.service is None  # no model yet: requests are told it is loading
    service, renderer, voices = engine([])
    link.engine_ready(service, renderer, voices)
    assert host.service is service and host.renderer is renderer
    link.engine_gone()
    assert host.service is None
    later = SpeechHost(ServeSettings())
    link.engine_ready(service, renderer, voices)
    link.set_host(later)  # the model is loaded: at once
    assert later.service is service and host.service is None


def test_switching_off_cancels_only_the_servers_jobs_and_ends_its_requests() -> None:
    window_line, request = ("line-1", 0), ServeKey(1)
    service, renderer, voices = engine([window_line, request])
    link, host = ServeLink(), SpeechHost(ServeSettings())
    link.engine_ready(service, renderer, voices)
    link.set_host(host)
    loop = asyncio.new_event_loop()
    try:
        ask = SpeechRequest(model="tts-1", input="Hello.", voice="Carol")
        ticket = Ticket(request, ask, loop, 0.0)
        host._tickets[request] = ticket  # as ``open`` keeps it
        assert [key for key in service.keys() if is_window_key(key)] == [window_line]
        link.set_host(None)
        assert cast(StubService, service).cancelled == [request]  # the window's line renders on
        loop.run_until_complete(asyncio.sleep(0))
        ended = ticket.events.get_nowait()
        assert isinstance(ended, LineFailed) and ended.cancelled and ticket.ended
        assert host.depth() == 0 and host.service is None
    finally:
        loop.close()


def test_a_servers_event_never_reaches_the_window() -> None:
    link = ServeLink()
    job = Job(ServeKey(7), "serve:Carol", "Hello.", GenerationParams(seed=1))
    assert link.deliver(JobGaveWay(job))  # no host any more: dropped, not the window's
    assert not link.deliver(
        JobGaveWay(Job(("line-1", 0), "alice", "Hi.", GenerationParams(seed=1)))
    )
