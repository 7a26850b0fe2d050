"""Shared helpers for engine, cache, render and CLI tests (no Qt).

The engine is the real pocket-tts code with its smallest architecture and
random weights; references are real speech made by espeak-ng.
"""

from __future__ import annotations

import functools
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pytest
import soundfile as sf

if TYPE_CHECKING:
    from av.container.core import Chapter

    from studio.core.document import Take
    from studio.engines.pocket import PocketEngine

TINY_MODEL = "random:english_2m_2026-10"


def tiny_render_args(
    scripts: list[Path], voices: dict[str, Path], out: Path, *extra: str
) -> list[str]:
    """``voice-studio render`` arguments for the tiny model on the CPU, seed 3, JSON report."""
    voice_args = [arg for name, path in voices.items() for arg in ("--voice", f"{name}={path}")]
    return [
        "render", *map(str, scripts), *voice_args, "--model", TINY_MODEL, "--device", "cpu",
        "--seed", "3", "--out", str(out), "--json", *extra,
    ]  # fmt: skip


@functools.lru_cache(maxsize=1)
def tiny_engine() -> PocketEngine:
    from studio.engines.pocket import load_pocket_engine

    return load_pocket_engine(TINY_MODEL, "cpu", threads=1)


def speak(path: Path, text: str, voice: str = "en", speed: int = 160) -> Path:
    """Write real speech to ``path`` (WAV, 22.05 kHz) with espeak-ng."""
    espeak = shutil.which("espeak-ng")
    assert espeak, "espeak-ng is required for these tests (apt-get install espeak-ng)"
    subprocess.run([espeak, "-v", voice, "-s", str(speed), "-w", str(path), text], check=True)
    return path


def tone(
    path: Path, seconds: float, rate: int = 22050, freq: float = 220.0, amp: float = 0.3
) -> Path:
    t = np.arange(int(seconds * rate)) / rate
    sf.write(str(path), (amp * np.sin(2 * np.pi * freq * t)).astype(np.float32), rate)
    return path


SAMPLE_TEXTS = {
    "alice": "Hello there, my name is Alice and I like reading stories aloud in the evening.",
    "bob": "Good morning. This is Bob speaking from the studio, testing one two three.",
    "carol": "Carol here. The weather today is cloudy with a chance of rain later on.",
}


def make_take(
    text: str = "A line.",
    num_samples: int = 24000,
    *,
    take_id: str | None = None,
    voice: str = "alice",
    seed: int = 1,
    sample_rate: int = 24000,
    **fields: Any,
) -> Take:
    """A take as a render would record it, for tests that need one without rendering.

    Every field has a plain value; ``fields`` sets any other (``prompt_key``,
    ``temperature``, ``cache_outcome``, ``created``...).
    """
    from studio.core.document import Take, new_id

    values: dict[str, Any] = {
        "prompt_key": "",
        "engine": "pocket",
        "model_fingerprint": "synthetic",
        "temperature": None,
        "cfg": None,
        "steps": None,
        "cache_outcome": "miss",
        "cache_ms": 0.0,
        "first_audio_ms": None,
        "generate_ms": 0.0,
    }
    values.update(fields)
    return Take(
        id=take_id or new_id(),
        text=text,
        voice=voice,
        seed=seed,
        sample_rate=sample_rate,
        num_samples=num_samples,
        **values,
    )


def chapter_seconds(chapter: Chapter) -> tuple[float, float]:
    """A chapter's start and end in seconds, as PyAV reads them (in its time base's ticks)."""
    time_base = chapter["time_base"]
    assert time_base is not None, chapter
    return float(chapter["start"] * time_base), float(chapter["end"] * time_base)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Said:
    """A process's stderr, read line by line on a thread of its own as it is written."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._process = process
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self._process.stderr is not None
        for line in self._process.stderr:
            self.lines.append(line)

    def wait_for(self, words: str, seconds: float = 120) -> str:
        """The first line holding ``words``, once it is written."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = [line for line in self.lines if words in line]
            if found:
                return found[0]
            if self._process.poll() is not None and not self._reader.is_alive():
                pytest.fail(f"it exited before saying {words!r}: {''.join(self.lines)}")
            time.sleep(0.05)
        pytest.fail(f"it did not say {words!r} in time: {''.join(self.lines)}")

    def so_far(self) -> str:
        """Everything it said until now."""
        return "".join(self.lines)

    def text(self) -> str:
        """Everything it said, once it has ended (or after 30 s)."""
        self._reader.join(30)
        return "".join(self.lines)
