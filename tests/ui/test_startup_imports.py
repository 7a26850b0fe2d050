"""Nothing heavy before the window paints: the window's modules import no torch, no engine
and no model package (they load on the worker thread, after the first paint)."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = (
    "torch",
    "pocket_tts",
    "voxcpm",
    "faster_whisper",
    "ctranslate2",
    "superqt",
    "qtpy",
    # The book readers' libraries load when a book of theirs is read.
    "docx",
    "pypdf",
    "lxml",
    "studio.core.books.epub_reader",
    "studio.core.books.pdf_reader",
    # The model configs' YAML is read with the first look at a model; numbers are
    # spelled out with the first line prepared.
    "yaml",
    "num2words",
    # The speech server (Preferences > Serve) loads when it is first switched on.
    "fastapi",
    "uvicorn",
    # The dialogs load when they first open.
    "studio.ui.export.dialog",
    "studio.ui.preferences.dialog",
    "studio.ui.help.about",
    "studio.ui.help.shortcuts",
    "studio.ui.voices.workbench",
    "studio.ui.voices.library_dialog",
    "studio.ui.audio.record_dialog",
    "studio.ui.narration.dictionary_dialog",
)

CHECK = (
    "import sys\n"
    "import studio.ui.app, studio.ui.main_window\n"
    f"print(' '.join(name for name in {HEAVY!r} if name in sys.modules) or 'none')\n"
)


def test_the_windows_modules_import_nothing_heavy() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-1] == "none", done.stdout


@pytest.mark.parametrize("argv", [["--help"], ["gui", "--help"], ["--version"]])
def test_help_and_version_import_no_torch(argv: list[str]) -> None:
    code = (
        "import sys\nfrom studio.cli import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        "print('torch' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *argv], capture_output=True, text=True, timeout=120
    )
    assert done.stdout.split()[-1] == "False", done.stderr[-2000:]
