"""The exports' edges: their order, their ids, and the columns the writers read them from.

:func:`~exporters.prepare.prepare` sorts a graph's edges by ends, relation and key, gives each
an id made from what it is (:func:`edge_id`), and keeps them as columns
(:class:`EdgeColumns`): millions of edges at 100,000 articles, where a tuple an edge, a sort key
an edge and a set of every id each cost hundreds of megabytes.
"""

from __future__ import annotations

import hashlib
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

import numpy as np

from exporters.rows import Row
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


class EdgeColumns(Sequence[tuple[str, str, str, Row]]):
    """A prepared graph's edges in order as four columns, read as ``(u, v, key, row)`` tuples.

    What :func:`~exporters.prepare.edge_list` gives for a graph :func:`~exporters.prepare.prepare`
    made: the writers walk every edge several times, and a list of tuples was 80 bytes an edge
    beside the graph (and a copy of its pages in the second export process).
    """

    __slots__ = ("_sources", "_targets", "_keys", "_rows")

    def __init__(self, sources: list[str], targets: list[str], keys: Sequence[str], rows: Sequence[Row]) -> None:
        self._sources, self._targets, self._keys, self._rows = sources, targets, keys, rows

    def __len__(self) -> int:
        return len(self._keys)

    @property
    def sources(self) -> Sequence[str]:
        """Each edge's source, in order."""
        return self._sources

    @property
    def rows(self) -> Sequence[Row]:
        """Each edge's row, in order (a :class:`~exporters.rows.RowColumns` for kg's own edges)."""
        return self._rows

    @property
    def targets(self) -> Sequence[str]:
        """Each edge's target, in order."""
        return self._targets

    def starting_at(self, node: str) -> list[tuple[str, str, str, Row]]:
        """The edges whose source is ``node``, in order; the columns must be sorted by source
        (as :func:`edge_order` sorts them).

        >>> from exporters.rows import Schema
        >>> rows = [Row(Schema(["weight"]), (n,)) for n in (1, 2, 3)]
        >>> EdgeColumns(["a", "b", "b"], ["b", "a", "c"], ["k1", "k2", "k3"], rows).starting_at("b")
        [('b', 'a', 'k2', Row({'weight': 2})), ('b', 'c', 'k3', Row({'weight': 3}))]
        """
        start = bisect_left(self._sources, node)
        return self[start : bisect_right(self._sources, node, lo=start)]

    def __iter__(self) -> Iterator[tuple[str, str, str, Row]]:
        return zip(self._sources, self._targets, self._keys, self._rows)

    @overload
    def __getitem__(self, index: int) -> tuple[str, str, str, Row]: ...
    @overload
    def __getitem__(self, index: slice) -> list[tuple[str, str, str, Row]]: ...
    def __getitem__(self, index: int | slice) -> tuple[str, str, str, Row] | list[tuple[str, str, str, Row]]:
        if isinstance(index, slice):
            return list(zip(self._sources[index], self._targets[index], self._keys[index], self._rows[index]))
        return self._sources[index], self._targets[index], self._keys[index], self._rows[index]

    def __repr__(self) -> str:
        return repr(list(self))
