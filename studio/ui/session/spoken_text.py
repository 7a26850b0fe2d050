"""What a line speaks, in words for a person: the script table's text tooltip.

The table shows the text as written; the engine is given the text after the
pronunciation dictionary, normalisation and pauses (``Document.spoken``).
The tooltip shows both when they differ, the reason a line cannot be
rendered (a malformed pause), and what the speech recognizer heard in the
chosen take when its words were checked.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from studio.core.document import Line
from studio.core.text.spoken import Pause, SpokenLine
from studio.core.words.check import WordCheck, listed
from studio.ui.base.i18n import localized, said_text


def spoken_words(spoken: SpokenLine) -> str:
    """The spoken parts in order, pauses as ``[pause 0.8 s]``."""
    return " ".join(
        QCoreApplication.translate("SpokenText", "[pause {0:g} s]").format(part.seconds)
        if isinstance(part, Pause)
        else part.text
        for part in spoken.parts
    )


def spoken_tooltip(line: Line, spoken: SpokenLine) -> str:
    """The text as written, then what is spoken when that differs, then any problem."""
    parts = [line.text]
    words = spoken_words(spoken)
    if words and words != " ".join(line.text.split()):
        parts.append(QCoreApplication.translate("SpokenText", "Spoken: {0}").format(words))
    if spoken.problem_said is not None:
        parts.append(
            QCoreApplication.translate("SpokenText", "Cannot be rendered: {0}").format(
                said_text(spoken.problem_said)
            )
        )
    take = line.current_take
    if take is not None and take.check is not None:
        parts.append(heard_text(take.check))
    return "\n\n".join(parts)


def heard_text(check: WordCheck) -> str:
    """What the recognizer heard in the take, and what differs (the word check)."""
    heard = QCoreApplication.translate("SpokenText", "Heard: {0}").format(
        check.heard or QCoreApplication.translate("SpokenText", "(no words)")
    )
    return heard + "\n" + describe_check(check)


class _CheckCounts(QObject):
    """The word check's counts, with the translations' singular and plural forms."""

    def missing(self, n: int) -> str:
        return self.tr("%n word(s) missing ({0})", "", n)

    def replaced(self, n: int) -> str:
        return self.tr("%n heard differently ({0})", "", n)

    def extra(self, n: int) -> str:
        return self.tr("%n not in the text ({0})", "", n)


def describe_check(check: WordCheck) -> str:
    """What differs between the line and what was heard, in one sentence (the command
    line's ``WordCheck.describe``, in the window's language)."""
    if check.matches:
        return QCoreApplication.translate("SpokenText", "Every word was heard as written.")
    counts = _CheckCounts()
    parts: list[str] = []
    if check.missing:
        parts.append(counts.missing(len(check.missing)).format(listed(check.missing)))
    if check.replaced:
        pairs = [f"{expected} \u2192 {heard}" for expected, heard in check.replaced]
        parts.append(counts.replaced(len(check.replaced)).format(listed(pairs)))
    if check.extra:
        parts.append(counts.extra(len(check.extra)).format(listed(check.extra)))
    template = QCoreApplication.translate(
        "SpokenText", "Heard \u201c{0}\u201d: {1}; {2:.0f}% of the words differ."
    )
    return localized(template, check.heard, "; ".join(parts), check.wer * 100)


__all__ = ["describe_check", "heard_text", "spoken_tooltip", "spoken_words"]
