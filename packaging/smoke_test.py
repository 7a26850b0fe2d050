"""Smoke test of a built Voice Studio: the frozen bundle or any installed voice-studio.

    python3 packaging/smoke_test.py dist/voice-studio               # the bundle folder
    python3 packaging/smoke_test.py path/to/venv/bin/voice-studio   # an installed command

With the demo model (random weights, no download) and a new user's folders it
checks ``--version``, renders a two-voice script from the command line (torch,
torchaudio's resampling, pocket-tts, the prompt cache and soundfile), and
opens the window offscreen with ``--screenshot``: the exit status, the
window's reported state and the PNG itself (size, and real content rather than
a blank grab). Standard library only, so it runs with any Python 3.10+.
Exits 0 when all pass, 1 with the reason otherwise.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import wave
import zlib
from pathlib import Path

DEMO_MODEL = "random:english_2m_2026-10"
# The window asks for 1320x760 and grows to its minimum size if that is larger.
MIN_SIZE = (1000, 600)
SCRIPT = "narrator: The smoke test begins.\nalice: And this is the second voice.\n"


class SmokeFailure(Exception):
    pass


def program_of(target: Path) -> Path:
    """The executable: the bundle's ``voice-studio`` or the given file itself."""
    target = target.resolve()
    program = target / "voice-studio" if target.is_dir() else target
    if not (program.is_file() and os.access(program, os.X_OK)):
        raise SmokeFailure(f"{program} is not an executable; build the bundle first.")
    return program


def user_env(home: Path) -> dict[str, str]:
    """A new user's environment: its own HOME and XDG folders, offscreen, offline."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("VOICE_STUDIO_", "XDG_", "HF_", "QT_", "PYTHON"))
    }
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        QT_QPA_PLATFORM="offscreen",
        HF_HUB_OFFLINE="1",
    )
    return env


def run(command: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    started = time.monotonic()
    result = subprocess.run(
        command,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=600,
    )
    print(
        f"  {Path(command[0]).name} {' '.join(command[1:])}: exit {result.returncode} "
        f"in {time.monotonic() - started:.1f} s",
        flush=True,
    )
    if result.returncode != 0 or "Traceback" in result.stderr:
        raise SmokeFailure(f"{' '.join(command)} failed ({result.returncode}):\n{result.stderr}")
    return result


def write_voice(path: Path, seconds: float = 2.0, rate: int = 22050) -> None:
    """A 22.05 kHz voice-like tone (the model runs at 24 kHz, so it is resampled)."""
    frames = bytearray()
    for n in range(int(seconds * rate)):
        t = n / rate
        pitch = 140 + 30 * math.sin(2 * math.pi * 3 * t)
        sample = 0.3 * math.sin(2 * math.pi * pitch * t) + 0.1 * math.sin(
            2 * math.pi * 3 * pitch * t
        )
        frames += struct.pack("<h", int(sample * 32767))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(frames))


def png_pixels(path: Path) -> tuple[int, int, list[bytes]]:
    """Width, height and unfiltered rows of an 8-bit RGB or RGBA PNG (what Qt writes)."""
    data = path.read_bytes()
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        raise SmokeFailure(f"{path} is not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise SmokeFailure(f"{path}: chunk {kind!r} is corrupt")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if header is None:
        raise SmokeFailure(f"{path} has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise SmokeFailure(f"{path}: unexpected PNG format (depth {depth}, colour type {colour})")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    if len(raw) != height * (stride + 1):
        raise SmokeFailure(f"{path}: image data is truncated")
    rows: list[bytes] = []
    previous = bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - bpp] if x >= bpp else 0
            up = previous[x]
            corner = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                pred = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[x] = (line[x] + pred) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, [bytes(r[i : i + 3]) for r in rows for i in range(0, stride, bpp)]


def check_screenshot(path: Path) -> str:
    width, height, pixels = png_pixels(path)
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        raise SmokeFailure(f"the screenshot is only {width}x{height}")
    colours = set(pixels)
    # A blank or black grab has one or two colours; the window with its text,
    # icons and antialiasing has hundreds.
    if len(colours) < 64:
        raise SmokeFailure(f"the screenshot has only {len(colours)} colours: a blank window?")
    return f"{width}x{height}, {len(colours)} colours"


def smoke(target: Path, keep_screenshot: Path | None = None) -> None:
    program = program_of(target)
    with tempfile.TemporaryDirectory(prefix="voice-studio-smoke-") as folder:
        work = Path(folder)
        (work / "home").mkdir()
        env = user_env(work / "home")

        version = run([str(program), "--version"], work, env).stdout.strip()
        if not version.startswith("voice-studio "):
            raise SmokeFailure(f"--version printed {version!r}")
        print(f"  version: {version}")

        write_voice(work / "narrator.wav")
        write_voice(work / "alice.wav", seconds=1.5)
        (work / "script.txt").write_text(SCRIPT, encoding="utf-8")
        voices = ["--voice", "narrator=narrator.wav", "--voice", "alice=alice.wav"]
        render = run(
            [
                str(program),
                "render",
                "script.txt",
                *voices,
                "--model",
                DEMO_MODEL,
                "--out",
                "out",
                "--json",
            ],
            work,
            env,
        )
        report = json.loads(render.stdout)
        outcomes = [line["cache"] for line in report["lines"]]
        if outcomes != ["miss", "miss"] or not (work / "out" / "script.wav").is_file():
            raise SmokeFailure(f"render: unexpected result {outcomes} ({render.stderr})")
        print(f"  render: 2 lines, cache {outcomes}, out/script.wav written")

        ready = work / "ready.json"
        shot = work / "shot.png"
        run(
            [
                str(program),
                "--model",
                DEMO_MODEL,
                *voices,
                "--script",
                "script.txt",
                "--render-all",
                "--screenshot",
                str(shot),
            ],
            work,
            {**env, "VOICE_STUDIO_READY_FILE": str(ready)},
        )
        state = json.loads(ready.read_text(encoding="utf-8"))
        if state.get("engine") != "ready" or "Voice Studio" not in str(state.get("title")):
            raise SmokeFailure(f"the window reported {state}")
        print(f"  window: {state['title']!r}, engine {state['engine']}")
        print(f"  screenshot: {check_screenshot(shot)}")
        if keep_screenshot is not None:
            shutil.copyfile(shot, keep_screenshot)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Smoke test of a built Voice Studio.")
    parser.add_argument("target", type=Path, help="the bundle folder or a voice-studio executable")
    parser.add_argument("--keep-screenshot", type=Path, metavar="PNG", help="copy it here")
    args = parser.parse_args(argv)
    print(f"Smoke test of {args.target}", flush=True)
    try:
        smoke(args.target, args.keep_screenshot)
    except (SmokeFailure, subprocess.TimeoutExpired, json.JSONDecodeError, KeyError) as exc:
        print(f"FAILED: {exc}", file=sys.stderr)
        return 1
    print("Smoke test passed.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
