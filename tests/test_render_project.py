"""``voice-studio render --project``: a project the window opens, saved as lines finish; resume."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from studio.cli import main
from studio.cli.render_progress import RenderProgress
from studio.core.store.project import load_project
from tests.support import SAMPLE_TEXTS, speak, tiny_render_args

pytestmark = pytest.mark.slow  # a real process, cluster or install each: see pyproject markers

SCRIPT = [
    "alice: The first line is short.",
    "bob: Here is a second line, spoken by Bob, with a few more words in it.",
    "alice: Third.",
    "alice: The fourth line goes on for a while longer than the others do.",
    "bob: Five.",
    "alice: Six lines and this is the sixth of them.",
    "bob: Seven is a lucky number, they say.",
    "alice: And the eighth line ends the script.",
]


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("inputs")
    script = folder / "script.txt"
    script.write_text("\n".join(SCRIPT) + "\n", encoding="utf-8")
    return {
        "script": script,
        "alice": speak(folder / "alice.wav", SAMPLE_TEXTS["alice"]),
        "bob": speak(folder / "bob.wav", SAMPLE_TEXTS["bob"]),
    }


def render_args(inputs: dict[str, Path], out: Path, *extra: str) -> list[str]:
    voices = {"alice": inputs["alice"], "bob": inputs["bob"]}
    return tiny_render_args([inputs["script"]], voices, out, *extra)


def cli(args: list[str], cache: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "VOICE_STUDIO_CACHE_DIR": str(cache)}
    return subprocess.run(
        [sys.executable, "-m", "studio", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )


def takes_saved(folder: Path) -> int:
    try:
        data = json.loads((folder / "project.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(len(line["takes"]) for line in data["lines"])


def test_project_opens_with_every_take(inputs: dict[str, Path], tmp_path: Path) -> None:
    project = tmp_path / "book.vstudio"
    done = cli(render_args(inputs, tmp_path / "out", "--project", str(project)), tmp_path / "c")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    loaded = load_project(project)
    doc = loaded.doc
    assert [f"{line.voice}: {line.text}" for line in doc.lines] == SCRIPT
    assert {v.name for v in doc.voices} == {"alice", "bob"}
    assert sorted(loaded.voice_audio) == ["alice", "bob"]
    assert loaded.missing_audio == ()
    # The window shows every line rendered: nothing is stale.
    assert doc.stale_lines(include_locked=True) == []
    by_index = {line["index"]: line for line in report["lines"]}
    for i, line in enumerate(doc.lines, start=1):
        (take,) = line.takes
        assert line.active_take == take.id
        assert take.cache_outcome == by_index[i]["cache"]
        assert take.seed == 3 and take.generate_ms > 0 and take.first_audio_ms is not None
        voice = doc.voice(line.voice)
        assert voice is not None and take.prompt_key == voice.prompt_key
        audio = loaded.takes.get(take.id)
        assert audio is not None and len(audio) == take.num_samples
        written, _ = sf.read(by_index[i]["file"], dtype="float32")
        assert written.shape == audio.shape and np.abs(written - audio).max() <= 2 / 32768
    outcomes = sorted(take.cache_outcome for line in doc.lines for take in line.takes)
    assert outcomes == ["memory"] * 6 + ["miss"] * 2


def test_a_killed_render_resumes_to_the_same_project(
    inputs: dict[str, Path], tmp_path: Path
) -> None:
    cache = tmp_path / "cache"
    killed = tmp_path / "killed.vstudio"
    env = {**os.environ, "VOICE_STUDIO_CACHE_DIR": str(cache)}
    args = render_args(inputs, tmp_path / "out1", "--project", str(killed), "--batch", "1")
    process = subprocess.Popen(
        [sys.executable, "-m", "studio", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        deadline = time.monotonic() + 300
        while takes_saved(killed) < 2 and time.monotonic() < deadline:
            assert process.poll() is None, "the render ended before it could be killed"
            time.sleep(0.02)
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.wait(timeout=60)
    saved = takes_saved(killed)
    assert 2 <= saved < len(SCRIPT)

    resumed = cli(
        render_args(inputs, tmp_path / "out1", "--project", str(killed), "--resume"), cache
    )
    assert resumed.returncode == 0, resumed.stderr
    report = json.loads(resumed.stdout)
    assert len(report["resumed_lines"]) == saved
    assert len(report["lines"]) == len(SCRIPT) - saved

    whole = tmp_path / "whole.vstudio"
    straight = cli(render_args(inputs, tmp_path / "out2", "--project", str(whole)), cache)
    assert straight.returncode == 0, straight.stderr
    a, b = load_project(killed).doc, load_project(whole).doc
    assert [line.text for line in a.lines] == [line.text for line in b.lines]
    assert [len(line.takes) for line in a.lines] == [1] * len(SCRIPT)
    assert [len(line.takes) for line in b.lines] == [1] * len(SCRIPT)
    assert [line.takes[0].num_samples for line in a.lines] == [
        line.takes[0].num_samples for line in b.lines
    ]
    # The joined narration covers every line, the resumed ones too.
    assert sf.info(report["output"]).frames == sf.info(json.loads(straight.stdout)["output"]).frames


def test_bad_project_options_exit_2(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(render_args(inputs, tmp_path / "out", "--resume")) == 2
    assert "--resume continues a project" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:
        main(render_args(inputs, tmp_path / "out", "--batch", "0"))
    assert exited.value.code == 2
    assert "must be at least 1" in capsys.readouterr().err


def test_an_existing_project_needs_resume_and_the_same_script(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = tmp_path / "p.vstudio"
    done = cli(render_args(inputs, tmp_path / "out", "--project", str(project)), tmp_path / "c")
    assert done.returncode == 0, done.stderr
    before = (project / "project.json").read_bytes()
    assert main(render_args(inputs, tmp_path / "out", "--project", str(project))) == 2
    assert "add --resume" in capsys.readouterr().err
    other = tmp_path / "other.txt"
    other.write_text("alice: Something else entirely.\n", encoding="utf-8")
    args = render_args(inputs, tmp_path / "out", "--project", str(project), "--resume")
    args[1] = str(other)
    started = time.perf_counter()
    assert main(args) == 2
    assert time.perf_counter() - started < 5  # refused before the model loads
    assert "script it was made from" in capsys.readouterr().err
    assert (project / "project.json").read_bytes() == before


def test_progress_bar_only_on_a_terminal() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    plain, terminal = io.StringIO(), Terminal()
    for stream in (plain, terminal):
        with RenderProgress(4, done=1, stream=stream) as progress:
            progress.detail("[2/4] a detail")
            progress.line_done(2.5)
            progress.note("[3/4] failed: a failure")
    assert plain.getvalue() == "[2/4] a detail\n[3/4] failed: a failure\n"
    shown = terminal.getvalue()
    assert "2/4" in shown and "2.5 s audio" in shown and "real time" in shown
    assert "a failure" in shown and "a detail" not in shown


def test_a_resume_with_nothing_left_loads_no_model(
    inputs: dict[str, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    project, out = tmp_path / "p.vstudio", tmp_path / "out"
    done = cli(render_args(inputs, out, "--project", str(project)), tmp_path / "c")
    assert done.returncode == 0, done.stderr
    first = sf.read(out / "003.wav")[0]
    (out / "003.wav").unlink()

    import studio.cli.render_backend as backend

    def no_model(*args: object, **kwargs: object) -> None:
        raise AssertionError("the model was loaded")

    monkeypatch.setattr(backend, "start_backend", no_model)
    assert main(render_args(inputs, out, "--project", str(project), "--resume")) == 0
    captured = capsys.readouterr()
    assert "no model is loaded" in captured.err
    report = json.loads(captured.out)
    assert report["resumed_lines"] == list(range(1, len(SCRIPT) + 1))
    assert report["lines"] == [] and report["device"] == "none"
    # The line file is written again from its take (as stored: 24-bit), as first written.
    assert np.abs(sf.read(out / "003.wav")[0] - first).max() <= 2 / 32768

    # Other audio for bob: his prompt key is the model's to say, so the model loads.
    other = tmp_path / "bob2.wav"
    speak(other, "Another voice altogether, reading something else.")
    args = render_args(inputs, out, "--project", str(project), "--resume")
    args[args.index(f"bob={inputs['bob']}")] = f"bob={other}"
    with pytest.raises(AssertionError, match="the model was loaded"):
        main(args)
