"""Write THIRD_PARTY_NOTICES.txt from the installed distributions' metadata.

    .venv/bin/python scripts/notices.py                 # resources/THIRD_PARTY_NOTICES.txt
    .venv/bin/python scripts/notices.py --out FILE      # elsewhere (the bundle's build)
    .venv/bin/python scripts/notices.py --check         # exit 1 when the file is out of date

Run it in the development environment (.venv, made by scripts/setup.sh) after a
dependency is added, removed or upgraded: tests/about/test_notices.py fails until
it is run. The file is package data of studio.resources, so the wheel ships it and
the bundle, which freezes that wheel, ships the same file. --out writes the notices
of another environment (run it with that environment's Python) for comparison.
The work is done by studio.about.notice_builder.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE.parent / "resources" / "THIRD_PARTY_NOTICES.txt"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write it")
    parser.add_argument("--check", action="store_true", help="only say whether --out is up to date")
    args = parser.parse_args(argv)
    from studio import __version__
    from studio.about.notice_builder import build_notices

    text = build_notices(HERE / "licences", __version__)
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.is_file() else ""
        if current != text:
            print(f"{args.out} is out of date: run python scripts/notices.py", file=sys.stderr)
            return 1
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    packages = text.count("\nPackage: ")
    print(f"Wrote {args.out} ({packages} packages, {len(text) // 1024} KiB).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
