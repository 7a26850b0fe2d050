"""Who says each quote: from speech tags, the paragraph, and turn-taking.

In order, for each quote of a paragraph:

1. a speech tag around it: after it ("…,” said Alice", "…,” Alice said",
   "…,” Mr. Darcy replied quietly") or before it, introducing it ("Alice
   said, “…”");
2. the paragraph's one tagged speaker, for its other quotes (a paragraph is
   one speaker's turn);
3. a known speaker named first in the paragraph's narration (an action beat:
   "Alice frowned. “No.”");
4. turn-taking: in an exchange (paragraphs with quotes, one after the
   other), a paragraph nobody is tagged in belongs to whoever spoke two
   paragraphs before, once two different people have spoken. A pronoun tag
   ("she said") counts as no tag here.

Anything else, and every quote whose speaker stays unknown, is spoken with
``speaker`` None; narration always is. Names go through ``aliases`` (any
case) as they are found, so "Darcy" and "Mr. Darcy" are one speaker in the
exchange and in the cast.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from studio.core.books.quotes import Piece, split_quotes

SPEECH_VERBS = frozenset(
    "said says say asked asks replied replies answered answers cried cries shouted shouts "
    "whispered whispers muttered mutters murmured murmurs called calls exclaimed exclaims "
    "added adds continued continues began begins demanded demands insisted insists snapped "
    "snaps yelled yells screamed screams sighed sighs laughed laughs remarked remarks "
    "observed observes returned returns repeated repeats declared declares announced "
    "announces explained explains admitted admits agreed agrees protested protests urged "
    "urges suggested suggests warned warns growled growls hissed hisses stammered stammers "
    "pleaded pleads sobbed sobs inquired inquires enquired enquires retorted retorts "
    "responded responds mumbled mumbles interrupted interrupts told tells went cut "
    "chuckled chuckles grumbled grumbles breathed breathes gasped gasps roared roars "
    "wondered wonders offered offers corrected corrects concluded concludes "
    "confessed confesses countered counters echoed echoes ventured ventures".split()
)
_TITLES = frozenset(
    "mr mrs ms miss mx dr prof professor sir lady lord dame madam madame monsieur mme mlle "
    "herr frau señor señora captain capt colonel col major general gen lieutenant lt sergeant "
    "sgt inspector detective aunt uncle father mother brother sister king queen prince "
    "princess saint st master mistress".split()
)
_PRONOUNS = frozenset("he she they i we you it one someone everyone nobody".split())
# Capitalised words that start sentences but are nobody's name.
_NOT_NAMES = (
    frozenset(
        "the a an and but or so then now when while as at in on of to for with from by if yes "
        "no oh ah well this that these those there here his her their my our your its what why "
        "how who where which after before still just even only once again".split()
    )
    | _PRONOUNS
)
# Words (a title keeps its full stop: "Mr.") and the marks that end a clause.
_TOKEN = re.compile(r"[^\W\d_][\w'\u2019-]*\.?|[,;:!?]")
_STOPS = frozenset(",;:!?")


@dataclass(frozen=True)
class Segment:
    """A run of a paragraph: narration (``quoted`` False, ``speaker`` None), or a
    quote with its speaker (None when unknown)."""

    speaker: str | None
    text: str
    quoted: bool = False


class _Names:
    def __init__(self, aliases: Mapping[str, str] | None) -> None:
        self.aliases = {k.casefold(): v for k, v in (aliases or {}).items()}
        self.known: set[str] = set(self.aliases.values())

    def canonical(self, name: str) -> str:
        return self.aliases.get(name.casefold(), name)

    def learn(self, name: str) -> str:
        name = self.canonical(name)
        self.known.add(name)
        return name


def _is_name_word(word: str) -> bool:
    return word[:1].isupper() and word.rstrip(".").casefold() not in _NOT_NAMES


def _name_at(words: Sequence[str], k: int) -> tuple[str, int] | None:
    """The name starting at ``words[k]`` ("Mr. Darcy", "Elizabeth Bennet") and the
    index after it, or None."""
    parts: list[str] = []
    if k < len(words) and words[k].rstrip(".").casefold() in _TITLES and words[k][:1].isupper():
        if k + 1 < len(words) and _is_name_word(words[k + 1]):
            parts.append(words[k])
            k += 1
    while k < len(words) and len(parts) < 4 and _is_name_word(words[k]):
        if words[k].casefold().rstrip(".") in SPEECH_VERBS:
            break
        parts.append(words[k])
        k += 1
        if parts[-1].endswith(".") and parts[-1].rstrip(".").casefold() not in _TITLES:
            break
    if not parts or parts[-1].endswith(("'s", "\u2019s")):
        return None
    return " ".join(parts).rstrip("."), k


def _verb(word: str) -> bool:
    return word.rstrip(".").casefold() in SPEECH_VERBS


def _tag(words: Sequence[str]) -> str | None:
    """The speaker a tag names ("said Alice", "Alice said", "Alice quietly said"),
    "" for a tag without a name ("she said", "the man said"), None for no tag."""
    if not words:
        return None
    if _verb(words[0]):
        found = _name_at(words, 1)
        return found[0] if found else ""
    found = _name_at(words, 0)
    if found is not None:
        after = found[1]
        if after < len(words) and _verb(words[after]):
            return found[0]
        if after + 1 < len(words) and words[after].endswith("ly") and _verb(words[after + 1]):
            return found[0]
        return None
    if words[0].casefold() in _PRONOUNS and len(words) > 1 and _verb(words[1]):
        return ""
    if len(words) > 2 and words[0].casefold() in ("the", "a", "his", "her") and _verb(words[2]):
        return ""
    return None


def _clause_after(text: str) -> list[str]:
    """The words of the clause a quote's narration opens with ("said Mr. Darcy.")."""
    out: list[str] = []
    for token in _TOKEN.findall(text):
        if token in _STOPS:
            break
        out.append(token)
        if token.endswith(".") and token[:-1].casefold() not in _TITLES or len(out) == 6:
            break
    return out


def _clause_before(text: str) -> list[str]:
    """The words of the clause a narration ends with, when it introduces a quote
    ("Then Alice said," or "said Alice:"); [] when it does not end in , or :."""
    tokens = _TOKEN.findall(text)
    if not tokens or tokens[-1] not in (",", ":"):
        return []
    out: list[str] = []
    for token in reversed(tokens[:-1]):
        if token in _STOPS or token.endswith(".") and token[:-1].casefold() not in _TITLES:
            break
        out.append(token)
        if len(out) == 6:
            break
    return out[::-1]


def _head_tag(text: str) -> str | None:
    words = _clause_before(text)
    for k in range(len(words)):
        found = _tag(words[k:])
        if found:
            return found
    return None


def _beat(pieces: Sequence[Piece], names: _Names) -> str | None:
    """The first known speaker the paragraph's narration names."""
    for piece in pieces:
        if piece.quoted:
            continue
        words = [t for t in _TOKEN.findall(piece.text) if t not in _STOPS]
        for k in range(len(words)):
            found = _name_at(words, k)
            if found is not None and names.canonical(found[0]) in names.known:
                return names.canonical(found[0])
    return None


def attribute(
    paragraphs: Sequence[str], aliases: Mapping[str, str] | None = None
) -> tuple[tuple[Segment, ...], ...]:
    """Each paragraph as narration and quotes with their speakers (see the module's docstring).

    ``aliases`` maps a name as written to the name to use ("Darcy" to "Mr. Darcy").
    Give a chapter's paragraphs together: turn-taking runs across paragraphs.
    """
    names = _Names(aliases)
    out: list[tuple[Segment, ...]] = []
    recent: list[str] = []  # speakers of the exchange's paragraphs, latest last
    for paragraph in paragraphs:
        pieces = split_quotes(paragraph)
        quotes = [i for i, piece in enumerate(pieces) if piece.quoted]
        speakers: dict[int, str | None] = {}
        for i in quotes:
            tag = None
            if i + 1 < len(pieces) and not pieces[i + 1].quoted:
                tag = _tag(_clause_after(pieces[i + 1].text))
            if not tag and i > 0 and not pieces[i - 1].quoted:
                tag = _head_tag(pieces[i - 1].text) or tag
            speakers[i] = names.learn(tag) if tag else None
        named = {speaker for speaker in speakers.values() if speaker}
        fill: str | None = None
        if len(named) == 1:
            fill = next(iter(named))
        elif quotes and not named:
            fill = _beat(pieces, names)
            if fill is None and len(recent) >= 2 and recent[-1] != recent[-2]:
                fill = recent[-2]
        for i in quotes:
            speakers[i] = speakers[i] or fill
        said = set(speakers.values())
        if len(said) == 1 and None not in said:
            recent = [*recent[-1:], next(iter(said)) or ""]
        else:
            # Narration, an unknown speaker or two speakers in one paragraph end the exchange.
            recent = []
        out.append(
            tuple(
                Segment(speakers.get(i), piece.text, piece.quoted) for i, piece in enumerate(pieces)
            )
        )
    return tuple(out)


__all__ = ["SPEECH_VERBS", "Segment", "attribute"]
