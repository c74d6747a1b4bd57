"""Growth of two corpus steps on the inputs that once made them quadratic.

* ``quotes``: N undated one-sentence articles quoting one person (a fifth
  repeat an earlier quote word for word), through
  :func:`kg.resolve.events.coref.resolve_events`;
* ``undated``: N articles, every other one undated, in stories of ten
  articles (a story's dates a day apart at most), through
  :func:`kg.time.publication.placing.place_undated`.

Prints the time for each N and its ratio to the previous size: about 2 for
each doubling when the step is linear, 4 when it compares all pairs. No
spaCy model is needed. Usage::

    python benchmarks/corpus_step_growth.py                  # both, 1000 2000 4000 8000
    python benchmarks/corpus_step_growth.py quotes 500 1000
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script from anywhere

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate  # noqa: E402
from kg.resolve.events.coref import resolve_events  # noqa: E402
from kg.time.publication.placing import place_undated  # noqa: E402

WORDS = (
    "we will not accept any plan that does the country harm and our people know it the "
    "economy grows jobs come back taxes fall schools open roads get built"
).split()


def quotes(n: int, rnd: random.Random) -> Callable[[], int]:
    """The statements of ``n`` undated articles quoting one speaker; returns how many."""
    said = [" ".join(rnd.choice(WORDS) for _ in range(rnd.randint(8, 25))) for _ in range(n)]
    extractions, entity_of = [], {}
    for i in range(n):
        quote = said[i] if rnd.random() > 0.2 else said[rnd.randrange(max(1, i))]
        text = f'Maria Lopez said "{quote}."'
        aid = f"a{i:06d}"
        speaker = Mention(0, 11, "Maria Lopez", "Maria Lopez", "PERSON", 0)
        event = EventMention(12, 16, "said", "say", "statement", 0, agents=(0,), quote=quote, context=(0,))
        extractions.append(
            Extraction(
                Article(aid, text), PublicationDate(None), ((0, len(text)),), mentions=(speaker,), events=(event,)
            )
        )
        entity_of[(aid, 0)] = "maria-lopez"
    return lambda: len(resolve_events(extractions, entity_of)[0])


def undated(n: int, rnd: random.Random) -> Callable[[], int]:
    """Placing the undated half of ``n`` articles; returns how many were placed."""
    days = [f"2002-{rnd.randint(1, 12):02d}-{rnd.randint(10, 28):02d}" for _ in range(n // 10 + 1)]
    dcts = [
        PublicationDate(days[i // 10][:-1] + str(rnd.randint(0, 1)), "metadata", 1.0)
        if i % 2 == 0
        else PublicationDate(None)
        for i in range(n)
    ]
    stories = [f"story{i // 10}" for i in range(n)]
    times: list[list[tuple[str, str]]] = [[] for _ in range(n)]
    return lambda: sum(d.source == "corpus" for d in place_undated(dcts, stories, times))


CASES = {"quotes": (quotes, "statements"), "undated": (undated, "placed")}


def main(argv: list[str]) -> int:
    cases = [a for a in argv if a in CASES] or list(CASES)
    sizes = [int(a) for a in argv if a not in CASES] or [1000, 2000, 4000, 8000]
    for case in cases:
        make, counted = CASES[case]
        previous = None
        for n in sizes:
            run = make(n, random.Random(1))
            start = time.perf_counter()
            result = run()
            took = time.perf_counter() - start
            ratio = f", x{took / previous:.2f} the previous size" if previous else ""
            print(f"{case} {n}: {took:.2f} s, {result} {counted}{ratio}", flush=True)
            previous = took
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
