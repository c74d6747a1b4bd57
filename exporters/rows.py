"""Compact, read-only rows for the exports' graph: one tuple of values per node or edge.

After :func:`exporters.prepare.prepare` every node has every attribute name, in
one sorted order, and so has every edge: a dict per row repeats that layout
hundreds of thousands of times (a node's 36-key dict is 840 bytes, its values
as a tuple 330). A :class:`Row` keeps the values in a tuple and looks names up
in a :class:`Schema` all rows of one layout share. It is a read-only
``Mapping``, so writers, networkx and users read it as they read a dict.
"""

from __future__ import annotations

from collections.abc import Callable, ItemsView, Iterator, KeysView, Mapping, Sequence
from operator import itemgetter
from typing import Any

from kg.graph.schema import Scalar


class Schema:
    """The names of a row layout, in order, and where each one's value is."""

    __slots__ = ("index", "names", "_pickers")

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.index = {name: i for i, name in enumerate(self.names)}
        self._pickers: dict[tuple[str, ...], Callable[[tuple[Scalar, ...]], tuple[Scalar, ...]] | None] = {}

    def picker(self, names: tuple[str, ...]) -> Callable[[tuple[Scalar, ...]], tuple[Scalar, ...]] | None:
        """A function from a row's values to those of ``names``, in that order; None if one is missing.

        >>> Schema(["a", "b", "c"]).picker(("c", "a"))((1, 2, 3))
        (3, 1)
        """
        if names not in self._pickers:
            where = [self.index.get(name) for name in names]
            if None in where:
                self._pickers[names] = None
            elif len(where) == 1:
                only = where[0]
                self._pickers[names] = lambda values: (values[only],)
            else:
                self._pickers[names] = itemgetter(*where)
        return self._pickers[names]


class Schemas:
    """One :class:`Schema` per layout: rows made with the same names share one."""

    def __init__(self) -> None:
        self._known: dict[tuple[str, ...], Schema] = {}

    def __call__(self, names: Sequence[str]) -> Schema:
        key = tuple(names)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = Schema(key)
        return found


class Row(Mapping[str, Scalar]):
    """A node's or edge's attributes: a read-only mapping over a tuple of values.

    >>> row = Row(Schema(["kind", "label"]), ("event", "amnesty"))
    >>> row["label"], row.get("size", 0), list(row), row == {"kind": "event", "label": "amnesty"}
    ('amnesty', 0, ['kind', 'label'], True)
    """

    __slots__ = ("schema", "values_")

    def __init__(self, schema: Schema, values: tuple[Scalar, ...]) -> None:
        if len(values) != len(schema.names):
            raise ValueError(f"{len(values)} values for {len(schema.names)} names")
        self.schema = schema
        self.values_ = values

    def __getitem__(self, key: str) -> Scalar:
        return self.values_[self.schema.index[key]]

    def get(self, key: str, default: Any = None) -> Any:
        i = self.schema.index.get(key)
        return default if i is None else self.values_[i]

    def __contains__(self, key: object) -> bool:
        return key in self.schema.index

    def __iter__(self) -> Iterator[str]:
        return iter(self.schema.names)

    def __len__(self) -> int:
        return len(self.values_)

    def keys(self) -> KeysView[str]:
        return self.schema.index.keys()

    def items(self) -> ItemsView[str, Scalar]:
        return self.copy().items()

    def copy(self) -> dict[str, Scalar]:
        """The row as a new dict (what networkx's ``copy()`` asks an attribute dict for)."""
        return dict(zip(self.schema.names, self.values_))

    def __repr__(self) -> str:
        return f"Row({self.copy()!r})"


class OneEdge(Mapping[str, Row]):
    """The edges from one node to another in the exports' graph, when there is one: its key and row.

    networkx keeps a dict of key -> row for every pair of nodes an edge joins; most pairs have
    one edge, and a one-entry dict is 184 bytes, this 48. Read-only, as the rows are.

    >>> one = OneEdge("e1", Row(Schema(["weight"]), (2,)))
    >>> list(one.items()), len(one), "e1" in one, one.get("e2")
    ([('e1', Row({'weight': 2}))], 1, True, None)
    """

    __slots__ = ("key", "row")

    def __init__(self, key: str, row: Row) -> None:
        self.key = key
        self.row = row

    def __getitem__(self, key: str) -> Row:
        if key == self.key:
            return self.row
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        return self.row if key == self.key else default

    def __contains__(self, key: object) -> bool:
        return key == self.key

    def __iter__(self) -> Iterator[str]:
        return iter((self.key,))

    def __len__(self) -> int:
        return 1

    def items(self) -> ItemsView[str, Row]:
        return {self.key: self.row}.items()

    def copy(self) -> dict[str, Row]:
        return {self.key: self.row}

    def __repr__(self) -> str:
        return f"OneEdge({self.copy()!r})"
