"""Shared setup for the pocket-tts benchmarks: model, references, fixed frames, statistics.

Every case runs the studio and the raw upstream package on the *same*
``TTSModel`` instance (the studio engine's ``model``), so weights, thread
count and memory layout are identical and only the code paths differ.
"""

from __future__ import annotations

import logging
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import soundfile as sf
import torch

MODEL_SPEC = "random:english_2026-10"
LINE_TEXTS = [
    "The meeting starts at nine, so please bring the quarterly report with you.",
    "A gentle breeze moved across the field as the sun went down behind the hills.",
    "Could you tell me the way to the nearest train station, please?",
    "Every morning she walks her dog along the river before going to work.",
    "The recipe calls for two cups of flour, three eggs and a pinch of salt.",
    "He opened the old wooden box and found a letter from his grandfather.",
    "Our flight was delayed by two hours because of the storm over the coast.",
    "The children laughed as the clown juggled five bright orange balls.",
    "Please remember to switch off the lights when you leave the office.",
    "After a long day of hiking, the warm soup tasted better than ever.",
]
# Distinct espeak-ng voices and sentences, so every reference hashes to its own key.
VOICE_SCRIPTS = {
    "alice": (
        "en",
        "Hello there, my name is Alice and I like reading stories aloud in the "
        "evening. The library is my favourite place in the whole town.",
    ),
    "bob": (
        "en-us",
        "Good morning. This is Bob speaking from the studio, testing one two three. "
        "We record every weekday between ten and noon.",
    ),
    "carol": (
        "en+f3",
        "Carol here. The weather today is cloudy with a chance of rain later on. "
        "Take an umbrella if you are going out tonight.",
    ),
    "dave": (
        "en+m3",
        "Dave on the line. The train to the city leaves every twenty minutes. "
        "Tickets are sold at the machine by the entrance.",
    ),
}


MODES = ("full", "quick", "smoke")
# The smallest packaged architecture: smoke runs check that every row runs, not its figures.
SMOKE_MODEL = "random:english_2m_2026-10"


@dataclass(frozen=True)
class BenchConfig:
    """Sizes of one benchmark run (``--quick`` and ``--smoke`` shrink them; the header says how)."""

    mode: str  # one of MODES
    model: str  # the architecture both sides use
    frames: int  # latent frames per line, the same on both sides (12.5 frames = 1 s)
    threads: int
    reference_seconds: float  # rows 1, 2, 4-7
    short_reference_seconds: float  # row 3
    ten_lines: int  # lines of row 1
    three_voices_lines: int  # lines of row 3 (voices alternate A B C A B C ...)
    reps_ten_lines: int
    reps_overhead: int
    reps_three_voices: int
    reps_restart: int
    reps_first_audio: int
    memory_lines: int
    gui_lines: int

    @classmethod
    def make(cls, mode: str, threads: int) -> BenchConfig:
        if mode == "smoke":
            return cls("smoke", SMOKE_MODEL, 2, threads, 2.0, 1.5, 3, 3, 1, 1, 1, 1, 1, 3, 3)
        if mode == "quick":
            return cls("quick", MODEL_SPEC, 10, threads, 10.0, 5.0, 10, 30, 3, 7, 1, 5, 9, 60, 10)
        if mode == "full":
            return cls("full", MODEL_SPEC, 25, threads, 10.0, 5.0, 10, 30, 5, 11, 3, 9, 15, 200, 10)
        raise ValueError(f"unknown benchmark mode {mode!r}; use one of {', '.join(MODES)}")

    @property
    def quick(self) -> bool:
        return self.mode != "full"

    def max_seconds(self, frame_rate: float) -> float:
        return self.frames / frame_rate

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def quiet_pocket_logs() -> None:
    # With EOS disabled every line ends at max length, and upstream warns about that each time.
    logging.getLogger("pocket_tts").setLevel(logging.ERROR)


# The device every row that renders runs on: ``run.py --device`` sets it (cpu, cuda, auto).
DEVICE_VARIABLE = "VOICE_STUDIO_BENCH_DEVICE"
# The audio of two paths that must do the same work: on a CPU within 1e-5 of each other
# (float rounding); on a GPU, whose batched and single-row kernels sum in other orders
# (about 1e-4 apart, measured on an H200), a signal-to-difference ratio of at least
# 60 dB: a thousandth of the signal's amplitude. A row in the wrong place, a wrong seed or
# a missing frame is tens of dB away from that. ``--deterministic`` asks the GPU for
# reproducible kernels (no TF32, deterministic algorithms); then the CPU's rule applies.
CPU_TOLERANCE = 1e-5
GPU_MIN_SDR_DB = 60.0


def private_settings() -> Path:
    """Give this process (and what it starts) settings and data folders of its own, so
    that a benchmark's window never writes the user's settings (its recent projects)
    or recovery entries. Returns the folder; an earlier call's is kept."""
    kept = os.environ.get("VOICE_STUDIO_BENCH_HOME")
    if kept:
        return Path(kept)
    home = Path(tempfile.mkdtemp(prefix="studio-bench-home-"))
    os.environ["VOICE_STUDIO_BENCH_HOME"] = str(home)
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["VOICE_STUDIO_DATA_DIR"] = str(home / "data" / "voice-studio")
    return home


def bench_device() -> str:
    """``cpu`` or ``cuda``: what ``--device`` asked for (``auto``: the GPU if there is one)."""
    wanted = os.environ.get(DEVICE_VARIABLE, "cpu")
    if wanted == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    return wanted


def deterministic() -> bool:
    return os.environ.get("VOICE_STUDIO_BENCH_DETERMINISTIC") == "1"


def make_deterministic() -> None:
    """Reproducible GPU kernels: no TF32 in matrix products or convolutions, and
    deterministic algorithms (cuBLAS needs its workspace setting before it starts)."""
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = False
    torch.use_deterministic_algorithms(True, warn_only=True)


def device_facts() -> dict[str, Any]:
    """The device the rows ran on, for the results file."""
    device = bench_device()
    facts: dict[str, Any] = {
        "device": device,
        "torch": torch.__version__,
        "deterministic": deterministic(),
    }
    if device == "cuda":
        facts["gpu"] = torch.cuda.get_device_name(0)
        facts["cuda"] = torch.version.cuda
        facts["graphs"] = os.environ.get("VOICE_STUDIO_CUDA_GRAPHS", "1") != "0"
    return facts


def sdr_db(reference: np.ndarray, other: np.ndarray) -> float:
    """Signal-to-difference ratio of ``other`` against ``reference``, in dB (inf: equal)."""
    if reference.shape != other.shape:
        return float("-inf")
    difference = float(np.sum((reference.astype(np.float64) - other) ** 2))
    if difference == 0.0:
        return float("inf")
    return 10.0 * float(np.log10(float(np.sum(reference.astype(np.float64) ** 2)) / difference))


def same_audio(
    reference: Sequence[np.ndarray], other: Sequence[np.ndarray]
) -> tuple[bool, float, float]:
    """Whether two lists of lines hold the same audio by this device's rule; also the
    largest sample difference and the lowest signal-to-difference ratio (dB)."""
    worst = 0.0
    lowest = float("inf")
    for a, b in zip(reference, other, strict=True):
        if a.shape != b.shape:
            return False, float("inf"), float("-inf")
        worst = max(worst, float(np.max(np.abs(a - b), initial=0.0)))
        lowest = min(lowest, sdr_db(a, b))
    if bench_device() == "cpu" or deterministic():
        return worst <= CPU_TOLERANCE, worst, lowest
    return lowest >= GPU_MIN_SDR_DB, worst, lowest


def load_engine(threads: int, model: str = MODEL_SPEC) -> Any:
    """The studio engine on the benchmark's device (``bench_device``); its thread setting
    applies to both sides (same process)."""
    from studio.engines.pocket import load_pocket_engine

    quiet_pocket_logs()
    if deterministic():
        make_deterministic()
    return load_pocket_engine(model, bench_device(), threads)


def fix_frames(model: Any, frames: int) -> None:
    """Make every line exactly ``frames`` latent frames long, for studio and upstream alike.

    Random weights may emit EOS at any step or never: EOS is disabled, and
    upstream's length estimate (which depends on the text) is replaced by the
    fixed count, so neither side can stop early or run long.
    """
    model.eos_threshold = 1e9
    model._estimate_max_gen_len = lambda token_count: frames


def speech(seconds: float, voice: str, text: str, rate: int, workdir: Path) -> np.ndarray:
    """Real speech from espeak-ng, repeated/padded to exactly ``seconds`` at ``rate`` Hz.

    Falls back to a deterministic voiced-like signal when espeak-ng is absent.
    """
    from studio.core.sound.audio import resample

    espeak = shutil.which("espeak-ng")
    if espeak is None:
        rng = np.random.default_rng(abs(hash(voice)) % 2**32)
        t = np.arange(int(seconds * rate)) / rate
        f0 = 110 + 60 * rng.random()
        envelope = 0.5 + 0.5 * np.sin(2 * np.pi * 3.0 * t) ** 2
        wave = sum(np.sin(2 * np.pi * f0 * k * t) / k for k in range(1, 8)) * envelope
        return np.asarray(0.2 * wave / np.max(np.abs(wave)), dtype=np.float32)
    wav = workdir / f"espeak-{voice.replace('+', '_')}.wav"
    subprocess.run([espeak, "-v", voice, "-w", str(wav), text], check=True, capture_output=True)
    data, src_rate = sf.read(str(wav), dtype="float32", always_2d=False)
    data = resample(np.asarray(data, dtype=np.float32), int(src_rate), rate)
    need = int(seconds * rate)
    # 0.3 s of silence between repetitions, like pauses between sentences.
    gap = np.zeros(int(0.3 * rate), dtype=np.float32)
    parts: list[np.ndarray] = []
    total = 0
    while total < need:
        parts += [data, gap]
        total += len(data) + len(gap)
    return np.asarray(np.concatenate(parts)[:need], dtype=np.float32)


def write_reference(samples: np.ndarray, rate: int, path: Path) -> Path:
    # 16-bit PCM: pocket-tts's own WAV reader (the ``wave`` module) rejects float WAVs.
    sf.write(str(path), samples, rate, subtype="PCM_16")
    return path


def make_workdir() -> Path:
    return Path(tempfile.mkdtemp(prefix="studio-bench-"))


def rss_bytes() -> int:
    """Resident set size from /proc/self/statm (psutil is not a dependency)."""
    with open("/proc/self/statm", encoding="ascii") as handle:
        resident_pages = int(handle.read().split()[1])
    return resident_pages * os.sysconf("SC_PAGE_SIZE")


class Stopwatch:
    def __enter__(self) -> Stopwatch:
        self.start = time.perf_counter()
        self.seconds = 0.0
        return self

    def __exit__(self, *exc: object) -> None:
        self.seconds = time.perf_counter() - self.start


@dataclass(frozen=True)
class Spread:
    """Median and the min..max range of a set of repetitions."""

    median: float
    low: float
    high: float
    n: int

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        return cls(statistics.median(values), min(values), max(values), len(values))

    def to_json(self) -> dict[str, float]:
        return {"median": self.median, "min": self.low, "max": self.high, "n": self.n}

    def fmt(self, unit: str = "s", digits: int = 2) -> str:
        return (
            f"{self.median:.{digits}f}{unit} [{self.low:.{digits}f}..{self.high:.{digits}f}]"
            f" n={self.n}"
        )


def seed_line(seed: int) -> None:
    """Seed torch's generator the way the studio engine does before each line."""
    torch.manual_seed(seed)


@dataclass
class Row:
    """One line of the results table, plus everything behind it for the JSON file."""

    case: str
    studio: str
    baseline: str
    figure: str
    target: str
    met: bool | None
    verdict: str
    detail: dict[str, Any]

    @classmethod
    def not_measured(cls, case: str, reason: str) -> Row:
        """A row that could not be measured: the table says why, the other rows go on."""
        return cls(case, f"not measured: {reason}", "-", "-", "-", None, "not measured", {})

    @property
    def measured(self) -> bool:
        return self.verdict != "not measured"

    def to_json(self) -> dict[str, Any]:
        return {
            "case": self.case,
            "studio": self.studio,
            "baseline": self.baseline,
            "figure": self.figure,
            "target": self.target,
            "met": self.met,
            "verdict": self.verdict,
            "detail": self.detail,
        }


class NotMeasured(Exception):
    """A row's probe ran but produced no figure; the message says why, in one line."""


def verdict_at_most(value: float, limit: float) -> tuple[bool, str]:
    """'yes' or 'NO, by x%' for a figure that must not exceed ``limit``."""
    if value <= limit:
        return True, f"yes ({(1 - value / limit) * 100:.0f}% margin)"
    return False, f"NO, {(value / limit - 1) * 100:.1f}% over"


def verdict_at_least(value: float, limit: float) -> tuple[bool, str]:
    if value >= limit:
        return True, f"yes ({value / limit:.1f}x the target)"
    return False, f"NO, {(1 - value / limit) * 100:.1f}% short"
