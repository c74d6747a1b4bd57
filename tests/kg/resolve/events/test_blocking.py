"""The cap on a mention's partners keeps each mention's nearest ones, as a plain sort would."""

from __future__ import annotations

import random
from collections import defaultdict
from types import SimpleNamespace

from kg.resolve.events.blocking import MAX_PARTNERS, _capped


def _reference(pairs: set[tuple[int, int]], members: list, near: dict[tuple[str, str], float]) -> set[tuple[int, int]]:
    """Each mention's partners sorted by (closeness, position), the first MAX_PARTNERS kept."""
    partners: dict[int, list[tuple[float, int]]] = defaultdict(list)
    for i, j in pairs:
        a, b = members[i].key[0], members[j].key[0]
        closeness = 2.0 if a == b else near[(a, b) if a < b else (b, a)]
        partners[i].append((-closeness, j))
        partners[j].append((-closeness, i))
    return {(min(i, j), max(i, j)) for i, found in partners.items() for _, j in sorted(found)[:MAX_PARTNERS]}


def test_capped_keeps_the_nearest_partners_of_each_mention() -> None:
    rng = random.Random(7)
    articles = [f"a{n:02d}" for n in range(12)]
    # Few distinct cosines, so ties (copies of one wire story) are broken by position.
    near = {(a, b): rng.choice([0.2, 0.5, 0.5, 0.9]) for n, a in enumerate(articles) for b in articles[n + 1 :]}
    members = [SimpleNamespace(key=(rng.choice(articles), n)) for n in range(300)]
    pairs = {(i, j) for i in range(300) for j in range(i + 1, 300) if rng.random() < 0.3}
    kept = _capped(pairs, members, near)  # type: ignore[arg-type]
    assert kept == _reference(pairs, members, near)
    assert len(kept) < len(pairs)


def test_capped_leaves_pairs_alone_under_the_cap() -> None:
    members = [SimpleNamespace(key=("a", 0)), SimpleNamespace(key=("b", 1)), SimpleNamespace(key=("b", 2))]
    pairs = {(0, 1), (1, 2)}
    assert _capped(pairs, members, {("a", "b"): 0.4}) == pairs  # type: ignore[arg-type]
