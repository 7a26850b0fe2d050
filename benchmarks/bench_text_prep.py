"""Text preparation cost: what every line's staleness check pays, and a dictionary edit.

Prints milliseconds for preparing 1,000 lines with a 3,000-entry pronunciation
dictionary (numbers, a date, money and units in each line): the first pass,
the memoised pass a table repaint pays, and the pass after one dictionary
edit. There is no upstream package to compare with; the figures say whether
a dictionary edit can run on the GUI thread.

    python benchmarks/bench_text_prep.py
"""

from __future__ import annotations

import random
import time

from studio.core.commands import SetPronunciation
from studio.core.document import Document, Line
from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry

TEXT = (
    "On March 3rd, 2024 at 5 pm, Dr. Smith paid $12.50 for 3 kg of apples "
    "and said hello to {} in line {}."
)


def main() -> None:
    rng = random.Random(0)
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = ["".join(rng.choice(letters) for _ in range(rng.randint(4, 10))) for _ in range(3000)]
    dictionary = PronunciationDictionary(tuple(PronunciationEntry(w, w[::-1]) for w in words))
    lines = [Line(f"l{i}", TEXT.format(rng.choice(words), i), "A") for i in range(1000)]
    doc = Document(lines=lines, pronunciation=dictionary)

    def prepare_all() -> float:
        start = time.perf_counter()
        for line in doc.lines:
            doc.spoken(line)
        return (time.perf_counter() - start) * 1000

    first = prepare_all()
    memoised = prepare_all()
    SetPronunciation(dictionary.with_entry(PronunciationEntry("Smith", "smyth"))).apply(doc)
    edited = prepare_all()
    print(f"{'pass':<28}{'ms / 1000 lines':>16}")
    print(f"{'first':<28}{first:>16.1f}")
    print(f"{'memoised (a repaint)':<28}{memoised:>16.1f}")
    print(f"{'after a dictionary edit':<28}{edited:>16.1f}")


if __name__ == "__main__":
    main()
