"""The sentences the voice windows show: cache state, measurements, regions."""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QCoreApplication

from studio.core.document import VoiceEntry
from studio.core.sound.reference_analysis import ReferenceAnalysis
from studio.core.sound.vad import Region
from studio.ui.base.i18n import localized
from studio.ui.session.jobs import LibraryVoiceCache
from studio.ui.session.voices import VoiceState

KEY_CHARS = 8


def short_key(key: str) -> str:
    return key[:KEY_CHARS]


def region_text(region: Region) -> str:
    return localized(
        QCoreApplication.translate("VoiceStatus", "{0:.2f}–{1:.2f} s ({2:.2f} s)"),
        region.start,
        region.end,
        region.seconds,
    )


def cache_line(state: VoiceState | None, entry: VoiceEntry | None) -> str:
    """Which prompt key the voice has now and where its state is (or that it is being built)."""
    if state is None or state.status == "loading":
        return QCoreApplication.translate("VoiceStatus", "Preparing the voice…")
    if state.status == "failed":
        return QCoreApplication.translate("VoiceStatus", "The voice could not be loaded.")
    if state.status == "waiting":
        return QCoreApplication.translate(
            "VoiceStatus", "Waiting for a model: the voice is prepared when one is loaded."
        )
    key = short_key(entry.prompt_key) if entry is not None else ""
    prefix = (
        QCoreApplication.translate("VoiceStatus", "Prompt key {0}").format(key)
        if key
        else QCoreApplication.translate("VoiceStatus", "Prompt key")
    )
    cache = state.cache
    if cache is not None and cache.building:
        elapsed = time.monotonic() - (state.building_since or time.monotonic())
        return localized(
            QCoreApplication.translate("VoiceStatus", "{0}: building the prompt state… {1:.1f} s"),
            prefix,
            elapsed,
        )
    if cache is None or cache.where is None:
        return QCoreApplication.translate(
            "VoiceStatus", "{0}: not built yet (the clone check or the first line builds it)"
        ).format(prefix)
    parts = [
        QCoreApplication.translate("VoiceStatus", "in memory")
        if cache.where == "memory"
        else QCoreApplication.translate("VoiceStatus", "on disk")
    ]
    if cache.nbytes is not None:
        parts.append(
            localized(
                QCoreApplication.translate("VoiceStatus", "{0:.1f} MB"), cache.nbytes / (1 << 20)
            )
        )
    if cache.build_ms is not None:
        parts.append(
            localized(
                QCoreApplication.translate("VoiceStatus", "built in {0:.0f} ms"), cache.build_ms
            )
        )
    return QCoreApplication.translate("VoiceStatus", "{0}: {1}").format(prefix, " · ".join(parts))


def library_cache_text(status: LibraryVoiceCache | None, asking: bool) -> str:
    """A library voice's cache column: asked of the worker just now, its answer, or unknown."""
    if asking:
        return QCoreApplication.translate("VoiceStatus", "Checking…")
    if status is None:
        return "—"
    if status.error:
        return QCoreApplication.translate("VoiceStatus", "Unknown")
    if status.where == "memory":
        return QCoreApplication.translate("VoiceStatus", "In memory")
    if status.where == "disk":
        return QCoreApplication.translate("VoiceStatus", "On disk")
    return QCoreApplication.translate("VoiceStatus", "Not built")


def analysis_summary(analysis: ReferenceAnalysis) -> str:
    """One line of measurements: speech, noise, loudness, peak."""
    parts = [
        localized(
            QCoreApplication.translate("VoiceStatus", "speech {0:.1f} s of {1:.1f} s"),
            analysis.speech_seconds,
            analysis.seconds,
        )
    ]
    if analysis.snr_db is not None:
        parts.append(
            localized(
                QCoreApplication.translate("VoiceStatus", "speech {0:.0f} dB above the noise"),
                analysis.snr_db,
            )
        )
    if analysis.loudness_lufs is not None:
        parts.append(
            localized(
                QCoreApplication.translate("VoiceStatus", "{0:.0f} LUFS"), analysis.loudness_lufs
            )
        )
    if math.isfinite(analysis.peak_dbfs):
        parts.append(
            localized(
                QCoreApplication.translate("VoiceStatus", "peak {0:.1f} dBFS"), analysis.peak_dbfs
            )
        )
    return " · ".join(parts)


__all__ = [
    "analysis_summary",
    "cache_line",
    "library_cache_text",
    "region_text",
    "short_key",
]
