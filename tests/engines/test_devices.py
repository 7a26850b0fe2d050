"""Devices: the picker's list, the command line's strict choice, the window's CPU fallback.

This machine has no GPU. The "GPU that fails to initialise" case is real:
torch is told a CUDA device exists, and creating a tensor on it fails as it
does on a computer whose driver is broken.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch

from studio.engines import load_engine_on_device
from studio.engines.devices import list_devices, open_device, resolve_device
from studio.errors import StudioError
from tests.support import TINY_MODEL, tone


@pytest.fixture
def one_fake_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    """torch believes in one CUDA device; using it fails for real (no driver here)."""
    if torch.cuda.is_available():
        pytest.skip("a real GPU is present")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    props = SimpleNamespace(name="Test GPU 9000", total_memory=24 * 2**30)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda index: props)


def test_without_a_gpu_the_list_is_automatic_and_cpu() -> None:
    if torch.cuda.is_available():
        pytest.skip("a real GPU is present")
    devices = list_devices()
    assert [d.id for d in devices] == ["auto", "cpu"]
    assert "no CUDA device" in devices[0].label and "cores" in devices[1].label
    assert resolve_device("auto") == "cpu"


def test_each_gpu_is_listed_by_name_and_memory(one_fake_gpu: None) -> None:
    devices = list_devices()
    assert [d.id for d in devices] == ["auto", "cpu", "cuda:0"]
    gpu = devices[2]
    assert gpu.label == "GPU 0: Test GPU 9000 (24.0 GiB)" and gpu.memory_bytes == 24 * 2**30
    assert devices[0].label == f"Automatic ({gpu.label})"


def test_an_explicit_missing_gpu_is_an_error_for_the_command_line() -> None:
    if torch.cuda.is_available():
        pytest.skip("a real GPU is present")
    with pytest.raises(StudioError, match="No CUDA device is available"):
        resolve_device("cuda")
    with pytest.raises(StudioError, match="Unknown device"):
        resolve_device("tpu")


def test_a_gpu_index_beyond_the_last_is_an_error(one_fake_gpu: None) -> None:
    with pytest.raises(StudioError, match="no CUDA device 3 .*has 1"):
        resolve_device("cuda:3")
    assert resolve_device("cuda:0") == "cuda:0"


def test_the_window_falls_back_to_the_cpu_when_there_is_no_gpu() -> None:
    if torch.cuda.is_available():
        pytest.skip("a real GPU is present")
    choice = open_device("cuda")
    assert choice.device == "cpu"
    assert str(choice.fallback) == "No CUDA device is available; using the CPU instead."
    assert open_device("cpu").fallback is None and open_device("auto").device == "cpu"


def test_a_gpu_that_fails_to_initialise_falls_back_with_a_sentence(one_fake_gpu: None) -> None:
    choice = open_device("cuda:0")
    assert choice.device == "cpu" and choice.fallback is not None
    fallback = str(choice.fallback)
    assert fallback.startswith("The GPU (cuda:0) could not be initialised (")
    assert fallback.endswith("; using the CPU instead.")
    assert "\n" not in fallback


def test_a_gpu_index_beyond_the_last_falls_back_saying_which(one_fake_gpu: None) -> None:
    assert str(open_device("cuda:3").fallback) == (
        "There is no CUDA device 3 (this computer has 1); using the CPU instead."
    )
    assert str(open_device("tpu").fallback) == "Unknown device 'tpu'; using the CPU instead."


def test_the_window_loads_the_model_on_the_cpu_and_says_why() -> None:
    if torch.cuda.is_available():
        pytest.skip("a real GPU is present")
    engine, note = load_engine_on_device("pocket", TINY_MODEL, "cuda", threads=1)
    assert engine.info.device == "cpu"
    assert str(note) == "No CUDA device is available; using the CPU instead."


@pytest.mark.slow
def test_the_command_line_keeps_an_explicit_gpu_an_error(tmp_path: Path) -> None:
    if torch.cuda.is_available():
        pytest.skip("a real GPU is present")
    (tmp_path / "s.txt").write_text("hello\n")
    voice = tone(tmp_path / "v.wav", 2.0)

    def render(device: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "studio", "render", str(tmp_path / "s.txt")]
        command += ["--voice", str(voice), "--model", TINY_MODEL, "--device", device]
        command += ["--out", str(tmp_path / "out")]
        return subprocess.run(command, capture_output=True, text=True, timeout=300)

    missing = render("cuda:1")
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    assert "voice-studio: No CUDA device is available; use --device cpu" in missing.stderr
    bad = render("gpu")
    assert bad.returncode == 2 and "is not a device; use auto, cpu, cuda or cuda:N" in bad.stderr
