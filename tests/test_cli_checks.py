"""``render --check-words``, ``--retake-until-match`` and ``download --asr``, on the tiny
pocket-tts: the JSON report's check and take count, the best take chosen, the
check kept in the project, a missing recognizer said in one sentence."""

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


@pytest.fixture(scope="module")
def studio_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A studio cache folder holding the demo recognizer, built once for the module."""
    from studio.engines.asr import build_random_whisper

    folder = tmp_path_factory.mktemp("studio-cache")
    build_random_whisper(folder / "recognizers")
    return folder


@pytest.fixture
def inputs(tmp_path: Path, studio_cache: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    monkeypatch.setenv("VOICE_STUDIO_CACHE_DIR", str(studio_cache))
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


def _scripted(monkeypatch: pytest.MonkeyPatch, recognizer: ScriptedRecognizer) -> None:
    """The render's checker hears with ``recognizer`` (a real one for the named model
    is not needed: the CLI still checks that the name exists)."""
    import studio.render.checks as checks

    monkeypatch.setattr(checks, "load_for_checks", lambda settings: recognizer)


def test_a_line_whose_words_differ_is_retaken_and_its_best_take_kept(
    inputs: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Line 1 drops "old" on its first take and says it all on the retake; line 2
    # is heard right at once.
    _scripted(
        monkeypatch,
        ScriptedRecognizer(
            "meet me at five p m by the mill",
            "the river runs past the mill",
            "meet me at five p m by the old mill",
        ),
    )
    project = tmp_path / "book.vstudio"
    code, report, err = _render(
        inputs,
        tmp_path / "out",
        capsys,
        "--asr-model",
        "random",
        "--retake-until-match",
        "3",
        "--project",
        str(project),
        "--batch",
        "1",
    )
    assert code == 0, err
    first, second = report["lines"]
    assert first["takes"] == 2 and second["takes"] == 1
    assert first["check"] == {
        "heard": "meet me at five p m by the old mill",
        "wer": 0.0,
        "missing": [],
        "extra": [],
        "replaced": [],
        "recognizer": "scripted",
    }
    assert second["check"]["wer"] == 0 and second["check"]["heard"] == LINES[1].lower()[:-1]
    assert "retake" in err
    # The check travels with each take into the project, and the matching take is active.
    doc = load_project(project).doc
    takes = doc.lines[0].takes
    assert [t.check.missing if t.check else None for t in takes] == [("old",), ()]
    assert doc.lines[0].active_take == takes[1].id


def test_retakes_stop_at_n_and_the_take_with_fewest_errors_wins(
    inputs: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _scripted(
        monkeypatch,
        ScriptedRecognizer(
            "meet at five by mill",  # line 1, take 1: four words missing
            "the river runs past the mill",
            "meet me at five p m by mill",  # take 2: two missing
            "meet me at five p m by the mill",  # take 3: one missing (the best)
            "meet me at five by the mill",  # take 4: three missing
        ),
    )
    code, report, err = _render(
        inputs,
        tmp_path / "out",
        capsys,
        "--asr-model",
        "random",
        "--retake-until-match",
        "3",
        "--batch",
        "1",
    )
    assert code == 0, err
    first = report["lines"][0]
    assert first["takes"] == 4  # the first and three retakes, no more
    assert first["check"]["missing"] == ["old"]
    assert "words:" in err


def test_the_demo_recognizer_checks_every_take_in_the_report(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, report, err = _render(inputs, tmp_path / "out", capsys, "--check-words")
    assert code == 0, err
    # A random TTS model is heard by the demo recognizer when none is named.
    assert "speech recognizer 'random'" in err and "hears nonsense" in err
    for line in report["lines"]:
        check = line["check"]
        assert set(check) == {"heard", "wer", "missing", "extra", "replaced", "recognizer"}
        assert check["recognizer"] == "random" and line["takes"] == 1


def test_a_recognizer_not_downloaded_is_one_sentence(
    inputs: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "empty-hub"))
    code, report, err = _render(
        inputs, tmp_path / "out", capsys, "--check-words", "--asr-model", "base.en"
    )
    message = [line for line in err.splitlines() if line.startswith("voice-studio:")]
    assert code == 2 and len(message) == 1, err
    assert "voice-studio download --asr base.en" in message[0]
    assert not (tmp_path / "out" / "001.wav").exists()


def test_asr_options_need_the_check(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _render(inputs, tmp_path / "out", capsys, "--asr-model", "tiny")
    assert code == 2 and "add it" in err
    code, _, err = _render(inputs, tmp_path / "out", capsys, "--check-words", "--asr-model", "x")
    assert code == 2 and "no speech recognizer called 'x'" in err


def test_download_asr_of_the_demo_needs_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["download", "--asr", "random"]) == 0
    assert "nothing to download" in capsys.readouterr().err


def test_a_line_whose_words_differ_is_said_once_on_stderr(
    inputs: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The word check's sentence is a line's "words:" note, once: not again among its
    review's reasons (where the JSON report keeps it)."""
    _scripted(
        monkeypatch,
        ScriptedRecognizer("meet me at five p m by the mill", "the river runs past the mill"),
    )
    code, report, err = _render(inputs, tmp_path / "out", capsys, "--check-words", "--batch", "1")
    assert code == 0, err
    first = report["lines"][0]
    reason = next(reason for reason in first["review"] if "old" in reason)
    notes = [line for line in err.splitlines() if reason in line]
    assert notes == [f"[1/2] words: {reason}"], err
    assert "[2/2] words:" not in err  # heard right: nothing to say
