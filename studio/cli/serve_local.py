"""``voice-studio serve`` on this machine: one engine, its thread, and uvicorn in front.

The model and torch load only here, once every input was checked. The prompt
cache is the studio's own (memory and the disk folder the window uses), so a
voice the window built is a disk hit for the server.
"""

from __future__ import annotations

import argparse
import logging
import socket
import time

from studio.cli.download import TerminalProgress
from studio.cli.render_backend import make_cache, say_compile
from studio.cli.render_inputs import progress
from studio.core.store.voice_library import VoiceLibrary
from studio.engines.info import CompileOptions, ModelFetch
from studio.render.renderer import Renderer
from studio.serve.app import create_app
from studio.serve.engine_thread import EngineThread
from studio.serve.host import SpeechHost
from studio.serve.settings import UVICORN_HTTP, UVICORN_LOOP, UVICORN_WS, ServeSettings
from studio.serve.voices import GivenVoice, VoiceCatalog

# Seconds the server waits for answers still streaming when it is asked to stop.
GRACEFUL_STOP_S = 5


def serve_here(
    args: argparse.Namespace,
    settings: ServeSettings,
    given: list[GivenVoice],
    sock: socket.socket,
) -> int:
    import uvicorn

    host = SpeechHost(settings)
    library = None if args.no_library else VoiceLibrary()
    catalog = VoiceCatalog(library, given, settings.language)
    start = time.perf_counter()
    progress(f"Loading {args.engine} model {args.model!r} ...")
    engine = EngineThread(lambda: load_renderer(args), host)
    engine.start()
    try:
        failure = engine.wait_loaded()
        if failure is not None:
            raise failure
        info = host.info
        assert info is not None
        progress(f"Model ready on {info.device} in {(time.perf_counter() - start):.1f} s.")
        if info.is_random:
            progress(
                "Note: random weights (no download): the output is noise, for tests and demos."
            )
        for voice in given:  # prepared now: a reference the model cannot take is said now
            catalog.voice(voice.name, info.sample_rate)
        names = [v.name for v in catalog.listing()]
        where = sock.getsockname()
        progress(
            f"Serving {len(names)} voice{'s' if len(names) != 1 else ''} "
            f"({', '.join(names) or 'none yet: add some to the voice library'}) "
            f"on http://{_url_host(where[0])}:{where[1]}/v1 ; Ctrl+C stops."
        )
        verbose = logging.getLogger().isEnabledFor(logging.INFO)
        config = uvicorn.Config(
            create_app(host, catalog),
            log_level="info" if verbose else "warning",
            access_log=verbose,
            timeout_graceful_shutdown=GRACEFUL_STOP_S,
            # The loop and HTTP parser the server is tested with, whatever else is installed
            # (uvicorn would take uvloop and httptools, which Ray Serve brings, when found).
            loop=UVICORN_LOOP,
            http=UVICORN_HTTP,
            ws=UVICORN_WS,
        )
        try:
            uvicorn.Server(config).run(sockets=[sock])
        except KeyboardInterrupt:
            pass  # uvicorn stopped for Ctrl+C, then raised it again: a server's normal end
    finally:
        engine.stop()
        sock.close()
    progress(f"Stopped after serving {host.served} request{'s' if host.served != 1 else ''}.")
    return 0


def load_renderer(args: argparse.Namespace) -> tuple[Renderer, int | None]:
    """The engine and its prompt cache (on the engine's thread; a Ray replica's too)."""
    from studio.engines import load_engine

    cache = make_cache(args)
    with TerminalProgress() as bar:
        engine = load_engine(
            args.engine,
            args.model,
            args.device,
            args.threads,
            args.mode,
            ModelFetch(progress=bar.update),
            CompileOptions(args.compile, args.cache_dir, say_compile),
        )
    return Renderer(engine, cache), args.batch


def _url_host(address: str) -> str:
    return f"[{address}]" if ":" in address else address


__all__ = ["load_renderer", "serve_here"]
