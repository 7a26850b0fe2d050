"""Recognizers from the hub, against the local fake hub: the studio's own download code
(progress, cancel and resume, only faster-whisper's files), then loading from the cache
with the hub unreachable and HF_HUB_OFFLINE set."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
import soundfile as sf

from studio.engines.asr import RANDOM_OPTIONS, load_recognizer
from studio.engines.base import ModelFetch
from studio.errors import (
    DownloadCancelled,
    HubOfflineError,
    ModelNotInstalledError,
    ModelUnavailableError,
    StudioError,
)
from studio.models import DownloadProgress, HubSettings
from studio.models.asr_catalog import ASR_MODELS, asr_model, asr_models
from studio.models.asr_install import (
    asr_location,
    asr_status,
    download_asr,
    ensure_asr,
    remove_asr,
)
from tests.engines.asr.asr_hub import EXTRA_FILES
from tests.engines.asr.conftest import TINY_REPO
from tests.models.fake_hub import FakeHub
from tests.support import speak


def test_the_catalog_lists_each_size_english_and_multilingual() -> None:
    names = [m.name for m in asr_models()]
    for size in ("tiny", "base", "small"):
        assert size in names and f"{size}.en" in names
    assert "large-v3-turbo" in names and names[-1] == "random"
    base = asr_model("base")
    assert base.repo_id == "Systran/faster-whisper-base" and not base.english_only
    assert asr_model("base.en").english_only and asr_model("small").size_mb > base.size_mb
    assert asr_model("large-v3-turbo").needs_preprocessor
    assert all(m.entry().id.startswith("asr:") for m in ASR_MODELS)
    with pytest.raises(StudioError, match="no speech recognizer called 'huge'.*tiny"):
        asr_model("huge")


def test_downloaded_with_progress_and_only_the_files_faster_whisper_reads(
    asr_hub: FakeHub, hub: HubSettings
) -> None:
    model = asr_model("tiny")
    before = asr_status(model, hub)
    assert not before.installed and asr_location(model, hub) is None

    asr_hub.chunk_delay = 0.002  # several progress reports
    reports: list[DownloadProgress] = []
    folder = download_asr("tiny", reports.append, hub=hub)

    phases = [r.phase for r in reports]
    assert phases[0] == "checking" and phases[-2:] == ["finishing", "done"]
    done = [r.done_bytes for r in reports if r.phase == "downloading"]
    assert done and done == sorted(done), "progress never goes backwards"
    served = asr_hub.repos[TINY_REPO].files
    wanted = {n: d for n, d in served.items() if n not in EXTRA_FILES}
    assert reports[-1].done_bytes == reports[-1].total_bytes == sum(map(len, wanted.values()))
    assert sorted(p.name for p in folder.iterdir()) == sorted(wanted)
    assert (folder / "model.bin").read_bytes() == wanted["model.bin"]
    assert not asr_hub.seen("GET", "README.md"), "a download fetches only what it needs"

    after = asr_status(model, hub)
    assert after.installed and after.location == folder == asr_location(model, hub)
    assert after.size_on_disk == sum(map(len, wanted.values()))
    assert "Downloaded" in after.describe()


def test_cancelled_then_resumed_with_a_range_request(asr_hub: FakeHub, hub: HubSettings) -> None:
    size = len(asr_hub.repos[TINY_REPO].files["model.bin"])
    asr_hub.chunk_delay = 0.002
    cancel = threading.Event()

    def cancel_at_a_third(report: DownloadProgress) -> None:
        if report.filename == "model.bin" and report.done_bytes > size // 3:
            cancel.set()

    with pytest.raises(DownloadCancelled):
        download_asr("tiny", cancel_at_a_third, cancel, hub=hub)
    status = asr_status(asr_model("tiny"), hub)
    assert not status.installed and status.partial_bytes > 0

    asr_hub.chunk_delay = 0.0
    reports: list[DownloadProgress] = []
    folder = download_asr("tiny", reports.append, hub=hub)
    assert reports[-1].resumed_bytes > 0, "what arrived before was kept"
    ranges = [r.range for r in asr_hub.seen("GET", "model.bin") if r.range]
    assert ranges and ranges[-1].startswith("bytes=") and ranges[-1] != "bytes=0-"
    assert (folder / "model.bin").stat().st_size == size


def test_a_downloaded_recognizer_loads_and_hears_with_the_hub_gone(
    asr_hub: FakeHub, hub: HubSettings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from huggingface_hub import constants

    folder = download_asr("tiny", hub=hub)
    asr_hub.unreachable = True
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    seen = len(asr_hub.requests)

    # The served weights are the demo's random ones: decode them the demo's quick way.
    recognizer = load_recognizer("tiny", threads=1, options=RANDOM_OPTIONS)

    assert recognizer.info.fingerprint == f"hf:{TINY_REPO}@{folder.name}"
    assert not recognizer.info.is_random
    samples, rate = sf.read(str(speak(tmp_path / "take.wav", "Testing the ears.")), dtype="float32")
    transcript = recognizer.transcribe(samples, rate, "en")
    assert transcript.language == "en" and transcript.duration_s > 0
    assert len(asr_hub.requests) == seen, "loading from the cache asks the hub nothing"


def test_not_downloaded_says_how_to_get_it(hub: HubSettings) -> None:
    with pytest.raises(ModelNotInstalledError) as caught:
        load_recognizer("base")
    assert str(caught.value) == (
        "The speech recognizer 'base' is not downloaded yet; download it in Model > Models, "
        "or run voice-studio download --asr base."
    )


def test_missing_while_offline_is_one_sentence_within_seconds(
    hub: HubSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    start = time.monotonic()
    with pytest.raises(HubOfflineError, match="'tiny' is not downloaded yet.*offline.*'random'"):
        load_recognizer("tiny", fetch=ModelFetch(allow_download=True))
    assert time.monotonic() - start < 10


def test_load_may_download_first_when_allowed(asr_hub: FakeHub, hub: HubSettings) -> None:
    reports: list[DownloadProgress] = []
    fetch = ModelFetch(allow_download=True, progress=reports.append)
    recognizer = load_recognizer("tiny", threads=1, fetch=fetch, options=RANDOM_OPTIONS)
    assert reports and reports[-1].phase == "done"
    assert recognizer.info.name == "tiny"
    assert ensure_asr("tiny", allow_download=False, hub=hub) == asr_location(asr_model("tiny"), hub)


def test_removed_frees_the_cache(asr_hub: FakeHub, hub: HubSettings) -> None:
    download_asr("tiny", hub=hub)
    freed = remove_asr("tiny", hub)
    assert freed > 0
    assert not asr_status(asr_model("tiny"), hub).installed


def test_an_incomplete_snapshot_is_not_installed(asr_hub: FakeHub, hub: HubSettings) -> None:
    folder = download_asr("tiny", hub=hub)
    (folder / "tokenizer.json").unlink()
    assert asr_location(asr_model("tiny"), hub) is None
    assert not asr_status(asr_model("tiny"), hub).installed


def test_a_repository_without_a_model_is_refused(asr_hub: FakeHub, hub: HubSettings) -> None:
    for name in ("model.bin", "tokenizer.json"):
        del asr_hub.repos[TINY_REPO].files[name]
    with pytest.raises(ModelUnavailableError, match="not a faster-whisper model.*model.bin"):
        download_asr("tiny", hub=hub)


def test_the_demo_has_nothing_to_download_or_remove(hub: HubSettings) -> None:
    assert ensure_asr("random", hub=hub) is None
    assert asr_status(asr_model("random"), hub).installed
    with pytest.raises(ModelUnavailableError, match="built on this computer"):
        download_asr("random", hub=hub)
    with pytest.raises(ModelUnavailableError, match="nothing on disk"):
        remove_asr("random", hub)
