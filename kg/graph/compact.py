"""The graph kg builds: a networkx ``MultiDiGraph`` whose nodes and edges take a fraction of a dict's memory.

networkx keeps, for every edge, a dict of its attributes and, for every pair of
nodes an edge joins, a dict of key -> attributes. With six attributes and one
edge a pair (nearly every pair in kg's graph) the two dicts are 456 bytes an
edge, over half of the whole graph's memory. :class:`KnowledgeGraph`
tells networkx to make :class:`EdgeAttrs` and :class:`EdgeKeys` instead, which
hold the same things in fixed slots (88 and 56 bytes); nodes are
:class:`~kg.graph.nodes.NodeAttrs`. All are mutable mappings, so the graph is read, changed,
copied and pickled as any networkx graph is.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, MutableMapping
from operator import attrgetter
from typing import Any

import networkx as nx

from kg.graph.columns import EdgeRow, EdgeTable
from kg.graph.nodes import Attrs, NodeAttrs
from kg.graph.schema import EDGE_FIELDS

_UNSET: Any = object()


class EdgeAttrs(Attrs):
    """An edge's attributes: kg's own (:data:`~kg.graph.schema.EDGE_FIELDS`) in slots, others in a dict.

    Iterates kg's names that are set in their schema order, then the others in the
    order they were added (a dict would keep kg's in the order they were added too;
    kg always adds them in schema order).

    >>> a = EdgeAttrs()
    >>> a.update(weight=2, colour="red", relation="agent")
    >>> dict(a), "sources" in a, a.get("sources", "-")
    ({'relation': 'agent', 'weight': 2, 'colour': 'red'}, False, '-')
    """

    __slots__ = (*EDGE_FIELDS, "_more")

    def __init__(self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = (), **attrs: Any) -> None:
        self._more: dict[Any, Any] | None = None
        self.update(items, **attrs)

    @classmethod
    def of(cls, relation: str, weight: int, doc_count: int, evidence: str, sources: str, outlets: str) -> EdgeAttrs:
        """An edge of kg's own, made directly (``update`` goes through a call for every name)."""
        attrs = cls.__new__(cls)
        attrs.relation, attrs.weight, attrs.doc_count = relation, weight, doc_count
        attrs.evidence, attrs.sources, attrs.outlets = evidence, sources, outlets
        attrs._more = None
        return attrs

    def __getitem__(self, key: Any) -> Any:
        if type(key) is str and key in _SLOT:
            value = getattr(self, key, _UNSET)
            if value is _UNSET:
                raise KeyError(key)
            return value
        if self._more is None:
            raise KeyError(key)
        return self._more[key]

    def __setitem__(self, key: Any, value: Any) -> None:
        if type(key) is str and key in _SLOT:
            setattr(self, key, value)
        else:
            if self._more is None:
                self._more = {}
            self._more[key] = value

    def __delitem__(self, key: Any) -> None:
        if type(key) is str and key in _SLOT:
            if getattr(self, key, _UNSET) is _UNSET:
                raise KeyError(key)
            delattr(self, key)
        elif self._more is None:
            raise KeyError(key)
        else:
            del self._more[key]

    def __contains__(self, key: object) -> bool:
        if type(key) is str and key in _SLOT:
            return getattr(self, key, _UNSET) is not _UNSET
        return self._more is not None and key in self._more

    # Exports read every edge's names and values several times over, and nearly every edge has
    # all of kg's names: those are read in one C call (_ALL), the rest by a walk over the names.

    def _names(self) -> tuple[str, ...]:
        try:
            _ALL(self)
            return EDGE_FIELDS
        except AttributeError:
            return tuple(name for name in EDGE_FIELDS if getattr(self, name, _UNSET) is not _UNSET)

    def __iter__(self) -> Iterator[Any]:
        names = self._names()
        return iter(names + tuple(self._more)) if self._more else iter(names)

    def __len__(self) -> int:
        return len(self._names()) + (len(self._more) if self._more else 0)

    def values(self) -> list[Any]:  # type: ignore[override]
        """The values, in the order of :meth:`__iter__` (a list: exports read every edge's, fast)."""
        try:
            found = list(_ALL(self))
        except AttributeError:
            found = [value for name in EDGE_FIELDS if (value := getattr(self, name, _UNSET)) is not _UNSET]
        return found + list(self._more.values()) if self._more else found

    def items(self) -> list[tuple[Any, Any]]:  # type: ignore[override]
        """The (name, value) pairs, in the order of :meth:`__iter__`."""
        try:
            found = list(zip(EDGE_FIELDS, _ALL(self)))
        except AttributeError:
            found = [(name, value) for name in EDGE_FIELDS if (value := getattr(self, name, _UNSET)) is not _UNSET]
        return found + list(self._more.items()) if self._more else found

    def copy(self) -> dict[Any, Any]:
        """The attributes as a new dict (what networkx's ``copy()`` asks an attribute dict for)."""
        return dict(self.items())

    def __getstate__(self) -> dict[Any, Any]:
        return self.copy()

    def __setstate__(self, state: dict[Any, Any]) -> None:
        self._more = None
        self.update(state)

    def __repr__(self) -> str:
        return f"EdgeAttrs({self.copy()!r})"


_SLOT = frozenset(EDGE_FIELDS)
_ALL = attrgetter(*EDGE_FIELDS)


class EdgeKeys(MutableMapping[Any, Any]):
    """The edges from one node to another, key -> attributes: the first in slots, any others in a dict.

    >>> k = EdgeKeys()
    >>> k["agent"] = 1; k["patient"] = 2
    >>> del k["agent"]
    >>> list(k.items()), len(k)
    ([('patient', 2)], 1)
    """

    __slots__ = ("_key", "_value", "_more")

    def __init__(self) -> None:
        self._key: Any = _UNSET
        self._value: Any = None
        self._more: dict[Any, Any] | None = None

    def __getitem__(self, key: Any) -> Any:
        if self._key is not _UNSET and key == self._key:
            return self._value
        if self._more is None:
            raise KeyError(key)
        return self._more[key]

    def __setitem__(self, key: Any, value: Any) -> None:
        if self._key is _UNSET:
            self._key, self._value = key, value
        elif key == self._key:
            self._value = value
        else:
            if self._more is None:
                self._more = {}
            self._more[key] = value

    def __delitem__(self, key: Any) -> None:
        if self._key is not _UNSET and key == self._key:
            # The next one, in the order they were added, becomes the first.
            if self._more:
                self._key = next(iter(self._more))
                self._value = self._more.pop(self._key)
            else:
                self._key, self._value = _UNSET, None
        elif self._more is None:
            raise KeyError(key)
        else:
            del self._more[key]

    def __contains__(self, key: object) -> bool:
        return (self._key is not _UNSET and key == self._key) or (self._more is not None and key in self._more)

    def __iter__(self) -> Iterator[Any]:
        if self._key is _UNSET:
            return iter(())
        return iter([self._key, *(self._more or ())])

    def __len__(self) -> int:
        return (self._key is not _UNSET) + len(self._more or ())

    def items(self) -> list[tuple[Any, Any]]:  # type: ignore[override]
        """The (key, attributes) pairs in the order they were added (networkx's edge views walk these)."""
        if self._key is _UNSET:
            return []
        first = [(self._key, self._value)]
        return first + list(self._more.items()) if self._more else first

    def copy(self) -> dict[Any, Any]:
        return dict(self.items())

    def __getstate__(self) -> dict[Any, Any]:
        return self.copy()

    def __setstate__(self, state: dict[Any, Any]) -> None:
        self._key, self._value, self._more = _UNSET, None, None
        for key, value in state.items():
            self[key] = value

    def __repr__(self) -> str:
        return f"EdgeKeys({self.copy()!r})"


class LazyAdjacency:
    """``_succ``, ``_adj`` or ``_pred`` of a graph that holds its edges elsewhere until asked:
    networkx's own attribute, made by the graph's ``_make_adjacency(pending)`` the first time
    anything reads it, ``pending`` being what the graph put under :data:`PENDING_EDGES`.

    networkx reads and sets these three names itself; setting goes through its own
    descriptors (which keep ``_adj`` and ``_succ`` one object and reset cached views).
    """

    def __init__(self, name: str) -> None:
        self._name = name
        self._base = vars(nx.DiGraph)[name]

    def __get__(self, graph: Any, owner: type | None = None) -> Any:
        if graph is None:
            return self
        state = graph.__dict__
        if PENDING_EDGES in state:
            graph._make_adjacency(state.pop(PENDING_EDGES))
        return state[self._name]

    def __set__(self, graph: Any, value: Any) -> None:
        self._base.__set__(graph, value)


# Where a graph with a LazyAdjacency keeps its edges while networkx's adjacency is not made.
PENDING_EDGES = "_edge_table"


class KnowledgeGraph(nx.MultiDiGraph):
    """The graph :func:`kg.graph.corpus_graph.corpus_graph` returns: a ``MultiDiGraph`` whose edges are compact.

    Made by :meth:`from_columns`, it holds its edges as columns until something reads its
    adjacency (``graph.edges``, ``graph[u]``, ``degree``, any change to an edge...), which is
    then made as networkx makes it; a build's exports read the columns (:meth:`edge_table`)
    and never make it.
    """

    edge_key_dict_factory = EdgeKeys
    edge_attr_dict_factory = EdgeAttrs
    node_attr_dict_factory = NodeAttrs
    _adj = LazyAdjacency("_adj")
    _succ = LazyAdjacency("_succ")
    _pred = LazyAdjacency("_pred")

    @classmethod
    def from_columns(
        cls, nodes: Iterable[tuple[Any, NodeAttrs]], edges: Iterable[EdgeRow], **attrs: Any
    ) -> KnowledgeGraph:
        """A graph of ``nodes`` (each ``attrs`` its own) and ``edges`` between them, each keyed by
        its relation and none twice; nodes are taken first, then the edges.

        >>> g = KnowledgeGraph.from_columns([("a", NodeAttrs()), ("b", NodeAttrs())],
        ...                                 [("a", "b", "agent", 2, 1, "A met B.", "d1", "")])
        >>> g.number_of_edges(), g.edge_table() is not None, g["a"]["b"]["agent"]["weight"]
        (1, True, 2)
        >>> g.edge_table() is None  # read through networkx: made as networkx makes it
        True
        """
        graph = cls(**attrs)
        node = graph._node
        for node_id, node_attrs in nodes:
            node[node_id] = node_attrs
        graph.__dict__[PENDING_EDGES] = EdgeTable.of(edges)
        return graph

    def edge_table(self) -> EdgeTable | None:
        """The graph's edges as columns, in the order :meth:`from_columns` took them (sorted, in a
        graph :func:`~kg.graph.corpus_graph.corpus_graph` made), while networkx's adjacency is not made;
        else ``None``."""
        return self.__dict__.get(PENDING_EDGES)

    def _make_adjacency(self, table: EdgeTable | None) -> None:
        """networkx's adjacency: an empty dict each way for every node, then ``table``'s edges."""
        state = self.__dict__
        succ, pred = state["_succ"], state["_pred"]
        factory = self.adjlist_inner_dict_factory
        for node in self._node:
            succ[node] = factory()
            pred[node] = factory()
        if table is not None:
            self.add_new_edges(table_edges(table))

    def number_of_edges(self, u: Any = None, v: Any = None) -> int:
        """networkx's, counted from the columns while they are what the graph holds."""
        table = self.edge_table()
        if table is not None and u is None and v is None:
            return len(table)
        return super().number_of_edges(u, v)

    def clear(self) -> None:
        """networkx's; the columns go without being made into networkx's adjacency first."""
        self.__dict__.pop(PENDING_EDGES, None)
        super().clear()

    def clear_edges(self) -> None:
        """networkx's; the columns go without being made into networkx's adjacency first."""
        if PENDING_EDGES in self.__dict__:
            del self.__dict__[PENDING_EDGES]
            self._make_adjacency(None)
        super().clear_edges()

    def add_new_edges(self, edges: Iterable[tuple[Any, Any, Any, EdgeAttrs]]) -> None:
        """``add_edge`` for edges between nodes already added, each ``(u, v, key)`` new and each
        ``attrs`` the edge's own: stored as networkx stores them, without its checks and copies
        (a third of the graph step's time when it went through ``add_edge``)."""
        succ, pred = self._succ, self._pred
        for u, v, key, attrs in edges:
            keys = succ[u].get(v)
            if keys is None:
                keys = succ[u][v] = pred[v][u] = EdgeKeys()
            keys[key] = attrs
        clear = getattr(nx, "_clear_cache", None)  # networkx 3.3+ caches what backends derived
        if clear is not None:
            clear(self)


def table_edges(table: EdgeTable) -> Iterator[tuple[str, str, str, EdgeAttrs]]:
    """A table's edges as networkx's ``(u, v, key, attrs)``, in order; each ``attrs`` is new."""
    of = EdgeAttrs.of
    for u, v, relation, weight, doc_count, evidence, sources, outlets in table.rows():
        yield u, v, relation, of(relation, weight, doc_count, evidence, sources, outlets)
