"""Growth of event coreference with the quotes of one prolific speaker.

Builds N undated one-sentence articles in which one person is quoted (a
fifth of them repeat an earlier quote word for word), runs
:func:`kg.coref.resolve_events` on them and prints the time for each N and
its ratio to the previous size: about 2 for each doubling when the step is
linear, 4 when it compares all pairs. No spaCy model is needed. Usage::

    python benchmarks/quote_growth.py               # 1000 2000 4000 8000
    python benchmarks/quote_growth.py 500 1000
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script from anywhere

from kg.coref import resolve_events  # noqa: E402
from kg.model import Article, EventMention, Extraction, Mention, PublicationDate  # noqa: E402

WORDS = ("we will not accept any plan that does the country harm and our people know it the "
         "economy grows jobs come back taxes fall schools open roads get built").split()


def corpus(n: int, seed: int = 1) -> tuple[list[Extraction], dict[tuple[str, int], str]]:
    """``n`` undated articles quoting one speaker, and the speaker's entity for each mention."""
    rnd = random.Random(seed)
    quotes = [" ".join(rnd.choice(WORDS) for _ in range(rnd.randint(8, 25))) for _ in range(n)]
    extractions, entity_of = [], {}
    for i in range(n):
        quote = quotes[i] if rnd.random() > 0.2 else quotes[rnd.randrange(max(1, i))]
        text = f'Maria Lopez said "{quote}."'
        aid = f"a{i:06d}"
        speaker = Mention(0, 11, "Maria Lopez", "Maria Lopez", "PERSON", 0)
        said = EventMention(12, 16, "said", "say", "statement", 0, agents=(0,), quote=quote, context=(0,))
        extractions.append(Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),),
                                      mentions=(speaker,), events=(said,)))
        entity_of[(aid, 0)] = "maria-lopez"
    return extractions, entity_of


def main(argv: list[str]) -> int:
    sizes = [int(a) for a in argv] or [1000, 2000, 4000, 8000]
    previous = None
    for n in sizes:
        extractions, entity_of = corpus(n)
        start = time.perf_counter()
        events, _ = resolve_events(extractions, entity_of)
        took = time.perf_counter() - start
        ratio = f", x{took / previous:.2f} the previous size" if previous else ""
        print(f"{n} quotes: {took:.2f} s, {len(events)} statements{ratio}", flush=True)
        previous = took
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
