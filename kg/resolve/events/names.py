"""Whether two articles name the same doers: one topic's look-alike happenings do not.

Two articles can tell two happenings of one kind (two stars' stays in rehab, two players'
arrests): their words, and so their whole TF-IDF cosine, are alike, but the parties they name
as doing things are not. Two reports of one happening most often name one doer in common.
The pair scorer weighs this beside the articles' cosine (:data:`~kg.resolve.events.features.FEATURES`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from kg.resolve.events.features import Brief


def doers_of(members: Iterable[Brief]) -> dict[str, frozenset[str]]:
    """Article id -> the entity ids its event mentions name as agents (all its mentions given)."""
    out: dict[str, set[str]] = {}
    for v in members:
        out.setdefault(v.key[0], set()).update(v.agents)
    return {a: frozenset(s) for a, s in out.items()}


def doers_apart(doers: Mapping[str, frozenset[str]], wanted: Sequence[tuple[str, str]]) -> dict[tuple[str, str], float]:
    """1.0 for each pair of articles that both name doers and share none, else 0.0."""
    return {
        (a, b): float(bool(doers.get(a)) and bool(doers.get(b)) and doers[a].isdisjoint(doers[b])) for a, b in wanted
    }
