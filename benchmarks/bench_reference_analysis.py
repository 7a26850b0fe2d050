"""Reference analysis: the studio's VAD pass and full analysis next to raw Silero VAD.

    python benchmarks/bench_reference_analysis.py [--repeats 5]

Takes are espeak-ng sentences joined with pauses (12 s and 36 s). Each
repetition runs the three sides one after another (interleaved, so a burst of
other work on a shared machine hits all of them), and the table shows medians:

- upstream: ``silero_vad.get_speech_timestamps`` on the 16 kHz audio, on one
  torch thread (what importing silero_vad sets);
- studio VAD: ``speech_probabilities`` + ``speech_regions`` (resampling included);
- studio analysis: ``analyse_reference`` (VAD, loudness, clipping, window, warnings).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np
import soundfile as sf
import torch

from studio.core.sound.audio import resample
from studio.core.sound.reference_analysis import analyse_reference
from studio.core.sound.vad import VAD_RATE, speech_probabilities, speech_regions

SENTENCES = [
    "Hello there, my name is Alice and I like reading stories aloud in the evening.",
    "Good morning. This is Bob speaking from the studio, testing one two three.",
    "Carol here. The weather today is cloudy with a chance of rain later on.",
]


def take(repeat: int) -> tuple[np.ndarray, int]:
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        raise SystemExit("espeak-ng is needed for the reference speech")
    parts: list[np.ndarray] = []
    rate = 22050
    with tempfile.TemporaryDirectory() as folder:
        for i, text in enumerate(SENTENCES * repeat):
            path = Path(folder) / f"{i}.wav"
            subprocess.run([espeak, "-w", str(path), text], check=True)
            data, rate = sf.read(str(path), dtype="float32")
            parts += [data, np.zeros(int(0.4 * rate), np.float32)]
    return np.concatenate(parts), rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    # Read before importing silero_vad, which sets it to 1.
    threads = torch.get_num_threads()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from silero_vad import get_speech_timestamps, load_silero_vad

        model = load_silero_vad()
    print(f"torch {torch.__version__}, caller's torch threads {threads}, medians of {args.repeats}")
    print(f"{'take':>6} | {'upstream':>9} | {'studio VAD':>10} | {'ratio':>5} | {'analysis':>9}")
    for repeat in (1, 3):
        audio, rate = take(repeat)
        audio16 = resample(audio, rate, VAD_RATE)
        times: dict[str, list[float]] = {"upstream": [], "vad": [], "analysis": []}
        # TorchScript optimises a function on its first calls: keep those out.
        analyse_reference(audio, rate)
        for _ in range(args.repeats):
            torch.set_num_threads(1)
            start = time.perf_counter()
            get_speech_timestamps(torch.from_numpy(audio16), model, sampling_rate=VAD_RATE)
            times["upstream"].append(time.perf_counter() - start)
            torch.set_num_threads(threads)
            start = time.perf_counter()
            speech_regions(speech_probabilities(audio, rate), len(audio) / rate)
            times["vad"].append(time.perf_counter() - start)
            start = time.perf_counter()
            analyse_reference(audio, rate)
            times["analysis"].append(time.perf_counter() - start)
        up, vad, full = (statistics.median(times[k]) for k in ("upstream", "vad", "analysis"))
        seconds = f"{len(audio) / rate:.0f} s"
        print(
            f"{seconds:>6} | {up * 1000:7.0f} ms | {vad * 1000:8.0f} ms | {vad / up:5.2f} | "
            f"{full * 1000:7.0f} ms"
        )


if __name__ == "__main__":
    main()
