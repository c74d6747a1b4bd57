"""Which pairs of a story's event mentions are worth scoring: blocking that keeps the cost near linear.

A pair is compared when its articles are near (the same article, or one of
each other's :data:`NEIGHBOURS` most alike in the story, by their TF-IDF
vectors) and its lemmas can name one happening: the same lemma, one word
family ("elect" / "election"), a pair the training data saw name one
happening ("check into" / "enter"), or two lemmas of one class of kg's
lexicon with an argument in common (a decree, an amnesty). A story that
grows to thousands of articles thus costs each article its neighbours,
not the whole story.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from itertools import chain

import numpy as np

from kg.resolve.events.features import Tables, View, related, stem
from kg.resolve.similarity import ArticleVectors

# How many of the story's most alike articles an article's mentions are compared with.
NEIGHBOURS = 20
# Mentions of one lemma in one article past this many ("said" in a long report) are
# compared only where they share an argument, so one word cannot make pairs quadratic.
MAX_LEMMA_GROUP = 200
# Lemmas of one story compared for one word family ("quake" / "earthquake") while
# there are at most this many; beyond, only stems and the learnt pairs.
MAX_SUFFIX_LEMMAS = 2000
# Partners a mention is scored with at most, as many as an article has neighbours, those
# in the most alike articles first (its own article's before all): copies of one wire
# story in a large story would otherwise pair each repeated word with every copy's.
MAX_PARTNERS = NEIGHBOURS
_ROWS_AT_ONCE = 256  # article rows multiplied at a time when finding neighbours


def candidate_pairs(
    members: list[View], tables: Tables, vectors: ArticleVectors, row: Mapping[str, int]
) -> list[tuple[int, int]]:
    """Pairs of positions in ``members`` (one story's mentions) worth scoring, each once, sorted."""
    by_article: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    kinds: dict[str, dict[tuple[str, str], list[int]]] = defaultdict(lambda: defaultdict(list))
    for position, v in enumerate(members):
        by_article[v.key[0]][v.mention.lemma].append(position)
        if v.mention.event_class not in ("other", "statement"):
            for entity in v.arguments:
                kinds[v.key[0]][(v.mention.event_class, entity)].append(position)
    partners = _partner_lemmas(sorted({v.mention.lemma for v in members}), tables)
    out: set[tuple[int, int]] = set()
    near = _near_articles(sorted(by_article), vectors, row)
    for a, b in near:
        lemmas_a, lemmas_b = by_article[a], by_article[b]
        for lemma, positions in lemmas_a.items():
            for other in (lemma, *partners.get(lemma, ())):
                found = lemmas_b.get(other)
                if found:
                    out.update(_pairs(positions, found, members, same=a == b and other == lemma))
        for key, positions in kinds[a].items():
            found = kinds[b].get(key)
            if found and len(positions) * len(found) <= MAX_LEMMA_GROUP**2:
                out.update(
                    (min(i, j), max(i, j))
                    for i in positions
                    for j in found
                    if members[i].mention.lemma != members[j].mention.lemma
                )
    out = _capped(out, members, near)
    position = {v.key: n for n, v in enumerate(members)}
    for n, v in enumerate(members):
        host = position.get(v.setting_of) if v.setting_of else None
        if host is not None:
            out.add((min(n, host), max(n, host)))
    return sorted(out)


def _capped(
    pairs: set[tuple[int, int]], members: list[View], near: Mapping[tuple[str, str], float]
) -> set[tuple[int, int]]:
    """``pairs``, keeping for each mention only its :data:`MAX_PARTNERS` nearest partners.

    A pair stays when it is among the nearest of either of its mentions, so
    the pairs are at most twice the cap a mention: linear in the story.
    Nearest means most alike articles first (its own before all), then the
    lower position. Done in arrays: a large story has millions of candidate
    pairs, which as Python tuples took most of this step's time and memory.
    """
    if not pairs:
        return pairs
    # In the set's order: the ranking below is a total order, so the input's does not matter,
    # and sorting millions of tuples took a quarter of the 100,000-article event step.
    found = np.fromiter(chain.from_iterable(pairs), dtype=np.int64, count=2 * len(pairs)).reshape(-1, 2)
    left, right = found[:, 0], found[:, 1]
    degree = np.bincount(found.ravel(), minlength=len(members))
    if degree.max() <= MAX_PARTNERS:
        return pairs
    closeness = _closeness(left, right, members, near)
    source = np.concatenate([left, right])
    target = np.concatenate([right, left])
    distance = -np.concatenate([closeness, closeness])
    order = np.lexsort((target, distance, source))
    source, target = source[order], target[order]
    # Rank of each partner within its mention's list: position minus where the list starts.
    starts = np.concatenate([[0], np.cumsum(np.bincount(source, minlength=len(members)))[:-1]])
    keep = np.arange(len(source)) - starts[source] < MAX_PARTNERS
    low = np.minimum(source[keep], target[keep]).tolist()
    high = np.maximum(source[keep], target[keep]).tolist()
    return set(zip(low, high))


def _closeness(
    left: np.ndarray, right: np.ndarray, members: list[View], near: Mapping[tuple[str, str], float]
) -> np.ndarray:
    """How near each pair's articles are: 2 for one article, else their cosine in ``near``."""
    articles = sorted({v.key[0] for v in members})
    number = {a: n for n, a in enumerate(articles)}
    article_of = np.array([number[v.key[0]] for v in members], dtype=np.int64)
    a, b = article_of[left], article_of[right]
    low, high = np.minimum(a, b), np.maximum(a, b)
    keys = np.array([number[x] * len(articles) + number[y] for x, y in near], dtype=np.int64)
    values = np.array(list(near.values()), dtype=np.float64)
    order = np.argsort(keys)
    keys, values = keys[order], values[order]
    wanted = low * len(articles) + high
    at = np.searchsorted(keys, wanted)
    same = a == b
    if not np.array_equal(keys[np.minimum(at, len(keys) - 1)][~same], wanted[~same]):
        raise AssertionError("a candidate pair of mentions whose articles are not near")
    return np.where(same, 2.0, values[np.minimum(at, len(keys) - 1)])


def _pairs(left: list[int], right: list[int], members: list[View], same: bool) -> set[tuple[int, int]]:
    """Pairs across two groups (or within one, ``same``); past the size limit, only those sharing an argument."""
    if len(left) * len(right) <= MAX_LEMMA_GROUP**2 and (not same or len(left) <= MAX_LEMMA_GROUP):
        if same:
            return {(i, j) for n, i in enumerate(left) for j in left[n + 1 :]}
        return {(min(i, j), max(i, j)) for i in left for j in right}
    postings: dict[str, list[int]] = defaultdict(list)
    for i in left:
        for entity in members[i].arguments:
            postings[entity].append(i)
    out: set[tuple[int, int]] = set()
    for j in right:
        for entity in members[j].arguments:
            group = postings.get(entity, [])
            if len(group) <= MAX_LEMMA_GROUP:
                out.update((min(i, j), max(i, j)) for i in group if i != j)
    return out


def _near_articles(
    articles: list[str], vectors: ArticleVectors, row: Mapping[str, int]
) -> dict[tuple[str, str], float]:
    """Pairs of articles (each with itself too) whose mentions are compared, each once, and their cosines."""
    if len(articles) <= NEIGHBOURS + 1:
        wanted = [(a, b) for n, a in enumerate(articles) for b in articles[n:]]
        cosine = vectors.cosines([row[a] for a, _ in wanted], [row[b] for _, b in wanted])
        return dict(zip(wanted, cosine.tolist()))
    matrix = vectors.matrix[[row[a] for a in articles]]
    pairs: dict[tuple[int, int], float] = {(n, n): 1.0 for n in range(len(articles))}
    for start in range(0, len(articles), _ROWS_AT_ONCE):
        block = (matrix[start : start + _ROWS_AT_ONCE] @ matrix.T).toarray()
        for offset, similarity in enumerate(block):
            me = start + offset
            similarity[me] = -1.0
            # Most alike first; among equals (copies of one wire story) the nearest in the
            # story's fixed order, so that copies do not all pick the same few and make
            # them hubs compared with the whole story.
            nearest = np.lexsort((np.abs(np.arange(len(similarity)) - me), -similarity))[:NEIGHBOURS]
            pairs.update(((min(me, int(o)), max(me, int(o))), float(similarity[o])) for o in nearest)
    return {(articles[a], articles[b]): value for (a, b), value in sorted(pairs.items())}


def _partner_lemmas(lemmas: list[str], tables: Tables) -> dict[str, set[str]]:
    """Lemma -> the other lemmas of the story that may name one happening with it."""
    present = set(lemmas)
    out: dict[str, set[str]] = defaultdict(set)

    def join(a: str, b: str) -> None:
        out[a].add(b)
        out[b].add(a)

    for a, b in tables.pair_rate:
        if a in present and b in present:
            join(a, b)
    by_stem: dict[str, list[str]] = defaultdict(list)
    for lemma in lemmas:
        by_stem[stem(lemma)].append(lemma)
    for family in by_stem.values():
        for n, a in enumerate(family):
            for b in family[n + 1 :]:
                join(a, b)
    if len(lemmas) <= MAX_SUFFIX_LEMMAS:
        for a in (lemma for lemma in lemmas if len(lemma) >= 4):
            for b in lemmas:
                if len(b) > len(a) and b.endswith(a) and related(a, b):
                    join(a, b)
    return out
