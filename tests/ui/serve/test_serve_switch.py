"""Preferences > Serve: the window serves its voices over OpenAI's speech API, on its own
model and worker, and says how many requests it answered; off frees the port; a port
that is taken is one sentence and the window goes on."""

from __future__ import annotations

import io
import socket
from pathlib import Path

import pytest
import soundfile as sf
from pytestqt.qtbot import QtBot

from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.voice_library import VoiceLibrary
from studio.serve.keys import key_matches
from studio.ui.base.settings import Settings
from studio.ui.base.settings_types import DEFAULT_SERVE_PORT, ServeChoices
from studio.ui.main_window import MainWindow
from studio.ui.preferences.serve_box import ServeBox
from tests.support import free_port
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, render_and_wait, row_values

openai = pytest.importorskip("openai")


def can_bind(port: int) -> bool:
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
            sock.listen(1)
        except OSError:
            return False
        return True


def serve(window: MainWindow, choices: ServeChoices) -> None:
    """As Preferences > Serve and OK do it."""
    window.settings.serve = choices
    window.serving.apply()


def test_the_window_serves_a_library_voice_and_counts_the_request(
    qtbot: QtBot,
    studio_window: MainWindow,
    voice_files: dict[str, Path],
) -> None:
    window = studio_window
    data, rate = sf.read(str(voice_files["bob"]), dtype="float32")
    VoiceLibrary().add("Carol", VoiceAudio(data, rate), notes="Carol agreed to be cloned.")
    port = free_port()
    serve(window, ServeChoices(True, port))
    switch = window.serving
    assert switch.problem is None and switch.server is not None
    assert switch.label.isVisibleTo(window)
    assert switch.label.text() == f"Serving on http://127.0.0.1:{port} · 0 requests"

    client = openai.OpenAI(
        base_url=f"http://127.0.0.1:{port}/v1", api_key="x", max_retries=0, timeout=120
    )
    assert "Carol" in [v["id"] for v in client.get("/voices", cast_to=dict)["data"]]
    answer = client.audio.speech.create(
        model="tts-1", voice="Carol", input="Hello from the window.", response_format="wav"
    )
    audio, answer_rate = sf.read(io.BytesIO(answer.content), dtype="float32")
    assert answer.content[:4] == b"RIFF" and answer_rate == 24000 and len(audio) > 0
    qtbot.waitUntil(lambda: "· 1 request" in switch.label.text(), timeout=3000)
    assert switch.label.text().endswith("· 1 request")

    # The window's own lines render as before, the server still on.
    (line_id,) = add_lines(window, [("alice", "The window still speaks.")])
    render_and_wait(qtbot, window, [line_id])
    assert row_values(window, line_id)["status"] == "done"
    # The server's job never reached the window's lines or voices.
    assert [line.id for line in window.session.document.lines] == [line_id]

    serve(window, ServeChoices(False, port))
    assert switch.server is None and not switch.label.isVisibleTo(window)
    assert can_bind(port)


def test_a_port_in_use_is_one_sentence_and_the_window_goes_on(
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    window = fake_window(qtbot, tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = int(taken.getsockname()[1])
        serve(window, ServeChoices(True, port))
    switch = window.serving
    assert switch.server is None and not switch.label.isVisibleTo(window)
    assert switch.problem is not None and f"port {port} cannot be used" in switch.problem
    assert window.stats.currentMessage() == switch.problem
    # Free again: OK in Preferences serves now.
    window.serving.apply()
    assert switch.server is not None and switch.problem is None
    switch.stop()
    assert can_bind(port)


def test_other_computers_need_a_key(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    serve(window, ServeChoices(True, free_port(), lan=True))
    assert window.serving.server is None
    assert window.serving.problem is not None and "API key" in window.serving.problem


def test_closing_the_window_stops_the_server(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    port = free_port()
    serve(window, ServeChoices(True, port))
    server = window.serving.server
    assert server is not None and server.running
    window.close()
    assert not server.running and can_bind(port)


def test_the_serve_choices_are_remembered(qtbot: QtBot) -> None:
    settings = Settings()
    assert settings.serve == ServeChoices(False, DEFAULT_SERVE_PORT, False, "")
    box = ServeBox(settings)
    qtbot.addWidget(box)
    box.setChecked(True)
    box.port.setValue(9123)
    box.lan.setChecked(True)
    box.key.setText("sesame")
    assert box.save(settings)
    assert not box.save(settings)
    again = Settings()
    remembered = again.serve
    assert remembered == ServeChoices(True, 9123, True, remembered.key_digest)
    assert key_matches(remembered.key_digest, b"sesame")  # its digest, never the key
    shown = ServeBox(again)
    qtbot.addWidget(shown)
    assert shown.choices() == again.serve
    assert shown.key.echoMode() == shown.key.EchoMode.Password
