"""A function run on a QThreadPool thread, its result or error delivered on the GUI thread.

``PoolJob`` is a QRunnable whose signals object (``JobSignals``) is created
where the job is made, the GUI thread: connected slots and plain callables
run there, as queued calls, whichever pool thread emits. ``work()`` is the
function (override it, or pass ``func`` and ``args``); ``returned`` carries
its result, ``errored`` an exception it raised, and ``finished`` follows
either. Small and ours: it keeps the window's start-up free of a widget
library's imports.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal


class JobSignals(QObject):
    returned = Signal(object)
    errored = Signal(object)  # the exception
    finished = Signal()


class PoolJob(QRunnable):
    def __init__(
        self,
        func: Callable[..., Any] | None = None,
        *args: Any,
        signals: JobSignals | None = None,
    ) -> None:
        super().__init__()
        # The pool must not delete the runnable while Python still holds it.
        self.setAutoDelete(False)
        self._func = func
        self._args = args
        self.signals = signals if signals is not None else JobSignals()
        self.returned = self.signals.returned
        self.errored = self.signals.errored
        self.finished = self.signals.finished

    def work(self) -> Any:
        assert self._func is not None, "give a function or override work()"
        return self._func(*self._args)

    def run(self) -> None:  # the pool thread
        try:
            result = self.work()
        except Exception as exc:  # noqa: BLE001 - handed to the GUI thread, which reports it
            self.signals.errored.emit(exc)
        else:
            self.signals.returned.emit(result)
        finally:
            self.signals.finished.emit()


__all__ = ["JobSignals", "PoolJob"]
