"""The app's one settings store: typed access to QSettings, every key spelled here.

Window state (geometry, splitter) is kept apart from the user's choices (last
folders, recent projects, export choices). The store carries a schema version;
``MIGRATIONS`` turns an older layout into the current one when it is opened.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from studio.core.sound.voice_similarity import DEFAULT_MIN_SIMILARITY
from studio.engines.info import COMPILE_CHOICES
from studio.serve.keys import is_key_digest, key_digest
from studio.ui.base.settings_types import ExportChoices, ServeChoices, to_bool, to_float, to_int

ORGANIZATION = "voice-studio"
APPLICATION = "voice-studio"
MAX_RECENT = 10
# Often enough that a crash loses seconds of work, rarely enough that the
# snapshot writes (new take audio only) go unnoticed.
DEFAULT_AUTOSAVE_S = 5.0
DEFAULT_MEMORY_MB = 512
DEFAULT_DISK_GB = 4.0


SCHEMA_VERSION = 2
SCHEMA_KEY = "meta/schema"
# Side files of an export, remembered with their own on/off and path.
EXPORT_SIDE_FILES = ("srt", "vtt", "labels", "stems", "chapters")
# The window's colour scheme: the desktop's, or one chosen in Preferences.
COLOR_SCHEMES = ("system", "light", "dark")


def _migrate_1_to_2(s: QSettings) -> None:
    # Version 1 saved a main-window state that nothing ever restored.
    s.remove("window/state")


# version -> the step that turns that version into the next one.
MIGRATIONS: dict[int, Callable[[QSettings], None]] = {1: _migrate_1_to_2}


class Settings:
    """A thin typed layer over QSettings; every key is spelled once, here."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._s = qsettings or QSettings(ORGANIZATION, APPLICATION)
        self._migrate()

    def _migrate(self) -> None:
        stored = self._s.value(SCHEMA_KEY)
        if stored is None:
            # A store from before versions were kept, or a new one.
            version = 1 if self._s.allKeys() else SCHEMA_VERSION
        else:
            version = to_int(stored, SCHEMA_VERSION)
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](self._s)
            version += 1
        # A newer store is left as it is: its keys are read where they still fit.
        if version <= SCHEMA_VERSION:
            self._s.setValue(SCHEMA_KEY, SCHEMA_VERSION)

    def _bool(self, key: str, default: bool) -> bool:
        return to_bool(self._s.value(key, default))

    def _str(self, key: str, default: str) -> str:
        value = self._s.value(key, default)
        return value if isinstance(value, str) else default

    def _bytes(self, key: str) -> QByteArray | None:
        value = self._s.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def last_voice_dir(self) -> str:
        return self._str("folders/voices", str(Path.home()))

    @last_voice_dir.setter
    def last_voice_dir(self, value: str) -> None:
        self._s.setValue("folders/voices", value)

    @property
    def last_script_dir(self) -> str:
        return self._str("folders/scripts", str(Path.home()))

    @last_script_dir.setter
    def last_script_dir(self, value: str) -> None:
        self._s.setValue("folders/scripts", value)

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._s.setValue("window/geometry", value)

    @property
    def splitter_state(self) -> QByteArray | None:
        return self._bytes("window/splitter")

    @splitter_state.setter
    def splitter_state(self, value: QByteArray) -> None:
        self._s.setValue("window/splitter", value)

    @property
    def last_project_dir(self) -> str:
        return self._str("folders/projects", str(Path.home()))

    @last_project_dir.setter
    def last_project_dir(self, value: str) -> None:
        self._s.setValue("folders/projects", value)

    @property
    def recent_projects(self) -> list[str]:
        value = self._s.value("projects/recent", [])
        # QSettings hands back a plain string for a one-item list in INI files.
        items: list[object] = [value] if isinstance(value, str) else list(value or [])  # type: ignore[call-overload]
        return [item for item in items if isinstance(item, str) and item]

    @recent_projects.setter
    def recent_projects(self, value: list[str]) -> None:
        self._s.setValue("projects/recent", list(value[:MAX_RECENT]))

    def add_recent_project(self, path: str) -> None:
        recent = [path] + [p for p in self.recent_projects if p != path]
        self.recent_projects = recent

    @property
    def autosave_seconds(self) -> float:
        value = self._s.value("projects/autosave_seconds", DEFAULT_AUTOSAVE_S)
        try:
            return max(0.05, float(value))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return DEFAULT_AUTOSAVE_S

    @autosave_seconds.setter
    def autosave_seconds(self, value: float) -> None:
        self._s.setValue("projects/autosave_seconds", float(value))

    @property
    def auto_render(self) -> bool:
        return self._bool("render/auto", False)

    @auto_render.setter
    def auto_render(self, value: bool) -> None:
        self._s.setValue("render/auto", bool(value))

    # --- the model in use (remembered; command-line flags override one run) ---

    @property
    def engine_id(self) -> str | None:
        return self._opt_str("engine/id")

    @engine_id.setter
    def engine_id(self, value: str) -> None:
        self._s.setValue("engine/id", value)

    @property
    def model_spec(self) -> str | None:
        return self._opt_str("engine/model")

    @model_spec.setter
    def model_spec(self, value: str) -> None:
        self._s.setValue("engine/model", value)

    @property
    def device(self) -> str:
        return self._str("engine/device", "auto")

    @device.setter
    def device(self, value: str) -> None:
        self._s.setValue("engine/device", value)

    @property
    def threads(self) -> int | None:
        """CPU threads for the model; None: the engine's own choice."""
        value = to_int(self._s.value("engine/threads", 0), 0)
        return value if value > 0 else None

    @threads.setter
    def threads(self, value: int | None) -> None:
        self._s.setValue("engine/threads", value or 0)

    @property
    def batch_size(self) -> int | None:
        """Lines of one voice rendered together in bulk work; None: measured."""
        value = to_int(self._s.value("engine/batch", 0), 0)
        return value if value > 0 else None

    @batch_size.setter
    def batch_size(self, value: int | None) -> None:
        self._s.setValue("engine/batch", value or 0)

    @property
    def compile_model(self) -> str:
        """Whether the model is compiled (torch.compile): auto, on or off."""
        value = self._str("engine/compile", "auto")
        return value if value in COMPILE_CHOICES else "auto"

    @compile_model.setter
    def compile_model(self, value: str) -> None:
        self._s.setValue("engine/compile", value)

    # --- preferences ---

    @property
    def memory_cache_mb(self) -> int:
        return max(16, to_int(self._s.value("cache/memory_mb", DEFAULT_MEMORY_MB), 0) or 16)

    @memory_cache_mb.setter
    def memory_cache_mb(self, value: int) -> None:
        self._s.setValue("cache/memory_mb", int(value))

    @property
    def disk_cache_dir(self) -> str:
        """ "" means the default folder (the user's cache folder)."""
        return self._str("cache/disk_dir", "")

    @disk_cache_dir.setter
    def disk_cache_dir(self, value: str) -> None:
        self._s.setValue("cache/disk_dir", value)

    @property
    def disk_cache_gb(self) -> float:
        value = to_float(self._s.value("cache/disk_gb", DEFAULT_DISK_GB))
        return max(0.1, value if value is not None else DEFAULT_DISK_GB)

    @disk_cache_gb.setter
    def disk_cache_gb(self, value: float) -> None:
        self._s.setValue("cache/disk_gb", float(value))

    @property
    def audio_output(self) -> str:
        """The output device's id; "" for the system default."""
        return self._str("audio/output", "")

    @audio_output.setter
    def audio_output(self, value: str) -> None:
        self._s.setValue("audio/output", value)

    @property
    def audio_input(self) -> str:
        """The input device's id; "" for the system default."""
        return self._str("audio/input", "")

    @audio_input.setter
    def audio_input(self, value: str) -> None:
        self._s.setValue("audio/input", value)

    def model_load_seconds(self, what: str) -> float | None:
        """How long loading ``what`` (an engine and its model) took the last time;
        None when it was never loaded here."""
        value = to_float(self._s.value(_load_key(what)))
        return value if value is not None and value >= 0 else None

    def set_model_load_seconds(self, what: str, seconds: float) -> None:
        self._s.setValue(_load_key(what), float(seconds))

    def _opt_str(self, key: str) -> str | None:
        value = self._s.value(key)
        return value if isinstance(value, str) and value else None

    @property
    def hidden_script_columns(self) -> list[str] | None:
        """Names of the script table's hidden columns; None: never chosen (defaults)."""
        if not self._s.contains("script/hidden_columns"):
            return None
        value = self._s.value("script/hidden_columns", [])
        # QSettings hands back a plain string for a one-item list in INI files.
        items: list[object] = [value] if isinstance(value, str) else list(value or [])  # type: ignore[call-overload]
        return [item for item in items if isinstance(item, str) and item]

    @hidden_script_columns.setter
    def hidden_script_columns(self, value: list[str]) -> None:
        # An empty list is stored as a marker so "none hidden" is remembered too.
        self._s.setValue("script/hidden_columns", list(value) or "")

    @property
    def export_choices(self) -> ExportChoices:
        s, g = self._s, "export/"
        default = ExportChoices()
        return ExportChoices(
            out=self._str(g + "out", ""),
            format=self._str(g + "format", default.format),
            sample_rate=to_int(s.value(g + "sample_rate", 0), 0),
            loudness=self._str(g + "loudness", default.loudness),
            lufs=to_float(s.value(g + "lufs")),
            true_peak=to_float(s.value(g + "true_peak")),
            title=self._str(g + "title", ""),
            artist=self._str(g + "artist", ""),
            render_missing=self._bool(g + "render_missing", True),
            stems_selected=self._bool(g + "stems_selected", False),
            side_files={
                key: (self._bool(f"{g}{key}_on", key == "srt"), self._str(g + key, ""))
                for key in EXPORT_SIDE_FILES
            },
        )

    @export_choices.setter
    def export_choices(self, value: ExportChoices) -> None:
        s, g = self._s, "export/"
        s.setValue(g + "out", value.out)
        s.setValue(g + "format", value.format)
        s.setValue(g + "sample_rate", value.sample_rate)
        s.setValue(g + "loudness", value.loudness)
        for key, number in (("lufs", value.lufs), ("true_peak", value.true_peak)):
            if number is None:
                s.remove(g + key)
            else:
                s.setValue(g + key, number)
        s.setValue(g + "title", value.title)
        s.setValue(g + "artist", value.artist)
        s.setValue(g + "render_missing", value.render_missing)
        s.setValue(g + "stems_selected", value.stems_selected)
        for key, (on, path) in value.side_files.items():
            s.setValue(f"{g}{key}_on", on)
            s.setValue(g + key, path)

    @property
    def workbench_geometry(self) -> QByteArray | None:
        return self._bytes("window/workbench")

    @workbench_geometry.setter
    def workbench_geometry(self, value: QByteArray) -> None:
        self._s.setValue("window/workbench", value)

    @property
    def library_geometry(self) -> QByteArray | None:
        return self._bytes("window/library")

    @library_geometry.setter
    def library_geometry(self, value: QByteArray) -> None:
        self._s.setValue("window/library", value)

    @property
    def last_voice_file_dir(self) -> str:
        """Where voice files (.vsvoice) were last exported or imported."""
        return self._str("folders/voice_files", str(Path.home()))

    @last_voice_file_dir.setter
    def last_voice_file_dir(self, value: str) -> None:
        self._s.setValue("folders/voice_files", value)

    @property
    def record_countdown(self) -> int:
        """Seconds counted down before a recording starts (0: none)."""
        return max(0, min(10, to_int(self._s.value("record/countdown", 3), 3)))

    @record_countdown.setter
    def record_countdown(self, value: int) -> None:
        self._s.setValue("record/countdown", int(value))

    # --- appearance ---

    @property
    def color_scheme(self) -> str:
        """ "system" (the desktop's), "light" or "dark"."""
        value = self._str("appearance/color_scheme", "system")
        return value if value in COLOR_SCHEMES else "system"

    @color_scheme.setter
    def color_scheme(self, value: str) -> None:
        self._s.setValue("appearance/color_scheme", value)

    @property
    def language(self) -> str:
        """ "system" (the locale's) or a language code of ``studio.ui.base.i18n.LANGUAGES``;
        a code the studio has no translation for shows English."""
        return self._str("appearance/language", "system") or "system"

    @language.setter
    def language(self, value: str) -> None:
        self._s.setValue("appearance/language", value)

    # --- speech recognition (word checks, transcripts) ---

    @property
    def check_words(self) -> bool:
        """Whether every take is heard and its words compared with the line."""
        return self._bool("checks/words", False)

    @check_words.setter
    def check_words(self, value: bool) -> None:
        self._s.setValue("checks/words", bool(value))

    @property
    def check_max_wer(self) -> float:
        """The share of a line's words that may differ before its take is flagged (0..1)."""
        value = to_float(self._s.value("checks/max_wer", 0.0))
        return min(1.0, max(0.0, value if value is not None else 0.0))

    @check_max_wer.setter
    def check_max_wer(self, value: float) -> None:
        self._s.setValue("checks/max_wer", float(value))

    @property
    def asr_model(self) -> str:
        """The speech recognizer's catalog name (``studio.models.asr_catalog``)."""
        return self._str("checks/asr_model", "base.en")

    @asr_model.setter
    def asr_model(self, value: str) -> None:
        self._s.setValue("checks/asr_model", value)

    # --- voice check ---

    @property
    def check_voice(self) -> bool:
        """Whether each take's similarity to its voice's reference is measured."""
        return self._bool("checks/voice", False)

    @check_voice.setter
    def check_voice(self, value: bool) -> None:
        self._s.setValue("checks/voice", bool(value))

    @property
    def min_similarity(self) -> float:
        """The similarity to its voice below which a take is flagged "voice differs" (0..1)."""
        value = to_float(self._s.value("checks/min_similarity", DEFAULT_MIN_SIMILARITY))
        return min(1.0, max(0.0, value if value is not None else DEFAULT_MIN_SIMILARITY))

    @min_similarity.setter
    def min_similarity(self, value: float) -> None:
        self._s.setValue("checks/min_similarity", float(value))

    @property
    def transcribe_new_voices(self) -> bool:
        """Whether a voice added without a transcript is transcribed at once."""
        return self._bool("checks/transcribe_voices", False)

    @transcribe_new_voices.setter
    def transcribe_new_voices(self, value: bool) -> None:
        self._s.setValue("checks/transcribe_voices", bool(value))

    @property
    def serve(self) -> ServeChoices:
        """Whether the window serves its voices to other programs, and where."""
        port = to_int(self._s.value("serve/port"), 0)
        plain = self._str("serve/key", "")
        if plain:
            # Kept in plain text by an earlier version: its digest from now on.
            self._s.setValue("serve/key_digest", key_digest(plain))
            self._s.remove("serve/key")
        digest = self._str("serve/key_digest", "")
        return ServeChoices(
            self._bool("serve/on", False),
            port if 0 < port < 65536 else ServeChoices.port,
            self._bool("serve/lan", False),
            digest if is_key_digest(digest) else "",
        )

    @serve.setter
    def serve(self, value: ServeChoices) -> None:
        s = self._s
        s.setValue("serve/on", value.on)
        s.setValue("serve/port", value.port)
        s.setValue("serve/lan", value.lan)
        s.setValue("serve/key_digest", value.key_digest)
        s.remove("serve/key")

    def sync(self) -> None:
        self._s.sync()


def _load_key(what: str) -> str:
    """The key of a model's last load time: its name with anything but letters,
    digits, dots and dashes made "_" (a "/" would open a group)."""
    return "models/load_seconds/" + re.sub(r"[^\w.-]", "_", what)
