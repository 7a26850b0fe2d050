"""The byte stream a QAudioSink pulls from: audio segments played one after another.

A segment is one item of what the player plays (a take, a voice, or a line
still rendering). The GUI thread appends bytes to the last segments; the audio
output only reads (``readData``), like the ring buffer behind a sound card's
callback. A segment that is not complete yet holds the stream back when it runs
dry: the output gets no bytes (an underrun) until more arrive, then goes on.
Bytes are never invented to fill a gap, so what the output reads is exactly
what was appended.

After an underrun (``hold``) the segment gives nothing until it has
``rebuffer_bytes`` ready or is complete: when rendering is slower than real
time, a few pauses long enough to build a margin sound better than a stutter
at every chunk.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass, field

from PySide6.QtCore import QIODevice, QObject, Signal


@dataclass(eq=False)
class _Segment:
    key: str
    complete: bool
    chunks: deque[bytes] = field(default_factory=deque)
    head: int = 0  # bytes of chunks[0] already read
    started: bool = False
    holding: bool = False  # rebuffering after an underrun

    def buffered(self) -> int:
        return sum(len(chunk) for chunk in self.chunks) - self.head

    def readable(self, rebuffer_bytes: int) -> int:
        """What a reader may take now (nothing while rebuffering)."""
        buffered = self.buffered()
        if self.holding and (self.complete or buffered >= rebuffer_bytes):
            self.holding = False
        return 0 if self.holding else buffered


class PcmStream(QIODevice):
    """A read-only, sequential device over a queue of segments.

    Qt's sinks read it on the thread the sink lives in (the GUI thread with the
    backends the studio runs on); a lock keeps it consistent should a backend
    read from its own thread.
    """

    # serial, key, time.perf_counter() when the segment's first byte was read. Connect
    # it queued, so a slot never runs inside the sink's read; the serial tells a late
    # signal of a stream already replaced.
    sig_segment_started = Signal(int, str, float)

    def __init__(self, parent: QObject, serial: int = 0) -> None:
        super().__init__(parent)
        self.serial = serial
        self._lock = threading.Lock()
        self._segments: deque[_Segment] = deque()
        self.bytes_read = 0
        self.rebuffer_bytes = 0
        self.open(QIODevice.OpenModeFlag.ReadOnly)

    # --- writer side (GUI thread) --------------------------------------

    def add(self, key: str, data: bytes, complete: bool) -> None:
        """A new segment after the others."""
        segment = _Segment(key, complete)
        if data:
            segment.chunks.append(data)
        with self._lock:
            self._segments.append(segment)
        if data:
            self.readyRead.emit()

    def extend(self, key: str, data: bytes) -> bool:
        """More bytes for the live segment ``key``; False when there is none."""
        with self._lock:
            segment = self._find(key)
            if segment is None or segment.complete:
                return False
            if data:
                segment.chunks.append(data)
        if data:
            self.readyRead.emit()
        return True

    def complete(self, key: str, tail: bytes = b"") -> None:
        """The segment ``key`` gets ``tail`` and nothing more."""
        with self._lock:
            segment = self._find(key)
            if segment is None:
                return
            if tail:
                segment.chunks.append(tail)
            segment.complete = True
            self._drop_read_segments()
        self.readyRead.emit()

    def drop(self, key: str) -> None:
        """Remove the live segment ``key`` and what is left of it (a line that will not render)."""
        with self._lock:
            segment = self._find(key)
            if segment is not None:
                self._segments.remove(segment)
            self._drop_read_segments()
        self.readyRead.emit()

    def hold(self, key: str) -> None:
        """The output ran dry on the live segment ``key``: rebuffer before it goes on."""
        with self._lock:
            segment = self._find(key)
            if segment is not None:
                segment.holding = True

    def _find(self, key: str) -> _Segment | None:
        """The live segment ``key`` (keys of complete segments may repeat: an A/B pair)."""
        return next((s for s in self._segments if s.key == key and not s.complete), None)

    # --- state ---------------------------------------------------------

    def readable_bytes(self) -> int:
        """Bytes a read could return now (up to the first live segment's end)."""
        with self._lock:
            total = 0
            for segment in self._segments:
                total += segment.readable(self.rebuffer_bytes)
                if not segment.complete:
                    break
            return total

    @property
    def finished(self) -> bool:
        """Every segment complete and read."""
        with self._lock:
            return not self._segments

    @property
    def waiting_for(self) -> str | None:
        """The live segment a reader waits on now, if the stream has run dry."""
        with self._lock:
            for segment in self._segments:
                if segment.readable(self.rebuffer_bytes):
                    return None
                if not segment.complete:
                    return segment.key
            return None

    # --- QIODevice (the reader's side) ----------------------------------

    def isSequential(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def bytesAvailable(self) -> int:  # noqa: N802
        return self.readable_bytes() + super().bytesAvailable()

    def readData(self, maxlen: int) -> bytes:  # noqa: N802
        out = bytearray()
        started: list[str] = []
        with self._lock:
            self._drop_read_segments()
            while len(out) < maxlen and self._segments:
                segment = self._segments[0]
                if not segment.readable(self.rebuffer_bytes):
                    break  # a live segment waits for its next bytes
                if not segment.started:
                    segment.started = True
                    started.append(segment.key)
                chunk = segment.chunks[0]
                take = min(maxlen - len(out), len(chunk) - segment.head)
                out += chunk[segment.head : segment.head + take]
                segment.head += take
                if segment.head == len(chunk):
                    segment.chunks.popleft()
                    segment.head = 0
                self._drop_read_segments()
            self.bytes_read += len(out)
        now = time.perf_counter()
        for key in started:
            self.sig_segment_started.emit(self.serial, key, now)
        return bytes(out)

    def _drop_read_segments(self) -> None:
        while self._segments and self._segments[0].complete and not self._segments[0].chunks:
            self._segments.popleft()

    def writeData(self, data: bytes | bytearray | memoryview, size: int, /) -> int:  # noqa: N802
        return -1
