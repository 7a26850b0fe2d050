"""Export with word checks: word-level SRT, karaoke WebVTT and a label per word
(``--word-timing``), and line cues fitted to the speech, each read back."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import numpy as np
import pytest

from studio.cli.export import add_export_parser, run_export
from studio.core.document import Document, Line, LineParams, TakeAudioStore, VoiceEntry
from studio.core.exports.export import ExportRequest, ExportSettings, export_project
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.project import save_project
from studio.core.words import check_take, heard_as
from studio.errors import StudioError
from tests.support import make_take

RATE = 24000
TEXTS = ["Meet me at 5 pm.", "The old mill."]
# What was heard in each take: (word, start, end) seconds from the take's start.
HEARD = [
    [("meet", 0.5, 0.7), ("me", 0.7, 0.9), ("at", 0.9, 1.0), ("five", 1.0, 1.3), ("pm", 1.3, 1.6)],
    [("the", 0.25, 0.4), ("old", 0.4, 0.7), ("mill", 0.7, 1.1)],
]
SECONDS = [2.0, 1.5]
GAP = 0.5


def _document(checked: tuple[bool, ...] = (True, True)) -> tuple[Document, TakeAudioStore]:
    store = TakeAudioStore()
    lines = []
    for n, (text, heard, seconds) in enumerate(zip(TEXTS, HEARD, SECONDS, strict=True)):
        check = check_take(heard_as(heard, seconds), text) if checked[n] else None
        take = make_take(text, int(seconds * RATE), take_id=f"t{n}", check=check)
        store.put(take.id, np.full(take.num_samples, 0.1, dtype=np.float32))
        lines.append(Line(f"l{n}", text, "alice", takes=(take,), active_take=take.id))
    doc = Document(voices=[VoiceEntry("alice", "alice.wav")], lines=lines)
    doc.defaults = LineParams(gap_after=GAP)
    return doc, store


def _times(text: str, separator: str) -> list[tuple[float, float]]:
    clock = r"(\d\d):(\d\d):(\d\d)" + re.escape(separator) + r"(\d\d\d)"
    out = []
    for match in re.finditer(clock + " --> " + clock, text):
        g = [int(x) for x in match.groups()]
        out.append(
            (
                g[0] * 3600 + g[1] * 60 + g[2] + g[3] / 1000,
                g[4] * 3600 + g[5] * 60 + g[6] + g[7] / 1000,
            )
        )
    return out


def test_word_timing_writes_a_cue_and_a_label_per_word(tmp_path: Path) -> None:
    doc, store = _document()
    srt, vtt, labels = tmp_path / "w.srt", tmp_path / "w.vtt", tmp_path / "w.txt"
    export_project(
        doc,
        store,
        ExportRequest(
            out=tmp_path / "n.wav",
            settings=ExportSettings(format="wav"),
            srt=srt,
            vtt=vtt,
            labels=labels,
            word_timing=True,
        ),
    )
    words = srt.read_text(encoding="utf-8")
    # The script's own words: "5" and "pm" as written, not the recognizer's spelling.
    blocks = [b.splitlines()[-1] for b in words.strip().split("\n\n")]
    assert blocks == ["Meet", "me", "at", "5", "pm.", "The", "old", "mill."]
    times = _times(words, ",")
    assert times[0] == pytest.approx((0.5, 0.7), abs=0.002)
    second_start = SECONDS[0] + GAP
    assert times[5] == pytest.approx((second_start + 0.25, second_start + 0.4), abs=0.002)
    karaoke = vtt.read_text(encoding="utf-8")
    assert karaoke.startswith("WEBVTT") and len(_times(karaoke, ".")) == 2
    assert "Meet <00:00:00.700>me <00:00:00.900>at" in karaoke
    rows = [row.split("\t") for row in labels.read_text(encoding="utf-8").splitlines()]
    assert [r[2] for r in rows] == blocks
    assert float(rows[3][0]) == pytest.approx(1.0, abs=1e-4)


def test_line_cues_start_and_end_with_the_speech(tmp_path: Path) -> None:
    doc, store = _document(checked=(True, False))
    srt = tmp_path / "l.srt"
    export_project(
        doc,
        store,
        ExportRequest(out=tmp_path / "n.wav", settings=ExportSettings(format="wav"), srt=srt),
    )
    first, second = _times(srt.read_text(encoding="utf-8"), ",")
    assert first == pytest.approx((0.45, 1.65), abs=0.002)  # speech 0.5-1.6, 50 ms of room
    # A line never checked keeps its take's edges.
    assert second == pytest.approx((SECONDS[0] + GAP, SECONDS[0] + GAP + SECONDS[1]), abs=0.002)


def test_export_command_word_timing_reads_back(tmp_path: Path) -> None:
    doc, store = _document(checked=(True, False))
    audio = VoiceAudio(np.zeros(RATE, dtype=np.float32), RATE)
    project = save_project(tmp_path / "book", doc, store, {"alice": audio})
    parser = argparse.ArgumentParser(prog="voice-studio")
    add_export_parser(parser.add_subparsers(dest="command"))
    vtt = tmp_path / "book.vtt"
    args = parser.parse_args(
        [
            "export",
            str(project),
            "--out",
            str(tmp_path / "b.wav"),
            "--vtt",
            str(vtt),
            "--word-timing",
        ]
    )
    assert run_export(args) == 0
    text = vtt.read_text(encoding="utf-8")
    assert "<00:00:01.300>pm." in text
    assert "The old mill." in text  # the unchecked line: one cue, its whole text
    bare = parser.parse_args(
        ["export", str(project), "--out", str(tmp_path / "c.wav"), "--word-timing"]
    )
    with pytest.raises(StudioError, match="add --srt, --vtt or --labels"):
        run_export(bare)
