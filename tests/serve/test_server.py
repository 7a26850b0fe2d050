"""The speech server through the official ``openai`` client, as users' programs call it:
every endpoint and format, streaming, the same audio as a render, the shared cache,
and every bad request answered in OpenAI's error shape while the server goes on."""

from __future__ import annotations

import base64
import io
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import av
import httpx2 as httpx
import numpy as np
import openai
import pytest
import soundfile as sf
from prometheus_client.parser import text_string_to_metric_families

from studio.core.store.voice_library import VoiceLibrary
from studio.render.voices import library_voice
from studio.serve.settings import ServeSettings
from studio.serve.voices import VoiceCatalog
from tests.serve.support import (
    Served,
    alone,
    driving,
    given_voice,
    pcm_samples,
    renderer_with,
    running_server,
    same_audio,
    until,
)
from tests.support import SAMPLE_TEXTS, speak

TEXT = "The quick brown fox jumps over the lazy dog."


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("serve")


@pytest.fixture(scope="module")
def served(folder: Path) -> Iterator[Served]:
    library = VoiceLibrary(folder / "library")
    bob = speak(folder / "bob.wav", SAMPLE_TEXTS["bob"])
    data, rate = sf.read(str(bob), dtype="float32")
    from studio.core.sound.voice_audio import VoiceAudio

    library.add("Bob", VoiceAudio(data, rate), notes="Bob agreed to be cloned for these tests.")
    # The window's disk cache: Bob's state is built there first, as the window builds it.
    cache = folder / "cache"
    window = renderer_with(cache)
    voice = library_voice(library, library.voices()[0].id, 24000)
    window.resolve_voice(voice)
    alice = given_voice("alice", speak(folder / "alice.wav", SAMPLE_TEXTS["alice"]))
    catalog = VoiceCatalog(library, [alice])
    with running_server(catalog, ServeSettings(port=0, max_body_bytes=16384), cache) as server:
        yield server


def speech(served: Served, text: str = TEXT, **options: Any) -> bytes:
    fields: dict[str, Any] = {"model": "tts-1", "voice": "alice", "input": text}
    fields.update(options)
    return served.client().audio.speech.create(**fields).read()


def decoded(data: bytes) -> tuple[np.ndarray, int]:
    with av.open(io.BytesIO(data), "r") as container:
        stream = container.streams.audio[0]
        samples = [_floats(frame.to_ndarray().reshape(-1)) for frame in container.decode(stream)]
        return np.concatenate(samples), stream.sample_rate


def _floats(samples: np.ndarray) -> np.ndarray:
    if samples.dtype.kind == "i":
        return samples.astype(np.float32) / np.iinfo(samples.dtype).max
    return samples.astype(np.float32)


def test_every_format_is_the_speech_asked_for(served: Served) -> None:
    voice = served.catalog.voice("alice", 24000)
    want = alone(served.renderer, voice, TEXT, 7)
    seconds = len(want) / 24000
    pcm = speech(served, response_format="pcm", extra_body={"seed": 7})
    assert same_audio(pcm_samples(pcm), want)
    wav, rate = sf.read(io.BytesIO(speech(served, response_format="wav", extra_body={"seed": 7})))
    assert rate == 24000 and same_audio(wav.astype(np.float32), want)
    # A streamed FLAC cannot say its length up front (libsndfile then cannot read it whole).
    flac, rate = decoded(speech(served, response_format="flac", extra_body={"seed": 7}))
    assert rate == 24000 and same_audio(flac, want)
    for fmt, rate_out in (("mp3", 24000), ("opus", 48000), ("aac", 24000)):
        lossy, rate = decoded(speech(served, response_format=fmt, extra_body={"seed": 7}))
        # Lossy codecs pad the start and end by a frame or two.
        assert rate == rate_out and abs(len(lossy) / rate - seconds) < 0.15, fmt
    default = speech(served, extra_body={"seed": 7})  # OpenAI's default: mp3
    assert decoded(default)[1] == 24000 and default[:3] in (b"ID3", b"\xff\xf3", b"\xff\xfb")


def test_audio_streams_in_chunks_as_it_is_made(served: Served) -> None:
    text = "One two three four five six seven eight nine ten, and then some more words."
    chunks: list[bytes] = []
    with served.client().audio.speech.with_streaming_response.create(
        model="tts-1", voice="alice", input=text, response_format="pcm", extra_body={"seed": 2}
    ) as response:
        assert response.headers["content-type"] == "audio/pcm"
        assert "content-length" not in response.headers  # chunked
        chunks = list(response.iter_bytes(None))
    assert len(chunks) > 1
    voice = served.catalog.voice("alice", 24000)
    assert same_audio(pcm_samples(b"".join(chunks)), alone(served.renderer, voice, text, 2))


def test_server_sent_events_carry_the_same_audio(served: Served) -> None:
    with served.client().audio.speech.with_streaming_response.create(
        model="tts-1",
        voice="alice",
        input=TEXT,
        response_format="pcm",
        stream_format="sse",
        extra_body={"seed": 7},
    ) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        body = response.read().decode()
    events = [json.loads(line[6:]) for line in body.splitlines() if line.startswith("data: ")]
    assert [e["type"] for e in events[-1:]] == ["speech.audio.done"]
    deltas = [e for e in events[:-1] if e["type"] == "speech.audio.delta"]
    assert len(deltas) == len(events) - 1 > 1
    audio = b"".join(base64.b64decode(e["audio"]) for e in deltas)
    voice = served.catalog.voice("alice", 24000)
    assert same_audio(pcm_samples(audio), alone(served.renderer, voice, TEXT, 7))


def test_speed_changes_the_pace(served: Served) -> None:
    normal = len(speech(served, response_format="pcm", extra_body={"seed": 1}))
    fast = len(speech(served, response_format="pcm", speed=2.0, extra_body={"seed": 1}))
    slow = len(speech(served, response_format="pcm", speed=0.5, extra_body={"seed": 1}))
    assert abs(fast / normal - 0.5) < 0.05 and abs(slow / normal - 2.0) < 0.1


def test_concurrent_requests_share_batches_and_none_is_mixed_up(served: Served) -> None:
    texts = [f"Request number {n} says its own words, {word}." for n, word in enumerate(
        ["apple", "river", "window", "garden", "pencil", "orange"]
    )]  # fmt: skip
    voices = ["alice", "Bob"] * 3
    got: dict[int, bytes] = {}
    # A server whose engine waits until every request is in: then they render together.
    with running_server(served.catalog, engine_runs=False) as waiting:

        def ask(n: int) -> None:
            fields = {"seed": n}
            got[n] = speech(
                waiting, texts[n], voice=voices[n], response_format="pcm", extra_body=fields
            )

        threads = [threading.Thread(target=ask, args=(n,)) for n in range(len(texts))]
        for thread in threads:
            thread.start()
        until(lambda: waiting.host.depth() == len(texts))
        with driving(waiting.host):
            for thread in threads:
                thread.join(120)
        assert waiting.host.service is not None
        stats = waiting.host.service.stats
    # Three requests of each voice, each three a batch: steps decoded three rows at once.
    assert stats.row_steps >= 2 * stats.steps > 0
    for n, text in enumerate(texts):
        voice = served.catalog.voice(voices[n], 24000)
        assert same_audio(pcm_samples(got[n]), alone(served.renderer, voice, text, n)), n


def test_models_voices_health_and_metrics(served: Served) -> None:
    client = served.client()
    models = [m.id for m in client.models.list()]
    assert models == ["pocket", "tts-1", "tts-1-hd", "gpt-4o-mini-tts"]
    assert client.models.retrieve("pocket").owned_by == "voice-studio"
    voices = httpx.get(served.base_url + "/voices").json()["data"]
    assert [(v["name"], v["source"], v["language"]) for v in voices] == [
        ("alice", "command line", "en"),
        ("Bob", "library", "en"),
    ]
    assert voices[1]["consent"] == "Bob agreed to be cloned for these tests."
    health = httpx.get(served.url + "/health").json()
    assert health["status"] == "ok" and health["engine"] == "pocket"
    speech(served, "Bob speaks from the window's cache.", voice="bob")  # any case
    page = httpx.get(served.url + "/metrics")
    assert page.headers["content-type"].startswith("text/plain")
    metrics = {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(page.text)
        for s in family.samples
    }
    speech_ok = ("voice_studio_requests_total", (("route", "/v1/audio/speech"), ("status", "200")))
    assert metrics[speech_ok] >= 1
    assert metrics[("voice_studio_queue_depth", ())] == 0
    assert metrics[("voice_studio_first_audio_seconds_count", ())] >= 1
    assert 0 < metrics[("voice_studio_batch_occupancy", ())] <= 1
    # Bob's state was built by the window's renderer into the disk cache: a disk hit here.
    assert metrics[("voice_studio_prompt_cache_lookups_total", (("outcome", "disk"),))] == 1
    assert metrics[("voice_studio_prompt_cache_lookups_total", (("outcome", "miss"),))] >= 1


@pytest.mark.parametrize(
    ("fields", "status", "param", "words"),
    [
        ({"input": ""}, 400, "input", "empty"),
        ({"input": "   \n"}, 400, "input", "empty"),
        ({"voice": "nobody"}, 400, "voice", "No voice named 'nobody'"),
        ({"voice": {"name": "alice"}}, 400, "voice", '"id"'),
        ({"model": "tts-9"}, 404, "model", "does not exist"),
        ({"response_format": "ogg"}, 400, "response_format", "mp3, opus, aac, flac, wav, pcm"),
        ({"stream_format": "chunks"}, 400, "stream_format", "audio, sse"),
        ({"speed": 9}, 400, "speed", "0.25 to 4.0"),
        ({"speed": "fast"}, 400, "speed", "number"),
        ({"input": 12}, 400, "input", "string"),
        ({"input": "x" * 5000}, 413, "input", "at most 4096"),
        ({"input": "[pause forever] hi"}, 400, "input", "pause"),
    ],
)
def test_a_bad_request_gets_a_clear_error(
    served: Served, fields: dict[str, object], status: int, param: str, words: str
) -> None:
    body: dict[str, object] = {"model": "tts-1", "voice": "alice", "input": "Hello."}
    body.update(fields)
    answer = httpx.post(served.base_url + "/audio/speech", json=body, timeout=60)
    assert answer.status_code == status
    error = answer.json()["error"]
    assert error["param"] == param and words in error["message"]
    assert error["type"] == "invalid_request_error"
    # The same through the openai client: its own exception, with the message.
    with pytest.raises(openai.APIStatusError) as raised:
        served.client().audio.speech.create(**body)  # type: ignore[arg-type]
    assert raised.value.status_code == status and words in str(raised.value.message)
    assert len(speech(served, "Still serving.", response_format="pcm")) > 0


def test_malformed_and_oversized_bodies(served: Served) -> None:
    url = served.base_url + "/audio/speech"
    headers = {"Content-Type": "application/json"}
    broken = httpx.post(url, content=b'{"model": "tts-1", "input": ', headers=headers)
    assert broken.status_code == 400 and broken.json()["error"]["code"] == "invalid_json"
    not_object = httpx.post(url, content=b'["hello"]', headers=headers)
    assert not_object.status_code == 400 and "JSON object" in not_object.json()["error"]["message"]
    binary = httpx.post(url, content=b"\xff\xfe\x00garbage", headers=headers)
    assert binary.status_code == 400
    # This server takes bodies of 16384 bytes at most: a bigger one is refused unread.
    big = json.dumps({"model": "tts-1", "voice": "alice", "input": "word " * 4000}).encode()
    oversized = httpx.post(url, content=big, headers=headers)
    assert oversized.status_code == 413 and "16384 bytes" in oversized.json()["error"]["message"]

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it comes
        for _ in range(20):
            yield b" " * 1000

    streamed = httpx.post(url, content=chunks(), headers=headers)
    assert streamed.status_code == 413
    missing = httpx.get(served.url + "/v1/nothing")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "not_found"
    assert len(speech(served, "Still serving.", response_format="pcm")) > 0


def test_no_cors_unless_asked(served: Served) -> None:
    answer = httpx.get(served.base_url + "/models", headers={"Origin": "https://example.org"})
    assert answer.status_code == 200 and "access-control-allow-origin" not in answer.headers
    preflight = httpx.options(
        served.base_url + "/audio/speech",
        headers={"Origin": "https://example.org", "Access-Control-Request-Method": "POST"},
    )
    assert "access-control-allow-origin" not in preflight.headers


def test_a_library_voice_edited_in_the_window_is_prepared_again(served: Served) -> None:
    library = served.catalog.library
    assert library is not None
    before = served.catalog.voice("Bob", 24000)
    bob = library.voices()[0]
    library.update(bob.id, transcript="Good morning.")
    after = served.catalog.voice("Bob", 24000)
    assert after is not before and after.transcript == "Good morning."
