"""Event coreference: mentions of one happening, within and across articles, become one event.

Mentions are compared only within their story (:mod:`kg.resolve.stories`),
and there only when their trigger lemmas can name one happening: the same
lemma, one word family ("elect" / "election"), or a pair the training data
saw name one happening ("check into" / "enter"). A learnt scorer
(:mod:`kg.resolve.events.scorer`) weighs each such pair's evidence (lemmas,
shared arguments, dates, sentences, how alike the articles are); mentions
are then joined by average-linkage clustering on those probabilities, so an
undated mention can join its story's dated event, and two happenings of one
kind whose mentions disagree stay apart.
"""

from __future__ import annotations

import functools
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence

import numpy as np
from scipy.cluster.hierarchy import fcluster, linkage
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from kg.model import Event, Extraction
from kg.resolve.events.features import View, certain, date_conflict, pair_features, related, stem, view
from kg.resolve.events.scorer import PairModel, load_model
from kg.resolve.similarity import ArticleVectors, article_vectors
from kg.timex import compatible, granularity, more_specific
from kg.util import IdPool, majority, slug

MentionKey = tuple[str, int]
WEEK_SLACK_DAYS = 7
# The probability given to a pair that cannot be one happening (dates that cannot
# meet): far enough below 0 that no average over a cluster can outvote it.
CANNOT = -1e6
# A lemma with more mentions than this in one story ("said" in a long thread) is
# compared only where two mentions share an article or an argument, so that one
# word cannot make the pairs of a story quadratic.
MAX_LEMMA_GROUP = 200
# Lemmas of one story compared for one word family ("quake" / "earthquake") while
# there are at most this many; beyond, only stems and the learnt pairs.
MAX_SUFFIX_LEMMAS = 2000


def resolve_events(
    extractions: Sequence[Extraction],
    entity_of: Mapping[MentionKey, str],
    story_of: Mapping[str, str] | None = None,
    vectors: ArticleVectors | None = None,
    model: PairModel | None = None,
) -> tuple[list[Event], dict[MentionKey, str]]:
    """Cluster every event mention of the corpus; return events and mention -> event id.

    ``story_of`` maps an article id to its story (no map: all are one
    story); ``vectors`` are the articles' TF-IDF vectors if the
    caller has them.
    """
    model = model or load_model()
    story_of = story_of or {}
    ordered = sorted(extractions, key=lambda ex: ex.article.id)
    if vectors is None:
        vectors = article_vectors(ordered, entity_of)
    row = vectors.row()
    found = sorted(((ex.article.id, i), ex, ev) for ex in ordered for i, ev in enumerate(ex.events))
    views = [view(n, ex, key[1], ev, entity_of, story_of.get(key[0], "")) for n, (key, ex, ev) in enumerate(found)]
    by_story: dict[str, list[View]] = defaultdict(list)
    for v in views:
        by_story[v.story].append(v)
    cluster_of = np.arange(len(views))
    for story in sorted(by_story):
        members = by_story[story]
        pairs, probability = score_story(members, model, vectors, row)
        for local, label in _average_linkage(len(members), pairs, probability, model.threshold):
            cluster_of[members[local].number] = members[label].number
    published = {ex.article.id: ex.dct.value for ex in ordered}
    return _build(views, cluster_of, published)


def score_story(
    members: list[View], model: PairModel, vectors: ArticleVectors, row: Mapping[str, int]
) -> tuple[list[tuple[int, int]], np.ndarray]:
    """The pairs of one story's mentions worth comparing, and how likely each is one happening."""
    pairs = _candidate_pairs(members, model)
    if not pairs:
        return pairs, np.zeros(0)
    similarity = _article_similarity(vectors, row, members, pairs)
    features = np.array(
        [
            pair_features(
                members[i],
                members[j],
                similarity[(members[i].key[0], members[j].key[0])],
                model.tables,
            )
            for i, j in pairs
        ],
        dtype=np.float64,
    )
    probability = model.probability(features)
    for n, (i, j) in enumerate(pairs):
        rule = certain(members[i], members[j])
        if rule is not None:
            probability[n] = rule if rule > 0 or not date_conflict(members[i], members[j]) else CANNOT
    return pairs, probability


def _candidate_pairs(members: list[View], model: PairModel) -> list[tuple[int, int]]:
    """Pairs of positions in ``members`` whose lemmas can name one happening, each once, sorted."""
    by_lemma: dict[str, list[int]] = defaultdict(list)
    for position, v in enumerate(members):
        by_lemma[v.mention.lemma].append(position)
    lemmas = sorted(by_lemma)
    out: set[tuple[int, int]] = set()
    for lemma in lemmas:
        out.update(_within(by_lemma[lemma], members))
    for a, b in _partner_lemmas(lemmas, model):
        for i in by_lemma[a]:
            for j in by_lemma[b]:
                out.add((i, j) if i < j else (j, i))
    out.update(_same_kind(members))
    return sorted(out)


def _same_kind(members: list[View]) -> set[tuple[int, int]]:
    """Pairs of different lemmas of one class of kg's lexicon (a decree, an amnesty) with an argument in common."""
    postings: dict[tuple[str, str], list[int]] = defaultdict(list)
    for position, v in enumerate(members):
        if v.mention.event_class not in ("other", "statement"):
            for entity in v.arguments:
                postings[(v.mention.event_class, entity)].append(position)
    out: set[tuple[int, int]] = set()
    for group in postings.values():
        if len(group) <= MAX_LEMMA_GROUP:
            out.update(
                (i, j)
                for n, i in enumerate(group)
                for j in group[n + 1 :]
                if members[i].mention.lemma != members[j].mention.lemma
            )
    return out


def _within(positions: list[int], members: list[View]) -> set[tuple[int, int]]:
    """Pairs among mentions of one lemma; in a large group only those sharing an article or argument."""
    if len(positions) <= MAX_LEMMA_GROUP:
        return {(i, j) for n, i in enumerate(positions) for j in positions[n + 1 :]}
    postings: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i in positions:
        v = members[i]
        postings[("article", v.key[0])].append(i)
        for entity in v.arguments:
            postings[("entity", entity)].append(i)
    out: set[tuple[int, int]] = set()
    for group in postings.values():
        if len(group) <= MAX_LEMMA_GROUP:
            out.update((i, j) for n, i in enumerate(group) for j in group[n + 1 :])
    return out


def _partner_lemmas(lemmas: list[str], model: PairModel) -> list[tuple[str, str]]:
    """Pairs of different lemmas of one story that may name one happening."""
    present = set(lemmas)
    out: set[tuple[str, str]] = set()
    for a, b in model.tables.pair_rate:
        if a in present and b in present:
            out.add((a, b))
    by_stem: dict[str, list[str]] = defaultdict(list)
    for lemma in lemmas:
        by_stem[stem(lemma)].append(lemma)
    for family in by_stem.values():
        out.update((a, b) for n, a in enumerate(family) for b in family[n + 1 :])
    if len(lemmas) <= MAX_SUFFIX_LEMMAS:
        long_enough = [lemma for lemma in lemmas if len(lemma) >= 4]
        for a in long_enough:
            for b in lemmas:
                if len(b) > len(a) and b.endswith(a) and related(a, b):
                    out.add((min(a, b), max(a, b)))
    return sorted(out)


def _article_similarity(
    vectors: ArticleVectors, row: Mapping[str, int], members: list[View], pairs: list[tuple[int, int]]
) -> dict[tuple[str, str], float]:
    """Cosine of the two articles of each pair."""
    articles = sorted({members[i].key[0] for pair in pairs for i in pair})
    rows = vectors.matrix[[row[a] for a in articles]]
    cosine = (rows @ rows.T).toarray()
    at = {a: n for n, a in enumerate(articles)}
    out: dict[tuple[str, str], float] = {}
    for i, j in pairs:
        a, b = members[i].key[0], members[j].key[0]
        out[(a, b)] = float(cosine[at[a], at[b]])
    return out


def _average_linkage(
    n: int, pairs: list[tuple[int, int]], probability: np.ndarray, threshold: float
) -> list[tuple[int, int]]:
    """(position, position of its cluster's first member) for every clustered position.

    Pairs never scored count as probability 0, pairs ruled out as :data:`CANNOT`. Average linkage joins two groups
    only when some pair of them is above the cut, so only the connected
    components of those pairs are clustered, each on its own dense matrix.
    """
    strong = probability > threshold
    if not strong.any():
        return []
    rows = np.array([p[0] for p in pairs])[strong]
    cols = np.array([p[1] for p in pairs])[strong]
    graph = coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, n))
    _, component = connected_components(graph, directed=False)
    groups: dict[int, list[int]] = defaultdict(list)
    for position in sorted({*rows.tolist(), *cols.tolist()}):
        groups[int(component[position])].append(position)
    score: dict[tuple[int, int], float] = {pair: float(p) for pair, p in zip(pairs, probability)}
    out: list[tuple[int, int]] = []
    for members in groups.values():
        m = len(members)
        distance = np.ones((m, m))
        np.fill_diagonal(distance, 0.0)
        for x in range(m):
            for y in range(x + 1, m):
                p = score.get((members[x], members[y]))
                if p is not None:
                    distance[x, y] = distance[y, x] = 1.0 - p
        tree = linkage(distance[np.triu_indices(m, 1)], method="average")
        labels = fcluster(tree, t=1.0 - threshold, criterion="distance")
        first: dict[int, int] = {}
        for x, label in enumerate(labels.tolist()):
            first.setdefault(label, members[x])
            out.append((members[x], first[label]))
    return out


def _majority_day(members: list[View], date: str | None) -> str | None:
    """Where articles give different days for one event, the day most articles give."""
    days = Counter(i.date for i in members if i.date and granularity(i.date) == "day")
    if date and granularity(date) == "day" and len(days) > 1:
        return majority(days)
    return date


@functools.lru_cache(maxsize=1 << 16)
def _slack(a: str | None, b: str | None) -> int:
    """Relative weeks are fuzzy by a week; days, months and years are not."""
    return WEEK_SLACK_DAYS if "week" in (granularity(a or ""), granularity(b or "")) else 0


def _build(
    views: list[View], cluster_of: np.ndarray, published: dict[str, str | None]
) -> tuple[list[Event], dict[MentionKey, str]]:
    clusters: dict[int, list[View]] = defaultdict(list)
    for v in views:
        clusters[int(cluster_of[v.number])].append(v)
    events: list[Event] = []
    event_of: dict[MentionKey, str] = {}
    taken = IdPool()

    def first_reported(root: int) -> tuple[bool, str, MentionKey]:
        return min((published.get(i.key[0]) is None, published.get(i.key[0]) or "", i.key) for i in clusters[root])

    # Events sharing a lemma and date are numbered (say-2002-10-20, -2, -3...) in the
    # order they were first reported, so the next day's articles take new numbers
    # and the ids a reader has linked to (graph.html#node=...) stay what they were.
    for root in sorted(clusters, key=first_reported):
        members = sorted(clusters[root], key=lambda i: i.key)
        date = None
        for info in members:
            if compatible(date, info.date, _slack(date, info.date)):
                date = more_specific(date, info.date)
        date = _majority_day(members, date)
        first = members[0].mention
        eid = taken.claim(f"{slug(first.lemma)}-{date or 'undated'}")
        # One statement event may gather several quotes (one interview, quoted twice).
        quote = " … ".join(dict.fromkeys(i.mention.quote for i in members if i.mention.quote))
        events.append(
            Event(
                id=eid,
                label=first.lemma,
                lemma=first.lemma,
                event_class=first.event_class,
                date=date,
                granularity=granularity(date) if date else "",
                mentions=tuple(i.key for i in members),
                quote=quote,
            )
        )
        for info in members:
            event_of[info.key] = eid
    return sorted(events, key=lambda e: e.id), event_of
