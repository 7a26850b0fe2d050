"""The ACX check of a file as written: decoded again, its headers and frames read.

What is checked is what a listener (and ACX's own checker) gets: the file is
decoded by FFmpeg (PyAV) and measured as it plays, so an encoder that raised
the peaks or a writer that kept the takes' 24 kHz shows. The format, sample
rate and channels come from the container; an MP3's bit rate from its
Xing/Info header and LAME's tag (the encoder's word on CBR or VBR) and from
every frame header (whether it really is constant), both read by
``mp3_frames``. No ffprobe: it may not be installed.

``check_acx_files`` checks the files of one export together, since ACX wants
every file of a book mono, or every one stereo.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from studio.core.exports.mp3_frames import Mp3Frames, scan_mp3
from studio.core.sound.acx import (
    ACX_SAMPLE_RATE,
    MAX_FILE_MINUTES,
    MIN_BIT_RATE_KBPS,
    AcxCheck,
    AcxReport,
    LevelMeter,
    Levels,
    acx_check,
    level_checks,
    number,
    said,
)
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said

_LABELS = {"mp3": "MP3", "flac": "FLAC", "wav": "WAV", "ogg": "OGG"}
CHANNELS = "channels"


class CheckCancelled(Exception):
    """The cancel event was set while a file was being read back."""


@dataclass(frozen=True)
class Decoded:
    """What decoding a file found: its container, rate, channels and levels."""

    container: str
    sample_rate: int
    channels: int
    levels: Levels

    @property
    def seconds(self) -> float:
        return self.levels.num_samples / self.sample_rate if self.sample_rate else 0.0


def decode_levels(path: Path, cancel: threading.Event | None = None) -> Decoded:
    """Decode ``path`` with PyAV and measure it as it decodes (never all of it in memory)."""
    import av

    try:
        with av.open(str(path)) as container:
            if not container.streams.audio:
                raise OutputError(
                    QT_TRANSLATE_NOOP("StudioError", "{0} has no audio to check; export it again."),
                    path.name,
                )
            stream = container.streams.audio[0]
            rate = int(stream.rate)
            name = str(container.format.name)
            label = _LABELS.get(name) or ("M4B" if "mp4" in name else name.upper())
            # Planar float at the file's own rate and layout: a sample format
            # change only, so what is measured is what was decoded.
            resampler = av.AudioResampler(format="fltp", layout=stream.layout, rate=rate)
            meter = LevelMeter(rate)
            channels = stream.channels
            for count, frame in enumerate(container.decode(stream)):
                if cancel is not None and count % 256 == 0 and cancel.is_set():
                    raise CheckCancelled
                for out in resampler.resample(frame):
                    meter.feed(out.to_ndarray())
            for out in resampler.resample(None):
                meter.feed(out.to_ndarray())
    except av.FFmpegError as exc:
        raise OutputError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Cannot read {0} back to check it against ACX ({1}); export it again.",
            ),
            path.name,
            str(exc),
        ) from exc
    return Decoded(label, rate, channels, meter.levels())


def _kilohertz(rate: int) -> Said:
    """``f"{rate / 1000:g} kHz"``, its number as the window's locale writes it."""
    return said("{0} kHz", number(rate / 1000))


def _channel_word(channels: int) -> Said:
    if channels == 1:
        return said(QT_TRANSLATE_NOOP("Acx", "mono"))
    if channels == 2:
        return said(QT_TRANSLATE_NOOP("Acx", "stereo"))
    return said(QT_TRANSLATE_NOOP("Acx", "{0} channels"), channels)


def _format_checks(path: Path, decoded: Decoded) -> tuple[list[AcxCheck], float | None, str]:
    """Sample rate, MP3, bit rate and constant bit rate; with the bit rate and its mode."""
    rate = decoded.sample_rate
    rate_ok = rate == ACX_SAMPLE_RATE
    checks = [
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "sample rate")),
            float(rate),
            _kilohertz(ACX_SAMPLE_RATE),
            rate_ok,
            None
            if rate_ok
            else said(
                QT_TRANSLATE_NOOP(
                    "Acx",
                    "The file is {0}; ACX needs {1}: choose the ACX preset or set the sample "
                    "rate to {2}.",
                ),
                _kilohertz(rate),
                _kilohertz(ACX_SAMPLE_RATE),
                ACX_SAMPLE_RATE,
            ),
            "Hz",
        )
    ]
    is_mp3 = decoded.container == "MP3"
    checks.append(
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "format")),
            1.0 if is_mp3 else 0.0,
            said("MP3"),
            is_mp3,
            None
            if is_mp3
            else said(
                QT_TRANSLATE_NOOP(
                    "Acx",
                    "The file is {0}; ACX needs MP3 at a constant bit rate of {1} kbps or more: "
                    "choose the ACX preset or set the format to MP3.",
                ),
                decoded.container,
                MIN_BIT_RATE_KBPS,
            ),
            "",
            decoded.container,
        )
    )
    if not is_mp3:
        return checks, None, ""
    frames = scan_mp3(path)
    if frames is None or not frames.frames:
        raise OutputError(
            QT_TRANSLATE_NOOP("StudioError", "{0} holds no MP3 frames to check; export it again."),
            path.name,
        )
    mode = _bitrate_mode(frames)
    kbps = frames.mean_kbps
    kbps_ok = round(kbps) >= MIN_BIT_RATE_KBPS
    checks.append(
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "bit rate")),
            kbps,
            said(QT_TRANSLATE_NOOP("Acx", "at least {0} kbps"), MIN_BIT_RATE_KBPS),
            kbps_ok,
            None
            if kbps_ok
            else said(
                QT_TRANSLATE_NOOP(
                    "Acx",
                    "The file is {0:.0f} kbps; ACX needs {1} kbps or more: choose the ACX "
                    "preset or set the bit rate to {1} kbps.",
                ),
                kbps,
                MIN_BIT_RATE_KBPS,
            ),
            "kbps",
        )
    )
    constant = mode == "CBR"
    advice: Said | None = None
    if mode == "ABR":
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "The file has an average bit rate; ACX needs a constant bit rate: choose the "
                "ACX preset or set a constant bit rate of {0} kbps.",
            ),
            MIN_BIT_RATE_KBPS,
        )
    elif not constant:
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "The file has a variable bit rate; ACX needs a constant bit rate: choose the "
                "ACX preset or set a constant bit rate of {0} kbps.",
            ),
            MIN_BIT_RATE_KBPS,
        )
    checks.append(
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "constant bit rate")),
            1.0 if constant else 0.0,
            said("CBR"),
            constant,
            advice,
            "",
            mode,
        )
    )
    return checks, kbps, mode


def _bitrate_mode(frames: Mp3Frames) -> str:
    """CBR only when the headers do not say otherwise and every frame has one bit rate."""
    if frames.encoder_mode == "ABR":
        return "ABR"
    if frames.encoder_mode == "VBR" or not frames.constant:
        return "VBR"
    return "CBR"


def _channels_check(channels: int, other: tuple[str, int] | None = None) -> AcxCheck:
    """Passes alone; fails when ``other`` (a file of the same export) has other channels."""
    advice: Said | None = None
    if other is not None:
        name, theirs = other
        advice = said(
            QT_TRANSLATE_NOOP(
                "Acx",
                "The file is {0} but {1} is {2}; ACX needs every file of a book alike: export "
                "them all with the same settings.",
            ),
            _channel_word(channels),
            name,
            _channel_word(theirs),
        )
    return acx_check(
        said(QT_TRANSLATE_NOOP("Acx", "channels")),
        float(channels),
        said(QT_TRANSLATE_NOOP("Acx", "alike in every file")),
        other is None,
        advice,
        "",
        _channel_word(channels),
    )


def _minutes(value: float) -> Said:
    return said("{0:.1f}", value) if value >= 1 else said("{0:.2f}", value)


def check_acx_file(
    path: Path,
    *,
    max_minutes: float = MAX_FILE_MINUTES,
    cancel: threading.Event | None = None,
) -> AcxReport:
    """Every ACX requirement of one file, read back from ``path``.

    ``max_minutes`` is ACX's limit; tests pass a smaller one rather than write
    two hours of audio. Raises OutputError when the file cannot be read back,
    CheckCancelled when ``cancel`` is set.
    """
    decoded = decode_levels(path, cancel)
    checks, kbps, mode = _format_checks(path, decoded)
    checks.append(_channels_check(decoded.channels))
    levels = decoded.levels
    checks.extend(level_checks(levels))
    minutes = decoded.seconds / 60
    short = minutes <= max_minutes
    checks.append(
        acx_check(
            said(QT_TRANSLATE_NOOP("Acx", "length")),
            minutes,
            said(QT_TRANSLATE_NOOP("Acx", "at most {0} min"), number(max_minutes)),
            short,
            None
            if short
            else said(
                QT_TRANSLATE_NOOP(
                    "Acx",
                    "The file is {0} minutes long; ACX takes at most {1} minutes a file: export "
                    "one file per chapter.",
                ),
                _minutes(minutes),
                number(max_minutes),
            ),
            "min",
        )
    )
    return AcxReport(
        levels.rms_db,
        levels.peak_db,
        levels.noise_floor_db,
        levels.head_seconds,
        levels.tail_seconds,
        tuple(checks),
        sample_rate=decoded.sample_rate,
        channels=decoded.channels,
        seconds=decoded.seconds,
        container=decoded.container,
        bit_rate_kbps=kbps,
        bitrate_mode=mode,
    )


def check_acx_files(
    files: Sequence[tuple[str, Path]],
    *,
    max_minutes: float = MAX_FILE_MINUTES,
    cancel: threading.Event | None = None,
) -> list[tuple[str, AcxReport]]:
    """(name, report) of every file of one export, ``files`` as (name shown, path to read).

    The channels every file should have are those most files have (the first
    file's on a tie); a file with others fails, naming one that has them.
    """
    reports = [
        (name, check_acx_file(path, max_minutes=max_minutes, cancel=cancel)) for name, path in files
    ]
    if len({report.channels for _, report in reports}) <= 1:
        return reports
    counts = Counter(report.channels for _, report in reports)
    order = [report.channels for _, report in reports]
    usual = max(counts, key=lambda channels: (counts[channels], -order.index(channels)))
    example = next(name for name, report in reports if report.channels == usual)
    checked: list[tuple[str, AcxReport]] = []
    for name, report in reports:
        if report.channels != usual:
            checks = tuple(
                _channels_check(report.channels, (example, usual)) if c.name == CHANNELS else c
                for c in report.checks
            )
            report = replace(report, checks=checks)
        checked.append((name, report))
    return checked


__all__ = ["CheckCancelled", "Decoded", "check_acx_file", "check_acx_files", "decode_levels"]
