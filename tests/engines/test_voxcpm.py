"""VoxCPM2 engine on the tiny random-weight VoxCPM2 (real voxcpm code, CPU, no download).

Tolerance. Without the KV prefix the engine runs upstream's prefill and decode
ops on the same shapes in the same order, so it matches upstream's streaming
``generate_with_prompt_cache`` bit for bit. With the prefix, the reference block
is computed in its own, shorter matmuls and the text attends to it through an
explicit mask instead of ``is_causal``: float32 sums are reassociated, which
moves hidden states by ~1 ulp (measured: 3.6e-7 on keys, 3.3e-7 on samples in
[-1, 1] after 10 autoregressive frames). Upstream's non-streaming decode differs
from its own streaming decode by the same order. 1e-5 on samples is 30x that
and still far below anything audible or any real divergence (a diverging line
differs by ~1e-1).
"""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import torch

pytest.importorskip("voxcpm")

from safetensors.torch import load_file, save_file  # noqa: E402

from studio.engines.base import Engine, GenerationParams  # noqa: E402
from studio.engines.voxcpm import VoxCPMEngine, VoxCPMPromptState, load_voxcpm_engine  # noqa: E402
from studio.engines.voxcpm.state import STATE_FORMAT  # noqa: E402
from studio.errors import StudioError  # noqa: E402

ATOL = 1e-5
FRAMES = 6
TEXT = "Hello there, this is a test line."
TRANSCRIPT = "A short prompt, naïve café."


def _voice(seconds: float, seed: int, f0: float) -> np.ndarray:
    """A voice-like signal at 48 kHz: harmonics with vibrato plus breath noise."""
    rate = 48000
    t = np.arange(int(seconds * rate)) / rate
    phase = 2 * np.pi * np.cumsum(f0 * (1 + 0.03 * np.sin(2 * np.pi * 5 * t))) / rate
    sig = sum(0.2 / k * np.sin(k * phase) for k in range(1, 6))
    noise = np.random.default_rng(seed).standard_normal(t.size)
    return np.asarray(sig + 0.02 * noise, dtype=np.float32)


@pytest.fixture(scope="module")
def engine() -> VoxCPMEngine:
    return load_voxcpm_engine("random", "cpu", mode="reference")


@pytest.fixture(scope="module")
def audio() -> np.ndarray:
    return _voice(1.0, seed=0, f0=140.0)


@pytest.fixture(scope="module")
def state(engine: VoxCPMEngine, audio: np.ndarray) -> VoxCPMPromptState:
    return engine.build_prompt_state(audio, None)


def _other_mode(engine: VoxCPMEngine, mode: str) -> VoxCPMEngine:
    # Same weights, another cloning mode: no second model in memory.
    return VoxCPMEngine(
        engine.tts_model,
        model_spec="random",
        fingerprint=engine.info.fingerprint,
        mode=mode,
        is_random=True,
    )


def _ours(
    engine: VoxCPMEngine, state: VoxCPMPromptState, use_prefix: bool, seed: int = 7
) -> np.ndarray:
    chunks = engine.generate_frames(
        state,
        TEXT,
        GenerationParams(seed=seed),
        threading.Event(),
        use_prefix=use_prefix,
        min_frames=FRAMES,
        max_frames=FRAMES,
    )
    return np.concatenate(list(chunks))


def _upstream(
    engine: VoxCPMEngine, state: VoxCPMPromptState, streaming: bool, seed: int = 7
) -> np.ndarray:
    model = engine.tts_model
    kwargs = {
        "target_text": TEXT,
        "prompt_cache": state.upstream_cache(),
        "min_len": FRAMES,
        "max_len": FRAMES,
    }
    torch.manual_seed(seed)
    if streaming:
        chunks = [wav for wav, _, _ in model.generate_with_prompt_cache_streaming(**kwargs)]
        return torch.cat(chunks, dim=-1)[0].numpy()
    wav, _, _ = model.generate_with_prompt_cache(**kwargs)
    audio: np.ndarray = wav[0].numpy()
    return audio


def test_engine_fits_the_protocol(engine: VoxCPMEngine) -> None:
    assert isinstance(engine, Engine)
    info = engine.info
    assert (info.engine_id, info.sample_rate, info.is_random, info.uses_transcript) == (
        "voxcpm",
        48000,
        True,
        False,
    )
    assert info.fingerprint.startswith("random:tiny@0:")


@pytest.mark.parametrize("mode", ["reference", "both", "continuation"])
def test_kv_prefix_output_equals_full_prefill_and_upstream(
    engine: VoxCPMEngine, audio: np.ndarray, mode: str
) -> None:
    eng = engine if mode == "reference" else _other_mode(engine, mode)
    state = eng.build_prompt_state(audio, None if mode == "reference" else TRANSCRIPT)
    assert (state.prefix is not None) == (mode != "continuation")

    with_prefix = _ours(eng, state, use_prefix=True)
    assert eng.last_line.prefix_len == (state.prefix.length if state.prefix is not None else 0)
    assert eng.last_line.frames == FRAMES
    without_prefix = _ours(eng, state, use_prefix=False)
    assert eng.last_line.prefix_len == 0
    upstream_stream = _upstream(eng, state, streaming=True)
    upstream_full = _upstream(eng, state, streaming=False)

    assert with_prefix.shape == without_prefix.shape == upstream_stream.shape == upstream_full.shape
    assert np.abs(with_prefix).max() > 1e-3  # real audio, not silence
    np.testing.assert_allclose(with_prefix, without_prefix, rtol=0, atol=ATOL)
    np.testing.assert_allclose(with_prefix, upstream_full, rtol=0, atol=ATOL)
    if mode == "reference":
        # Same ops on the same shapes as upstream's streaming path: identical.
        np.testing.assert_array_equal(without_prefix, upstream_stream)
    else:
        # Upstream's streaming path starts the VAE decoder cold after a prompt;
        # the engine primes it with the last prompt patches, as upstream's
        # non-streaming path does. The cold start only disturbs the beginning.
        last = len(with_prefix) // FRAMES
        np.testing.assert_allclose(with_prefix[-last:], upstream_stream[-last:], rtol=0, atol=ATOL)
    if mode == "reference":
        # A different seed is a different line (the comparisons are not vacuous).
        other_seed = _ours(eng, state, use_prefix=True, seed=8)
        assert np.abs(other_seed - with_prefix).max() > 1e-2


def test_latents_equal_upstream_build_prompt_cache(
    engine: VoxCPMEngine, audio: np.ndarray, state: VoxCPMPromptState, tmp_path: Path
) -> None:
    import soundfile as sf
    import torchaudio.functional as taf

    # Upstream reads a file with librosa at 16 kHz; a 16 kHz float file is read as is.
    wav16 = taf.resample(torch.from_numpy(audio)[None], 48000, 16000)[0].numpy()
    path = tmp_path / "ref16k.wav"
    sf.write(str(path), wav16, 16000, subtype="FLOAT")
    upstream = engine.tts_model.build_prompt_cache(reference_wav_path=str(path))
    assert upstream["mode"] == "reference"
    assert state.ref_audio_feat is not None
    torch.testing.assert_close(state.ref_audio_feat, upstream["ref_audio_feat"], rtol=0, atol=0)


def test_public_generate_is_seeded_and_uses_the_prefix(
    engine: VoxCPMEngine, state: VoxCPMPromptState
) -> None:
    # max_seconds bounds the line: random weights rarely predict "stop".
    params = GenerationParams(seed=3, cfg=1.5, steps=4, max_seconds=0.8)
    a = np.concatenate(list(engine.generate(state, TEXT, params, threading.Event())))
    assert state.prefix is not None and engine.last_line.prefix_len == state.prefix.length
    assert engine.last_line.suffix_len > 0
    b = np.concatenate(list(engine.generate(state, TEXT, params, threading.Event())))
    np.testing.assert_array_equal(a, b)
    # max_seconds caps the line to the sample: two frames (6.25 a second, 7680
    # samples each) are generated and the second is cut.
    capped = list(
        engine.generate(state, TEXT, GenerationParams(seed=3, max_seconds=0.3), threading.Event())
    )
    assert [len(c) for c in capped] == [7680, int(0.3 * engine.info.sample_rate) - 7680]


@pytest.mark.parametrize("mode", ["reference", "both"])
def test_state_round_trips_through_safetensors_on_disk(
    engine: VoxCPMEngine, audio: np.ndarray, tmp_path: Path, mode: str
) -> None:
    eng = engine if mode == "reference" else _other_mode(engine, mode)
    state = eng.build_prompt_state(audio, TRANSCRIPT if mode == "both" else None)
    tensors = eng.state_to_tensors(state)
    assert all(t.device.type == "cpu" for t in tensors.values())
    assert {"kv.base_k", "kv.base_v", "kv.residual_k", "kv.residual_v"} <= tensors.keys()
    save_file(tensors, str(tmp_path / "state.safetensors"))
    restored = eng.state_from_tensors(load_file(str(tmp_path / "state.safetensors")))

    assert restored.mode == mode and restored.prompt_text == state.prompt_text
    assert restored.prefix is not None and state.prefix is not None
    for name in ("base_k", "base_v", "residual_k", "residual_v"):
        assert torch.equal(getattr(restored.prefix, name), getattr(state.prefix, name))
    assert eng.state_nbytes(restored) == eng.state_nbytes(state) > 0
    # Same tensors in, same line out: exact.
    np.testing.assert_array_equal(_ours(eng, restored, True), _ours(eng, state, True))


def test_a_foreign_or_damaged_state_is_refused(
    engine: VoxCPMEngine, state: VoxCPMPromptState
) -> None:
    tensors = engine.state_to_tensors(state)
    damaged = dict(tensors, **{"kv.base_k": tensors["kv.base_k"][..., :-1, :]})
    with pytest.raises(ValueError):
        engine.state_from_tensors(damaged)
    with pytest.raises(ValueError):
        _other_mode(engine, "both").state_from_tensors(tensors)
    with pytest.raises(ValueError):
        engine.state_from_tensors({"something": torch.zeros(1)})


def _changed(
    tensors: dict[str, torch.Tensor], key: str, new: torch.Tensor | None
) -> dict[str, torch.Tensor]:
    """``tensors`` with ``key`` set to ``new``, or left out for None."""
    changed = {k: v for k, v in tensors.items() if k != key}
    return changed if new is None else changed | {key: new}


@pytest.mark.parametrize(
    ("key", "change", "words"),
    [
        (
            "format",
            lambda t: torch.tensor([99]),
            f"VoxCPM prompt state format 99, expected {STATE_FORMAT}",
        ),
        ("latents.ref_audio_feat", lambda t: t.double(), "latents.ref_audio_feat has shape"),
        ("latents.ref_audio_feat", lambda t: t[:, :-1], "latents.ref_audio_feat has shape"),
        ("latents.ref_audio_feat", lambda t: None, "prompt state lacks the latents reference"),
        ("kv.residual_v", lambda t: t.half(), "kv.residual_v is "),
        ("kv.base_v", lambda t: None, "kv.base_v is None"),
    ],
)
def test_each_part_of_a_stored_state_is_checked(
    engine: VoxCPMEngine,
    state: VoxCPMPromptState,
    key: str,
    change: Callable[[torch.Tensor], torch.Tensor | None],
    words: str,
) -> None:
    tensors = engine.state_to_tensors(state)
    with pytest.raises(ValueError, match=f"^{re.escape(words)}"):
        engine.state_from_tensors(_changed(tensors, key, change(tensors[key])))


def test_the_latents_and_transcript_must_be_those_of_the_mode(
    engine: VoxCPMEngine, state: VoxCPMPromptState
) -> None:
    tensors = engine.state_to_tensors(state)
    prompt = {"latents.audio_feat": tensors["latents.ref_audio_feat"]}
    with pytest.raises(ValueError, match="^prompt state lacks the latents reference mode needs"):
        engine.state_from_tensors(tensors | prompt)
    both = tensors | prompt | {"mode": torch.tensor(list(b"both"), dtype=torch.uint8)}
    with pytest.raises(ValueError, match="^prompt state lacks the transcript both mode needs"):
        _other_mode(engine, "both").state_from_tensors(both)


def test_other_reference_mode_transcript_or_model_changes_state_or_options(
    engine: VoxCPMEngine, state: VoxCPMPromptState
) -> None:
    other = engine.build_prompt_state(_voice(1.0, seed=1, f0=210.0), None)
    assert state.prefix is not None and other.prefix is not None
    assert not torch.equal(other.prefix.base_k, state.prefix.base_k)
    assert other.ref_audio_feat is not None and state.ref_audio_feat is not None
    assert not torch.equal(other.ref_audio_feat, state.ref_audio_feat)

    ref = engine.prompt_options(None)
    assert ref == engine.prompt_options("ignored in reference mode")
    assert "cfg" not in ref and "steps" not in ref
    cont = _other_mode(engine, "continuation")
    assert cont.prompt_options("one") != cont.prompt_options("two") != ref
    assert cont.prompt_options("one") != _other_mode(engine, "both").prompt_options("one")

    seeded = load_voxcpm_engine("random:tiny@1", "cpu")
    assert seeded.info.fingerprint != engine.info.fingerprint
    again = load_voxcpm_engine("random", "cpu")  # same spec in another load: same weights
    assert again.info.fingerprint == engine.info.fingerprint
    audio = _voice(1.0, seed=0, f0=140.0)
    assert state.prefix is not None
    again_prefix = again.build_prompt_state(audio, None).prefix
    assert again_prefix is not None and torch.equal(again_prefix.base_k, state.prefix.base_k)
    seeded_prefix = seeded.build_prompt_state(audio, None).prefix
    assert seeded_prefix is not None
    assert not torch.equal(seeded_prefix.base_k, state.prefix.base_k)


def test_cancel_mid_line_stops_between_frames(
    engine: VoxCPMEngine, state: VoxCPMPromptState
) -> None:
    cancel = threading.Event()
    got = []
    for chunk in engine.generate_frames(
        state, TEXT, GenerationParams(seed=0), cancel, min_frames=30, max_frames=30
    ):
        got.append(chunk)
        if len(got) == 3:
            cancel.set()
    assert len(got) == 3
    assert engine.last_line.cancelled and engine.last_line.frames == 3
    # Already cancelled: nothing at all, and the engine still works afterwards.
    assert list(engine.generate(state, TEXT, GenerationParams(seed=0), cancel)) == []
    assert len(_ours(engine, state, True)) > 0


def test_too_long_line_is_refused_with_a_clear_message(
    engine: VoxCPMEngine, state: VoxCPMPromptState
) -> None:
    with pytest.raises(StudioError, match="too long.*split it into shorter lines"):
        engine.generate(state, "word " * 60, GenerationParams(seed=0), threading.Event())
    with pytest.raises(StudioError, match="empty"):
        engine.generate(state, "  \n ", GenerationParams(seed=0), threading.Event())
    # The tiny model holds 512 positions (6.25 per second); a 60 s prompt cannot fit.
    with pytest.raises(StudioError, match="voice prompt is too long"):
        engine.build_prompt_state(np.zeros(60 * 48000, dtype=np.float32), None)


def test_continuation_needs_a_transcript(engine: VoxCPMEngine, audio: np.ndarray) -> None:
    for mode in ("continuation", "both"):
        eng = _other_mode(engine, mode)
        assert eng.info.uses_transcript
        with pytest.raises(StudioError, match="transcript"):
            eng.prompt_options(None)
        with pytest.raises(StudioError, match="transcript"):
            eng.build_prompt_state(audio, "   ")
    with pytest.raises(StudioError, match="mode"):
        load_voxcpm_engine("random", "cpu", mode="sideways")


def test_engine_refuses_other_threads(engine: VoxCPMEngine, audio: np.ndarray) -> None:
    errors: list[BaseException] = []

    def use() -> None:
        try:
            engine.build_prompt_state(audio, None)
        except RuntimeError as exc:
            errors.append(exc)

    worker = threading.Thread(target=use)
    worker.start()
    worker.join()
    assert len(errors) == 1 and "thread" in str(errors[0])


def test_module_imports_without_voxcpm_and_without_qt() -> None:
    code = (
        "import sys; sys.modules['voxcpm'] = None\n"
        "import studio.engines.voxcpm as v\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules)\n"
        "from studio.errors import EngineNotInstalledError\n"
        "try:\n    v.load_voxcpm_engine('random', 'cpu')\n"
        "except EngineNotInstalledError as e:\n    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install" in out.stdout
