"""Playing script lines: a line with a take plays it; a stale line plays while it renders.

Play on a stale (or queued) line asks the session to render it before
anything else (``StudioSession.render_now``) and hands the player a live item
that grows chunk by chunk as the worker renders it, so the line is heard from
its first chunk on. A list of lines (Play from here) plays in order: takes as
they are, stale lines streamed, all rendered ahead of any bulk work. The
samples given to the player are exactly the chunks the take is made of.

The chunks of the line rendering now are kept here until it ends, so Play on
a line that is already rendering starts from its beginning too.

A take whose audio is in the project folder (not in memory) is read off the
GUI thread (``TakeReader``): its item is live until the read arrives, and
only ``READ_AHEAD`` lines ahead of the one heard are read, so Play from here
on a whole book neither stalls the window nor holds the book in memory.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QObject, Signal, Slot

from studio.core.document import Line, Take
from studio.ui.audio.player import Player, PlayItem
from studio.ui.session.session import StudioSession
from studio.ui.session.take_reader import Audio

log = logging.getLogger(__name__)
# Lines in these states have no take to play: Play renders them.
_RENDER_ON_PLAY = ("stale", "queued", "rendering", "failed", "missing")
# Takes read from the project ahead of the line being heard.
READ_AHEAD = 4


@dataclass(frozen=True)
class PlaybackStats:
    """The last Play: how long its first line took to be heard, and how playback went."""

    line_id: str
    first_sound_ms: float
    streamed: bool  # the line was rendered while it played
    underruns: int  # times the output ran dry waiting for a line still rendering


class StreamPlayer(QObject):
    """Decides what a Play plays, and feeds the player the chunks of lines rendering."""

    sig_message = Signal(str)
    sig_stats = Signal(object)  # PlaybackStats

    def __init__(self, session: StudioSession, player: Player, parent: QObject | None = None):
        super().__init__(parent)
        self._session = session
        self._player = player
        self._partial: dict[str, list[np.ndarray]] = {}  # chunks of the lines rendering now
        self._fed: dict[str, int] = {}  # live line -> samples given to the player so far
        self._streamed: set[str] = set()
        # Takes of this Play still to read from the project (place in the Play, line id,
        # take), in order, and those being read; a new Play or Stop makes older reads void.
        self._to_read: list[tuple[int, str, Take]] = []
        self._reading: set[str] = set()
        self._places: dict[str, int] = {}  # line id -> its place in this Play
        self._heard = 0  # the place of the line being heard
        self._serial = 0
        self.last_stats: PlaybackStats | None = None
        session.sig_line_chunk.connect(self._on_session_line_chunk)
        session.sig_line_settled.connect(self._on_session_line_settled)
        session.sig_document_replaced.connect(self._on_session_document_replaced)
        session.model.sig_lines_edited.connect(self._on_model_lines_edited)
        session.model.sig_document_changed.connect(self._on_model_document_changed)
        player.sig_first_sound.connect(self._on_player_first_sound)
        player.sig_underrun.connect(self._on_player_underrun)
        player.sig_stopped.connect(self._on_player_stopped)
        player.sig_started.connect(self._on_player_started)

    @property
    def active(self) -> bool:
        return self._player.active

    def play(self, line_ids: list[str]) -> bool:
        """Play these lines in order, rendering those without a take first; False when
        nothing could play (no output device, or no line with audio or a voice)."""
        pressed = time.perf_counter()
        self._player.stop()
        session = self._session
        doc = session.document
        lines = [doc.line(line_id) for line_id in line_ids]
        info = session.engine_info
        wanted = [line.id for line in lines if info is not None and self._needs_render(line)]
        lost = any(session.model.status_of(doc.line(line_id)) == "missing" for line_id in wanted)
        coming = set(session.renders.render_now(wanted)) if wanted else set()
        if lost:
            self.sig_message.emit(self.tr("The take's audio file is gone; rendering it again."))
        items: list[PlayItem] = []
        fed: dict[str, int] = {}
        to_read: list[tuple[int, str, Take]] = []
        for line in lines:
            if line.id in coming and info is not None:
                # Chunks this line already has (it was rendering) play first.
                partial = self._partial.get(line.id, [])
                samples = np.concatenate(partial) if partial else np.zeros(0, np.float32)
                items.append(PlayItem(line.id, samples, info.sample_rate, complete=False))
                fed[line.id] = len(samples)
                continue
            take = session.take_to_play(line)
            if take is None:
                continue
            audio = session.takes.peek(take.id)
            if audio is not None:
                items.append(PlayItem(line.id, audio, take.sample_rate))
            else:
                # In the project's folder: read off the GUI thread, heard when it arrives.
                items.append(PlayItem(line.id, np.zeros(0, np.float32), take.sample_rate, False))
                to_read.append((len(items) - 1, line.id, take))
        if not items:
            self.sig_message.emit(
                self.tr("Nothing to play: the line has no take and cannot be rendered now.")
            )
            return False
        self._fed = fed
        self._streamed = set(fed)
        if not self._player.play(items, pressed):
            self._fed.clear()
            return False
        self._serial += 1
        self._to_read = to_read
        self._reading = set()
        self._places = {item.key: n for n, item in enumerate(items)}
        self._heard = 0
        self._read_ahead()
        return True

    def _read_ahead(self) -> None:
        """Ask for the takes of the lines up to READ_AHEAD places past the one heard."""
        serial = self._serial
        while self._to_read and self._to_read[0][0] <= self._heard + READ_AHEAD:
            _, line_id, take = self._to_read.pop(0)
            self._reading.add(line_id)

            def arrived(audio: Audio, line_id: str = line_id, take: Take = take) -> None:
                self._on_take_read(serial, line_id, audio.get(take.id))

            self._session.take_reader.read([take.id], arrived)

    def _on_take_read(self, serial: int, line_id: str, audio: np.ndarray | None) -> None:
        if serial != self._serial or line_id not in self._reading:
            return  # a Stop or another Play came first
        self._reading.discard(line_id)
        if audio is None:
            self.sig_message.emit(self.tr("The take's audio file is gone; render the line again."))
            self._player.drop(line_id)
        else:
            self._player.extend(line_id, audio)
            self._player.complete(line_id)

    def stop(self) -> None:
        self._player.stop()

    def _needs_render(self, line: Line) -> bool:
        if self._session.model.status_of(line) not in _RENDER_ON_PLAY:
            return False
        # A locked line keeps its take: bulk renders skip it, and so does Play.
        return not (line.locked and self._session.take_to_play(line) is not None)

    # --- session slots -------------------------------------------------

    @Slot(str, int, object)
    def _on_session_line_chunk(self, line_id: str, offset: int, samples: np.ndarray) -> None:
        if offset == 0:
            self._partial[line_id] = []  # a render starts (or starts again)
        self._partial.setdefault(line_id, []).append(samples)
        fed = self._fed.get(line_id)
        if fed is None:
            return
        if offset != fed:
            # Not the continuation of what was heard: it would not be the take.
            log.warning("line %s restarted at %d after %d samples played", line_id, offset, fed)
            self._drop(line_id)
            return
        self._fed[line_id] = fed + len(samples)
        self._player.extend(line_id, samples)

    @Slot(str, str)
    def _on_session_line_settled(self, line_id: str, outcome: str) -> None:
        self._partial.pop(line_id, None)
        fed = self._fed.get(line_id)
        if fed is None:
            return
        if outcome != "done":
            if outcome == "failed":
                runtime = self._session.model.runtime(line_id)
                reason = runtime.message if runtime is not None else ""
                self.sig_message.emit(self.tr("A line could not be rendered: {0}").format(reason))
            self._drop(line_id)
            return
        del self._fed[line_id]
        take = self._session.take_to_play(self._session.document.line(line_id))
        if take is not None and take.num_samples != fed:
            log.warning(
                "line %s: %d samples streamed, the take has %d", line_id, fed, take.num_samples
            )
        self._player.complete(line_id)

    def _drop(self, line_id: str) -> None:
        self._fed.pop(line_id, None)
        self._player.drop(line_id)

    @Slot(list)
    def _on_model_lines_edited(self, line_ids: list[str]) -> None:
        if any(line_id in self._fed for line_id in line_ids):
            # What is rendering no longer says what the line says.
            self._player.stop()
            self.sig_message.emit(self.tr("Playback stopped: the line was edited."))

    @Slot()
    def _on_model_document_changed(self) -> None:
        # A line deleted while it rendered never settles: forget it here.
        if not self._partial and not self._fed:
            return
        doc = self._session.document

        def gone(line_id: str) -> bool:
            try:
                doc.index_of(line_id)
            except KeyError:
                return True
            return False

        for line_id in [i for i in self._partial if gone(i)]:
            del self._partial[line_id]
        for line_id in [i for i in self._fed if gone(i)]:
            self._drop(line_id)

    @Slot()
    def _on_session_document_replaced(self) -> None:
        self._partial.clear()
        self._player.stop()

    # --- player slots --------------------------------------------------

    @Slot(str, float)
    def _on_player_first_sound(self, key: str, ms: float) -> None:
        if not key:
            return  # not a line (a voice's reference)
        self._session.model.set_first_sound(key, ms)
        self._publish(PlaybackStats(key, ms, key in self._streamed, self._player.underruns))

    @Slot(str)
    def _on_player_underrun(self, key: str) -> None:
        stats = self.last_stats
        if stats is not None:
            self._publish(
                PlaybackStats(
                    stats.line_id, stats.first_sound_ms, stats.streamed, self._player.underruns
                )
            )

    @Slot()
    def _on_player_stopped(self) -> None:
        self._fed.clear()
        self._streamed.clear()
        self._to_read.clear()
        self._reading.clear()
        self._places.clear()
        self._serial += 1

    @Slot(str)
    def _on_player_started(self, key: str) -> None:
        place = self._places.get(key)
        if place is not None:
            self._heard = place
            self._read_ahead()

    def _publish(self, stats: PlaybackStats) -> None:
        self.last_stats = stats
        self.sig_stats.emit(stats)
