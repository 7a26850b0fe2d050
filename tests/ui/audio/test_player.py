"""The player's stream: what its output reads is exactly what it was given (a test sink)."""

from __future__ import annotations

import numpy as np
from pytestqt.qtbot import QtBot

from studio.ui.audio.audio_format import (
    LinearResampler,
    encode_mono,
    mono_to_float32_bytes,
    resample_linear,
)
from studio.ui.audio.pcm_stream import PcmStream
from studio.ui.audio.player import Player, PlayItem
from tests.ui.audio.capture_output import Capture, Float, Int16, capture_factory
from tests.ui.quiet import stays

RATE = 24000


def _signal(seconds: float, freq: float, rate: int = RATE) -> np.ndarray:
    t = np.arange(int(seconds * rate)) / rate
    return (0.3 * np.sin(2 * np.pi * freq * t)).astype(np.float32)


def test_resampling_chunk_by_chunk_gives_the_whole_signal_exactly() -> None:
    rng = np.random.default_rng(1)
    signal = rng.uniform(-1, 1, 9001).astype(np.float32)
    for from_rate, to_rate in ((24000, 48000), (24000, 44100), (48000, 22050), (8000, 44100)):
        whole = resample_linear(signal, from_rate, to_rate)
        resampler = LinearResampler(from_rate, to_rate)
        parts, start = [], 0
        for size in [1, 2, 1920, 7, 3000, 1] * 10:
            parts.append(resampler.feed(signal[start : start + size]))
            start += size
        parts.append(resampler.feed(signal[start:]))
        parts.append(resampler.finish())
        assert np.array_equal(np.concatenate(parts), whole)
        # Linear interpolation between the input's samples, ending at its last one.
        positions = np.arange(len(whole)) * from_rate / to_rate
        assert positions[-1] <= len(signal) - 1 < positions[-1] + from_rate / to_rate
        expected = np.interp(positions, np.arange(len(signal)), signal)
        assert np.max(np.abs(whole - expected)) < 1e-6


def test_stream_reads_segments_in_order_and_waits_for_a_live_one(qtbot: QtBot) -> None:
    player = Player()
    stream = PcmStream(player)
    started: list[str] = []
    stream.sig_segment_started.connect(lambda serial, key, at: started.append(key))
    stream.add("a", b"AAAA", complete=True)
    stream.add("b", b"BB", complete=False)
    stream.add("c", b"CC", complete=True)
    assert stream.readable_bytes() == 6
    assert stream.read(100).data() == b"AAAABB"
    assert stream.waiting_for == "b" and not stream.finished
    assert stream.read(100).data() == b""  # the live segment holds the stream back
    assert stream.extend("b", b"bb")
    assert stream.read(3).data() == b"bb"  # up to the live segment's end, not into the next
    stream.complete("b")
    assert stream.read(100).data() == b"CC"
    assert stream.finished and started == ["a", "b", "c"]
    assert stream.bytes_read == 10


def test_stream_drop_skips_a_live_segment_that_will_not_come(qtbot: QtBot) -> None:
    player = Player()
    stream = PcmStream(player)
    stream.add("a", b"AA", complete=False)
    stream.add("b", b"BB", complete=True)
    assert stream.read(10).data() == b"AA"
    stream.drop("a")
    assert stream.read(10).data() == b"BB"
    assert stream.finished


def test_complete_items_play_back_to_back_as_given(qtbot: QtBot) -> None:
    capture = Capture()
    player = Player(output_factory=capture_factory(capture))
    first, second = _signal(0.3, 440), _signal(0.2, 660)
    started: list[str] = []
    player.sig_started.connect(started.append)
    with qtbot.waitSignal(player.sig_stopped, timeout=10000):
        assert player.play([PlayItem("one", first, RATE), PlayItem("two", second, RATE)])
    assert capture.formats[0].sampleRate() == RATE
    assert capture.formats[0].sampleFormat() == Float
    assert bytes(capture.data) == mono_to_float32_bytes(np.concatenate([first, second]))
    assert started == ["one", "two"]
    assert not player.active and capture.stops == 1


def test_a_live_item_starts_at_its_first_samples_and_rebuffers_after_an_underrun(
    qtbot: QtBot,
) -> None:
    capture = Capture()
    player = Player(output_factory=capture_factory(capture))
    take = _signal(1.0, 330)
    chunks = np.array_split(take, 10)  # 100 ms each
    first_sound: list[tuple[str, float]] = []
    underruns: list[str] = []
    player.sig_first_sound.connect(lambda key, ms: first_sound.append((key, ms)))
    player.sig_underrun.connect(underruns.append)
    assert player.play([PlayItem("line", np.zeros(0, np.float32), RATE, complete=False)])
    assert player.active and capture.starts == 0  # nothing to read yet: the output waits
    player.extend("line", chunks[0])
    assert capture.starts == 1  # started by the first samples
    # The test sink reads faster than real time: it runs dry at once.
    qtbot.waitUntil(lambda: underruns == ["line"])
    stream = player.stream
    assert stream is not None and stream.waiting_for == "line"
    for chunk in chunks[1:4]:
        player.extend("line", chunk)
    # 300 ms ready is under the rebuffer margin: the stream holds it back.
    first = len(chunks[0]) * 4
    stays(
        lambda: stream.readable_bytes() == 0 and len(capture.data) == first,
        30,
        "holding back 300 ms",
    )
    player.extend("line", chunks[4])
    qtbot.waitUntil(lambda: len(underruns) == 2)
    assert len(capture.data) == sum(len(c) for c in chunks[:5]) * 4
    for chunk in chunks[5:]:
        player.extend("line", chunk)
    with qtbot.waitSignal(player.sig_stopped, timeout=5000):
        player.complete("line")
    assert bytes(capture.data) == mono_to_float32_bytes(take)
    assert [key for key, _ in first_sound] == ["line"] and first_sound[0][1] >= 0
    assert player.underruns == len(underruns) >= 2


def test_an_output_at_another_rate_gets_the_whole_stream_converted_one_way(qtbot: QtBot) -> None:
    capture = Capture()
    player = Player(
        output_factory=capture_factory(
            capture, rates=(44100,), sample_formats=(Int16,), preferred=44100
        )
    )
    take = _signal(0.4, 500)
    done = _signal(0.2, 250)
    assert player.play(
        [
            PlayItem("live", take[:1000], RATE, complete=False),
            PlayItem("take", done, 22050),
        ]
    )
    for start in range(1000, len(take), 777):
        player.extend("live", take[start : start + 777])
    with qtbot.waitSignal(player.sig_stopped, timeout=10000):
        player.complete("live")
    fmt = capture.formats[0]
    assert (fmt.sampleRate(), fmt.sampleFormat()) == (44100, Int16)
    expected = encode_mono(resample_linear(take, RATE, 44100), Int16) + encode_mono(
        resample_linear(done, 22050, 44100), Int16
    )
    assert bytes(capture.data) == expected


def test_dropping_every_live_item_ends_playback(qtbot: QtBot) -> None:
    capture = Capture()
    player = Player(output_factory=capture_factory(capture))
    assert player.play([PlayItem("line", np.zeros(0, np.float32), RATE, complete=False)])
    with qtbot.waitSignal(player.sig_stopped, timeout=2000):
        player.drop("line")
    assert not player.active and capture.starts == 0


def test_stop_ends_the_output_at_once(qtbot: QtBot) -> None:
    capture = Capture()
    player = Player(output_factory=capture_factory(capture, realtime=True))
    assert player.play([PlayItem("long", _signal(5.0, 440), RATE)])
    qtbot.waitUntil(lambda: len(capture.data) > 0)
    with qtbot.waitSignal(player.sig_stopped):
        player.stop()
    heard = len(capture.data)
    assert heard < 5.0 * RATE * 4
    stays(lambda: len(capture.data) == heard, 100, "silence after Stop")
    assert capture.stops == 1 and not capture.reading


def test_no_output_says_so_once_and_plays_nothing(qtbot: QtBot) -> None:
    player = Player(output_factory=lambda parent: None)
    messages: list[str] = []
    player.sig_unavailable.connect(messages.append)
    item = PlayItem("x", _signal(0.1, 440), RATE, complete=False)
    assert not player.play([item])
    assert not player.play([item])
    assert len(messages) == 1 and not player.active
    player.extend("x", _signal(0.1, 440))  # a chunk arriving later is ignored
    assert not player.active
