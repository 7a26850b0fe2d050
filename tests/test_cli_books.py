"""``voice-studio render BOOK``: chapters, a cast for the dialogue, speakers in the report,
and one sentence (exit 2, no traceback) for every book that cannot be read."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from studio.cli import build_parser, main
from studio.cli.render_inputs import RenderInputs, check_inputs
from tests.core.books.book_files import (
    Doc,
    epub_entries,
    write_bomb_epub,
    write_scanned_pdf,
    write_zip,
)
from tests.support import SAMPLE_TEXTS, speak, tiny_render_args

DOCS = [
    Doc("copyright.xhtml", "<p>Copyright 2024 Ann Author.</p>", body_type="frontmatter"),
    Doc(
        "one.xhtml",
        "<h1>The Meeting</h1><p>The door opened.</p>"
        "<p>\u201cCome in,\u201d said Alice.</p>"
        "<p>\u201cThank you,\u201d Mr. Darcy replied.</p>"
        "<p>\u201cSit down.\u201d</p>",
    ),
    Doc("two.xhtml", "<h1>The Walk</h1><p>\u201cLook,\u201d said Bob. They walked on.</p>"),
    Doc("three.xhtml", "<h1>The End</h1><p>It ended.</p>"),
    Doc("ack.xhtml", "<h1>Acknowledgements</h1><p>Thanks to all.</p>", body_type="backmatter"),
]
TOC = [
    (1, "Copyright", "copyright.xhtml"),
    (1, "The Meeting", "one.xhtml"),
    (1, "The Walk", "two.xhtml"),
    (1, "The End", "three.xhtml"),
    (1, "Acknowledgements", "ack.xhtml"),
]


@pytest.fixture(scope="module")
def voices(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("ref")
    return {name: speak(folder / f"{name}.wav", text) for name, text in SAMPLE_TEXTS.items()}


@pytest.fixture
def book(tmp_path: Path) -> Path:
    return write_zip(tmp_path / "book.epub", epub_entries(DOCS, TOC))


def _inputs(argv: list[str]) -> RenderInputs:
    return check_inputs(build_parser().parse_args(argv))


def _voice_args(voices: dict[str, Path], **names: str) -> list[str]:
    return [arg for name, key in names.items() for arg in ("--voice", f"{name}={voices[key]}")]


def test_chapter_range_and_cast_are_read_before_the_model(
    book: Path, voices: dict[str, Path], tmp_path: Path
) -> None:
    cast = tmp_path / "cast.csv"
    cast.write_text("speaker,voice\nBob,darcy\nNobody,narrator\n", encoding="utf-8")
    voice = _voice_args(voices, narrator="alice", Alice="bob", darcy="alice")
    out = ["--out", str(tmp_path / "out")]
    inputs = _inputs(["render", str(book), *voice, "--chapters", "2-3", "--cast", str(cast), *out])
    lines = [(line.chapter, line.speaker, line.voice, line.text) for line in inputs.lines]
    assert lines == [
        ("The Meeting", None, "narrator", "The Meeting"),
        (None, None, "narrator", "The door opened."),
        (None, "Alice", "Alice", "Come in,"),
        (None, None, "narrator", "said Alice."),
        # "Mr. Darcy" has no voice of that name: the narrator reads him.
        (None, "Mr. Darcy", "narrator", "Thank you,"),
        (None, None, "narrator", "Mr. Darcy replied."),
        (None, "Alice", "Alice", "Sit down."),
        ("The Walk", None, "narrator", "The Walk"),
        (None, "Bob", "darcy", "Look,"),
        (None, None, "narrator", "said Bob. They walked on."),
    ]
    assert any("Nobody, who say nothing" in note for note in inputs.notes)
    assert inputs.record.doc.cast.voice_map == {"Alice": "Alice", "Bob": "darcy"}
    # A title works as well as a number; --narrator picks the narration's voice.
    by_title = _inputs(
        ["render", str(book), *voice, "--chapters", "the end", "--narrator", "darcy", *out]
    )
    assert [(line.voice, line.text) for line in by_title.lines] == [
        ("darcy", "The End"),
        ("darcy", "It ended."),
    ]
    # By default the front and back matter are left out, and a note says so.
    default = _inputs(["render", str(book), *voice, *out])
    assert [line.chapter for line in default.lines if line.chapter] == [
        "The Meeting",
        "The Walk",
        "The End",
    ]
    assert any("Left out the front and back matter" in note for note in default.notes)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--chapters", "9"], "outside"),
        (["--chapters", "Prologue"], "neither a chapter number"),
        (["--narrator", "nobody"], "--narrator 'nobody' is not a voice"),
        (["--cast", "{cast}"], "'tenor' is not a voice"),
        (["--cast", "{missing}"], "no such cast file"),
    ],
)
def test_bad_book_options_get_one_sentence(
    book: Path,
    voices: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    extra: list[str],
    message: str,
) -> None:
    cast = tmp_path / "cast.csv"
    cast.write_text("Alice,tenor\n", encoding="utf-8")
    extra = [e.format(cast=cast, missing=tmp_path / "none.csv") for e in extra]
    argv = ["render", str(book), *_voice_args(voices, alice="alice"), "--out", str(tmp_path / "o")]
    assert main([*argv, *extra]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and err.count("\n") == 0 and "Traceback" not in err
    assert not (tmp_path / "o").exists()


def test_chapters_of_a_text_script_are_refused(
    voices: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "s.txt"
    script.write_text("Hello.\n", encoding="utf-8")
    argv = ["render", str(script), "--voice", f"a={voices['alice']}", "--chapters", "1"]
    assert main(argv) == 2
    assert "--chapters is for a book" in capsys.readouterr().err


def _drm(tmp_path: Path) -> Path:
    entries = epub_entries(DOCS[1:2], TOC[1:2])
    entries["META-INF/rights.xml"] = b"<rights/>"
    return write_zip(tmp_path / "locked.epub", entries)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda tmp: write_bomb_epub(tmp / "bomb.epub"), "more than any book"),
        (_drm, "protected by DRM"),
        (lambda tmp: write_scanned_pdf(tmp / "scan.pdf"), "no text"),
        (lambda tmp: tmp / "missing.epub", "no such book file"),
    ],
)
def test_every_bad_book_gets_one_sentence_and_exit_2(
    voices: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    make: Callable[[Path], Path],
    words: str,
) -> None:
    path = make(tmp_path)
    argv = ["render", str(path), "--voice", f"a={voices['alice']}", "--out", str(tmp_path / "o")]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("voice-studio: ") and err.count("\n") == 0, err
    assert words in err.lower() or words in err


def test_a_bad_book_through_the_console_script(voices: dict[str, Path], tmp_path: Path) -> None:
    """As a user types it: the installed entry point, a DRM-locked book, no traceback."""
    script = Path(sys.executable).parent / "voice-studio"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "studio"]
    result = subprocess.run(
        [*command, "render", str(_drm(tmp_path)), "--voice", f"a={voices['alice']}"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert result.returncode == 2
    assert "protected by DRM" in result.stderr and "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0


@pytest.mark.slow
def test_render_a_book_with_a_cast_and_speakers_in_the_report(
    book: Path, voices: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = tiny_render_args(
        [book],
        {"narrator": voices["alice"], "Alice": voices["bob"]},
        tmp_path / "out",
        "--chapters",
        "The Meeting",
        "--max-seconds",
        "0.3",
        "--project",
        str(tmp_path / "book"),
    )
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    said = [(line["speaker"], line["voice"], line["text"]) for line in report["lines"]]
    assert said[:4] == [
        (None, "narrator", "The Meeting"),
        (None, "narrator", "The door opened."),
        ("Alice", "Alice", "Come in,"),
        (None, "narrator", "said Alice."),
    ]
    assert ("Mr. Darcy", "narrator", "Thank you,") in said
    assert report["lines"][0]["chapter"] == "The Meeting"
    from studio.core.store.project import load_project

    doc = load_project(tmp_path / "book.vstudio").doc
    assert [line.speaker for line in doc.lines] == [line["speaker"] for line in report["lines"]]
    assert doc.cast.voice_map == {"Alice": "Alice"} and doc.cast.narrator == "narrator"
    assert doc.stale_lines() == []
