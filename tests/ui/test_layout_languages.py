"""The window and its dialogs on a small screen, in every language the studio speaks.

At 1024x600, in English, German and Spanish: the window keeps its size with the
Cast panel open and after it closes; every panel, at the width it is given and
at its narrowest, draws its buttons', check boxes' and column titles' whole
text (the text's width from the font's metrics against the room it gets); no
label draws a mnemonic's "&"; every dialog fits. At 1366 px the status bar's
statistics are whole beside a message.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from studio.cache.prompt_cache import CacheLookup
from studio.engines.base import GenerationParams
from studio.render import LineDone
from studio.render.events import LineTimings
from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import CacheSnapshot
from tests.core.books.book_files import Doc, epub_entries, write_zip
from tests.ui.fake_window import fake_window
from tests.ui.helpers import render_and_wait
from tests.ui.layout_checks import (
    cut_headers,
    cut_texts,
    overlaps,
    shown_ampersands,
    studio_look,
)
from tests.ui.panels.test_stats_bar import INFO
from tests.ui.test_accessibility import DIALOGS

LANGUAGES = ["en", "de", "es"]
SMALL = (1024, 600)
LAPTOP = (1366, 768)
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
# A chapter whose dialogue has three speakers, one of them with a long name.
BOOK = [
    Doc(
        "one.xhtml",
        "<h1>The Meeting</h1><p>The door opened.</p>"
        "<p>\u201cCome in,\u201d said Alice.</p>"
        "<p>\u201cThank you,\u201d Bob replied.</p>"
        "<p>\u201cLook,\u201d said Fitzwilliam Darcy of Pemberley.</p>",
    )
]


def _settle(qtbot: QtBot) -> None:
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)


@pytest.fixture
def look(qapp: QApplication) -> Iterator[None]:
    with studio_look(qapp):
        yield


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, speaking: Callable[[str], str]) -> str:
    code: str = request.param
    speaking(code)
    return code


def problems(root: QWidget) -> list[str]:
    """Everything the layout checks find under ``root``: cut texts and titles, drawn "&",
    overlapping widgets."""
    return cut_texts(root) + cut_headers(root) + shown_ampersands(root) + overlaps(root)


def _import_book(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    book = write_zip(tmp_path / "novel.epub", epub_entries(BOOK, [(1, "The Meeting", "one.xhtml")]))
    with qtbot.waitSignal(window.project.books.sig_imported, timeout=30000):
        assert window.project.import_script(book) == []
    render_and_wait(qtbot, window)  # the takes panel has takes to list


def _small_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = fake_window(qtbot, tmp_path)
    window.resize(*SMALL)
    _settle(qtbot)
    _import_book(qtbot, window, tmp_path)
    window.editor.select_lines([window.session.document.lines[2].id])
    _settle(qtbot)
    return window


def _size(widget: QWidget) -> tuple[int, int]:
    return widget.width(), widget.height()


def test_the_cast_keeps_a_small_window_small(
    qtbot: QtBot, tmp_path: Path, look: None, language: str
) -> None:
    window = _small_window(qtbot, tmp_path)
    cast = window.cast
    # The book's import opened the Cast: the window is as small as it was.
    assert cast.isVisible() and cast.panel.model.rowCount() == 3
    assert _size(window) == SMALL
    assert window.dockWidgetArea(cast) == BOTTOM  # no room beside the script
    cast.act_toggle.trigger()
    _settle(qtbot)
    assert not cast.isVisible()
    alone = window.minimumSizeHint()
    assert alone.width() <= SMALL[0] and alone.height() <= SMALL[1], (language, alone)
    # Ctrl+Shift+K: it opens without widening the window, and leaves it as it was.
    cast.act_toggle.trigger()
    _settle(qtbot)
    assert cast.isVisible() and _size(window) == SMALL
    hint = window.minimumSizeHint()
    assert hint.width() <= SMALL[0] and hint.height() <= SMALL[1], (language, hint)
    cast.act_toggle.trigger()
    _settle(qtbot)
    assert _size(window) == SMALL
    assert window.minimumSizeHint() == alone
    window.close()


def test_every_panel_draws_its_whole_text_on_a_small_screen(
    qtbot: QtBot, tmp_path: Path, look: None, language: str
) -> None:
    window = _small_window(qtbot, tmp_path)
    window.cast.hide()
    window.resize(*SMALL)
    _settle(qtbot)
    assert problems(window) == []
    # Each side panel at its narrowest (the script takes the rest).
    splitter = window.splitter
    splitter.setSizes([0, 10_000, 0])
    _settle(qtbot)
    assert problems(window) == []
    for index in (0, 2):
        panel = splitter.widget(index)
        assert panel is not None
        assert panel.width() == panel.minimumSizeHint().width(), type(panel).__name__
    # A take's cell cut with "…" there has its whole text in its tooltip.
    tree = window.takes.tree
    titles = tree.headerItem()
    assert tree.topLevelItemCount() > 0
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        assert item is not None
        for column in (2, 3):
            whole = f"{titles.text(column)}: {item.text(column)}"
            assert item.toolTip(column).startswith(whole), (language, item.toolTip(column))
    window.close()


def test_the_cast_panel_draws_its_whole_text(
    qtbot: QtBot, tmp_path: Path, look: None, language: str
) -> None:
    window = _small_window(qtbot, tmp_path)
    cast = window.cast
    cast.panel.select("Alice")
    _settle(qtbot)
    assert cast.isVisible() and cast.panel.table.isVisible()
    assert problems(cast) == []  # "Merge &into:" underlines its key, draws no "&"
    assert problems(window) == []
    window.close()


def test_the_cast_opens_beside_the_script_where_there_is_room(
    qtbot: QtBot, tmp_path: Path, look: None, language: str
) -> None:
    window = _small_window(qtbot, tmp_path)
    cast = window.cast
    assert window.dockWidgetArea(cast) == BOTTOM and cast.panel.is_wide()
    cast.act_toggle.trigger()  # closed
    window.resize(1920, 1080)
    _settle(qtbot)
    alone = window.minimumSizeHint().width()
    cast.act_toggle.trigger()
    _settle(qtbot)
    # Back beside the script, its controls under its table, and the window as wide as it was.
    assert window.dockWidgetArea(cast) == RIGHT and not cast.panel.is_wide()
    assert _size(window) == (1920, 1080)
    assert problems(window) == []
    # At its narrowest beside the script, nothing in it is cut either.
    window.resizeDocks([cast], [1], Qt.Orientation.Horizontal)
    _settle(qtbot)
    assert cast.width() == cast.minimumSizeHint().width()
    assert problems(cast) == []
    cast.act_toggle.trigger()
    _settle(qtbot)
    assert window.minimumSizeHint().width() == alone
    window.close()


def test_every_dialog_fits_a_small_screen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, look: None, language: str
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    window = fake_window(qtbot, tmp_path)
    found = []
    for name, build in DIALOGS.items():
        dialog: QDialog = build(window, tmp_path)
        dialog.show()
        _settle(qtbot)
        try:
            hint = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
            if hint.width() > SMALL[0] or hint.height() > SMALL[1]:
                found.append(f"{name}: needs {hint.width()}x{hint.height()}")
            # As it opens, made no larger than the screen.
            dialog.resize(min(dialog.width(), SMALL[0]), min(dialog.height(), SMALL[1]))
            _settle(qtbot)
            found += [f"{name}: {problem}" for problem in problems(dialog)]
        finally:
            dialog.reject()
            _settle(qtbot)
    assert found == [], "\n".join(found)
    window.close()


def _last_line() -> LineDone:
    timings = LineTimings(
        cache_ms=12_345.0, first_audio_ms=123.0, generate_ms=2345.0, audio_seconds=3.5
    )
    return LineDone(
        index=0,
        voice="alice",
        text="The lamp was lit.",
        audio=np.zeros(8, np.float32),
        sample_rate=24000,
        lookup=CacheLookup("disk", 12_345.0, 4096, "key"),
        timings=timings,
        params=GenerationParams(seed=1),
        prompt_key="key",
    )


def test_the_status_bar_is_whole_on_a_laptop_screen(
    qtbot: QtBot, tmp_path: Path, look: None, language: str
) -> None:
    window = fake_window(qtbot, tmp_path)
    window.resize(*LAPTOP)
    bar = window.stats
    bar.show_engine(INFO)
    gib = 2**30
    bar.show_stats(CacheSnapshot(int(0.9 * gib), 2 * gib, int(9.5 * gib), 20 * gib, 123, 45, 67))
    bar.show_last_line(_last_line())
    bar.showMessage("Loading the model on the worker thread… (it took 12.3 s last time)")
    _settle(qtbot)
    assert _size(window) == LAPTOP
    for label in (bar.engine_label, bar.cache_label, bar.hits_label, bar.last_label):
        assert label.isVisible()
        assert label.shown_text() == label.text(), (language, label.text(), label.width())
    assert bar.message_label.width() >= 150
    assert cut_texts(bar) == []
    # What the short texts leave out is in their tooltips.
    assert "24000 Hz" in bar.engine_label.toolTip()
    budget = bar.cache_label.toolTip().replace(",", ".")
    assert "2.0 GB" in budget and "2.0 GB" not in bar.cache_label.text().replace(",", ".")
    assert "123" in bar.last_label.toolTip()  # the first audio's milliseconds
    bar.clearMessage()
    window.close()
