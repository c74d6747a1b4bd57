"""Compact, read-only rows for the exports' graph: one tuple of values per node or edge.

After :func:`exporters.prepare.prepare` every node has every attribute name, in
one sorted order, and so has every edge: a dict per row repeats that layout
hundreds of thousands of times (a node's 36-key dict is 840 bytes, its values
as a tuple 330). A :class:`Row` keeps the values in a tuple and looks names up
in a :class:`Schema` all rows of one layout share. It is a read-only
``Mapping``, so writers, networkx and users read it as they read a dict.
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterator, KeysView, Mapping, Sequence
from itertools import repeat
from typing import Any

from kg.graph.nodes import Schema, Schemas
from kg.graph.schema import Scalar

__all__ = ["OneEdge", "Row", "RowColumns", "Schema", "Schemas"]


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


class RowColumns(Sequence[Row]):
    """Rows of one schema held as a column a name; each :class:`Row` is made as it is read.

    kg's edges reach the exports this way: a row and its tuple are 144 bytes, six column
    entries 48, and a graph of 100,000 articles has six million edges.

    >>> rows = RowColumns(Schema(["relation", "weight"]), [["agent", "patient"], [2, 1]])
    >>> len(rows), rows[1], list(rows)[0]["relation"], rows[:1]
    (2, Row({'relation': 'patient', 'weight': 1}), 'agent', [Row({'relation': 'agent', 'weight': 2})])
    """

    __slots__ = ("schema", "_columns")

    def __init__(self, schema: Schema, columns: Sequence[Sequence[Scalar]]) -> None:
        if len(columns) != len(schema.names) or not columns or len({len(c) for c in columns}) != 1:
            raise ValueError(f"{len(schema.names)} names need as many columns of one length, and at least one")
        self.schema = schema
        self._columns = columns

    def __len__(self) -> int:
        return len(self._columns[0])

    def __iter__(self) -> Iterator[Row]:
        return map(Row, repeat(self.schema), zip(*self._columns))

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return list(map(Row, repeat(self.schema), zip(*(c[index] for c in self._columns))))
        return Row(self.schema, tuple(c[index] for c in self._columns))

    def __repr__(self) -> str:
        return f"RowColumns({len(self)} rows of {list(self.schema.names)})"


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
