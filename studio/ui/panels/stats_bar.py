"""The status bar: messages, engine, model, device, cache use and hits, last line timings.

Each statistic is as wide as its text, and short enough that the four of them
(model, cache, hits, last line) fit whole beside a message at 1366 px in every
language; the details are in their tooltips. Messages take the rest of the bar,
on the left. On a narrower window every part elides its text to the width it
gets and shows the whole text as its tooltip, so a long message or model name
never widens the window.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Slot
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import QProgressBar, QSizePolicy, QStatusBar, QWidget

from studio.engines.info import EngineInfo
from studio.render import LineDone
from studio.ui.audio.stream_player import PlaybackStats
from studio.ui.base.i18n import local_size, localized
from studio.ui.kit.elided_label import ElidedLabel
from studio.ui.session.jobs import CacheSnapshot
from studio.ui.session.script_columns import cache_title

MESSAGE_MS = 8000
# A message keeps at least this much of the bar when the statistics want the rest.
MESSAGE_MIN_WIDTH = 160


class StatsBar(QStatusBar):
    """Permanent labels on the right; transient messages on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # the model load has no measurable progress
        self.progress.setMaximumWidth(140)
        self.progress.setMaximumHeight(14)
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.message_label = ElidedLabel("", self)
        self.message_label.setObjectName("messageLabel")
        self.message_label.setMinimumWidth(MESSAGE_MIN_WIDTH)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._on_message_timer_timeout)
        self.engine_label = self._label(self.tr("No model"))
        self.cache_label = self._label("")
        self.hits_label = self._label("")
        self.last_label = self._label("")
        self.play_label = self._label("")
        self.addWidget(self.progress)
        # The message takes what the statistics leave.
        self.addWidget(self.message_label, 1)
        for label in (
            self.engine_label,
            self.cache_label,
            self.hits_label,
            self.last_label,
            self.play_label,
        ):
            self.addPermanentWidget(label)

    def _label(self, text: str) -> ElidedLabel:
        label = ElidedLabel("", self)
        label.setObjectName("statsLabel")
        # As wide as its whole text when the bar has the room; cut with "…" when not.
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._set(label, text)
        return label

    @staticmethod
    def _set(label: ElidedLabel, text: str) -> None:
        # A field with nothing to say yet (no line rendered, nothing played) leaves
        # its room to the others.
        label.setText(text)
        label.setVisible(bool(text))

    # Messages: QStatusBar's own would be drawn under the permanent labels, cut
    # without a tooltip; these have an area of their own.

    def showMessage(self, message: str, timeout: int | None = 0) -> None:  # noqa: N802 - Qt's
        self.message_label.setText(message)
        # A hidden bar (its window closed) keeps no timer running for nobody.
        if timeout and self.isVisible():
            self._message_timer.start(timeout)
        else:
            self._message_timer.stop()

    def clearMessage(self) -> None:  # noqa: N802
        self._message_timer.stop()
        self.message_label.setText("")

    def currentMessage(self) -> str:  # noqa: N802
        return self.message_label.text()

    @Slot()
    def _on_message_timer_timeout(self) -> None:
        self.message_label.setText("")

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        # A closed window's messages have no one to read them.
        self.clearMessage()
        super().hideEvent(event)

    def show_loading(self, what: str, last_seconds: float | None = None) -> None:
        """``what`` is loading; ``last_seconds``: how long it took the last time."""
        self.progress.show()
        self._set(self.engine_label, self.tr("Loading {0}…").format(what))
        if last_seconds is None:
            self.showMessage(self.tr("Loading the model on the worker thread…"))
        else:
            message = self.tr(
                "Loading the model on the worker thread… (it took {0:.1f} s last time)"
            )
            self.showMessage(localized(message, last_seconds))

    def show_stopped(self, rendering: int, queued: int, playback: bool, checking: bool) -> None:
        """Say what Stop stopped: "Stopped 3 lines rendering and 12 queued." """
        parts = [self.tr("playback")] if playback else []
        if rendering:
            parts.append(self.tr("%n line(s) rendering", "", rendering))
        if queued:
            if rendering:
                parts.append(self.tr("%n queued", "", queued))
            else:
                parts.append(self.tr("%n queued line(s)", "", queued))
        if checking:
            parts.append(self.tr("the clone check"))
        if not parts:
            self.showMessage(self.tr("Nothing was rendering or playing."), MESSAGE_MS)
            return
        listed = parts.pop()
        if parts:
            listed = self.tr("{0} and {1}").format(", ".join(parts), listed)
        self.showMessage(self.tr("Stopped {0}.").format(listed), MESSAGE_MS)

    def show_engine(self, info: EngineInfo) -> None:
        self.progress.hide()
        random = self.tr(" (random weights)") if info.is_random else ""
        # Short in the bar (a random model's name says so: "random:…"); all of it in the tip.
        self._set(self.engine_label, " · ".join((info.engine_id, info.model_spec, info.device)))
        whole = self.tr("{0} · {1}{2} · {3} · {4} Hz").format(
            info.engine_id, info.model_spec, random, info.device, info.sample_rate
        )
        self.engine_label.set_tip(f"{whole}\n{info.fingerprint}")
        self.clearMessage()

    def show_engine_failed(self, message: str) -> None:
        self.progress.hide()
        self._set(self.engine_label, self.tr("Model not loaded"))
        self.engine_label.set_tip(message)

    def show_stats(self, snapshot: CacheSnapshot) -> None:
        memory, disk = local_size(snapshot.memory_bytes), local_size(snapshot.disk_bytes)
        self._set(self.cache_label, self.tr("Cache: memory {0} · disk {1}").format(memory, disk))
        whole = self.tr("Cache: memory {0} / {1} · disk {2}").format(
            memory, local_size(snapshot.memory_budget), disk
        )
        self.cache_label.set_tip("\n".join(filter(None, (whole, snapshot.disk_error))))
        self._set(
            self.hits_label,
            self.tr("Hits: {0} memory, {1} disk · misses: {2}").format(
                snapshot.memory_hits, snapshot.disk_hits, snapshot.misses
            ),
        )

    def show_last_line(self, done: LineDone) -> None:
        t = done.timings
        first = "–" if t.first_audio_ms is None else f"{t.first_audio_ms:.0f}"
        rtf = "–" if t.real_time_factor is None else localized("{0:.2f}", t.real_time_factor)
        outcome = cache_title(done.lookup.outcome)
        self._set(
            self.last_label,
            localized(self.tr("Last line: {0} {1:.0f} ms · RTF {2}"), outcome, t.cache_ms, rtf),
        )
        self.last_label.set_tip(
            localized(
                self.tr(
                    "Last line: {0} {1:.0f} ms · first audio {2} ms · gen {3:.0f} ms · RTF {4}"
                ),
                outcome,
                t.cache_ms,
                first,
                t.generate_ms,
                rtf,
            )
        )

    def show_playback(self, stats: PlaybackStats) -> None:
        self._set(
            self.play_label,
            localized(
                self.tr("Play→sound {0:.0f} ms · underruns {1}"),
                stats.first_sound_ms,
                stats.underruns,
            ),
        )
        how = (
            self.tr("it was rendered while it played")
            if stats.streamed
            else self.tr("it played its take")
        )
        self.play_label.set_tip(
            localized(
                self.tr(
                    "From pressing Play to the line's first sound: {0:.0f} ms; {1}. Underruns: "
                    "times the sound waited for a line still rendering."
                ),
                stats.first_sound_ms,
                how,
            )
        )
