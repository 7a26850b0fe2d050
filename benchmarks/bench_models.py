"""Model downloads: the studio's backend side by side with the hub client's own calls.

Two rows, both against local servers (no internet needed, same bytes for
both sides):

1. Missing weights with the hub unreachable (a port that refuses
   connections): how long until the studio's ``ensure_installed`` says so,
   against ``hf_hub_download``, which is what pocket-tts calls for its
   weights. Target: the studio answers within a few seconds.
2. Download throughput from a local fake hub (``tests/models/fake_hub.py``):
   the studio's ``download_model`` (resumable part, SHA-256 check, progress)
   against ``hf_hub_download`` of the same file into another cache. The two
   sides alternate, each repetition in fresh caches. Target: ratio <= 1.2.

    python benchmarks/bench_models.py [--mb 200] [--repeats 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from huggingface_hub import hf_hub_download  # noqa: E402

from studio.errors import HubOfflineError  # noqa: E402
from studio.models import HubSettings, ensure_installed, pocket_entry  # noqa: E402
from studio.models.catalog import HubFile, HubSource, ModelEntry, ModelKind  # noqa: E402
from studio.models.download import download_model  # noqa: E402
from tests.models.fake_hub import FakeHub, FakeRepo  # noqa: E402

REFUSED = "http://127.0.0.1:9"


def offline_row() -> dict[str, float]:
    entry = pocket_entry()
    assert entry.source is not None
    first = entry.source.files[0]
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        try:
            ensure_installed(entry, hub=HubSettings(REFUSED, Path(tmp) / "studio"))
        except HubOfflineError:
            pass
        studio = time.perf_counter() - start
        start = time.perf_counter()
        try:
            hf_hub_download(
                first.repo_id,
                first.filename,
                revision=first.revision,
                cache_dir=Path(tmp) / "upstream",
                endpoint=REFUSED,
            )
        except Exception:  # noqa: BLE001 - any failure is the answer being timed
            pass
        upstream = time.perf_counter() - start
    return {"studio_s": studio, "upstream_s": upstream}


def throughput_row(megabytes: int, repeats: int) -> dict[str, object]:
    data = bytes(range(256)) * (megabytes * 1_000_000 // 256)
    repo = FakeRepo("bench/model", {"weights.bin": data})
    hub = FakeHub({repo.repo_id: repo})
    entry = ModelEntry(
        id="bench",
        kind=ModelKind.HUB,
        title="bench model",
        summary="",
        engine_id="pocket",
        model_spec="bench",
        source=HubSource(
            repo.repo_id,
            repo.commit,
            (HubFile(repo.repo_id, "weights.bin", repo.commit),),
        ),
    )
    studio: list[float] = []
    upstream: list[float] = []
    try:
        for rep in range(repeats):
            order = ("studio", "upstream") if rep % 2 == 0 else ("upstream", "studio")
            for side in order:
                with tempfile.TemporaryDirectory() as tmp:
                    start = time.perf_counter()
                    if side == "studio":
                        download_model(entry, hub=HubSettings(hub.url, Path(tmp)))
                        studio.append(time.perf_counter() - start)
                    else:
                        hf_hub_download(
                            repo.repo_id,
                            "weights.bin",
                            revision=repo.commit,
                            cache_dir=tmp,
                            endpoint=hub.url,
                        )
                        upstream.append(time.perf_counter() - start)
    finally:
        hub.close()
    ratios = [s / u for s, u in zip(studio, upstream, strict=True)]
    return {
        "studio_s": studio,
        "upstream_s": upstream,
        "ratio_median": statistics.median(ratios),
        "megabytes": megabytes,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=200, help="size of the downloaded file")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    from huggingface_hub.utils import logging as hub_logging

    hub_logging.set_verbosity_error()  # type: ignore[no-untyped-call]  # retries would bury the table
    offline = offline_row()
    print("| case | studio | hub client | figure | target | met |")
    print("|---|---|---|---|---|---|")
    print(
        f"| missing weights, hub unreachable | {offline['studio_s']:.2f} s | "
        f"{offline['upstream_s']:.1f} s (hf_hub_download) | "
        f"{offline['upstream_s'] / max(offline['studio_s'], 1e-3):.0f}x sooner | "
        f"<= 3 s | {'yes' if offline['studio_s'] <= 3 else 'no'} |"
    )
    row = throughput_row(args.mb, args.repeats)
    studio_s = row["studio_s"]
    upstream_s = row["upstream_s"]
    assert isinstance(studio_s, list) and isinstance(upstream_s, list)
    ratio = float(str(row["ratio_median"]))
    print(
        f"| download {args.mb} MB from a local hub | median {statistics.median(studio_s):.2f} s "
        f"({', '.join(f'{s:.2f}' for s in studio_s)}) | median "
        f"{statistics.median(upstream_s):.2f} s ({', '.join(f'{s:.2f}' for s in upstream_s)}) | "
        f"ratio {ratio:.2f} | <= 1.2 | {'yes' if ratio <= 1.2 else 'no'} |"
    )


if __name__ == "__main__":
    main()
