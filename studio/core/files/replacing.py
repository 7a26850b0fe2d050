"""What a write would replace, and replacing it without losing the old copy.

A write never replaces a user's file or folder without asking: the caller
finds what is already there (``existing``), says what would be lost, and
only after a person agreed replaces it. The old copy then goes to the
desktop's trash (the freedesktop trash on Linux, through send2trash), so a
wrong answer can still be undone from the file manager.

A project folder is replaced as a whole (``replace_folder``): the new one is
written beside it under a hidden name; only then does the old one go to the
trash and the new one take its name. A crash at any point leaves the old
project whole (in place or in the trash) and the new one whole (in place or
under its hidden name), never a mix of the two.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import logging
import os
import secrets
import shutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from studio.core.files.atomic_file import fsync_folder
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said

PROJECT_FILE = "project.json"
# What a writer does with a file already at its path: refuse (raise ReplaceRefused
# naming it), overwrite it (the command line's --overwrite), or move it to the
# trash first (a replace the person confirmed in the window).
OnExisting = Literal["refuse", "overwrite", "trash"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Existing:
    """Something already at a path a write would use, described for a person
    (``said``: the description as a clause the window can translate)."""

    path: Path
    description: str  # "the project Book.vstudio (630 lines, 1,204 takes)"
    is_project: bool = False
    said: Said | None = field(default=None, compare=False)


class ReplaceRefused(OutputError):
    """A write would replace what exists, and nobody agreed to it."""

    def __init__(self, found: Iterable[Existing], remedy: str = "") -> None:
        """``remedy`` says what to do; ``{it}`` in it becomes "it" or "them"."""
        self.found = tuple(found)
        listed = _listed(self.found)
        one = len(self.found) == 1
        if remedy:
            advice = remedy.format(it="it" if one else "them")
            if one:
                super().__init__(
                    QT_TRANSLATE_NOOP("StudioError", "{0} already exists; {1}."), listed, advice
                )
            else:
                super().__init__(
                    QT_TRANSLATE_NOOP("StudioError", "{0} already exist; {1}."), listed, advice
                )
        elif one:
            super().__init__(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} already exists; choose another name, or agree to replace it.",
                ),
                listed,
            )
        else:
            super().__init__(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} already exist; choose another name, or agree to replace them.",
                ),
                listed,
            )


def _listed(found: tuple[Existing, ...], shown: int = 3) -> Said:
    names = [item.said or Said("{0}", item.description) for item in found[:shown]]
    if len(found) > shown:
        names.append(Said(QT_TRANSLATE_NOOP("StudioError", "{0} more"), len(found) - shown))
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0} and {1}"), *names)
    if len(names) == 3:
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0}, {1} and {2}"), *names)
    return Said(QT_TRANSLATE_NOOP("StudioError", "{0}, {1}, {2} and {3}"), *names)


# ---------------------------------------------------------------- finding


def project_counts(folder: Path) -> tuple[int, int] | None:
    """(lines, takes) of the project in ``folder``; None when it holds no readable project."""
    try:
        data = json.loads((folder / PROJECT_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    lines = data.get("lines") if isinstance(data, dict) else None
    if not isinstance(lines, list):
        return None
    takes = sum(
        len(line["takes"])
        for line in lines
        if isinstance(line, dict) and isinstance(line.get("takes"), list)
    )
    return len(lines), takes


def describe(path: Path) -> str:
    """What is at ``path``, in a few words a person can weigh before replacing it."""
    return str(described(path))


def described(path: Path) -> Said:
    """``describe(path)`` as a clause the window can translate."""
    if path.is_dir():
        if (path / PROJECT_FILE).exists():
            counts = project_counts(path)
            if counts is None:
                return Said(
                    QT_TRANSLATE_NOOP(
                        "StudioError", "the project {0} (its project.json cannot be read)"
                    ),
                    path.name,
                )
            lines, takes = counts
            return Said(
                QT_TRANSLATE_NOOP("StudioError", "the project {0} ({1}, {2})"),
                path.name,
                _count(lines, "line"),
                _count(takes, "take"),
            )
        try:
            count = sum(1 for _ in path.iterdir())
        except OSError:
            return Said(QT_TRANSLATE_NOOP("StudioError", "the folder {0}"), path.name)
        return Said(
            QT_TRANSLATE_NOOP("StudioError", "the folder {0} ({1})"),
            path.name,
            _count(count, "item"),
        )
    try:
        info = path.stat()
    except OSError:
        return Said("{0}", path.name)
    when = datetime.datetime.fromtimestamp(info.st_mtime).strftime("%Y-%m-%d %H:%M")
    return Said(
        QT_TRANSLATE_NOOP("StudioError", "{0} ({1}, changed {2})"),
        path.name,
        _size(info.st_size),
        when,
    )


def _count(count: int, noun: str) -> Said:
    """``wording.plural(count, noun)`` for the nouns ``described`` counts, as a clause."""
    one = count == 1
    if noun == "line":
        if one:
            return Said(QT_TRANSLATE_NOOP("StudioError", "{0} line"), count)
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0} lines"), count)
    if noun == "take":
        if one:
            return Said(QT_TRANSLATE_NOOP("StudioError", "{0} take"), count)
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0} takes"), count)
    if one:
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0} item"), count)
    return Said(QT_TRANSLATE_NOOP("StudioError", "{0} items"), count)


def _size(count: int) -> Said:
    if count == 1:
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0} byte"), count)
    if count < 1024:
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0} bytes"), count)
    value = count / 1024
    if value < 1024:
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0:.1f} KB"), value)
    value /= 1024
    if value < 1024:
        return Said(QT_TRANSLATE_NOOP("StudioError", "{0:.1f} MB"), value)
    return Said(QT_TRANSLATE_NOOP("StudioError", "{0:.1f} GB"), value / 1024)


def existing(paths: Iterable[Path | None]) -> list[Existing]:
    """The paths that already exist (files, folders or projects), each described once."""
    found: list[Existing] = []
    seen: set[Path] = set()
    for path in paths:
        if path is None or path in seen or not (path.exists() or path.is_symlink()):
            continue
        seen.add(path)
        is_project = path.is_dir() and (path / PROJECT_FILE).exists()
        said = described(path)
        found.append(Existing(path, str(said), is_project, said))
    return found


def refuse_existing(paths: Iterable[Path | None], remedy: str = "") -> None:
    """Raise ReplaceRefused naming what exists among ``paths``; nothing when none does."""
    found = existing(paths)
    if found:
        raise ReplaceRefused(found, remedy)


# ---------------------------------------------------------------- the trash


class TrashError(OutputError):
    """The desktop's trash would not take a file or folder."""

    def __init__(self, path: Path, reason: str | Said) -> None:
        """``reason``: the trash's own words, or a clause of ours."""
        self.reason = reason
        super().__init__(
            QT_TRANSLATE_NOOP("StudioError", "Cannot move {0} to the trash: {1}."), path, reason
        )


def move_to_trash(path: Path) -> None:
    """Move a file or folder to the desktop's trash; TrashError with the reason if it can't."""
    try:
        from send2trash import send2trash
    except ImportError as exc:  # a broken install: say so rather than delete
        raise TrashError(
            path,
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError", "send2trash is not installed; reinstall Voice Studio"
                )
            ),
        ) from exc
    try:
        send2trash(str(path))
    except OSError as exc:
        raise TrashError(path, exc.strerror or str(exc)) from exc


def set_aside(path: Path, name: str) -> Path:
    """Keep ``path`` beside itself under ``name`` with the date, for when the trash fails."""
    stamp = datetime.datetime.now().strftime("%Y-%m-%d %H%M%S")
    stem, suffix = (Path(name).stem, Path(name).suffix) if Path(name).suffix else (name, "")
    target = path.with_name(f"{stem} (replaced {stamp}){suffix}")
    os.rename(path, target)
    return target


def discard_old(path: Path, name: str) -> Said | None:
    """Trash what a confirmed replace took out (``name`` is what the person knew it as).

    Returns None or, when the trash refused it, a sentence saying where it was kept.
    """
    try:
        move_to_trash(path)
        return None
    except TrashError as exc:
        kept = set_aside(path, name)
        return Said(
            QT_TRANSLATE_NOOP(
                "ExportNote", "The old {0} could not go to the trash ({1}); it was kept as {2}."
            ),
            name,
            exc.reason,
            kept.name,
            context="ExportNote",
        )


# ---------------------------------------------------------------- folders


def _hidden_sibling(folder: Path, what: str) -> Path:
    """A hidden name beside ``folder`` with the same suffix (so a project stays a project)."""
    return folder.with_name(f".{folder.stem[:180]}.{what}-{secrets.token_hex(4)}{folder.suffix}")


def replace_folder(folder: Path, write: Callable[[Path], object]) -> Said | None:
    """Replace ``folder`` by what ``write(new_folder)`` makes; the old one goes to the trash.

    ``write`` gets an empty path beside ``folder`` to fill; only when it has
    finished is the old folder trashed (under its own name and path, so the
    file manager restores it where it was) and the new one renamed in. A
    failure in ``write`` leaves ``folder`` untouched and removes the new one.
    Returns None or a sentence about where the old folder was kept when the
    trash refused it.
    """
    staging = _hidden_sibling(folder, "new")
    try:
        write(staging)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    note = discard_old(folder, folder.name)
    try:
        os.rename(staging, folder)
    except OSError as exc:
        raise OutputError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The project was saved as {0}, but it could not be renamed to {1} "
                "({2}); rename it in the file manager.",
            ),
            staging,
            folder.name,
            exc.strerror or str(exc),
        ) from exc
    fsync_folder(folder.parent)
    return note


def guard(path: Path, on_existing: OnExisting) -> Callable[[], object] | None:
    """For a single-file writer: refuse now when ``path`` exists and that is the rule, and
    return what to run just before the rename (``atomic_file.staged``'s ``before_replace``)."""
    if on_existing == "refuse":
        refuse_existing([path])
        return None
    if on_existing == "overwrite":
        return None

    def trash_old() -> None:
        if path.exists():
            note = discard_old(path, path.name)
            if note is not None:
                log.warning("%s", note)

    return trash_old


def replace_file(tmp: Path, target: Path) -> Said | None:
    """Rename a finished temp file over ``target``, the old ``target`` going to the trash
    first; returns None or a sentence about where the old one was kept."""
    note = None
    if target.exists():
        with contextlib.suppress(FileNotFoundError):
            note = discard_old(target, target.name)
    os.replace(tmp, target)
    return note


__all__ = [
    "Existing",
    "OnExisting",
    "ReplaceRefused",
    "TrashError",
    "describe",
    "described",
    "discard_old",
    "existing",
    "guard",
    "move_to_trash",
    "project_counts",
    "refuse_existing",
    "replace_file",
    "replace_folder",
    "set_aside",
]
