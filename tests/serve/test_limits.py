"""The server's limits and guards: a full queue (429 with Retry-After), the time limit, a
client that goes away (before or during its audio), the API key and CORS."""

from __future__ import annotations

import threading
from pathlib import Path

import httpx2 as httpx
import openai
import pytest

from studio.cli import main
from studio.render.events import LineFailed, RenderEvent
from studio.serve.host import Ticket
from studio.serve.settings import KEY_VARIABLE, ServeSettings, check_bind, is_loopback, key_from
from studio.serve.voices import VoiceCatalog
from tests.serve.support import driving, given_voice, running_server, until
from tests.support import SAMPLE_TEXTS, speak

LONG = " ".join(["This sentence is one of many in a long answer that takes a while."] * 40)


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> VoiceCatalog:
    folder = tmp_path_factory.mktemp("limits")
    alice = given_voice("alice", speak(folder / "alice.wav", SAMPLE_TEXTS["alice"]))
    return VoiceCatalog(None, [alice])


def ask(url: str, text: str = "Hello there.", key: str = "unused", **options: object) -> bytes:
    client = openai.OpenAI(base_url=url + "/v1", api_key=key, max_retries=0)
    fields: dict[str, object] = {"model": "tts-1", "voice": "alice", "input": text}
    fields.update(options)
    return client.audio.speech.create(**fields).read()  # type: ignore[arg-type]


def test_a_full_queue_says_when_to_come_back(catalog: VoiceCatalog) -> None:
    settings = ServeSettings(port=0, max_queue=1)
    with running_server(catalog, settings, engine_runs=False) as served:
        answers: list[BaseException] = []

        def first() -> None:
            try:
                ask(served.url)
            except openai.APIStatusError as exc:
                answers.append(exc)

        waiting = threading.Thread(target=first)
        waiting.start()
        until(lambda: served.host.depth() == 1)
        with pytest.raises(openai.RateLimitError) as refused:
            ask(served.url)
        assert int(refused.value.response.headers["Retry-After"]) >= 1
        assert refused.value.body["code"] == "queue_full"  # type: ignore[index]
        assert served.host.depth() == 1  # the refused one took no place
        # Stopped (as when the server stops): the waiting one is told so.
        assert served.host.service is not None
        served.host.service.cancel()
        with driving(served.host):
            waiting.join(30)
        assert [getattr(a, "status_code", None) for a in answers] == [503]


def test_a_request_past_the_time_limit_is_stopped(catalog: VoiceCatalog) -> None:
    settings = ServeSettings(port=0, request_seconds=1.0)
    with running_server(catalog, settings, engine_runs=False) as served:
        with pytest.raises(openai.APIStatusError) as stopped:
            ask(served.url)
        assert stopped.value.status_code == 504
        assert "limit of 1 s" in stopped.value.message
        # Its job left the render service with it, and says so when the service next runs.
        until(lambda: served.host.service.keys() == [])  # type: ignore[union-attr]
        with driving(served.host):
            until(lambda: served.host.depth() == 0)


def test_a_client_gone_before_its_audio_cancels_its_job(catalog: VoiceCatalog) -> None:
    with running_server(catalog, engine_runs=False) as served:
        body = {"model": "tts-1", "voice": "alice", "input": "Nobody waits for this."}
        with pytest.raises(httpx.ReadTimeout):
            httpx.post(served.url + "/v1/audio/speech", json=body, timeout=1.0)
        until(lambda: served.host.service.keys() == [])  # type: ignore[union-attr]
        with driving(served.host):
            until(lambda: served.host.depth() == 0)


def test_a_client_gone_during_its_audio_cancels_its_job(catalog: VoiceCatalog) -> None:
    with running_server(catalog) as served:
        ended: list[LineFailed] = []

        def heard(ticket: Ticket, event: RenderEvent) -> None:
            if isinstance(event, LineFailed):
                ended.append(event)

        served.host.listen(heard)
        body = {"model": "tts-1", "voice": "alice", "input": LONG, "response_format": "pcm"}
        with httpx.stream("POST", served.url + "/v1/audio/speech", json=body) as response:
            assert response.status_code == 200
            first = next(response.iter_bytes())
            assert first
        # The connection is closed after one chunk of a long answer: its job stops.
        until(lambda: served.host.depth() == 0)
        assert len(ended) == 1 and ended[0].cancelled
        assert ask(served.url, response_format="pcm")  # and the server goes on


def test_the_key_is_asked_for_on_every_route_but_health(catalog: VoiceCatalog) -> None:
    with running_server(catalog, ServeSettings(port=0, api_key="s3cret")) as served:
        body = {"model": "tts-1", "voice": "alice", "input": "Hi."}
        missing = httpx.post(served.url + "/v1/audio/speech", json=body)
        assert missing.status_code == 401 and missing.headers["www-authenticate"] == "Bearer"
        assert missing.json()["error"]["code"] == "invalid_api_key"
        with pytest.raises(openai.AuthenticationError) as wrong:
            ask(served.url, key="s3cret-not")
        assert "API key" in wrong.value.message
        assert len(ask(served.url, key="s3cret", response_format="pcm")) > 0
        assert httpx.get(served.url + "/health").status_code == 200
        for path in ("/metrics", "/v1/models", "/v1/voices"):
            assert httpx.get(served.url + path).status_code == 401, path
            allowed = httpx.get(served.url + path, headers={"Authorization": "Bearer s3cret"})
            assert allowed.status_code == 200, path


def test_cors_only_for_the_origins_given(catalog: VoiceCatalog) -> None:
    settings = ServeSettings(port=0, cors_origins=("https://app.example",), api_key="k")
    with running_server(catalog, settings) as served:
        preflight = httpx.options(
            served.url + "/v1/audio/speech",
            headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST"},
        )
        assert preflight.status_code == 200
        assert preflight.headers["access-control-allow-origin"] == "https://app.example"
        other = httpx.get(served.url + "/health", headers={"Origin": "https://elsewhere.example"})
        assert "access-control-allow-origin" not in other.headers


def test_loopback_addresses() -> None:
    assert all(map(is_loopback, ["127.0.0.1", "127.8.0.1", "::1", "[::1]", "localhost"]))
    assert not any(map(is_loopback, ["0.0.0.0", "::", "192.168.1.10", "example.org"]))


def test_a_key_from_the_flag_or_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(KEY_VARIABLE, "from-env")
    assert key_from(None) == "from-env" and key_from("flag") == "flag"
    monkeypatch.setenv(KEY_VARIABLE, "")
    assert key_from(None) is None
    check_bind(ServeSettings(host="0.0.0.0", api_key="k"))
    check_bind(ServeSettings(host="::1"))


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.10", "::"])
def test_a_network_address_without_a_key_is_refused(
    host: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(KEY_VARIABLE, raising=False)
    # Refused before anything loads or listens: in a second, with one sentence.
    assert main(["serve", "--host", host, "--model", "random:english_2m_2026-10"]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"voice-studio: --host {host} lets other machines use the server")
    assert "--api-key" in error and KEY_VARIABLE in error
