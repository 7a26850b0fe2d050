"""Front and back matter: the pages around the story that a narrator usually skips.

A chapter is matter when its EPUB semantics say so (``epub:type``, EPUB 3
landmarks, the EPUB 2 guide) or its title does (copyright, contents,
dedication, acknowledgements, about the author, also-by, index, ...).
Whether it is "front" or "back" comes from where it stands: before the
first chapter of the story or after the last. Foreword, preface, prologue,
epilogue and afterword are narrated in audiobooks, so they stay "body".
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import NamedTuple

from studio.core.books.book import BookChapter, ChapterKind
from studio.core.books.chapter_names import CONTENTS_NAMES


class Draft(NamedTuple):
    """A chapter before it is numbered: its title, paragraphs and ``matter_side``;
    ``spoken_title`` is False for a name the studio gave it (see ``BookChapter``)."""

    title: str
    paragraphs: list[str]
    side: ChapterKind
    spoken_title: bool = True


_FRONT_TYPES = {
    "cover", "titlepage", "title-page", "halftitlepage", "copyright-page", "copyright",
    "dedication", "epigraph", "toc", "toc-brief", "landmarks", "loi", "lot", "imprint",
    "frontmatter", "seriespage", "other-credits", "errata", "doc-toc", "doc-dedication",
    "doc-epigraph", "doc-cover", "doc-credits",
}  # fmt: skip
_BACK_TYPES = {
    "backmatter", "acknowledgments", "acknowledgements", "index", "colophon", "bibliography",
    "glossary", "endnotes", "rearnotes", "footnotes", "notes", "credits", "contributors",
    "doc-acknowledgments", "doc-index", "doc-colophon", "doc-bibliography", "doc-glossary",
    "doc-endnotes",
}  # fmt: skip
# Semantics that make a chapter part of the story, whatever its title.
_BODY_TYPES = {"bodymatter", "chapter", "part", "doc-chapter", "doc-part", "text"}
_FRONT_TITLES = re.compile(
    rf"(copyright( page)?|{CONTENTS_NAMES}|dedication|title page|half title|cover"
    r"|epigraph|frontispiece|imprint|praise( for .*)?|list of (illustrations|figures|tables)"
    r"|(also|other (books|titles|works)|more books|books) by .*|by the same author)"
)
_BACK_TITLES = re.compile(
    r"(acknowledge?ments?|about the (author|authors|translator|illustrator|editor)s?"
    r"|a note on the (author|type|text)|index|colophon|bibliography|glossary|(end ?)?notes"
    r"|credits|permissions|reading group guide|discussion questions|more from .*"
    r"|sign up .*|newsletter.*)"
)


def _normal(title: str) -> str:
    return " ".join(re.sub(r"[^\w\s]|\d|_", " ", title.casefold()).split())


def matter_side(
    title: str, types: Collection[str] = (), default: ChapterKind = "body"
) -> ChapterKind:
    """ "front" or "back" for matter, by its semantics first, then its title;
    ``default`` when neither says (and "body" when the semantics say story)."""
    found = {t.casefold() for t in types}
    if found & _BODY_TYPES:
        return "body"
    if found & _FRONT_TYPES:
        return "front"
    if found & _BACK_TYPES:
        return "back"
    name = _normal(title)
    if _FRONT_TITLES.fullmatch(name):
        return "front"
    if _BACK_TITLES.fullmatch(name):
        return "back"
    return default


def assign_kinds(sides: Sequence[ChapterKind]) -> list[ChapterKind]:
    """Each chapter's kind from its ``matter_side``: matter before the first body
    chapter is front, after the last one back, and keeps its own side between."""
    body = [i for i, side in enumerate(sides) if side == "body"]
    if not body:
        return list(sides)
    first, last = body[0], body[-1]
    kinds: list[ChapterKind] = []
    for i, side in enumerate(sides):
        if side == "body":
            kinds.append("body")
        elif i < first:
            kinds.append("front")
        elif i > last:
            kinds.append("back")
        else:
            kinds.append(side)
    return kinds


def build_chapters(drafts: Sequence[Draft]) -> tuple[BookChapter, ...]:
    """Chapters from (title, paragraphs, ``matter_side``) drafts: numbered from 1,
    with their kinds settled by ``assign_kinds``."""
    kinds = assign_kinds([draft.side for draft in drafts])
    return tuple(
        BookChapter(number, draft.title, tuple(draft.paragraphs), kind, draft.spoken_title)
        for number, (draft, kind) in enumerate(zip(drafts, kinds, strict=True), 1)
    )


__all__ = ["Draft", "assign_kinds", "build_chapters", "matter_side"]
