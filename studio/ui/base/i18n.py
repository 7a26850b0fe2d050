"""The window's language: Qt translators for the studio's strings and Qt's own.

Every user-visible string of the window goes through ``tr`` (or
``QCoreApplication.translate``); ``pyside6-lupdate`` collects them into
``resources/translations/voice_studio_LANG.ts`` and ``pyside6-lrelease``
compiles those into the ``.qm`` files read here (``scripts/build_translations.py``,
run by setup.sh and by the wheel's build). The language follows the system
locale unless Preferences names one. The command line stays English: nothing
outside ``studio.ui`` is translated.
"""

from __future__ import annotations

import logging
import re
import string
from importlib import resources

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QTranslator

from studio.errors import Said, said_for
from studio.models.progress import ByteCount

log = logging.getLogger(__name__)

_PACKAGE = "studio.resources"
_FOLDER = "translations"
_PREFIX = "voice_studio_"
# The choices Preferences offers, each in its own language; "system" follows the locale.
SYSTEM = "system"
ENGLISH = "en"
LANGUAGES: tuple[tuple[str, str], ...] = (
    (ENGLISH, "English"),
    ("de", "Deutsch"),
    ("es", "Español"),
)
TRANSLATED = tuple(code for code, _ in LANGUAGES if code != ENGLISH)

# The translators installed, and the .qm data they read from: Qt neither copies the
# data nor owns the translators, so both are kept referenced here.
_installed: list[QTranslator] = []
_buffers: list[bytes] = []


def language_for(choice: str, locale: QLocale | None = None) -> str:
    """The language code to show: ``choice`` unless it is "system" (or unknown),
    then the first of the locale's UI languages that the studio is translated into."""
    codes = {code for code, _ in LANGUAGES}
    if choice in codes:
        return choice
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in codes:
            return code
    return ENGLISH


def qm_bytes(code: str) -> bytes | None:
    """The compiled translation for ``code``, or None when it was not built."""
    try:
        folder = resources.files(_PACKAGE).joinpath(_FOLDER)
        return folder.joinpath(f"{_PREFIX}{code}.qm").read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def install_translators(app: QCoreApplication, choice: str) -> str:
    """Install the translators for ``choice`` ("system" or a code of ``LANGUAGES``)
    on ``app``, replacing any installed before; returns the language shown.

    Call before any window is built: the widgets read their strings once.
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _buffers.clear()
    code = language_for(choice)
    data = qm_bytes(code)
    if data is None and code != ENGLISH:
        log.warning("the %s translation was not built (scripts/build_translations.py)", code)
        code = ENGLISH
        data = qm_bytes(code)
    system = QLocale.system()
    if system.language() == QLocale.Language.C:  # no locale set (LANG=C): write as English does
        system = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    QLocale.setDefault(system if choice == SYSTEM else QLocale(code))
    # English has a file too: the singular and plural forms of the strings with a count.
    studio = QTranslator(app)
    if data is not None and studio.load(data):
        _buffers.append(data)
        _installed.append(studio)
    elif code != ENGLISH:
        log.warning("the %s translation could not be read", code)
        code = ENGLISH
    if code != ENGLISH:
        # Qt's own strings: the buttons of standard dialogs (Cancel, Save, Open…).
        qt = QTranslator(app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(QLocale(code), "qtbase", "_", qt_folder):
            _installed.append(qt)
    for translator in _installed:
        app.installTranslator(translator)
    return code


# The number formats the strings use: "{0:,}" (a count with separators), "{0:.1f}"
# (decimals); these follow the locale. Others ("{0}", "{0:g}") are Python's.
_LOCALE_SPEC = re.compile(r"(?P<group>,)?(?:\.(?P<decimals>\d+)f)?")


class _LocaleFormatter(string.Formatter):
    def format_field(self, value: object, format_spec: str) -> str:
        match = _LOCALE_SPEC.fullmatch(format_spec)
        if format_spec and match is not None and isinstance(value, int | float):
            if not isinstance(value, bool):
                locale = QLocale()
                decimals = match.group("decimals")
                if decimals is not None:
                    return str(locale.toString(float(value), "f", int(decimals)))
                return str(locale.toString(int(value)))
        return str(super().format_field(value, format_spec))


_formatter = _LocaleFormatter()


def localized(template: str, *args: object, **kwargs: object) -> str:
    """``template.format(*args)`` with the numbers written as the locale writes them:
    "{0:.1f} s" is "1.5 s" in English and "1,5 s" in German, "{0:,}" "12,345" or "12.345"."""
    return str(_formatter.vformat(template, args, kwargs))


def local_size(count: int | float | None, *, decimal: bool = False) -> str:
    """A size in bytes, its number as the locale writes it ("360.1 KB", "360,1 KB"):
    binary units (1 KB = 1024 bytes) as the cache's budgets are set, or ``decimal``
    ones (1 kB = 1000 bytes) as download sizes are given; "–" for no size."""
    if count is None:
        return "–"
    step, units = (1000, ("kB", "MB", "GB")) if decimal else (1024, ("KB", "MB", "GB"))
    if count < step:
        return localized("{0:.0f} B", count)
    value = float(count)
    for unit in units:
        value /= step
        if round(value, 1) < step or unit == "GB":
            break
    return localized("{0:.1f} " + unit, value)


def _value_text(value: object) -> object:
    """A sentence's value as the window writes it: a clause in its language, a size
    in bytes (``ByteCount``) in the locale's numbers; anything else as it is."""
    if isinstance(value, Said):
        return said_text(value)
    if isinstance(value, ByteCount):
        return local_size(value, decimal=True)
    return value


def said_text(said: Said) -> str:
    """``said`` in the window's language: its template translated (under its
    context), its values written as the locale writes numbers, a clause among
    them said the same way. Safe on any thread (a worker's message, for example):
    Qt's ``translate`` is thread-safe."""
    template = QCoreApplication.translate(said.context, said.template)
    if not said.args:
        return template
    args = [_value_text(a) for a in said.args]
    try:
        return localized(template, *args)
    except (IndexError, KeyError, ValueError):  # a translation that names a value wrongly
        log.warning("the translation of %r does not fit its values", said.template)
        return localized(said.template, *args)


def error_text(exc: BaseException) -> str:
    """What the window says about ``exc``, in its language (``said_for``: a
    StudioError's sentence; anything else is logged as a bug and named briefly)."""
    return said_text(said_for(exc))


def local_time(seconds_since_epoch: float) -> str:
    """A date and time as the locale writes it, short ("02.12.26 14:05" in German)."""
    when = QDateTime.fromSecsSinceEpoch(int(seconds_since_epoch))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "SYSTEM",
    "TRANSLATED",
    "error_text",
    "install_translators",
    "language_for",
    "local_size",
    "local_time",
    "localized",
    "qm_bytes",
    "said_text",
]
