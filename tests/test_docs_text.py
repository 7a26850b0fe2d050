"""The manual as a reader meets it: no page says the same paragraph twice."""

from __future__ import annotations

from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"


def paragraphs(text: str) -> list[str]:
    """A page's prose paragraphs (blocks between blank lines), outside code blocks;
    headings and table rows are left out, as pages repeat those by design."""
    found: list[str] = []
    block: list[str] = []
    in_code = False
    for line in [*text.splitlines(), ""]:
        if line.lstrip().startswith("```"):
            in_code = not in_code
            block = []
            continue
        if in_code:
            continue
        if line.strip():
            block.append(line.strip())
            continue
        prose = " ".join(block)
        if prose and not prose.startswith(("#", "|")):
            found.append(prose)
        block = []
    return found


@pytest.mark.parametrize("page", sorted(DOCS.glob("*.md")), ids=lambda page: page.name)
def test_no_page_repeats_a_paragraph(page: Path) -> None:
    seen: set[str] = set()
    repeated = []
    for paragraph in paragraphs(page.read_text(encoding="utf-8")):
        if paragraph in seen:
            repeated.append(paragraph)
        seen.add(paragraph)
    assert repeated == [], repeated


def test_a_repeated_paragraph_is_found() -> None:
    page = "Intro.\n\nSaid once.\nOn two lines.\n\n```sh\nx\n```\n\nSaid once. On two lines.\n"
    assert paragraphs(page) == ["Intro.", "Said once. On two lines.", "Said once. On two lines."]
