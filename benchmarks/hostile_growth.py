"""Growth of kg's cost on hostile inputs that once made a step quadratic.

Each case is a function taking N and returning ``(label, seconds)`` pairs,
one per hostile input of that case; add a case by writing such a function
and naming it in :data:`CASES`. Prints the time for each N and its ratio to
the previous N: about 2 for each doubling when the step is linear, 4 when it
is quadratic. No spaCy model is needed. Usage::

    python benchmarks/hostile_growth.py --case html            # N = 25k 50k 100k 200k
    python benchmarks/hostile_growth.py --case json --sizes 1000 2000
    python benchmarks/hostile_growth.py                        # every case

Measured on a shared 2-core VM (best of 3; times under 10 ms are mostly noise):

* ``html`` with ``html.parser`` (before lxml), one run each: ``'<a'*N`` 7.3 s,
  27.9 s, 210 s at N = 25k, 50k, 100k; ``'<?'*N`` 1.0, 3.7, 17.2 s; ``'</'*N``
  1.2, 2.5, 29.1 s (200k not run). With lxml: 1-3 ms up to 100k, 10-11 ms at
  200k, 0.14-0.19 s at 1.6M (x1.7-2.4 per doubling from 200k on).
* ``json`` before: ``RecursionError`` at N = 1,000 (the build died). Now a
  "malformed JSON" problem in 2 ms at N = 100k, 22 ms at 1M.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script from anywhere

from kg.ingest.read import read_file  # noqa: E402

SIZES = (25_000, 50_000, 100_000, 200_000)
# Large enough that no case is refused as too large: the point is the reading cost.
NO_LIMIT = 20_000_000


REPEAT = 3


def _read_seconds(name: str, data: str) -> float:
    """Seconds kg takes to read one file ``name`` holding ``data`` (decode, repair, parse):
    the best of :data:`REPEAT` runs, so a busy machine adds less noise."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_text(data, encoding="utf-8")
        best = float("inf")
        for _ in range(REPEAT):
            start = time.perf_counter()
            read_file(path, name, max_bytes=NO_LIMIT)
            best = min(best, time.perf_counter() - start)
        return best


def html(n: int) -> list[tuple[str, float]]:
    """An .html file of ``n`` repeats of a tag opening html.parser rescanned to the end."""
    return [(f"'{unit}'*N", _read_seconds("hostile.html", unit * n)) for unit in ("<a", "<?", "</")]


def json_nesting(n: int) -> list[tuple[str, float]]:
    """A .json file nested ``n`` lists deep, and a record whose field is an ``n``-digit number."""
    return [
        ("'['*N + ']'*N", _read_seconds("deep.json", "[" * n + "]" * n)),
        ('{"text": .., "n": N digits}', _read_seconds("digits.jsonl", '{"text": "A.", "n": ' + "9" * n + "}\n")),
    ]


CASES: dict[str, Callable[[int], list[tuple[str, float]]]] = {"html": html, "json": json_nesting}


def main(argv: list[str] | None = None) -> None:
    global REPEAT  # the cases read it: their signature stays f(n) for cases appended later
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", action="append", choices=sorted(CASES), help="case to run (default: all)")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="values of N")
    parser.add_argument("--repeat", type=int, default=3, help="runs per input; the best is shown")
    args = parser.parse_args(argv)
    REPEAT = max(1, args.repeat)
    for case in args.case or sorted(CASES):
        previous: dict[str, float] = {}
        for n in args.sizes:
            for label, seconds in CASES[case](n):
                ratio = f"x{seconds / previous[label]:.1f}" if previous.get(label) else ""
                print(f"{case:6} {label:28} N={n:>9,}  {seconds:8.3f} s  {ratio}", flush=True)
                previous[label] = seconds


if __name__ == "__main__":
    main()
