"""Help > About: the studio's version and licence, the versions of Qt, PySide6, torch and the
engines, the Licences page with every notice, About Qt, and the licence and credit of the
model in use."""

from __future__ import annotations

from importlib import metadata

import pytest
from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QTimer, qVersion
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from studio import __version__
from studio.about.notices import read_notices
from studio.engines.info import EngineInfo
from studio.engines.weights_licences import POCKET_HUB_PREFIX, pocket_weights, voxcpm_weights
from studio.models.catalog import POCKET_ATTRIBUTION, VOXCPM_ATTRIBUTION, VOXCPM_REPO
from studio.ui.help.about import AboutDialog, about_lines

pytest.importorskip("pytestqt")


def _pocket_info(fingerprint: str, is_random: bool = False) -> EngineInfo:
    weights = pocket_weights(fingerprint)
    return EngineInfo(
        engine_id="pocket",
        model_spec="default",
        fingerprint=fingerprint,
        device="cpu",
        dtype="float32",
        sample_rate=24000,
        is_random=is_random,
        uses_transcript=False,
        licence=weights.licence,
        attribution=weights.attribution,
    )


HUB_POCKET = _pocket_info(f"{POCKET_HUB_PREFIX}0123abcd")


def test_about_names_the_versions_the_licence_and_the_credit(qtbot: QtBot) -> None:
    dialog = AboutDialog(HUB_POCKET)
    qtbot.addWidget(dialog)
    lines = dict(about_lines(HUB_POCKET))
    assert lines["Voice Studio"] == __version__ and lines["Licence"] == "MIT"
    assert lines["Qt"] == qVersion() and lines["PySide6"] == pyside_version
    assert lines["torch"] == metadata.version("torch")
    assert lines["pocket-tts engine (pocket)"] == f"pocket-tts {metadata.version('pocket-tts')}"
    assert "VoxCPM2 engine (voxcpm)" in lines
    assert lines["Weights licence"] == "CC-BY-4.0"
    assert lines["Credit when you share"] == POCKET_ATTRIBUTION
    details = dialog.details.text()
    for name in ("Voice Studio: ", "Licence: MIT", "Qt: ", "PySide6: ", "torch: "):
        assert name in details
    assert f"Voice Studio: {__version__}" in details
    assert not dialog.credit.isHidden() and POCKET_ATTRIBUTION in dialog.credit.text()
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == ["About", "Licences"]


def test_random_weights_ask_for_no_credit(qtbot: QtBot) -> None:
    info = _pocket_info("random:english_2m_2026-10", is_random=True)
    dialog = AboutDialog(info)
    qtbot.addWidget(dialog)
    assert dialog.credit.isHidden()
    assert dict(about_lines(info))["Weights licence"].startswith("random weights")
    assert "Credit when you share" not in dict(about_lines(info))
    # With no model loaded, nothing is claimed about one.
    assert "Weights licence" not in dict(about_lines(None))


def test_the_weights_licences_follow_the_fingerprint() -> None:
    assert pocket_weights(f"{POCKET_HUB_PREFIX}abc").licence == "CC-BY-4.0"
    assert pocket_weights("local:/models/mine.safetensors").licence == ""
    voxcpm = voxcpm_weights(f"hf:{VOXCPM_REPO}@0123456789")
    assert (voxcpm.licence, voxcpm.attribution) == ("Apache-2.0", VOXCPM_ATTRIBUTION)
    assert voxcpm_weights("random:voxcpm-tiny").attribution == ""


def test_the_licences_page_lists_every_notice(qtbot: QtBot) -> None:
    dialog = AboutDialog(None)
    qtbot.addWidget(dialog)
    page = dialog.licences
    notices = read_notices()
    names = page.names()
    assert names[0] == "Voice Studio"
    assert names[1:] == [n.name for n in notices]
    assert {"PySide6_Essentials", "torch", "pocket-tts", "av"} <= set(names)
    # The studio's own licence is shown first; choosing a package shows its notice.
    assert "MIT License" in page.text.toPlainText()
    row = names.index("PySide6_Essentials")
    item = page.tree.topLevelItem(row)
    assert item is not None and "LGPL-3.0" in item.text(2)
    page.tree.setCurrentItem(item)
    shown = page.text.toPlainText()
    assert shown.startswith("Package: PySide6_Essentials ") and "LGPL-3.0" in shown


def test_about_qt_opens_qts_own_dialog(qtbot: QtBot) -> None:
    dialog = AboutDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    seen: list[str] = []

    def close_it() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.windowTitle())
            box.accept()

    assert dialog.about_qt.text() == "About Qt"
    QTimer.singleShot(200, close_it)
    dialog.about_qt.click()  # modal: returns when close_it has closed it
    assert seen == ["About Qt"]
