"""The ACX check reads the file as written: every requirement, each failing with its sentence.

The files are read back with ffprobe as well (a test tool here, never used by
the check itself), and the check's figures must agree with it.
"""

from __future__ import annotations

import fractions
import json
import shutil
import subprocess
from pathlib import Path

import av
import numpy as np
import pytest
import soundfile as sf

from studio.core.commands import SetChapter
from studio.core.exports.acx_file import check_acx_file, check_acx_files
from studio.core.exports.export import ExportRequest, ExportSettings, acx_preset, export_project
from studio.core.exports.mp3_frames import scan_mp3
from studio.core.sound.acx import AcxReport
from tests.media_probe import probe

from .conftest import ProjectFactory

ACX_RATE = 44100
# ffprobe cross-checks the figures where it is installed (Debian: ffmpeg); the check
# itself never uses it, so every requirement is still tested without it.
HAVE_FFPROBE = shutil.which("ffprobe") is not None


def ffprobe(path: Path) -> dict[str, float]:
    """sample rate, channels, stream and format bit rate, and the kbps of every packet."""
    out = subprocess.run(
        [
            "ffprobe",
            "-v",
            "error",
            "-show_entries",
            "stream=sample_rate,channels,bit_rate:format=bit_rate",
            "-of",
            "json",
            str(path),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(out.stdout)
    stream = data["streams"][0]
    return {
        "sample_rate": int(stream["sample_rate"]),
        "channels": int(stream["channels"]),
        "bit_rate": int(stream.get("bit_rate", 0)),
    }


def ffprobe_packet_kbps(path: Path) -> set[int]:
    """Each MP3 packet's bit rate, from its size (a frame is 1152 samples at 44.1 kHz)."""
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "packet=size", "-of", "json", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    sizes = [int(p["size"]) for p in json.loads(out.stdout)["packets"]]
    # A frame of B kbps is floor(144000 B / 44100) bytes, one more when padded.
    return {int(round(size * 8 * ACX_RATE / 1152 / 1000 / 8)) * 8 for size in sizes[1:-1]}


def good_speech(rate: int = ACX_RATE, seconds: float = 6.0, channels: int = 1) -> np.ndarray:
    """Noise under a syllable envelope at about -20.5 dB RMS over the whole file, peaks well
    under -3 dB, with 0.75 s of digital silence before and 2 s after."""
    rng = np.random.default_rng(11)
    n = int(seconds * rate)
    envelope = 0.6 + 0.4 * np.sin(np.arange(n) / rate * 2 * np.pi * 4) ** 2
    speech = rng.standard_normal(n) * envelope
    speech /= np.sqrt(np.mean(speech**2))
    total = seconds + 2.75
    speech *= 10 ** (-20.5 / 20) * np.sqrt(total / seconds)
    audio = np.concatenate([np.zeros(int(0.75 * rate)), speech, np.zeros(2 * rate)])
    audio = np.clip(audio, -0.5, 0.5).astype(np.float32)
    return audio if channels == 1 else np.stack([audio] * channels, axis=1)


def write_mp3(
    path: Path, samples: np.ndarray, rate: int, kbps: int | None, vbr_quality: int = 0
) -> Path:
    """Encode with PyAV's libmp3lame: constant ``kbps``, or VBR when ``kbps`` is None."""
    audio = samples.reshape(len(samples), -1).T.astype(np.float32)
    layout = "mono" if audio.shape[0] == 1 else "stereo"
    options = {} if kbps else {"flags": "+qscale", "global_quality": str(vbr_quality * 118)}
    with av.open(str(path), "w", format="mp3") as container:
        stream = container.add_stream("libmp3lame", rate=rate, layout=layout, options=options)
        if kbps:
            stream.bit_rate = kbps * 1000
        for start in range(0, audio.shape[1], 1152):
            frame = av.AudioFrame.from_ndarray(
                np.ascontiguousarray(audio[:, start : start + 1152]), format="fltp", layout=layout
            )
            frame.sample_rate = rate
            frame.pts = start
            frame.time_base = fractions.Fraction(1, rate)
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    return path


def failures(report: AcxReport) -> dict[str, str]:
    return {check.name: check.advice for check in report.failures}


# ---------------------------------------------------------------- the export, as written


def test_an_acx_preset_export_is_what_acx_asks_and_the_check_agrees_with_ffprobe(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, _ = make_project(6, seconds=1.0, audio="speech")
    SetChapter(("l1", "l4"), ("The Beginning", "The End")).apply(doc)
    settings = acx_preset(ExportSettings(title="A Tale"))
    assert (settings.format, settings.sample_rate, settings.bit_rate) == ("mp3", 44100, 192)
    result = export_project(
        doc,
        takes,
        ExportRequest(out=tmp_path / "book.mp3", chapters_dir=tmp_path / "ch", settings=settings),
    )
    assert len(result.acx) == 4
    for name, report in result.acx:
        path = tmp_path / name if name == "book.mp3" else tmp_path / "ch" / name
        assert (report.sample_rate, report.channels, report.bit_rate_kbps) == (44100, 1, 192)
        assert report.bitrate_mode == "CBR" and report.container == "MP3"
        if HAVE_FFPROBE:
            probed = ffprobe(path)
            assert probed["sample_rate"] == report.sample_rate
            assert probed["channels"] == report.channels
            assert report.bit_rate_kbps == probed["bit_rate"] / 1000
            assert ffprobe_packet_kbps(path) == {192}  # every frame: constant
        assert report.passed, (name, [c.summary for c in report.failures])
        # The check read the file: its length is the file's, not the samples in memory.
        with av.open(str(path)) as container:
            assert container.duration is not None
            assert report.seconds == pytest.approx(container.duration / av.time_base, abs=0.05)
    # The ID3 chapters are still there on the encoded file.
    if HAVE_FFPROBE:
        chapters = probe(tmp_path / "book.mp3").chapters
        assert [c.title for c in chapters] == ["A Tale", "The Beginning", "The End"]


def test_the_check_reads_the_file_not_the_samples(tmp_path: Path) -> None:
    """The same samples pass as ACX MP3 and fail as FLAC: the file decides."""
    audio = good_speech()
    mp3 = write_mp3(tmp_path / "good.mp3", audio, ACX_RATE, 192)
    flac = tmp_path / "good.flac"
    sf.write(str(flac), audio, ACX_RATE, subtype="PCM_16")
    assert check_acx_file(mp3).passed, [c.summary for c in check_acx_file(mp3).failures]
    assert failures(check_acx_file(flac)) == {
        "format": "The file is FLAC; ACX needs MP3 at a constant bit rate of 192 kbps or more: "
        "choose the ACX preset or set the format to MP3."
    }


# ---------------------------------------------------------------- each requirement in turn


def test_24_khz_fails_on_its_sample_rate(tmp_path: Path) -> None:
    path = write_mp3(tmp_path / "a.mp3", good_speech(24000), 24000, 160)
    report = check_acx_file(path)
    assert report.sample_rate == 24000
    if HAVE_FFPROBE:
        assert ffprobe(path)["sample_rate"] == report.sample_rate
    assert failures(report)["sample rate"] == (
        "The file is 24 kHz; ACX needs 44.1 kHz: choose the ACX preset or set the sample rate "
        "to 44100."
    )
    # 48 kHz at 192 kbps fails on the rate alone.
    path = write_mp3(tmp_path / "b.mp3", good_speech(48000), 48000, 192)
    assert list(failures(check_acx_file(path))) == ["sample rate"]


def test_128_kbps_fails_on_its_bit_rate(tmp_path: Path) -> None:
    path = write_mp3(tmp_path / "a.mp3", good_speech(), ACX_RATE, 128)
    report = check_acx_file(path)
    assert report.bit_rate_kbps == 128
    if HAVE_FFPROBE:
        assert ffprobe(path)["bit_rate"] / 1000 == report.bit_rate_kbps
    assert report.bitrate_mode == "CBR"
    assert failures(report) == {
        "bit rate": "The file is 128 kbps; ACX needs 192 kbps or more: choose the ACX preset "
        "or set the bit rate to 192 kbps."
    }


def test_vbr_fails_on_its_constant_bit_rate(tmp_path: Path) -> None:
    path = write_mp3(tmp_path / "a.mp3", good_speech(), ACX_RATE, None, vbr_quality=0)
    report = check_acx_file(path)
    assert report.bitrate_mode == "VBR"
    if HAVE_FFPROBE:
        assert len(ffprobe_packet_kbps(path)) > 1  # ffprobe sees frames of several bit rates
        # The average, as ffprobe reads it from the Xing header.
        assert report.bit_rate_kbps == pytest.approx(ffprobe(path)["bit_rate"] / 1000, rel=0.03)
    assert failures(report)["constant bit rate"] == (
        "The file has a variable bit rate; ACX needs a constant bit rate: choose the ACX "
        "preset or set a constant bit rate of 192 kbps."
    )
    assert not {"RMS", "peak", "noise floor", "sample rate"} & set(failures(report))


def test_an_average_bit_rate_in_lames_tag_fails_though_the_frames_agree(tmp_path: Path) -> None:
    """LAME's tag (after the Info header) says how the file was encoded; ABR at 192 kbps
    can give frames of one bit rate, and ACX still wants CBR."""
    path = write_mp3(tmp_path / "a.mp3", good_speech(), ACX_RATE, 192)
    data = bytearray(path.read_bytes())
    info = data.index(b"Info")
    flags = int.from_bytes(data[info + 4 : info + 8], "big")
    # The optional fields the flags announce: frames, bytes, table of contents, VBR scale.
    tag = info + 8 + sum(size for bit, size in ((1, 4), (2, 4), (4, 100), (8, 4)) if flags & bit)
    data[tag : tag + 10] = b"LAME3.100" + bytes([0x02])  # revision 0, VBR method 2: ABR
    path.write_bytes(bytes(data))
    frames = scan_mp3(path)
    assert frames is not None and frames.encoder_mode == "ABR"
    report = check_acx_file(path)
    assert report.bitrate_mode == "ABR" and report.bit_rate_kbps == 192
    assert failures(report) == {
        "constant bit rate": "The file has an average bit rate; ACX needs a constant bit "
        "rate: choose the ACX preset or set a constant bit rate of 192 kbps."
    }


def test_stereo_next_to_mono_fails_on_its_channels(tmp_path: Path) -> None:
    one = write_mp3(tmp_path / "01-one.mp3", good_speech(), ACX_RATE, 192)
    two = write_mp3(tmp_path / "02-two.mp3", good_speech(), ACX_RATE, 192)
    three = write_mp3(tmp_path / "03-three.mp3", good_speech(channels=2), ACX_RATE, 192)
    reports = dict(check_acx_files([(p.name, p) for p in (one, two, three)]))
    assert reports["03-three.mp3"].channels == 2
    assert failures(reports["03-three.mp3"]) == {
        "channels": "The file is stereo but 01-one.mp3 is mono; ACX needs every file of a "
        "book alike: export them all with the same settings."
    }
    assert reports["01-one.mp3"].passed and reports["02-two.mp3"].passed
    # One stereo file on its own is fine.
    assert check_acx_file(three).passed


def _sine_file(tmp_path: Path, name: str, rms_db: float, spikes: float = 0.0) -> Path:
    """A sine at ``rms_db`` over the whole file (room tone included), optional spikes."""
    rate = ACX_RATE
    t = np.arange(6 * rate) / rate
    # The sine's own RMS, so that with 2.75 s of silence the whole file reads rms_db.
    amplitude = np.sqrt(2) * 10 ** (rms_db / 20) * np.sqrt(8.75 / 6)
    tone = amplitude * np.sin(2 * np.pi * 330 * t)
    if spikes:
        tone[:: rate // 2] = spikes
    audio = np.concatenate([np.zeros(int(0.75 * rate)), tone, np.zeros(2 * rate)])
    return write_mp3(tmp_path / name, audio.astype(np.float32), rate, 192)


def test_too_loud_and_too_quiet_fail_on_their_rms(tmp_path: Path) -> None:
    loud = check_acx_file(_sine_file(tmp_path, "loud.mp3", -14.0))
    quiet = check_acx_file(_sine_file(tmp_path, "quiet.mp3", -27.0))
    # LAME at 192 kbps plays back a few tenths of a dB under what it was given: the
    # figure is the file's.
    assert loud.rms_db == pytest.approx(-14.0, abs=0.5)
    assert quiet.rms_db == pytest.approx(-27.0, abs=0.5)
    for report in (loud, quiet):
        assert failures(report) == {
            "RMS": f"The RMS is {report.rms_db:.1f} dB; ACX needs -23 to -18 dB: choose the "
            "ACX preset, which normalises to it."
        }


def test_high_peaks_fail_on_their_peak(tmp_path: Path) -> None:
    report = check_acx_file(_sine_file(tmp_path, "peaky.mp3", -20.0, spikes=0.9))
    assert report.peak_db > -3.0
    assert list(failures(report)) == ["peak"]
    assert failures(report)["peak"] == (
        f"The peak is {report.peak_db:.1f} dB; ACX needs at most -3 dB: choose the ACX preset, "
        "which limits peaks to -3.5 dB."
    )


def test_a_noisy_file_fails_on_its_noise_floor(tmp_path: Path) -> None:
    audio = good_speech()
    hiss = np.random.default_rng(5).standard_normal(len(audio)) * 10 ** (-50 / 20)
    report = check_acx_file(write_mp3(tmp_path / "a.mp3", audio + hiss, ACX_RATE, 192))
    assert report.noise_floor_db == pytest.approx(-50.0, abs=1.0)
    assert failures(report)["noise floor"] == (
        f"The noise floor is {report.noise_floor_db:.1f} dB; ACX needs at most -60 dB: "
        "record or render with less background noise."
    )


def test_no_room_tone_fails_at_the_head_and_the_tail(tmp_path: Path) -> None:
    audio = good_speech()[int(0.75 * ACX_RATE) : -2 * ACX_RATE] * 0.7
    report = check_acx_file(write_mp3(tmp_path / "a.mp3", audio, ACX_RATE, 192))
    found = failures(report)
    assert found["head room tone"].startswith(
        f"The head has {report.head_seconds:.2f} s of room tone; ACX needs 0.5-1 s: "
        "choose the ACX preset or set 0.75 s of silence at the head"
    )
    assert found["tail room tone"].startswith(
        f"The tail has {report.tail_seconds:.2f} s of room tone; ACX needs 1-5 s: "
        "choose the ACX preset or set 2 s of silence at the tail"
    )


def test_a_file_over_the_length_limit_fails_on_its_length(tmp_path: Path) -> None:
    # 120 minutes of audio is not written here: the same check with a limit of 6 s.
    path = write_mp3(tmp_path / "a.mp3", good_speech(), ACX_RATE, 192)
    assert check_acx_file(path).passed
    report = check_acx_file(path, max_minutes=0.1)
    assert report.seconds == pytest.approx(8.75, abs=0.05)
    assert failures(report) == {
        "length": "The file is 0.15 minutes long; ACX takes at most 0.1 minutes a file: "
        "export one file per chapter."
    }


# ---------------------------------------------------------------- the frame headers


def test_frame_scan_sees_every_frame_and_the_info_header(tmp_path: Path) -> None:
    cbr = scan_mp3(write_mp3(tmp_path / "cbr.mp3", good_speech(), ACX_RATE, 192))
    vbr = scan_mp3(write_mp3(tmp_path / "vbr.mp3", good_speech(), ACX_RATE, None))
    assert cbr is not None and vbr is not None
    assert cbr.header == "Info" and set(cbr.bit_rates) == {192}
    assert vbr.header == "Xing" and len(vbr.bit_rates) > 1
    # FFmpeg's word on each (its Xing header has a VBR scale; its tag is not LAME's).
    assert (cbr.encoder_mode, vbr.encoder_mode) == ("CBR", "VBR")
    # 8.75 s at 1152 samples a frame, give or take the encoder's delay and padding.
    assert cbr.frames == pytest.approx(8.75 * ACX_RATE / 1152, abs=3)
    assert (cbr.sample_rate, cbr.channels) == (ACX_RATE, 1)
    flac = tmp_path / "a.flac"
    sf.write(str(flac), good_speech(), ACX_RATE)
    assert scan_mp3(flac) is None
