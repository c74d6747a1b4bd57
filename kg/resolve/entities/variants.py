"""Transliteration and spelling variants of one name ("Qadhafi", "Qaddafi") joined by fuzzy matching.

Two name keys of one type join when their strings are close (:data:`FUZZY_THRESHOLD`), they
have the same shape, and they share context (a neighbouring name) in some article. Candidate
pairs are found in blocks by length, scored a block of rows at a time, never every pair.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence

import numpy as np
from rapidfuzz import fuzz, process

from kg.grouping import UnionFind
from kg.model import Extraction
from kg.resolve.entities.places import place_named

FUZZY_THRESHOLD = 85.0


def neighbours(extractions: Sequence[Extraction], keys: dict[tuple[str, int], str]) -> dict[str, set[str]]:
    """For each name key, the other names its articles mention: its context."""
    out: dict[str, set[str]] = defaultdict(set)
    for ex in extractions:
        named = {keys[(ex.article.id, number)] for number in range(len(ex.mentions))}
        for key in named:
            out[key] |= named
    return out


def join_variants(groups: UnionFind[str], key_type: dict[str, str], context: dict[str, set[str]]) -> None:
    """Spelling variants of one transliterated name ("Gharib" / "Ghraib").

    Guarded three ways: same type, near-equal length ("Austria" is not
    "Australia"), and a shared context (the articles name someone in common).
    """
    blocks: dict[tuple[str, str, int], list[str]] = defaultdict(list)
    for key, kind in key_type.items():
        if len(key) >= 5:
            blocks[(kind, key[0], len(key.split()))].append(key)
    for block in blocks.values():
        block.sort()
        for i, near in _candidates(block):
            a = block[i]
            for b in (block[j] for j in near):
                # Two names already one entity need no more tests: joining them again changes
                # nothing. Many spellings of one name are each other's candidates, so many
                # pairs are such (13,804 of the 28,270 at the ratio, 10,000 synthetic articles).
                if (
                    fuzz.ratio(a, b) >= FUZZY_THRESHOLD
                    and groups.find(a) != groups.find(b)
                    and _same_shape(a, b)
                    and _share_context(groups, context, a, b)
                    and not _two_known_places(a, b)
                ):
                    groups.union(a, b)


def _candidates(block: list[str]) -> Iterator[tuple[int, list[int]]]:
    """Each name's index with the later names of its block that may be its variant.

    Only names within one character of length can be variants; names of several
    words only if all their words but one are the same (:func:`_same_shape`);
    one-word names only if RapidFuzz, comparing the block in C++, scores them
    at the threshold. Later names come in order, as all pairs would (the
    unions depend on it).
    """
    if len(block[0].split()) > 1:  # a block's names have one number of words
        others: dict[tuple[int, tuple[str, ...]], list[int]] = defaultdict(list)
        for index, key in enumerate(block):
            words = key.split()
            for at in range(len(words)):
                others[(at, tuple(words[:at] + words[at + 1 :]))].append(index)
        for i, a in enumerate(block):
            words = a.split()
            yield (
                i,
                sorted(
                    {
                        j
                        for at in range(len(words))
                        for j in others[(at, tuple(words[:at] + words[at + 1 :]))]
                        if j > i and abs(len(block[j]) - len(a)) <= 1
                    }
                ),
            )
        return
    # Compared only with names within one character of their length: a block spans many lengths.
    lengths = np.fromiter((len(k) for k in block), dtype=np.int64, count=len(block))
    within = {n: np.flatnonzero(np.abs(lengths - n) <= 1) for n in np.unique(lengths).tolist()}
    names = {n: [block[j] for j in at.tolist()] for n, at in within.items()}
    for start in range(0, len(block), _ROWS):
        rows = np.arange(start, min(start + _ROWS, len(block)))
        found: dict[int, list[int]] = {}
        for n in np.unique(lengths[rows]).tolist():
            mine = rows[lengths[rows] == n]
            first = int(np.searchsorted(within[n], mine[0], side="right"))  # only later names
            # A hair under the threshold: float32 scores are only a first sieve.
            scores = process.cdist(
                [block[i] for i in mine.tolist()],
                names[n][first:],
                scorer=fuzz.ratio,
                score_cutoff=FUZZY_THRESHOLD - 0.01,
                dtype=np.float32,
            )
            for row, i in enumerate(mine.tolist()):
                later = within[n][first + np.flatnonzero(scores[row])]
                found[i] = later[later > i].tolist()
        for i in rows.tolist():
            yield i, found[i]


# Rows of one-word names scored at a time: a chunk's scores are held, never the whole matrix's.
_ROWS = 1024


def _share_context(groups: UnionFind[str], context: dict[str, set[str]], a: str, b: str) -> bool:
    """Compared as resolved entities, so "US" beside one and "United States" beside the other count.

    A name in both contexts settles it with one set intersection, in C over the
    smaller set. A frequent name's context holds thousands of names, and looking
    each up in ``groups`` for every candidate pair grew faster than the corpus
    (73x the time for 10x the articles). Only contexts that share no name itself
    are compared group by group.
    """
    ours, theirs = sorted((context[a], context[b]), key=len)
    common = ours & theirs
    if len(common) > (a in common) + (b in common):
        return True
    found = {groups.find(k) for k in ours if k != a and k != b}
    return any(groups.find(k) in found for k in theirs if k != a and k != b)


def _two_known_places(a: str, b: str) -> bool:
    """Whether both names are places the gazetteer knows as two places: "Iceland" beside "Ireland"
    in a list of NATO's members is no misspelling of it. Asked last, of the few pairs that pass
    every other test, so a build without such a pair never reads the table."""
    first = place_named(a)
    if first is None:
        return False
    second = place_named(b)
    return second is not None and second != first


def _same_shape(a: str, b: str) -> bool:
    """Variants differ inside words, not by a whole different word or a number."""
    wa, wb = a.split(), b.split()
    differing = [(x, y) for x, y in zip(wa, wb) if x != y]
    return len(differing) <= 1 and all(x[0] == y[0] and not x.isdigit() for x, y in differing)
