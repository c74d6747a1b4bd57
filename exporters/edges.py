"""The exports' edges: their order and their ids.

:func:`~exporters.prepare.prepare` sorts a graph's edges by ends, relation and key and gives each
an id made from what it is (:func:`edge_id`), on columns (:class:`~kg.graph.table.EdgeColumns`):
a large corpus has millions of edges, where a tuple an edge, a sort key an edge and a set of
every id would each be many times the columns.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

import numpy as np

from kg.ids import IdPool


def edge_id(source: str, target: str, relation: str) -> str:
    """An edge's id in every export: ``e`` and 16 hex digits of a digest of its ends and relation.

    Made from what the edge is, not where it sorts, so an edge keeps its id
    when a rebuild adds others: Gephi's "append to existing workspace" matches
    edges by id, and would otherwise write today's edge over yesterday's other
    edge of the same number. Not from the networkx key: keys networkx numbers
    itself follow insertion order, which must not change the files.

    >>> edge_id("event:summit-2010-06-08", "entity:maria-lopez", "agent")
    'ee147d131978156ea'
    """
    payload = f"{len(source)}:{source}{len(target)}:{target}{relation}".encode("utf-8", "surrogatepass")
    return "e" + hashlib.blake2b(payload, digest_size=8).hexdigest()


def edge_order(
    sources: list[str], targets: list[str], relations: list[str], keys: list[str], rows: list[Any]
) -> list[int] | None:
    """The positions of the edges sorted by ends, relation and key, or ``None`` when they are so
    already, with no two alike (kg's own graphs are: no sort keys are made for them).

    Where two edges have the same ends, relation and key (only once keys are made strings),
    their attributes decide, so the order never depends on the order they were added in.
    """

    def at(i: int) -> tuple[str, str, str, str]:
        return sources[i], targets[i], relations[i], keys[i]

    count = len(sources)
    if all(at(i) < at(i + 1) for i in range(count - 1)):
        return None
    order = sorted(range(count), key=at)
    if any(at(a) == at(b) for a, b in zip(order, order[1:])):
        order = sorted(range(count), key=lambda i: (*at(i), sorted(map(repr, rows[i].items()))))
    return order


def edge_keys(sources: list[str], targets: list[str], relations: list[str]) -> EdgeKeyColumn:
    """Each edge's :func:`edge_id`; a repeat (parallel edges of one relation, or a digest
    clash) becomes id-2, id-3... in order, as an :class:`~kg.ids.IdPool` of them all would
    number them. Only repeated ids go through a pool: one of every edge was a set of
    millions of strings at 100,000 articles.

    >>> keys = edge_keys(["a", "a", "b"], ["b", "b", "a"], ["r", "r", "r"])
    >>> list(keys) == [edge_id("a", "b", "r"), edge_id("a", "b", "r") + "-2", edge_id("b", "a", "r")]
    True
    """
    # The digests as 8-byte numbers: the ids are spelt from them when read, and numpy finds
    # their repeats by sorting them.
    digests = np.fromiter(
        (int(edge_id(u, v, r)[1:], 16) for u, v, r in zip(sources, targets, relations, strict=True)),
        dtype=np.uint64,
        count=len(sources),
    )
    values, counts = np.unique(digests, return_counts=True)
    repeated = values[counts > 1]
    del values, counts
    numbered: dict[int, str] = {}
    if len(repeated):
        pool = IdPool()
        for i in np.flatnonzero(np.isin(digests, repeated)).tolist():
            key = _spelt(int(digests[i]))
            claimed = pool.claim(key)
            if claimed != key:
                numbered[i] = claimed
    return EdgeKeyColumn(digests, numbered)


def _spelt(digest: int) -> str:
    return f"e{digest:016x}"


class EdgeKeyColumn(Sequence[str]):
    """Edge ids as 8-byte digests, each spelt (``e`` and 16 hex digits, or a numbered repeat's
    id) as it is read: a string an edge was 66 bytes, for every edge of the graph."""

    __slots__ = ("_digests", "_numbered")

    def __init__(self, digests: np.ndarray, numbered: dict[int, str]) -> None:
        self._digests, self._numbered = digests, numbered

    def __len__(self) -> int:
        return len(self._digests)

    def __iter__(self) -> Iterator[str]:
        numbered = self._numbered
        for start in range(0, len(self._digests), 1 << 16):  # a slice of Python ints at a time
            digests = self._digests[start : start + (1 << 16)].tolist()
            if not numbered:
                yield from map(_spelt, digests)
                continue
            for i, digest in enumerate(digests, start):
                yield numbered.get(i) or _spelt(digest)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return self._numbered.get(index) or _spelt(int(self._digests[index]))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return repr(list(self))


def in_sorted_order(nodes: Iterable[str]) -> bool:
    """Whether ``nodes`` are in sorted order, no two alike. A prepared graph's nodes are, unless
    an id had to be cleaned; walking its adjacency then yields the edges in the order
    :func:`edge_order` gives them."""
    nodes = iter(nodes)
    previous = next(nodes, None)
    if previous is None:
        return True
    for node in nodes:
        if not previous < node:
            return False
        previous = node
    return True
