"""What batching the word check's encoder buys on this CPU: the cost of one 30 s window of
a tiny-shaped Whisper (random weights, CTranslate2 int8, the studio's recognizer code)
when ``B`` windows go through the encoder in one call, B = 1, 2, 4, 8.

    .venv/bin/python benchmarks/encoder_batch_probe.py [--threads N] [--reps N]

Prints milliseconds per call and per window. On a CPU the encoder is bound by its
arithmetic (a window of tiny is about 35 GFLOP whatever the batch), so batching
windows shares nothing; it is a GPU's launch-bound encoder that gains from it.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
for entry in (str(HERE), str(HERE.parent)):
    if entry not in sys.path:
        sys.path.insert(0, entry)


def main() -> None:
    import ctranslate2
    import numpy as np
    from cases_check import TINY_SHAPE, tiny_recognizer

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="encoder-probe-") as folder:
        recognizer = tiny_recognizer(Path(folder), TINY_SHAPE, threads=args.threads)
        model = recognizer._model.model
        rng = np.random.default_rng(0)
        print(f"tiny-shaped Whisper encoder, int8, {args.threads} thread(s), 30 s windows")
        for batch in (1, 2, 4, 8):
            features = rng.uniform(-1.5, 1.0, (batch, 80, 3000)).astype(np.float32)
            windows = ctranslate2.StorageView.from_array(features)
            model.encode(windows, to_cpu=True)  # warm
            start = time.perf_counter()
            for _ in range(args.reps):
                model.encode(windows, to_cpu=True)
            ms = (time.perf_counter() - start) / args.reps * 1000
            print(f"B={batch}: {ms:7.0f} ms a call, {ms / batch:5.0f} ms a window", flush=True)


if __name__ == "__main__":
    main()
