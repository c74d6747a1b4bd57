"""A corpus's event mentions grouped by cluster, without a list for every cluster.

Joining events across stories and building them both walk the mentions cluster by
cluster. A dict of a list for each cluster (an int, a list and a dict entry, about
150 bytes a cluster) came to hundreds of megabytes at 100,000 articles, held at the
end of resolution, the build's peak. Here the grouping is three integer arrays, and
a cluster's list of mentions is made only while it is read.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Generic, TypeVar

import numpy as np

T = TypeVar("T")


class Clusters(Generic[T]):
    """``items`` grouped by ``cluster_of`` (item number -> its cluster's number), clusters in number order.

    A cluster's members come in item order. ``roots`` are the clusters' numbers, sorted.

    >>> groups = Clusters(["a", "b", "c", "d"], np.array([2, 0, 2, 0]))
    >>> groups.roots.tolist(), groups.members(2), len(groups)
    ([0, 2], ['a', 'c'], 2)
    >>> list(groups)
    [(0, ['b', 'd']), (2, ['a', 'c'])]
    """

    def __init__(self, items: Sequence[T], cluster_of: np.ndarray) -> None:
        self.items = items
        # Stable: members stay in item order within their cluster.
        self.order = np.argsort(cluster_of, kind="stable")
        ranked = cluster_of[self.order]
        starts = np.flatnonzero(np.concatenate(([True], ranked[1:] != ranked[:-1]))) if len(ranked) else ranked
        self.roots: np.ndarray = ranked[starts]
        self.bounds = np.append(starts, len(ranked)).astype(np.int64)

    def __len__(self) -> int:
        return len(self.roots)

    def at(self, position: int) -> list[T]:
        """The members of the ``position``-th cluster (in number order)."""
        items = self.items
        return [items[n] for n in self.order[self.bounds[position] : self.bounds[position + 1]].tolist()]

    def numbers_at(self, position: int) -> np.ndarray:
        """The item numbers of the ``position``-th cluster's members."""
        return self.order[self.bounds[position] : self.bounds[position + 1]]

    def position(self, root: int) -> int:
        """Where cluster ``root`` is among :attr:`roots`; a ``KeyError`` for no such cluster."""
        found = int(np.searchsorted(self.roots, root))
        if found == len(self.roots) or self.roots[found] != root:
            raise KeyError(root)
        return found

    def members(self, root: int) -> list[T]:
        """The members of cluster ``root``."""
        return self.at(self.position(root))

    def __iter__(self) -> Iterator[tuple[int, list[T]]]:
        for position, root in enumerate(self.roots.tolist()):
            yield root, self.at(position)
