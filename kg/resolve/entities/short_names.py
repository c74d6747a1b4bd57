"""Short names ("Obama", "Colts") joined to the full name they stand for.

Across the corpus a one-word name joins the only full name it can shorten: a
person's surname or first name, a team's or company's last word ("Colts" for
"Indianapolis Colts"). When several full names fit ("Smith": "John Smith",
"Anna Smith"), each article's short name joins the full name its story
writes: the one named in the articles at least as alike as the stories' cut
(:data:`kg.resolve.stories.STORY_DISTANCE`), weighed by likeness. Two Smiths
of two unrelated stories so stay two people.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence

import numpy as np

from kg.model import Extraction
from kg.resolve.similarity import article_vectors
from kg.resolve.stories import STORY_DISTANCE
from kg.util import UnionFind, majority

MentionKey = tuple[str, int]
# Types a short name is looked up under, and the full names it may shorten.
FULL_TYPES = ("PERSON", "ORG")
# A person's full name has at most this many words; a longer "name" is a mis-read phrase ("Colts QB Andrew Luck").
MAX_PERSON_WORDS = 3
# Articles of one full name compared with a short name's article: enough for a story.
MAX_ARTICLES = 200
# The best full name must weigh this many times the next one.
MARGIN = 2.0


def full_names(key_type: dict[str, str]) -> dict[tuple[str, str], set[str]]:
    """(word, type) -> the multi-word names of that type it may shorten.

    People by first or last word, organisations by last word ("Colts"): an
    organisation's first word is usually a place or an owner ("Indianapolis").
    """
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for key, kind in key_type.items():
        words = key.split()
        if len(words) < 2 or (kind == "PERSON" and len(words) > MAX_PERSON_WORDS):
            continue
        if kind == "PERSON":
            out[(words[0], kind)].add(key)
        if kind in FULL_TYPES:
            out[(words[-1], kind)].add(key)
    return out


def join_short_names(groups: UnionFind[str], key_type: dict[str, str]) -> None:
    """A one-word person or organisation name joins the only full name of its type it shortens.

    A word that starts an organisation's name ("Ford" of "Ford Motor") stays
    apart: it may be the company or the person.
    """
    candidates = full_names(key_type)
    org_stems = {k.split()[0] for k, kind in key_type.items() if kind == "ORG" and " " in k}
    for key in sorted(key_type):
        kind = key_type[key]
        if " " in key or len(key) < 3 or key in org_stems or kind not in FULL_TYPES:
            continue
        roots = {groups.find(c) for c in candidates.get((key, kind), ())}
        if len(roots) == 1:
            groups.union(key, next(iter(roots)))


def story_short_names(
    extractions: Sequence[Extraction],
    keys: dict[MentionKey, str],
    groups: UnionFind[str],
    key_type: dict[str, str],
) -> dict[MentionKey, str]:
    """(article id, mention index) -> the full name key a short name stands for in its story.

    Only short names the corpus-wide join left apart from every full name
    they may shorten; the article's own type for the short name chooses
    which full names (a "Ford" tagged PERSON is not the carmaker).
    """
    candidates = full_names(key_type)
    # (article, short key, type) -> the mentions; key -> the articles naming it, and how often.
    wanted: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    types: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    named: dict[str, Counter[str]] = defaultdict(Counter)
    for ex in extractions:
        aid = ex.article.id
        for number, m in enumerate(ex.mentions):
            key = keys[(aid, number)]
            named[key][aid] += 1
            if " " not in key and len(key) >= 3:
                types[(aid, key)][m.type] += 1
    for ex in extractions:
        aid = ex.article.id
        for number in range(len(ex.mentions)):
            key = keys[(aid, number)]
            if (aid, key) not in types:
                continue
            kind = majority(types[(aid, key)])
            fulls = candidates.get((key, kind), set())
            if fulls and groups.find(key) not in {groups.find(c) for c in fulls}:
                wanted[(aid, key, kind)].append(number)
    if not wanted:
        return {}
    ordered = sorted(extractions, key=lambda ex: ex.article.id)
    prelim = {mk: groups.find(k) for mk, k in keys.items()}
    vectors = article_vectors(ordered, prelim)
    row = vectors.row()
    # Each full name's first articles as rows and counts, made once: a full name
    # is a candidate of many short names (at 10,000 articles, sorting them again
    # for each, and holding every pair as strings at once, took 2.6 GB and most
    # of the entity step's time).
    others: dict[str, tuple[np.ndarray, list[int]]] = {}
    for full in sorted({f for key_kind in {(k, kind) for _, k, kind in wanted} for f in candidates[key_kind]}):
        first = sorted(named[full])[:MAX_ARTICLES]
        others[full] = (np.array([row[o] for o in first], dtype=np.int64), [named[full][o] for o in first])
    scores: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    best_key: dict[tuple[str, str, str], str] = {}
    for chunk in _chunks(sorted(wanted), candidates, others):
        left = np.concatenate([np.full(len(others[full][0]), row[aid], dtype=np.int64) for aid, _, full in chunk])
        right = np.concatenate([others[full][0] for _, _, full in chunk])
        cosines = vectors.cosines(left, right).tolist()
        at = 0
        for aid, key, full in chunk:
            rows, counts = others[full]
            for other, cosine, count in zip(rows.tolist(), cosines[at : at + len(rows)], counts):
                likeness = 1.0 if other == row[aid] else cosine
                if likeness >= 1 - STORY_DISTANCE:
                    root = groups.find(full)
                    scores[(aid, key)][root] += likeness * count
                    best_key.setdefault((aid, key, root), full)
            at += len(rows)
    out: dict[MentionKey, str] = {}
    for (aid, key, _kind), numbers in sorted(wanted.items()):
        ranked = sorted(scores[(aid, key)].items(), key=lambda kv: (-kv[1], kv[0]))
        if ranked and (len(ranked) == 1 or ranked[0][1] >= MARGIN * ranked[1][1]):
            for number in numbers:
                out[(aid, number)] = best_key[(aid, key, ranked[0][0])]
    return out


# Pairs of (short name's article, full name's article) compared at once: a bounded batch.
_PAIRS_AT_ONCE = 1 << 18


def _chunks(
    wanted: list[tuple[str, str, str]],
    candidates: dict[tuple[str, str], set[str]],
    others: dict[str, tuple[np.ndarray, list[int]]],
) -> Iterator[list[tuple[str, str, str]]]:
    """(article, short key, full key) in the order of ``wanted`` and each one's sorted
    candidates, cut into runs of about :data:`_PAIRS_AT_ONCE` article pairs."""
    chunk: list[tuple[str, str, str]] = []
    size = 0
    for aid, key, kind in wanted:
        for full in sorted(candidates[(key, kind)]):
            chunk.append((aid, key, full))
            size += len(others[full][0])
            if size >= _PAIRS_AT_ONCE:
                yield chunk
                chunk, size = [], 0
    if chunk:
        yield chunk
