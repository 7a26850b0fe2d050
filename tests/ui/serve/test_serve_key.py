"""Preferences > Serve keeps the API key as a salted digest: never the key in the settings
file, a key typed replaces it, Forget key removes it, and a key an earlier version kept in
plain text becomes its digest when it is read."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from studio.serve.keys import key_matches
from studio.ui.base.settings import Settings
from studio.ui.base.settings_types import ServeChoices
from studio.ui.preferences.serve_box import ServeBox


def _settings(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_the_key_is_kept_as_its_digest_and_replaced_or_forgotten(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "studio.conf"
    settings = _settings(path)
    box = ServeBox(settings)
    qtbot.addWidget(box)
    assert not box.forget.isVisible() and box.key.placeholderText() == "API key"
    box.setChecked(True)
    box.key.setText("sesame")
    assert box.save(settings)
    settings.sync()
    assert "sesame" not in path.read_text()
    kept = _settings(path).serve
    assert kept.on and key_matches(kept.key_digest, b"sesame")

    shown = ServeBox(_settings(path))
    qtbot.addWidget(shown)
    assert shown.key.text() == "" and shown.forget.isVisible()
    assert "replace" in shown.key.placeholderText()
    assert shown.choices() == kept  # nothing typed: the key kept stays
    shown.key.setText("open barley")
    assert key_matches(shown.choices().key_digest, b"open barley")
    shown.forget.trigger()
    assert shown.choices().key_digest == "" and not shown.forget.isVisible()
    assert shown.key.placeholderText() == "API key"


def test_a_key_kept_in_plain_text_becomes_its_digest(tmp_path: Path) -> None:
    path = tmp_path / "studio.conf"
    old = QSettings(str(path), QSettings.Format.IniFormat)
    old.setValue("serve/on", True)
    old.setValue("serve/key", "sesame")
    old.sync()
    settings = _settings(path)
    choices = settings.serve
    assert key_matches(choices.key_digest, b"sesame")
    settings.sync()
    assert "sesame" not in path.read_text()
    assert _settings(path).serve == ServeChoices(True, choices.port, False, choices.key_digest)
