from __future__ import annotations

from studio.core.commands import InsertLines
from studio.core.document import Line, new_id
from studio.ui.session import StudioSession


def test_smoke(qtbot, tiny_config, voice_files):
    session = StudioSession()
    try:
        with qtbot.waitSignal(session.sig_idle, timeout=60000):
            session.start(tiny_config)
            session.add_voice(voice_files["alice"], "alice")
        lines = tuple(Line(new_id(), f"Line number {i}.", "alice") for i in range(3))
        session.undo_stack.push_command(InsertLines((0, 1, 2), lines))
        with qtbot.waitSignal(session.sig_idle, timeout=60000):
            session.render_stale()
        m = session.model
        for r in range(3):
            print([m.data(m.index(r, c)) for c in range(10)])
    finally:
        session.shutdown()
