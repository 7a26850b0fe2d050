"""Pronunciation dictionary: matching rules, files, and which lines an edit makes stale."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from studio.core.commands import SetPronunciation
from studio.core.document import Document, Line, TakeAudioStore, VoiceEntry
from studio.core.store.lexicon_files import (
    dictionary_from_csv,
    dictionary_from_pls,
    dictionary_to_csv,
    dictionary_to_pls,
    load_global_dictionary,
    read_lexicon,
    save_global_dictionary,
    write_lexicon,
)
from studio.core.store.project import load_project, save_project
from studio.core.text.pronunciation import (
    DictionaryError,
    PronunciationDictionary,
    PronunciationEntry,
)
from studio.core.text.spoken import TextPrep, prepare_line

from .conftest import take_of_line

E = PronunciationEntry


def apply(text: str, *entries: PronunciationEntry) -> str:
    return PronunciationDictionary(entries).apply(text)


def test_whole_word_and_inside_words() -> None:
    assert apply("A cat in a concatenation.", E("cat", "kat")) == "A kat in a concatenation."
    assert (
        apply("A cat in a concatenation.", E("cat", "kat", whole_word=False))
        == "A kat in a conkatenation."
    )
    # Terms with punctuation at their edges still match as whole words.
    assert apply("C++ and (C++).", E("C++", "see plus plus")) == (
        "see plus plus and (see plus plus)."
    )


def test_case_options() -> None:
    assert apply("Nguyen, NGUYEN, nguyen", E("nguyen", "win")) == "win, win, win"
    sql = E("SQL", "sequel", match_case=True)
    assert apply("SQL and sql", sql) == "sequel and sql"
    # A case-sensitive entry and a case-insensitive one for the same term are both kept.
    both = PronunciationDictionary((E("US", "you ess", match_case=True), E("us", "uss")))
    assert len(both) == 2 and both.apply("US and us") == "you ess and uss"


def test_phrases_and_overlaps() -> None:
    entries = (E("New York", "noo york"), E("New York City", "the big apple"), E("York", "yawk"))
    # The longest term at a place wins; a phrase matches across any white space.
    assert apply("New York City, New  York,\nNew\nYork and York.", *entries) == (
        "the big apple, noo york,\nnoo york and yawk."
    )
    # Leftmost first: "York City" never gets a chance inside "New York City".
    assert apply("New York City", E("New York", "A"), E("York City", "B")) == "A City"
    # A respelling is never scanned again by another entry.
    assert apply("cat", E("cat", "dog"), E("dog", "wolf")) == "dog"


def test_project_entries_override_global_ones() -> None:
    project = PronunciationDictionary((E("Anna", "ah-na"),))
    globl = PronunciationDictionary((E("anna", "an-na"), E("Bea", "bee")))
    merged = project.merged_over(globl)
    assert merged.apply("Anna and Bea") == "ah-na and bee"
    assert len(merged) == 2


def test_editing_entries() -> None:
    d = PronunciationDictionary((E("a", "x"), E("b", "y")))
    assert d.with_entry(E("A", "z")).entries == (E("A", "z"), E("b", "y"))
    assert d.with_entry(E("c", "w"), replacing=E("a", "x")).entries == (E("c", "w"), E("b", "y"))
    # Renaming onto another entry's term merges the two.
    assert d.with_entry(E("b", "q"), replacing=E("a", "x")).entries == (E("b", "q"),)
    assert d.without(E("b", "y")).entries == (E("a", "x"),)
    with pytest.raises(DictionaryError, match="respelling"):
        E("term", "  ")
    with pytest.raises(DictionaryError, match="word or phrase"):
        E(" ", "x")


def _doc(*texts: str) -> Document:
    voice = VoiceEntry("A", "a.wav", prompt_key="k")
    doc = Document(voices=[voice])
    for i, text in enumerate(texts):
        line = Line(f"l{i}", text, "A")
        take = take_of_line(line, voice, 2400)
        take = dataclasses.replace(take, spoken=doc.spoken(line).key)
        doc.lines.append(dataclasses.replace(line, takes=(take,), active_take=take.id))
    return doc


def test_a_dictionary_edit_makes_exactly_the_affected_lines_stale() -> None:
    doc = _doc(
        "Nguyen said hello.",
        "Nothing to change here.",
        "Ask Mrs. nguyen.",
        "Nguyenville is a town.",  # whole word: not affected
        "New York and York.",
    )
    assert doc.stale_lines() == []
    entry = E("Nguyen", "win")
    after = doc.pronunciation.with_entry(entry)
    preview = [
        line.id for line in doc.lines_spoken_differently(doc.text_prep_with(pronunciation=after))
    ]
    assert preview == ["l0", "l2"]
    undo = SetPronunciation(after).apply(doc)
    assert [line.id for line in doc.stale_lines()] == ["l0", "l2"]
    # Undo brings the old dictionary back, and with it every take's match.
    undo.apply(doc)
    assert doc.stale_lines() == []

    # Making the entry case-sensitive affects only the line in another case.
    SetPronunciation(after).apply(doc)
    changed = doc.pronunciation.with_entry(
        dataclasses.replace(entry, match_case=True), replacing=entry
    )
    affected = [
        line.id for line in doc.lines_spoken_differently(doc.text_prep_with(pronunciation=changed))
    ]
    assert affected == ["l2"]

    # An overlapping phrase only affects the line where it wins.
    doc2 = _doc("New York and York.", "York alone.", "In New Yorkshire.")
    doc2.pronunciation = PronunciationDictionary((E("York", "yawk"),))
    for i, line in enumerate(doc2.lines):
        take = dataclasses.replace(line.takes[0], spoken=doc2.spoken(line).key)
        doc2.lines[i] = dataclasses.replace(line, takes=(take,), active_take=take.id)
    assert doc2.stale_lines() == []
    SetPronunciation(doc2.pronunciation.with_entry(E("New York", "noo york"))).apply(doc2)
    assert [line.id for line in doc2.stale_lines()] == ["l0"]


def test_the_global_dictionary_and_the_switch_also_count() -> None:
    doc = _doc("It costs $5.", "Ask Bea.", "Plain words.")
    assert doc.stale_lines() == []
    bea = PronunciationDictionary((E("Bea", "bee"),))
    preview = doc.lines_spoken_differently(doc.text_prep_with(global_pronunciation=bea))
    assert [line.id for line in preview] == ["l1"]
    doc.global_pronunciation = bea
    assert [line.id for line in doc.stale_lines()] == ["l1"]
    doc.global_pronunciation = PronunciationDictionary()
    doc.normalize_text = False
    assert [line.id for line in doc.stale_lines()] == ["l0"]


def test_takes_without_a_spoken_record_match_on_text() -> None:
    doc = _doc("Nguyen.")
    line = doc.lines[0]
    take = dataclasses.replace(line.takes[0], spoken=None)
    doc.lines[0] = dataclasses.replace(line, takes=(take,))
    doc.pronunciation = PronunciationDictionary((E("Nguyen", "win"),))
    assert doc.stale_lines() == []


def test_csv_round_trip_and_errors(tmp_path: Path) -> None:
    d = PronunciationDictionary(
        (
            E("Nguyen", "win"),
            E("SQL", "sequel", whole_word=False, match_case=True),
            E('"A, B"', "x"),
        )
    )
    assert dictionary_from_csv(dictionary_to_csv(d)) == d
    # Two plain columns with no header work too; comments and blank rows are skipped.
    plain = dictionary_from_csv("# names\nNguyen,win\n\nKoch,coke\n")
    assert plain.entries == (E("Nguyen", "win"), E("Koch", "coke"))
    with pytest.raises(DictionaryError, match="row 2"):
        dictionary_from_csv("term,respelling\nalone\n", "names.csv")
    with pytest.raises(DictionaryError, match="row 2: 'maybe' is not yes or no"):
        dictionary_from_csv("term,respelling,whole_word\nA,b,maybe\n")
    path = tmp_path / "names.csv"
    write_lexicon(path, d)
    assert read_lexicon(path).dictionary == d


def test_pls_import_and_export(tmp_path: Path) -> None:
    pls = """<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon"
         alphabet="ipa" xml:lang="en-US">
  <lexeme><grapheme>Nguyen</grapheme><grapheme>NGUYEN</grapheme><alias>win</alias></lexeme>
  <lexeme><grapheme>W3C</grapheme><alias>World Wide Web Consortium</alias></lexeme>
  <lexeme><grapheme>tomato</grapheme><phoneme>təˈmeɪtoʊ</phoneme></lexeme>
</lexicon>"""
    imported = dictionary_from_pls(pls)
    # Two graphemes that fold to one term are one entry; a phoneme-only lexeme is skipped.
    assert imported.dictionary.entries == (
        E("NGUYEN", "win"),
        E("W3C", "World Wide Web Consortium"),
    )
    assert imported.skipped == 1
    path = tmp_path / "lexicon.pls"
    write_lexicon(path, imported.dictionary)
    assert read_lexicon(path).dictionary == imported.dictionary
    assert "pronunciation-lexicon" in dictionary_to_pls(imported.dictionary)
    with pytest.raises(DictionaryError, match="not valid XML"):
        dictionary_from_pls("<lexicon>")


def test_global_dictionary_file(tmp_path: Path) -> None:
    assert load_global_dictionary(tmp_path) == PronunciationDictionary()
    d = PronunciationDictionary((E("Nguyen", "win"),))
    save_global_dictionary(d, tmp_path)
    assert load_global_dictionary(tmp_path) == d
    (tmp_path / "pronunciation.json").write_text("{broken")
    with pytest.raises(DictionaryError, match="fix or delete"):
        load_global_dictionary(tmp_path)


def test_project_keeps_its_dictionary_and_switches(tmp_path: Path) -> None:
    doc = _doc("Nguyen costs $5.")
    doc.pronunciation = PronunciationDictionary((E("Nguyen", "win", match_case=True),))
    doc.normalize_text = False
    doc.language = "en-GB"
    folder = save_project(tmp_path / "p", doc, TakeAudioStore(), {})
    loaded = load_project(folder).doc
    assert loaded == doc
    assert loaded.spoken(loaded.lines[0]).key == "win costs $5."


def test_prepared_line_uses_dictionary_then_normalisation() -> None:
    d = PronunciationDictionary((E("R2D2", "artoo deetoo"), E("5th Avenue", "Fifth Av")))
    spoken = prepare_line("R2D2 walked 5 km down 5th Avenue.", TextPrep(d))
    # Respellings are spoken as written; the rest is normalised.
    assert spoken.key == "artoo deetoo walked five kilometres down Fifth Av."
