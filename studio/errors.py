"""Errors a person can act on, and the sentences that tell them.

Every `StudioError` message says what happened and what to do, in one
sentence. The CLI prints it and exits with status 2; the GUI shows it on the
line or in a dialog. Anything else that escapes is a bug (status 1).

A sentence is written as a `Said`: a template marked for translation and its
values. The command line prints it in English (``str(said)``); the window looks
the template up in its translations (the template's context: ``StudioError``,
``ReviewFlag``…) and writes the values as its locale writes numbers.
``QT_TRANSLATE_NOOP`` only marks a template: ``pyside6-lupdate`` reads the call,
and it returns the text unchanged.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

ERROR_CONTEXT = "StudioError"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """``text``, marked for the window's translations under ``context``."""
    del context
    return text


class Said:
    """A sentence for a person: ``template`` (marked for translation under
    ``context``) with ``args`` filled in by ``str.format``. A value may be a Said
    itself (a clause), said in the same language. With no values the template is
    the sentence as it is (no ``{}`` is read), so any text can be a Said."""

    __slots__ = ("args", "context", "template")

    def __init__(self, template: str, *args: object, context: str = ERROR_CONTEXT) -> None:
        self.template = template
        self.args = args
        self.context = context

    def __str__(self) -> str:
        """The sentence in English (the command line's)."""
        if not self.args:
            return self.template
        return self.template.format(*(str(a) if isinstance(a, Said) else a for a in self.args))

    def __repr__(self) -> str:
        return f"Said({self.template!r}, *{self.args!r}, context={self.context!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Said):
            return NotImplemented
        return (self.template, self.args, self.context) == (
            other.template,
            other.args,
            other.context,
        )

    def __hash__(self) -> int:
        return hash((self.template, self.args, self.context))


def joined(parts: Sequence[str | Said], separator: str = "; ") -> Said:
    """Clauses one after another, each said in the sentence's language; the
    separator is punctuation, the same in every language."""
    return Said(separator.join(f"{{{n}}}" for n in range(len(parts))), *parts)


def said_for(exc: BaseException) -> Said:
    """What to tell a person about ``exc``: a StudioError's own sentence; anything
    else is a bug, logged with its traceback and named briefly."""
    if isinstance(exc, StudioError):
        return exc.said
    logging.getLogger("studio").error("unexpected error", exc_info=exc)
    return Said(
        QT_TRANSLATE_NOOP("StudioError", "It stopped unexpectedly ({0}: {1}); please report it."),
        type(exc).__name__,
        str(exc),
    )


class StudioError(Exception):
    """A problem with the user's input or environment, not a bug.

    Raised with a template and its values, ``StudioError(QT_TRANSLATE_NOOP(
    "StudioError", "{0}: no such file; check the path."), path)``, or with a Said
    (another error's ``said``, to pass it on as another kind). ``str()`` is the
    English sentence; ``said`` is what the window translates."""

    def __init__(self, message: str | Said, *args: object) -> None:
        said = message if isinstance(message, Said) else Said(message, *args)
        super().__init__(str(said))
        self.said = said

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled (to a cluster worker and back) with its attributes, its ``said``
        # among them, so the window on the other side can still translate it; a
        # subclass's own ``__init__`` is not called again.
        return (_rebuilt, (type(self), str(self)), self.__dict__)


def _rebuilt(kind: type[StudioError], sentence: str) -> StudioError:
    error = kind.__new__(kind)
    Exception.__init__(error, sentence)
    error.said = Said(sentence)
    return error


class AudioInputError(StudioError):
    """A reference or input audio file that cannot be used."""


class ScriptError(StudioError):
    """A script that cannot be rendered (empty, unreadable, unknown voice)."""


class ModelUnavailableError(StudioError):
    """A model that cannot be loaded (weights missing, gated, offline)."""


class ModelNotInstalledError(ModelUnavailableError):
    """A model whose weights are not downloaded yet (and the caller asked not to fetch them)."""


class HubOfflineError(ModelUnavailableError):
    """The Hugging Face hub cannot be reached (offline mode, no network, no answer)."""


class GatedModelError(ModelUnavailableError):
    """Weights on the hub that need the user to accept terms and give an access token."""


class DownloadError(StudioError):
    """A download that stopped (lost connection, disk full, corrupted data); the part is kept."""


class LocalModelError(StudioError):
    """A local model folder or file that is missing pieces the engine needs."""


class EngineNotInstalledError(StudioError):
    """An engine whose optional package is not installed."""


class VoiceLibraryError(StudioError):
    """A library voice or voice file that cannot be read, written or found."""


class OutputError(StudioError):
    """An output path that cannot be written (missing folder, permission, disk full)."""


class DownloadCancelled(Exception):
    """Raised by a download when its cancel event is set; what was fetched is kept."""
