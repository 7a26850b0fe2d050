"""Another model asked for while lines wait in the last one's queue: every one of them still
ends (cancelled), so the window never waits for a line that can no longer come."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

import studio.ui.session.worker_voices as worker_voices
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.sound.voice_edits import edited_reference
from studio.engines.info import GenerationParams
from studio.render import LineFailed
from studio.render.service import JobEvent
from studio.ui.session.jobs import EngineConfig, LoadEngine, LoadVoice, RenderLines, line_job
from studio.ui.session.worker import RenderWorker
from tests.ui.fake_engine import RATE, FakeEngine


def test_lines_queued_for_a_model_that_is_switched_away_end_cancelled(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    worker = RenderWorker(engine_factory=lambda config: FakeEngine())
    ends: list[JobEvent] = []
    worker.sig_render.connect(
        lambda item: ends.append(item) if isinstance(item.event, LineFailed) else None
    )
    audio = VoiceAudio(np.full(RATE, 0.1, dtype=np.float32), RATE)
    worker.start()
    try:
        config = EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache")
        with qtbot.waitSignals([worker.sig_request_done] * 2, timeout=30000):
            worker.submit(LoadEngine(config))
            worker.submit(LoadVoice("alice", "alice.wav", audio))
        # The voice is loaded again (an edit): its lines wait for it in the service.
        release, loading = threading.Event(), threading.Event()
        real = edited_reference

        def slow(*args: Any) -> Any:
            loading.set()
            release.wait(30)
            return real(*args)

        monkeypatch.setattr(worker_voices, "edited_reference", slow)
        worker.submit(LoadVoice("alice", "alice.wav", audio))
        assert loading.wait(30)
        params = GenerationParams(seed=1)
        worker.submit(RenderLines(tuple(line_job(f"l{n}", "alice", "Hi.", params) for n in (1, 2))))
        # Stop, then another model, while the worker is still busy with the voice.
        worker.stop()
        worker.submit(LoadEngine(config))
        release.set()
        qtbot.waitUntil(lambda: len(ends) == 2, timeout=30000)
        assert {e.key for e in ends} == {("l1", 0), ("l2", 0)}
        assert all(isinstance(e.event, LineFailed) and e.event.cancelled for e in ends)
    finally:
        assert worker.shutdown()
