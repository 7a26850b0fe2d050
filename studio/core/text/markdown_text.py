"""Markdown reduced to the words a narrator says.

Headings and list items become paragraphs of their own (blank lines around
them); emphasis, links, images, code, HTML and tables are reduced to the
words read aloud. Joining a paragraph's wrapped lines is the script's
business (``script_text``), since a ``NAME:`` line starts a new one.
"""

from __future__ import annotations

import re


def markdown_to_text(source: str, keep_headings: bool = False) -> str:
    """Plain paragraphs from Markdown: headings kept as their own paragraph,
    emphasis, links, images, code, HTML and tables reduced to the words read aloud.

    ``keep_headings``: a heading stays marked as ``# Title`` (``##`` for the
    second level, and so on) so that chapters can be found.
    """
    source = re.sub(r"\A---\n.*?\n(---|\.\.\.)\n", "", source, flags=re.S)  # front matter
    source = re.sub(r"<!--.*?-->", "", source, flags=re.S)
    source = re.sub(r"^(```|~~~).*?^\1[^\n]*$", "", source, flags=re.S | re.M)  # code blocks
    out: list[str] = []
    for raw in source.splitlines():
        line = raw.rstrip()
        if re.match(r"^\s*\[[^\]]+\]:\s*\S+", line):  # link definitions
            continue
        if re.match(r"^\s*([-*_])(\s*\1){2,}\s*$", line):  # horizontal rules
            out.append("")
            continue
        if re.match(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$", line):  # table rule
            continue
        if re.match(r"^\s*(=+|-+)\s*$", line):  # setext heading underline
            if keep_headings and out and out[-1].strip():
                marker = "#" if line.strip().startswith("=") else "##"
                out[-1] = f"{marker} {out[-1].strip()}"
            out.append("")
            continue
        heading = re.match(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if heading:
            # A heading is read as its own line, so it is its own paragraph.
            title = heading.group(2)
            out.extend(["", f"{heading.group(1)} {title}" if keep_headings else title, ""])
            continue
        line = re.sub(r"^\s*(>\s?)+", "", line)  # block quotes
        item = re.match(r"^\s*([-*+]|\d+[.)])\s+(.*)$", line)
        if item:
            out.extend(["", item.group(2)])
            continue
        if line.strip().startswith("|") and line.strip().endswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            line = ", ".join(c for c in cells if c)
        out.append(line)
    return _strip_inline("\n".join(out))


def _strip_inline(text: str) -> str:
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)  # images
    text = re.sub(r"!\[[^\]]*\]\[[^\]]*\]", "", text)
    text = re.sub(r"\[\^[^\]]+\]", "", text)  # footnote markers
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)  # links
    text = re.sub(r"\[([^\]]+)\]\[[^\]]*\]", r"\1", text)
    text = re.sub(r"<(https?://|mailto:)[^>]+>", "", text)  # autolinks
    text = re.sub(r"</?[A-Za-z][^>]*>", "", text)  # inline HTML
    text = re.sub(r"`+([^`]*)`+", r"\1", text)
    for marker in (r"\*\*\*", r"___", r"\*\*", r"__", r"~~", r"\*", r"_"):
        # Only markers that hug a word: "2 * 3" and snake_case survive.
        text = re.sub(rf"(?<![\w*_]){marker}(?=\S)(.+?)(?<=\S){marker}(?![\w*_])", r"\1", text)
    return re.sub(r"\\([\\`*_{}\[\]()#+\-.!>])", r"\1", text)


__all__ = ["markdown_to_text"]
