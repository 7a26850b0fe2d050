"""Model states against the fake hub: the real download code and the real hub client.

Not installed -> downloading with progress -> installed -> removed; cancelled
then resumed with an HTTP range; a lost connection resumed; damaged bytes
refused; gated weights without a token, with a token lacking access, with
a granted one (whose token never leaves the hub for the storage host).
"""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path

import pytest

from studio.errors import DownloadCancelled, DownloadError, GatedModelError
from studio.models import (
    DownloadProgress,
    HubSettings,
    ModelEntry,
    download_model,
    installed_location,
    model_status,
    remove_model,
)
from studio.models import download as download_module
from tests.models.conftest import GRANTED, NOT_GRANTED
from tests.models.fake_hub import FakeHub


def weights_of(fake_hub: FakeHub, entry: ModelEntry) -> tuple[str, str, bytes]:
    assert entry.source is not None
    first = entry.source.files[0]
    return first.repo_id, first.filename, fake_hub.repos[first.repo_id].files[first.filename]


def partials(hub: HubSettings) -> list[Path]:
    return sorted(hub.cache_dir.rglob("*.incomplete"))


def test_not_installed_then_downloaded_with_progress(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    before = model_status(pocket, granted)
    assert not before.installed and before.size_on_disk == 0 and before.partial_bytes == 0
    assert "Not downloaded" in before.describe()

    fake_hub.chunk_delay = 0.02  # long enough for a measured rate
    reports: list[DownloadProgress] = []
    folder = download_model(pocket, progress=reports.append, hub=granted)

    phases = [r.phase for r in reports]
    assert phases[0] == "checking" and phases[-2:] == ["finishing", "done"]
    assert "downloading" in phases
    done = [r.done_bytes for r in reports if r.phase == "downloading"]
    assert done == sorted(done), "progress never goes backwards"
    total = sum(len(data) for repo in fake_hub.repos.values() for data in repo.files.values())
    total -= sum(len(d) for d in fake_hub.repos["openbmb/VoxCPM2"].files.values())
    assert reports[-1].done_bytes == reports[-1].total_bytes == total
    measured = [r for r in reports if r.bytes_per_second]
    assert measured and all(r.seconds_left is not None for r in measured)
    assert "/s" in measured[-1].describe() and "left" in measured[-1].describe()

    after = model_status(pocket, granted)
    assert after.installed and after.size_on_disk == total and after.partial_bytes == 0
    assert after.location is not None and after.location.is_relative_to(folder)
    assert "Downloaded" in after.describe()
    assert partials(granted) == []


def test_downloaded_files_are_what_the_hub_client_and_pocket_tts_read(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry, monkeypatch: pytest.MonkeyPatch
) -> None:
    from huggingface_hub import constants, hf_hub_download

    download_model(pocket, hub=granted)
    repo_id, filename, data = weights_of(fake_hub, pocket)
    revision = fake_hub.repos[repo_id].commit
    cached = hf_hub_download(
        repo_id, filename, revision=revision, cache_dir=granted.cache_dir, local_files_only=True
    )
    assert Path(cached).read_bytes() == data

    # pocket-tts resolves its config's hf:// paths through the same cache, with
    # no request at all (the hub is made unreachable to prove it).
    from pocket_tts.utils.utils import download_if_necessary

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(granted.cache_dir))
    fake_hub.unreachable = True
    seen = len(fake_hub.requests)
    path = download_if_necessary(f"hf://{repo_id}/{filename}@{revision}")
    assert path.read_bytes() == data and len(fake_hub.requests) == seen


def test_cancelled_then_resumed_with_a_range_request(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    repo_id, filename, data = weights_of(fake_hub, pocket)
    fake_hub.chunk_delay = 0.005
    cancel = threading.Event()

    def cancel_at_a_third(report: DownloadProgress) -> None:
        if report.done_bytes > len(data) // 3:
            cancel.set()

    with pytest.raises(DownloadCancelled):
        download_model(pocket, progress=cancel_at_a_third, cancel=cancel, hub=granted)

    [part] = partials(granted)
    kept = part.stat().st_size
    assert len(data) // 3 < kept < len(data)
    assert part.read_bytes() == data[:kept], "the kept part is exactly the start of the file"
    status = model_status(pocket, granted)
    assert not status.installed and status.partial_bytes == kept
    assert "kept from an earlier download" in status.describe()

    fake_hub.chunk_delay = 0.0
    reports: list[DownloadProgress] = []
    download_model(pocket, progress=reports.append, hub=granted)
    first = next(r for r in reports if r.phase == "downloading")
    assert first.resumed_bytes == first.done_bytes == kept
    ranges = [r.range for r in fake_hub.seen("GET", f"/blob/{repo_id}/")]
    assert ranges[-1] == f"bytes={kept}-"
    assert model_status(pocket, granted).installed
    path = installed_location(pocket, granted)
    assert path is not None
    assert (path / Path(filename).name).read_bytes() == data


def test_a_lost_connection_resumes_in_the_same_download(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    repo_id, filename, data = weights_of(fake_hub, pocket)
    fake_hub.drop_after = 300_000
    download_model(pocket, hub=granted)
    ranges = [r.range for r in fake_hub.seen("GET", f"/blob/{repo_id}/")]
    assert ranges[0] is None and ranges[1] is not None and ranges[1].startswith("bytes=")
    assert int(ranges[1][len("bytes=") : -1]) > 0
    path = installed_location(pocket, granted)
    assert (
        path is not None
        and hashlib.sha256((path / Path(filename).name).read_bytes()).hexdigest()
        == hashlib.sha256(data).hexdigest()
    )


def test_a_network_that_stays_down_keeps_the_part_for_the_next_try(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(download_module, "RETRY_PAUSE_S", 0.05)
    _, _, data = weights_of(fake_hub, pocket)
    fake_hub.chunk_delay = 0.005

    def network_goes_away(report: DownloadProgress) -> None:
        if report.done_bytes > len(data) // 2:
            fake_hub.unreachable = True

    with pytest.raises(DownloadError, match="lost .* what arrived is kept: download again"):
        download_model(pocket, progress=network_goes_away, hub=granted)
    [part] = partials(granted)
    kept = part.stat().st_size
    assert kept > len(data) // 2

    fake_hub.unreachable = False
    fake_hub.chunk_delay = 0.0
    download_model(pocket, hub=granted)
    assert model_status(pocket, granted).installed
    assert partials(granted) == []


def test_damaged_bytes_are_refused_and_deleted(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    _, filename, _ = weights_of(fake_hub, pocket)
    fake_hub.corrupt = {filename}
    with pytest.raises(DownloadError, match="arrived damaged .*checksum"):
        download_model(pocket, hub=granted)
    assert partials(granted) == [] and not model_status(pocket, granted).installed
    fake_hub.corrupt = set()
    download_model(pocket, hub=granted)
    assert model_status(pocket, granted).installed


def test_gated_weights_without_a_token_say_what_to_do(
    fake_hub: FakeHub, hub: HubSettings, pocket: ModelEntry
) -> None:
    status = model_status(pocket, hub)
    assert status.token is not None and not status.token.present
    assert "accept the terms on the model page and paste an access token" in status.describe()
    with pytest.raises(GatedModelError) as caught:
        download_model(pocket, hub=hub)
    message = str(caught.value)
    assert "https://huggingface.co/kyutai/pocket-tts" in message
    assert "accept its terms" in message and "access token" in message and "paste" in message
    assert fake_hub.seen("GET") == [] and partials(hub) == []


def test_gated_weights_with_a_token_not_granted(
    fake_hub: FakeHub, hub: HubSettings, pocket: ModelEntry
) -> None:
    not_granted = HubSettings(hub.endpoint, hub.cache_dir, token=NOT_GRANTED)
    with pytest.raises(GatedModelError, match="token has no access .* accept its terms"):
        download_model(pocket, hub=not_granted)


def test_the_token_goes_to_the_hub_never_to_the_storage_host(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    download_model(pocket, hub=granted)
    assert all(r.authorized for r in fake_hub.seen("HEAD", "/resolve/"))
    storage = fake_hub.seen("GET", "/blob/")
    assert storage and not any(r.authorized for r in storage)
    assert GRANTED not in "".join(str(p) for p in granted.cache_dir.rglob("*"))


def test_removed_model_frees_its_bytes(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    download_model(pocket, hub=granted)
    size = model_status(pocket, granted).size_on_disk
    assert remove_model(pocket, granted) == size
    status = model_status(pocket, granted)
    assert not status.installed and status.size_on_disk == 0
    assert not any(p.is_file() for p in granted.cache_dir.rglob("blobs/*"))


def test_remove_also_deletes_a_kept_part(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    cancel = threading.Event()
    fake_hub.chunk_delay = 0.005

    def stop(report: DownloadProgress) -> None:
        if report.done_bytes > 100_000:
            cancel.set()

    with pytest.raises(DownloadCancelled):
        download_model(pocket, progress=stop, cancel=cancel, hub=granted)
    kept = model_status(pocket, granted).partial_bytes
    assert kept > 0
    assert remove_model(pocket, granted) == kept
    assert partials(granted) == []


def test_a_whole_repository_model_installs_at_one_commit(
    fake_hub: FakeHub, hub: HubSettings, voxcpm: ModelEntry
) -> None:
    repo = fake_hub.repos["openbmb/VoxCPM2"]
    folder = download_model(voxcpm, hub=hub)
    assert folder == hub.repo_folder(repo.repo_id) / "snapshots" / repo.commit
    assert sorted(p.name for p in folder.iterdir()) == sorted(repo.files)
    refs = hub.repo_folder(repo.repo_id) / "refs" / "main"
    assert refs.read_text() == repo.commit
    status = model_status(voxcpm, hub)
    assert status.installed and status.location == folder
    assert status.size_on_disk == sum(len(d) for d in repo.files.values())
    remove_model(voxcpm, hub)
    assert not model_status(voxcpm, hub).installed


def test_a_cancelled_multi_file_download_is_not_installed(
    fake_hub: FakeHub, hub: HubSettings, voxcpm: ModelEntry
) -> None:
    cancel = threading.Event()
    fake_hub.chunk_delay = 0.005

    def stop_after_the_first_file(report: DownloadProgress) -> None:
        if report.phase == "downloading" and report.done_bytes > 100_000:
            cancel.set()

    with pytest.raises(DownloadCancelled):
        download_model(voxcpm, progress=stop_after_the_first_file, cancel=cancel, hub=hub)
    status = model_status(voxcpm, hub)
    assert not status.installed and status.partial_bytes > 0
    assert not (hub.repo_folder("openbmb/VoxCPM2") / "snapshots").exists()
    download_model(voxcpm, hub=hub)
    assert model_status(voxcpm, hub).installed


def test_a_file_another_program_is_downloading_is_left_to_it(
    fake_hub: FakeHub, granted: HubSettings, pocket: ModelEntry
) -> None:
    from filelock import FileLock

    repo_id, _, _ = weights_of(fake_hub, pocket)
    plan_etag = fake_hub.repos[repo_id].etag(next(iter(fake_hub.repos[repo_id].files)))
    lock_dir = granted.cache_dir / ".locks" / granted.repo_folder(repo_id).name
    lock_dir.mkdir(parents=True)
    with (
        FileLock(str(lock_dir / f"{plan_etag}.lock")),
        pytest.raises(DownloadError, match="being downloaded by another program"),
    ):
        download_model(pocket, hub=granted)
    download_model(pocket, hub=granted)
    assert model_status(pocket, granted).installed
