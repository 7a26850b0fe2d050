"""What an export is asked to do: the settings a project keeps, one request, the ACX preset."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from studio.core.files.replacing import OnExisting
from studio.core.sound.acx import (
    ACX_HEAD_SECONDS,
    ACX_SAMPLE_RATE,
    ACX_TAIL_SECONDS,
    MIN_BIT_RATE_KBPS,
)

ACX_FORMAT = "mp3"
ACX_BIT_RATE = MIN_BIT_RATE_KBPS


@dataclass(frozen=True)
class ExportSettings:
    """Export choices kept in the project (and defaults for the CLI)."""

    format: str = "flac"
    sample_rate: int | None = None  # None: the takes' own rate
    loudness: float | None = None  # LUFS target; None: no normalisation
    true_peak: float = -1.0  # dBTP ceiling, used when normalising
    fade_ms: float = 5.0
    title: str = ""
    artist: str = ""  # the author, for audiobooks
    cover: str = ""  # a JPEG or PNG file for M4B and MP3 ("" for none)
    head_seconds: float = 0.0  # silence before the first line of each file
    tail_seconds: float = 0.0  # silence after the last line of each file
    # Normalise to meet ACX (RMS -23 to -18 dB, peaks under -3 dB) instead of
    # ``loudness``, and check every file written against ACX.
    acx: bool = False
    # MP3 only: a constant bit rate in kbps; None for LAME's variable bit rate.
    bit_rate: int | None = None


def acx_preset(settings: ExportSettings) -> ExportSettings:
    """``settings`` with everything ACX asks for: MP3 at 44.1 kHz and a constant 192 kbps
    (a higher bit rate already chosen is kept), its levels, room tone and the check."""
    bit_rate = settings.bit_rate if (settings.bit_rate or 0) >= ACX_BIT_RATE else ACX_BIT_RATE
    return replace(
        settings,
        format=ACX_FORMAT,
        sample_rate=ACX_SAMPLE_RATE,
        bit_rate=bit_rate,
        acx=True,
        head_seconds=ACX_HEAD_SECONDS,
        tail_seconds=ACX_TAIL_SECONDS,
    )


@dataclass(frozen=True)
class ExportRequest:
    """One export: what to write where. Paths left None are not written."""

    out: Path | None = None
    settings: ExportSettings = ExportSettings()
    line_ids: tuple[str, ...] | None = None  # None: every line
    gap: float | None = None  # overrides the project's default gap (line overrides still win)
    srt: Path | None = None
    vtt: Path | None = None
    labels: Path | None = None
    # The subtitles and labels word by word (the takes' word checks), karaoke WebVTT.
    word_timing: bool = False
    stems_dir: Path | None = None
    chapters_dir: Path | None = None  # one file per chapter, in the export format
    check_acx: bool = False  # report ACX figures of every audio file (always with settings.acx)
    # A file already at one of the paths: refused before any work (naming it), overwritten,
    # or moved to the trash as the new one takes its place.
    on_existing: OnExisting = "refuse"
    # The book's name when the settings give no title (the project folder's stem): every
    # file's album, so players keep a book's chapter files together.
    book_name: str = ""
    # What the licences of the models that spoke the takes ask to be credited (pocket-tts's
    # weights: CC-BY-4.0, Kyutai): every audio file's comment tag. The caller knows the
    # models (studio.engines.credits.with_credit); "" writes no comment.
    credit: str = ""

    @property
    def album(self) -> str:
        return self.settings.title or self.book_name


__all__ = [
    "ACX_BIT_RATE",
    "ACX_FORMAT",
    "ExportRequest",
    "ExportSettings",
    "acx_preset",
]
