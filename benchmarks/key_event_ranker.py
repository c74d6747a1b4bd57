"""Would a learnt ranker of key events beat the hand rule? Cross-validated on the ECB+ train topics.

kg ranks a story's key events by a hand rule (:mod:`kg.resolve.key_events`: one vote for
each kind of evidence, a date one half, statements and states against). This script
asks whether a logistic regression over the same evidence (:data:`~kg.resolve.key_events.EVIDENCE`,
each a share of the story's articles) ranks better, without ever reading the dev topics:

- kg runs over all 770 ECB+ articles as a user would (``--cache`` reuses a build's cache);
- for every story of 3+ articles whose topic is a train topic (Barhom et al. 2019 split),
  each candidate key event is labelled by whether it is the story's seminal event, as
  ``benchmarks/key_events.py`` judges it (the gold instance the most of its articles report);
- a pairwise logistic regression (the seminal candidate against each other one of its
  story, no intercept) is learnt leaving one train topic out at a time, at each of
  :data:`CS`, and scored on the topic left out: the share of stories whose first
  candidate is the seminal one (@1) and whose first three hold it (@3);
- the hand rule is scored on the same stories (it learns nothing, so it needs no folds);
- and, since choosing C on the same folds reads the topic left out, C is chosen again inside
  each fold (over the other topics alone, in :data:`INNER_FOLDS` groups): the nested figure is
  the one a learnt ranker would have to beat the hand rule by.

A learnt ranker would ship (its model file written by a script in ``training/``) only
if it beat the hand rule here. Same kit and kg, same figures::

    python benchmarks/key_event_ranker.py /work/base/ecbplus.in.jsonl --cache /tmp/ecb/.kg-cache.sqlite

``--margins`` lists each train story's margin under the hand rule (:func:`margin`), the narrowest
first: how near a hit is to a miss, and a miss to a hit, so a change of the rule can be judged by
more than the count of hits.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from key_events import DEV_TOPICS, GOLD, MIN_ARTICLES, aligned, read_jsonl, top  # noqa: E402

from kg.graph.node_events import drawn_events  # noqa: E402
from kg.pipeline.build import build_graph  # noqa: E402
from kg.resolve.key_events import candidates  # noqa: E402
from kg.resolve.key_evidence import EVIDENCE  # noqa: E402

# Inverse regularisation strengths tried (scikit-learn's C).
CS = (0.01, 0.1, 1.0, 10.0)
# Groups of the other topics C is chosen over inside each fold of the nested figure (fewer fits).
INNER_FOLDS = 5
# A candidate: its features, whether it is the seminal event, and the hand rule's sort key.
Row = tuple[tuple[float, ...], bool, tuple[float, int, int, str]]


def train_stories(inputs: Path, gold_path: Path, cache: Path | None) -> list[tuple[str, list[Row]]]:
    """Each train story of 3+ articles: its topic and its candidates (the dev topics' gold is never read)."""
    gold = {g["id"]: g for g in read_jsonl(gold_path) if g["topic"] not in DEV_TOPICS}
    corpus = build_graph([inputs], cache=cache, graph=False, jobs=1).corpus
    drawn = drawn_events(corpus)
    instances: dict[str, Counter[str]] = {}  # event id -> gold instances of its mentions
    for ex in corpus.extractions:
        g = gold.get(ex.article.id)
        if g is None:
            continue
        scored = [m for m in g["events"] if any(a <= m[0] < b for a, b in g["scored"])]
        for i, j in aligned([(e.start, e.end) for e in ex.events], [(m[0], m[1]) for m in scored]).items():
            if (eid := corpus.event_of.get((ex.article.id, i))) is not None:
                instances.setdefault(eid, Counter())[scored[j][2]] += 1
    by_id = {ex.article.id: ex for ex in corpus.extractions}
    lemma = {ev.id: ev.lemma for ev in corpus.events}
    found = []
    for story in corpus.stories:
        articles = [a for a in story.articles if a in gold]
        if len(articles) < MIN_ARTICLES:
            continue
        told: Counter[str] = Counter()
        for a in articles:
            g = gold[a]
            told.update({m[2] for m in g["events"] if any(x <= m[0] < y for x, y in g["scored"])})
        if not (seminal := top(told)):
            continue
        extractions = [by_id[a] for a in story.articles if a in by_id]
        n, outlets = len(extractions), len(story.outlets)
        rows = [
            (
                v.shares(n, outlets),
                bool(top(instances.get(eid, Counter())) & seminal),
                (-v.score(n, outlets), -r, -m, eid),
            )
            for eid, v, r, m in candidates(extractions, corpus.event_of, lemma, drawn, corpus.entity_of)
        ]
        found.append((Counter(gold[a]["topic"] for a in articles).most_common(1)[0][0], rows))
    return found


def hits(stories: list[list[Row]], order: Callable[[Row], tuple]) -> tuple[int, int]:
    """Stories whose first candidate in ``order`` is the seminal event, and whose first three hold it."""
    at1 = at3 = 0
    for rows in stories:
        ranked = sorted(rows, key=order)
        at1 += any(seminal for _, seminal, _ in ranked[:1])
        at3 += any(seminal for _, seminal, _ in ranked[:3])
    return at1, at3


def margin(rows: list[Row]) -> float:
    """How far the hand rule keeps a story's seminal candidate from the first place: its score less the
    best other candidate's (above 0: first by that much; below 0: that much behind; -inf: no candidate is it)."""
    seminal = [-key[0] for _, is_seminal, key in rows if is_seminal]
    others = [-key[0] for _, is_seminal, key in rows if not is_seminal]
    if not seminal:
        return float("-inf")
    return max(seminal) - max(others, default=0.0)


def learnt(stories: list[list[Row]], c: float) -> np.ndarray:
    """Weights of a pairwise logistic regression: the seminal candidate above each other of its story."""
    x, y = [], []
    for rows in stories:
        for good, seminal, _ in rows:
            if not seminal:
                continue
            for other, also, _ in rows:
                if not also:
                    d = np.subtract(good, other)
                    x += [d, -d]
                    y += [1, 0]
    return LogisticRegression(C=c, fit_intercept=False, max_iter=10000).fit(np.array(x), np.array(y)).coef_[0]


def _order(w: np.ndarray) -> Callable[[Row], tuple]:
    return lambda row: (-float(np.dot(w, row[0])), *row[2][1:])


def left_out(data: list[tuple[str, list[Row]]], c: float, folds: int = 0) -> tuple[int, int]:
    """@1 and @3 hits of the ranker learnt at ``c``, each topic scored by the weights learnt without
    it (``folds``: without its group of topics, the sorted topics dealt into that many groups)."""
    topics = sorted({u for u, _ in data})
    group = {t: (i % folds if folds else i) for i, t in enumerate(topics)}
    at1 = at3 = 0
    for g in sorted(set(group.values())):
        w = learnt([rows for u, rows in data if group[u] != g], c)
        a, b = hits([rows for u, rows in data if group[u] == g], _order(w))
        at1, at3 = at1 + a, at3 + b
    return at1, at3


def nested(data: list[tuple[str, list[Row]]], folds: int = INNER_FOLDS) -> tuple[int, int, Counter[float]]:
    """@1 and @3 hits when each left-out topic's C is chosen by :func:`left_out` over the other
    topics alone (in ``folds`` groups; ties to the smaller C), and the Cs chosen."""
    at1 = at3 = 0
    chosen: Counter[float] = Counter()
    for t in sorted({u for u, _ in data}):
        inner = [(u, rows) for u, rows in data if u != t]
        c = max(CS, key=lambda c: (left_out(inner, c, folds), -c))
        chosen[c] += 1
        a, b = hits([rows for u, rows in data if u == t], _order(learnt([rows for _, rows in inner], c)))
        at1, at3 = at1 + a, at3 + b
    return at1, at3, chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", type=Path, help="the ECB+ articles (the kit's dev.in.jsonl: all 770)")
    parser.add_argument("--gold", type=Path, default=GOLD, help=f"ECB+ gold (default: {GOLD})")
    parser.add_argument("--cache", type=Path, help="a kg extraction cache to reuse (a build's .kg-cache.sqlite)")
    parser.add_argument(
        "--margins", action="store_true", help="each train story's margin (see margin()), the narrowest first"
    )
    args = parser.parse_args()
    data = train_stories(args.inputs, args.gold, args.cache)
    if args.margins:
        for topic, rows in sorted(data, key=lambda d: margin(d[1])):
            first = min(rows, key=lambda row: row[2])[2][3]
            print(f"topic {topic:>3} margin {margin(rows):+.2f} ({len(rows)} candidates, first {first})")
    topics = sorted({t for t, _ in data}, key=int)
    n = len(data)
    hand = hits([rows for _, rows in data], lambda row: row[2])
    print(f"train stories of {MIN_ARTICLES}+ articles: {n} in {len(topics)} topics")
    print(f"hand rule:            @1 {hand[0] / n:.3f} ({hand[0]})  @3 {hand[1] / n:.3f} ({hand[1]})")
    for c in CS:
        at1, at3 = left_out(data, c)
        weights = ", ".join(f"{k} {v:+.2f}" for k, v in zip(EVIDENCE, learnt([r for _, r in data], c), strict=True))
        print(
            f"learnt C={c:<5} (LOTO): @1 {at1 / n:.3f} ({at1})  @3 {at3 / n:.3f} ({at3});  all-train weights: {weights}"
        )
    at1, at3, chosen = nested(data)
    picks = ", ".join(f"C={c} {k}" for c, k in sorted(chosen.items()))
    print(
        f"learnt, C chosen inside each fold (nested LOTO): @1 {at1 / n:.3f} ({at1})  @3 {at3 / n:.3f} ({at3});  {picks}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
