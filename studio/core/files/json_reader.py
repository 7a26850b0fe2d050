"""Reading JSON objects field by field, naming the exact field that is wrong.

``Reader`` is shared by everything the studio reads back from JSON (the
project file, the history, a take's word check), so a hand-edited file gets
one clear message: which file, which field, what was found, what to do.
Depends on nothing but the errors, so any module of ``core`` can use it.
"""

from __future__ import annotations

import json
import math
from typing import Any

from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError

PROJECT_JSON = "project.json"
# A clause of the sentences below, marked so that the window can say it too.
PROJECT_ADVICE = QT_TRANSLATE_NOOP("StudioError", "fix the file or restore a backup")


class ProjectError(StudioError):
    """A project folder that cannot be opened or saved as asked."""


class Reader:
    """Typed access to a JSON object that names the exact field on failure.

    ``file`` and ``advice`` shape the message: which file the object came
    from and what the user can do about a bad field (a clause: text marked for
    translation, or a ``Said``).
    """

    def __init__(
        self,
        obj: object,
        where: str,
        file: str = PROJECT_JSON,
        advice: str | Said = PROJECT_ADVICE,
    ) -> None:
        self.file = file
        self.advice = advice
        if not isinstance(obj, dict):
            raise self.bad(where, QT_TRANSLATE_NOOP("StudioError", "must be an object"), obj)
        self.obj: dict[str, Any] = obj
        self.where = where

    def bad(self, where: str, what: str | Said, value: object) -> ProjectError:
        return bad(where, what, value, self.file, self.advice)

    def _get(self, key: str, default: object, required: bool) -> object:
        if key not in self.obj:
            if required:
                raise ProjectError(
                    QT_TRANSLATE_NOOP("StudioError", "{0}: {1}.{2} is missing; {3}."),
                    self.file,
                    self.where,
                    key,
                    _clause(self.advice),
                )
            return default
        return self.obj[key]

    def text(self, key: str, default: str | None = None) -> str:
        value = self._get(key, default, default is None)
        if not isinstance(value, str):
            raise self.bad(
                f"{self.where}.{key}", QT_TRANSLATE_NOOP("StudioError", "must be text"), value
            )
        return value

    def opt_text(self, key: str) -> str | None:
        value = self._get(key, None, False)
        if value is not None and not isinstance(value, str):
            raise self.bad(
                f"{self.where}.{key}",
                QT_TRANSLATE_NOOP("StudioError", "must be text or null"),
                value,
            )
        return value

    def integer(self, key: str, default: int | None = None) -> int:
        value = self._get(key, default, default is None)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.bad(
                f"{self.where}.{key}",
                QT_TRANSLATE_NOOP("StudioError", "must be a whole number"),
                value,
            )
        return value

    def opt_integer(self, key: str) -> int | None:
        value = self._get(key, None, False)
        if value is None:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.bad(
                f"{self.where}.{key}",
                QT_TRANSLATE_NOOP("StudioError", "must be a whole number or null"),
                value,
            )
        return value

    def number(self, key: str, default: float | None = None) -> float:
        value = self._get(key, default, default is None)
        if not _is_number(value):
            raise self.bad(
                f"{self.where}.{key}", QT_TRANSLATE_NOOP("StudioError", "must be a number"), value
            )
        return float(value)  # type: ignore[arg-type]

    def opt_number(self, key: str) -> float | None:
        value = self._get(key, None, False)
        if value is None:
            return None
        if not _is_number(value):
            raise self.bad(
                f"{self.where}.{key}",
                QT_TRANSLATE_NOOP("StudioError", "must be a number or null"),
                value,
            )
        return float(value)  # type: ignore[arg-type]

    def flag(self, key: str, default: bool) -> bool:
        value = self._get(key, default, False)
        if not isinstance(value, bool):
            raise self.bad(
                f"{self.where}.{key}",
                QT_TRANSLATE_NOOP("StudioError", "must be true or false"),
                value,
            )
        return value

    def items(self, key: str) -> list[Any]:
        value = self._get(key, [], False)
        if not isinstance(value, list):
            raise self.bad(
                f"{self.where}.{key}", QT_TRANSLATE_NOOP("StudioError", "must be a list"), value
            )
        return value

    def child(self, key: str) -> Reader:
        return Reader(self._get(key, {}, False), f"{self.where}.{key}", self.file, self.advice)


def json_problem(exc: json.JSONDecodeError) -> Said:
    """Where and what: "unterminated string starting at line 17, column 3" (json's own
    words, and the place said as a clause the window can translate).

    Some of json's messages end in "at" because its own text goes on with the
    position ("Unterminated string starting at: line 17 ..."), others do not.
    """
    message = exc.msg[:1].lower() + exc.msg[1:]
    if message.endswith(" at"):
        return Said(
            QT_TRANSLATE_NOOP("StudioError", "{0} line {1}, column {2}"),
            message,
            exc.lineno,
            exc.colno,
        )
    return Said(
        QT_TRANSLATE_NOOP("StudioError", "{0} at line {1}, column {2}"),
        message,
        exc.lineno,
        exc.colno,
    )


def _is_number(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(float(value))
    )


def bad(
    where: str,
    what: str | Said,
    value: object,
    file: str = PROJECT_JSON,
    advice: str | Said = PROJECT_ADVICE,
) -> ProjectError:
    """The error for a bad field: ``what`` is wrong with it ("must be text"), ``advice``
    what to do; each a clause (text marked for translation, or a ``Said``)."""
    shown = json.dumps(value)[:40] if _jsonable(value) else type(value).__name__
    return ProjectError(
        QT_TRANSLATE_NOOP("StudioError", "{0}: {1} {2}, found {3}; {4}."),
        file,
        where,
        _clause(what),
        shown,
        _clause(advice),
    )


def _clause(text: str | Said) -> Said:
    """A clause as a Said: text marked with ``QT_TRANSLATE_NOOP`` is looked up as it is."""
    return text if isinstance(text, Said) else Said(text)


def _jsonable(value: object) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


__all__ = ["PROJECT_ADVICE", "PROJECT_JSON", "ProjectError", "Reader", "bad", "json_problem"]
