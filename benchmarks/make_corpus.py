"""Make a large benchmark corpus from the evaluation kit's dev corpora.

The ~316 dev articles (TimeBank-AQUAINT and MEANTIME, exported by the kit's
``bench.py export``) are repeated in rounds until N articles exist. Round r
gives every article the id ``<id>-r<r>`` and moves its publication date
``r * SHIFT_DAYS`` days later, so no two articles share an id or a
(text, date) pair: each is a distinct cache key, and relative dates
("yesterday") resolve to different days in each round. Texts repeat, so
names and events repeat across rounds as they do in a real news stream.
Usage::

    python benchmarks/make_corpus.py 5000 -o /tmp/kg-5000.jsonl
    python benchmarks/make_corpus.py 10 --first-round 500 -o extra.jsonl   # 10 articles not in the above
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from kg.time.publication.dct import parse_date

ROOT = Path(__file__).resolve().parent.parent
# The kit beside the checkout, or beside the folder of worktrees a checkout may sit in.
EVAL = next(
    (p / "shared" / "eval" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared" / "eval").is_dir()),
    ROOT.parent / "shared" / "eval",
)
SOURCES = ("data/dev/timebank-aquaint", "data/dev/meantime")
SHIFT_DAYS = 10


def dev_records() -> list[dict]:
    """The dev articles as {id, text, date} records, in the kit's order."""
    records: list[dict] = []
    for folder in SOURCES:
        out = subprocess.run(
            [sys.executable, str(EVAL / "bench.py"), "export", str(EVAL / folder)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        records += [json.loads(line) for line in out.splitlines() if line.strip()]
    return records


def generate(base: list[dict], n: int, first_round: int = 0, vary_names: bool = False) -> Iterator[dict]:
    """``n`` articles: ``base`` repeated in rounds from ``first_round``, ids unique, dates shifted.

    With ``vary_names``, rounds after the first respell capitalised words (see
    :func:`respell`), so the corpus names new people, places and organisations
    as it grows instead of the same few thousand again.
    """
    for i in range(n):
        rnd, record = first_round + i // len(base), base[i % len(base)]
        out = dict(record, id=f"{record['id']}-r{rnd}")
        if vary_names and rnd:
            out["text"] = respell(record["text"], rnd)
        day = parse_date(str(record["date"])) if record.get("date") else None
        if day is not None:  # read as kg reads it ("03-02-2009" too), written back as ISO
            out["date"] = (day + dt.timedelta(days=rnd * SHIFT_DAYS)).isoformat()
        yield out


# Capitalised words a round leaves alone: calendar words (dates must stay dates) and
# short or sentence-opening function words.
_KEEP = frozenset(
    """January February March April May June July August September October November December
Monday Tuesday Wednesday Thursday Friday Saturday Sunday Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec
The This That These Those There Their They Then When While What Which Who With Without After Before
But And For From Into About Over Under Some Many Most Other Such Also Even Just Only Last Next Earlier
Later Today Yesterday Tomorrow Mr Mrs Ms Dr President Minister Prime Secretary General""".split()
)
_SYLLABLES = ("ka", "ro", "mi", "ta", "le", "so", "na", "vi", "de", "lu", "be", "ra", "po", "zi", "ha", "mo")
_CAPITALISED = re.compile(r"\b[A-Z][a-z]{3,}\b")


def respell(text: str, rnd: int) -> str:
    """Capitalised words given a syllable that depends on the word and the round
    ("Saddam" may become "Saddamvi"): the same in every article of one round, so the
    round's articles still share their names, and new in each round."""

    def new(match: re.Match[str]) -> str:
        word = match.group()
        if word in _KEEP:
            return word
        digest = hashlib.sha256(f"{word}/{rnd}".encode()).digest()
        return word + _SYLLABLES[digest[0] % len(_SYLLABLES)] + _SYLLABLES[digest[1] % len(_SYLLABLES)]

    return _CAPITALISED.sub(new, text)


def write(path: Path, records: Iterator[dict]) -> int:
    """Write JSON lines; return how many words were written (for words per second)."""
    words = 0
    with path.open("w", encoding="utf-8") as out:
        for record in records:
            words += len(record["text"].split())
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return words


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("n", type=int, help="number of articles")
    parser.add_argument("-o", "--output", type=Path, required=True, help="JSON-lines file to write")
    parser.add_argument("--first-round", type=int, default=0, help="start at this round (new articles)")
    parser.add_argument(
        "--vary-names",
        action="store_true",
        help="respell capitalised words in each round, so names keep growing with the corpus",
    )
    args = parser.parse_args()
    words = write(args.output, generate(dev_records(), args.n, args.first_round, args.vary_names))
    print(f"{args.n} articles, {words} words -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
