"""Blocking: the pairs found as array joins are the pairs a plain loop over articles and
lemmas finds, and the cap keeps each mention's nearest partners, as a plain sort would."""

from __future__ import annotations

import random
from collections import defaultdict
from types import SimpleNamespace

import numpy as np
import pytest

from kg.resolve.events import blocking
from kg.resolve.events.blocking import MAX_PARTNERS, _capped, _Near, candidate_pairs


def _reference_cap(pairs: set[tuple[int, int]], members: list, near: dict, cap: int) -> set[tuple[int, int]]:
    """Each mention's partners sorted by (closeness, position), the first ``cap`` kept."""
    partners: dict[int, list[tuple[float, int]]] = defaultdict(list)
    for i, j in pairs:
        a, b = members[i].key[0], members[j].key[0]
        closeness = 2.0 if a == b else near[(a, b) if a < b else (b, a)]
        partners[i].append((-closeness, j))
        partners[j].append((-closeness, i))
    return {(min(i, j), max(i, j)) for i, found in partners.items() for _, j in sorted(found)[:cap]}


def _cap(pairs: set[tuple[int, int]], members: list, near: dict) -> set[tuple[int, int]]:
    """:func:`_capped` called with the numbers :func:`candidate_pairs` gives it."""
    articles = sorted({m.key[0] for m in members})
    number = {a: n for n, a in enumerate(articles)}
    article_of = np.array([number[m.key[0]] for m in members])
    ordered = sorted(pairs)
    left, right = _capped(
        np.array([i for i, _ in ordered], dtype=np.int64),
        np.array([j for _, j in ordered], dtype=np.int64),
        article_of,
        _Near(near, articles),
    )
    return set(zip(left.tolist(), right.tolist()))


def _near(articles: list[str], rng: random.Random) -> dict[tuple[str, str], float]:
    # Few distinct cosines, so ties (copies of one wire story) are broken by position.
    return {(a, b): rng.choice([0.2, 0.5, 0.5, 0.9]) for n, a in enumerate(articles) for b in articles[n + 1 :]}


@pytest.mark.parametrize("packed", [True, False], ids=["packed", "three-keys"])
def test_capped_keeps_the_nearest_partners_of_each_mention(packed: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    if not packed:  # as if the codes did not fit 64 bits: the three-key sort must keep the same
        monkeypatch.setattr(blocking, "_PACKED", 0)
    rng = random.Random(7)
    articles = [f"a{n:02d}" for n in range(12)]
    near = {(a, a): 1.0 for a in articles} | _near(articles, rng)
    members = [SimpleNamespace(key=(rng.choice(articles), n)) for n in range(300)]
    pairs = {(i, j) for i in range(300) for j in range(i + 1, 300) if rng.random() < 0.3}
    kept = _cap(pairs, members, near)
    assert kept == _reference_cap(pairs, members, near, MAX_PARTNERS)
    assert len(kept) < len(pairs)


def test_capped_leaves_pairs_alone_under_the_cap() -> None:
    members = [SimpleNamespace(key=("a", 0)), SimpleNamespace(key=("b", 1)), SimpleNamespace(key=("b", 2))]
    pairs = {(0, 1), (1, 2)}
    assert _cap(pairs, members, {("a", "a"): 1.0, ("a", "b"): 0.4, ("b", "b"): 1.0}) == pairs


LEMMAS = ["free", "release", "pardon", "amnesty", "say", "vote", "election", "elect"]
CLASSES = ["legal", "legal", "other", "statement", "politics"]


def _story(rng: random.Random, articles: int, mentions: int) -> list[SimpleNamespace]:
    """Mentions of a few lemmas and classes in a few articles, arguments from a small pool."""
    out = []
    for n in range(mentions):
        lemma = rng.choice(LEMMAS)
        mention = SimpleNamespace(lemma=lemma, event_class=rng.choice(CLASSES))
        arguments = frozenset(rng.sample(["e1", "e2", "e3", "e4", "e5"], rng.randint(0, 2)))
        out.append(SimpleNamespace(key=(f"a{rng.randrange(articles):02d}", n), mention=mention, arguments=arguments))
    for v in out:
        v.setting_of = out[rng.randrange(len(out))].key if rng.random() < 0.05 else None
        if v.setting_of == v.key:
            v.setting_of = None
    return out


def _reference_pairs(members: list, partners: dict, near: dict, group: int, cap: int) -> list[tuple[int, int]]:
    """The candidate pairs as a plain loop over near articles, lemma groups and arguments."""
    by_word: dict[tuple[str, str], list[int]] = defaultdict(list)
    by_kind: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for n, v in enumerate(members):
        by_word[(v.key[0], v.mention.lemma)].append(n)
        if v.mention.event_class not in ("other", "statement"):
            for entity in v.arguments:
                by_kind[(v.key[0], v.mention.event_class, entity)].append(n)
    out: set[tuple[int, int]] = set()
    for a, b in near:
        for (article, lemma), left in list(by_word.items()):
            if article != a:
                continue
            for other in {lemma, *partners.get(lemma, ())}:
                right = by_word.get((b, other), [])
                if len(left) * len(right) <= group**2:
                    out |= {(min(i, j), max(i, j)) for i in left for j in right if i != j}
                else:  # only the pairs with an argument in common
                    out |= {
                        (min(i, j), max(i, j))
                        for i in left
                        for j in right
                        if i != j and members[i].arguments & members[j].arguments
                    }
        for (article, event_class, entity), left in list(by_kind.items()):
            right = by_kind.get((b, event_class, entity), [])
            if article == a and len(left) * len(right) <= group**2:
                out |= {
                    (min(i, j), max(i, j))
                    for i in left
                    for j in right
                    if members[i].mention.lemma != members[j].mention.lemma
                }
    out = _reference_cap(out, members, near, cap)
    position = {v.key: n for n, v in enumerate(members)}
    out |= {
        (min(n, position[v.setting_of]), max(n, position[v.setting_of])) for n, v in enumerate(members) if v.setting_of
    }
    return sorted(out)


@pytest.mark.parametrize("seed", range(12))
def test_candidate_pairs_are_those_of_a_plain_loop(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(seed)
    articles = rng.randint(1, 15)
    members = _story(rng, articles, rng.randint(1, 120))
    names = sorted({v.key[0] for v in members})
    # The article pairs compared: each with itself, and a random half of the others.
    near = {(a, a): 1.0 for a in names} | {k: c for k, c in _near(names, rng).items() if rng.random() < 0.5}
    near = dict(sorted(near.items()))
    monkeypatch.setattr(blocking, "_near_articles", lambda *_: near)
    partners = {"free": {"release"}, "release": {"free"}, "elect": {"election"}, "election": {"elect"}}
    # As _partner_lemmas does: only lemmas of the story, each side.
    monkeypatch.setattr(blocking, "_partner_lemmas", lambda ls, _: {k: partners.get(k, set()) & set(ls) for k in ls})
    # Limits small enough for a test story to pass them.
    group, cap = rng.choice([(3, 4), (5, 20), (200, 20)])
    monkeypatch.setattr(blocking, "MAX_LEMMA_GROUP", group)
    monkeypatch.setattr(blocking, "MAX_PARTNERS", cap)
    got = candidate_pairs(members, None, None, {})  # type: ignore[arg-type]
    assert got == _reference_pairs(members, partners, near, group, cap)


def test_partner_lemmas_are_every_pair_a_plain_comparison_finds() -> None:
    """Word families found by endings looked up, as comparing every two lemmas finds them."""
    from kg.resolve.events.blocking import _partner_lemmas
    from kg.resolve.events.stems import related, stem

    rng = random.Random(3)
    words = [
        "quake",
        "earthquake",
        "fire",
        "wildfire",
        "shock",
        "aftershock",
        "election",
        "reelection",
        "elect",
        "vote",
        "revote",
    ]
    lemmas = sorted({*words, *("".join(rng.choices("aeiklnorst", k=rng.randint(2, 9))) for _ in range(400))})
    tables = SimpleNamespace(pair_rate={("vote", "election"): 0.5, ("free", "release"): 0.4})
    expected: dict[str, set[str]] = defaultdict(set)
    for a in lemmas:
        for b in lemmas:
            if a != b and (
                (a, b) in tables.pair_rate
                or (b, a) in tables.pair_rate
                or stem(a) == stem(b)
                or (len(a) >= 4 and b.endswith(a) and related(a, b))
                or (len(b) >= 4 and a.endswith(b) and related(b, a))
            ):
                expected[a].add(b)
    got = _partner_lemmas(lemmas, tables)  # type: ignore[arg-type]
    assert {k: v for k, v in got.items() if v} == dict(expected)
    assert "earthquake" in got["quake"] and "wildfire" in got["fire"]
    assert "aftershock" not in got["shock"]  # a later quake than the shock: no compound of it


def test_near_articles_are_each_rows_nearest_by_a_full_sort() -> None:
    """Each article's NEIGHBOURS most alike, ties (copies) broken by distance, as sorting whole rows finds."""
    from scipy.sparse import csr_matrix

    from kg.resolve.events.blocking import NEIGHBOURS, _near_articles

    rng = np.random.default_rng(5)
    n = 300
    # Few distinct rows: many exact ties, as copies of one wire story make.
    rows = rng.integers(0, 3, size=(12, 8)).astype(float)
    matrix = csr_matrix(rows[rng.integers(0, 12, size=n)])
    articles = [f"a{k:03d}" for k in range(n)]
    got = _near_articles(articles, SimpleNamespace(matrix=matrix), {a: k for k, a in enumerate(articles)})  # type: ignore[arg-type]
    dense = (matrix @ matrix.T).toarray()
    expected: dict[tuple[int, int], float] = {(k, k): 1.0 for k in range(n)}
    for me in range(n):
        similarity = dense[me].copy()
        similarity[me] = -1.0
        for o in np.lexsort((np.abs(np.arange(n) - me), -similarity))[:NEIGHBOURS]:
            expected[(min(me, int(o)), max(me, int(o)))] = float(similarity[o])
    assert got == {(articles[a], articles[b]): v for (a, b), v in sorted(expected.items())}
