"""Smoke test of a built Voice Studio: the frozen bundle or any installed voice-studio.

    python3 packaging/smoke_test.py dist/voice-studio               # the bundle folder
    python3 packaging/smoke_test.py path/to/venv/bin/voice-studio   # an installed command

With the demo model (random weights, no download) and a new user's folders it
checks ``--version`` (every library and engine it names is found, with its
version), that the third-party notices the Licences page shows are there and
list those versions (and, in a bundle, the studio's own MIT licence), renders
a two-voice script from the command line (torch, torchaudio's resampling,
pocket-tts, the prompt cache and soundfile), and opens the window offscreen
with ``--screenshot``: the exit status, the window's reported state and the
PNG itself (size, and real content rather than a blank grab). Standard library
only, so it runs with any Python 3.10+.
Exits 0 when all pass, 1 with the reason otherwise.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
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
# --version's rows that must name a version, and their distributions in the notices.
LIBRARIES = {"PySide6": "pyside6-essentials", "torch": "torch", "torchaudio": "torchaudio"}
POCKET_ROW = "pocket-tts engine (pocket)"
NOTICES = "THIRD_PARTY_NOTICES.txt"


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


def version_rows(report: str) -> dict[str, str]:
    """``--version``'s rows after its first line: name -> value (2+ spaces between)."""
    rows = {}
    for line in report.splitlines()[1:]:
        parts = re.split(r"\s{2,}", line.strip(), maxsplit=1)
        rows[parts[0]] = parts[1] if len(parts) == 2 else ""
    return rows


def check_versions(report: str) -> dict[str, str]:
    """The versions ``--version`` gives for the libraries and the pocket-tts engine; a
    failure when a frozen app lacks the metadata it reads them from."""
    rows = version_rows(report)
    found: dict[str, str] = {}
    for row, dist in LIBRARIES.items():
        value = rows.get(row, "")
        if not value[:1].isdigit():
            raise SmokeFailure(f"--version gives {row} as {value!r}: its metadata is missing")
        found[dist] = value
    pocket = rows.get(POCKET_ROW, "")
    if not re.fullmatch(r"pocket-tts \d\S*", pocket):
        raise SmokeFailure(f"--version gives the pocket-tts engine as {pocket!r}")
    found["pocket-tts"] = pocket.split()[1]
    return found


def notices_path(program: Path, env: dict[str, str]) -> Path:
    """Where the notices the Licences page reads are: in a one-folder bundle, the data
    files beside the executable; for an installed command, its environment's package."""
    internal = program.parent / "_internal"
    if internal.is_dir():
        return internal / "studio" / "resources" / NOTICES
    python = program.parent / "python"
    if not python.is_file():
        raise SmokeFailure(f"no python beside {program} to find its notices with")
    where = subprocess.run(
        [
            str(python),
            "-I",
            "-c",
            "from importlib import resources; "
            f"print(resources.files('studio.resources').joinpath({NOTICES!r}))",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if where.returncode != 0:
        raise SmokeFailure(f"cannot find the notices of {program}:\n{where.stderr}")
    return Path(where.stdout.strip())


def check_notices(program: Path, env: dict[str, str], report: str) -> str:
    """The notices are shipped, for this version, and list what --version names at the
    versions it gives; a bundle also carries the studio's own licence in its metadata."""
    path = notices_path(program, env)
    if not path.is_file():
        raise SmokeFailure(f"the third-party notices are missing: no {path}")
    text = path.read_text(encoding="utf-8")
    first = report.splitlines()[0]
    if not text.startswith(f"Third-party notices for Voice Studio {first.split()[-1]}\n"):
        raise SmokeFailure(f"{path} is not the notices of {first}: {text[:80]!r}")
    listed = {
        re.sub(r"[-_.]+", "-", name).lower(): version
        for name, version in re.findall(r"^Package: (\S+) (\S+)$", text, re.MULTILINE)
    }
    for dist, version in check_versions(report).items():
        if listed.get(dist) != version:
            raise SmokeFailure(
                f"the notices list {dist} {listed.get(dist)}, but --version gives {version}"
            )
    if "Licence text: LGPL-3.0" not in text:
        raise SmokeFailure("the notices lack the LGPL-3.0 text that Qt's licence asks for")
    summary = f"{len(listed)} packages"
    internal = program.parent / "_internal"
    if internal.is_dir():
        licences = sorted(internal.glob("voice_studio-*.dist-info/licenses/LICENSE"))
        if not licences or not licences[0].read_text(encoding="utf-8").startswith("MIT License"):
            raise SmokeFailure("the bundle lacks the studio's LICENSE in its metadata")
        summary += ", the studio's MIT licence"
    return summary


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
        print(f"  notices: {check_notices(program, env, version)}")

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
