"""The one script normaliser: the same text splits the same way for render and Import.

Covers the text cases of the robustness matrix at the core: empty and blank
scripts, a 20,000-character line, emoji and right-to-left scripts, control
characters, a stray NUL (removed like them), and files that are not UTF-8 text
(UTF-16 with or without a byte order mark, NUL bytes throughout).
"""

from __future__ import annotations

import io
import logging
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from studio.core.document import Document, VoiceEntry
from studio.core.script_import import prepare_import, prepare_text
from studio.core.text.line_split import MAX_LINE_CHARS, MAX_PHRASE_CHARS, longest_phrase, split_long
from studio.core.text.script import load_script, read_script_text
from studio.core.text.script_files import is_markdown
from studio.core.text.script_text import normalise_script
from studio.errors import ScriptError
from tests.faults import without_permission_override
from tests.support import tiny_engine

PROSE = (
    "The meeting starts at nine, so please bring the quarterly report with you. "
    "A gentle breeze moved across the field as the sun went down behind the hills. "
    "It was late; the trains had stopped, the roads were closed, and nobody could get home. "
    # A long stretch with no punctuation at all: only word boundaries are left.
    + "and they walked on through the quiet streets of the old town " * 5
    + "until the morning came. Then they left. "
)


def long_line(chars: int = 20_000) -> str:
    text = (PROSE * (chars // len(PROSE) + 1))[:chars]
    return text[:-1] + "." if text.endswith(" ") else text


def both_ways(path: Path, voices: list[str]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(voice, text) per line as ``render`` reads the file and as the window imports it."""
    script = load_script(read_script_text(str(path)), voices, markdown=is_markdown(path))
    doc = Document(voices=[VoiceEntry(name, "") for name in voices])
    imported = prepare_import(doc, path)
    rendered = [(line.voice, line.text) for line in script.lines]
    assert script.notes == imported.notes
    return rendered, [(line.voice, line.text) for line in imported.command.lines]


def test_plain_lines_are_lines_for_render_and_import_alike(tmp_path: Path) -> None:
    script = tmp_path / "s.txt"
    script.write_text("Hello there\nhow are you\n\nbob: fine thanks\n", encoding="utf-8")
    rendered, imported = both_ways(script, ["alice", "bob"])
    assert (
        rendered
        == imported
        == [
            ("alice", "Hello there"),
            ("alice", "how are you"),
            ("bob", "fine thanks"),
        ]
    )


def test_markdown_joins_wrapped_paragraphs_for_render_and_import_alike(tmp_path: Path) -> None:
    script = tmp_path / "s.md"
    script.write_text(
        "# Title\n\nThis sentence was wrapped\nby an editor at seventy columns.\nNext one.\n"
        "bob: Hi there.\nNote: this is not a voice.\n",
        encoding="utf-8",
    )
    rendered, imported = both_ways(script, ["alice", "bob"])
    assert (
        rendered
        == imported
        == [
            ("alice", "Title"),
            ("alice", "This sentence was wrapped by an editor at seventy columns."),
            ("alice", "Next one."),
            ("bob", "Hi there."),
            ("alice", "Note: this is not a voice."),
        ]
    )


def test_a_20000_character_line_becomes_lines_the_engine_says_whole(
    caplog: pytest.LogCaptureFixture,
) -> None:
    from pocket_tts.models.text_chunking import split_into_best_sentences

    text = long_line()
    assert len(text) == 20_000
    lines = split_long(text)
    assert " ".join(lines) == " ".join(text.split())  # nothing lost, nothing reordered
    assert all(len(line) <= MAX_LINE_CHARS for line in lines)
    assert all(longest_phrase(line) <= MAX_PHRASE_CHARS for line in lines)
    # Cut at sentence ends and clause marks where there are any; between words only
    # inside the stretch that has none, into lines of about even length.
    assert lines.count("Then they left.") == text.count("Then they left.") > 30
    assert "The meeting starts at nine, so please bring the quarterly report with you." in lines
    late = "It was late; the trains had stopped, the roads were closed, and nobody could get home."
    assert any(line.startswith(late) for line in lines)
    stretch = "and they walked on through the quiet streets of the old town"
    for line, after in zip(lines, lines[1:], strict=False):
        if line[-1] not in ".,;":
            assert set(line.split()[-1:] + after.split()[:1]) <= set(stretch.split()), (line, after)
            assert len(line.split()) > 3 and len(after.split()) > 3, (line, after)

    model = tiny_engine().model
    with caplog.at_level(logging.WARNING, logger="pocket_tts.models.text_chunking"):
        for line in lines:
            split_into_best_sentences(
                model.flow_lm.conditioner.tokenizer,
                line,
                50,
                model.pad_with_spaces_for_short_inputs,
                remove_semicolons=model.remove_semicolons,
                append_terminal_punctuation=model.append_terminal_punctuation,
                capitalize_first_letter=model.capitalize_first_letter,
                replace_characters=model.replace_characters,
            )
    assert [r.getMessage() for r in caplog.records if "Chunk has" in r.getMessage()] == []


def test_a_short_line_is_never_touched() -> None:
    line = "The meeting starts at nine, so please bring the quarterly report with you, Dr. Who."
    assert split_long(line) == [line]


def test_a_speaker_prefix_is_not_repeated_into_every_piece() -> None:
    text = "alice: " + long_line(5000)
    unknown = normalise_script(text, ["bob"])
    assert unknown.pieces[0].text.startswith("alice: The meeting")
    assert all(piece.voice is None for piece in unknown.pieces)
    assert sum("alice" in piece.text for piece in unknown.pieces) == 1
    known = normalise_script(text, ["alice", "bob"])
    assert all(piece.voice == "alice" for piece in known.pieces)
    assert not any("alice" in piece.text for piece in known.pieces)
    assert len(known.notes) == 1 and "split into" in str(known.notes[0])


def test_control_characters_are_removed_and_said_once(tmp_path: Path) -> None:
    dirty = (
        "Ring\x07 the bell.\n\x1b[31mRed\x1b[0m text.\nNUL\x00 here.\n"
        "Evil \u202etxt.exe\n\u200bZero width.\n\ufeffBOM inside.\n"
    )
    script = normalise_script(dirty, ["alice"])
    assert [p.text for p in script.pieces] == [
        "Ring the bell.",
        "Red text.",
        "NUL here.",
        "Evil txt.exe",
        "Zero width.",
        "BOM inside.",
    ]
    assert len(script.notes) == 1
    note = str(script.notes[0])
    for name in ("BEL", "escape sequence (2)", "NUL", "right-to-left override", "zero width space"):
        assert name in note
    assert note.startswith("Removed 7 control or invisible characters from the script")
    # The same text through the window's import says the same, once.
    imported = prepare_text(Document(voices=[VoiceEntry("alice", "")]), dirty)
    assert imported.notes == script.notes
    assert [line.text for line in imported.command.lines] == [p.text for p in script.pieces]


def test_emoji_and_right_to_left_scripts_are_kept() -> None:
    text = (
        "Hello 👋🏽 family 👨\u200d👩\u200d👧 and flag \U0001f3f4\U000e0067\U000e0062\U000e0073"
        "\U000e0063\U000e0074\U000e007f.\n"
        "مرحبا بالعالم. كيف حالك؟\n"
        "שלום עולם, מה שלומך?\n"
        "می\u200cخواهم بروم.\n"
    )
    script = normalise_script(text, ["alice"])
    assert script.notes == ()
    assert [p.text for p in script.pieces] == text.strip().split("\n")


def test_long_right_to_left_text_splits_at_its_own_sentence_marks() -> None:
    sentence = "هذه جملة طويلة عن الطقس في المدينة القديمة، والناس يمشون في الشوارع. "
    lines = split_long(sentence * 40)
    assert len(lines) > 1 and all(line.endswith(".") for line in lines)
    assert all(len(line) <= MAX_LINE_CHARS for line in lines)
    cjk = "今天天气很好我们去公园散步吧" * 30  # no punctuation at all
    pieces = split_long(cjk)
    assert "".join(pieces) == cjk and all(len(p) <= MAX_PHRASE_CHARS for p in pieces)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b"\n   \n\t\n", "only blank lines"),
        ("\x07\x1b[0m\n\u200b\n".encode(), "once its 3 control"),
        (b"<!-- a comment -->\n```\ncode\n```\n", "no lines of speech"),
    ],
)
def test_scripts_without_speech_get_a_sentence(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / ("s.md" if b"```" in content else "s.txt")
    path.write_bytes(content)
    for attempt in (
        lambda: load_script(read_script_text(str(path)), ["alice"], markdown=is_markdown(path)),
        lambda: prepare_import(Document(voices=[VoiceEntry("alice", "")]), path),
    ):
        with pytest.raises(ScriptError, match=message) as info:
            attempt()
        assert "\n" not in str(info.value) and str(info.value).endswith(".")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("café\n".encode("latin-1"), r"not UTF-8 text \(line 1"),
        ("One.\nTwo café.\n".encode("cp1252"), r"line 2"),
        ("Hello.\n".encode("utf-16"), "is UTF-16 text; save"),
        # Without a byte order mark, UTF-16 still has a sentence of its own.
        ("Hello there.\n".encode("utf-16-le"), "looks like UTF-16 text"),
        ("Hello there.\n".encode("utf-16-be"), "looks like UTF-16 text"),
        # NUL everywhere, yet valid UTF-8: a program's data, not a script.
        (b"\x00\x01\x02\x03PK" * 50, "holds 50 NUL bytes, so it is not UTF-8 text"),
    ],
)
def test_files_that_are_not_utf8_text_are_refused(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "s.txt"
    path.write_bytes(content)
    with pytest.raises(ScriptError, match=message):
        read_script_text(str(path))
    with pytest.raises(ScriptError, match=message):
        prepare_import(Document(), path)
    assert path.read_bytes() == content


def test_a_utf8_byte_order_mark_is_fine(tmp_path: Path) -> None:
    path = tmp_path / "s.txt"
    path.write_bytes("\ufeffHello.\n".encode())
    assert [line.text for line in load_script(read_script_text(str(path)), ["a"]).lines] == [
        "Hello."
    ]


def test_paths_that_are_not_script_files(tmp_path: Path) -> None:
    with pytest.raises(ScriptError, match="no such script file"):
        read_script_text(str(tmp_path / "missing.txt"))
    with pytest.raises(ScriptError, match="is a folder"):
        read_script_text(str(tmp_path))


def test_a_script_without_read_permission_is_refused(tmp_path: Path) -> None:
    """Root reads any file, so the check runs in a child without that capability."""
    path = tmp_path / "secret.txt"
    path.write_text("Hello.\n", encoding="utf-8")
    path.chmod(0)
    code = (
        "import sys\nfrom studio.core.text.script import read_script_text\n"
        "from studio.errors import ScriptError\n"
        "try:\n    read_script_text(sys.argv[1])\nexcept ScriptError as exc:\n    print(exc)\n"
    )
    command = without_permission_override([sys.executable, "-c", code, str(path)])
    done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Cannot read {path}: permission denied; check its permissions."


def test_a_stray_nul_is_removed_and_said_once_by_paste_import_and_render(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A NUL in a UTF-8 script is a control character like BEL: removed, with the same
    note, whether the text is pasted, imported or given to ``render`` (file or stdin)."""
    data = b"Hello\x00 there.\nbob: Fine\x00\x00, thanks.\n"
    path = tmp_path / "s.txt"
    path.write_bytes(data)
    rendered, imported = both_ways(path, ["alice", "bob"])
    pasted = load_script(data.decode(), ["alice", "bob"])
    monkeypatch.setattr(sys, "stdin", SimpleNamespace(buffer=io.BytesIO(data)))
    piped = load_script(read_script_text("-"), ["alice", "bob"])
    expected = [("alice", "Hello there."), ("bob", "Fine, thanks.")]
    assert rendered == imported == expected
    assert [(line.voice, line.text) for line in pasted.lines] == expected
    assert [(line.voice, line.text) for line in piped.lines] == expected
    note = (
        "Removed 3 control or invisible characters from the script: they cannot be spoken "
        "(NUL (3))."
    )
    assert [str(n) for n in pasted.notes] == [str(n) for n in piped.notes] == [note]
    assert [str(n) for n in load_script(read_script_text(str(path)), ["alice", "bob"]).notes] == [
        note
    ]
    assert path.read_bytes() == data
