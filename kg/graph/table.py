"""The graph as tables: what kg's graph stage makes, every export reads, and networkx is built from.

A :class:`GraphTable` is a node table (node id -> a :class:`Row` of its attributes) and edge
columns (:class:`EdgeColumns`: source, target, key and a row for each edge). The graph stage
(:func:`kg.graph.build.corpus_table`) makes one, edges keyed by relation; the exporters
normalise it (:func:`exporters.prepare.prepare`) into another, and write from that;
:meth:`GraphTable.to_networkx` makes a networkx ``MultiDiGraph`` of the same nodes and edges
when a caller wants one (``build.graph`` in the Python API).

Tables because a large corpus has millions of nodes and edges: networkx keeps a dict of
attributes for every node and edge and two adjacency dicts for every node, many times what the
same values take as rows that share their layout (a :class:`Schema`) and as columns.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, ItemsView, Iterable, Iterator, KeysView, Mapping, Sequence
from itertools import islice, repeat
from operator import itemgetter
from typing import Any, TypeVar, overload

import networkx as nx

from kg.graph.schema import EDGE_FIELDS, Scalar

__all__ = ["EdgeColumns", "EdgeRow", "GraphTable", "Row", "RowColumns", "Schema", "Schemas"]

T = TypeVar("T")

# Edges turned into columns at a time by EdgeColumns.of: few enough to hold briefly.
_BLOCK = 4096

# One edge of kg's graph stage, flat: source, target, relation (its key), then the rest of
# its attributes as kg.graph.schema.EDGE_FIELDS names them (weight, doc_count, evidence,
# sources, outlets).
EdgeRow = tuple[str, str, str, int, int, str, str, str]


class Schema:
    """The names of a row layout, in order, and where each one's value is."""

    __slots__ = ("index", "names", "_pickers")

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.index = {name: i for i, name in enumerate(self.names)}
        self._pickers: dict[tuple[str, ...], Callable[[Sequence[Scalar]], tuple[Scalar, ...]] | None] = {}

    def picker(self, names: tuple[str, ...]) -> Callable[[Sequence[Scalar]], tuple[Scalar, ...]] | None:
        """A function from a row's values to those of ``names``, in that order; None if one is missing.

        >>> Schema(["a", "b", "c"]).picker(("c", "a"))((1, 2, 3))
        (3, 1)
        """
        if names not in self._pickers:
            where = [self.index[name] for name in names if name in self.index]
            if len(where) < len(names):
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

    Nodes come in a few layouts (an entity's names, an event's...): a dict a node repeats one
    layout's names and hash table for every node; a row holds its values and shares its
    layout's :class:`Schema`.

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
        """The row as a new dict."""
        return dict(zip(self.schema.names, self.values_))

    def __repr__(self) -> str:
        return f"Row({self.copy()!r})"


class RowColumns(Sequence[Row]):
    """Rows of one schema held as a column a name; each :class:`Row` is made as it is read.

    kg's edges are held this way: a row and its tuple are many times an entry in each column.

    >>> rows = RowColumns(Schema(["relation", "weight"]), [["agent", "patient"], [2, 1]])
    >>> len(rows), rows[1], list(rows)[0]["relation"], rows[:1]
    (2, Row({'relation': 'patient', 'weight': 1}), 'agent', [Row({'relation': 'agent', 'weight': 2})])
    """

    __slots__ = ("schema", "columns")

    def __init__(self, schema: Schema, columns: Sequence[Sequence[Any]]) -> None:
        if len(columns) != len(schema.names) or not columns or len({len(c) for c in columns}) != 1:
            raise ValueError(f"{len(schema.names)} names need as many columns of one length, and at least one")
        self.schema = schema
        self.columns = columns

    def column(self, name: str) -> Sequence[Any]:
        """The values of ``name``, in order."""
        return self.columns[self.schema.index[name]]

    def __len__(self) -> int:
        return len(self.columns[0])

    def __iter__(self) -> Iterator[Row]:
        return map(Row, repeat(self.schema), zip(*self.columns))

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return list(map(Row, repeat(self.schema), zip(*(c[index] for c in self.columns))))
        return Row(self.schema, tuple(c[index] for c in self.columns))

    def __repr__(self) -> str:
        return f"RowColumns({len(self)} rows of {list(self.schema.names)})"


Edge = tuple[Any, Any, Any, Mapping[str, Any]]


class EdgeColumns(Sequence[Edge]):
    """Edges in order as four columns, read as ``(source, target, key, row)`` tuples.

    >>> rows = [Row(Schema(["weight"]), (n,)) for n in (1, 2, 3)]
    >>> edges = EdgeColumns(["a", "b", "b"], ["b", "a", "c"], ["k1", "k2", "k3"], rows)
    >>> edges[1], len(edges)
    (('b', 'a', 'k2', Row({'weight': 2})), 3)
    """

    __slots__ = ("sources", "targets", "keys", "rows")

    def __init__(self, sources: Sequence[Any], targets: Sequence[Any], keys: Sequence[Any], rows: Sequence[Any]):
        self.sources, self.targets, self.keys, self.rows = sources, targets, keys, rows

    @classmethod
    def of(cls, edges: Iterable[EdgeRow]) -> EdgeColumns:
        """kg's edges (flat :data:`EdgeRow` s), each keyed by its relation, in their order.

        >>> EdgeColumns.of([("a", "b", "agent", 2, 1, "A met B.", "d1", "AP")])[0]
        ('a', 'b', 'agent', Row({'relation': 'agent', 'weight': 2, 'doc_count': 1, 'evidence': 'A met B.', 'sources': 'd1', 'outlets': 'AP'}))
        """
        sources: list[str] = []
        targets: list[str] = []
        relations: list[str] = []
        # The counts as 4-byte numbers, not references: a graph has millions of edges.
        columns: list[Any] = [relations, array("I"), array("I"), [], [], []]
        extends = [sources.extend, targets.extend, *(column.extend for column in columns)]
        edges = iter(edges)
        # A block of edges at a time, turned into columns in C: a call for every value was much of
        # the graph step. Each edge must have one value for every column.
        while block := list(islice(edges, _BLOCK)):
            values = list(zip(*block, strict=True))
            if len(values) != len(extends):
                raise ValueError(f"an edge of {len(values)} values for {len(extends)} columns")
            for extend, column in zip(extends, values):
                extend(column)
        # The relation is the key: one column is both.
        return cls(sources, targets, relations, RowColumns(Schema(EDGE_FIELDS), columns) if relations else [])

    def __len__(self) -> int:
        return len(self.keys)

    def __iter__(self) -> Iterator[Edge]:
        return zip(self.sources, self.targets, self.keys, self.rows)

    @overload
    def __getitem__(self, index: int) -> Edge: ...
    @overload
    def __getitem__(self, index: slice) -> list[Edge]: ...
    def __getitem__(self, index: int | slice) -> Edge | list[Edge]:
        if isinstance(index, slice):
            return list(zip(self.sources[index], self.targets[index], self.keys[index], self.rows[index]))
        return self.sources[index], self.targets[index], self.keys[index], self.rows[index]

    def __repr__(self) -> str:
        return repr(list(self))


class GraphTable:
    """A directed multigraph as tables: kg's graph from the graph stage to the exports.

    ``attrs`` are the graph's own attributes (networkx's ``graph.graph``); ``nodes`` maps
    each node to its attributes (a :class:`Row`, or any mapping), in the graph's order;
    ``edges`` are :class:`EdgeColumns` in the graph's order, those out of one node next to
    each other. ``prepared`` says :func:`exporters.prepare.prepare` made it (its values
    flat and XML-safe, of one type a name, its keys edge ids). Read, never changed in place.

    >>> table = GraphTable({"name": "g"}, {"a": {}, "b": {}}, EdgeColumns(["a", "a"], ["b", "a"], [0, 0], [{}, {}]))
    >>> table.degrees(), table.edges_from("a")[1][:3], sorted(table.to_networkx().edges(keys=True))
    ({'a': 3, 'b': 1}, ('a', 'a', 0), [('a', 'a', 0), ('a', 'b', 0)])
    """

    __slots__ = ("attrs", "nodes", "edges", "prepared", "_memo")

    def __init__(
        self,
        attrs: dict[str, Any] | None = None,
        nodes: dict[Any, Mapping[str, Any]] | None = None,
        edges: EdgeColumns | None = None,
        prepared: bool = False,
    ) -> None:
        self.attrs: dict[str, Any] = {} if attrs is None else attrs
        self.nodes: dict[Any, Mapping[str, Any]] = {} if nodes is None else nodes
        self.edges = EdgeColumns([], [], [], []) if edges is None else edges
        self.prepared = prepared
        self._memo: dict[str, Any] = {}

    @classmethod
    def from_networkx(cls, graph: nx.Graph) -> GraphTable:
        """The nodes and edges of any networkx graph, in its order; an edge of a graph that is
        not a multigraph gets key 0 (an undirected one's edges are taken as networkx lists them).
        The attribute dicts are the graph's own, not copies."""
        nodes = dict(graph.nodes(data=True))
        found = graph.edges(keys=True, data=True) if graph.is_multigraph() else graph.edges(data=True)
        sources: list[Any] = []
        targets: list[Any] = []
        keys: list[Any] = []
        rows: list[Any] = []
        for edge in found:
            sources.append(edge[0])
            targets.append(edge[1])
            keys.append(edge[2] if len(edge) == 4 else 0)
            rows.append(edge[-1])
        return cls(dict(graph.graph), nodes, EdgeColumns(sources, targets, keys, rows))

    def to_networkx(self) -> nx.MultiDiGraph:
        """A networkx ``MultiDiGraph`` of the same nodes and edges, in order; its attribute
        dicts are new (changing them leaves the table as it is)."""
        graph = nx.MultiDiGraph()
        graph.graph.update(self.attrs)
        graph.add_nodes_from((node, dict(row)) for node, row in self.nodes.items())
        graph.add_edges_from((u, v, key, dict(row)) for u, v, key, row in self.edges)
        return graph

    def __iter__(self) -> Iterator[Any]:
        """The nodes, in order (as iterating a networkx graph gives them)."""
        return iter(self.nodes)

    def __contains__(self, node: object) -> bool:
        return node in self.nodes

    def __len__(self) -> int:
        return len(self.nodes)

    def number_of_nodes(self) -> int:
        return len(self.nodes)

    def number_of_edges(self) -> int:
        return len(self.edges)

    def degrees(self) -> dict[Any, int]:
        """Each node's count of edges in and out (a self-loop twice), as networkx's ``degree``."""
        counts = Counter(self.edges.sources)
        counts.update(self.edges.targets)
        return {node: counts[node] for node in self.nodes}

    def edges_from(self, node: Any) -> list[Edge]:
        """The edges out of ``node``, in order (networkx's ``out_edges(node, keys=True, data=True)``)."""
        sources = self.edges.sources
        if self.memo("sources sorted", lambda: _ascending(sources)):
            start = bisect_left(sources, node)  # type: ignore[arg-type]
            return self.edges[start : bisect_right(sources, node, lo=start)]  # type: ignore[arg-type]
        return [edge for edge in self.edges if edge[0] == node]

    def memo(self, name: str, compute: Callable[[], T]) -> T:
        """``compute()``, worked out once for this table under ``name`` (what one writer derives
        from a prepared table, the next reuses).

        >>> table = GraphTable()
        >>> table.memo("n", lambda: 1), table.memo("n", lambda: 2)
        (1, 1)
        """
        if name not in self._memo:
            self._memo[name] = compute()
        return self._memo[name]

    def clear(self) -> None:
        """Let go of every node, edge and attribute, and of what :meth:`memo` worked out."""
        self.attrs = {}
        self.nodes = {}
        self.edges = EdgeColumns([], [], [], [])
        self._memo.clear()

    def __repr__(self) -> str:
        return f"GraphTable({len(self.nodes)} nodes, {len(self.edges)} edges)"


def _ascending(values: Sequence[Any]) -> bool:
    """Whether ``values`` are in sorted order (repeats allowed), all of one type."""
    try:
        return all(a <= b for a, b in zip(values, islice(values, 1, None)))
    except TypeError:
        return False
