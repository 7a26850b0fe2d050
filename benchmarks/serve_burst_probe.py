"""What row 17's first-byte target asks of the engine: a burst of requests against one alone.

The row's clients ask in lockstep (each sends its next request when its last
answer ends, and a batch ends its rows together), so the requests come in
bursts of 16. Before a request's first audio its text must be prefilled
through the flow LM (compute-bound on a CPU) and the batch must step once.
This probe times, on the benchmark's architecture and device, with row 17's
sentences and a 10 s voice:

- one request alone: its prefill, then one step of one row;
- a burst of 16 split as well as it can be on two threads: the rows longest
  first in groups of four like lengths (little padding), each group to the
  thread with less work, both threads at once; then one step of 16 rows;

and prints the burst's figure over the single one: the least the p95 first
byte can be against one request alone, whatever the scheduling (the decoder
and HTTP come on top of both). Prints one JSON object on its last line.

    .venv/bin/python benchmarks/serve_burst_probe.py [--threads 1] [--reps 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import torch
from bench_common import MODEL_SPEC, load_engine, speech
from cases_serve import sentences

from studio.engines.pocket_steps import FlowBatch

BURST = 16
RATE = 24000


def tokens_of(model: Any, text: str) -> torch.Tensor:
    """The text's tokens as the batch prefills them (one chunk: row 17's sentences are short)."""
    from pocket_tts.models.text_chunking import prepare_text_prompt

    prompt, _ = prepare_text_prompt(
        text,
        model.pad_with_spaces_for_short_inputs,
        model.remove_semicolons,
        append_terminal_punctuation=model.append_terminal_punctuation,
        capitalize_first_letter=model.capitalize_first_letter,
        replace_characters=model.replace_characters,
    )
    tokens: torch.Tensor = model.flow_lm.conditioner.prepare(prompt)
    return tokens


def first_step(model: Any, voice: Any, rows: list[Any], max_rows: int) -> float:
    """Seconds for one step of ``rows`` prefilled states."""
    batch = FlowBatch(model, max_rows)
    for state, end in rows:
        batch.rows.add(state, offset=end)
    batch.rows.reserve(batch.rows.offset + 4)
    ldim = model.flow_lm.ldim
    inputs = torch.full((len(rows), 1, ldim), float("nan"))
    start = time.perf_counter()
    batch.step(inputs, torch.zeros(len(rows), ldim))
    return time.perf_counter() - start


def split(tokens: list[torch.Tensor], group: int = 4) -> list[list[list[torch.Tensor]]]:
    """Two threads' passes: the rows longest first in groups of ``group`` like lengths
    (little padding), each group to the thread with less padded work so far."""
    ordered = sorted(tokens, key=lambda t: -t.shape[1])
    groups = [ordered[i : i + group] for i in range(0, len(ordered), group)]
    threads: list[list[list[torch.Tensor]]] = [[], []]
    work = [0, 0]
    for rows in groups:
        lighter = work.index(min(work))
        threads[lighter].append(rows)
        work[lighter] += len(rows) * rows[0].shape[1]
    return threads


def burst_once(flow: FlowBatch, voice: Any, tokens: list[torch.Tensor]) -> tuple[float, list[Any]]:
    """Seconds for two threads to prefill ``tokens`` (``split``), and the rows prefilled."""
    done: list[Any] = []
    lock = threading.Lock()

    def prefill(passes: list[list[torch.Tensor]]) -> None:
        with torch.no_grad():
            for rows in passes:
                states = flow.prefill(voice, rows)
                with lock:
                    done.extend(states)

    start = time.perf_counter()
    helpers = [threading.Thread(target=prefill, args=(passes,)) for passes in split(tokens)]
    for helper in helpers:
        helper.start()
    for helper in helpers:
        helper.join()
    return time.perf_counter() - start, done


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--model", default=MODEL_SPEC)
    args = parser.parse_args()
    engine = load_engine(args.threads, args.model)
    model = engine.model
    with tempfile.TemporaryDirectory() as folder:
        reference = speech(
            10.0, "en-us", "The quick brown fox jumps over the lazy dog.", RATE, Path(folder)
        )
    voice = engine.build_prompt_state(reference, None)
    texts = sentences(BURST)
    tokens = [tokens_of(model, text) for text in texts]
    flow = FlowBatch(model, BURST)
    alone: list[float] = []
    burst: list[float] = []
    with torch.no_grad():
        flow.prefill(voice, tokens[:2])  # warm-up
        for _ in range(args.reps):
            for one in tokens:
                start = time.perf_counter()
                rows = flow.prefill(voice, [one])
                prefilled = time.perf_counter() - start
                alone.append(prefilled + first_step(model, voice, rows, 1))
            prefilled, rows = burst_once(flow, voice, tokens)
            burst.append(prefilled + first_step(model, voice, rows, BURST))
    single = statistics.median(alone)
    together = statistics.median(burst)
    report = {
        "model": args.model,
        "threads": args.threads,
        "tokens": [int(t.shape[1]) for t in tokens],
        "one_request_s": round(single, 4),
        "burst_of_16_s": round(together, 4),
        "least_ratio": round(together / single, 3),
    }
    print(
        f"one request: prefill + first step {single * 1000:.0f} ms (median of {len(alone)}); "
        f"a burst of {BURST} on two threads: {together * 1000:.0f} ms; "
        f"the burst's last first byte is at least {together / single:.2f}x one request's"
    )
    print(json.dumps(report))


if __name__ == "__main__":
    main()
