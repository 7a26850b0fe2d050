"""The Models dialog's states against a fake hub (the real download and login code),
and choosing a model from it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.models import DEMO_ID, POCKET_ID, VOXCPM_ID, LocalModelList
from studio.ui.models.dialog import ModelsDialog
from studio.ui.models.jobs import ModelJobs
from tests.models.conftest import GRANTED, NOT_GRANTED, pocket_repos, voxcpm_repo
from tests.models.fake_hub import FakeHub


@pytest.fixture
def hub_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    """The hub client pointed at a fake hub, with its own cache and login files."""
    from huggingface_hub import constants

    hub = FakeHub(
        {**pocket_repos(weights_bytes=3_000_000), "openbmb/VoxCPM2": voxcpm_repo()},
        tokens={GRANTED: {"kyutai/pocket-tts"}, NOT_GRANTED: set()},
    )
    home = tmp_path / "hf-home"
    home.mkdir()
    for name in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "HF_HUB_OFFLINE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(constants, "ENDPOINT", hub.url)
    # What HF_ENDPOINT sets when the hub client is imported.
    monkeypatch.setattr(
        constants,
        "HUGGINGFACE_CO_URL_TEMPLATE",
        hub.url + "/{repo_id}/resolve/{revision}/{filename}",
    )
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hf-cache"))
    # The module-level client that login() uses took the endpoint when it was made.
    from huggingface_hub import hf_api

    monkeypatch.setattr(hf_api.api, "endpoint", hub.url)
    monkeypatch.setattr(constants, "HF_TOKEN_PATH", str(home / "token"))
    monkeypatch.setattr(constants, "HF_STORED_TOKENS_PATH", str(home / "stored_tokens"))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    from studio.models import forget_probe

    forget_probe()
    yield hub
    hub.close()
    forget_probe()


@pytest.fixture
def dialog(qtbot: QtBot, hub_env: FakeHub) -> Iterator[ModelsDialog]:
    jobs = ModelJobs()
    view = ModelsDialog(jobs, LocalModelList(), ("pocket", "random"))
    qtbot.addWidget(view)
    view.show()
    yield view
    jobs.shutdown()
    qtbot.waitUntil(lambda: not jobs.busy, timeout=10000)
    jobs.deleteLater()


def test_rows_say_what_each_model_needs(qtbot: QtBot, dialog: ModelsDialog) -> None:
    rows = dialog.rows
    assert list(rows)[:2] == [POCKET_ID, VOXCPM_ID] and list(rows)[-1] == DEMO_ID
    pocket = rows[POCKET_ID]
    assert "Not downloaded" in pocket.status.text() and "Gated" in pocket.status.text()
    assert pocket.download_button.isVisible() and not pocket.use_button.isEnabled()
    assert (
        pocket.gated_box is not None
        and "accept" in pocket.gated_box.findChildren(type(pocket.status))[0].text()
    )
    assert "CC-BY-4.0" in pocket.terms.text()
    demo = rows[DEMO_ID]
    assert demo.in_use.isVisible() and demo.use_button.text() == "In use"
    qtbot.waitUntil(lambda: "can be reached" in dialog.connection.text(), timeout=5000)


def test_gated_without_a_token_says_so_then_a_token_lets_it_download(
    qtbot: QtBot, dialog: ModelsDialog, hub_env: FakeHub
) -> None:
    pocket = dialog.rows[POCKET_ID]
    pocket.download_button.click()
    qtbot.waitUntil(lambda: pocket.error.isVisible(), timeout=20000)
    assert "accept the terms" in pocket.error.text() or "token" in pocket.error.text()

    pocket.token_edit.setText(NOT_GRANTED)
    pocket.token_save.click()
    qtbot.waitUntil(lambda: dialog.message.text().startswith("Saved"), timeout=10000)
    pocket.download_button.click()
    qtbot.waitUntil(lambda: "no access" in pocket.error.text(), timeout=20000)

    pocket.token_edit.setText(GRANTED)
    dialog.message.setText("")
    pocket.token_save.click()
    qtbot.waitUntil(lambda: dialog.message.text().startswith("Saved"), timeout=10000)
    assert "A token is set" in pocket.token_state.text()
    hub_env.chunk_delay = 0.002
    reports: list[str] = []
    dialog._jobs.sig_progress.connect(lambda model_id, p: reports.append(p.describe()))
    with qtbot.waitSignal(dialog._jobs.sig_download_ended, timeout=60000) as done:
        pocket.download_button.click()
    assert done.args == [POCKET_ID, ""]
    assert reports and " of " in reports[-1]
    assert "Downloaded" in pocket.status.text() and pocket.use_button.isEnabled()


def test_cancel_keeps_the_part_and_download_resumes(
    qtbot: QtBot, dialog: ModelsDialog, hub_env: FakeHub
) -> None:
    voxcpm = dialog.rows[VOXCPM_ID]
    hub_env.chunk_delay = 0.05
    with qtbot.waitSignal(dialog._jobs.sig_progress, timeout=20000):
        voxcpm.download_button.click()
    qtbot.waitUntil(lambda: "of" in voxcpm.progress_text.text(), timeout=20000)
    with qtbot.waitSignal(dialog._jobs.sig_download_cancelled, timeout=20000):
        voxcpm.cancel_button.click()
    assert "resumes" in dialog.message.text()
    assert voxcpm.download_button.text() in ("Resume download", "Download")
    hub_env.chunk_delay = 0.0
    with qtbot.waitSignal(dialog._jobs.sig_download_ended, timeout=60000) as done:
        voxcpm.download_button.click()
    assert done.args == [VOXCPM_ID, ""]
    assert "Downloaded" in voxcpm.status.text()
    voxcpm.remove_button.click()
    qtbot.waitUntil(lambda: "Removed" in dialog.message.text(), timeout=20000)
    assert "Not downloaded" in dialog.rows[VOXCPM_ID].status.text()


def test_local_models_are_checked_before_they_are_added(
    qtbot: QtBot, dialog: ModelsDialog, tmp_path: Path
) -> None:
    empty = tmp_path / "empty-model"
    empty.mkdir()
    assert not dialog.add_local_model("pocket", empty)
    assert dialog.message.isVisible() and "cannot be used" in dialog.message.text()
    assert not dialog.add_local_model("pocket", tmp_path / "missing")
    assert "does not exist" in dialog.message.text() or "no such" in dialog.message.text()
    rows_before = len(dialog.rows)
    config = tmp_path / "tiny.yaml"
    from importlib import resources

    packaged = resources.files("pocket_tts").joinpath("config").joinpath("english.yaml")
    config.write_text(packaged.read_text(encoding="utf-8"), encoding="utf-8")
    # A config that names its weights on the hub is a complete local model.
    assert dialog.add_local_model("pocket", config)
    assert len(dialog.rows) == rows_before + 1 and "Added" in dialog.message.text()
    row = next(r for r in dialog.rows.values() if r.entry.path == config)
    assert "Ready" in row.status.text() and row.use_button.isEnabled()
