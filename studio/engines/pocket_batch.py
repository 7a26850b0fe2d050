"""Batched pocket-tts: many lines rendered together, each as if alone.

The lines may be of several voices: a row is prefilled from its own line's
voice state (``BatchLine.state``, else the batch's), and from then on a row
holds everything the flow LM needs of its voice, so rows of any voices step
together.

A line is split into chunks exactly as ``TTSModel.generate_audio_stream``
splits it; each chunk becomes a *row* of the batch. A row is prefilled from
the voice state with its own text before a place is free (a few rows ahead,
the longest first, by a low-priority helper thread while the batch steps;
see ``PrefillStage``), then joins the batch right-aligned (see
``state_rows``) as soon as one is, and steps with the others until its own
end of speech, its frame limit, or a cancel; then it leaves the flow LM and,
once its last latent is decoded, the Mimi decoder.
The next chunk of the same line takes the next free place, so a line's chunks
stream in order while other lines keep going.

Per line, the seed, temperature and end of speech are those of the line
alone: one noise generator per line, seeded like ``torch.manual_seed`` before
the line, draws the prefill's sample and then each step's, in the same order
as upstream's single-line loop. The audio therefore equals
``PocketEngine.generate`` for that line, up to float rounding (batched
matrix products and the re-rotated keys differ in the last bits).
"""

from __future__ import annotations

import queue
import threading
import time
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch

from studio.engines.info import (
    BatchAudio,
    BatchEnded,
    BatchEvent,
    BatchLine,
    BatchStarted,
    BatchStats,
    LineSource,
    line_source,
)
from studio.engines.pocket_prefill import PREFILL_GROUP, PrefillStage, wants_helper
from studio.engines.pocket_steps import FlowBatch, MimiJob, MimiResult, MimiStage, draw_noise
from studio.engines.state_rows import ModelState
from studio.errors import QT_TRANSLATE_NOOP, StudioError

# Decoder jobs the flow LM may run ahead of the decoder before it waits:
# enough to keep both threads busy, few enough to bound memory and latency.
_MAX_AHEAD = 4


@dataclass(frozen=True)
class _Chunk:
    tokens: torch.Tensor  # [1, n]
    frames_after_eos: int
    max_gen_len: int


@dataclass(eq=False)
class _Line:
    item: BatchLine
    chunks: list[_Chunk]
    generator: torch.Generator
    std: float
    limit: int | None
    next_chunk: int = 0
    rows_out: int = 0  # rows started whose audio is not complete yet
    produced: int = 0
    cancelled: bool = False
    limited: bool = False
    ended: bool = False

    @property
    def stopped(self) -> bool:
        return self.cancelled or self.limited

    def check_cancel(self) -> None:
        if self.item.cancel is not None and self.item.cancel.is_set():
            self.cancelled = True

    @property
    def complete(self) -> bool:
        pending = not self.stopped and self.next_chunk < len(self.chunks)
        return self.rows_out == 0 and not pending


@dataclass(eq=False)
class _Row:
    id: int
    line: _Line
    chunk: _Chunk
    latent: torch.Tensor  # the next input, [1, 1, ldim]; NaN before the first step
    step: int = 0
    eos_step: int | None = None


class BatchRun:
    """One call of ``generate_batch``: its lines, rows and the two stages.

    Runs on the thread that iterates ``events`` (the engine's); the Mimi stage
    has a thread of its own, which ``events`` ends however it is left.
    """

    def __init__(
        self,
        model: Any,
        voice: ModelState,
        lines: Sequence[BatchLine] | LineSource,
        cancel: threading.Event,
        batch_size: int,
        default_temperature: float,
        stats: BatchStats | None = None,
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        self.model = model
        self.voice = voice
        self.cancel = cancel
        # Buffers are sized for the batch: never larger than a list of lines needs.
        if not callable(lines):
            batch_size = min(batch_size, len(lines))
        self.batch_size = max(1, batch_size)
        self.default_temperature = default_temperature
        self.sample_rate = int(model.config.mimi.sample_rate)
        self.flow = FlowBatch.reusable(model, self.batch_size)
        self.mimi = MimiStage(model, self.batch_size, stats)
        helper = wants_helper(self.flow)
        self.prefill = PrefillStage(self.flow, voice, helper)
        # Rows prefilled ahead of a free place (by the helper), so a row that ends is
        # replaced at the next step instead of after a prefill.
        self.ahead = min(PREFILL_GROUP, max(1, self.batch_size // 4)) if helper else 0
        # Asked for the next line whenever a place is free: lines queued while the
        # batch runs join it at the next step, prefilled while the others decode.
        self.next_line = line_source(lines)
        self.stats = stats
        self.ready: deque[_Line] = deque()  # started lines whose next chunk waits for a place
        self.active: list[_Row] = []  # in the flow LM's row order
        self.pending: dict[int, _Row] = {}  # rows submitted for their prefill, not joined yet
        self.rows: dict[int, _Row] = {}  # every row whose audio is not complete
        self.started: list[_Line] = []
        self._next_row = 0
        self._closed = False

    # ------------------------------------------------------------ driver

    def events(self) -> Iterator[BatchEvent]:
        with torch.no_grad():
            self.mimi.start()
            self.prefill.start()
            try:
                while True:
                    if self.cancel.is_set():
                        yield from self._cancel_all()
                        return
                    yield from self._timed("request", self._request())
                    yield from self._timed("join", self._join())
                    if not self.active:
                        if self.ready or self.pending:
                            continue
                        break  # nothing decoding and the source has nothing more
                    started = time.perf_counter()
                    self._step()
                    self._spent("step", started)
                    block = self.mimi.jobs.qsize() > _MAX_AHEAD
                    yield from self._timed("drain", self._drain(block=block))
                self.mimi.finish()
                while not self._closed:
                    if self.cancel.is_set():
                        yield from self._cancel_all()
                        return
                    yield from self._drain(block=True)
            finally:
                self.prefill.close()
                self.mimi.close()

    def _spent(self, part: str, started: float) -> None:
        if self.stats is not None:
            self.stats.spent(part, time.perf_counter() - started)

    def _timed(self, part: str, events: Iterator[BatchEvent]) -> Iterator[BatchEvent]:
        """``events``, with the time spent making them (not the consumer's) counted."""
        started = time.perf_counter()
        for event in events:
            self._spent(part, started)
            yield event
            started = time.perf_counter()
        self._spent(part, started)

    # ------------------------------------------------------------ lines

    def _start(self, item: BatchLine) -> Iterator[BatchEvent]:
        yield BatchStarted(item.key)
        try:
            line = self._prepare(item)
        except StudioError as exc:
            yield BatchEnded(item.key, error=str(exc))
            return
        self.started.append(line)
        line.check_cancel()
        if line.cancelled:
            yield from self._maybe_end(line)
            return
        self.ready.append(line)

    def _prepare(self, item: BatchLine) -> _Line:
        """The line's chunks, as ``TTSModel.generate_audio_stream`` makes them."""
        from pocket_tts.default_parameters import MAX_TOKEN_PER_CHUNK
        from pocket_tts.models.text_chunking import (
            prepare_text_prompt,
            split_into_best_sentences,
        )

        m = self.model
        if not item.text.strip():
            raise StudioError(
                QT_TRANSLATE_NOOP("StudioError", "The line is empty; type some text to speak.")
            )
        options = (m.pad_with_spaces_for_short_inputs, m.remove_semicolons)
        styling = dict(
            append_terminal_punctuation=m.append_terminal_punctuation,
            capitalize_first_letter=m.capitalize_first_letter,
            replace_characters=m.replace_characters,
        )
        try:
            pieces = split_into_best_sentences(
                m.flow_lm.conditioner.tokenizer,
                item.text,
                MAX_TOKEN_PER_CHUNK,
                options[0],
                remove_semicolons=options[1],
                **styling,
            )
            chunks: list[_Chunk] = []
            for piece in pieces:
                text, guess = prepare_text_prompt(piece, *options, **styling)
                after = m.model_recommended_frames_after_eos
                tokens = m.flow_lm.conditioner.prepare(text)
                chunks.append(
                    _Chunk(
                        tokens,
                        after if after is not None else guess + 2,
                        int(m._estimate_max_gen_len(tokens.shape[1])),
                    )
                )
        except ValueError as exc:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "The line cannot be spoken ({0}); change its text."
                ),
                str(exc),
            ) from exc
        params = item.params
        temperature = (
            params.temperature if params.temperature is not None else self.default_temperature
        )
        generator = torch.Generator(device=self.flow.device)
        generator.manual_seed(int(params.seed))
        limit = (
            int(params.max_seconds * self.sample_rate) if params.max_seconds is not None else None
        )
        return _Line(item, chunks, generator, float(temperature) ** 0.5, limit)

    def _maybe_end(self, line: _Line) -> Iterator[BatchEvent]:
        if not line.ended and line.complete:
            line.ended = True
            yield BatchEnded(line.item.key, cancelled=line.cancelled)

    def _cancel_all(self) -> Iterator[BatchEvent]:
        for line in self.started:
            if not line.ended:
                line.ended = True
                yield BatchEnded(line.item.key, cancelled=True)

    # ------------------------------------------------------------ rows

    def _noise(self, line: _Line) -> torch.Tensor:
        flow = self.model.flow_lm
        return draw_noise(
            line.generator, line.std, flow.ldim, self.model.noise_clamp, self.flow.device
        )

    def _request(self) -> Iterator[BatchEvent]:
        """Queue prefills for the places free now, and ``ahead`` more: next chunks first.

        The noise upstream draws for the latent it samples (and drops) after the
        text prompt is drawn here, in the line's order: a line's next chunk is
        asked for only once its last chunk has ended.
        """
        wanted = self.batch_size + self.ahead
        while len(self.active) + len(self.pending) < wanted:
            if self.ready:
                line = self.ready.popleft()
            elif (item := self.next_line()) is not None:
                yield from self._start(item)
                continue
            else:
                break
            line.check_cancel()
            if line.stopped:
                yield from self._maybe_end(line)
                continue
            chunk = line.chunks[line.next_chunk]
            line.next_chunk += 1
            latent = torch.full(
                (1, 1, self.model.flow_lm.ldim), float("nan"), device=self.flow.device
            )
            row = _Row(self._next_row, line, chunk, latent)
            self._next_row += 1
            line.rows_out += 1
            self._noise(line)
            self.pending[row.id] = row
            own = line.item.state  # a line of another voice: prefilled from its own state
            assert own is None or isinstance(own, dict), "a pocket-tts line's state is a dict"
            self.prefill.submit(row.id, chunk.tokens, chunk.max_gen_len, own)

    def _join(self) -> Iterator[BatchEvent]:
        """Fill the free places: rows the helper prefilled, then rows prefilled now.

        With nothing decoding and nothing left to prefill here, waits for the helper.
        """
        stage = self.prefill
        while self.pending:
            free = self.batch_size - len(self.active)
            if free <= 0:
                return
            joined = stage.take_done(free)
            if len(joined) < free:
                joined += stage.prefill_now(free - len(joined))
            if not joined:
                if self.active or self.cancel.is_set():
                    return
                stage.wait(0.05)
                continue
            yield from self._add(
                [(self.pending.pop(row_id), state, end) for row_id, state, end in joined]
            )
            if self.active:
                return

    def _add(self, joining: list[tuple[_Row, ModelState, int]]) -> Iterator[BatchEvent]:
        rows = self.flow.rows
        # Longest first: then the batch's offset moves at most once.
        for row, state, end in sorted(joining, key=lambda joiner: joiner[2], reverse=True):
            line = row.line
            line.check_cancel()
            if line.stopped:
                line.rows_out -= 1
                yield from self._maybe_end(line)
                continue
            rows.add(state, offset=end)
            self.active.append(row)
            self.rows[row.id] = row
        if self.active:
            longest = max(r.chunk.max_gen_len - r.step for r in self.active)
            rows.reserve(rows.offset + longest + 1)

    def _step(self) -> None:
        active = self.active
        if self.stats is not None:
            self.stats.add(self.batch_size, len(active))
        inputs = torch.cat([row.latent for row in active])
        noise = torch.cat([self._noise(row.line) for row in active])
        latents, eos = self.flow.step(inputs, noise)
        min_frames = int(self.model._MIN_FRAMES_BEFORE_EOS)
        emitted: list[int] = []
        ended: list[int] = []
        for i, row in enumerate(active):
            row.line.check_cancel()
            if row.line.stopped:
                ended.append(i)
                continue
            if eos[i] and row.eos_step is None and row.step >= min_frames:
                row.eos_step = row.step
            if row.eos_step is not None and row.step >= row.eos_step + row.chunk.frames_after_eos:
                ended.append(i)
                continue
            row.latent = latents[i : i + 1, None, :]
            row.step += 1
            emitted.append(i)
            if row.step >= row.chunk.max_gen_len:
                ended.append(i)
        job_rows = tuple(active[i].id for i in emitted)
        job_latents = latents[emitted][:, None, :] if emitted else None
        self.mimi.submit(MimiJob(job_rows, job_latents, tuple(active[i].id for i in ended)))
        for i in sorted(ended, reverse=True):
            row = active[i]
            self.flow.rows.remove(i)
            active[i] = active[-1]
            active.pop()
            line = row.line
            if not line.stopped and line.next_chunk < len(line.chunks):
                self.ready.append(line)
        self._compact()

    def _compact(self) -> None:
        """Drop padding every row shares, once it is at least half the cache."""
        rows = self.flow.rows
        if not rows.rows:
            return
        shared = min(rows.pads())
        if shared >= max(64, rows.offset // 2):
            rows.shift(-shared)

    # ------------------------------------------------------------ audio

    def _drain(self, block: bool) -> Iterator[BatchEvent]:
        """Hand on what the decoder reported; with ``block``, wait for one report first."""
        while not self._closed and not self.cancel.is_set():
            try:
                if block:
                    result = self.mimi.results.get(timeout=0.05)
                else:
                    result = self.mimi.results.get_nowait()
            except queue.Empty:
                if block and not self.cancel.is_set():
                    continue
                return
            block = False
            yield from self._handle(result)

    def _handle(self, result: MimiResult) -> Iterator[BatchEvent]:
        kind, row_id, payload = result
        if kind == "error":
            raise payload
        if kind == "closed":
            self._closed = True
            return
        row = self.rows.get(row_id)
        if row is None:
            return
        line = row.line
        if kind == "audio":
            if line.stopped:
                return
            samples = np.asarray(payload, dtype=np.float32)
            if line.limit is not None and line.produced + len(samples) >= line.limit:
                samples = samples[: line.limit - line.produced]
                line.limited = True
            line.produced += len(samples)
            if len(samples):
                yield BatchAudio(line.item.key, samples)
        elif kind == "end":
            del self.rows[row_id]
            line.rows_out -= 1
            yield from self._maybe_end(line)


def generate_batch(
    model: Any,
    voice: ModelState,
    lines: Sequence[BatchLine] | LineSource,
    cancel: threading.Event,
    batch_size: int,
    default_temperature: float,
    stats: BatchStats | None = None,
) -> Iterator[BatchEvent]:
    """See ``BatchEngine.generate_batch``; ``model`` is a pocket-tts ``TTSModel``."""
    run = BatchRun(model, voice, lines, cancel, batch_size, default_temperature, stats)
    return run.events()


__all__ = ["BatchRun", "generate_batch"]
