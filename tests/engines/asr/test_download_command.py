"""``voice-studio download --asr NAME`` against the local fake hub: fetched once, then said
to be there; the demo needs nothing; an unknown name is one sentence."""

from __future__ import annotations

import pytest

from studio.cli import main
from studio.models import HubSettings
from studio.models.asr_catalog import asr_model
from studio.models.asr_install import asr_location
from tests.models.fake_hub import FakeHub


@pytest.fixture
def hub_urls(hub: HubSettings, monkeypatch: pytest.MonkeyPatch) -> HubSettings:
    """The hub client's own URLs on the fake hub too (the file downloads use them)."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "ENDPOINT", hub.endpoint)
    monkeypatch.setattr(
        constants,
        "HUGGINGFACE_CO_URL_TEMPLATE",
        hub.endpoint + "/{repo_id}/resolve/{revision}/{filename}",
    )
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    return hub


def test_download_asr_fetches_a_recognizer_then_finds_it(
    asr_hub: FakeHub, hub_urls: HubSettings, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["download", "--asr", "tiny"]) == 0
    err = capsys.readouterr().err
    assert "is ready in" in err and "--asr-model tiny" in err
    assert asr_location(asr_model("tiny"), hub_urls) is not None
    assert main(["download", "--asr", "tiny"]) == 0
    assert "already downloaded" in capsys.readouterr().err


def test_download_asr_names_the_choices_for_an_unknown_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["download", "--asr", "huge"]) == 2
    message = [line for line in capsys.readouterr().err.splitlines() if "voice-studio:" in line]
    assert len(message) == 1 and "choose one of" in message[0] and "base.en" in message[0]
