"""``render_batched``: a list of lines grouped by voice, each group rendered together.

Lines are grouped by voice. A group goes to ``LineBatch`` (the engine's
``generate_batch`` against the voice's one prompt state), or, with a batch of
one, an engine that cannot batch or no cache, through ``render_line`` one
after another. The render service is what the studio's programs render
through; this is the plain form its tests and the benchmarks compare with.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence

from studio.render.batch import LineBatch, batch_engine, render_each
from studio.render.events import LineFailed, LineRequest, RenderEvent
from studio.render.failures import no_voice
from studio.render.renderer import Renderer
from studio.render.voices import Voice


def render_batched(
    renderer: Renderer,
    requests: Sequence[LineRequest],
    voices: Mapping[str, Voice],
    cancel: threading.Event,
    batch_size: int | None,
) -> Iterator[RenderEvent]:
    """Render lines grouped by voice, up to ``batch_size`` at once against the voice's state.

    Voices are taken in the order they first appear, and each voice's lines
    in their order. Every line gets the events ``render_line`` gives it
    (started, cache, audio chunks, done or failed), but the lines of a batch
    interleave: tell them apart by ``index``. A line's audio is the same as
    rendered alone with the same settings. ``batch_size`` None picks it from
    the engine's measured step cost; 1 (or an engine that cannot batch, or no
    cache: every line then encodes its voice again) renders one line at a
    time. ``cancel`` stops everything within a step; lines not started then
    get no event. A request's own ``cancel`` stops that line alone.
    """
    groups: dict[str, list[LineRequest]] = {}
    for request in requests:
        line = request.line
        if line.voice not in voices:
            yield LineFailed.saying(line.index, line.voice, line.text, no_voice(line.voice))
            continue
        groups.setdefault(line.voice, []).append(request)
    for name, group in groups.items():
        if cancel.is_set():
            return
        engine = batch_engine(renderer)
        size = 1
        if len(group) > 1 and engine is not None:
            size = batch_size if batch_size is not None else engine.auto_batch_size()
        if size <= 1 or engine is None:
            yield from render_each(renderer, group, voices[name], cancel)
        else:
            yield from LineBatch(renderer, engine, voices[name], group).events(cancel, size)


__all__ = ["render_batched"]
