"""``voice-studio render`` against the robustness matrix: audio and text as users have them.

Every input that cannot be used ends in exit status 2 and one line on
stderr that says what to do, with no traceback and no change to any file
the user had. Inputs that are unusual but usable (8-bit, float, 8 and
96 kHz, six channels, ten minutes, clipped, odd names, emoji, right-to-left
text, control characters, a very long line) render, with a note where the
studio changed something.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from studio.cli import main
from tests.faults import without_permission_override
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

pytestmark = pytest.mark.slow  # a real process, cluster or install each: see pyproject markers

RATE = 22050
MODEL = ["--model", TINY_MODEL, "--device", "cpu", "--max-seconds", "0.2", "--seed", "3"]


def speech(seconds: float, rate: int = RATE) -> np.ndarray:
    """Voiced-like audio: harmonics under a syllable-rate envelope."""
    t = np.arange(int(seconds * rate)) / rate
    wave = sum(np.sin(2 * np.pi * 140 * k * t) / k for k in range(1, 6))
    return (0.3 * wave * (0.5 + 0.5 * np.sin(2 * np.pi * 4 * t) ** 2)).astype(np.float32)


def snapshot(folder: Path) -> dict[str, tuple[str, int]]:
    """Every file under ``folder``: content hash and mode."""
    return {
        str(p.relative_to(folder)): (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mode)
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def one_sentence(code: int, err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert code == 2, err
    assert "Traceback" not in err
    assert len(lines) == 1 and lines[0].startswith("voice-studio: "), lines
    assert lines[0].endswith("."), lines[0]
    return lines[0]


def write_matrix_inputs(folder: Path) -> None:
    """A good voice (alice.wav) and every unusable audio and text file of the matrix."""
    speak(folder / "alice.wav", SAMPLE_TEXTS["alice"])
    (folder / "notes.wav").write_text("this is not audio", encoding="utf-8")
    (folder / "truncated.wav").write_bytes((folder / "alice.wav").read_bytes()[:30])
    (folder / "empty.wav").write_bytes(b"")
    sf.write(folder / "short.wav", speech(0.5), RATE)
    sf.write(folder / "silent.flac", np.zeros(3 * RATE, np.float32), RATE)
    nan = speech(2.0)
    nan[100] = np.nan
    sf.write(folder / "nan.wav", nan, RATE, subtype="FLOAT")
    (folder / "a folder.wav").mkdir()
    (folder / "empty.txt").write_bytes(b"")
    (folder / "blank.txt").write_bytes(b"\n  \n\t\n")
    # A stray NUL in UTF-8 text is removed like any control character; a file full of
    # them is UTF-16 without a byte order mark, or not text at all.
    (folder / "nul.txt").write_bytes(b"Hello\x00 there.\n")
    (folder / "utf16le.txt").write_bytes("Hello there.\n".encode("utf-16-le"))
    (folder / "binary.txt").write_bytes(b"\x00\x01\x02\x03PK" * 50)
    (folder / "latin1.txt").write_bytes("Caf\xe9 ouvert.\n".encode("latin-1"))
    (folder / "utf16.txt").write_bytes("Hello there.\n".encode("utf-16"))
    (folder / "controls.txt").write_bytes("\x07\x1b[31m\n\u200b\n".encode())


@pytest.fixture(scope="module")
def user(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A user's folder: a good voice, a good script, and every bad input of the matrix."""
    folder = tmp_path_factory.mktemp("user")
    write_matrix_inputs(folder)
    (folder / "script.txt").write_text("Hello there.\n", encoding="utf-8")
    return folder


BAD_AUDIO = {
    "not audio": ("notes.wav", "is not a readable audio file"),
    "truncated header": ("truncated.wav", "is not a readable audio file"),
    "zero length": ("empty.wav", "is empty"),
    "under 1 s": ("short.wav", "needs at least 1 s"),
    "silent": ("silent.flac", "is silent"),
    "not a number": ("nan.wav", "holds invalid samples"),
    "missing path": ("nowhere.wav", "no such file"),
    "folder": ("a folder.wav", "is a folder"),
}


@pytest.mark.parametrize("case", list(BAD_AUDIO))
def test_unusable_audio_is_one_sentence(
    user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    name, expected = BAD_AUDIO[case]
    before = snapshot(user)
    code = main(
        ["render", str(user / "script.txt"), "--voice", str(user / name), "--out",
         str(tmp_path / "out"), "--cache-dir", str(tmp_path / "cache"), *MODEL]
    )  # fmt: skip
    assert expected in one_sentence(code, capsys.readouterr().err)
    assert snapshot(user) == before
    assert not (tmp_path / "out").exists()


BAD_TEXT = {
    "empty": ("empty.txt", "is empty"),
    "blank lines only": ("blank.txt", "only blank lines"),
    "UTF-16 without a byte order mark": ("utf16le.txt", "looks like UTF-16 text"),
    "NUL bytes throughout": ("binary.txt", "holds 50 NUL bytes, so it is not UTF-8 text"),
    "not UTF-8": ("latin1.txt", "is not UTF-8 text (line 1"),
    "UTF-16": ("utf16.txt", "is UTF-16 text"),
    "only control characters": ("controls.txt", "once its 3 control or invisible characters"),
    "missing": ("nowhere.txt", "no such script file"),
    "folder": ("a folder.wav", "is a folder"),
}


@pytest.mark.parametrize("case", list(BAD_TEXT))
def test_unusable_scripts_are_one_sentence(
    user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    name, expected = BAD_TEXT[case]
    before = snapshot(user)
    code = main(
        ["render", str(user / name), "--voice", str(user / "alice.wav"), "--out",
         str(tmp_path / "out"), *MODEL]
    )  # fmt: skip
    assert expected in one_sentence(code, capsys.readouterr().err)
    assert snapshot(user) == before and not (tmp_path / "out").exists()


def test_standard_input_that_is_not_utf8_is_one_sentence(user: Path, tmp_path: Path) -> None:
    command = [sys.executable, "-m", "studio", "render", "-", "--voice", str(user / "alice.wav")]
    bad = subprocess.run(
        [*command, "--out", str(tmp_path / "o")], input=b"Caf\xe9.\n", capture_output=True,
        timeout=120, check=False,
    )  # fmt: skip
    assert one_sentence(bad.returncode, bad.stderr.decode()).endswith(
        "Standard input is not UTF-8 text (line 1 has a byte that is not); "
        "save the script as UTF-8."
    )


def test_usable_audio_of_every_kind_renders(
    user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    voices = tmp_path / "voices"
    voices.mkdir()
    base = speech(3.0, 48000)
    kinds = {
        "u8": (base, 48000, "PCM_U8", 1),
        "float": (base * 2.0, 48000, "FLOAT", 1),  # float WAV over full scale: not clipped
        "rate8k": (base[::6], 8000, "PCM_16", 1),
        "rate96k": (np.repeat(base, 2), 96000, "PCM_24", 1),
        "six": (np.stack([base * (0.5 + 0.1 * c) for c in range(6)], axis=1), 48000, "PCM_16", 6),
        "clipped": (np.clip(base * 8, -1, 1), 48000, "PCM_16", 1),
    }
    args: list[str] = []
    for name, (samples, rate, subtype, _) in kinds.items():
        sf.write(voices / f"{name}.wav", samples, rate, subtype=subtype)
        args += ["--voice", f"{name}={voices / (name + '.wav')}"]
    ten = speech(600.0, 8000)
    sf.write(voices / "ten.flac", ten, 8000)
    args += ["--voice", f"ten={voices / 'ten.flac'}"]
    names = [*kinds, "ten"]
    script = tmp_path / "s.txt"
    script.write_text("".join(f"{n}: Line for {n}.\n" for n in names), encoding="utf-8")
    before = snapshot(voices)
    code = main(
        ["render", str(script), *args, "--out", str(tmp_path / "out"), "--json",
         "--cache-dir", str(tmp_path / "cache"), *MODEL]
    )  # fmt: skip
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    assert [line["voice"] for line in report["lines"]] == names
    assert all(sf.info(line["file"]).frames > 0 for line in report["lines"])
    assert "Voice ten: 600.0 s is longer than 30 s; using the first 30 s." in captured.err
    assert "Voice clipped:" in captured.err and "record it again a little quieter" in captured.err
    # The float file past full scale is not clipped: only one voice is named.
    assert captured.err.count("of the recording is clipped") == 1
    assert snapshot(voices) == before


def test_odd_file_names_work_in_a_real_process(user: Path, tmp_path: Path) -> None:
    folder = tmp_path / "dossier d'été"
    folder.mkdir()
    odd = ["voix d'été 🎤.wav", "-leading dash.wav", "a=b.wav", 'quote " and ; semi.wav']
    for name in odd:
        (folder / name).write_bytes((user / "alice.wav").read_bytes())
    script = folder / "scénario 📜.txt"
    script.write_text("Bonjour.\n", encoding="utf-8")
    voice_args = [f"--voice={folder / name}" for name in odd]
    done = subprocess.run(
        [sys.executable, "-m", "studio", "render", str(script), *voice_args, "--out",
         str(folder / "sortie ✓"), "--json", *MODEL],
        capture_output=True, text=True, timeout=300, check=False,
        env={**os.environ, "VOICE_STUDIO_CACHE_DIR": str(tmp_path / "cache")},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert Path(report["output"]).parent == folder / "sortie ✓"
    assert Path(report["output"]).is_file()


def test_audio_without_read_permission_is_one_sentence(user: Path, tmp_path: Path) -> None:
    locked = tmp_path / "locked.wav"
    locked.write_bytes((user / "alice.wav").read_bytes())
    locked.chmod(0)
    command = without_permission_override(
        [sys.executable, "-m", "studio", "render", str(user / "script.txt"), "--voice",
         str(locked), "--out", str(tmp_path / "out")]
    )  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    line = one_sentence(done.returncode, done.stderr)
    assert line == f"voice-studio: Cannot read {locked}: permission denied; check its permissions."


def test_text_of_every_kind_renders_as_written(
    user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    long_line = (
        "The old town was quiet that night, and the streets were empty. "
        "Nobody walked along the river; the lamps were out. "
    ) * 16
    script = tmp_path / "s.txt"
    script.write_text(
        "Hello 👋🏽 family 👨\u200d👩\u200d👧!\n"
        "مرحبا بالعالم. كيف حالك؟\n"
        "שלום עולם.\n"
        "Ring\x07 the \x1b[1mbell\x1b[0m \u202eplease\u200b\x00.\n"
        f"{long_line}\n",
        encoding="utf-8",
    )
    code = main(
        ["render", str(script), "--voice", str(user / "alice.wav"), "--out", str(tmp_path / "o"),
         "--json", "--cache-dir", str(tmp_path / "cache"), *MODEL]
    )  # fmt: skip
    captured = capsys.readouterr()
    assert code == 0, captured.err
    texts = [line["text"] for line in json.loads(captured.out)["lines"]]
    assert texts[:4] == [
        "Hello 👋🏽 family 👨\u200d👩\u200d👧!",
        "مرحبا بالعالم. كيف حالك؟",
        "שלום עולם.",
        "Ring the bell please.",
    ]
    assert " ".join(texts[4:]) == " ".join(long_line.split()) and len(texts) > 6
    assert captured.err.count("Note: Removed 6 control or invisible characters") == 1
    assert "NUL" in captured.err
    assert captured.err.count("was split into") == 1


def test_a_line_with_nothing_to_say_is_one_sentence_naming_it(
    user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only emoji or punctuation: refused before any model loads, with the line's number;
    a line that is only a pause is silence, and fine."""
    script = tmp_path / "s.txt"
    script.write_text("Hello there 👋.\n[pause 1.2]\n🎉🎉🎉\n...\n", encoding="utf-8")
    code = main(
        ["render", str(script), "--voice", str(user / "alice.wav"), "--out", str(tmp_path / "o"),
         *MODEL]
    )  # fmt: skip
    assert one_sentence(code, capsys.readouterr().err) == (
        "voice-studio: Script lines 3, 4: This line has nothing to say: only emoji or "
        "punctuation; write words, or delete the line."
    )
    assert not (tmp_path / "o").exists()  # refused before anything was written
    assert not (tmp_path / "o").exists() or not any((tmp_path / "o").iterdir())


def test_model_that_cannot_be_had_is_one_sentence(
    user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A local model path that does not exist or holds something else, and the default
    model with no network (the gated cases run against a fake hub in tests/models)."""
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    (tmp_path / "notes.txt").write_text("not a model", encoding="utf-8")
    (tmp_path / "other.yaml").write_text("hello: world\n", encoding="utf-8")
    cases = {
        str(tmp_path / "missing.safetensors"): "does not exist",
        str(tmp_path / "notes.txt"): "cannot be used as a pocket-tts model",
        str(tmp_path / "other.yaml"): "is not a pocket-tts config (it has no flow_lm section)",
        "default": "is not downloaded yet",
    }
    for model, expected in cases.items():
        code = main(
            ["render", str(user / "script.txt"), "--voice", str(user / "alice.wav"), "--out",
             str(tmp_path / "out"), "--device", "cpu", "--model", model, "--cache-dir",
             str(tmp_path / "cache")]
        )  # fmt: skip
        err = capsys.readouterr().err
        # The progress lines before the model loads, then the one sentence.
        message = [line for line in err.splitlines() if line.startswith("voice-studio:")]
        assert code == 2 and len(message) == 1 and "Traceback" not in err, (model, err)
        assert expected in message[0] and message[0].endswith("."), (model, message)


def test_a_cache_folder_that_cannot_be_written_is_said_once(
    user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A path through a file cannot be created even by root; the render goes on in memory."""
    (tmp_path / "a file").write_text("mine", encoding="utf-8")
    script = tmp_path / "s.txt"
    script.write_text("One.\nTwo.\nThree.\n", encoding="utf-8")
    code = main(
        ["render", str(script), "--voice", str(user / "alice.wav"), "--out", str(tmp_path / "o"),
         "--json", "--cache-dir", str(tmp_path / "a file" / "cache"), *MODEL]
    )  # fmt: skip
    captured = capsys.readouterr()
    assert code == 0, captured.err
    note = (
        f"Note: The prompt cache cannot be saved in {tmp_path / 'a file' / 'cache'} (a file is "
        "in the way), so voice states are kept in memory only; choose another cache folder."
    )
    assert captured.err.count("The prompt cache cannot be saved") == 1 and note in captured.err
    report = json.loads(captured.out)
    assert [line["cache"] for line in report["lines"]] == ["miss", "memory", "memory"]
    assert (tmp_path / "a file").read_text(encoding="utf-8") == "mine"
