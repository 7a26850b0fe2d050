"""Exports carry the credit the weights' licences ask for in their comment tag.

A project is rendered with the real pocket-tts code on the command line; the tests
cannot download the English weights (CC-BY-4.0), so their fingerprint, as the
engine records it in each take (``pocket:english:<digest>``), is then written into
the project in place of the random weights' one. The export finds the credit from
the takes alone, as it does for a project rendered with the real weights.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import soundfile as sf

from studio.cli import main
from studio.core.exports.audiobook import mp3_problem, pyav_problem
from studio.engines.weights_licences import POCKET_HUB_PREFIX
from studio.models.catalog import POCKET_ATTRIBUTION
from tests.media_probe import comments, probe
from tests.support import SAMPLE_TEXTS, speak, tiny_render_args


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A two-line project rendered with pocket-tts (random weights, tiny architecture)."""
    folder = tmp_path_factory.mktemp("credit")
    script = folder / "script.txt"
    script.write_text("The first line.\nAnd the second one.\n", encoding="utf-8")
    voice = speak(folder / "alice.wav", SAMPLE_TEXTS["alice"])
    project = folder / "book.vstudio"
    args = tiny_render_args([script], {"alice": voice}, folder / "out", "--project", str(project))
    assert main([*args, "--cache-dir", str(folder / "cache")]) == 0
    return project


def _with_fingerprint(project: Path, fingerprint: str, dest: Path) -> Path:
    import shutil

    copy = Path(shutil.copytree(project, dest))
    data = json.loads((copy / "project.json").read_text(encoding="utf-8"))
    for line in data["lines"]:
        for take in line["takes"]:
            assert take["engine"] == "pocket"
            take["model_fingerprint"] = fingerprint
    (copy / "project.json").write_text(json.dumps(data), encoding="utf-8")
    return copy


def _comment(path: Path) -> list[str]:
    """The comment tag as a player reads it: libsndfile for WAV's INFO chunk, the COMM
    frames of an MP3's ID3 tag, and ffprobe for the rest (M4B's ©cmt, the Vorbis
    comments of FLAC and Ogg)."""
    if path.suffix == ".wav":
        with sf.SoundFile(str(path)) as handle:
            return [handle.comment] if handle.comment else []
    if path.suffix == ".mp3":
        # FFmpeg reads COMM and TXXX:comment alike; players show only COMM.
        assert probe(path).tags.get("comment") in (None, *comments(path))
        return comments(path)
    read = probe(path)
    comment = read.tags.get("comment") or read.audio_tags.get("comment")
    return [comment] if comment else []


def _export(project: Path, out: Path) -> None:
    assert main(["export", str(project), "--out", str(out)]) == 0


FORMATS = [".wav", ".flac", ".ogg", ".mp3", ".m4b"]


@pytest.mark.slow
@pytest.mark.parametrize("suffix", FORMATS)
def test_exports_of_pocket_takes_carry_kyutais_credit(
    rendered: Path, tmp_path: Path, suffix: str
) -> None:
    if suffix == ".m4b" and pyav_problem():
        pytest.skip(str(pyav_problem()))
    if suffix == ".mp3" and mp3_problem():
        pytest.skip(str(mp3_problem()))
    project = _with_fingerprint(rendered, f"{POCKET_HUB_PREFIX}0123abcd", tmp_path / "hub")
    out = tmp_path / f"book{suffix}"
    _export(project, out)
    assert _comment(out) == [POCKET_ATTRIBUTION]


@pytest.mark.slow
def test_random_weights_need_no_credit(rendered: Path, tmp_path: Path) -> None:
    out = tmp_path / "book.flac"
    _export(rendered, out)
    assert _comment(out) == []
