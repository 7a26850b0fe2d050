import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import soundfile as sf

from studio.cli import main
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak, tone


def run_cli(
    *args: str, cache_dir: Path, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "VOICE_STUDIO_CACHE_DIR": str(cache_dir)}
    return subprocess.run(
        [sys.executable, "-m", "studio", *args],
        capture_output=True,
        text=True,
        env=env,
        input=stdin,
        timeout=300,
    )


@pytest.fixture(scope="module")
def refs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("refs")
    return {name: speak(folder / f"{name}.wav", text) for name, text in SAMPLE_TEXTS.items()}


@pytest.mark.slow
def test_three_voices_then_a_new_process_misses_nothing(
    refs: dict[str, Path], tmp_path: Path
) -> None:
    script = tmp_path / "script.txt"
    script.write_text(
        "\n".join(
            f"{name}: Sentence number {i}, spoken by {name}." for i in range(3) for name in refs
        ),
        encoding="utf-8",
    )
    voice_args = [arg for name, path in refs.items() for arg in ("--voice", f"{name}={path}")]
    common = [
        str(script),
        *voice_args,
        "--model",
        TINY_MODEL,
        "--device",
        "cpu",
        "--seed",
        "5",
        "--max-seconds",
        "1",
        "--json",
    ]
    first = run_cli(
        "render", *common, "--out", str(tmp_path / "out1"), cache_dir=tmp_path / "cache"
    )
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)  # stdout holds exactly one JSON object
    assert report["cache"] == {"memory_hits": 6, "disk_hits": 0, "misses": 3}
    assert [line["cache"] for line in report["lines"]] == ["miss"] * 3 + ["memory"] * 6
    assert report["random_weights"] is True and report["sample_rate"] == 24000
    assert report["compiled"] is False  # pocket-tts is never compiled
    for line in report["lines"]:
        assert {
            "index",
            "voice",
            "text",
            "cache",
            "cache_ms",
            "first_audio_ms",
            "generate_ms",
            "audio_seconds",
            "file",
        } <= line.keys()
        info = sf.info(line["file"])
        assert info.samplerate == 24000 and info.frames > 0
    whole = sf.info(report["output"])
    gaps = 8 * round(0.3 * 24000)
    assert whole.frames == sum(sf.info(line["file"]).frames for line in report["lines"]) + gaps

    second = run_cli(
        "render", *common, "--out", str(tmp_path / "out2"), cache_dir=tmp_path / "cache"
    )
    assert second.returncode == 0, second.stderr
    again = json.loads(second.stdout)
    assert again["cache"] == {"memory_hits": 6, "disk_hits": 3, "misses": 0}
    assert [line["cache"] for line in again["lines"]] == ["disk"] * 3 + ["memory"] * 6
    # Same seed, state from disk in a new process: the same audio.
    a, _ = sf.read(report["lines"][0]["file"], dtype="float32")
    b, _ = sf.read(again["lines"][0]["file"], dtype="float32")
    assert a.shape == b.shape and abs(a - b).max() <= 2 / 32768  # 16-bit files, 1e-5 floats

    listing = run_cli("cache", "ls", "--json", cache_dir=tmp_path / "cache")
    assert len(json.loads(listing.stdout)["entries"]) == 3


@pytest.mark.slow
def test_no_cache_encodes_every_line(refs: dict[str, Path], tmp_path: Path) -> None:
    result = run_cli(
        "render",
        "-",
        "--voice",
        str(refs["alice"]),
        "--model",
        TINY_MODEL,
        "--device",
        "cpu",
        "--max-seconds",
        "0.5",
        "--no-cache",
        "--json",
        "--format",
        "flac",
        "--out",
        str(tmp_path / "o"),
        cache_dir=tmp_path / "c",
        stdin="One.\n\nTwo.\n",
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [line["cache"] for line in report["lines"]] == ["off", "off"]
    assert report["output"].endswith("script.flac") and sf.info(report["output"]).format == "FLAC"
    assert not (tmp_path / "c").exists()


def _bad_inputs(tmp_path: Path, refs: dict[str, Path]) -> dict[str, tuple[list[str], str]]:
    good_script = tmp_path / "s.txt"
    good_script.write_text("Hello.\n", encoding="utf-8")
    empty_script = tmp_path / "empty.txt"
    empty_script.write_text("\n  \n", encoding="utf-8")
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("caf\xe9\n".encode("latin-1"))
    not_audio = tmp_path / "notes.wav"
    not_audio.write_text("this is not audio", encoding="utf-8")
    empty_audio = tmp_path / "empty.wav"
    empty_audio.write_bytes(b"")
    short = tone(tmp_path / "short.wav", 0.4)
    silent = tone(tmp_path / "silent.flac", 3.0, amp=0.0)
    a_file = tmp_path / "file.txt"
    a_file.write_text("x", encoding="utf-8")
    voice = ["--voice", str(refs["alice"])]
    no_respelling = tmp_path / "names.csv"
    no_respelling.write_text("Nguyen\n", encoding="utf-8")
    bad_pause = tmp_path / "pause.txt"
    bad_pause.write_text("Hello.\nWait [pause soon] now.\n", encoding="utf-8")
    existing = tmp_path / "old.vstudio"
    existing.mkdir(exist_ok=True)
    return {
        "missing dictionary": (
            [str(good_script), *voice, "--dictionary", str(tmp_path / "none.csv")],
            "no such dictionary file",
        ),
        "dictionary without respelling": (
            [str(good_script), *voice, "--dictionary", str(no_respelling)],
            "row 1: give a term and its respelling",
        ),
        "bad pause": ([str(bad_pause), *voice], "Script line 2: [pause soon] is not a pause"),
        "project exists": (
            [str(good_script), *voice, "--project", str(existing)],
            "already exists",
        ),
        "missing voice file": (
            [str(good_script), "--voice", str(tmp_path / "nope.wav")],
            "no such file",
        ),
        "not audio": ([str(good_script), "--voice", str(not_audio)], "not a readable audio file"),
        "empty audio": ([str(good_script), "--voice", str(empty_audio)], "empty"),
        "too short": ([str(good_script), "--voice", str(short)], "at least 1 s"),
        "silent": ([str(good_script), "--voice", str(silent)], "silent"),
        "empty script": ([str(empty_script), *voice], "no lines of speech"),
        "missing script": ([str(tmp_path / "none.txt"), *voice], "no such script file"),
        "not utf-8": ([str(latin1), *voice], "not UTF-8"),
        "out is a file": ([str(good_script), *voice, "--out", str(a_file)], "not a folder"),
        "unknown model": (
            [str(good_script), *voice, "--model", "random:nope"],
            "Unknown pocket-tts architecture",
        ),
    }


def test_bad_inputs_exit_2_with_one_line(
    refs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for label, (args, expected) in _bad_inputs(tmp_path, refs).items():
        code = main(["render", *args, "--device", "cpu", "--cache-dir", str(tmp_path / "c")])
        err = capsys.readouterr().err.strip().splitlines()
        message = [line for line in err if line.startswith("voice-studio:")]
        assert code == 2, label
        assert len(message) == 1 and expected in message[0], (label, err)
        assert "Traceback" not in "\n".join(err)


def test_bad_input_in_a_real_process(tmp_path: Path) -> None:
    script = tmp_path / "s.txt"
    script.write_text("Hello.\n", encoding="utf-8")
    result = run_cli(
        "render", str(script), "--voice", str(tmp_path / "missing.wav"), cache_dir=tmp_path
    )
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and "no such file" in result.stderr
    assert result.stdout == ""


@pytest.mark.slow
def test_long_reference_uses_first_30_seconds_and_says_so(tmp_path: Path) -> None:
    long_ref = tone(tmp_path / "long.wav", 31.0)
    result = run_cli(
        "render",
        "-",
        "--voice",
        str(long_ref),
        "--model",
        TINY_MODEL,
        "--device",
        "cpu",
        "--max-seconds",
        "0.3",
        "--out",
        str(tmp_path / "o"),
        cache_dir=tmp_path / "c",
        stdin="Hi.\n",
    )
    assert result.returncode == 0, result.stderr
    assert "using the first 30 s" in result.stderr


def test_cache_ls_survives_hand_edited_metadata(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    digest = "abc" + "0" * 61
    (tmp_path / f"{digest}.safetensors").write_bytes(b"x")
    (tmp_path / f"{digest}.json").write_text(json.dumps({"created": "yesterday", "build_ms": None}))
    assert main(["cache", "ls", "--cache-dir", str(tmp_path)]) == 0
    assert "1 cached voice state in" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], ["gui"]),
        (["--model", "random"], ["gui", "--model", "random"]),
        (["-v", "--model", "random"], ["-v", "gui", "--model", "random"]),
        (["-v", "render", "s.txt"], ["-v", "render", "s.txt"]),
        (["--help"], ["--help"]),
        (["--version"], ["--version"]),
        (["cache", "ls"], ["cache", "ls"]),
    ],
)
def test_no_command_means_gui(argv: list[str], expected: list[str]) -> None:
    from studio.cli import COMMANDS, with_default_command

    assert with_default_command(argv, COMMANDS) == expected


@pytest.mark.slow
def test_render_over_an_earlier_render_is_refused_unless_overwrite(
    refs: dict[str, Path], tmp_path: Path
) -> None:
    """The files an earlier render left in --out are named, and kept, before any model loads."""
    script = tmp_path / "script.txt"
    script.write_text("One line.\nAnother line.\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "002.wav").write_bytes(b"an earlier take")
    (out / "keep.txt").write_bytes(b"not ours")
    argv = [
        "render", str(script), "--voice", str(refs["alice"]), "--model", TINY_MODEL,
        "--device", "cpu", "--max-seconds", "0.5", "--out", str(out),
    ]  # fmt: skip
    refused = run_cli(*argv, cache_dir=tmp_path / "cache")
    assert refused.returncode == 2
    assert refused.stderr.startswith("voice-studio: 002.wav (15 bytes, changed ")
    assert refused.stderr.endswith(
        " already exists; give --overwrite to replace it, or choose another --out.\n"
    )
    assert (out / "002.wav").read_bytes() == b"an earlier take"
    assert sorted(p.name for p in out.iterdir()) == ["002.wav", "keep.txt"]

    done = run_cli(*argv, "--overwrite", cache_dir=tmp_path / "cache")
    assert done.returncode == 0, done.stderr
    assert sf.info(str(out / "002.wav")).frames > 0
    assert (out / "keep.txt").read_bytes() == b"not ours"
