"""Pronunciation dictionaries on disk: CSV, PLS lexicons, and the user's global one.

CSV: a header row ``term,respelling,whole_word,match_case`` (the last two
optional, ``yes``/``no``), or plain two-column rows with no header.

PLS (the W3C Pronunciation Lexicon Specification): each ``<lexeme>``'s
``<grapheme>`` terms with its ``<alias>`` become entries. A lexeme with only
a ``<phoneme>`` (IPA or another alphabet) cannot be used, since the engines
read text, not phonemes: it is skipped and counted. PLS has no whole-word or
case options; imported entries get the defaults (whole word, any case), and
exported ones lose theirs.

The global dictionary is JSON in the user's data folder and applies to every
project under the project's own entries.
"""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from studio.core.files.atomic_file import write_text_atomic
from studio.core.files.replacing import OnExisting, guard
from studio.core.store.recovery import data_dir
from studio.core.text.pronunciation import (
    DictionaryError,
    PronunciationDictionary,
    PronunciationEntry,
    dictionary_from_json,
    dictionary_to_json,
)
from studio.errors import QT_TRANSLATE_NOOP, Said

PLS_NAMESPACE = "http://www.w3.org/2005/01/pronunciation-lexicon"
GLOBAL_FILE = "pronunciation.json"
GLOBAL_FORMAT = "voice-studio-pronunciation"
CSV_HEADER = ("term", "respelling", "whole_word", "match_case")
_YES = {"yes", "y", "true", "1", "on", "x"}
_NO = {"no", "n", "false", "0", "off", ""}
# What a file read from text alone is called in messages.
_CSV_SOURCE = Said(QT_TRANSLATE_NOOP("StudioError", "the CSV file"))
_PLS_SOURCE = Said(QT_TRANSLATE_NOOP("StudioError", "the lexicon"))


@dataclass(frozen=True)
class LexiconImport:
    """A dictionary read from a file, and how many entries in it could not be used."""

    dictionary: PronunciationDictionary
    skipped: int = 0


# ---------------------------------------------------------------- CSV


def dictionary_to_csv(dictionary: PronunciationDictionary) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for e in dictionary.entries:
        writer.writerow(
            (e.term, e.respelling, "yes" if e.whole_word else "no", "yes" if e.match_case else "no")
        )
    return out.getvalue()


def dictionary_from_csv(text: str, source: str | Said = _CSV_SOURCE) -> PronunciationDictionary:
    """The entries of a CSV dictionary; ``source`` names it in messages (a path, or a clause)."""
    rows = list(csv.reader(io.StringIO(text)))
    if rows and [cell.strip().lower() for cell in rows[0][:2]] == list(CSV_HEADER[:2]):
        columns = [cell.strip().lower() for cell in rows[0]]
        start = 1
    else:
        columns = list(CSV_HEADER)
        start = 0
    entries: list[PronunciationEntry] = []
    for number, row in enumerate(rows[start:], start=start + 1):
        if not any(cell.strip() for cell in row) or row[0].lstrip().startswith("#"):
            continue
        cells = dict(zip(columns, row, strict=False))
        if not cells.get("respelling", "").strip():
            raise DictionaryError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0}, row {1}: give a term and its respelling separated by a comma.",
                ),
                source,
                number,
            )
        try:
            entries.append(
                PronunciationEntry(
                    cells.get("term", ""),
                    cells["respelling"],
                    _flag(cells.get("whole_word"), True, source, number),
                    _flag(cells.get("match_case"), False, source, number),
                )
            )
        except DictionaryError as exc:
            raise DictionaryError(
                QT_TRANSLATE_NOOP("StudioError", "{0}, row {1}: {2}"), source, number, exc.said
            ) from exc
    return PronunciationDictionary(tuple(entries))


def _flag(value: str | None, default: bool, source: str | Said, number: int) -> bool:
    if value is None:
        return default
    word = value.strip().lower()
    if word in _YES:
        return True
    if word in _NO:
        return default if word == "" else False
    raise DictionaryError(
        QT_TRANSLATE_NOOP("StudioError", "{0}, row {1}: {2!r} is not yes or no; write yes or no."),
        source,
        number,
        value,
    )


# ---------------------------------------------------------------- PLS


def dictionary_to_pls(dictionary: PronunciationDictionary, language: str = "en") -> str:
    ET.register_namespace("", PLS_NAMESPACE)
    root = ET.Element(
        f"{{{PLS_NAMESPACE}}}lexicon",
        {
            "version": "1.0",
            "alphabet": "ipa",
            "{http://www.w3.org/XML/1998/namespace}lang": language,
        },
    )
    for entry in dictionary.entries:
        lexeme = ET.SubElement(root, f"{{{PLS_NAMESPACE}}}lexeme")
        ET.SubElement(lexeme, f"{{{PLS_NAMESPACE}}}grapheme").text = entry.term
        ET.SubElement(lexeme, f"{{{PLS_NAMESPACE}}}alias").text = entry.respelling
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def dictionary_from_pls(text: str, source: str | Said = _PLS_SOURCE) -> LexiconImport:
    """The entries of a PLS lexicon; ``source`` names it in messages (a path, or a clause)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise DictionaryError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is not valid XML ({1}); check the file."),
            source,
            exc,
        ) from exc
    if _local(root.tag) != "lexicon":
        raise DictionaryError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is not a PLS lexicon (no <lexicon> at the top)."),
            source,
        )
    entries: list[PronunciationEntry] = []
    skipped = 0
    for lexeme in root:
        if _local(lexeme.tag) != "lexeme":
            continue
        graphemes = [(g.text or "").strip() for g in lexeme if _local(g.tag) == "grapheme"]
        aliases = [(a.text or "").strip() for a in lexeme if _local(a.tag) == "alias"]
        graphemes = [g for g in graphemes if g]
        aliases = [a for a in aliases if a]
        if not graphemes or not aliases:
            skipped += 1
            continue
        entries.extend(PronunciationEntry(g, aliases[0]) for g in graphemes)
    return LexiconImport(PronunciationDictionary(tuple(entries)), skipped)


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


# ---------------------------------------------------------------- files


def read_lexicon(path: str | Path) -> LexiconImport:
    """A dictionary from a ``.csv`` or ``.pls``/``.xml`` file."""
    path = Path(path).expanduser()
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise DictionaryError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such dictionary file; check the path."), path
        ) from None
    except UnicodeDecodeError as exc:
        raise DictionaryError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is not UTF-8 text; save it as UTF-8."), path
        ) from exc
    except OSError as exc:
        raise DictionaryError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."), path, exc.strerror or exc
        ) from exc
    suffix = path.suffix.lower()
    if suffix in (".pls", ".xml") or text.lstrip().startswith("<"):
        return dictionary_from_pls(text, str(path))
    if suffix in (".csv", ".txt", ".tsv", ""):
        return LexiconImport(dictionary_from_csv(text, str(path)))
    raise DictionaryError(
        QT_TRANSLATE_NOOP("StudioError", "{0}: use a .csv or .pls dictionary file."), path
    )


def write_lexicon(
    path: str | Path, dictionary: PronunciationDictionary, on_existing: OnExisting = "refuse"
) -> None:
    """Write ``.pls``/``.xml`` as a PLS lexicon, anything else as CSV (atomically).

    A file already there is refused unless ``on_existing`` says otherwise.
    """
    path = Path(path).expanduser()
    before_replace = guard(path, on_existing)
    is_pls = path.suffix.lower() in (".pls", ".xml")
    text = dictionary_to_pls(dictionary) if is_pls else dictionary_to_csv(dictionary)
    write_text_atomic(path, text, before_replace)


def global_dictionary_path(base: Path | None = None) -> Path:
    return (base or data_dir()) / GLOBAL_FILE


def load_global_dictionary(base: Path | None = None) -> PronunciationDictionary:
    """The user's global dictionary; empty when there is none yet."""
    path = global_dictionary_path(base)
    if not path.is_file():
        return PronunciationDictionary()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DictionaryError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The global pronunciation dictionary {0} cannot be read ({1}); "
                "fix or delete the file.",
            ),
            path,
            exc,
        ) from exc
    return dictionary_from_json(data, str(path))


def save_global_dictionary(dictionary: PronunciationDictionary, base: Path | None = None) -> Path:
    path = global_dictionary_path(base)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"format": GLOBAL_FORMAT, "version": 1, "entries": dictionary_to_json(dictionary)}
    write_text_atomic(path, json.dumps(body, indent=1, ensure_ascii=False))
    return path


__all__ = [
    "LexiconImport",
    "dictionary_from_csv",
    "dictionary_from_pls",
    "dictionary_to_csv",
    "dictionary_to_pls",
    "global_dictionary_path",
    "load_global_dictionary",
    "read_lexicon",
    "save_global_dictionary",
    "write_lexicon",
]
