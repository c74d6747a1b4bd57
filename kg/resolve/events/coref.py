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
import heapq
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence

import numpy as np

from kg.model import Event, Extraction
from kg.resolve.events.across import join_across_stories
from kg.resolve.events.blocking import candidate_pairs
from kg.resolve.events.features import View, judge, view
from kg.resolve.events.scorer import PairModel, load_model
from kg.resolve.similarity import ArticleVectors, article_vectors
from kg.timex import compatible, granularity, more_specific
from kg.util import IdPool, majority, slug

MentionKey = tuple[str, int]
WEEK_SLACK_DAYS = 7


def resolve_events(
    extractions: Sequence[Extraction],
    entity_of: Mapping[MentionKey, str],
    story_of: Mapping[str, str] | None = None,
    vectors: ArticleVectors | None = None,
    model: PairModel | None = None,
    names: Mapping[str, str] | None = None,
) -> tuple[list[Event], dict[MentionKey, str]]:
    """Cluster every event mention of the corpus; return events and mention -> event id.

    ``story_of`` maps an article id to its story (no map: all are one
    story); ``vectors`` are the articles' TF-IDF vectors if the
    caller has them; ``names`` (entity id -> name) name an event's agent in
    its label ("Ana Lind amnesty").
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
    cluster_of = join_across_stories(views, cluster_of)
    published = {ex.article.id: ex.dct.value for ex in ordered}
    return _build(views, cluster_of, published, names or {})


def score_story(
    members: list[View], model: PairModel, vectors: ArticleVectors, row: Mapping[str, int]
) -> tuple[list[tuple[int, int]], np.ndarray]:
    """The pairs of one story's mentions worth comparing, and how likely each is one happening."""
    pairs = candidate_pairs(members, model.tables, vectors, row)
    if not pairs:
        return pairs, np.zeros(0)
    similarity = _article_similarity(vectors, row, members, pairs)
    judged = [
        judge(members[i], members[j], similarity[(members[i].key[0], members[j].key[0])], model.tables)
        for i, j in pairs
    ]
    probability = model.probability(np.array([features for features, _ in judged], dtype=np.float64))
    for n, (_, rule) in enumerate(judged):
        if rule is not None:
            probability[n] = rule
    return pairs, probability


def _article_similarity(
    vectors: ArticleVectors, row: Mapping[str, int], members: list[View], pairs: list[tuple[int, int]]
) -> dict[tuple[str, str], float]:
    """Cosine of the two articles of each pair."""
    wanted = sorted({(members[i].key[0], members[j].key[0]) for i, j in pairs})
    cosine = vectors.cosines([row[a] for a, _ in wanted], [row[b] for _, b in wanted])
    return dict(zip(wanted, cosine.tolist()))


def _average_linkage(
    n: int, pairs: list[tuple[int, int]], probability: np.ndarray, threshold: float
) -> list[tuple[int, int]]:
    """(position, position of its cluster's first member) for every position that joined another.

    Agglomerative clustering with average linkage over the pairs that were
    scored: two groups join while the mean probability of their scored pairs
    is above ``threshold``, best first. Pairs never scored (different words,
    nothing in common) do not vote, so a long report's many mentions of the
    amnesty do not outvote its few mentions of the decree that is that
    amnesty; a pair ruled out outvotes any number of others (:data:`~kg.resolve.events.features.CANNOT`).
    Cost follows the scored pairs, not the square of the story.
    """
    members: dict[int, list[int]] = {}
    edges: dict[int, dict[int, list[float]]] = defaultdict(dict)  # cluster -> cluster -> [sum, count]
    for (i, j), p in zip(pairs, probability.tolist()):
        for x in (i, j):
            members.setdefault(x, [x])
        edges[i][j] = edges[j][i] = [p, 1.0]
    heap = [(-p, min(i, j), max(i, j)) for (i, j), p in zip(pairs, probability.tolist()) if p > threshold]
    heapq.heapify(heap)
    while heap:
        negative, a, b = heapq.heappop(heap)
        link = edges.get(a, {}).get(b)
        if link is None or -negative != link[0] / link[1]:
            continue  # a stale entry: one side has merged since
        # The larger group keeps its number, so a merge costs the smaller side's edges.
        keep, gone = (a, b) if len(members[a]) >= len(members[b]) else (b, a)
        members[keep] += members.pop(gone)
        for other, (total, count) in edges.pop(gone).items():
            del edges[other][gone]
            if other == keep:
                continue
            merged = edges[keep].setdefault(other, [0.0, 0.0])
            merged[0] += total
            merged[1] += count
            edges[other][keep] = merged
            # Only the links ``gone`` had changed; the others' heap entries still hold.
            mean = merged[0] / merged[1]
            if mean > threshold:
                heapq.heappush(heap, (-mean, min(keep, other), max(keep, other)))
    out: list[tuple[int, int]] = []
    for group in members.values():
        if len(group) > 1:
            first = min(group)
            out += [(x, first) for x in sorted(group)]
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


def _label(members: list[View], names: Mapping[str, str]) -> tuple[str, View]:
    """The event's label and the mention it comes from: the most informative one.

    Its word is the one most members use, a noun before a verb ("amnesty"
    over "pardoned"); its actor the agent most members name, by its entity's
    name: "Ana Lind amnesty", "the mayor said". A verb keeps its
    particle and bare object as written ("stepped down", "took office").
    """
    words = Counter((not v.mention.nominal, v.mention.lemma) for v in members)
    verbal, lemma = min(words, key=lambda w: (-words[w], w))
    best = min(
        (v for v in members if v.mention.lemma == lemma and v.mention.nominal != verbal),
        key=lambda v: (not v.agent_names, v.key),
    )
    written = {eid: name for v in reversed(members) for eid, name in v.agent_names}
    agents = Counter(eid for v in members for eid, _ in v.agent_names)
    agent = ""
    if agents:
        top = min(agents, key=lambda e: (-agents[e], e))
        agent = names.get(top) or written[top]
    word = best.mention.phrase or best.mention.trigger if verbal else lemma
    return (f"{agent} {word}" if agent else word), best


def _build(
    views: list[View], cluster_of: np.ndarray, published: dict[str, str | None], names: Mapping[str, str]
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
        label, best = _label(members, names)
        first = best.mention
        eid = taken.claim(f"{slug(first.lemma)}-{date or 'undated'}")
        # One statement event may gather several quotes (one interview, quoted twice).
        quote = " … ".join(dict.fromkeys(i.mention.quote for i in members if i.mention.quote))
        events.append(
            Event(
                id=eid,
                label=label,
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
