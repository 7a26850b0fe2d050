"""Projects never nest: none is saved inside another, none that holds others is replaced.

A project folder is replaced whole (its old copy goes to the trash) and its
unreferenced audio is cleaned up on every save, so a project saved inside
another would be thrown away with it. These checks run before anything is
written.
"""

from __future__ import annotations

import os
from pathlib import Path

from studio.core.files.replacing import PROJECT_FILE
from studio.core.json_codec import ProjectError
from studio.core.store.project_lock import ProjectLocked, lock_owner
from studio.errors import QT_TRANSLATE_NOOP

# Folders a project writes itself: no project lives there, so they are not searched.
_OWN_FOLDERS = frozenset({"takes", "voices"})
# How deep a replaced folder is searched for other projects.
_SEARCH_DEPTH = 4


def _resolved(path: Path) -> Path:
    try:
        return path.expanduser().resolve()
    except OSError:
        return path.expanduser().absolute()


def enclosing_project(path: Path) -> Path | None:
    """The project folder that ``path`` lies inside (not ``path`` itself), if any."""
    for parent in _resolved(path).parents:
        if (parent / PROJECT_FILE).is_file():
            return parent
    return None


def outside_projects(folder: Path) -> Path:
    """``folder``, or the folder that holds the project it lies in (or is): where a file
    dialog that saves or exports should start, never inside a project."""
    start = _resolved(folder)
    if (start / PROJECT_FILE).is_file():
        start = start.parent
    enclosing = enclosing_project(start)
    while enclosing is not None:
        start = enclosing.parent
        enclosing = enclosing_project(start)
    return start


def dialog_start(path: str, fallback: Path) -> str:
    """Where a file dialog that saves or exports ``path`` starts: its folder, moved
    out of any project it lies in, with its name kept (``fallback`` when empty)."""
    if not path.strip():
        return str(fallback)
    chosen = Path(path).expanduser()
    return str(outside_projects(chosen.parent) / chosen.name)


def refuse_nesting(folder: Path) -> None:
    """ProjectError when ``folder`` would lie inside another project's folder."""
    enclosing = enclosing_project(folder)
    if enclosing is not None:
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} would be inside the project {1}; choose a folder outside it.",
            ),
            folder.name,
            enclosing.name,
        )


def projects_inside(folder: Path) -> list[Path]:
    """Project folders below ``folder`` (not ``folder`` itself), a few levels deep."""
    found: list[Path] = []
    root_depth = len(_resolved(folder).parts)
    for current, dirs, files in os.walk(folder):
        here = Path(current)
        if here != folder and PROJECT_FILE in files:
            found.append(here)
            dirs[:] = []
            continue
        depth = len(_resolved(here).parts) - root_depth
        dirs[:] = [
            d for d in dirs if depth < _SEARCH_DEPTH and not (here == folder and d in _OWN_FOLDERS)
        ]
    return found


def refuse_replacing_open(folder: Path) -> None:
    """Before a project folder is replaced: refuse when another program has it open
    (ProjectLocked) or when other projects live inside it (ProjectError)."""
    owner = lock_owner(folder)
    if owner is not None:
        raise ProjectLocked(folder, owner)
    inside = projects_inside(folder)
    if inside:
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} holds other projects ({1}); move them out of it first, or choose "
                "another name.",
            ),
            folder.name,
            ", ".join(sorted(p.name for p in inside)[:3]) + ("…" if len(inside) > 3 else ""),
        )


__all__ = [
    "dialog_start",
    "enclosing_project",
    "outside_projects",
    "projects_inside",
    "refuse_nesting",
    "refuse_replacing_open",
]
