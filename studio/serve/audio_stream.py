"""Speech encoded as it comes: each chunk of the engine's audio in, the bytes ready out.

PyAV (its bundled FFmpeg) encodes and muxes every format OpenAI's API offers:
MP3 (LAME), Opus in Ogg, AAC in ADTS, FLAC and 16-bit WAV; ``pcm`` is raw
16-bit little-endian mono at 24 kHz, as OpenAI sends it. The output is written
as a stream (nothing is seeked back), so the first bytes leave with the first
chunk: a WAV's sizes say "unknown" (0xFFFFFFFF), as a streamed WAV's do.
A ``speed`` other than 1 goes through FFmpeg's ``atempo`` filter, which
changes the pace and keeps the pitch.
"""

from __future__ import annotations

from fractions import Fraction

import av
import av.filter
import numpy as np

MEDIA_TYPES = {
    "mp3": "audio/mpeg",
    "opus": "audio/ogg",
    "aac": "audio/aac",
    "flac": "audio/flac",
    "wav": "audio/wav",
    "pcm": "audio/pcm",
}
# (container, codec) for each format PyAV muxes.
_CODECS = {
    "mp3": ("mp3", "libmp3lame"),
    "opus": ("ogg", "libopus"),
    "aac": ("adts", "aac"),
    "flac": ("flac", "flac"),
    "wav": ("wav", "pcm_s16le"),
}
PCM_RATE = 24000  # OpenAI's pcm: clients assume it
OPUS_RATE = 48000
# atempo takes 0.5 to 2 at once; a pace beyond that is several in a row.
_TEMPO_LOW, _TEMPO_HIGH = 0.5, 2.0


class _Sink:
    """Where the muxer writes: bytes kept until taken (no ``seek``: a stream)."""

    def __init__(self) -> None:
        self._parts: list[bytes] = []

    def write(self, data: bytes) -> int:
        self._parts.append(bytes(data))
        return len(data)

    def take(self) -> bytes:
        data, self._parts = b"".join(self._parts), []
        return data


class AudioStream:
    """Encodes mono float audio at ``rate`` into ``fmt``, chunk by chunk."""

    def __init__(self, fmt: str, rate: int, speed: float = 1.0) -> None:
        self.format = fmt
        self.media_type = MEDIA_TYPES[fmt]
        self._rate = rate
        self._pts = 0
        self._tempo = _tempo_graph(rate, speed) if speed != 1.0 else None
        self._sink = _Sink()
        self._container: av.container.OutputContainer | None = None
        self._stream: av.AudioStream | None = None
        self._pcm: av.AudioResampler | None = None
        if fmt == "pcm":
            self._pcm = av.AudioResampler(format="s16", layout="mono", rate=PCM_RATE)
        else:
            container, codec = _CODECS[fmt]
            self._container = av.open(self._sink, "w", format=container)
            out_rate = OPUS_RATE if codec == "libopus" else rate
            stream = self._container.add_stream(codec, rate=out_rate, layout="mono")
            assert isinstance(stream, av.AudioStream)
            self._stream = stream

    def feed(self, samples: np.ndarray) -> bytes:
        """The bytes ready after this chunk (maybe none: an encoder holds a frame back)."""
        if len(samples) == 0:
            return b""
        frame = self._frame(samples)
        if self._tempo is None:
            return self._encode([frame])
        self._tempo.push(frame)
        return self._encode(_pulled(self._tempo))

    def finish(self) -> bytes:
        """The rest: what the filter and the encoder held back, and the container's end."""
        data = b""
        if self._tempo is not None:
            self._tempo.push(None)
            data += self._encode(_pulled(self._tempo))
        if self._pcm is not None:
            return data + b"".join(_pcm_bytes(f) for f in self._pcm.resample(None))
        assert self._container is not None and self._stream is not None
        for packet in self._stream.encode(None):
            self._container.mux(packet)
        self._container.close()
        return data + self._sink.take()

    def close(self) -> None:
        """Let go of the encoder without finishing (the client went away)."""
        if self._container is not None:
            try:
                self._container.close()
            except (av.FFmpegError, ValueError):
                pass  # a half-written stream nobody reads
            self._container = None

    def _frame(self, samples: np.ndarray) -> av.AudioFrame:
        mono = np.clip(np.asarray(samples, dtype=np.float32), -1.0, 1.0)
        frame = av.AudioFrame.from_ndarray(mono[None, :], format="flt", layout="mono")
        frame.sample_rate = self._rate
        frame.pts = self._pts
        frame.time_base = Fraction(1, self._rate)
        self._pts += len(mono)
        return frame

    def _encode(self, frames: list[av.AudioFrame]) -> bytes:
        if self._pcm is not None:
            return b"".join(_pcm_bytes(out) for f in frames for out in self._pcm.resample(f))
        assert self._container is not None and self._stream is not None
        for frame in frames:
            for packet in self._stream.encode(frame):
                self._container.mux(packet)
        return self._sink.take()


def _pcm_bytes(frame: av.AudioFrame) -> bytes:
    return frame.to_ndarray().astype("<i2", copy=False).tobytes()


def _tempo_graph(rate: int, speed: float) -> av.filter.Graph:
    graph = av.filter.Graph()
    node = graph.add_abuffer(
        format="flt", sample_rate=rate, layout="mono", time_base=Fraction(1, rate)
    )
    steps: list[float] = []
    left = speed
    while left < _TEMPO_LOW:
        steps.append(_TEMPO_LOW)
        left /= _TEMPO_LOW
    while left > _TEMPO_HIGH:
        steps.append(_TEMPO_HIGH)
        left /= _TEMPO_HIGH
    steps.append(left)
    for step in steps:
        tempo = graph.add("atempo", f"{step:.6f}")
        node.link_to(tempo)
        node = tempo
    sink = graph.add("abuffersink")
    node.link_to(sink)
    graph.configure()
    return graph


def _pulled(graph: av.filter.Graph) -> list[av.AudioFrame]:
    frames: list[av.AudioFrame] = []
    while True:
        try:
            frame = graph.pull()
        except (av.BlockingIOError, av.EOFError):
            return frames
        assert isinstance(frame, av.AudioFrame)
        frames.append(frame)


__all__ = ["MEDIA_TYPES", "PCM_RATE", "AudioStream"]
