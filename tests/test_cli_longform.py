"""The CLI's long-form options: best of N into a project, then export by chapter."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.cli import main
from studio.core.review import review
from studio.core.sound import take_measure
from studio.core.store.project import load_project
from tests.media_probe import probe
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak


@pytest.fixture(scope="module")
def alice(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return speak(tmp_path_factory.mktemp("ref") / "alice.wav", SAMPLE_TEXTS["alice"])


def test_best_of_n_into_a_project_then_export_one_chapter(
    alice: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each take is measured once, on the render thread: choosing the best take and
    # reviewing it reuse that measure instead of reading the audio again.
    measured_again: list[int] = []

    def measure_again(audio: object, sample_rate: int) -> object:
        measured_again.append(sample_rate)
        return take_measure.measure_take(audio, sample_rate)  # type: ignore[arg-type]

    monkeypatch.setattr(review, "measure_take", measure_again)
    script = tmp_path / "book.md"
    script.write_text(
        "# One\n\nThe first chapter has 2 lines.\n\n# Two\n\nThe second one too.\n",
        encoding="utf-8",
    )
    common = ["--model", TINY_MODEL, "--device", "cpu", "--cache-dir", str(tmp_path / "c")]
    code = main(
        [
            "render",
            str(script),
            "--voice",
            f"alice={alice}",
            "--out",
            str(tmp_path / "out"),
            "--best-of",
            "3",
            "--seed",
            "5",
            "--max-seconds",
            "0.5",
            "--project",
            str(tmp_path / "book"),
            "--json",
            *common,
        ]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert [line["takes"] for line in report["lines"]] == [3, 3, 3, 3]
    assert measured_again == []
    assert report["lines"][1]["spoken"] == "The first chapter has two lines."
    assert report["lines"][0]["chapter"] == "One"

    project = load_project(tmp_path / "book.vstudio")
    doc = project.doc
    assert [line.chapter for line in doc.lines] == ["One", None, "Two", None]
    assert all({t.seed for t in line.takes} == {5, 6, 7} for line in doc.lines)
    # Nothing is stale: every take was rendered from the line as it now speaks.
    assert doc.stale_lines() == []
    # The take written and reported is the line's chosen (active) one.
    for line, reported in zip(doc.lines, report["lines"], strict=True):
        assert line.current_take is not None and line.current_take.seed == reported["seed"]

    out = tmp_path / "two.m4b"
    assert (
        main(["export", str(tmp_path / "book.vstudio"), "--out", str(out), "--chapter", "2"]) == 0
    )
    assert [c.title for c in probe(out).chapters] == ["Two"]

    capsys.readouterr()
    bad = main(
        ["export", str(tmp_path / "book.vstudio"), "--out", str(out), "--cover", str(script),
         "--overwrite"]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert bad == 2 and "not a JPEG or PNG image" in err
    assert [c.title for c in probe(out).chapters] == ["Two"]  # the refused export wrote nothing
