"""The ACX noise floor is the room tone of the pauses, and it reads what ffmpeg reads there.

Narration as the studio exports it: espeak-ng lines joined by 0.3 s gaps (the
default), no head or tail, so no half second of the file is free of speech.
Real noise (ffmpeg's own generator) is added at a few levels, and the file is
written as ACX takes it (MP3, 192 kbps). ffmpeg then finds the pauses
(``silencedetect``) and measures them (``astats``); the check must agree within
2 dB. Without noise the pauses are digital silence, and the check says so.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from studio.core.exports.acx_file import check_acx_file
from studio.core.sound.acx import check_acx
from studio.core.sound.acx_meter import FLOOR_DB, pause_floor
from studio.core.sound.audio import resample
from tests.support import speak

from .test_acx import ACX_RATE, good_speech, write_mp3

FFMPEG = shutil.which("ffmpeg")
LINES = [
    "The first line of the chapter is short.",
    "Here is a second line, with a few more words in it.",
    "Third, and the middle of the scene.",
    "The fourth line goes on for a while longer than the others do.",
    "Five lines now.",
    "Six lines and this is the sixth of them.",
    "Seven is a lucky number, they say.",
    "And the eighth line ends the chapter.",
]
GAP_SECONDS = 0.3


def ffmpeg(*args: str) -> str:
    assert FFMPEG, "ffmpeg is required for these tests (apt-get install ffmpeg)"
    done = subprocess.run(
        [FFMPEG, "-hide_banner", "-nostats", *args], capture_output=True, text=True, check=True
    )
    return done.stderr


def ffmpeg_pauses(path: Path, threshold_db: float) -> tuple[list[tuple[float, float]], float]:
    """The pauses ``silencedetect`` finds (at least 0.2 s under ``threshold_db``) and the
    RMS level ``astats`` reads over all of them together."""
    found = ffmpeg(
        "-i", str(path), "-af", f"silencedetect=n={threshold_db}dB:d=0.2", "-f", "null", "-"
    )
    starts = [max(0.0, float(s)) for s in re.findall(r"silence_start: (-?[\d.]+)", found)]
    ends = [float(e) for e in re.findall(r"silence_end: ([\d.]+)", found)]
    if len(ends) < len(starts):  # silent to the end
        ends.append(float("inf"))
    pauses = list(zip(starts, ends, strict=True))
    if not pauses:
        return [], float("nan")
    trims = ";".join(
        f"[0:a]atrim=start={start}" + (f":end={end}" if end != float("inf") else "") + f"[p{i}]"
        for i, (start, end) in enumerate(pauses)
    )
    joined = "".join(f"[p{i}]" for i in range(len(pauses)))
    graph = (
        f"{trims};{joined}concat=n={len(pauses)}:v=0:a=1,"
        "astats=measure_overall=RMS_level:measure_perchannel=none[out]"
    )
    stats = ffmpeg("-i", str(path), "-filter_complex", graph, "-map", "[out]", "-f", "null", "-")
    (level,) = re.findall(r"RMS level dB: (\S+)", stats)
    return pauses, float(level)


@pytest.fixture(scope="module")
def narration(tmp_path_factory: pytest.TempPathFactory) -> np.ndarray:
    """The lines at 44.1 kHz, each trimmed of espeak's own silence, with 0.3 s gaps of
    digital silence, at -20 dB RMS (inside ACX's range)."""
    folder = tmp_path_factory.mktemp("lines")
    parts = []
    for i, text in enumerate(LINES):
        samples, rate = sf.read(str(speak(folder / f"{i}.wav", text)), dtype="float32")
        line = resample(samples, rate, ACX_RATE)
        sounding = np.flatnonzero(np.abs(line) > 1e-3)
        parts += [line[sounding[0] : sounding[-1] + 1], np.zeros(int(GAP_SECONDS * ACX_RATE))]
    audio = np.concatenate(parts[:-1])
    levelled: np.ndarray = (audio * 10 ** (-20 / 20) / np.sqrt(np.mean(audio**2))).astype(
        np.float32
    )
    return levelled


def noise(tmp_path: Path, color: str, level_db: float, samples: int) -> np.ndarray:
    """``samples`` of ffmpeg's noise of ``color`` at ``level_db`` RMS."""
    path = tmp_path / f"{color}.wav"
    seconds = samples / ACX_RATE + 1
    source = f"anoisesrc=color={color}:amplitude=0.5:duration={seconds}:sample_rate={ACX_RATE}"
    ffmpeg("-f", "lavfi", "-i", f"{source}:seed=7", "-c:a", "pcm_f32le", str(path))
    hiss = sf.read(str(path), dtype="float32")[0][:samples]
    scaled: np.ndarray = (
        hiss * 10 ** (level_db / 20) / np.sqrt(np.mean(hiss.astype(np.float64) ** 2))
    )
    return scaled


@pytest.mark.parametrize(
    ("color", "level_db"), [("white", -70.0), ("pink", -62.0), ("pink", -50.0), ("white", -45.0)]
)
def test_the_noise_floor_is_the_room_tone_ffmpeg_reads_in_the_pauses(
    tmp_path: Path, narration: np.ndarray, color: str, level_db: float
) -> None:
    audio = narration + noise(tmp_path, color, level_db, len(narration))
    path = write_mp3(tmp_path / "chapter.mp3", audio.astype(np.float32), ACX_RATE, 192)
    report = check_acx_file(path)
    # Under the hiss's peaks (a Gaussian's samples stay within 5.6 of its RMS) and far
    # under the speech: every gap between the lines is found, and only those.
    pauses, ffmpeg_db = ffmpeg_pauses(path, level_db + 15)
    assert len(pauses) == len(LINES) - 1
    assert report.noise_floor_db == pytest.approx(ffmpeg_db, abs=2.0)
    assert report.noise_floor_db == pytest.approx(level_db, abs=2.0)  # what was added
    check = {c.name: c for c in report.checks}["noise floor"]
    assert check.passed == (level_db <= -60)
    assert check.measured == f"{report.noise_floor_db:.2f} dB"
    if not check.passed:
        assert check.advice == (
            f"The noise floor is {report.noise_floor_db:.1f} dB; ACX needs at most -60 dB: "
            "record or render with less background noise."
        )


def test_pauses_of_digital_silence_are_said_not_read_as_the_speech(
    tmp_path: Path, narration: np.ndarray
) -> None:
    path = write_mp3(tmp_path / "chapter.mp3", narration, ACX_RATE, 192)
    pauses, ffmpeg_db = ffmpeg_pauses(path, -60)
    assert len(pauses) == len(LINES) - 1 and ffmpeg_db < -80  # ffmpeg: silent gaps
    report = check_acx_file(path)
    assert report.noise_floor_db == FLOOR_DB
    check = {c.name: c for c in report.checks}["noise floor"]
    assert check.passed
    assert check.measured == "digital silence"
    assert check.summary == "noise floor: digital silence (at most -60 dB) pass"
    assert check.advice == (
        "The pauses are digital silence, not room tone; ACX may reject dead silence: fill "
        "the pauses with room tone before you upload the file."
    )


def test_a_steady_sound_beside_digital_silence_is_not_taken_for_room_tone() -> None:
    # Noise under a syllable envelope stays within 5 dB of its quietest 0.1 s, but it is
    # the speech: the room is the digital silence at the head and tail.
    report = check_acx(good_speech(), ACX_RATE)
    check = {c.name: c for c in report.checks}["noise floor"]
    assert (check.passed, check.measured) == (True, "digital silence")


def test_room_tone_in_the_lines_and_digital_silence_between_them() -> None:
    """As a model that copies its reference's room renders: the lines carry room tone,
    the gaps the export puts between them are digital silence. The floor is the room
    tone's; the digital silence is said, with how long it lasts."""
    rng = np.random.default_rng(3)
    rate = ACX_RATE
    room = 10 ** (-66 / 20)
    parts: list[np.ndarray] = []
    line = good_speech()[int(0.75 * rate) : -2 * rate]
    for _ in range(6):
        pause = np.zeros(int(0.4 * rate), np.float32)  # a pause inside the line
        spoken = np.concatenate([line[: len(line) // 2], pause, line[len(line) // 2 :]])
        spoken = spoken + (rng.standard_normal(len(spoken)) * room).astype(np.float32)
        parts += [spoken, np.zeros(int(0.5 * rate), np.float32)]
    report = check_acx(np.concatenate(parts), rate)
    check = {c.name: c for c in report.checks}["noise floor"]
    assert report.noise_floor_db == pytest.approx(-66.0, abs=0.5)
    assert check.passed and check.measured == f"{report.noise_floor_db:.2f} dB"
    assert check.advice == (
        "3.0 s of the pauses are digital silence, not room tone; ACX may reject dead "
        "silence: fill them with room tone before you upload the file."
    )


def test_a_floor_from_every_pause_not_the_quietest_one() -> None:
    """Two rooms in one file: the floor is the RMS of all the pauses together."""
    tick = 0.01
    speech = np.full(100, 10 ** (-20 / 10))
    quiet, louder = np.full(50, 10 ** (-70 / 10)), np.full(50, 10 ** (-67 / 10))
    power = np.concatenate([speech, quiet, speech, louder, speech])
    floor = pause_floor(power, tick)
    # Both pauses are within 6 dB of the quietest: their mean power, not the quietest's.
    assert floor.noise_floor_db == pytest.approx(10 * np.log10((10**-7 + 10**-6.7) / 2), abs=0.01)
    # Each pause less the 20 ms at either end that its 50 ms level shares with speech.
    assert floor.pause_seconds == pytest.approx(0.92)
    assert floor.silent_seconds == 0.0
