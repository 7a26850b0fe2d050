"""``render --check-voice``, ``--min-similarity`` and ``--retake-until-similar`` on the tiny
pocket-tts with resemblyzer's real encoder: the JSON report's ``check.similarity``, every
take kept, the most similar chosen, and the word check beside it.

The tiny model's takes are noise (random weights), so they are all unlike the
reference: every take fails the voice check, which makes the retake count exact.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from studio.cli import main
from studio.core.store.project import load_project
from tests.engines.asr.scripted import ScriptedRecognizer
from tests.support import SAMPLE_TEXTS, speak, tiny_render_args

LINES = ["Meet me at 5 pm by the old mill.", "The river runs past the mill."]


@pytest.fixture
def inputs(tmp_path: Path) -> dict[str, Path]:
    script = tmp_path / "script.txt"
    script.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    voice = speak(tmp_path / "alice.wav", SAMPLE_TEXTS["alice"])
    return {"script": script, "alice": voice}


def _render(
    inputs: dict[str, Path], out: Path, capsys: pytest.CaptureFixture[str], *extra: str
) -> tuple[int, dict[str, Any], str]:
    args = tiny_render_args([inputs["script"]], {"alice": inputs["alice"]}, out, *extra)
    code = main([*args, "--max-seconds", "1", "--cache-dir", str(out.parent / "prompts")])
    captured = capsys.readouterr()
    report = json.loads(captured.out) if captured.out.strip() else {}
    return code, report, captured.err


def test_retake_until_similar_makes_at_most_n_more_takes_and_keeps_the_most_similar(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = tmp_path / "book.vstudio"
    code, report, err = _render(
        inputs, tmp_path / "out", capsys, "--retake-until-similar", "2", "--project", str(project)
    )
    assert code == 0, err
    assert report["min_similarity"] == 0.75
    doc = load_project(project).doc
    for line, doc_line in zip(report["lines"], doc.lines, strict=True):
        assert line["takes"] == 3, "the first take and two retakes, no more"
        similarities = [t.similarity for t in doc_line.takes]
        assert all(s is not None and s < 0.75 for s in similarities), similarities
        best = max(doc_line.takes, key=lambda t: t.similarity or 0.0)
        assert doc_line.active_take == best.id, "the most similar take is chosen"
        assert line["seed"] == best.seed
        assert line["check"] == {"similarity": round(best.similarity or 0.0, 4)}
        assert any("voice differs" in reason for reason in line["review"])
    assert "retake" in err and "Speaker encoder ready" in err


def test_check_voice_alone_measures_each_take_once(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, report, err = _render(
        inputs, tmp_path / "out", capsys, "--check-voice", "--min-similarity", "0.2"
    )
    assert code == 0, err
    for line in report["lines"]:
        assert line["takes"] == 1
        similarity = line["check"]["similarity"]
        assert similarity is not None and 0.2 <= similarity < 1
        assert not any("voice differs" in reason for reason in line["review"])
    assert report["min_similarity"] == 0.2


def test_without_the_voice_check_the_report_has_no_similarity(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, report, err = _render(inputs, tmp_path / "out", capsys)
    assert code == 0, err
    assert "min_similarity" not in report
    assert all("check" not in line for line in report["lines"])
    assert "Speaker encoder" not in err


def test_the_voice_and_word_checks_retake_together(
    inputs: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Words allow one retake and the voice three: a line is retaken while either check
    fails with retakes left, and its best take has the fewest word errors, then the
    highest similarity."""
    import studio.render.checks as checks
    from studio.engines.asr import build_random_whisper

    studio_cache = tmp_path_factory.mktemp("studio-cache")
    build_random_whisper(studio_cache / "recognizers")
    monkeypatch.setenv("VOICE_STUDIO_CACHE_DIR", str(studio_cache))
    heard = ScriptedRecognizer(*(["meet me at five p m by the old mill"] * 4 + ["x"] * 4))
    monkeypatch.setattr(checks, "load_for_checks", lambda settings: heard)
    project = tmp_path / "book.vstudio"
    code, report, err = _render(
        inputs,
        tmp_path / "out",
        capsys,
        "--asr-model", "random", "--retake-until-match", "1",
        "--retake-until-similar", "3", "--project", str(project), "--batch", "1",
    )  # fmt: skip
    assert code == 0, err
    doc = load_project(project).doc
    first = doc.lines[0]
    assert len(first.takes) == 4, "the voice's three retakes outlast the words' one"
    check = report["lines"][0]["check"]
    assert set(check) >= {"heard", "wer", "similarity"}
    chosen = first.take(first.active_take)
    assert chosen is not None and chosen.check is not None
    fewest = min(t.check.errors for t in first.takes if t.check is not None)
    candidates = [t for t in first.takes if t.check is not None and t.check.errors == fewest]
    assert chosen.check.errors == fewest
    assert chosen.similarity == max(t.similarity or 0.0 for t in candidates)


def test_voice_options_are_checked_before_any_model_loads(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        _render(inputs, tmp_path / "out", capsys, "--check-voice", "--min-similarity", "1.5")
    assert "must be between 0 and 1" in capsys.readouterr().err


def test_export_report_is_one_page_with_the_checks_the_flags_and_the_plot(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import base64
    import re

    project = tmp_path / "book.vstudio"
    code, _, err = _render(
        inputs, tmp_path / "out", capsys, "--check-voice", "--project", str(project)
    )
    assert code == 0, err
    page = tmp_path / "review.html"
    assert main(["export", str(project), "--report", str(page)]) == 0
    assert "Wrote the review report" in capsys.readouterr().err
    text = page.read_text(encoding="utf-8")
    doc = load_project(project).doc
    for number, line in enumerate(doc.lines, start=1):
        take = line.current_take
        assert take is not None and take.similarity is not None
        row = re.search(rf"<td class=n>{number}</td><td>alice</td>.*?</tr>", text)
        assert row is not None and f"{take.similarity:.2f}" in row.group(0)
        assert "The voice differs from its reference" in row.group(0)
    png = re.search(r'src="data:image/png;base64,([^"]+)"', text)
    assert png is not None and base64.b64decode(png.group(1)).startswith(b"\x89PNG")
    assert "not a listener" in text
    # Not over what exists, unless asked; and a web page's name.
    assert main(["export", str(project), "--report", str(page)]) == 2
    assert main(["export", str(project), "--report", str(tmp_path / "r.txt")]) == 2
