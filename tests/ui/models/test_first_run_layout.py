"""The Models dialog as a first start shows it: offline, no model on disk, nothing loaded.

The demo model is the one thing that works then, so choosing it must not take
scrolling past the models that need a download; and a recognizer that is chosen
but not downloaded is not said to be in use.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from studio.models import DEMO_ID, LocalModelList, ModelEntry
from studio.ui.models.dialog import ModelsDialog
from studio.ui.models.jobs import ModelJobs


@pytest.fixture
def first_start(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[ModelsDialog]:
    """The dialog the window opens by itself when no model could load: offline, an empty
    Hugging Face cache, no model in use."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hf-cache"))
    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    jobs = ModelJobs()
    problem = "pocket-tts (English, voice cloning) is not downloaded yet."
    view = ModelsDialog(jobs, LocalModelList(), None, problem)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    yield view
    jobs.shutdown()
    qtbot.waitUntil(lambda: not jobs.busy, timeout=10000)
    jobs.deleteLater()


def _buttons_in_sight(dialog: ModelsDialog) -> list[QPushButton]:
    """Enabled buttons a person sees without scrolling the dialog."""
    return [
        button
        for button in dialog.findChildren(QPushButton)
        if button.isVisible() and button.isEnabled() and not button.visibleRegion().isEmpty()
    ]


def test_the_demo_model_can_be_chosen_without_scrolling(
    qtbot: QtBot, first_start: ModelsDialog
) -> None:
    dialog = first_start
    chosen: list[ModelEntry] = []
    dialog.sig_use.connect(chosen.append)
    # Every "Use" in sight, clicked: the demo model must be among what they choose.
    for button in _buttons_in_sight(dialog):
        if button.text().replace("&", "").startswith("Use"):
            button.click()
    assert DEMO_ID in [entry.id for entry in chosen], [b.text() for b in _buttons_in_sight(dialog)]


def test_the_shortcut_to_the_demo_goes_once_a_model_is_in_use(
    qtbot: QtBot, first_start: ModelsDialog
) -> None:
    dialog = first_start
    assert dialog.try_demo.isVisible()
    dialog.set_in_use("pocket", "random:english_2m_2026-10")
    assert not dialog.try_demo.isVisible()


def test_a_chosen_recognizer_that_is_not_downloaded_is_not_in_use(
    qtbot: QtBot, first_start: ModelsDialog
) -> None:
    recognizers = first_start.recognizers
    recognizers.in_use = "base.en"  # the preferences' default
    recognizers.refresh()
    row = recognizers.rows["asr:base.en"]
    assert "Not downloaded" in row.status.text()
    assert row.in_use.isVisible() and row.in_use.text() != "In use"
    assert "download" in row.in_use.text().lower()
    # The demo recognizer, always there, is in use once chosen.
    recognizers.in_use = "random"
    recognizers.refresh()
    demo = recognizers.rows["asr:random"]
    assert demo.in_use.isVisible() and demo.in_use.text() == "In use"
    assert not row.in_use.isVisible()
