"""An (X)HTML document as the paragraphs a narrator reads, in document order.

Block structure is kept: each paragraph, heading, list item, table cell or
line of verse (``<br>``, ``<pre>``) becomes one block of text with its runs
of whitespace collapsed. Scripts, styles, the head, embedded SVG and MathML,
ruby readings and page-break markers are not text to read and are skipped
whole; an unresolved entity reference adds nothing. The walk is iterative,
so no nesting depth can exhaust Python's stack.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from studio.core.books.markup import Node, attribute, descendants_named, local_name, text_of

_BLOCKS = frozenset(
    "address article aside blockquote body caption center dd details dialog div dl dt "
    "fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol "
    "p pre section summary table tbody td tfoot th thead tr ul".split()
)
_SKIPPED = frozenset(
    "audio button canvas embed head iframe input math noscript object rp rt script select "
    "style svg template textarea video".split()
)
# epub:type and DPUB-ARIA roles of things that are marks on the page, not words:
# print page numbers and the superscript numbers of note references.
_SKIPPED_TYPES = frozenset({"pagebreak", "noteref", "doc-pagebreak", "doc-noteref"})
_HEADINGS = {f"h{n}": n for n in range(1, 7)}


@dataclass(frozen=True)
class Block:
    """A paragraph of text; ``level`` is 1-6 for a heading ``h1``-``h6``; ``link`` is
    the index of the block that a paragraph made of one link (``href="#id"``) points to
    (an entry of a table of contents)."""

    text: str
    level: int | None = None
    link: int | None = None


@dataclass
class Flow:
    """A document's blocks, and where its ids and epub:types start.

    ``anchors`` maps an element id to the index of the block it starts in (a
    fragment ``#id`` points there); ``types`` maps a block index to the
    epub:type values of the sections starting there.
    """

    blocks: list[Block] = field(default_factory=list)
    anchors: dict[str, int] = field(default_factory=dict)
    types: dict[int, set[str]] = field(default_factory=dict)
    title: str = ""
    author: str = ""


def _types(node: Node) -> set[str]:
    return set(attribute(node, "type").lower().split()) | set(
        attribute(node, "role").lower().split()
    )


def read_flow(root: Node) -> Flow:
    """The blocks of the document whose root element is ``root``."""
    flow = Flow()
    titles = descendants_named(root, "title")
    flow.title = text_of(titles[0]) if titles else ""
    for meta in descendants_named(root, "meta"):
        if attribute(meta, "name").lower() in ("author", "dc.creator") and not flow.author:
            flow.author = " ".join(attribute(meta, "content").split())
    buffer: list[str] = []
    levels: list[int] = []
    pre = 0
    # Links to a place in the document that start the block being read: (text, id).
    links: list[tuple[str, str]] = []
    linked: dict[int, str] = {}

    def flush() -> None:
        text = " ".join("".join(buffer).split())
        buffer.clear()
        if text:
            found = [ident for words, ident in links if words == text]
            if found:
                linked[len(flow.blocks)] = found[0]
            flow.blocks.append(Block(text, levels[-1] if levels else None))
        links.clear()

    def add(text: str | None) -> None:
        if not text:
            return
        if not pre:
            buffer.append(text)
            return
        first, *rest = text.split("\n")
        buffer.append(first)
        for line in rest:
            flush()
            buffer.append(line)

    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, closing = stack.pop()
        name = local_name(node)
        if closing:
            if name in _BLOCKS:
                flush()
            if name in _HEADINGS:
                levels.pop()
            if name == "pre":
                pre -= 1
            if node is not root:
                add(node.tail)
            continue
        types = _types(node) if name else set()
        if not name or name in _SKIPPED or types & _SKIPPED_TYPES or "hidden" in node.attrib:
            add(node.tail)
            continue
        if name in _BLOCKS or name == "br":
            flush()
        if name == "br":
            add(node.tail)
            continue
        ident = attribute(node, "id")
        if ident:
            flow.anchors.setdefault(ident, len(flow.blocks))
        if types:
            flow.types.setdefault(len(flow.blocks), set()).update(types)
        if name in _HEADINGS:
            levels.append(_HEADINGS[name])
        if name == "a" and attribute(node, "href").startswith("#"):
            links.append((text_of(node), attribute(node, "href")[1:]))
        if name == "pre":
            pre += 1
        add(node.text)
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(node))
    flush()
    for index, ident in linked.items():
        if ident in flow.anchors:
            flow.blocks[index] = replace(flow.blocks[index], link=flow.anchors[ident])
    return flow


__all__ = ["Block", "Flow", "read_flow"]
