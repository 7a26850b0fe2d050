import os
import subprocess
import sys
import threading
from collections.abc import Generator
from pathlib import Path

import numpy as np
import pytest

from studio.cache import DiskTier, MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.engines.base import GenerationParams
from studio.errors import ModelUnavailableError, StudioError
from studio.render import LineDone, Renderer, Voice
from tests.support import SAMPLE_TEXTS, speak, tiny_engine

TEXT = "The quick brown fox jumps over the lazy dog."


@pytest.fixture(scope="module")
def voice(tmp_path_factory: pytest.TempPathFactory) -> Voice:
    path = speak(tmp_path_factory.mktemp("v") / "alice.wav", SAMPLE_TEXTS["alice"])
    return Voice("alice", load_reference(path, tiny_engine().info.sample_rate))


def _render(renderer: Renderer, voice: Voice, text: str, seed: int) -> LineDone:
    params = GenerationParams(seed=seed, max_seconds=2.0)
    events = list(
        renderer.render_line(ScriptLine(1, voice.name, text), voice, params, threading.Event())
    )
    done = events[-1]
    assert isinstance(done, LineDone), done
    return done


def test_cached_output_equals_uncached_output(voice: Voice, tmp_path: Path) -> None:
    engine = tiny_engine()
    uncached = Renderer(engine, None)
    cached = Renderer(engine, PromptCache(MemoryTier(1 << 30), DiskTier(tmp_path, 1 << 30)))
    first = _render(cached, voice, TEXT, seed=7)  # miss: builds and stores
    hit = _render(cached, voice, TEXT, seed=7)  # memory hit
    from_disk = _render(
        Renderer(engine, PromptCache(MemoryTier(1 << 30), DiskTier(tmp_path, 1 << 30))),
        voice,
        TEXT,
        7,
    )
    baseline = _render(uncached, voice, TEXT, seed=7)
    assert (first.lookup.outcome, hit.lookup.outcome, from_disk.lookup.outcome) == (
        "miss",
        "memory",
        "disk",
    )
    assert baseline.lookup.outcome == "off"
    for other in (first, hit, from_disk):
        assert other.audio.shape == baseline.audio.shape
        np.testing.assert_allclose(other.audio, baseline.audio, atol=1e-5)


def test_seed_makes_a_line_reproducible_and_other_seeds_differ(voice: Voice) -> None:
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    a = _render(renderer, voice, TEXT, seed=1).audio
    b = _render(renderer, voice, TEXT, seed=1).audio
    c = _render(renderer, voice, TEXT, seed=2).audio
    np.testing.assert_allclose(a, b, atol=1e-5)
    n = min(len(a), len(c))
    assert np.abs(a[:n] - c[:n]).max() > 1e-3


def test_voices_give_different_states(voice: Voice, tmp_path: Path) -> None:
    engine = tiny_engine()
    other = Voice("bob", load_reference(speak(tmp_path / "b.wav", SAMPLE_TEXTS["bob"]), 24000))
    a = engine.state_to_tensors(engine.build_prompt_state(voice.reference.samples, None))
    b = engine.state_to_tensors(engine.build_prompt_state(other.reference.samples, None))
    assert any(
        a[k].shape != b[k].shape or not np.allclose(a[k].numpy(), b[k].numpy(), equal_nan=True)
        for k in a
    )


def test_max_seconds_caps_and_cancel_stops(voice: Voice) -> None:
    engine = tiny_engine()
    state = engine.build_prompt_state(voice.reference.samples, None)
    engine.model.eos_threshold = 1e9  # random weights must not stop on their own here
    try:
        capped = list(
            engine.generate(
                state, TEXT, GenerationParams(seed=0, max_seconds=0.5), threading.Event()
            )
        )
        assert sum(len(c) for c in capped) == 12000
        cancel = threading.Event()
        chunks = []
        for chunk in engine.generate(state, TEXT * 3, GenerationParams(seed=0), cancel):
            chunks.append(chunk)
            cancel.set()
        assert len(chunks) == 1
    finally:
        engine.model.eos_threshold = engine.model.config.default_eos_threshold


@pytest.mark.slow
def test_random_model_is_identical_in_a_new_process(voice: Voice) -> None:
    """The disk tier trusts a random model's fingerprint, so its weights must not vary."""
    code = (
        "from studio.engines.pocket import load_pocket_engine\n"
        "import torch\n"
        "e = load_pocket_engine('random:english_2m_2026-10', 'cpu', 1)\n"
        "print(float(sum(p.detach().double().sum() for p in e.model.parameters())))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    here = float(sum(p.detach().double().sum() for p in tiny_engine().model.parameters()))
    assert float(out.stdout.strip()) == pytest.approx(here, abs=1e-9)


@pytest.mark.slow
def test_default_model_offline_fails_with_a_clear_message(tmp_path: Path) -> None:
    code = (
        "from studio.engines.pocket import load_pocket_engine\n"
        "from studio.errors import ModelUnavailableError\n"
        "try:\n"
        "    load_pocket_engine('default', 'cpu', 1)\n"
        "except ModelUnavailableError as e:\n"
        "    print('ERR', e)\n"
    )
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "hf")}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.stdout.startswith("ERR "), out.stderr[-2000:]
    assert "offline" in out.stdout and "--model random" in out.stdout
    assert ModelUnavailableError is not None


def test_unknown_architecture_is_refused() -> None:
    from studio.engines.pocket import load_pocket_engine

    with pytest.raises(StudioError, match="Unknown pocket-tts architecture"):
        load_pocket_engine("random:no_such_config", "cpu")


def test_closing_a_line_early_stops_pocket_tts_threads(voice: Voice) -> None:
    """pocket-tts generates on threads of its own; a dropped line must not leave them running."""
    import time

    engine = tiny_engine()
    state = engine.build_prompt_state(voice.reference.samples, None)
    engine.model.eos_threshold = 1e9  # without a stop, random weights run to the length cap
    try:
        before = threading.active_count()
        stream = engine.generate(state, TEXT, GenerationParams(seed=0), threading.Event())
        next(stream)
        assert threading.active_count() > before
        assert isinstance(stream, Generator)  # what the studio closes to stop a line
        stream.close()
        # Closing stops and drains them; left alone they would run to the length cap
        # (about 2.5 s here).
        deadline = time.monotonic() + 0.5
        while threading.active_count() > before and time.monotonic() < deadline:
            time.sleep(0.05)
        assert threading.active_count() == before
    finally:
        engine.model.eos_threshold = engine.model.config.default_eos_threshold


@pytest.mark.parametrize("n_bins", [2, 100, 4000, 8000])
def test_local_tokenizer_has_exactly_n_bins_pieces(tmp_path: Path, n_bins: int) -> None:
    from tokenizers import Tokenizer

    from studio.engines.pocket import build_local_tokenizer

    tokenizer = Tokenizer.from_file(str(build_local_tokenizer(n_bins, tmp_path / "t.json")))
    assert tokenizer.get_vocab_size() == n_bins
    assert max(tokenizer.encode("Hello, world.").ids) < n_bins


LOAD_AND_RENDER = """
import sys, threading
import numpy as np
from studio.engines.pocket import load_pocket_engine
from studio.engines.base import GenerationParams
engine = load_pocket_engine("random:english_2m_2026-10", "cpu", threads=1)
rate = engine.info.sample_rate
reference = np.random.default_rng(1).normal(0, 0.1, rate).astype(np.float32)
state = engine.build_prompt_state(reference, None)
chunks = list(engine.generate(state, "A line.", GenerationParams(seed=1, max_seconds=0.3),
                              threading.Event()))
print(sum(len(c) for c in chunks) > 0, "torch._dynamo" in sys.modules)
"""


def test_the_engine_loads_and_renders_without_torchs_compiler() -> None:
    # Importing torch._dynamo for pocket-tts's one "never compile" mark cost 2.2 s of
    # every model load; the studio compiles nothing, so it is never imported.
    done = subprocess.run(
        [sys.executable, "-c", LOAD_AND_RENDER], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["True", "False"]
