"""A speech server in this process: the real app and render service on the tiny random-weight
pocket-tts model, behind uvicorn on a free loopback port, for the ``openai`` client."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from studio.cache import MemoryTier, PromptCache
from studio.cache.disk_tier import DiskTier
from studio.cli.serve import listening_socket
from studio.engines.info import GenerationParams
from studio.render import LineDone, Renderer
from studio.render.service import RenderService
from studio.render.voices import Voice
from studio.serve.app import create_app
from studio.serve.engine_thread import EngineThread
from studio.serve.host import SpeechHost
from studio.serve.settings import ServeSettings
from studio.serve.voices import GivenVoice, VoiceCatalog
from tests.support import tiny_engine

if TYPE_CHECKING:
    import openai

MEMORY_BYTES = 64 * 1024 * 1024
# 16-bit samples: a sample may differ by rounding, and batched audio by float rounding.
PCM_TOLERANCE = 1.5 / 32768 + 1e-5


@dataclass
class Served:
    url: str  # http://127.0.0.1:PORT
    host: SpeechHost
    catalog: VoiceCatalog
    renderer: Renderer

    @property
    def base_url(self) -> str:
        return self.url + "/v1"

    def client(self, key: str = "unused", **options: Any) -> openai.OpenAI:
        import openai

        # No retries: a test sees each answer as the server gave it.
        return openai.OpenAI(base_url=self.base_url, api_key=key, max_retries=0, **options)


def given_voice(name: str, path: Path) -> GivenVoice:
    from studio.core.sound.audio import read_audio, to_mono

    data, rate = read_audio(path)
    return GivenVoice(name, path, to_mono(data), rate)


def renderer_with(cache_dir: Path | None) -> Renderer:
    disk = None if cache_dir is None else DiskTier(cache_dir, 1 << 30)
    return Renderer(tiny_engine(), PromptCache(MemoryTier(MEMORY_BYTES), disk))


@contextmanager
def running_server(
    catalog: VoiceCatalog,
    settings: ServeSettings | None = None,
    cache_dir: Path | None = None,
    batch: int = 4,
    engine_runs: bool = True,
) -> Iterator[Served]:
    """A server until the block ends; ``engine_runs=False``: its service never renders
    (requests wait until they are cancelled or time out)."""
    import uvicorn

    settings = settings or ServeSettings(port=0)
    host = SpeechHost(settings)
    renderer = renderer_with(cache_dir)
    engine: EngineThread | None = None
    if engine_runs:
        engine = EngineThread(lambda: (renderer, batch), host)
        engine.start()
        assert engine.wait_loaded() is None
    else:
        voices: dict[str, Voice] = {}
        host.attach(RenderService(renderer, voices.get, batch), renderer, voices)
    sock = listening_socket("127.0.0.1", 0)
    config = uvicorn.Config(create_app(host, catalog), log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [sock]}, name="uvicorn", daemon=True
    )
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server.started, "the server did not start"
    try:
        yield Served(f"http://127.0.0.1:{sock.getsockname()[1]}", host, catalog, renderer)
    finally:
        server.should_exit = True
        if host.service is not None:
            host.service.cancel()
        thread.join(30)
        if engine is not None:
            engine.stop()
        sock.close()


def until(condition: Callable[[], bool], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.01)


@contextmanager
def driving(host: SpeechHost) -> Iterator[None]:
    """Run a waiting server's render service now, on a thread of the block's own."""

    def run() -> None:
        assert host.service is not None
        for item in host.service.run():
            host.deliver(item)

    thread = threading.Thread(target=run, name="engine-now")
    thread.start()
    try:
        yield
    finally:
        thread.join(120)


def alone(renderer: Renderer, voice: Voice, text: str, seed: int) -> np.ndarray:
    """The line rendered by itself, as a render with this seed makes it."""
    from studio.core.text.script import ScriptLine

    line = ScriptLine(1, voice.name, text)
    events = renderer.render_line(line, voice, GenerationParams(seed=seed), threading.Event())
    done = [e for e in events if isinstance(e, LineDone)]
    assert len(done) == 1
    return done[0].audio


def pcm_samples(data: bytes) -> np.ndarray:
    return np.frombuffer(data, dtype="<i2").astype(np.float32) / 32768


def same_audio(got: np.ndarray, want: np.ndarray) -> bool:
    return len(got) == len(want) and float(np.max(np.abs(got - np.clip(want, -1, 1)))) <= (
        PCM_TOLERANCE
    )
