"""Cost of one hostile article as it grows: seconds and peak memory of ``kg extract``.

Each case is one article of N units, built at each size by ``kg extract
--no-cache --jobs 1`` in a fresh process (so its peak RSS is its own):

* ``long``: varied prose paragraphs past spaCy's ``max_length`` (1,000,000
  characters), parsed in pieces (:func:`kg.extract.nlp.split_text`);
* ``dashes``: ``'-a' * N`` with no whitespace (one token: :func:`kg.extract.nlp.bound_tokens`);
* ``repeated``: one sentence repeated N times (event coreference inside one
  article, :class:`kg.resolve.events.coref._Block`);
* ``chronology``: N dated one-line entries.

Prints seconds and peak RSS per size, the seconds past those of a
one-sentence article (starting kg and loading the model), and the ratio of
those to the previous size's: about 2 for each doubling when the cost is
linear, 4 when quadratic.
Needs the trained spaCy pipeline. Usage::

    python benchmarks/article_growth.py                      # every case at its default sizes
    python benchmarks/article_growth.py repeated 1000 2000   # one case, given sizes
"""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

KG = Path(sys.executable).with_name("kg")
SENTENCE = "President Maria Lopez said on Tuesday that the army attacked the town and the war would go on. "


def long(n: int) -> str:
    """``n`` paragraphs of varied prose (about 110 characters each)."""
    return "".join(
        f"In district {i} the council met on {1 + i % 28} May {1990 + i % 30} and approved a budget "
        f"of {i % 97} million for roads.\n\n"
        for i in range(n)
    )


def dashes(n: int) -> str:
    return "-a" * n


def repeated(n: int) -> str:
    return SENTENCE * n


def chronology(n: int) -> str:
    start = dt.date(1990, 1, 1)
    return "".join(
        f"{start + dt.timedelta(days=3 * i):%d %B %Y}: The army attacked the town of Kut and the war went on.\n"
        for i in range(n)
    )


CASES: dict[str, tuple[Callable[[int], str], tuple[int, ...]]] = {
    "long": (long, (2_750, 5_500, 11_000)),  # the largest is 1.05 million characters
    "dashes": (dashes, (75_000, 150_000, 300_000)),
    "repeated": (repeated, (1_000, 2_000, 4_000)),  # 4,000 is 400 KB
    "chronology": (chronology, (1_250, 2_500, 5_000)),
}


def measure(text: str) -> tuple[float, float, int]:
    """Seconds, peak RSS (MB) and exit code of ``kg extract`` on one article holding ``text``."""
    with tempfile.TemporaryDirectory() as tmp:
        article = Path(tmp, "article.txt")
        article.write_text(text, encoding="utf-8")
        start = time.perf_counter()
        child = subprocess.Popen(
            [
                str(KG),
                "extract",
                str(article),
                "-o",
                str(Path(tmp, "out.jsonl")),
                "--no-cache",
                "--jobs",
                "1",
                "--max-bytes",
                "5000000",
                "-q",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
    return seconds, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def main(argv: list[str]) -> int:
    names = [argv[0]] if argv else list(CASES)
    base, base_rss, _ = measure(SENTENCE)
    print(f"one sentence: {base:.1f} s, {base_rss:.0f} MB (subtracted below as 'net')", flush=True)
    for name in names:
        make, sizes = CASES[name]
        sizes = tuple(int(a) for a in argv[1:]) or sizes
        previous = None
        for n in sizes:
            text = make(n)
            seconds, rss, code = measure(text)
            net = max(seconds - base, 0.01)
            ratio = f"x{net / previous:.2f}" if previous else ""
            print(
                f"{name:<11} N={n:>7,} {len(text):>10,} chars  {seconds:7.1f} s (net {net:6.1f})  "
                f"{rss:7.0f} MB  exit {code}  {ratio}",
                flush=True,
            )
            previous = net
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
