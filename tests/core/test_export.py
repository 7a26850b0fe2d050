"""Export: exact lengths and cue times, loudness, formats, and clean failures."""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Collection
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from studio.core.document import Document, TakeAudioStore
from studio.core.exports import export as export_module
from studio.core.exports import export_writing
from studio.core.exports.export import (
    FORMATS,
    ExportCancelled,
    ExportRequest,
    ExportSettings,
    MissingTakesError,
    export_project,
    format_problem,
    lines_without_takes,
    parse_line_range,
)
from studio.core.sound.loudness import integrated_loudness, true_peak
from studio.errors import OutputError, StudioError

from .conftest import RATE, ProjectFactory


def _expected_length(
    doc: Document, takes: TakeAudioStore, ids: Collection[str] | None = None, rate: int = RATE
) -> int:
    lines = [line for line in doc.lines if ids is None or line.id in ids]
    total = 0
    for line in lines:
        assert line.current_take is not None
        total += line.current_take.num_samples
    for line in lines[:-1]:
        gap = line.params.gap_after if line.params.gap_after is not None else doc.defaults.gap_after
        assert gap is not None
        total += int(round(gap * rate))
    return total


def test_length_is_takes_plus_gaps_to_the_sample(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, _ = make_project(5)
    out = tmp_path / "n.wav"
    result = export_project(
        doc, takes, ExportRequest(out=out, settings=ExportSettings(format="wav"))
    )
    data, rate = sf.read(out)
    assert rate == RATE
    assert len(data) == result.num_samples == _expected_length(doc, takes)


def test_cue_times_match_where_each_line_sounds(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, _ = make_project(4)
    paths = {k: tmp_path / f"n.{k}" for k in ("flac", "srt", "vtt", "txt")}
    result = export_project(
        doc,
        takes,
        ExportRequest(out=paths["flac"], srt=paths["srt"], vtt=paths["vtt"], labels=paths["txt"]),
    )
    data, rate = sf.read(paths["flac"])
    sounding = np.flatnonzero(np.abs(data) > 1e-4)
    # Every cue starts and ends where its take sounds; gaps between them are silent.
    for cue, line in zip(result.cues, doc.lines, strict=True):
        span = sounding[(sounding >= cue.start) & (sounding < cue.end)]
        assert span[0] - cue.start < 0.002 * rate and cue.end - span[-1] < 0.002 * rate
        assert line.current_take is not None
        assert cue.end - cue.start == line.current_take.num_samples
    for a, b in zip(result.cues, result.cues[1:], strict=False):
        assert not np.any(np.abs(data[a.end : b.start]) > 0)

    srt = paths["srt"].read_text().split("\n\n")
    vtt = paths["vtt"].read_text()
    labels = paths["txt"].read_text().splitlines()
    assert vtt.startswith("WEBVTT\n")
    for i, cue in enumerate(result.cues):
        start, end = srt[i].splitlines()[1].split(" --> ")
        assert abs(_srt_seconds(start) - cue.start / rate) <= 0.0005
        assert abs(_srt_seconds(end) - cue.end / rate) <= 0.0005
        assert f"{_srt_clock(cue.start / rate, '.')} --> {_srt_clock(cue.end / rate, '.')}" in vtt
        lo, hi, text = labels[i].split("\t")
        assert abs(float(lo) - cue.start / rate) < 1e-6 and abs(float(hi) - cue.end / rate) < 1e-6
        take = doc.lines[i].current_take
        assert take is not None and text == take.text


def _srt_seconds(clock: str) -> float:
    h, m, rest = clock.split(":")
    s, ms = rest.split(",")
    return int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000


def _srt_clock(seconds: float, sep: str) -> str:
    ms = int(round(seconds * 1000))
    return f"{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d}{sep}{ms % 1000:03d}"


def test_joins_do_not_click(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, _ = make_project(3)
    out = tmp_path / "n.wav"
    result = export_project(
        doc, takes, ExportRequest(out=out, settings=ExportSettings(format="wav-float"))
    )
    data, _ = sf.read(out)
    for cue in result.cues:
        assert abs(data[cue.start]) < 0.01 and abs(data[cue.end - 1]) < 0.01


@pytest.mark.parametrize("preset", ["podcast", "broadcast", "audiobook"])
def test_loudness_hits_target_under_the_ceiling(
    tmp_path: Path, make_project: ProjectFactory, preset: str
) -> None:
    target, ceiling = export_module.LOUDNESS_PRESETS[preset]
    doc, takes, _ = make_project(3, seconds=1.5, audio="speech")
    out = tmp_path / "n.wav"
    settings = ExportSettings(format="wav-float", loudness=target, true_peak=ceiling)
    result = export_project(doc, takes, ExportRequest(out=out, settings=settings))
    data, rate = sf.read(out, dtype="float32")
    assert abs(integrated_loudness(data, rate) - target) < 0.5
    limit = 10 ** (ceiling / 20)
    assert np.max(np.abs(data)) <= limit + 1e-6
    assert true_peak(data, rate) <= limit * 10 ** (0.1 / 20)
    assert result.loudness is not None and result.loudness.output_true_peak_db <= ceiling + 1e-3


def test_loudness_matches_torchaudio() -> None:
    import torch
    import torchaudio.functional as F

    x = np.concatenate([np.zeros(RATE, np.float32), _noise()])
    for rate in (16000, 24000, 48000):
        ours = integrated_loudness(x, rate)
        theirs = float(F.loudness(torch.from_numpy(x)[None], rate))
        assert abs(ours - theirs) < 0.01


def _noise() -> np.ndarray:
    rng = np.random.default_rng(3)
    return (rng.standard_normal(3 * RATE) * 0.05).astype(np.float32)


@pytest.mark.parametrize("name", list(FORMATS))
def test_every_format_reads_back(tmp_path: Path, make_project: ProjectFactory, name: str) -> None:
    doc, takes, _ = make_project(2)
    fmt = FORMATS[name]
    rate = 44100 if name != "wav" else 22050
    problem = format_problem(fmt, rate)
    if problem:
        pytest.skip(problem)
    out = tmp_path / f"n.{fmt.extension}"
    settings = ExportSettings(format=name, sample_rate=rate, title="My Story", artist="Me")
    result = export_project(doc, takes, ExportRequest(out=out, settings=settings))
    if name == "m4b":  # libsndfile does not read MP4: PyAV and ffprobe do
        import av

        from tests.media_probe import probe

        with av.open(str(out)) as container:
            stream = container.streams.audio[0]
            assert (stream.rate, stream.channels) == (rate, 1)
        tags = probe(out).tags
        assert tags["title"] == "My Story" and tags["artist"] == "Me"
        return
    info = sf.info(str(out))
    assert (info.samplerate, info.channels) == (rate, 1)
    if not fmt.lossy:
        assert info.frames == result.num_samples
    with sf.SoundFile(str(out)) as handle:
        if name != "mp3":  # libsndfile does not read ID3 tags back
            assert handle.title == "My Story" and handle.artist == "Me"


def test_mp3_at_an_impossible_rate_is_refused_plainly(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, _ = make_project(1)
    with pytest.raises(OutputError, match="MP3 cannot store 96000 Hz"):
        export_project(
            doc, takes, ExportRequest(out=tmp_path / "a.mp3", settings=ExportSettings("mp3", 96000))
        )
    assert list(tmp_path.iterdir()) == []


def test_stems_partial_range_and_selection(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, _ = make_project(5)
    ids = parse_line_range("2-4", doc)
    assert ids == ("l1", "l2", "l3")
    result = export_project(
        doc,
        takes,
        ExportRequest(out=tmp_path / "p.flac", line_ids=ids, stems_dir=tmp_path / "stems"),
    )
    names = sorted(p.name for p in (tmp_path / "stems").iterdir())
    assert names == [
        "002-line-number-1-spoken-by-bob.flac",
        "003-line-number-2-spoken-by-alice.flac",
        "004-line-number-3-spoken-by-bob.flac",
    ]
    assert sf.info(str(tmp_path / "p.flac")).frames == _expected_length(doc, takes, ids)
    assert [c.number for c in result.cues] == [2, 3, 4]
    assert result.cues[0].start == 0
    for name, cue in zip(names, result.cues, strict=True):
        assert sf.info(str(tmp_path / "stems" / name)).frames == cue.end - cue.start
    with pytest.raises(StudioError, match="outside the script"):
        parse_line_range("4-9", doc)
    assert parse_line_range("4-", doc) == ("l3", "l4")


def test_lines_without_takes_are_named(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, _ = make_project(4)
    doc.lines[1] = type(doc.lines[1])(doc.lines[1].id, "unrendered", "Bob")
    take = doc.lines[3].current_take
    assert take is not None
    takes.discard(take.id)
    assert [m.number for m in lines_without_takes(doc, takes)] == [2, 4]
    with pytest.raises(MissingTakesError, match="Lines 2, 4 have no take; render them first"):
        export_project(doc, takes, ExportRequest(out=tmp_path / "n.wav"))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("where", ["missing folder", "no permission", "is a folder"])
def test_bad_output_paths_fail_clearly(
    tmp_path: Path, make_project: ProjectFactory, where: str
) -> None:
    doc, takes, _ = make_project(2)
    target = tmp_path / "nope" / "n.wav"
    if where == "no permission":
        if os.geteuid() == 0:
            pytest.skip("root ignores permissions")
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        target = locked / "n.wav"
    if where == "is a folder":
        target = tmp_path / "dir.wav"
        target.mkdir()
    message = {"missing folder": "does not exist", "no permission": "permission denied"}.get(
        where, "is a folder"
    )
    with pytest.raises(OutputError, match=message):
        export_project(doc, takes, ExportRequest(out=target, srt=tmp_path / "n.srt"))
    leftovers = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert leftovers == []


@pytest.mark.parametrize("stage", ["audio", "fsync"])
def test_disk_full_leaves_no_file(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch, stage: str
) -> None:
    doc, takes, _ = make_project(3)

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    if stage == "audio":
        monkeypatch.setattr(sf.SoundFile, "write", full)
    else:
        monkeypatch.setattr(export_writing, "fsync_file", full)
    request = ExportRequest(
        out=tmp_path / "n.flac", srt=tmp_path / "n.srt", stems_dir=tmp_path / "stems"
    )
    with pytest.raises(OutputError, match="disk is full"):
        export_project(doc, takes, request)
    assert list(tmp_path.iterdir()) == []


def test_cancel_writes_nothing(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, _ = make_project(3)
    cancel = threading.Event()
    seen: list[float] = []

    def progress(fraction: float, message: object) -> None:
        seen.append(fraction)
        if fraction >= 0.7:
            cancel.set()

    with pytest.raises(ExportCancelled):
        export_project(
            doc,
            takes,
            ExportRequest(out=tmp_path / "n.wav", stems_dir=tmp_path / "s"),
            progress,
            cancel,
        )
    assert seen and list(tmp_path.iterdir()) == []


def test_resample_keeps_cues_consistent(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, _ = make_project(3)
    out = tmp_path / "n.wav"
    result = export_project(
        doc, takes, ExportRequest(out=out, settings=ExportSettings("wav", 48000))
    )
    info = sf.info(str(out))
    assert info.samplerate == 48000 and info.frames == result.num_samples == result.cues[-1].end


def test_planned_files_name_every_file_the_export_writes(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    from studio.core.exports.export import planned_files

    doc, takes, _ = make_project(4, audio="speech")
    doc.lines[2] = replace(doc.lines[2], chapter="Two")
    request = ExportRequest(
        out=tmp_path / "book.mp3",
        settings=ExportSettings(format="mp3", title="Book"),
        srt=tmp_path / "book.srt",
        stems_dir=tmp_path / "stems",
        chapters_dir=tmp_path / "chapters",
    )
    planned = planned_files(doc, request)
    result = export_project(doc, takes, request)
    assert sorted(planned) == sorted(result.files)


def test_a_confirmed_replace_moves_the_old_files_to_the_trash(
    tmp_path: Path, make_project: ProjectFactory, trash: Path
) -> None:
    doc, takes, _ = make_project(2, audio="speech")
    out = tmp_path / "narration.flac"
    out.write_bytes(b"an older export")
    with pytest.raises(OutputError, match="already exists"):
        export_project(doc, takes, ExportRequest(out=out))
    assert out.read_bytes() == b"an older export"
    result = export_project(doc, takes, ExportRequest(out=out, on_existing="trash"))
    assert result.files == (out,) and result.notes == ()
    assert sf.info(str(out)).frames > 0
    assert [p.read_bytes() for p in (trash / "files").iterdir()] == [b"an older export"]
