"""Auto-render: while on, stale lines render in the background, one at a time.

One line is in flight at a time, so the next one is chosen fresh each time:
stale, unlocked lines in script order, the line being edited last (its text is
likely to change again). When the line in flight is edited (its text, voice,
settings or its voice's audio), the render of that line alone is cancelled and
the line is requeued; other lines rendering (a Render stale) go on.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from studio.core.document import Line
from studio.ui.kit.debouncer import Debouncer
from studio.ui.session.session import StudioSession

# Coalesces a burst of edits (a macro, an undo) into one decision.
DEBOUNCE_MS = 150
LineSignature = tuple[object, ...]


class AutoRenderer(QObject):
    sig_enabled_changed = Signal(bool)

    def __init__(
        self,
        session: StudioSession,
        editing_line: Callable[[], str | None] = lambda: None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._editing_line = editing_line
        self._enabled = False
        self._current: str | None = None
        self._current_signature: LineSignature | None = None
        self._last_edited: str | None = None
        # Lines that failed (not cancelled): retried only after they change.
        self._failed: set[str] = set()
        self._debouncer = Debouncer(parent=self)
        self._debouncer.setTimeout(DEBOUNCE_MS)
        self._debouncer.triggered.connect(self._on_debouncer_triggered)
        model = session.model
        model.sig_document_changed.connect(self._on_model_document_changed)
        model.sig_lines_edited.connect(self._on_model_lines_edited)
        model.sig_voices_changed.connect(self._on_model_voices_changed)
        session.sig_line_settled.connect(self._on_session_line_settled)
        session.sig_engine_ready.connect(self._on_session_engine_ready)
        session.sig_document_replaced.connect(self._on_session_document_replaced)

    @property
    def enabled(self) -> bool:
        return self._enabled

    @property
    def current(self) -> str | None:
        """The line auto-render has in flight."""
        return self._current

    def set_enabled(self, enabled: bool) -> None:
        if enabled == self._enabled:
            return
        self._enabled = enabled
        if enabled:
            self._failed.clear()
            self._schedule()
        self.sig_enabled_changed.emit(enabled)

    def _schedule(self) -> None:
        if self._enabled:
            self._debouncer.throttle()

    # --- choosing ------------------------------------------------------

    def _signature(self, line: Line) -> LineSignature:
        doc = self._session.document
        voice = doc.voice(line.voice)
        return (
            line.text,
            doc.spoken(line).key,
            line.voice,
            voice.prompt_key if voice is not None else None,
            doc.effective_params(line).render_signature(),
        )

    def queue_order(self) -> list[str]:
        """The stale, unlocked lines in the order auto-render takes them."""
        doc = self._session.document
        editing = {self._last_edited, self._editing_line()}
        stale = [
            line.id
            for line in doc.stale_lines(audio=self._session.takes)
            if line.id not in self._failed and not self._session.renders.is_active(line.id)
        ]
        return [i for i in stale if i not in editing] + [i for i in stale if i in editing]

    @Slot()
    def _on_debouncer_triggered(self) -> None:
        session = self._session
        if not self._enabled or self._current is not None or session.engine_info is None:
            return
        for line_id in self.queue_order():
            line = session.document.line(line_id)
            # An edited line goes before bulk work, after a line someone waits to hear.
            if session.renders.render_edited(line_id):
                self._current = line_id
                self._current_signature = self._signature(line)
                return
            # Not queued (no such voice): the session marked it failed.
            self._failed.add(line_id)

    # --- events --------------------------------------------------------

    @Slot(list)
    def _on_model_lines_edited(self, line_ids: list[str]) -> None:
        self._last_edited = line_ids[-1]
        self._failed.difference_update(line_ids)

    @Slot()
    def _on_model_voices_changed(self) -> None:
        # A voice added or changed can make failed lines renderable.
        self._failed.clear()

    @Slot()
    def _on_model_document_changed(self) -> None:
        current = self._current
        if current is not None:
            try:
                line = self._session.document.line(current)
            except KeyError:
                line = None
            if line is None or self._signature(line) != self._current_signature:
                # The render in flight no longer matches its line: cancel that line
                # alone (it reports cancelled, then the next pass requeues it); the
                # rest of what renders, a Render stale among it, goes on.
                self._session.renders.cancel([current])
        self._schedule()

    @Slot(str, str)
    def _on_session_line_settled(self, line_id: str, outcome: str) -> None:
        if line_id == self._current:
            self._current = None
            self._current_signature = None
        if outcome == "failed":
            self._failed.add(line_id)
        self._schedule()

    @Slot(object)
    def _on_session_engine_ready(self, info: object) -> None:
        self._schedule()

    @Slot()
    def _on_session_document_replaced(self) -> None:
        self._failed.clear()
        self._last_edited = None
        self._schedule()
