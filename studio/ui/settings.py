"""Typed access to QSettings: window state apart from the user's last folders."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "voice-studio"
APPLICATION = "voice-studio"


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

    def sync(self) -> None:
        self._s.sync()
