"""Row 17: the speech server under load, 16 clients at once against the same requests one at a
time, through the official ``openai`` client as users' programs call it.

The server is the real ``voice-studio serve`` in a process of its own (two
voices, the benchmark's architecture on the benchmark's device, a prompt cache
in the work folder); the clients are threads of this process, each with its
own ``openai.OpenAI`` client, streaming 16-bit PCM. Every request gives its own
seed, so a request's audio is fixed: the concurrent run's answers must be the
sequential run's, sample for sample (within one 16-bit step plus float
rounding), so nothing was lost or answered with another request's voice or
text. Both runs send the same 64 requests (sentences of 5 to 20 words, the two
voices alternating); the first warms the server up (each voice's state, the
batch size).

Figures: throughput (requests per second) of the concurrent run over the
sequential one (target at least 3x on 2 cores), and the concurrent run's p95
time to the first byte against the single-request figure, the sequential run's
median (target at most 2x); p50 and p95 of first and last byte on both.

Row 18 is the same load against ``serve --ray local --replicas 2`` (a Ray
instance of its own, each replica one thread), with the replicas the
autoscaler ran (the terminal's "Replicas running" lines).
"""

from __future__ import annotations

import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from bench_common import (
    CPU_TOLERANCE,
    DEVICE_VARIABLE,
    BenchConfig,
    NotMeasured,
    Row,
    bench_device,
    verdict_at_least,
    verdict_at_most,
)

THROUGHPUT_TARGET = 3.0
FIRST_BYTE_TARGET = 2.0
# clients x requests each
LOAD = {"smoke": (3, 2), "quick": (8, 2), "full": (16, 4)}
SEED = 9753
WORDS = (
    "the morning train left the station early while a light rain fell on quiet streets "
    "and people hurried past small shops with coffee in their hands talking about the "
    "weather the news and plans for a long weekend by the sea where children play in the "
    "sand until the sun goes down behind old houses near the harbour"
).split()
_SERVING = re.compile(r"on http://127\.0\.0\.1:(\d+)/v1")
_REPLICAS = re.compile(r"Replicas running: (\d+)")
RAY_REPLICAS = 2


@dataclass(frozen=True)
class Ask:
    number: int
    voice: str
    text: str
    seed: int


@dataclass
class Answer:
    first_byte: float
    last_byte: float
    audio: bytes


def sentences(count: int) -> list[str]:
    """``count`` sentences of 5 to 20 words, the same every run."""
    pick = random.Random(SEED)
    made = []
    for _ in range(count):
        words = pick.sample(WORDS, pick.randint(5, 20))
        made.append(" ".join(words).capitalize() + ".")
    return made


def serve_row(
    cfg: BenchConfig, refs: dict[str, Path], workdir: Path, ray_replicas: int | None = None
) -> Row:
    """Row 17 (one machine), or row 18 with ``ray_replicas``: through ``serve --ray local``."""
    clients, each = LOAD[cfg.mode]
    voices = list(refs)[:2]
    asks = [
        Ask(n, voices[n % 2], text, SEED + n) for n, text in enumerate(sentences(clients * each))
    ]
    given = {name: refs[name] for name in voices}
    with Server(cfg, given, workdir, ray_replicas) as server:
        for voice in voices:  # each voice's state, and the batch size measured
            ask_once(server.url, Ask(-1, voice, "Warming up the server.", 1))
        start = time.perf_counter()
        alone = [ask_once(server.url, ask) for ask in asks]
        sequential_s = time.perf_counter() - start
        start = time.perf_counter()
        answered = concurrently(server.url, asks, clients)
        concurrent_s = time.perf_counter() - start
        metrics = server.metrics() if ray_replicas is None else {}
    together = [answered[a.number] for a in asks]
    mixed = [
        a.number for a in asks if not same_pcm(alone[a.number].audio, together[a.number].audio)
    ]
    if mixed:
        raise NotMeasured(f"{len(mixed)} answers differ from the same request alone: {mixed[:5]}")
    speedup = sequential_s / concurrent_s
    single = statistics.median(a.first_byte for a in alone)
    loaded_p95 = percentile([a.first_byte for a in together], 95)
    fast_ok, fast_verdict = verdict_at_least(speedup, THROUGHPUT_TARGET)
    first_ok, first_verdict = verdict_at_most(loaded_p95 / single, FIRST_BYTE_TARGET)
    count = len(asks)
    where = (
        "through the server"
        if ray_replicas is None
        else f"through serve --ray local (up to {ray_replicas} replicas)"
    )
    replicas = (
        ""
        if ray_replicas is None
        else f"; replicas running: {' -> '.join(map(str, server.replicas)) or '1'}"
    )
    return Row(
        f"{17 if ray_replicas is None else 18}. {count} requests from {clients} clients, {where}",
        f"{count / concurrent_s:.2f} req/s{replicas}; first byte p50 "
        f"{percentile([a.first_byte for a in together], 50):.2f} s, p95 {loaded_p95:.2f} s; "
        f"last byte p50 {percentile([a.last_byte for a in together], 50):.2f} s, "
        f"p95 {percentile([a.last_byte for a in together], 95):.2f} s",
        f"one at a time: {count / sequential_s:.2f} req/s; first byte p50 {single:.2f} s, "
        f"p95 {percentile([a.first_byte for a in alone], 95):.2f} s",
        f"{speedup:.2f}x throughput; p95 first byte {loaded_p95 / single:.2f}x single",
        f">= {THROUGHPUT_TARGET:g}x, <= {FIRST_BYTE_TARGET:g}x",
        fast_ok and first_ok,
        f"{fast_verdict}; {first_verdict}",
        {
            "clients": clients,
            "requests_each": each,
            "voices": voices,
            "device": bench_device(),
            "sequential_s": round(sequential_s, 3),
            "concurrent_s": round(concurrent_s, 3),
            "throughput_ratio": round(speedup, 3),
            "single_first_byte_p50_s": round(single, 4),
            "first_byte_p95_ratio": round(loaded_p95 / single, 3),
            "sequential": timings(alone),
            "concurrent": timings(together),
            "same_audio": True,
            "server_metrics": metrics,
            "ray_replicas": ray_replicas,
            "replicas_running": server.replicas,
        },
    )


def timings(answers: list[Answer]) -> dict[str, Any]:
    first = [a.first_byte for a in answers]
    last = [a.last_byte for a in answers]
    return {
        "first_byte_p50_s": round(percentile(first, 50), 4),
        "first_byte_p95_s": round(percentile(first, 95), 4),
        "last_byte_p50_s": round(percentile(last, 50), 4),
        "last_byte_p95_s": round(percentile(last, 95), 4),
        "first_byte_s": [round(x, 4) for x in first],
        "last_byte_s": [round(x, 4) for x in last],
    }


def percentile(values: list[float], p: float) -> float:
    return float(np.percentile(np.asarray(values), p))


def same_pcm(a: bytes, b: bytes) -> bool:
    """The same audio by the project's rule, written as 16-bit samples (one step apart at most
    where float rounding crossed a step)."""
    if len(a) != len(b) or not a:
        return False
    x = np.frombuffer(a, dtype="<i2").astype(np.float32) / 32768
    y = np.frombuffer(b, dtype="<i2").astype(np.float32) / 32768
    return float(np.max(np.abs(x - y))) <= 1 / 32768 + CPU_TOLERANCE


def ask_once(url: str, ask: Ask, client: Any = None) -> Answer:
    import openai

    client = client or openai.OpenAI(base_url=url, api_key="bench", max_retries=0)
    start = time.perf_counter()
    first: float | None = None
    parts: list[bytes] = []
    with client.audio.speech.with_streaming_response.create(
        model="tts-1",
        voice=ask.voice,
        input=ask.text,
        response_format="pcm",
        extra_body={"seed": ask.seed},
    ) as response:
        for part in response.iter_bytes():
            if first is None and part:
                first = time.perf_counter() - start
            parts.append(part)
    last = time.perf_counter() - start
    if first is None:
        raise NotMeasured(f"request {ask.number} got no audio")
    return Answer(first, last, b"".join(parts))


def concurrently(url: str, asks: list[Ask], clients: int) -> dict[int, Answer]:
    """Each client sends its share of ``asks`` one after another, all clients at once."""
    import openai

    answers: dict[int, Answer] = {}
    failures: list[BaseException] = []
    go = threading.Barrier(clients)

    def client_run(mine: list[Ask]) -> None:
        client = openai.OpenAI(base_url=url, api_key="bench", max_retries=0, timeout=600)
        go.wait()
        for ask in mine:
            try:
                answers[ask.number] = ask_once(url, ask, client)
            except Exception as exc:  # noqa: BLE001 - reported as the row's failure
                failures.append(exc)

    threads = [
        threading.Thread(target=client_run, args=(asks[n::clients],)) for n in range(clients)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise NotMeasured(f"{len(failures)} requests failed: {failures[0]}")
    return answers


class Server:
    """``voice-studio serve`` in a process of its own, on a free port, until the block ends."""

    def __init__(
        self,
        cfg: BenchConfig,
        voices: dict[str, Path],
        workdir: Path,
        ray_replicas: int | None = None,
    ) -> None:
        self.args = [
            sys.executable, "-m", "studio", "serve",
            *[arg for name, path in voices.items() for arg in ("--voice", f"{name}={path}")],
            "--no-library", "--model", cfg.model, "--device", bench_device(),
            "--threads", str(cfg.threads), "--max-queue", "256",
            "--cache-dir", str(workdir / "serve-cache"),
        ]  # fmt: skip
        # Ray Serve's proxy needs a port of its own; on one machine the server picks one.
        port = 0 if ray_replicas is None else free_port()
        self.args += ["--port", str(port)]
        if ray_replicas is not None:
            self.args += ["--ray", "local", "--replicas", str(ray_replicas)]
        self.ray = ray_replicas is not None
        self.url = ""
        self.replicas: list[int] = []  # each count the terminal said, in order
        self.process: subprocess.Popen[str] | None = None
        self._ray_dir: tempfile.TemporaryDirectory[str] | None = None

    def __enter__(self) -> Server:
        env = {**os.environ, DEVICE_VARIABLE: bench_device()}
        if self.ray:
            # Short: Ray's socket paths under it must fit a Unix socket name.
            self._ray_dir = tempfile.TemporaryDirectory(prefix="vs-bench-", dir="/tmp")
            env["RAY_TMPDIR"] = self._ray_dir.name
        self.process = subprocess.Popen(
            self.args, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=env
        )
        assert self.process.stderr is not None
        said: list[str] = []
        for line in self.process.stderr:
            said.append(line)
            found = _SERVING.search(line)
            if found:
                self.url = f"http://127.0.0.1:{found.group(1)}/v1"
                break
        if not self.url:
            raise NotMeasured(f"the server did not start: {''.join(said)[-300:]}")
        # The rest of its output is read as it comes, so it never blocks on a full pipe.
        threading.Thread(target=self._read, args=(self.process.stderr,), daemon=True).start()
        return self

    def _read(self, stream: Any) -> None:
        for line in stream:
            found = _REPLICAS.search(line)
            if found:
                self.replicas.append(int(found.group(1)))

    def metrics(self) -> dict[str, float]:
        """The server's own counters: batch occupancy, first-byte delay, cache lookups."""
        import httpx2
        from prometheus_client.parser import text_string_to_metric_families

        page = httpx2.get(self.url.removesuffix("/v1") + "/metrics").text
        wanted = {}
        for family in text_string_to_metric_families(page):
            for sample in family.samples:
                if sample.name.startswith(
                    (
                        "voice_studio_batch",
                        "voice_studio_prompt_cache",
                        "voice_studio_first_byte_delay_seconds_sum",
                        "voice_studio_first_byte_delay_seconds_count",
                    )
                ):
                    label = ",".join(f"{k}={v}" for k, v in sample.labels.items())
                    wanted[sample.name + (f"{{{label}}}" if label else "")] = sample.value
        return wanted

    def __exit__(self, *exc: object) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(2)  # Ctrl+C: the server stops its engine and ends
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self._ray_dir is not None:
            self._ray_dir.cleanup()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


__all__ = ["serve_row"]
