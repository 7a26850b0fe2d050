"""``POST /v1/audio/speech``: a request checked, queued, and its audio streamed back.

The answer waits for the first audio (or the render's failure, which is then
a JSON error with its status) and then streams: ``stream_format=audio`` sends
the encoded bytes as they come (chunked), ``sse`` sends them as server-sent
events, base64 in ``speech.audio.delta`` events and a ``speech.audio.done`` at
the end, as OpenAI's API does. A client that goes away, before its audio or
during it, cancels its job; a request past the time limit is stopped.
"""

from __future__ import annotations

import asyncio
import base64
import json
import time
from collections.abc import AsyncIterator

from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response, StreamingResponse

from studio.errors import StudioError
from studio.render.events import AudioChunk, LineDone, LineFailed, RenderEvent
from studio.serve.api_errors import SERVER, ApiError, error_body, timed_out, too_large
from studio.serve.audio_stream import AudioStream
from studio.serve.host import SpeechHost, Ticket, is_audio
from studio.serve.metrics import ServerMetrics
from studio.serve.speech_request import SpeechRequest, parse_speech
from studio.serve.voices import VoiceCatalog

# How often a request waiting for its first audio looks whether its client is still there.
_DISCONNECT_POLL_S = 0.1


class SpeechRoute:
    """Answers speech requests through ``host``, with voices from ``catalog``."""

    def __init__(self, host: SpeechHost, catalog: VoiceCatalog, metrics: ServerMetrics) -> None:
        self.host = host
        self.catalog = catalog
        self.metrics = metrics
        self.settings = host.settings

    async def __call__(self, request: Request) -> Response:
        received = time.perf_counter()
        body = await self._body(request)
        speech = parse_speech(body, self.settings.max_input_chars)
        if speech.model not in self.host.models():
            raise ApiError(
                404,
                f"The model {speech.model!r} does not exist here; GET /v1/models lists them.",
                "invalid_request_error",
                "model",
                "model_not_found",
            )
        info = self.host.info
        if info is None:
            raise ApiError(503, "The model is still loading; try again in a moment.", SERVER)
        spoken = self.host.spoken(speech.input)
        try:
            voice = await run_in_threadpool(self.catalog.voice, speech.voice, info.sample_rate)
        except StudioError as exc:
            raise ApiError(500, str(exc), SERVER, "voice", "voice_unreadable") from None
        ticket = self.host.open(speech, voice, spoken, received)
        deadline = received + self.settings.request_seconds
        try:
            first = await self._first_audio(ticket, request, deadline)
        except BaseException:
            self.host.cancel(ticket)
            raise
        stream = AudioStream(speech.response_format, info.sample_rate, speech.speed)
        media = "text/event-stream" if speech.stream_format == "sse" else stream.media_type
        return StreamingResponse(
            self._answer(ticket, first, stream, deadline),
            media_type=media,
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )

    async def _body(self, request: Request) -> bytes:
        """The body, read no further than the limit (a bigger one is refused unread)."""
        limit = self.settings.max_body_bytes
        length = request.headers.get("content-length")
        if length is not None and length.isdigit() and int(length) > limit:
            raise _body_too_large(limit)
        parts: list[bytes] = []
        size = 0
        try:
            async for part in request.stream():
                size += len(part)
                if size > limit:
                    raise _body_too_large(limit)
                parts.append(part)
        except ClientDisconnect:
            raise ApiError(400, "The client went away before sending the whole body.") from None
        return b"".join(parts)

    async def _first_audio(self, ticket: Ticket, request: Request, deadline: float) -> RenderEvent:
        """The job's first audio chunk, or its end: a failure is raised as its error."""
        while True:
            left = deadline - time.perf_counter()
            if left <= 0:
                raise timed_out(self.settings.request_seconds)
            try:
                event = await asyncio.wait_for(ticket.events.get(), min(left, _DISCONNECT_POLL_S))
            except asyncio.TimeoutError:
                if await request.is_disconnected():
                    raise ApiError(499, "The client went away.") from None
                continue
            if isinstance(event, LineFailed):
                raise _failed(event)
            if is_audio(event) or isinstance(event, LineDone):
                return event

    async def _answer(
        self, ticket: Ticket, first: RenderEvent, stream: AudioStream, deadline: float
    ) -> AsyncIterator[bytes]:
        sse = ticket.request.stream_format == "sse"
        sent_first = False
        event: RenderEvent | None = first
        try:
            while True:
                assert event is not None
                data = b""
                if isinstance(event, AudioChunk):
                    data = stream.feed(event.samples)
                elif isinstance(event, LineFailed):
                    if sse:
                        yield _sse(
                            error_body(_failed(event).message, SERVER, None, "render_failed")
                        )
                    return  # a stream already begun can only stop short
                elif isinstance(event, LineDone):
                    data = stream.finish()
                if data:
                    if not sent_first:
                        sent_first = True
                        self._note_first(ticket)
                    yield _sse_audio(data) if sse else data
                if isinstance(event, LineDone):
                    if sse:
                        yield _sse({"type": "speech.audio.done"})
                    self.metrics.speech_seconds.observe(time.perf_counter() - ticket.received)
                    return
                event = await self._next(ticket, deadline)
                if event is None:
                    if sse:
                        yield _sse(timed_out(self.settings.request_seconds).body())
                    return
        finally:
            self.host.cancel(ticket)  # a client gone, a time limit: the job stops
            stream.close()

    async def _next(self, ticket: Ticket, deadline: float) -> RenderEvent | None:
        """The job's next event, None past the deadline."""
        left = deadline - time.perf_counter()
        try:
            return await asyncio.wait_for(ticket.events.get(), max(left, 0.0))
        except asyncio.TimeoutError:
            self.metrics.errors.labels("timeout").inc()
            return None

    def _note_first(self, ticket: Ticket) -> None:
        now = time.perf_counter()
        self.metrics.first_audio.observe(now - ticket.received)
        if ticket.first_chunk is not None:
            self.metrics.first_byte_delay.observe(now - ticket.first_chunk)


def _failed(event: LineFailed) -> ApiError:
    if event.cancelled:
        return ApiError(
            503, "The server stopped the request; send it again.", SERVER, None, "cancelled"
        )
    if event.internal:
        return ApiError(500, event.message, SERVER, None, "render_failed")
    return ApiError(400, event.message, "invalid_request_error", "input", "render_failed")


def _body_too_large(limit: int) -> ApiError:
    return too_large(f"The request body is over {limit} bytes; send a shorter input.")


def _sse(payload: dict[str, object]) -> bytes:
    return f"data: {json.dumps(payload)}\n\n".encode()


def _sse_audio(data: bytes) -> bytes:
    return _sse({"type": "speech.audio.delta", "audio": base64.b64encode(data).decode("ascii")})


__all__ = ["SpeechRequest", "SpeechRoute"]
