"""Stories: articles about one happening or thread, clustered from what they say.

Each article is its TF-IDF vector (:mod:`kg.resolve.similarity`). Articles are joined by average-linkage
agglomerative clustering on cosine distance, cut at :data:`STORY_DISTANCE`
(chosen on the ECB+ train topics, see ``benchmarks/stories.py``).

Average linkage never joins two groups with no pair closer than the cut, so
the articles are first split into the connected components of the graph of
such pairs (:meth:`~kg.resolve.similarity.ArticleVectors.near`), and each
component is clustered on its own: beyond that product, the cost follows
the pairs that are near, not the square of the corpus.
Nothing about an article's id, file name or order is used.
"""

from __future__ import annotations

from collections import Counter, defaultdict, deque
from collections.abc import Mapping, Sequence

import numpy as np
from scipy.cluster.hierarchy import fcluster, linkage
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import connected_components

from kg.ids import IdPool, slug
from kg.model import Extraction, MentionKey, Story
from kg.resolve.similarity import ENTITY_TOKEN, EVENT_TOKEN, ArticleVectors, article_vectors

# Average cosine distance below which two groups of articles are one story.
STORY_DISTANCE = 0.85
# A component this large is clustered in pieces (its nearest neighbours), so one
# corpus-wide word cannot make the average linkage quadratic in the corpus.
MAX_COMPONENT = 3000


def find_stories(
    extractions: Sequence[Extraction],
    entity_of: Mapping[MentionKey, str],
    vectors: ArticleVectors | None = None,
    jobs: int = 1,
) -> list[Story]:
    """Cluster the articles into stories; every article is in exactly one.

    ``vectors`` are :func:`~kg.resolve.similarity.article_vectors` of the same
    articles, when the caller has them. ``jobs`` threads find the near pairs of
    articles (:meth:`~kg.resolve.similarity.ArticleVectors.near`); the stories are the same.
    """
    if not extractions:
        return []
    if vectors is None:
        ordered = sorted(extractions, key=lambda ex: ex.article.id)  # a fixed order for reruns only
        vectors = article_vectors(ordered, entity_of)
    else:
        by_id = {ex.article.id: ex for ex in extractions}
        ordered = [by_id[aid] for aid in vectors.ids]
    article_terms = vectors.terms
    labels = _cluster(vectors, jobs)
    groups: dict[int, list[int]] = defaultdict(list)
    for position, cluster in enumerate(labels):
        groups[cluster].append(position)
    names = _entity_names(ordered, entity_of)
    drafts = []
    for members in groups.values():
        terms = _telling_terms([article_terms[i] for i in members], names)
        articles = tuple(sorted(ordered[i].article.id for i in members))
        drafts.append((" · ".join(terms[:3]) or "story", terms, articles))
    taken = IdPool()
    stories = []
    # Ids come from the labels; equal labels are numbered by size, then by their terms.
    for label, terms, articles in sorted(drafts, key=lambda d: (d[0], -len(d[2]), d[1], d[2])):
        sid = taken.claim(f"story-{slug(label)}"[:80])
        stories.append(Story(sid, label, articles, tuple(terms)))
    return sorted(stories, key=lambda s: s.id)


def story_index(stories: Sequence[Story]) -> dict[str, str]:
    """Article id -> story id."""
    return {aid: s.id for s in stories for aid in s.articles}


def _cluster(vectors: ArticleVectors, jobs: int = 1) -> list[int]:
    """A cluster number for each row of ``vectors`` (an article)."""
    matrix = vectors.matrix
    n = matrix.shape[0]
    if n == 1:
        return [0]
    near = vectors.near(1 - STORY_DISTANCE, jobs)
    count, component = connected_components(near, directed=False)
    labels = np.zeros(n, dtype=np.int64)
    next_label = 0
    by_component: dict[int, list[int]] = defaultdict(list)
    for position, c in enumerate(component.tolist()):
        by_component[c].append(position)
    for members in by_component.values():
        for part in _pieces(members, near):
            sub = _average_linkage(matrix[part])
            for position, label in zip(part, sub):
                labels[position] = next_label + label
            next_label += max(sub) + 1
    return labels.tolist()


def _pieces(members: list[int], near: csr_matrix) -> list[list[int]]:
    """A component, in pieces of at most :data:`MAX_COMPONENT` articles that keep neighbours together."""
    if len(members) <= MAX_COMPONENT:
        return [members]
    # Walk the component breadth first from its best-connected article, so a piece
    # holds articles that are near one another.
    inside = set(members)
    degree = {m: near.indptr[m + 1] - near.indptr[m] for m in members}
    seen: set[int] = set()
    order: list[int] = []
    for start in sorted(members, key=lambda m: (-degree[m], m)):
        if start in seen:
            continue
        queue = deque([start])
        seen.add(start)
        while queue:
            node = queue.popleft()
            order.append(node)
            # As Python ints: numpy scalars hash slowly, and a large component looks up every neighbour.
            row = near.indices[near.indptr[node] : near.indptr[node + 1]].tolist()
            for other in sorted(o for o in row if o in inside and o not in seen):
                seen.add(other)
                queue.append(other)
    return [order[i : i + MAX_COMPONENT] for i in range(0, len(order), MAX_COMPONENT)]


def _average_linkage(matrix: csr_matrix) -> list[int]:
    """Cluster numbers from 0 for the rows of ``matrix`` (unit vectors), cut at :data:`STORY_DISTANCE`."""
    n = matrix.shape[0]
    if n == 1:
        return [0]
    similarity = (matrix @ matrix.T).toarray()
    distance = np.clip(1 - similarity, 0, None)
    condensed = distance[np.triu_indices(n, 1)]
    tree = linkage(condensed, method="average")
    found = fcluster(tree, t=STORY_DISTANCE, criterion="distance")
    renumber: dict[int, int] = {}
    return [renumber.setdefault(int(c), len(renumber)) for c in found]


def _entity_names(extractions: Sequence[Extraction], entity_of: Mapping[MentionKey, str]) -> dict[str, str]:
    """Entity id -> the name most often written for it."""
    written: dict[str, Counter[str]] = defaultdict(Counter)
    for ex in extractions:
        for i, m in enumerate(ex.mentions):
            eid = entity_of.get((ex.article.id, i))
            if eid:
                written[eid][m.name] += 1
    return {eid: min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0] for eid, c in written.items()}


def _telling_terms(members: list[list[str]], names: dict[str, str]) -> list[str]:
    """The story's most telling entities, then its most reported event word.

    An entity tells more the more of the story's articles name it; ties go to
    the one named more often. The event word is the lemma most articles use.
    """
    entities: Counter[str] = Counter()
    mentions: Counter[str] = Counter()
    events: Counter[str] = Counter()
    for tokens in members:
        for token in set(tokens):
            if token.startswith(ENTITY_TOKEN):
                entities[token[len(ENTITY_TOKEN) :]] += 1
            elif token.startswith(EVENT_TOKEN):
                events[token[len(EVENT_TOKEN) :]] += 1
        mentions.update(t[len(ENTITY_TOKEN) :] for t in tokens if t.startswith(ENTITY_TOKEN))
    ranked = sorted(entities, key=lambda e: (-entities[e], -mentions[e], e))
    terms = [names.get(e, e) for e in ranked[:2]]
    if events:
        terms.append(min(events, key=lambda v: (-events[v], v)))
    return terms
