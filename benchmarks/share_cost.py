"""What sharing a decoded article's repeated values costs (:func:`kg.runtime.records.compact`).

Decodes every extraction of a kg cache file again and again, alone and then shared, in
alternating rounds (this machine is noisy), and prints the medians and their ratio. Run it
on two checkouts to compare two ways of sharing::

    kg build seeds /work/shared/examples/quake -o /tmp/out --cache /tmp/c.sqlite
    python benchmarks/share_cost.py /tmp/c.sqlite
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kg.runtime.records import compact, decode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cache", help="a kg cache file (kg build --cache PATH)")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=300, help="decodes of every row a round")
    args = parser.parse_args()
    with sqlite3.connect(args.cache) as db:
        rows = [data for (data,) in db.execute("SELECT data FROM extractions ORDER BY key")]
    if not rows:
        sys.exit(f"{args.cache} holds no extraction")

    def run(share: bool) -> float:
        start = time.perf_counter()
        for _ in range(args.repeat):
            for data in rows:
                ex = decode(data, share=False)
                if share:
                    compact(ex)
        return time.perf_counter() - start

    alone, shared = [], []
    for _ in range(args.rounds):
        alone.append(run(False))
        shared.append(run(True))
    n = len(rows) * args.repeat
    a, s = statistics.median(alone) / n * 1e3, statistics.median(shared) / n * 1e3
    print(f"{len(rows)} extractions x {args.repeat}, median of {args.rounds} rounds")
    print(f"decode: {a:.3f} ms an article; decode and share: {s:.3f} ms ({s / a:.2f}x); sharing alone {s - a:.3f} ms")


if __name__ == "__main__":
    main()
