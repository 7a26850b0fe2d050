"""Quoted speech split from narration, attributed to its speakers, summarised as a cast."""

from __future__ import annotations

from studio.core.books import (
    Piece,
    Segment,
    attribute,
    split_quotes,
    suggest_aliases,
    summarise_cast,
)

PASSAGE = [
    "The kitchen was quiet when Alice came in.",
    "\u201cIs anyone home?\u201d asked Alice.",
    "\u201cOnly me,\u201d Bob answered. \u201cI was reading.\u201d",
    "\u201cWhat are you reading?\u201d",
    "\u201cA book about ships.\u201d",
    "\u201cShips,\u201d she said. \u201cHow dull.\u201d",
    "Bob laughed and put the book down. \u201cNot to me.\u201d",
    "Mr. Darcy said, \u201cGood evening.\u201d",
    "\u201cGood evening to you, sir,\u201d replied Darcy quietly.",
]


def _speakers(paragraphs: tuple[tuple[Segment, ...], ...]) -> list[list[str | None]]:
    return [[s.speaker for s in segments if s.quoted] for segments in paragraphs]


def test_quotes_are_split_from_narration_in_every_style() -> None:
    assert split_quotes("\u201cHi,\u201d she said, \u201chow are you?\u201d") == [
        Piece("Hi,", True),
        Piece("she said,", False),
        Piece("how are you?", True),
    ]
    assert split_quotes('He said "no" twice.') == [
        Piece("He said", False),
        Piece("no", True),
        Piece("twice.", False),
    ]
    assert [p.text for p in split_quotes("\u00abBonjour\u00bb, dit-il.")] == [
        "Bonjour",
        ", dit-il.",
    ]
    assert [p.text for p in split_quotes("\u201eHallo\u201c, sagte er.")] == [
        "Hallo",
        ", sagte er.",
    ]
    # Apostrophes are not quotes; a quote inside a quote stays inside.
    assert split_quotes("\u2018I don\u2019t know the boys\u2019 names,\u2019 he said.") == [
        Piece("I don\u2019t know the boys\u2019 names,", True),
        Piece("he said.", False),
    ]
    assert split_quotes("\u201cHe told me \u2018run\u2019 and I ran.\u201d") == [
        Piece("He told me \u2018run\u2019 and I ran.", True)
    ]
    # A speech that goes on into the next paragraph leaves this one open.
    assert split_quotes("\u201cAnd another thing") == [Piece("And another thing", True)]
    assert split_quotes("No speech at all.") == [Piece("No speech at all.", False)]


def test_attribution_by_tags_paragraph_beats_and_turn_taking() -> None:
    found = attribute(PASSAGE)
    assert _speakers(found) == [
        [],
        ["Alice"],  # asked Alice
        ["Bob", "Bob"],  # Bob answered; his second quote in the same paragraph
        ["Alice"],  # untagged: turn-taking after Alice and Bob
        ["Bob"],
        ["Alice", "Alice"],  # "she said" is no name: still the turn
        ["Bob"],  # an action beat naming a known speaker
        ["Mr. Darcy"],  # a tag that introduces the quote
        ["Darcy"],
    ]
    assert found[0] == (Segment(None, "The kitchen was quiet when Alice came in."),)
    assert found[2] == (
        Segment("Bob", "Only me,", True),
        Segment(None, "Bob answered.", False),
        Segment("Bob", "I was reading.", True),
    )


def test_a_quote_nobody_can_be_named_for_stays_unattributed() -> None:
    found = attribute(["\u201cWho is there?\u201d", "\u201cNobody,\u201d the old man said."])
    assert _speakers(found) == [[None], [None]]


def test_aliases_merge_names_and_the_cast_counts_lines() -> None:
    found = attribute(PASSAGE, aliases={"darcy": "Mr. Darcy"})
    assert _speakers(found)[-1] == ["Mr. Darcy"]
    cast = summarise_cast(found, samples=2)
    assert [(m.name, m.lines) for m in cast] == [("Alice", 4), ("Bob", 4), ("Mr. Darcy", 2)]
    assert cast[0].samples == ("Is anyone home?", "What are you reading?")
    assert cast[2].samples == ("Good evening to you, sir,", "Good evening.")


def test_alias_suggestions_only_where_one_name_fits() -> None:
    assert suggest_aliases(["Alice", "Darcy", "Mr. Darcy", "Bob"]) == {"Darcy": "Mr. Darcy"}
    assert suggest_aliases(["Elizabeth", "Elizabeth Bennet"]) == {"Elizabeth": "Elizabeth Bennet"}
    assert suggest_aliases(["Bennet", "Mr. Bennet", "Mrs. Bennet"]) == {}
