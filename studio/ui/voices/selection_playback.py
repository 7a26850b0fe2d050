"""Plays part of a recording through the studio's player and moves a playhead over it.

The player says when an item starts and stops but not where it is, so the
playhead follows a clock started with the sound; it stops with the player
(the end of the part, Stop, or another sound taking the player).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Slot

from studio.ui.audio.player import Player, PlayItem
from studio.ui.voices.region_view import RegionView

PLAYHEAD_MS = 30


class SelectionPlayback(QObject):
    def __init__(self, player: Player, view: RegionView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._player = player
        self._view = view
        self._origin: float | None = None
        self._end = 0.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(PLAYHEAD_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        player.sig_stopped.connect(self._on_player_stopped)

    @property
    def playing(self) -> bool:
        return self._origin is not None

    def play(self, samples: np.ndarray, rate: int, origin: float) -> bool:
        """Play ``samples``, which start ``origin`` seconds into the view's recording.
        False when there is no audio output."""
        self._stop_playhead()
        if not self._player.play([PlayItem("", samples, rate)]):
            return False
        self._origin = origin
        self._end = origin + len(samples) / rate
        self._clock.start()
        self._timer.start()
        return True

    def stop(self) -> None:
        if self._origin is not None:
            self._player.stop()
        self._stop_playhead()

    @Slot()
    def _on_timer_timeout(self) -> None:
        if self._origin is not None:
            now = self._origin + self._clock.elapsed() / 1000
            self._view.set_playhead(min(now, self._end))

    @Slot()
    def _on_player_stopped(self) -> None:
        self._stop_playhead()

    def _stop_playhead(self) -> None:
        self._origin = None
        self._timer.stop()
        self._view.set_playhead(None)


__all__ = ["SelectionPlayback"]
