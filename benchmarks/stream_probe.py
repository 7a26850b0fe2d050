"""Rows 8 and 9: from Play to the first sound, and underruns while a script streams.

Runs offscreen in its own process, on the studio's own session, worker,
player and streaming playback (no window). The engine is the benchmark's
(fixed frames per line, EOS off), loaded on the worker thread as the studio
loads it; the voice's prompt state is built before anything is measured.

- Row 8: one stale line is played (``StreamPlayer.play``, what Space does);
  the figure is the player's ``sig_first_sound``: from the call to the first
  read of the line's samples by the audio output. The baseline, in the same
  process, on the same model and prompt state, is upstream
  ``generate_audio_stream``'s first chunk. One run each (the baseline first,
  after one unmeasured run on its thread).
- Row 9: a script of stale lines is played from its first line (Shift+Space):
  every line renders while the ones before it play; an underrun is the
  output running dry while a line still renders.

The output is the sound card when Qt lists one (CI and the build machine have
a PulseAudio null sink, which plays in real time), else ``ClockOutput``, which
consumes the stream in real time the way a sound card does. Prints one JSON
object on its last stdout line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_common import (
    LINE_TEXTS,
    MODES,
    BenchConfig,
    fix_frames,
    load_engine,
    private_settings,
    seed_line,
)
from PySide6.QtCore import QEventLoop, QIODevice, QObject, QTimer, Slot  # noqa: E402
from PySide6.QtMultimedia import QAudioFormat, QMediaDevices  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from rows_streaming import SCRIPT_LINES  # noqa: E402

from studio.core.commands import InsertLines  # noqa: E402
from studio.core.document import Line, new_id  # noqa: E402
from studio.core.sound.audio import load_reference  # noqa: E402
from studio.render import LineDone  # noqa: E402
from studio.ui.audio.player import AudioOutput, OutputFactory, Player  # noqa: E402
from studio.ui.audio.stream_player import StreamPlayer  # noqa: E402
from studio.ui.session.jobs import EngineConfig  # noqa: E402
from studio.ui.session.session import StudioSession  # noqa: E402

SEED = 1234
TIMEOUT_S = {"full": 900, "quick": 600, "smoke": 120}
CLOCK_TICK_MS = 5
CLOCK_BUFFER_MS = 100  # what a sound card holds ahead of its playhead


class ClockOutput(AudioOutput):
    """A sound card without a device: it holds up to CLOCK_BUFFER_MS of audio and plays
    it in real time; when the buffer runs empty, the playhead waits for more."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(CLOCK_TICK_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._source: QIODevice | None = None
        self._bytes_per_s = 0.0
        self._capacity = 0
        self._held = 0.0
        self._last = 0.0
        self._dry = False

    def supports(self, fmt: QAudioFormat) -> bool:
        return fmt.channelCount() == 1

    def preferred_rate(self) -> int:
        return 48000

    def start(self, source: QIODevice, fmt: QAudioFormat) -> bool:
        self._source = source
        self._bytes_per_s = float(fmt.bytesForDuration(1_000_000))
        self._capacity = fmt.bytesForDuration(CLOCK_BUFFER_MS * 1000)
        self._last = time.perf_counter()
        self._fill()
        self._timer.start()
        return True

    def stop(self) -> None:
        self._timer.stop()
        self._source = None

    def _fill(self) -> None:
        if self._source is None:
            return
        data = self._source.read(max(0, int(self._capacity - self._held))).data()
        self._held += len(data)
        if data:
            self._dry = False

    @Slot()
    def _on_timer_timeout(self) -> None:
        now = time.perf_counter()
        due = (now - self._last) * self._bytes_per_s
        self._last = now
        self._held = max(0.0, self._held - due)
        self._fill()
        if self._held == 0 and not self._dry:
            self._dry = True
            self.sig_idle.emit()


class Probe(QObject):
    """Waits for the session's and the player's signals (GUI thread)."""

    def __init__(self, session: StudioSession, player: Player, playback: StreamPlayer) -> None:
        super().__init__()
        self.session = session
        self.player = player
        self.first_sound: dict[str, float] = {}
        self.done: list[LineDone] = []
        self.failed: list[str] = []
        self.underruns: list[str] = []
        self._loop: QEventLoop | None = None
        session.sig_idle.connect(self._on_any)
        session.sig_line_finished.connect(self._on_session_line_finished)
        session.sig_line_settled.connect(self._on_session_line_settled)
        player.sig_first_sound.connect(self._on_player_first_sound)
        player.sig_stopped.connect(self._on_any)
        player.sig_underrun.connect(self._on_player_underrun)

    def wait(self, ready: Any, timeout_s: float, what: str) -> None:
        """Run the event loop until ``ready()``; raise when it takes longer than timeout_s."""
        deadline = time.perf_counter() + timeout_s
        while not ready():
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError(f"no {what} within {timeout_s:.0f} s")
            loop = QEventLoop()
            self._loop = loop
            QTimer.singleShot(int(min(left, 1.0) * 1000), loop.quit)
            loop.exec()
            self._loop = None

    def _wake(self) -> None:
        if self._loop is not None:
            self._loop.quit()

    @Slot()
    def _on_any(self) -> None:
        self._wake()

    @Slot(object)
    def _on_session_line_finished(self, done: LineDone) -> None:
        self.done.append(done)

    @Slot(str, str)
    def _on_session_line_settled(self, line_id: str, outcome: str) -> None:
        if outcome != "done":
            runtime = self.session.model.runtime(line_id)
            self.failed.append(f"{outcome}: {runtime.message if runtime else ''}")
        self._wake()

    @Slot(str, float)
    def _on_player_first_sound(self, key: str, ms: float) -> None:
        self.first_sound[key] = ms
        self._wake()

    @Slot(str)
    def _on_player_underrun(self, key: str) -> None:
        self.underruns.append(key)


def add_lines(session: StudioSession, texts: list[str]) -> list[str]:
    start = len(session.document.lines)
    lines = tuple(Line(new_id(), text, "alice") for text in texts)
    session.edit(InsertLines(tuple(range(start, start + len(lines))), lines, "Add lines"))
    return [line.id for line in lines]


def upstream_first_chunk_ms(engine: Any, ref: Path, text: str) -> float:
    """Upstream's own stream, with the prompt state in hand: time to its first chunk.

    It runs on this (the GUI) thread, so it is warmed up here first, as the
    studio's worker thread was by the warm-up line.
    """
    reference = load_reference(ref, engine.info.sample_rate)
    state = engine.build_prompt_state(reference.samples, None)
    first: float | None = None
    for _ in range(2):
        stop = threading.Event()
        seed_line(SEED)
        first = None
        start = time.perf_counter()
        for _chunk in engine.model.generate_audio_stream(state, text, stop=stop):
            if first is None:
                first = (time.perf_counter() - start) * 1000
                stop.set()
    assert first is not None
    return first


def choose_output(kind: str) -> tuple[OutputFactory | None, str]:
    device = QMediaDevices.defaultAudioOutput()
    if kind == "device" or (kind == "auto" and not device.isNull()):
        return None, f"sound card: {device.description()}"
    return (lambda parent: ClockOutput(parent)), "real-time clock output (no audio device)"


def run(cfg: BenchConfig, ref: Path, output_kind: str) -> dict[str, Any]:
    engines: list[Any] = []

    def factory(config: EngineConfig) -> Any:
        # Runs on the worker thread, like the studio's own factory.
        engine = load_engine(cfg.threads, cfg.model)
        fix_frames(engine.model, cfg.frames)
        engines.append(engine)
        return engine

    session = StudioSession(engine_factory=factory)
    output_factory, output_name = choose_output(output_kind)
    player = Player(output_factory=output_factory)
    playback = StreamPlayer(session, player)
    probe = Probe(session, player, playback)
    timeout = TIMEOUT_S[cfg.mode]
    report: dict[str, Any] = {"output": output_name, "failure": None}
    try:
        session.start(
            EngineConfig(
                model=cfg.model,
                device="cpu",
                threads=cfg.threads,
                cache_dir=Path(tempfile.mkdtemp(prefix="studio-bench-stream-")),
            )
        )
        session.voices.add(ref, "alice")
        probe.wait(lambda: session.idle, timeout, "engine and voice")
        if session.engine_info is None:
            raise RuntimeError(f"the engine did not load: {session.engine_error}")
        # Warm up (and build the voice's prompt state): the first line of a process
        # pays one-off costs that are not what these rows measure.
        (warm,) = add_lines(session, [LINE_TEXTS[0]])
        session.renders.render_lines([warm])
        probe.wait(lambda: session.idle, timeout, "warm-up line")
        if probe.failed:
            raise RuntimeError(f"the warm-up line failed ({probe.failed[0]})")

        # Row 8.
        text = LINE_TEXTS[2]
        report["upstream_first_chunk_ms"] = upstream_first_chunk_ms(engines[0], ref, text)
        (line_id,) = add_lines(session, [text])
        if not playback.play([line_id]):
            raise RuntimeError(f"nothing played ({output_name})")
        probe.wait(lambda: line_id in probe.first_sound, timeout, "first sound")
        report["first_sound_ms"] = probe.first_sound[line_id]
        probe.wait(lambda: not player.active and session.idle, timeout, "end of the line")
        take = session.document.line(line_id).current_take
        if take is not None:
            # Where the time went: the engine's own first chunk inside the render, the
            # rest is queue, cache lookup, signals and opening the output.
            report["line_first_audio_ms"] = take.first_audio_ms
            report["line_cache_ms"] = take.cache_ms

        # Row 9.
        probe.done.clear()
        probe.underruns.clear()
        count = SCRIPT_LINES[cfg.mode]
        ids = add_lines(session, [LINE_TEXTS[i % len(LINE_TEXTS)] for i in range(count)])
        started = time.perf_counter()
        if not playback.play(ids):
            raise RuntimeError(f"nothing played ({output_name})")
        probe.wait(lambda: not player.active and session.idle, timeout, "end of the script")
        rtf = [d.timings.real_time_factor or 0.0 for d in probe.done]
        report |= {
            "script_lines": count,
            "lines_rendered": len(probe.done),
            "lines_failed": probe.failed,
            "script_first_sound_ms": probe.first_sound.get(ids[0]),
            "underruns": len(probe.underruns),
            "underrun_lines": sorted({ids.index(key) + 1 for key in probe.underruns}),
            "audio_s": sum(d.timings.audio_seconds for d in probe.done),
            "play_wall_s": time.perf_counter() - started,
            "render_rtf_median": statistics.median(rtf) if rtf else None,
            "render_rtf_max": max(rtf) if rtf else None,
        }
    except (RuntimeError, TimeoutError) as exc:
        report["failure"] = str(exc)
    finally:
        player.stop()
        session.shutdown()
    return report


def main() -> None:
    private_settings()  # the window's settings and recovery go to a folder of its own
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("--output", choices=("auto", "device", "clock"), default="auto")
    parser.add_argument("ref", type=Path)
    args = parser.parse_args()
    cfg = BenchConfig.make(args.mode, args.threads)
    app = QApplication(sys.argv[:1])
    report = run(cfg, args.ref, args.output)
    report["mode"] = cfg.mode
    app.processEvents()
    sys.stdout.write(json.dumps(report) + "\n")


if __name__ == "__main__":
    main()
