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
    reader = _Reader(_described(root))
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, closing = stack.pop()
        if closing:
            reader.close(node, with_tail=node is not root)
        elif reader.open(node):
            stack.append((node, True))
            stack.extend((child, False) for child in reversed(node))
    return reader.finish()


def _described(root: Node) -> Flow:
    """A flow with no blocks yet, with the document's title and its first author."""
    flow = Flow()
    titles = descendants_named(root, "title")
    flow.title = text_of(titles[0]) if titles else ""
    for meta in descendants_named(root, "meta"):
        if attribute(meta, "name").lower() in ("author", "dc.creator") and not flow.author:
            flow.author = " ".join(attribute(meta, "content").split())
    return flow


def _skipped(node: Node, name: str, types: set[str]) -> bool:
    """Whether ``node`` holds nothing to read: a comment or processing instruction (no
    name), an element that is not text, a page mark, or an element marked hidden."""
    return not name or name in _SKIPPED or bool(types & _SKIPPED_TYPES) or "hidden" in node.attrib


class _Reader:
    """One walk through a document: the text of the block being read, and the elements
    open around it that shape it (headings, ``<pre>``, links)."""

    def __init__(self, flow: Flow) -> None:
        self.flow = flow
        self.buffer: list[str] = []
        self.levels: list[int] = []  # of the headings open, the innermost last
        self.pre = 0  # how many ``<pre>`` are open
        # Links to a place in the document that start the block being read: (text, id).
        self.links: list[tuple[str, str]] = []
        # The blocks that are one such link, by index: the id the link points to.
        self.linked: dict[int, str] = {}

    def open(self, node: Node) -> bool:
        """Read the start of ``node``. False when nothing inside it is to be read (it is
        skipped whole, or it is a ``<br>``), and then its tail is read too."""
        name = local_name(node)
        types = _types(node) if name else set()
        if _skipped(node, name, types):
            self.add(node.tail)
            return False
        if name in _BLOCKS or name == "br":
            self.flush()
        if name == "br":
            self.add(node.tail)
            return False
        self._enter(node, name, types)
        self.add(node.text)
        return True

    def _enter(self, node: Node, name: str, types: set[str]) -> None:
        """Note where ``node`` starts (its id and types) and what it makes of the
        blocks inside it."""
        ident = attribute(node, "id")
        if ident:
            self.flow.anchors.setdefault(ident, len(self.flow.blocks))
        if types:
            self.flow.types.setdefault(len(self.flow.blocks), set()).update(types)
        if name in _HEADINGS:
            self.levels.append(_HEADINGS[name])
        if name == "a" and attribute(node, "href").startswith("#"):
            self.links.append((text_of(node), attribute(node, "href")[1:]))
        if name == "pre":
            self.pre += 1

    def close(self, node: Node, with_tail: bool) -> None:
        """Read the end of ``node``, an element that ``open`` entered, then its tail
        when ``with_tail`` (the root's tail is outside the document)."""
        name = local_name(node)
        if name in _BLOCKS:
            self.flush()
        if name in _HEADINGS:
            self.levels.pop()
        if name == "pre":
            self.pre -= 1
        if with_tail:
            self.add(node.tail)

    def add(self, text: str | None) -> None:
        """Text to the block being read; inside ``<pre>`` each line ends a block."""
        if not text:
            return
        if not self.pre:
            self.buffer.append(text)
            return
        first, *rest = text.split("\n")
        self.buffer.append(first)
        for line in rest:
            self.flush()
            self.buffer.append(line)

    def flush(self) -> None:
        """End the block being read; it is kept when it has text."""
        text = " ".join("".join(self.buffer).split())
        self.buffer.clear()
        if text:
            found = [ident for words, ident in self.links if words == text]
            if found:
                self.linked[len(self.flow.blocks)] = found[0]
            self.flow.blocks.append(Block(text, self.levels[-1] if self.levels else None))
        self.links.clear()

    def finish(self) -> Flow:
        """The flow, its last block ended and each block made of a link pointing at the
        block its link leads to."""
        self.flush()
        blocks, anchors = self.flow.blocks, self.flow.anchors
        for index, ident in self.linked.items():
            if ident in anchors:
                blocks[index] = replace(blocks[index], link=anchors[ident])
        return self.flow


__all__ = ["Block", "Flow", "read_flow"]
