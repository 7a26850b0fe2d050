"""Typed access to QSettings: window state apart from the user's last folders."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "voice-studio"
APPLICATION = "voice-studio"
MAX_RECENT = 10
# Often enough that a crash loses seconds of work, rarely enough that the
# snapshot writes (new take audio only) go unnoticed.
DEFAULT_AUTOSAVE_S = 5.0


class Settings:
    """A thin typed layer; every key is spelled once, here."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._s = qsettings or QSettings(ORGANIZATION, APPLICATION)

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
    def window_state(self) -> QByteArray | None:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._s.setValue("window/state", value)

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
        value = self._s.value("render/auto", False)
        return value is True or value == "true"

    @auto_render.setter
    def auto_render(self, value: bool) -> None:
        self._s.setValue("render/auto", bool(value))

    def sync(self) -> None:
        self._s.sync()
