"""The status bar's fields: cut with "…" inside their padding, whole in the tooltip,
and what Stop says it stopped."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from studio.engines.base import EngineInfo
from studio.ui.panels.stats_bar import StatsBar
from studio.ui.session.jobs import CacheSnapshot
from tests.ui.layout_checks import cut_texts, studio_look

INFO = EngineInfo(
    engine_id="pocket",
    model_spec="random:english_2m_2026-10",
    fingerprint="random:english_2m_2026-10",
    device="cpu",
    dtype="float32",
    sample_rate=24000,
    is_random=True,
    uses_transcript=False,
    default_temperature=0.7,
)


def _window(qtbot: QtBot, width: int) -> QMainWindow:
    """A window of ``width`` px holding nothing but a status bar."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setStatusBar(StatsBar(window))
    window.resize(width, 200)
    window.show()
    qtbot.waitUntil(lambda: window.width() == width)
    return window


def _bar(window: QMainWindow) -> StatsBar:
    bar = window.statusBar()
    assert isinstance(bar, StatsBar)
    return bar


@pytest.mark.parametrize("sheet", [True, False], ids=["studio", "fusion"])
def test_fields_end_in_an_ellipsis_they_can_draw(
    qtbot: QtBot, qapp: QApplication, sheet: bool
) -> None:
    with studio_look(qapp, sheet=sheet):
        window = _window(qtbot, 700)
        bar = _bar(window)
        bar.show_engine(INFO)
        bar.show_stats(CacheSnapshot(0, 512 * 2**20, 0, 2**30, 0, 0, 0))
        QApplication.processEvents()
        for label in (bar.engine_label, bar.cache_label):
            drawn = QLabel.text(label)
            assert drawn.endswith("…") and drawn != label.text(), drawn
            # The whole text, then what the short one leaves out (the budget, the rate).
            assert label.toolTip().startswith(label.text() + "\n")
        assert bar.engine_label.text() == "pocket · random:english_2m_2026-10 · cpu"
        assert "(random weights) · cpu · 24000 Hz" in bar.engine_label.toolTip()
        assert "/ 512.0 MB" in bar.cache_label.toolTip()
        # Every drawn text, its "…" included, fits inside the padding and the border.
        assert cut_texts(bar) == []
        bar.clearMessage()


def test_empty_fields_take_no_room(qtbot: QtBot) -> None:
    window = _window(qtbot, 900)
    bar = _bar(window)
    assert not bar.last_label.isVisible() and not bar.play_label.isVisible()
    bar.show_engine(INFO)
    assert bar.engine_label.isVisible()


@pytest.mark.parametrize(
    ("rendering", "queued", "playback", "checking", "said"),
    [
        (3, 12, False, False, "Stopped 3 lines rendering and 12 queued."),
        (1, 0, False, False, "Stopped 1 line rendering."),
        (0, 1, False, False, "Stopped 1 queued line."),
        (0, 0, True, False, "Stopped playback."),
        (2, 5, True, False, "Stopped playback, 2 lines rendering and 5 queued."),
        (0, 0, False, True, "Stopped the clone check."),
        (0, 0, False, False, "Nothing was rendering or playing."),
    ],
)
def test_stop_says_what_it_stopped(
    qtbot: QtBot, rendering: int, queued: int, playback: bool, checking: bool, said: str
) -> None:
    window = _window(qtbot, 900)
    bar = _bar(window)
    bar.show_stopped(rendering, queued, playback, checking)
    assert bar.currentMessage() == said
    bar.clearMessage()
