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

from kg.resolve.events.features import Tables, View
from kg.resolve.events.stems import related, stem
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
_PACKED = 2**63  # codes below this fit an int64


def candidate_pairs(
    members: list[View], tables: Tables, vectors: ArticleVectors, row: Mapping[str, int]
) -> list[tuple[int, int]]:
    """Pairs of positions in ``members`` (one story's mentions) worth scoring, each once, sorted.

    Found as joins over integer arrays (article, lemma, argument numbers), not as
    sets of Python tuples: a large story has millions of candidates before
    :func:`_capped` keeps each mention's nearest, and building them one tuple at a
    time took most of the event step at 100,000 articles.
    """
    if not members:
        return []
    articles = sorted({v.key[0] for v in members})
    lemmas = sorted({v.mention.lemma for v in members})
    article_of = _numbered([v.key[0] for v in members], articles)
    lemma_of = _numbered([v.mention.lemma for v in members], lemmas)
    near = _Near(_near_articles(articles, vectors, row), articles)
    found = _word_pairs(members, article_of, lemma_of, lemmas, tables, near)
    found.append(_argument_pairs(members, article_of, lemma_of, near))
    count = len(members)
    code = _unique_codes(found, count)
    left, right = _capped(code // count, code % count, article_of, near)
    position = {v.key: n for n, v in enumerate(members)}
    hosts = [(n, position[v.setting_of]) for n, v in enumerate(members) if v.setting_of in position]
    if hosts:
        extra = np.array(hosts, dtype=np.int64).reshape(-1, 2)
        code = _unique_codes([(left, right), (extra[:, 0], extra[:, 1])], count)
        left, right = code // count, code % count
    return list(zip(left.tolist(), right.tolist()))


_Found = tuple[np.ndarray, np.ndarray]  # two aligned arrays of member positions, one pair an index


class _Near:
    """The near article pairs as numbers in ``articles`` (``a <= b``), and how near each is."""

    def __init__(self, near: Mapping[tuple[str, str], float], articles: list[str]) -> None:
        number = {a: n for n, a in enumerate(articles)}
        self.a = np.array([number[a] for a, _ in near], dtype=np.int64)
        self.b = np.array([number[b] for _, b in near], dtype=np.int64)
        self.articles = len(articles)
        keys = self.a * self.articles + self.b
        order = np.argsort(keys)
        self.keys = keys[order]
        self.cosine = np.fromiter(near.values(), dtype=np.float64, count=len(near))[order]

    def ranks(self, article_of: np.ndarray, left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, int]:
        """Each pair's place in nearness and how many places there are: 0 for one article,
        then the near article pairs by cosine, most alike first, equal cosines one place."""
        same, at = self._find(article_of, left, right)
        distinct, place = np.unique(-self.cosine, return_inverse=True)
        return np.where(same, 0, place.reshape(-1)[at] + 1), len(distinct) + 1

    def _find(self, article_of: np.ndarray, left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(whether each pair is of one article, where its two articles are in the near pairs)."""
        a, b = article_of[left], article_of[right]
        wanted = np.minimum(a, b) * self.articles + np.maximum(a, b)
        at = np.minimum(np.searchsorted(self.keys, wanted), len(self.keys) - 1)
        same = a == b
        if not ((self.keys[at] == wanted) | same).all():
            raise AssertionError("a candidate pair of mentions whose articles are not near")
        return same, at


def _numbered(values: list[str], ordered: list[str]) -> np.ndarray:
    """Each of ``values`` as its index in ``ordered`` (sorted, holding every value)."""
    index = {value: n for n, value in enumerate(ordered)}
    return np.fromiter((index[value] for value in values), dtype=np.int64, count=len(values))


def _unique_codes(found: list[_Found], count: int) -> np.ndarray:
    """The distinct unordered pairs of ``found`` as sorted codes ``low * count + high``, none with itself."""
    left = np.concatenate([np.asarray(i, dtype=np.int64) for i, _ in found])
    right = np.concatenate([np.asarray(j, dtype=np.int64) for _, j in found])
    low, high = np.minimum(left, right), np.maximum(left, right)
    return _distinct((low * count + high)[low != high])


def _distinct(codes: np.ndarray) -> np.ndarray:
    """``codes`` sorted, each once: np.unique (numpy 2.4) hashes them first, ten times as slow on millions."""
    codes = np.sort(codes)
    return codes[np.concatenate(([True], codes[1:] != codes[:-1]))] if len(codes) else codes


class _Groups:
    """Member positions grouped by (article, key) numbers: each group's start and size in ``who``."""

    def __init__(self, who: np.ndarray, article: np.ndarray, key: np.ndarray, keys: int, articles: int) -> None:
        self.keys = max(keys, 1)
        code = article * self.keys + key
        order = np.lexsort((who, code))
        self.who = who[order]
        self.code, self.start, self.size = np.unique(code[order], return_index=True, return_counts=True)
        self.key = self.code % self.keys
        # Each article's groups, which are contiguous: where they start and how many.
        article_of_group = self.code // self.keys
        self.first = np.searchsorted(article_of_group, np.arange(articles))
        self.count = np.bincount(article_of_group, minlength=articles)

    def of_articles(self, articles: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(index into ``articles``, group) for every group of each of ``articles``."""
        return _expand(self.first[articles], self.count[articles])

    def find(self, article: np.ndarray, key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(index into the arguments, group) where the group (article, key) exists."""
        wanted = article * self.keys + key
        at = np.minimum(np.searchsorted(self.code, wanted), len(self.code) - 1)
        hit = np.flatnonzero(self.code[at] == wanted)
        return hit, at[hit]

    def crossed(self, g: np.ndarray, h: np.ndarray) -> _Found:
        """Every pair of a member of group ``g[k]`` with one of group ``h[k]``, for each k."""
        k, offset = _expand(np.zeros_like(g), self.size[g] * self.size[h])
        across = self.size[h][k]
        return self.who[self.start[g][k] + offset // across], self.who[self.start[h][k] + offset % across]


def _expand(first: np.ndarray, size: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(k, first[k] + i) for each k and each i below size[k]: ranges laid end to end."""
    k = np.repeat(np.arange(len(size)), size)
    ends = np.cumsum(size)
    return k, first[k] + np.arange(len(k)) - (ends - size)[k]


def _word_pairs(
    members: list[View],
    article_of: np.ndarray,
    lemma_of: np.ndarray,
    lemmas: list[str],
    tables: Tables,
    near: _Near,
) -> list[_Found]:
    """Mentions of near articles whose lemmas may name one happening: the same lemma or partners.

    Two groups whose product passes :data:`MAX_LEMMA_GROUP` squared (or one group
    past it, with itself) give only their pairs that share an argument.
    """
    words = _Groups(np.arange(len(members)), article_of, lemma_of, len(lemmas), near.articles)
    # Each lemma's own and its partners' numbers, laid end to end.
    partners = _partner_lemmas(lemmas, tables)
    number = {lemma: n for n, lemma in enumerate(lemmas)}
    alike = [sorted({n, *(number[p] for p in partners.get(lemma, ()))}) for n, lemma in enumerate(lemmas)]
    alike_size = np.array([len(a) for a in alike], dtype=np.int64)
    alike_first = np.cumsum(alike_size) - alike_size
    alike_flat = np.fromiter(chain.from_iterable(alike), dtype=np.int64, count=int(alike_size.sum()))
    pair, g = words.of_articles(near.a)
    which, other = _expand(alike_first[words.key[g]], alike_size[words.key[g]])
    pair, g = pair[which], g[which]
    hit, h = words.find(near.b[pair], alike_flat[other])
    g = g[hit]
    small = words.size[g] * words.size[h] <= MAX_LEMMA_GROUP**2
    found = [words.crossed(g[small], h[small])]
    for x, y in zip(g[~small].tolist(), h[~small].tolist()):
        left = words.who[words.start[x] : words.start[x] + words.size[x]].tolist()
        right = words.who[words.start[y] : words.start[y] + words.size[y]].tolist()
        found.append(_sharing(left, right, members))
    return found


def _argument_pairs(members: list[View], article_of: np.ndarray, lemma_of: np.ndarray, near: _Near) -> _Found:
    """Mentions of near articles of one class of kg's lexicon (a decree, an amnesty) with an
    argument in common, their lemmas different; groups too large for it are left out."""
    kinds: dict[tuple[str, str], int] = {}
    who: list[int] = []
    kind: list[int] = []
    for position, v in enumerate(members):
        if v.mention.event_class not in ("other", "statement"):
            for entity in sorted(v.arguments):
                who.append(position)
                kind.append(kinds.setdefault((v.mention.event_class, entity), len(kinds)))
    if not who:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    at = np.array(who, dtype=np.int64)
    groups = _Groups(at, article_of[at], np.array(kind, dtype=np.int64), len(kinds), near.articles)
    pair, g = groups.of_articles(near.a)
    hit, h = groups.find(near.b[pair], groups.key[g])
    g = g[hit]
    small = groups.size[g] * groups.size[h] <= MAX_LEMMA_GROUP**2
    i, j = groups.crossed(g[small], h[small])
    differ = lemma_of[i] != lemma_of[j]
    return i[differ], j[differ]


def _capped(left: np.ndarray, right: np.ndarray, article_of: np.ndarray, near: _Near) -> _Found:
    """The pairs, keeping for each mention only its :data:`MAX_PARTNERS` nearest partners.

    A pair stays when it is among the nearest of either of its mentions, so
    the pairs are at most twice the cap a mention: linear in the story.
    Nearest means most alike articles first (its own before all), then the
    lower position.
    """
    count = len(article_of)
    degree = np.bincount(np.concatenate([left, right]), minlength=count)
    heavy = degree > MAX_PARTNERS
    if not heavy.any():
        return left, right
    # A mention with no more partners than the cap keeps them all: only the lists of the
    # others are ranked, each pair seen from its heavy side(s).
    on_left, on_right = heavy[left], heavy[right]
    place, places = near.ranks(article_of, left, right)
    source = np.concatenate([left[on_left], right[on_right]])
    target = np.concatenate([right[on_left], left[on_right]])
    place = np.concatenate([place[on_left], place[on_right]])
    if count * count * places < _PACKED:
        # Sorted as one packed number (mention, place, partner): one sort of integers,
        # where sorting three keys took most of the blocking of a large story.
        code = np.sort((source * places + place) * count + target)
        source, target = code // (places * count), code % count
    else:  # too many to pack in 64 bits: the same order by three keys
        order = np.lexsort((target, place, source))
        source, target = source[order], target[order]
    # Rank of each partner within its mention's list: position minus where the list starts.
    starts = np.concatenate([[0], np.cumsum(np.bincount(source, minlength=count))[:-1]])
    keep = np.arange(len(source)) - starts[source] < MAX_PARTNERS
    light = ~on_left | ~on_right
    found = [(left[light], right[light]), (source[keep], target[keep])]
    code = _unique_codes(found, count)
    return code // count, code % count


def _sharing(left: list[int], right: list[int], members: list[View]) -> _Found:
    """Pairs across two groups too large to cross whole: only those sharing an argument."""
    postings: dict[str, list[int]] = defaultdict(list)
    for i in left:
        for entity in members[i].arguments:
            postings[entity].append(i)
    out: list[tuple[int, int]] = []
    for j in right:
        for entity in members[j].arguments:
            group = postings.get(entity, [])
            if len(group) <= MAX_LEMMA_GROUP:
                out.extend((i, j) for i in group if i != j)
    pairs = np.array(out, dtype=np.int64).reshape(-1, 2)
    return pairs[:, 0], pairs[:, 1]


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
            # Only those at least as alike as the NEIGHBOURS-th are sorted: sorting each whole
            # row made a story's neighbours cost the square of its articles times a log.
            kth = np.partition(similarity, len(similarity) - NEIGHBOURS)[len(similarity) - NEIGHBOURS]
            alike = np.flatnonzero(similarity >= kth)
            nearest = alike[np.lexsort((np.abs(alike - me), -similarity[alike]))][:NEIGHBOURS]
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
        # Each lemma under every shorter ending of 4 letters or more ("quake" -> "earthquake"):
        # a look-up a lemma, where comparing every two lemmas was quadratic in the story.
        ending: dict[str, list[str]] = defaultdict(list)
        for b in lemmas:
            for cut in range(1, len(b) - 3):
                ending[b[cut:]].append(b)
        for a in lemmas:
            for b in ending.get(a, ()):
                if related(a, b):
                    join(a, b)
    return out
