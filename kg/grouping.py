"""Grouping without order effects: disjoint sets (union-find) and majority votes.

Pure; the representative of a set and the winner of a tie never depend on the input's order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

# Items a union-find joins or a vote picks from: they must order, so that the
# representative and the winner of a tie do not depend on the order of the input.
T = TypeVar("T", int, str, tuple[Any, ...])


class UnionFind(Generic[T]):
    """Disjoint sets whose representative is the smallest member, whatever the merge order.

    Entity resolution joins name keys, event coreference mention numbers; ids made from
    the representative then stay the same from run to run.

    >>> groups = UnionFind[str]()
    >>> groups.union("gadhafi", "qaddafi"); groups.union("qaddafi", "gaddafi")
    >>> groups.find("qaddafi"), groups.find("libya")
    ('gaddafi', 'libya')
    """

    def __init__(self) -> None:
        self.parent: dict[T, T] = {}

    def find(self, item: T) -> T:
        """The representative of ``item``'s set (an unseen item is a set of its own)."""
        parent = self.parent
        parent.setdefault(item, item)
        root = item
        while parent[root] != root:
            root = parent[root]
        while parent[item] != root:  # path compression: later finds are one step
            parent[item], item = root, parent[item]
        return root

    def union(self, a: T, b: T) -> None:
        """Join the sets of ``a`` and ``b``; the smaller representative stays."""
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def majority(votes: Mapping[T, int] | Counter[T]) -> T:
    """The most voted item; a tie goes to the smallest, so the input order never decides.

    >>> majority(Counter(["ORG", "PERSON", "PERSON", "GPE", "GPE"]))
    'GPE'
    """
    return min(votes.items(), key=lambda kv: (-kv[1], kv[0]))[0]
