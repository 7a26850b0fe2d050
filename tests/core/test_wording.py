"""Messages count in words a person would write: no "1 lines", no "at at"."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.core.exports.export import MissingTake, MissingTakesError
from studio.core.store.project import PROJECT_FILE, ProjectError, load_project
from studio.core.text.wording import numbers, plural


def test_plural_and_numbers() -> None:
    assert [plural(n, "line") for n in (0, 1, 2)] == ["0 lines", "1 line", "2 lines"]
    assert plural(1, "cached voice state") == "1 cached voice state"
    assert plural(3, "box", "boxes") == "3 boxes"
    assert [numbers(v) for v in ([], [3], [3, 5], [3, 5, 9])] == ["", "3", "3, 5", "3, 5, 9"]
    assert numbers(list(range(1, 14))) == "1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 3 more"


def test_missing_takes_speak_in_the_right_number() -> None:
    one = MissingTakesError([MissingTake(3, "l3", "Hello.")])
    two = MissingTakesError([MissingTake(3, "l3", "Hi."), MissingTake(5, "l5", "Bye.")])
    assert str(one) == "Line 3 has no take; render it first."
    assert str(two) == "Lines 3, 5 have no take; render them first."
    lost = MissingTakesError([MissingTake(3, "l3", "Hi.", audio_lost=True)])
    assert str(lost) == "The take audio of line 3 is missing from the project; render it first."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "{\n" + '"a": 1,\n' * 15 + '"b": "never closed',
            "unterminated string starting at line 17, column 6",
        ),
        ("{\n\n  nope }", "expecting property name enclosed in double quotes at line 3, column 3"),
    ],
)
def test_damaged_json_says_where_once(tmp_path: Path, text: str, expected: str) -> None:
    folder = tmp_path / "p.vstudio"
    folder.mkdir()
    (folder / PROJECT_FILE).write_text(text, encoding="utf-8")
    with pytest.raises(ProjectError) as info:
        load_project(folder)
    message = str(info.value)
    assert f"({expected})" in message and "at at" not in message
    assert message.endswith("fix the file or restore a backup.")
