"""Event coreference one story at a time: score a story's candidate pairs, then cluster them; on several processes.

Stories are independent here (mentions are compared only within their story),
so they are the unit of work: given a runner of several processes (the
pipeline hands in :func:`kg.runtime.pool.forked_map`), forked workers take the stories,
largest first, and send back only which of its mentions joined which. The pairs,
their features and the clustering's tables of a large story live and die in a
worker, so the main process no longer keeps the memory they took (several
times the size of the results), and two processes do the step in less time. A story's
views are made there too, from the main process's briefs: made for the whole
corpus in the main process, they grew it again (benchmarks/RESULTS.md). Which worker
takes a story changes from run to run; what comes back does not, and it is
applied in story order.
"""

from __future__ import annotations

import heapq
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol

import numpy as np

from kg.model import MentionKey
from kg.resolve.events.blocking import candidate_pairs
from kg.resolve.events.evidence import StoryColumns, Told, judge_pairs, tell
from kg.resolve.events.features import FEATURES, Brief, View
from kg.resolve.events.guard import Guard
from kg.resolve.events.names import doers_apart, doers_of
from kg.resolve.events.scorer import PairModel
from kg.resolve.similarity import ArticleVectors

_PAIRS_AT_ONCE = 65536  # pairs whose features are held as Python lists at a time
# Fewer event mentions than this are clustered in this process: starting workers
# costs more than the few stories of a small build would take.
PARALLEL_MIN_MENTIONS = 5_000
# (position in the story, position of its cluster's first member) for each that joined another
Links = list[tuple[int, int]]
# A story's briefs made into the views the pair scorer needs (:func:`~kg.resolve.events.features.expand`).
Expand = Callable[[list[Brief]], list[View]]
# How stories are clustered on several processes, handed in by the caller
# (:func:`kg.runtime.pool.forked_map`): ``(task, stories in order, processes)`` -> each story's
# ``task(story)``, or None where it started no process (the stories are then clustered here).
Parallel = Callable[[Callable[[str], Any], list[str], int], Mapping[str, Any] | None]
# What a story's pairs of mentions tell (:func:`~kg.resolve.events.evidence.tell`), by their two keys.
Verdicts = dict[tuple[MentionKey, MentionKey], Told]


class LinksMemo(Protocol):
    """Stories' :data:`Links` kept from an earlier build (the pipeline keeps them in its cache).

    A story's links are a function of its own articles alone (their records, their mentions'
    entity ids and their vectors, which :func:`~kg.resolve.similarity.background_vectors` makes
    from each article alone), so the keeper keys them by those and a rebuild takes the links of
    every story no new or changed article joined from here."""

    def recall(self, stories: Mapping[str, list[str]]) -> Mapping[str, Links]:
        """The links kept of those of ``stories`` (story -> the ids of the articles its mentions
        are in, sorted) whose articles are as they were."""
        ...

    def keep(self, found: Mapping[str, Links]) -> None:
        """Keep ``found`` (story -> links) for a later build."""
        ...


class PairsMemo(Protocol):
    """What pairs of mentions told (:data:`Verdicts`) in an earlier build (the pipeline keeps them
    in its cache). A pair's :func:`~kg.resolve.events.evidence.tell` is a function of its two
    mentions' views alone, each made of its own article (its record and its mentions' entity ids),
    so the keeper keys them by their two articles, and a story a new article joins finds again
    what its other articles' pairs told."""

    def recall(self, stories: Mapping[str, list[str]]) -> Mapping[str, Verdicts]:
        """What is kept of the pairs of each of ``stories`` (story -> its articles' ids, sorted)."""
        ...

    def pack(self, fresh: Verdicts) -> Any:
        """What a story sends back of what its pairs told that :meth:`recall` did not give (made
        where the story is judged, a worker perhaps: as :meth:`keep` stores it, not as objects)."""
        ...

    def keep(self, found: Mapping[str, Any]) -> None:
        """Keep each story's :meth:`pack`."""
        ...


class EventsMemo(Protocol):
    """Events kept from an earlier build, by the mentions they are made of (the pipeline keeps
    them in its cache). An event's fields but its id are a function of its mentions' records,
    their articles' days and the names of their agents' and patients' entities
    (:func:`~kg.resolve.events.coref.resolve_events`), so the keeper keys them by those."""

    def recall(self, clusters: Sequence[Sequence[MentionKey]]) -> list[str | None]:
        """For each cluster (its mentions' keys, in key order), the event kept of it as text, or ``None``."""
        ...

    def keep(self, made: Iterable[tuple[int, str]]) -> None:
        """Keep the events ``made`` (the cluster's place in the last :meth:`recall`, its event as text)."""
        ...


def story_links(
    by_story: Mapping[str, list[Brief]],
    expand: Expand,
    model: PairModel,
    vectors: ArticleVectors,
    row: Mapping[str, int],
    jobs: int = 1,
    parallel: Parallel | None = None,
    memo: LinksMemo | None = None,
    pairs_memo: PairsMemo | None = None,
) -> Iterator[tuple[str, Links]]:
    """Each story's :data:`Links`, in story order, computed on up to ``jobs`` processes by ``parallel``.

    A story's views are made (``expand``) where it is clustered and let go after, so the
    main process never holds a corpus's views. A small build, or one given no ``parallel``,
    clusters its stories here, one by one; the links are the same either way. With ``memo``,
    the stories it recalls are taken from it and the others kept there; with ``pairs_memo``
    too, the pairs of those others it recalls are not judged again, the rest kept there.
    """
    if memo is None:
        yield from _computed(by_story, lambda s: links(expand(by_story[s]), model, vectors, row), jobs, parallel)
        return
    articles = {story: sorted({b.key[0] for b in members}) for story, members in by_story.items()}
    known = memo.recall(articles)
    rest = {story: members for story, members in by_story.items() if story not in known}
    if pairs_memo is None:
        found = dict(_computed(rest, lambda s: links(expand(rest[s]), model, vectors, row), jobs, parallel))
    else:
        told = pairs_memo.recall({story: articles[story] for story in rest})

        def judged(story: str) -> tuple[Links, Any]:
            fresh: Verdicts = {}
            joined = links(expand(rest[story]), model, vectors, row, told.get(story), fresh)
            return joined, pairs_memo.pack(fresh)

        both = dict(_computed(rest, judged, jobs, parallel))
        pairs_memo.keep({story: packed for story, (_, packed) in both.items()})
        found = {story: joined for story, (joined, _) in both.items()}
    memo.keep(found)
    yield from sorted({**known, **found}.items())


def _computed(
    by_story: Mapping[str, list[Brief]], task: Callable[[str], Any], jobs: int, parallel: Parallel | None
) -> Iterator[tuple[str, Any]]:
    """Each story's ``task(story)`` (its links, made from its views), in story order, on up to
    ``jobs`` processes by ``parallel``."""
    mentions = sum(len(members) for members in by_story.values())
    workers = min(jobs, len(by_story)) if mentions >= PARALLEL_MIN_MENTIONS else 1
    found = None
    if workers > 1 and parallel is not None:
        order = sorted(by_story, key=lambda s: (-len(by_story[s]), s))  # the largest first
        found = parallel(task, order, workers)
    if found is None:  # one process, or no worker could be forked: stories one by one here
        for story in sorted(by_story):
            yield story, task(story)
        return
    yield from sorted(found.items())


def links(
    members: list[View],
    model: PairModel,
    vectors: ArticleVectors,
    row: Mapping[str, int],
    told: Mapping[tuple[MentionKey, MentionKey], Told] | None = None,
    fresh: Verdicts | None = None,
) -> Links:
    """One story's :data:`Links`: its pairs scored, then clustered by average linkage (``told``,
    ``fresh``: see :func:`score_story`)."""
    pairs, probability = score_story(members, model, vectors, row, told, fresh)
    return average_linkage(len(members), pairs, probability, model.threshold, Guard(members))


def score_story(
    members: list[View],
    model: PairModel,
    vectors: ArticleVectors,
    row: Mapping[str, int],
    told: Mapping[tuple[MentionKey, MentionKey], Told] | None = None,
    fresh: Verdicts | None = None,
) -> tuple[list[tuple[int, int]], np.ndarray]:
    """The pairs of one story's mentions worth comparing, and how likely each is one happening.

    ``told`` holds what some pairs tell (:func:`~kg.resolve.events.evidence.tell`, by their
    mentions' keys), found earlier; the other pairs' are found here, and added to ``fresh``."""
    pairs = candidate_pairs(members, model.tables, vectors, row)
    if not pairs:
        return pairs, np.zeros(0)
    similarity = _article_similarity(vectors, row, members, pairs)
    apart = doers_apart(doers_of(members), sorted(similarity))
    # The features go straight into one array, a slice at a time: a large story has
    # millions of pairs, and as lists of Python floats they took gigabytes.
    features = np.empty((len(pairs), len(FEATURES)), dtype=np.float64)
    rules: dict[int, float] = {}
    columns = StoryColumns(members)
    for start in range(0, len(pairs), _PAIRS_AT_ONCE):
        chunk = pairs[start : start + _PAIRS_AT_ONCE]
        both = [(members[i].key[0], members[j].key[0]) for i, j in chunk]
        cosines, doers = [similarity[p] for p in both], [apart[p] for p in both]
        said = None if told is None and fresh is None else _told(members, chunk, model, told or {}, fresh)
        features[start : start + len(chunk)], found = judge_pairs(
            members, chunk, cosines, model.tables, columns, doers, said
        )
        rules.update((start + n, rule) for n, rule in found.items())
    probability = model.probability(features)
    del features
    for n, rule in rules.items():
        probability[n] = rule
    return pairs, probability


def _told(
    members: list[View],
    pairs: list[tuple[int, int]],
    model: PairModel,
    told: Mapping[tuple[MentionKey, MentionKey], Told],
    fresh: Verdicts | None,
) -> list[Told]:
    """What each of ``pairs`` tells: from ``told`` where it holds the pair, else found and added to ``fresh``."""
    out = []
    for i, j in pairs:
        key = (members[i].key, members[j].key)
        said = told.get(key)
        if said is None:
            said = tell(members[i], members[j], model.tables)
            if fresh is not None:
                fresh[key] = said
        out.append(said)
    return out


def _article_similarity(
    vectors: ArticleVectors, row: Mapping[str, int], members: list[View], pairs: list[tuple[int, int]]
) -> dict[tuple[str, str], float]:
    """Cosine of the two articles of each pair."""
    wanted = sorted({(members[i].key[0], members[j].key[0]) for i, j in pairs})
    cosine = vectors.cosines([row[a] for a, _ in wanted], [row[b] for _, b in wanted])
    return dict(zip(wanted, cosine.tolist()))


def average_linkage(
    n: int, pairs: list[tuple[int, int]], probability: np.ndarray, threshold: float, guard: Guard | None = None
) -> Links:
    """(position, position of its cluster's first member) for every position that joined another.

    Agglomerative clustering with average linkage over the pairs that were
    scored: two groups join while the mean probability of their scored pairs
    is above ``threshold``, best first. Pairs never scored (different words,
    nothing in common) do not vote, so a long report's many mentions of the
    amnesty do not outvote its few mentions of the decree that is that
    amnesty; a pair ruled out outvotes any number of others (:data:`~kg.resolve.events.features.CANNOT`),
    and ``guard`` refuses a join that would put two mentions no pair could join in one group
    (:mod:`kg.resolve.events.guard`), scored or not.
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
        if guard is not None and not guard.allows(a, b):
            continue  # tried again only if either side grows and their mean is still above
        # The larger group keeps its number, so a merge costs the smaller side's edges.
        keep, gone = (a, b) if len(members[a]) >= len(members[b]) else (b, a)
        members[keep] += members.pop(gone)
        if guard is not None:
            guard.join(keep, gone)
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
    out: Links = []
    for group in members.values():
        if len(group) > 1:
            first = min(group)
            out += [(x, first) for x in sorted(group)]
    return out
