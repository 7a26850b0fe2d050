"""``voice-studio serve --ray local``: the server as a Ray Serve application on a local Ray
instance, spoken to through the ``openai`` client; and the voice states its replicas share
through Ray's object store.

Ray runs in a process of its own (the command line's, or a small script's), so this test
process starts no Ray thread; no process of the instance is left behind.
"""

from __future__ import annotations

import io
import signal
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import soundfile as sf

from tests.support import SAMPLE_TEXTS, TINY_MODEL, Said, free_port, speak
from tests.test_cluster import assert_no_ray_left, environment

pytestmark = pytest.mark.slow  # a real Ray instance in a process of its own
serve_api = pytest.importorskip("ray.serve")
openai = pytest.importorskip("openai")


@pytest.fixture
def ray_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    import tempfile

    # Short: Ray's socket paths under it must fit the 107 bytes of a Unix socket name.
    with tempfile.TemporaryDirectory(prefix="vs-rs-", dir="/tmp") as folder:
        yield Path(folder)


def _keep_asking(url: str, stop: threading.Event, clients: int = 16) -> None:
    """``clients`` threads, each asking for speech again as soon as it has its answer."""

    def ask() -> None:
        client = openai.OpenAI(base_url=url, api_key="x", max_retries=0, timeout=120)
        while not stop.is_set():
            try:
                client.audio.speech.create(
                    model="tts-1", voice="alice", input="Keep them busy.", response_format="pcm"
                )
            except openai.APIError:
                return  # the server stopped: the test says what it saw

    for _ in range(clients):
        threading.Thread(target=ask, daemon=True).start()


def test_the_server_runs_as_a_ray_serve_application(tmp_path: Path, ray_dir: Path) -> None:
    alice = speak(tmp_path / "alice.wav", SAMPLE_TEXTS["alice"])
    port = free_port()
    args = ["serve", "--ray", "local", "--port", str(port), "--replicas", "2"]
    args += ["--voice", f"alice={alice}", "--no-library", "--model", TINY_MODEL, "--threads", "1"]
    process = subprocess.Popen(
        [sys.executable, "-m", "studio", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(tmp_path / "cache", ray_dir),
    )
    try:
        stderr = Said(process)
        line = stderr.wait_for("through Ray Serve", 240)
        assert f"Serving on http://127.0.0.1:{port}/v1 through Ray Serve" in line, line
        said = stderr.so_far()
        # Ray Serve's own start-up lines stay off the terminal.
        assert " serve " not in said and "HTTP config" not in said, said
        client = openai.OpenAI(
            base_url=f"http://127.0.0.1:{port}/v1", api_key="x", max_retries=0, timeout=120
        )
        voices = client.get("/voices", cast_to=dict)["data"]
        assert [(v["id"], v["source"]) for v in voices] == [("alice", "command line")]
        answer = client.audio.speech.create(
            model="tts-1", voice="alice", input="Hello from a replica.", response_format="wav"
        )
        audio, rate = sf.read(io.BytesIO(answer.content), dtype="float32")
        assert rate == 24000 and len(audio) > 0
        # The same errors as on one machine: an unknown voice is OpenAI's 400.
        with pytest.raises(openai.BadRequestError) as unknown:
            client.audio.speech.create(model="tts-1", voice="nobody", input="Hi.")
        assert "No voice named 'nobody'" in unknown.value.message
        # Under load (16 clients, more requests in flight than a replica aims at) the
        # autoscaler adds the second replica, and the terminal says so.
        stop = threading.Event()
        _keep_asking(f"http://127.0.0.1:{port}/v1", stop)
        try:
            stderr.wait_for("Replicas running: 2 of at most 2.", 120)
        finally:
            stop.set()
        # Ctrl+C ends the application and Ray with it.
        process.send_signal(signal.SIGINT)
        assert process.wait(60) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(30)
    assert_no_ray_left(ray_dir)


def test_replicas_that_cannot_start_say_why_in_one_sentence(tmp_path: Path, ray_dir: Path) -> None:
    # The model is loaded in each replica: a wrong one fails there, after Ray started.
    args = ["serve", "--ray", "local", "--port", str(free_port()), "--replicas", "1"]
    args += ["--no-library", "--model", "random:no_such_architecture", "--threads", "1"]
    done = subprocess.run(
        [sys.executable, "-m", "studio", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(tmp_path / "cache", ray_dir),
        timeout=240,
    )
    assert done.returncode == 2, done.stderr
    said = done.stderr.strip().splitlines()
    # The replica's own reason, not Ray Serve's "UNHEALTHY" and its traceback.
    assert said[-1].startswith(
        "voice-studio: The server's replicas could not start on Ray: "
        "Unknown pocket-tts architecture 'no_such_architecture'"
    ), done.stderr
    assert "Traceback" not in done.stderr and len(said) == 2, done.stderr
    assert_no_ray_left(ray_dir)


SHARED = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    import ray
    from studio.cache import MemoryTier, PromptCache
    from studio.core.sound.audio import load_reference
    from studio.render import Renderer, Voice
    from studio.serve import ray_app
    from tests.support import tiny_engine

    ray_app.join_ray("local", 1)
    states = ray.remote(num_cpus=0)(ray_app.VoiceStates).remote()
    voice = Voice("alice", load_reference(Path(sys.argv[1]), 24000))
    outcomes = []
    for replica in range(2):  # two replicas' caches: memory each, no disk
        cache = ray_app.SharedPromptCache(PromptCache(MemoryTier(1 << 28)), states)
        renderer = Renderer(tiny_engine(), cache)
        state, lookup = renderer.resolve_voice(voice)
        outcomes.append(lookup.outcome)
        again = renderer.resolve_voice(voice)[1].outcome
        outcomes.append(again)
        print(replica, lookup.outcome, again, cache.shared_loads, cache.stats.misses)
    ray.shutdown()
    print("OUTCOMES", " ".join(outcomes))
    """
)


def test_replicas_share_voice_states_through_the_object_store(
    tmp_path: Path, ray_dir: Path
) -> None:
    alice = speak(tmp_path / "alice.wav", SAMPLE_TEXTS["alice"])
    done = subprocess.run(
        [sys.executable, "-c", SHARED, str(alice)],
        capture_output=True,
        text=True,
        timeout=240,
        env=environment(tmp_path / "cache", ray_dir),
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr[-3000:]
    # The first replica built it (and put its bytes in the store); the second loaded them.
    assert "OUTCOMES miss memory shared memory" in done.stdout, done.stdout
    assert "1 shared memory 1 0" in done.stdout
    assert_no_ray_left(ray_dir)
