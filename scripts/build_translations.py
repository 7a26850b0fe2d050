"""Build the window's translations: ``update`` collects the strings, the default compiles.

``python scripts/build_translations.py update`` runs ``pyside6-lupdate`` over
``studio/ui``, and the Qt-free modules that mark sentences with
``QT_TRANSLATE_NOOP`` (studio.errors), and merges what it finds into
``resources/translations``:
``voice_studio_de.ts`` and ``voice_studio_es.ts`` hold every string, and
``voice_studio_en.ts`` only the ones with a count (``%n``), whose English
singular and plural forms it gives. Translators then fill the ``.ts`` files
(Qt Linguist, ``pyside6-linguist``, or any editor), with the words of
``glossary_de.md`` and ``glossary_es.md`` beside them.

``python scripts/build_translations.py`` compiles every ``.ts`` into the
``.qm`` file the app reads (``pyside6-lrelease``). setup.sh runs it, and so
does the wheel's build; the ``.qm`` files are not kept in git.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "studio" / "ui"
FOLDER = ROOT / "resources" / "translations"
PREFIX = "voice_studio_"
LANGUAGES = ("de", "es")


def find_tool(name: str) -> str | None:
    """The PySide6 tool beside this Python, on PATH, or in the checkout's .venv."""
    for candidate in (Path(sys.executable).parent / name, ROOT / ".venv" / "bin" / name):
        if candidate.exists():
            return str(candidate)
    return shutil.which(name)


def tool(name: str) -> str:
    found = find_tool(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (bash scripts/setup.sh).")
    return found


def source_files() -> list[str]:
    """The window's modules, and the Qt-free ones that mark sentences the window shows
    (``studio.errors.QT_TRANSLATE_NOOP``: a take's review, for example)."""
    window = set(SOURCES.rglob("*.py"))
    marked = {
        path
        for path in (ROOT / "studio").rglob("*.py")
        if path not in window and "QT_TRANSLATE_NOOP(" in path.read_text(encoding="utf-8")
    }
    return sorted(str(path) for path in window | marked)


def update() -> None:
    sources = source_files()
    for code in LANGUAGES:
        ts = FOLDER / f"{PREFIX}{code}.ts"
        run(
            [
                tool("pyside6-lupdate"),
                "-no-obsolete",
                "-target-language",
                code,
                *sources,
                "-ts",
                str(ts),
            ]
        )
    en = FOLDER / f"{PREFIX}en.ts"
    run(
        [
            tool("pyside6-lupdate"),
            "-no-obsolete",
            "-pluralonly",
            "-target-language",
            "en",
            *sources,
            "-ts",
            str(en),
        ]
    )


def compile_all(
    folder: Path = FOLDER, out: Path | None = None, *, strict: bool = True
) -> list[Path]:
    """Compile every .ts of ``folder`` into ``out`` (default: beside it); returns the .qm files.

    Without ``pyside6-lrelease`` the .qm files compiled before are used; if some are
    missing or older than their .ts, that fails, or (``strict=False``: the first
    install into a new environment, before PySide6 is there) only says so.
    """
    out = out or folder
    out.mkdir(parents=True, exist_ok=True)
    pairs = [(ts, out / ts.with_suffix(".qm").name) for ts in sorted(folder.glob(f"{PREFIX}*.ts"))]
    lrelease = find_tool("pyside6-lrelease")
    if lrelease is None:
        # A build environment without PySide6: the .qm files compiled before will do.
        stale = [
            ts.name
            for ts, qm in pairs
            if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime
        ]
        if stale:
            message = (
                f"pyside6-lrelease not found to compile {', '.join(stale)}: "
                "run bash scripts/setup.sh."
            )
            if strict:
                raise SystemExit(message)
            print(f"warning: {message}", file=sys.stderr)
        return [qm for _, qm in pairs if qm.exists()]
    for ts, qm in pairs:
        try:
            run([lrelease, "-silent", str(ts), "-qm", str(qm)])
        except SystemExit as error:
            if strict or not qm.exists():
                raise
            print(f"warning: {error}; {qm.name} compiled before is used.", file=sys.stderr)
    return [qm for _, qm in pairs]


def run(command: list[str]) -> None:
    # pyside6-lrelease is a Python script of the environment PySide6 is in. A wheel's
    # build (pip's isolated build) sets PYTHONPATH and friends so that its Python sees
    # only the build's packages; the tool's own Python must not inherit that.
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    result = subprocess.run(command, capture_output=True, text=True, check=False, env=env)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"{Path(command[0]).name} failed (exit {result.returncode})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", nargs="?", choices=("update", "compile"), default="compile")
    args = parser.parse_args()
    if args.step == "update":
        update()
    else:
        compile_all()


if __name__ == "__main__":
    main()
