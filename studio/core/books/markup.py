"""Parsing a book's XML and HTML so that it cannot reach anything outside itself.

lxml's parsers, configured so a document can fetch, read and expand nothing:
no DTD is loaded, entities are left unresolved (an external entity naming
``file:///etc/passwd`` stays an unexpanded reference node, and a "billion
laughs" is never expanded), there is no network, and libxml2's own limits on
depth and text size stay on (``huge_tree`` off). lxml rather than defusedxml
because one library then parses both the XHTML and the tag soup of HTML, and
because its configured parser is what defusedxml's lxml module only wrapped
(and has deprecated).
"""

from __future__ import annotations

import html.entities
import re
from typing import Any

from lxml import etree

# lxml ships no type hints: an element is Any to mypy.
Node = Any

_XML_ENTITIES = {b"amp", b"lt", b"gt", b"quot", b"apos"}
_NAMED_ENTITY = re.compile(rb"&([A-Za-z][A-Za-z0-9]{1,31});")
_INTERNAL_SUBSET = re.compile(rb"<!DOCTYPE[^>\[]*\[.*?\]\s*>", re.S | re.I)
_DECLARED_CHARSET = re.compile(rb"<meta[^>]+charset|encoding=", re.I)


def _xml_parser() -> Any:
    # A parser per document: lxml parsers must not be shared between threads.
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        remove_comments=True,
        remove_pis=True,
    )


def _html_parser(encoding: str | None) -> Any:
    return etree.HTMLParser(
        encoding=encoding,
        no_network=True,
        huge_tree=False,
        remove_comments=True,
        remove_pis=True,
    )


def _numeric_entities(data: bytes) -> bytes:
    """HTML's named entities (``&nbsp;``, ``&mdash;``) as character references.

    XHTML books use them on the strength of a DTD that is never loaded here,
    and without it the XML parser refuses the document. A name the document
    declares itself is replaced just the same: whatever it declared is never
    used.
    """

    def numeric(match: re.Match[bytes]) -> bytes:
        name = match.group(1)
        if name in _XML_ENTITIES:
            return match.group(0)
        chars = html.entities.html5.get(name.decode("ascii") + ";")
        if chars is None:
            return match.group(0)
        return b"".join(b"&#%d;" % ord(char) for char in chars)

    return _NAMED_ENTITY.sub(numeric, data)


def parse_xml(data: bytes) -> Node | None:
    """The root element of well-formed XML, or None when it is not well-formed."""
    try:
        return etree.fromstring(_numeric_entities(data), _xml_parser())
    except (etree.XMLSyntaxError, ValueError):
        return None


def parse_html(data: bytes) -> Node | None:
    """The root element of an HTML document, however broken; None when it is empty."""
    data = _INTERNAL_SUBSET.sub(b"", data, count=1)
    encoding: str | None = None
    if not _DECLARED_CHARSET.search(data[:4096]) and not data.startswith(
        (b"\xff\xfe", b"\xfe\xff")
    ):
        # libxml2 reads undeclared HTML as Latin-1; books are UTF-8 far more often.
        try:
            data.decode("utf-8")
            encoding = "utf-8"
        except UnicodeDecodeError:
            encoding = "windows-1252"
    try:
        return etree.fromstring(data, _html_parser(encoding))
    except (etree.XMLSyntaxError, etree.ParserError, ValueError):
        return None


def parse_markup(data: bytes) -> Node | None:
    """An XHTML document: as XML, or with the HTML parser when it is not well-formed
    (many books' XHTML is not)."""
    root = parse_xml(data)
    return root if root is not None else parse_html(data)


def local_name(node: Node) -> str:
    """An element's tag without its namespace, in lower case; "" for comments and entities."""
    tag = node.tag
    if not isinstance(tag, str):
        return ""
    return tag.rsplit("}", 1)[-1].lower()


def attribute(node: Node, name: str) -> str:
    """An attribute by local name, whatever its namespace ("" when absent)."""
    for key, value in node.attrib.items():
        if key.rsplit("}", 1)[-1] == name:
            return str(value)
    return ""


def text_of(node: Node) -> str:
    """An element's text with whitespace collapsed; unresolved entities add nothing."""
    parts: list[str] = []
    for inner in node.iter():
        if isinstance(inner.tag, str) and inner.text:
            parts.append(inner.text)
        if inner is not node and inner.tail:
            parts.append(inner.tail)
    return " ".join("".join(parts).split())


def children_named(node: Node, name: str) -> list[Node]:
    return [child for child in node if local_name(child) == name]


def descendants_named(node: Node, name: str) -> list[Node]:
    return [inner for inner in node.iter() if local_name(inner) == name]


__all__ = [
    "Node",
    "attribute",
    "children_named",
    "descendants_named",
    "local_name",
    "parse_html",
    "parse_markup",
    "parse_xml",
    "text_of",
]
