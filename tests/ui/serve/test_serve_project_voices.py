"""The window serves its open project's voices too, as it renders them (the worker's voices
for the loaded model), before the library's of the same name."""

from __future__ import annotations

import io
import re
import urllib.request
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from pytestqt.qtbot import QtBot

from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.voice_library import VoiceLibrary
from studio.ui.base.settings_types import ServeChoices
from studio.ui.main_window import MainWindow
from tests.support import free_port
from tests.ui.serve.test_serve_switch import serve

openai = pytest.importorskip("openai")


def _lookups(port: int) -> dict[str, float]:
    """The prompt cache's lookups so far, by outcome, from the server's metrics page."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=30) as reply:
        page = reply.read().decode()
    found = re.findall(r'prompt_cache_lookups_total\{outcome="(\w+)"\} ([0-9.]+)', page)
    return {outcome: float(count) for outcome, count in found}


def test_a_project_voice_is_listed_and_spoken_before_a_library_voice_of_its_name(
    qtbot: QtBot, studio_window: MainWindow, voice_files: dict[str, Path]
) -> None:
    window = studio_window
    # The project's alice gets its prompt state now (a cache build, as the voices panel
    # asks for one).
    with qtbot.waitSignal(window.session.sig_idle, timeout=60000):
        window.session.voices.build_cache("alice")
    state = window.session.voices.state("alice")
    assert state is not None and state.cache is not None and state.cache.where == "memory"
    # The library holds another recording called "alice": the project's wins.
    data, rate = sf.read(str(voice_files["bob"]), dtype="float32")
    VoiceLibrary().add("alice", VoiceAudio(data, rate), notes="Someone else, also alice.")
    port = free_port()
    serve(window, ServeChoices(True, port))
    client = openai.OpenAI(
        base_url=f"http://127.0.0.1:{port}/v1", api_key="x", max_retries=0, timeout=120
    )
    try:
        listed = {v["id"]: v["source"] for v in client.get("/voices", cast_to=dict)["data"]}
        assert listed == {"alice": "project", "bob": "project"}
        before = _lookups(port)
        answer = client.audio.speech.create(
            model="tts-1", voice="alice", input="From the project.", response_format="wav"
        )
        audio, answer_rate = sf.read(io.BytesIO(answer.content), dtype="float32")
        assert answer_rate == 24000 and len(audio) > 0 and np.any(audio)
        # The project's voice state was the window's: the server's one lookup found it in
        # memory (the library's alice would have missed).
        after = _lookups(port)
        assert after["memory"] == before["memory"] + 1 and after["miss"] == before["miss"]
    finally:
        serve(window, ServeChoices(False, port))
