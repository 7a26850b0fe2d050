"""The export's audio formats, what this installation can write, and loudness presets.

libsndfile writes WAV, FLAC and OGG; PyAV (its bundled FFmpeg) encodes M4B
(AAC) and MP3 (LAME), which take a bit rate: MP3 at a constant one when it
is given (what ACX asks for), LAME's variable bit rate otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import soundfile as sf

from studio.core.exports.audiobook import mp3_problem, pyav_problem
from studio.errors import QT_TRANSLATE_NOOP, StudioError


@dataclass(frozen=True)
class AudioFormat:
    name: str
    container: str
    subtype: str
    extension: str
    label: str
    # Lossy codecs may reshape peaks by a fraction of a dB and pad the length.
    lossy: bool = False


FORMATS: dict[str, AudioFormat] = {
    f.name: f
    for f in (
        AudioFormat("wav", "WAV", "PCM_16", "wav", "WAV 16-bit"),
        AudioFormat("wav24", "WAV", "PCM_24", "wav", "WAV 24-bit"),
        AudioFormat("wav-float", "WAV", "FLOAT", "wav", "WAV 32-bit float"),
        AudioFormat("flac", "FLAC", "PCM_16", "flac", "FLAC 16-bit"),
        AudioFormat("flac24", "FLAC", "PCM_24", "flac", "FLAC 24-bit"),
        AudioFormat("ogg", "OGG", "VORBIS", "ogg", "OGG Vorbis", lossy=True),
        AudioFormat("mp3", "MP3", "MPEG_LAYER_III", "mp3", "MP3", lossy=True),
        AudioFormat("m4b", "M4B", "AAC", "m4b", "M4B audiobook (AAC)", lossy=True),
    )
}
_BY_EXTENSION = {
    "wav": "wav",
    "flac": "flac",
    "ogg": "ogg",
    "oga": "ogg",
    "mp3": "mp3",
    "m4b": "m4b",
}
# Formats whose files carry chapter marks and book tags.
CHAPTER_FORMATS = ("mp3", "m4b")
# Formats PyAV encodes (the rest are libsndfile's).
PYAV_FORMATS = ("mp3", "m4b")
MP3_RATES = (8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000)
# The constant bit rates (kbps) an MP3 frame can have: MPEG-1 (32 kHz and up),
# and MPEG-2 and 2.5 (the lower rates).
MP3_BIT_RATES = (32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320)
MP3_LOW_RATE_BIT_RATES = (8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160)

# (target LUFS, true-peak ceiling dBTP). Podcast and EBU R128 broadcast use
# -1 dBTP; ACX audiobooks ask for peaks under -3 dB.
LOUDNESS_PRESETS: dict[str, tuple[float, float]] = {
    "podcast": (-16.0, -1.0),
    "broadcast": (-23.0, -1.0),
    "audiobook": (-19.0, -3.0),
}


def format_for(name_or_path: str) -> AudioFormat:
    """A format by name (``flac``, ``wav24``...) or by a file's extension."""
    key = name_or_path.lower()
    if key not in FORMATS:
        key = _BY_EXTENSION.get(Path(key).suffix.lstrip("."), "")
    if key not in FORMATS:
        names = ", ".join(FORMATS)
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "Unknown audio format {0!r}; use one of {1}."),
            name_or_path,
            names,
        )
    return FORMATS[key]


def mp3_bit_rates(sample_rate: int) -> tuple[int, ...]:
    """The constant bit rates an MP3 at ``sample_rate`` can have."""
    return MP3_BIT_RATES if sample_rate >= 32000 else MP3_LOW_RATE_BIT_RATES


def format_problem(fmt: AudioFormat, sample_rate: int, bit_rate: int | None = None) -> str | None:
    """Why this installation cannot write ``fmt`` at ``sample_rate`` (and the MP3
    ``bit_rate`` in kbps, None for a variable one), or None."""
    if fmt.container == "M4B":
        return pyav_problem()
    if fmt.name == "mp3":
        if sample_rate not in MP3_RATES:
            rates = ", ".join(str(r) for r in MP3_RATES)
            return f"MP3 cannot store {sample_rate} Hz audio; choose a sample rate of {rates}."
        allowed = mp3_bit_rates(sample_rate)
        if bit_rate is not None and bit_rate not in allowed:
            if bit_rate > allowed[-1]:
                return (
                    f"MP3 at {sample_rate} Hz can be at most {allowed[-1]} kbps; choose a "
                    f"sample rate of 32000 Hz or more for {bit_rate} kbps."
                )
            listed = ", ".join(str(k) for k in allowed)
            return f"MP3 has no {bit_rate} kbps bit rate at {sample_rate} Hz; choose {listed}."
        return mp3_problem()
    if fmt.container not in sf.available_formats() or fmt.subtype not in sf.available_subtypes(
        fmt.container
    ):
        return (
            f"The installed libsndfile ({sf.__libsndfile_version__}) cannot write {fmt.label}; "
            "choose FLAC, WAV or OGG, or install libsndfile 1.1 or newer."
        )
    return None


def loudness_target(value: str) -> tuple[float, float | None]:
    """``podcast`` / ``broadcast`` / ``audiobook`` or a number in LUFS -> (target, ceiling)."""
    preset = LOUDNESS_PRESETS.get(value.strip().lower())
    if preset is not None:
        return preset
    try:
        target = float(value)
    except ValueError:
        names = ", ".join(LOUDNESS_PRESETS)
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Loudness {0!r} is neither a number in LUFS nor one of {1}."
            ),
            value,
            names,
        ) from None
    if not -70.0 <= target <= 0.0:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Loudness {0} LUFS is out of range; use -70 to 0 (e.g. -16)."
            ),
            target,
        )
    return target, None


__all__ = [
    "AudioFormat",
    "CHAPTER_FORMATS",
    "FORMATS",
    "LOUDNESS_PRESETS",
    "MP3_BIT_RATES",
    "MP3_RATES",
    "PYAV_FORMATS",
    "format_for",
    "format_problem",
    "loudness_target",
    "mp3_bit_rates",
]
