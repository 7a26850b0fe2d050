"""Every command the README and the manual (docs/) show runs here exactly as written.

Each ```sh block of README.md and of every docs/**/*.md page is split into
commands (blocks shown as ```text or ```console, which need a GPU, the network
or a cluster, are not); every command must be
listed in ``RUNNERS`` (so a new README command without a test fails), and
each is run the way a user types it: through bash, in a subprocess, from the
installed console script in ``.venv``, offscreen, with HOME and the XDG
folders in a temporary folder and no network.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.packaging import test_bundle, test_wheel
from tests.support import Said

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
VENV = ROOT / ".venv"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (VENV / "bin" / "voice-studio").exists(),
        reason="the README's commands run the installed .venv (bash scripts/setup.sh)",
    ),
]


def documented_pages() -> list[Path]:
    """The README and every page of the manual, in a fixed order."""
    return [README, *sorted(DOCS.rglob("*.md"))]


def readme_commands() -> list[str]:
    """The shell commands of the README and the manual, continuation lines joined,
    comments dropped."""
    commands: list[str] = []
    text = "\n".join(page.read_text(encoding="utf-8") for page in documented_pages())
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        joined = re.sub(r"\\\n\s*", "", block)
        for line in joined.splitlines():
            command = re.sub(r"\s+#.*$", "", line).strip()
            if command and not command.startswith("#"):
                commands.append(re.sub(r"\s+", " ", command))
    return commands


def user_env(home: Path) -> dict[str, str]:
    """A new user's environment: own HOME and XDG folders, offscreen, no network."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("VOICE_STUDIO_", "XDG_", "HF_", "QT_"))
    }
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        QT_QPA_PLATFORM="offscreen",
        # No network here; the window must come up regardless.
        HF_HUB_OFFLINE="1",
    )
    return env


def run_shell(
    command: str, cwd: Path, env: dict[str, str], timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-c", command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=timeout,
    )


def user_folder(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A folder where ``.venv`` is the project's environment, as after setup."""
    work = tmp_path / "work"
    work.mkdir()
    (work / ".venv").symlink_to(VENV)
    home = tmp_path / "home"
    home.mkdir()
    return work, user_env(home)


def wait_for_window(
    process: subprocess.Popen[str], ready_file: Path, until: Callable[[dict[str, object]], bool]
) -> dict[str, object]:
    deadline = time.monotonic() + 120
    state: dict[str, object] = {}
    while time.monotonic() < deadline:
        if process.poll() is not None:
            out, err = process.communicate()
            pytest.fail(f"the window exited with {process.returncode}: {err}")
        if ready_file.exists():
            state = json.loads(ready_file.read_text(encoding="utf-8"))
            if until(state):
                return state
        time.sleep(0.1)
    process.kill()
    pytest.fail(f"the window did not come up in time (last state {state})")


def run_window(command: str, tmp_path: Path, until: Callable[[dict[str, object]], bool]) -> None:
    """Start the GUI command, wait until ``until(state)``, then end it with SIGTERM."""
    work, env = user_folder(tmp_path)
    ready_file = tmp_path / "ready.json"
    env["VOICE_STUDIO_READY_FILE"] = str(ready_file)
    process = subprocess.Popen(
        ["bash", "-c", f"exec {command}"],
        cwd=work,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        state = wait_for_window(process, ready_file, until)
        assert state["visible"] is True and "Voice Studio" in str(state["title"])
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err
    assert "Traceback" not in err, err
    # A normal start is quiet: Qt's backend chatter goes to the debug log.
    assert "pipewire" not in err and "propagateSizeHints" not in err, err


def test_every_readme_command_has_a_runner() -> None:
    commands = readme_commands()
    assert commands, "the README shows no commands"
    missing = [c for c in commands if c not in RUNNERS]
    assert not missing, f"README or docs/ commands without a test: {missing}"
    stale = [c for c in RUNNERS if c not in commands]
    assert not stale, f"tests for commands the README and docs/ no longer show: {stale}"


def test_the_manual_has_commands_of_its_own() -> None:
    # Commands moved from the README into docs/ are still found and run.
    in_docs = [
        page
        for page in documented_pages()
        if page != README and "```sh\n" in page.read_text(encoding="utf-8")
    ]
    assert in_docs, "no page of docs/ shows a command"


def _environment_is_current() -> bool:
    """Whether .venv was built from the dependency files as they are now (as setup.sh
    decides; a stale one would be rebuilt under the running tests)."""
    import hashlib

    files = ("pyproject.toml", "constraints.txt", "scripts/setup.sh")
    digest = hashlib.sha256(b"".join((ROOT / name).read_bytes() for name in files)).hexdigest()
    digest = digest[:16]
    stamp = VENV / ".voice-studio-deps"
    return stamp.is_file() and stamp.read_text(encoding="utf-8").startswith(digest + "-")


def test_setup_script_on_a_ready_environment(tmp_path: Path) -> None:
    # CI has just built .venv with this script: run as written, it must notice
    # that the environment is current, reinstall only the project, and say so
    # without any pip error block.
    if not _environment_is_current():
        message = "the dependency files changed since .venv was built: run bash scripts/setup.sh"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    result = run_shell("bash scripts/setup.sh", ROOT, {**os.environ}, timeout=900)
    assert result.returncode == 0, result.stderr
    assert "Ready: .venv/bin/voice-studio" in result.stdout
    assert "ERROR" not in result.stdout + result.stderr


def test_bare_command_opens_the_window(tmp_path: Path) -> None:
    run_window(".venv/bin/voice-studio", tmp_path, lambda state: bool(state.get("visible")))


def test_demo_model_command_loads_the_model(tmp_path: Path) -> None:
    run_window(
        ".venv/bin/voice-studio --model random:english_2m_2026-10",
        tmp_path,
        lambda state: state.get("engine") == "ready",
    )


CLI_EXAMPLE = [
    'espeak-ng -w alice.wav "Hello, my name is Alice. I am recording a sample of my voice."',
    'espeak-ng -v en-gb -w bob.wav "Good evening, this is Bob. I read the news every night."',
    "printf 'alice: Welcome to the show.\\nbob: Thanks, great to be here.\\n"
    "alice: Let us begin.\\n' > script.txt",
]
RENDER = (
    ".venv/bin/voice-studio render script.txt --voice alice=alice.wav --voice bob=bob.wav "
    "--model random:english_2m_2026-10 --out out --json"
)
PROJECT = (
    ".venv/bin/voice-studio render script.txt --voice alice=alice.wav --voice bob=bob.wav "
    "--model random:english_2m_2026-10 --out show-out --project show.vstudio"
)
RESUME = PROJECT + " --resume"
AGAIN = RENDER + " --overwrite"
VOXCPM = (
    ".venv/bin/voice-studio render script.txt --engine voxcpm --model openbmb/VoxCPM2 "
    "--voice alice=alice.wav --device cuda"
)


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
def test_command_line_example_twice(tmp_path: Path) -> None:
    work, env = user_folder(tmp_path)
    for command in CLI_EXAMPLE:
        result = run_shell(command, work, env)
        assert result.returncode == 0, result.stderr
    first = run_shell(RENDER, work, env)
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    # As the README says: one miss per voice, memory for every other line ...
    assert [line["cache"] for line in report["lines"]] == ["miss", "miss", "memory"]
    assert (work / "out" / "001.wav").is_file() and (work / "out" / "script.wav").is_file()
    # Run again as written, the files of the first run are named and kept ...
    refused = run_shell(RENDER, work, env)
    assert refused.returncode == 2 and "give --overwrite to replace them" in refused.stderr
    # ... and with --overwrite a new process loads each voice from the disk cache.
    second = run_shell(AGAIN, work, env)
    assert second.returncode == 0, second.stderr
    assert [line["cache"] for line in json.loads(second.stdout)["lines"]] == [
        "disk",
        "disk",
        "memory",
    ]
    assert "Traceback" not in first.stderr + second.stderr

    # The VoxCPM2 example needs a GPU and the model's weights: here it must
    # say in one sentence what is missing, not crash.
    voxcpm = run_shell(VOXCPM, work, env)
    assert voxcpm.returncode == 2, voxcpm.stderr
    message = [line for line in voxcpm.stderr.splitlines() if line.startswith("voice-studio:")]
    assert len(message) == 1 and "Traceback" not in voxcpm.stderr, voxcpm.stderr


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
def test_project_example_and_resume(tmp_path: Path) -> None:
    from studio.core.store.project import load_project

    work, env = user_folder(tmp_path)
    for command in CLI_EXAMPLE:
        assert run_shell(command, work, env).returncode == 0
    first = run_shell(PROJECT, work, env)
    assert first.returncode == 0, first.stderr
    doc = load_project(work / "show.vstudio").doc
    assert [len(line.takes) for line in doc.lines] == [1, 1, 1]
    assert doc.stale_lines(include_locked=True) == []
    again = run_shell(RESUME, work, env)
    assert again.returncode == 0, again.stderr
    assert "3 of 3 lines already rendered" in again.stderr
    assert [len(line.takes) for line in load_project(work / "show.vstudio").doc.lines] == [1] * 3
    assert (work / "show-out" / "script.wav").is_file()
    assert "Traceback" not in first.stderr + again.stderr


CLUSTER = (
    ".venv/bin/voice-studio render script.txt --voice alice=alice.wav --voice bob=bob.wav "
    "--model random:english_2m_2026-10 --out cluster-out --project cluster.vstudio --json "
    "--ray local --workers 2"
)


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
def test_cluster_example(tmp_path: Path) -> None:
    from studio.core.store.project import load_project

    work, env = user_folder(tmp_path)
    for command in CLI_EXAMPLE:
        assert run_shell(command, work, env).returncode == 0
    result = run_shell(CLUSTER, work, env)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    # As the README says: one miss per voice for the whole cluster, two workers.
    assert report["cache"]["misses"] == 2
    assert report["cluster"]["workers"] == 2 and report["cluster"]["workers_lost"] == 0
    assert [line["index"] for line in report["lines"]] == [1, 2, 3]
    assert [len(line.takes) for line in load_project(work / "cluster.vstudio").doc.lines] == [1] * 3
    assert (work / "cluster-out" / "script.wav").is_file()
    assert "Traceback" not in result.stderr


LONGFORM = [
    "printf '# Chapter One\\nalice: Dr. Nguyen arrived at 5 pm on March 3rd. [pause 0.8] "
    "Nobody spoke.\\n# Chapter Two\\nbob: It cost $12.50.\\n' > book.txt",
    "printf 'term,respelling\\nNguyen,win\\n' > names.csv",
    # The reader's cover image: the page makes one, as the export needs it.
    "ffmpeg -loglevel error -f lavfi -i color=c=steelblue:s=1400x1400 -frames:v 1 cover.png",
]
LONGFORM_RENDER = (
    ".venv/bin/voice-studio render book.txt --voice alice=alice.wav --voice bob=bob.wav "
    "--dictionary names.csv --model random:english_2m_2026-10 --out book-out "
    "--project book.vstudio --json"
)
LONGFORM_M4B = (
    '.venv/bin/voice-studio export book.vstudio --out book.m4b --title "A Short Book" '
    '--author "Ann Author" --cover cover.png'
)
LONGFORM_MP3 = ".venv/bin/voice-studio export book.vstudio --out book.mp3 --chapters chapters --acx"


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
@pytest.mark.skipif(not shutil.which("ffmpeg"), reason="ffmpeg (scripts/setup.sh)")
def test_long_form_example(tmp_path: Path) -> None:
    from tests.media_probe import cover_bytes, packet_kbps, probe

    work, env = user_folder(tmp_path)
    # The voices from the command line example, then the page's commands as written:
    # nothing here makes a file the page does not make (its cover image included).
    for command in CLI_EXAMPLE[:2] + LONGFORM:
        result = run_shell(command, work, env)
        assert result.returncode == 0, result.stderr
    cover = (work / "cover.png").read_bytes()

    render = run_shell(LONGFORM_RENDER, work, env)
    assert render.returncode == 0, render.stderr
    report = json.loads(render.stdout)
    assert [c["title"] for c in report["chapters"]] == ["Chapter One", "Chapter Two"]
    spoken = [line["spoken"] for line in report["lines"]]
    assert spoken == [
        "Chapter One",
        "Doctor win arrived at five p m on March third. [pause 0.8] Nobody spoke.",
        "Chapter Two",
        "It cost twelve dollars and fifty cents.",
    ]
    assert (work / "book.vstudio" / "project.json").is_file()

    m4b = run_shell(LONGFORM_M4B, work, env)
    assert m4b.returncode == 0, m4b.stderr
    m4b_read = probe(work / "book.m4b")
    assert [c.title for c in m4b_read.chapters] == ["Chapter One", "Chapter Two"]
    assert m4b_read.tags["artist"] == "Ann Author"
    assert cover_bytes(work / "book.m4b") == cover

    mp3 = run_shell(LONGFORM_MP3, work, env)
    assert mp3.returncode == 0, mp3.stderr
    # What ACX takes, read back from the files as written: the book and each chapter.
    for name in ("book.mp3", "01-chapter-one.mp3", "02-chapter-two.mp3"):
        assert f"{name} passes ACX" in mp3.stderr
    mp3_read = probe(work / "book.mp3")
    assert (int(mp3_read.audio["sample_rate"]), int(mp3_read.audio["bit_rate"])) == (44100, 192000)
    assert packet_kbps(work / "book.mp3") == {192}  # every frame: a constant bit rate
    assert [c.title for c in mp3_read.chapters] == ["Chapter One", "Chapter Two"]
    assert sorted(p.name for p in (work / "chapters").iterdir()) == [
        "01-chapter-one.mp3",
        "02-chapter-two.mp3",
    ]
    assert "Traceback" not in render.stderr + m4b.stderr + mp3.stderr


VERSION_COMMAND = ".venv/bin/voice-studio --version"
CACHE_LS = ".venv/bin/voice-studio cache ls"


def test_version_command_names_engines_and_qt(tmp_path: Path) -> None:
    work, env = user_folder(tmp_path)
    result = run_shell(VERSION_COMMAND, work, env)
    assert result.returncode == 0, result.stderr
    text = result.stdout
    assert text.startswith("voice-studio ") and "pocket-tts" in text and "Qt" in text, text


def test_cache_ls_on_a_new_home(tmp_path: Path) -> None:
    work, env = user_folder(tmp_path)
    result = run_shell(CACHE_LS, work, env)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


BOOK = [
    "printf '<h1>The Station</h1>\\n<p>The storm had passed.</p>\\n<h1>Chapter Two</h1>\\n"
    '<p>"Is the microphone working?" asked Bob.</p>\\n<p>"It is," said Alice.</p>\\n\' '
    "> story.html",
    "printf 'speaker,voice\\nBob,bob\\n' > cast.csv",
]
BOOK_RENDER = (
    ".venv/bin/voice-studio render story.html --voice alice=alice.wav --voice bob=bob.wav "
    "--narrator alice --cast cast.csv --chapters 2 --model random:english_2m_2026-10 "
    "--out story-out --project story.vstudio --json"
)


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
def test_book_example(tmp_path: Path) -> None:
    work, env = user_folder(tmp_path)
    for command in CLI_EXAMPLE[:2] + BOOK:
        result = run_shell(command, work, env)
        assert result.returncode == 0, result.stderr
    render = run_shell(BOOK_RENDER, work, env)
    assert render.returncode == 0, render.stderr
    report = json.loads(render.stdout)
    # As docs/books.md says: only chapter 2; Bob by the cast, Alice by her voice's
    # name, the narration by the narrator.
    assert [c["title"] for c in report["chapters"]] == ["Chapter Two"]
    by_speaker = {line["speaker"]: line["voice"] for line in report["lines"]}
    assert by_speaker == {None: "alice", "Bob": "bob", "Alice": "alice"}
    assert (work / "story.vstudio" / "project.json").is_file()
    assert "Traceback" not in render.stderr


CHECKED_RENDER = (
    ".venv/bin/voice-studio render script.txt --voice alice=alice.wav --voice bob=bob.wav "
    "--model random:english_2m_2026-10 --check-words --retake-until-match 2 --max-wer 0.2 "
    "--out checked-out --project checked.vstudio --json"
)
CHECKED_EXPORT = (
    ".venv/bin/voice-studio export checked.vstudio --out checked.wav --srt checked.srt "
    "--vtt checked.vtt --labels checked.txt --word-timing"
)


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
def test_word_check_example(tmp_path: Path) -> None:
    work, env = user_folder(tmp_path)
    for command in CLI_EXAMPLE:
        assert run_shell(command, work, env).returncode == 0
    render = run_shell(CHECKED_RENDER, work, env)
    assert render.returncode == 0, render.stderr
    lines = json.loads(render.stdout)["lines"]
    # As docs/word-checks.md says: the demo recognizer hears nonsense, so no take
    # matches and every line is rendered three times (two retakes).
    assert [line["check"]["recognizer"] for line in lines] == ["random"] * 3
    assert [line["takes"] for line in lines] == [3, 3, 3]
    export = run_shell(CHECKED_EXPORT, work, env)
    assert export.returncode == 0, export.stderr
    # Word by word: more cues than lines.
    srt = (work / "checked.srt").read_text(encoding="utf-8")
    assert srt.count(" --> ") > len(lines)
    assert (work / "checked.vtt").read_text(encoding="utf-8").startswith("WEBVTT")
    assert "Traceback" not in render.stderr + export.stderr


SERVE = ".venv/bin/voice-studio serve --voice alice=alice.wav --model random:english_2m_2026-10"
SERVE_VOICES = "curl -s http://127.0.0.1:8880/v1/voices"
SERVE_CALLS = [
    SERVE_VOICES,
    'curl -s http://127.0.0.1:8880/v1/audio/speech -H "Content-Type: application/json" -d '
    '\'{"model": "tts-1", "voice": "alice", "input": "Hello from the studio.", '
    '"response_format": "wav"}\' -o hello.wav',
    'curl -sN http://127.0.0.1:8880/v1/audio/speech -H "Content-Type: application/json" -d '
    '\'{"model": "tts-1", "voice": "alice", "input": "Streamed as it is made.", '
    '"response_format": "pcm"}\' -o stream.pcm',
    "curl -s http://127.0.0.1:8880/metrics",
]
SPEAK = ".venv/bin/python speak.py"


def start_server(command: str, work: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    """A server command of the manual, running in ``work``; its stderr to read (``Said``)."""
    return subprocess.Popen(
        ["bash", "-c", f"exec {command}"],
        cwd=work,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
@pytest.mark.skipif(not shutil.which("curl"), reason="curl")
def test_serve_example(tmp_path: Path) -> None:
    import soundfile as sf

    work, env = user_folder(tmp_path)
    assert run_shell(CLI_EXAMPLE[0], work, env).returncode == 0
    server = start_server(SERVE, work, env)
    try:
        said = Said(server)
        assert "http://127.0.0.1:8880/v1" in said.wait_for("Serving")
        results = [run_shell(command, work, env, timeout=120) for command in SERVE_CALLS]
        assert [r.returncode for r in results] == [0] * len(SERVE_CALLS), results
        voices = json.loads(results[0].stdout)["data"]
        assert [(v["name"], v["source"]) for v in voices] == [("alice", "command line")]
        audio, rate = sf.read(work / "hello.wav")
        assert rate == 24000 and len(audio) > 0
        pcm = (work / "stream.pcm").read_bytes()
        assert len(pcm) > 0 and len(pcm) % 2 == 0
        assert 'voice_studio_requests_total{route="/v1/audio/speech",status="200"} 2.0' in (
            results[3].stdout
        )
        # The page's Python, saved as speak.py as it says.
        page = (DOCS / "serve.md").read_text(encoding="utf-8")
        (work / "speak.py").write_text(re.findall(r"```python\n(.*?)```", page, re.S)[0])
        spoke = run_shell(SPEAK, work, env, timeout=120)
        assert spoke.returncode == 0 and spoke.stdout.strip() == "wrote hello.mp3", spoke.stderr
        assert (work / "hello.mp3").read_bytes()[:3] in (b"ID3", b"\xff\xf3", b"\xff\xfb")
        server.send_signal(signal.SIGINT)  # Ctrl+C
        server.wait(60)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    rest = said.text()
    assert server.returncode == 0, rest
    assert "Stopped after serving 3 requests." in rest and "Traceback" not in rest, rest


SERVE_RAY = (
    ".venv/bin/voice-studio serve --ray local --replicas 2 --voice alice=alice.wav "
    "--model random:english_2m_2026-10"
)


@pytest.mark.slow  # a Ray instance of its own
@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="espeak-ng (scripts/setup.sh)")
@pytest.mark.skipif(not shutil.which("curl"), reason="curl")
def test_serve_on_ray_example(tmp_path: Path) -> None:
    pytest.importorskip("ray.serve")
    import tempfile

    from tests.test_cluster import assert_no_ray_left

    work, env = user_folder(tmp_path)
    assert run_shell(CLI_EXAMPLE[0], work, env).returncode == 0
    with tempfile.TemporaryDirectory(prefix="vs-rd-", dir="/tmp") as ray_dir:
        env["RAY_TMPDIR"] = ray_dir
        server = start_server(SERVE_RAY, work, env)
        try:
            said = Said(server)
            line = said.wait_for("through Ray Serve", 240)
            assert "http://127.0.0.1:8880/v1" in line
            voices = run_shell(SERVE_VOICES, work, env, timeout=120)
            assert voices.returncode == 0, voices
            assert [v["name"] for v in json.loads(voices.stdout)["data"]] == ["alice"]
            spoke = run_shell(SERVE_CALLS[1], work, env, timeout=120)
            assert spoke.returncode == 0, spoke
            assert (work / "hello.wav").read_bytes()[:4] == b"RIFF"
            server.send_signal(signal.SIGINT)  # Ctrl+C
            server.wait(60)
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()
        rest = said.text()
        assert server.returncode == 0, rest
        assert "Traceback" not in rest, rest
        assert_no_ray_left(Path(ray_dir))


def _run_by_ci(command: str) -> None:
    """The README's test command is the last step of `.ci/run`, as written there."""
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


RUNNERS: dict[str, object] = {
    "bash scripts/setup.sh": test_setup_script_on_a_ready_environment,
    ".venv/bin/voice-studio": test_bare_command_opens_the_window,
    ".venv/bin/voice-studio --model random:english_2m_2026-10": (
        test_demo_model_command_loads_the_model
    ),
    **{
        command: test_command_line_example_twice
        for command in [*CLI_EXAMPLE, RENDER, AGAIN, VOXCPM]
    },
    PROJECT: test_project_example_and_resume,
    CLUSTER: test_cluster_example,
    RESUME: test_project_example_and_resume,
    **{
        command: test_long_form_example
        for command in [*LONGFORM, LONGFORM_RENDER, LONGFORM_M4B, LONGFORM_MP3]
    },
    VERSION_COMMAND: test_version_command_names_engines_and_qt,
    CACHE_LS: test_cache_ls_on_a_new_home,
    **{command: test_book_example for command in [*BOOK, BOOK_RENDER]},
    **{command: test_word_check_example for command in [CHECKED_RENDER, CHECKED_EXPORT]},
    **{command: test_serve_example for command in [SERVE, *SERVE_CALLS, SPEAK]},
    SERVE_RAY: test_serve_on_ray_example,
    ".venv/bin/python -m pytest": _run_by_ci,
    # Install as a desktop app: the wheel in a new environment, and the bundle.
    test_wheel.BUILD: test_wheel.test_wheel_holds_the_resources,
    **{
        command: test_wheel.test_wheel_installs_into_a_new_environment_and_starts
        for command in [
            test_wheel.NEW_ENV,
            test_wheel.VERSION,
            test_wheel.ADD_TO_MENU,
            test_wheel.REMOVE_FROM_MENU,
        ]
    },
    **{
        command: test_bundle.test_bundle_builds_starts_and_installs
        for command in [test_bundle.BUILD_BUNDLE, test_bundle.SMOKE, test_bundle.ADD_BUNDLE_TO_MENU]
    },
}


def test_readme_test_command_is_what_ci_runs() -> None:
    _run_by_ci(".venv/bin/python -m pytest")


# ``python`` or ``python3`` running the project's code (a script of benchmarks/, scripts/,
# tests/ or the studio itself, or pytest, build, pip): with the system's Python these fail
# for want of torch and Qt, so every page names the environment's, .venv/bin/python.
# (``python3 -m venv`` and packaging/smoke_test.py, standard library only, are the
# system's on purpose.)
BARE_PYTHON = re.compile(
    r"(?<![\w./~-])python3?\s+"
    r"(?:-m\s+(?:studio|pytest|build|pip)\b|(?:benchmarks|scripts|tests|studio)/)"
)


def test_the_pages_run_the_environments_python() -> None:
    pages = [*documented_pages(), ROOT / "CONTRIBUTING.md", *sorted(ROOT.glob("*/README.md"))]
    bare = [
        f"{page.relative_to(ROOT)}: {match.group(0)!r}"
        for page in pages
        for match in BARE_PYTHON.finditer(page.read_text(encoding="utf-8"))
    ]
    assert not bare, f"commands that need .venv/bin/python: {bare}"


def test_building_the_manual_leaves_nothing_for_git() -> None:
    # The README's `mkdocs build` writes the site into site/ (mkdocs.yml names no other).
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "site_dir" not in config
    ignored = subprocess.run(["git", "check-ignore", "-q", "site/index.html"], cwd=ROOT)
    assert ignored.returncode == 0, "site/ is not ignored by git"
