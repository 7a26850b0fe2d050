"""``render --resume`` with nothing left to render: no model is loaded.

Whether a line is done depends on its voice's prompt key, which the model
computes. A project keeps the key its voices had, so the key is known without
the model when the render is the one the project was made by: the same engine
and model as recorded in the project, and each voice's audio and transcript as
the project stores them. Then, if every line already has its take, the lines'
files are written from the takes and the model never loads (pocket-tts: about
3 s and 1 GB saved). Only pocket-tts takes this path: VoxCPM2's prompt also
depends on ``--mode``, which a project does not record, so it loads its model.
"""

from __future__ import annotations

import argparse
import threading
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from studio.cli.render_inputs import RenderInputs
from studio.core.sound.audio import to_mono
from studio.engines.info import EngineInfo
from studio.render import LineRequest, RenderEvent, Voice
from studio.render.checks import LineChecked


def stored_keys(args: argparse.Namespace, inputs: RenderInputs) -> dict[str, str] | None:
    """Each voice's prompt key as the resumed project stores it, if it still holds; else
    None (the model must say)."""
    record = inputs.record
    stored = record.stored
    if not args.resume or stored is None or args.ray is not None or args.engine != "pocket":
        return None
    if (stored.doc.engine, stored.doc.model) != (args.engine, args.model):
        return None
    old_voices = {voice.name: voice for voice in stored.doc.voices}
    keys: dict[str, str] = {}
    for voice in record.doc.voices:
        old = old_voices.get(voice.name)
        audio = stored.voice_audio.get(voice.name)
        mono, rate = inputs.raw[voice.name]
        if old is None or not old.prompt_key or audio is None:
            return None
        if (old.transcript, old.edits) != (voice.transcript, voice.edits):
            return None
        if audio.sample_rate != rate or not np.array_equal(to_mono(audio.samples), mono):
            return None
        keys[voice.name] = old.prompt_key
    return keys


def nothing_left(args: argparse.Namespace, inputs: RenderInputs) -> StoredRender | None:
    """A backend that renders nothing, when the resumed project has every line's take."""
    if args.best_of != 1 or args.retake_until_match or args.check_words:
        return None  # more takes or checks are asked for: the model may be needed
    if args.retake_until_similar:
        return None  # more takes or checks are asked for: the model may be needed
    keys = stored_keys(args, inputs)
    if keys is None:
        return None
    record = inputs.record
    voices_before = record.doc.voices
    record.set_voice_keys(keys)
    finished = [record.finished(line.index) for line in inputs.lines]
    if not all(finished):
        record.doc.voices = voices_before
        return None
    doc = record.doc
    takes = [doc.matching_take(record.line(line.index), record.takes) for line in inputs.lines]
    first = next((take for take in takes if take is not None), None)
    if first is None or any(take is None or take.engine != args.engine for take in takes):
        record.doc.voices = voices_before
        return None
    info = EngineInfo(
        engine_id=args.engine,
        model_spec=args.model,
        fingerprint=first.model_fingerprint,
        device="none",
        dtype="",
        sample_rate=first.sample_rate,
        is_random=args.model.startswith("random"),
        uses_transcript=False,
    )
    return StoredRender(info, keys)


class StoredRender:
    """The ``RenderBackend`` of a render with nothing to render: no model, no events."""

    batches = False

    def __init__(self, info: EngineInfo, keys: Mapping[str, str]) -> None:
        self.info = info
        self.stored_keys = dict(keys)  # each voice's prompt key, as the project keeps it

    def voice_keys(self, voices: Mapping[str, Voice]) -> dict[str, str]:
        return {name: self.stored_keys[name] for name in voices}

    def batch_size(self) -> int:
        return 1

    def events(
        self,
        requests: Sequence[LineRequest],
        voices: Mapping[str, Voice],
        cancel: threading.Event,
    ) -> Iterator[RenderEvent | LineChecked]:
        if requests:  # never: every line was found finished before this backend was made
            raise RuntimeError("a render with no model was asked to render lines")
        return iter(())

    def disk_problem(self) -> str | None:
        return None

    def cache_counts(self) -> dict[str, int]:
        return {"memory_hits": 0, "disk_hits": 0, "misses": 0}

    def batch_report(self) -> dict[str, Any]:
        return {"size": 0, "steps": 0, "occupancy": None}

    def report(self) -> dict[str, Any] | None:
        return None

    def close(self) -> None:
        pass


__all__ = ["StoredRender", "nothing_left", "stored_keys"]
