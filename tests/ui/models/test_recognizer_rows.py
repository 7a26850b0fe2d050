"""The Models dialog's speech recognizers against the local fake hub: listed with their
size, downloaded with progress (the studio's own download code), cancelled and resumed,
then usable; the demo needs no download."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from studio.models import HubSettings, LocalModelList
from studio.models.asr_catalog import asr_model
from studio.models.asr_install import asr_location
from studio.ui.models.dialog import ModelsDialog
from studio.ui.models.jobs import ModelJobs
from tests.engines.asr import conftest as asr_fixtures
from tests.models import conftest as model_fixtures
from tests.models.fake_hub import FakeHub

# The recognizer tests' fake hub, serving the demo recognizer as Systran/faster-whisper-tiny.
recognizer_cache = asr_fixtures.recognizer_cache
random_folder = asr_fixtures.random_folder
asr_hub = asr_fixtures.asr_hub
hub = asr_fixtures.hub
private_login = model_fixtures.private_login


@pytest.fixture
def dialog(
    qtbot: QtBot, hub: HubSettings, monkeypatch: pytest.MonkeyPatch
) -> Iterator[ModelsDialog]:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "ENDPOINT", hub.endpoint)
    monkeypatch.setattr(
        constants,
        "HUGGINGFACE_CO_URL_TEMPLATE",
        hub.endpoint + "/{repo_id}/resolve/{revision}/{filename}",
    )
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(hub.cache_dir))
    jobs = ModelJobs()
    view = ModelsDialog(jobs, LocalModelList(), ("pocket", "random"))
    qtbot.addWidget(view)
    view.show()
    yield view
    jobs.shutdown()
    qtbot.waitUntil(lambda: not jobs.busy, timeout=10000)
    jobs.deleteLater()


def test_recognizers_are_listed_downloaded_cancelled_and_resumed(
    qtbot: QtBot, dialog: ModelsDialog, asr_hub: FakeHub, hub: HubSettings
) -> None:
    rows = dialog.recognizers.rows
    names = [row.entry.model_spec for row in rows.values()]
    assert names[-1] == "random" and {"tiny", "base.en", "large-v3-turbo"} <= set(names)
    tiny = rows["asr:tiny"]
    assert "75 MB" in tiny.title.text() and tiny.download_button.isVisible()
    assert not tiny.use_button.isEnabled()
    demo = rows["asr:random"]
    assert not demo.download_button.isVisible() and demo.use_button.isEnabled()

    # Cancel after the first chunks: what arrived is kept and the button resumes.
    asr_hub.chunk_delay = 0.01
    progressed: list[object] = []
    dialog._jobs.sig_progress.connect(lambda model_id, p: progressed.append(p))
    tiny.download_button.click()
    qtbot.waitUntil(lambda: len(progressed) > 2 or tiny.error.isVisible(), timeout=20000)
    assert not tiny.error.isVisible(), tiny.error.text()
    with qtbot.waitSignal(dialog._jobs.sig_download_cancelled, timeout=20000):
        tiny.cancel_button.click()
    assert "resumes" in dialog.recognizers.message.text()
    asr_hub.chunk_delay = 0.0
    with qtbot.waitSignal(dialog.recognizers.sig_downloaded, timeout=60000) as done:
        tiny.download_button.click()
    assert done.args == ["tiny"]
    assert asr_location(asr_model("tiny"), hub) is not None
    assert tiny.use_button.isEnabled() and not tiny.download_button.isVisible()
    with qtbot.waitSignal(dialog.recognizers.sig_use) as used:
        tiny.use_button.click()
    assert used.args == ["tiny"] and tiny.in_use.isVisible()
