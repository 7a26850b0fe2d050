"""The installed Qt binding does not take a reference from True on every emit.

PySide6 6.12.0's ``SignalInstance.emit()`` returns True without a reference:
each emit from Python costs True one reference, and after a few thousand
(a long render's progress signals) Python 3.10/3.11 abort with "deallocating
True or False". pyproject.toml keeps PySide6 below 6.12 for this.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot


class _Emitter(QObject):
    sig_value = Signal(int)


def test_emitting_keeps_the_reference_count_of_true(qtbot: QtBot) -> None:
    emitter = _Emitter()
    before = sys.getrefcount(True)
    for n in range(200):
        emitter.sig_value.emit(n)
    # Other code may hold or drop a few references meanwhile; the fault loses 200.
    assert sys.getrefcount(True) - before > -20
