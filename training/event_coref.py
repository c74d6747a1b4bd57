"""Train kg's event coreference scorer on the ECB+ train topics; write its model file.

Reads the evaluation kit's ECB+ (``../shared/eval/data/dev/ecbplus``: texts and
gold), runs kg over all 770 articles as a user would (no model: nothing joined),
lines kg's event mentions up with the gold ones of the train topics (largest
overlap, one to one, in the validated sentences) and learns, from the train
topics only (Barhom et al. 2019 split: all but 2, 5, 12, 18, 21, 23, 34, 35):

- how often two mentions of one lemma in one story are one happening, and the
  same for pairs of different lemmas ("check" / "enter");
- a logistic regression over :data:`kg.resolve.events.features.FEATURES` of
  the pairs kg compares (the tables for a topic's pairs are counted on the other
  train topics, so the weights do not trust them more than unseen data warrants).

The clustering cut is chosen by cross-validation over the train topics: they
are dealt into :data:`CV_FOLDS` folds (sorted, round robin); for each fold the
model is learnt as above on the other folds' topics, kg's mentions are clustered
at each cut of :data:`CUTS`, and the fold's topics are scored by the kit's
``bench.py`` (run as a program). The criterion is the F0.5 of cross-document
event links on matched mentions: a reader is misled by two happenings drawn as
one node more than by one happening drawn as two, so precision weighs more than
recall (event CoNLL F1 end-to-end, which weighs them alike, is printed beside it).
Only cuts whose mean CoNLL e2e keeps :data:`CONLL_FLOOR` (the floor the event issues
keep, read at the two decimals they state it with: :data:`FLOOR_TOLERANCE`) compete,
all when none does. Of those, the cut with the best mean F0.5 and every higher one
the folds cannot tell from it (its mean below the best's by less than the standard
error of their per-fold differences: the one-standard-error rule) are as good; the
highest of them wins, for it joins least. So a cut is not chosen by a difference
the folds show to be noise, and when the floor moves by a hair the choice moves to
the next cut, not to the far end of a flat stretch. While the chosen cut is the
grid's highest, higher ones are tried.
The shipped model is then learnt on all train topics. The dev topics' gold is
never read, and MEANTIME neither: they only measure. The same kit and kg give
the same bytes::

    python training/event_coref.py [--kit ../shared/eval] [--cache FILE] [--cv-folds N] [-o kg/resolve/events/data/event_coref.json]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.extract.nlp import default_model  # noqa: E402
from kg.files import atomic_write_text  # noqa: E402
from kg.ingest.read import read_inputs  # noqa: E402
from kg.model import Article, Extraction  # noqa: E402
from kg.pipeline.corpus import resolve_corpus  # noqa: E402
from kg.pipeline.parse import extract_articles  # noqa: E402
from kg.resolve.events.apart import verb_key  # noqa: E402
from kg.resolve.events.blocking import candidate_pairs  # noqa: E402
from kg.resolve.events.by_story import average_linkage, score_story  # noqa: E402
from kg.resolve.events.evidence import judge_pairs  # noqa: E402
from kg.resolve.events.features import FEATURES, Tables, View, view  # noqa: E402
from kg.resolve.events.names import doers_apart, doers_of  # noqa: E402
from kg.resolve.events.scorer import MODEL_FILE, PairModel  # noqa: E402
from kg.resolve.similarity import background_vectors  # noqa: E402
from kg.runtime.cache import ExtractionCache  # noqa: E402

DEV_TOPICS = frozenset({2, 5, 12, 18, 21, 23, 34, 35})
# Folds of the training topics whose lemma tables are counted without them (the pairs' features).
FOLDS = 5
# Folds of the train topics the clustering cut is chosen by, and the cuts tried.
CV_FOLDS = 3
CUTS = tuple(round(0.2 + 0.05 * k, 2) for k in range(13))
# The grid grows by CUT_STEP while its highest cut is the best, up to MAX_CUT.
CUT_STEP, MAX_CUT = 0.05, 0.95
# Event CoNLL F1 end-to-end a cut must keep (mean over the folds) to compete: precision is
# bought by splitting happenings, and the issues keep this floor on the whole clustering.
CONLL_FLOOR = 0.50
# The floor is stated to two decimals; a mean that rounds to it keeps it. The folds' CoNLL
# differ by hundredths, so a third decimal is noise, and a floor read to it made the choice
# jump between far cuts on changes elsewhere worth a few ten-thousandths.
FLOOR_TOLERANCE = 0.005
# The criterion's beta: below 1, a wrong cross-document link costs more than a missed one.
BETA = 0.5
# A lemma pair is kept only if it named one happening in this many topics: a pair seen
# in one topic ("release" / "show" of one film) is that story's, not the language's.
MIN_PAIR_TOPICS = 2
SMOOTHING = 2.0


def topic(aid: str) -> int:
    return int(aid.split("_")[0])


def align(events: list, gold: list, scored: list) -> dict[int, str | None]:
    """kg event index -> gold instance (None: in a validated sentence, matching no gold event)."""
    inside = [i for i, e in enumerate(events) if any(s <= e.start < t for s, t in scored)]
    overlaps = []
    for i in inside:
        e = events[i]
        for g, (start, end, _instance, _tag) in enumerate(gold):
            shared = min(e.end, end) - max(e.start, start)
            if shared > 0:
                overlaps.append((-shared, i, g))
    out: dict[int, str | None] = {i: None for i in inside}
    used_kg, used_gold = set(), set()
    for _, i, g in sorted(overlaps):
        if i not in used_kg and g not in used_gold:
            used_kg.add(i), used_gold.add(g)
            out[i] = gold[g][2]
    return out


def tables(groups: dict[str, list[tuple[View, str | None]]], topics: set[int]) -> Tables:
    """Lemma, lemma-pair and class-pair coreference rates, counted on the stories' pairs of ``topics``."""
    same_total, same_hit = Counter(), Counter()
    pair_total, pair_hit = Counter(), Counter()
    pair_topics: dict[tuple[str, str], set[int]] = defaultdict(set)
    class_total, class_hit = Counter(), Counter()
    for members in groups.values():
        members = [(v, g) for v, g in members if topic(v.key[0]) in topics]
        for n, (a, ga) in enumerate(members):
            for b, gb in members[n + 1 :]:
                hit = ga is not None and ga == gb
                la, lb = a.mention.lemma, b.mention.lemma
                if la == lb:
                    same_total[la] += 1
                    same_hit[la] += hit
                    if not (a.mention.nominal or b.mention.nominal):
                        # The verb's own rate: "show" the verb is not "show" the broadcast.
                        same_total[verb_key(la)] += 1
                        same_hit[verb_key(la)] += hit
                else:
                    key = (la, lb) if la < lb else (lb, la)
                    pair_total[key] += 1
                    pair_hit[key] += hit
                    if hit:
                        pair_topics[key].add(topic(a.key[0]))
                    ca, cb = a.mention.event_class, b.mention.event_class
                    classes = (ca, cb) if ca < cb else (cb, ca)
                    class_total[classes] += 1
                    class_hit[classes] += hit
    prior = sum(same_hit.values()) / max(1, sum(same_total.values()))
    same_rate = {
        lemma: (same_hit[lemma] + SMOOTHING * prior) / (total + SMOOTHING) for lemma, total in same_total.items()
    }
    pair_rate = {
        key: pair_hit[key] / (total + SMOOTHING)
        for key, total in pair_total.items()
        if len(pair_topics[key]) >= MIN_PAIR_TOPICS
    }
    class_rate = {key: (class_hit[key] + 1) / (total + SMOOTHING) for key, total in class_total.items()}
    return Tables(same_rate, pair_rate, class_rate)


def pairs_of(members: list[tuple[View, str | None]], model: PairModel, vectors, row) -> list:
    views = [v for v, _ in members]
    pairs = candidate_pairs(views, model.tables, vectors, row)
    if not pairs:
        return []
    return [(i, j, features) for (i, j), features in zip(pairs, _features(views, pairs, model, vectors, row))]


def _features(views: list[View], pairs: list[tuple[int, int]], model: PairModel, vectors, row) -> list[list[float]]:
    """Each pair's features (a story's pairs at once, as kg scores them), with its articles' cosine."""
    cosines = []
    for i, j in pairs:
        ra, rb = vectors.matrix[row[views[i].key[0]]], vectors.matrix[row[views[j].key[0]]]
        cosines.append(float(ra.multiply(rb).sum()))
    both = [(views[i].key[0], views[j].key[0]) for i, j in pairs]
    apart = doers_apart(DOERS, sorted(set(both)))
    return judge_pairs(views, pairs, cosines, model.tables, apart=[apart[p] for p in both])[0].tolist()


# Article id -> the doers its mentions name (kg.resolve.events.names), of all its mentions.
DOERS: dict[str, frozenset[str]] = {}
# Pairs of one lemma in different stories of one topic that a fold contributes at most.
MAX_LOOK_ALIKE = 4000


def look_alike_pairs(groups: dict[str, list[tuple[View, str | None]]], fold: set[int], model: PairModel, vectors, row):
    """(gold instance, gold instance, features) of same-lemma pairs in different stories of one
    topic of ``fold``: mostly the topic's two look-alike happenings, which stories keep apart and
    the in-story pairs therefore never show. In a fixed order, the first MAX_LOOK_ALIKE of each topic."""
    by_topic: dict[int, list[tuple[View, str | None]]] = defaultdict(list)
    for story in sorted(groups):
        for v, g in groups[story]:
            if topic(v.key[0]) in fold:
                by_topic[topic(v.key[0])].append((v, g))
    for t in sorted(by_topic):
        members = by_topic[t]
        pairs: list[tuple[int, int]] = []
        for n, (a, _) in enumerate(members):
            for m in range(n + 1, len(members)):
                b = members[m][0]
                if a.story == b.story or a.mention.lemma != b.mention.lemma or len(pairs) >= MAX_LOOK_ALIKE:
                    continue
                pairs.append((n, m))
        found = _features([v for v, _ in members], pairs, model, vectors, row) if pairs else []
        for (n, m), features in zip(pairs, found):
            yield members[n][1], members[m][1], features


def fit(groups: dict[str, list[tuple[View, str | None]]], topics: list[int], vectors, row) -> PairModel:
    """The pair model learnt on ``topics`` (its cut left at 0.5): the regression on the stories'
    pairs and look-alike pairs, each fold's features from tables counted on the other folds."""
    folds = [set(topics[k::FOLDS]) for k in range(FOLDS)]
    rows, labels = [], []
    for fold in folds:
        model = PairModel(np.zeros(len(FEATURES)), 0.0, 0.5, tables(groups, set(topics) - fold))
        for story in sorted(groups):
            members = [(v, g) for v, g in groups[story] if topic(v.key[0]) in fold]
            for i, j, features in pairs_of(members, model, vectors, row):
                gi, gj = members[i][1], members[j][1]
                rows.append(features)
                labels.append(int(gi is not None and gi == gj))
        # The hard case stories keep apart: the same word for the topic's other, look-alike
        # happening (a second quake, another rehab stay), told in another story.
        for i, j, features in look_alike_pairs(groups, fold, model, vectors, row):
            rows.append(features)
            labels.append(int(i is not None and i == j))
    x, y = np.array(rows), np.array(labels)
    print(f"topics {','.join(map(str, topics))}: {len(y):,} pairs ({int(y.sum()):,} one happening)", flush=True)
    regression = LogisticRegression(C=1.0, max_iter=5000)
    regression.fit(x, y)
    return PairModel(regression.coef_[0], float(regression.intercept_[0]), 0.5, tables(groups, set(topics)))


def f_beta(correct: int, system: int, gold: int, beta: float = BETA) -> float:
    """F-beta of links from the kit's counts (0 when nothing is right)."""
    if not correct:
        return 0.0
    p, r = correct / system, correct / gold
    return (1 + beta * beta) * p * r / (beta * beta * p + r)


def best_cut(scores: Mapping[float, Sequence[float]], conll: Mapping[float, float] | None = None) -> float:
    """The highest cut the folds cannot tell from the best: of the cuts whose mean CoNLL e2e
    keeps :data:`CONLL_FLOOR` to :data:`FLOOR_TOLERANCE` (all when none does), those whose
    mean score (``scores``: cut -> the folds' scores) is within one standard error of the best
    cut's, the error of their paired per-fold differences. The highest joins least: between
    cuts equally good on the train folds, two nodes rather than one wrong merge."""
    kept = [c for c in scores if conll is None or conll[c] >= CONLL_FLOOR - FLOOR_TOLERANCE] or list(scores)
    mean = {c: float(np.mean(scores[c])) for c in kept}
    top = max(kept, key=lambda c: (mean[c], c))
    return max(c for c in kept if c >= top and mean[top] - mean[c] <= _standard_error(scores[c], scores[top]))


def _standard_error(a: Sequence[float], b: Sequence[float]) -> float:
    """The standard error of the mean of the per-fold differences ``a - b`` (0 for one fold)."""
    differences = np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64)
    if len(differences) < 2:
        return 0.0
    return float(np.std(differences, ddof=1) / np.sqrt(len(differences)))


def grown(cuts: list[float], best: float) -> list[float]:
    """The next cut to try when the best is the highest tried (the optimum may lie above), else none."""
    top = max(cuts)
    return [round(top + CUT_STEP, 2)] if best == top and top + CUT_STEP <= MAX_CUT + 1e-9 else []


def score_cuts(
    every: dict[str, list[View]], scored: dict, cuts: list[float], ecb: Path, work: Path, topics: list[int]
) -> dict[float, tuple[float, float, dict]]:
    """cut -> (F0.5 of cross-document links on matched mentions, event CoNLL F1 end-to-end,
    the links' counts) on ``topics``, by the kit's own scorer, of kg's mentions (all articles,
    as kg runs) clustered at each of ``cuts`` from the stories' pair probabilities ``scored``."""
    out = {}
    for cut in cuts:
        events: dict[str, list[dict]] = defaultdict(list)
        for story in sorted(every):
            members = every[story]
            pairs, probability = scored[story]
            cluster = {i: i for i in range(len(members))}
            cluster.update(dict(average_linkage(len(members), pairs, probability, cut)))
            for i, v in enumerate(members):
                events[v.key[0]].append(
                    {"start": v.mention.start, "end": v.mention.end, "event_id": f"{story}/{cluster[i]}"}
                )
        answered = work / "answer.jsonl"
        with answered.open("w", encoding="utf-8") as out_file:
            for aid in sorted(events):
                out_file.write(json.dumps({"id": aid, "events": events[aid], "entities": [], "timexes": []}) + "\n")
        command = [sys.executable, str(ecb.parent.parent.parent / "bench.py"), "score", str(ecb), str(answered)]
        command += ["--topics", ",".join(map(str, topics)), "--json", "--parse-cache", str(work / "parse.cache")]
        result = subprocess.run(command, capture_output=True, text=True, check=True)
        kg = json.loads(result.stdout)["events"]["systems"]["kg"]
        links = kg["crossdoc_links"]
        out[cut] = (f_beta(links["correct"], links["sys"], links["gold"]), float(kg["e2e"]["CoNLL"]), links)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kit", type=Path, default=ROOT.parent / "shared" / "eval")
    parser.add_argument("--cache", type=Path, default=None, help="kg extraction cache to reuse between runs")
    parser.add_argument(
        "--cv-folds", type=int, default=CV_FOLDS, help="folds of the train topics the cut is chosen by (a check)"
    )
    parser.add_argument("-o", "--output", type=Path, default=ROOT / "kg" / "resolve" / "events" / "data" / MODEL_FILE)
    args = parser.parse_args()
    ecb = args.kit / "data" / "dev" / "ecbplus"
    gold = {}  # the train topics' only: the dev topics' gold is never read
    for line in (ecb / "dev.gold.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        if topic(record["id"]) not in DEV_TOPICS:
            gold[record["id"]] = record
    work = Path(tempfile.mkdtemp(prefix="kg-train-"))
    given = work / "ecbplus.jsonl"
    with given.open("w", encoding="utf-8") as out:
        for line in (ecb / "dev.in.jsonl").open(encoding="utf-8"):
            out.write(json.dumps(json.loads(line)) + "\n")
    nothing = PairModel(np.zeros(len(FEATURES)), -50.0, 0.5, Tables({}, {}, {}))
    articles = (a for a in read_inputs([given]) if isinstance(a, Article))
    store = ExtractionCache(args.cache) if args.cache else None
    try:
        extracted = [
            e for e in extract_articles(articles, default_model(), jobs=2, cache=store) if isinstance(e, Extraction)
        ]
    finally:
        if store is not None:
            store.close()
    corpus = resolve_corpus(extracted, event_model=nothing)
    ordered = sorted(corpus.extractions, key=lambda ex: ex.article.id)
    vectors = background_vectors(ordered, corpus.entity_of)
    row = vectors.row()
    groups: dict[str, list[tuple[View, str | None]]] = defaultdict(list)
    number = 0
    for ex in ordered:
        aid = ex.article.id
        record = gold.get(aid)
        if record is None:
            continue
        instance = align(list(ex.events), record["events"], record["scored"])
        for i in sorted(instance):
            v = view(number, ex, i, ex.events[i], corpus.entity_of, corpus.story_of[aid])
            number += 1
            groups[v.story].append((v, instance[i]))
    train_topics = sorted({topic(a) for a in gold})
    every: dict[str, list[View]] = defaultdict(list)
    number = 0
    for ex in ordered:
        for i, ev in enumerate(ex.events):
            v = view(number, ex, i, ev, corpus.entity_of, corpus.story_of[ex.article.id])
            every[v.story].append(v)
            number += 1
    # An article's doers from all its mentions, as kg sees them (a story holds all of its articles').
    DOERS.update(doers_of([v for story in every.values() for v in story]))
    folds = []  # (held-out topics, their stories' pair probabilities under a model learnt without them)
    for k in range(args.cv_folds):
        held = train_topics[k :: args.cv_folds]
        model = fit(groups, [t for t in train_topics if t not in held], vectors, row)
        folds.append((held, {story: score_story(every[story], model, vectors, row) for story in sorted(every)}))
    f05: dict[float, list[float]] = defaultdict(list)
    conll: dict[float, list[float]] = defaultdict(list)
    precision: dict[float, list[float]] = defaultdict(list)
    cuts: list[float] = []
    todo = list(CUTS)
    while todo:
        for k, (held, scored) in enumerate(folds):
            for cut, (f, c, links) in score_cuts(every, scored, todo, ecb, work, held).items():
                print(
                    f"fold {k + 1} (topics {','.join(map(str, held))}), cut {cut:.2f}: cross-document links "
                    f"P {links['P']:.4f} R {links['R']:.4f} F0.5 {f:.4f}; CoNLL e2e {c:.4f}",
                    flush=True,
                )
                f05[cut].append(f)
                conll[cut].append(c)
                precision[cut].append(links["P"])
        cuts += todo
        mean = {cut: round(float(np.mean(f05[cut])), 4) for cut in cuts}
        mean_conll = {c: round(float(np.mean(conll[c])), 4) for c in cuts}
        cut = best_cut({c: f05[c] for c in cuts}, mean_conll)
        todo = grown(cuts, cut)
    for c in cuts:
        print(
            f"cut {c:.2f}: mean over the {args.cv_folds} folds: links F0.5 {mean[c]:.4f}, links P"
            f" {np.mean(precision[c]):.4f}, CoNLL e2e {mean_conll[c]:.4f}"
        )
    final = fit(groups, train_topics, vectors, row)
    data = {
        "about": "kg event coreference pair scorer; rebuild with training/event_coref.py",
        "trained_on": "ECB+ topics 1-35 except the dev topics 2, 5, 12, 18, 21, 23, 34, 35",
        "threshold_chosen_by": (
            f"F{BETA} of cross-document event links on matched mentions (a wrong join costs more than a missed"
            f" one) among cuts keeping CoNLL e2e >= {CONLL_FLOOR} (to {FLOOR_TOLERANCE}), {args.cv_folds}-fold"
            " cross-validation over the train topics; the highest cut within one standard error (paired over"
            " the folds) of the best"
        ),
        "features": list(FEATURES),
        "weights": [round(float(w), 6) for w in final.weights],
        "intercept": round(final.intercept, 6),
        "threshold": cut,
        "train_cv_crossdoc_f05": mean[cut],
        "train_cv_conll_e2e": mean_conll[cut],
        "train_cv_crossdoc_precision": round(float(np.mean(precision[cut])), 4),
        "same_rate": {k: round(v, 4) for k, v in sorted(final.tables.same_rate.items())},
        "pair_rate": {f"{a}|{b}": round(v, 4) for (a, b), v in sorted(final.tables.pair_rate.items())},
        "class_rate": {f"{a}|{b}": round(v, 4) for (a, b), v in sorted(final.tables.class_rate.items())},
    }
    atomic_write_text(args.output, json.dumps(data, indent=1, sort_keys=True) + "\n")
    for name, weight in zip(FEATURES, final.weights):
        print(f"  {name:18} {weight:+.3f}")
    print(
        f"wrote {args.output} (cut {cut}, train CV links F0.5 {mean[cut]:.4f}, CoNLL e2e {mean_conll[cut]:.4f},"
        f" {len(final.tables.pair_rate)} lemma pairs)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
