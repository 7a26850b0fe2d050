"""LineWrites: every way a command can change the lines is either a row written in place
or a reshape, so the script's model never misses a change when it updates rows only."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from studio.core.commands import AddTake, Command, InsertLines, MoveLine, RemoveLines, SetText
from studio.core.document import Document, Line
from studio.core.line_writes import LineWrites
from tests.support import make_take


def _lines(n: int) -> list[Line]:
    return [Line(f"l{i}", f"Line {i}.", "alice") for i in range(n)]


def test_writes_in_place_are_rows() -> None:
    lines = LineWrites(_lines(5))
    lines[1] = Line("x", "X.", "alice")
    lines[-1] = Line("y", "Y.", "alice")
    assert lines.written == {1, 4} and not lines.reshaped


@pytest.mark.parametrize(
    "change",
    [
        lambda ls: ls.insert(0, Line("n", "N.", "alice")),
        lambda ls: ls.append(Line("n", "N.", "alice")),
        lambda ls: ls.extend([Line("n", "N.", "alice")]),
        lambda ls: ls.pop(),
        lambda ls: ls.remove(ls[0]),
        lambda ls: ls.__delitem__(0),
        lambda ls: ls.__setitem__(slice(0, 1), []),
        lambda ls: ls.sort(key=lambda line: line.id, reverse=True),
        lambda ls: ls.reverse(),
        lambda ls: ls.clear(),
    ],
)
def test_every_other_change_is_a_reshape(change: Callable[[LineWrites], object]) -> None:
    lines = LineWrites(_lines(3))
    change(lines)
    assert lines.reshaped


def test_the_commands_say_what_they_did() -> None:
    doc = Document(lines=_lines(4))
    take = make_take("Line 2.", 100)
    commands: list[tuple[Command, bool]] = [
        (AddTake("l2", take), False),
        (SetText("l1", "New words."), False),
        (InsertLines((1,), (Line("n", "N.", "alice"),)), True),
        (RemoveLines(("l3",)), True),
        (MoveLine("l0", 2), True),
    ]
    for command, reshaped in commands:
        copy = doc.working_copy()
        copy.lines = LineWrites(copy.lines)
        command.apply(copy)
        assert copy.lines.reshaped == reshaped, command
        if not reshaped:
            changed = {
                i for i, (a, b) in enumerate(zip(doc.lines, copy.lines, strict=True)) if a is not b
            }
            assert changed == copy.lines.written
