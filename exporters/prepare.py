"""The normalised graph copy every exporter writes from.

Exporters never write the caller's graph directly. :func:`prepare` makes a
copy whose attributes are flat, XML-safe and of one type per key, in sorted
order, so each format gets the same clean input and the same graph always
produces the same bytes. Its rows are read-only :class:`~exporters.rows.Row`
mappings, which hold that one layout once instead of a dict per node and edge.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

import networkx as nx

from exporters.edges import EdgeColumns, edge_keys, edge_order, in_sorted_order
from exporters.rows import OneEdge, Row, RowColumns, Schemas
from exporters.style import color_for, hex_to_rgb, node_size, number
from exporters.unify import unify
from kg.graph.columns import EdgeTable
from kg.graph.compact import PENDING_EDGES, KnowledgeGraph, LazyAdjacency, table_edges
from kg.graph.nodes import NodeAttrs
from kg.graph.schema import EDGE_FIELDS, OPTIONAL_NUMBERS, Records, Scalar, flatten
from kg.safe_text import clean_xml_text

T = TypeVar("T")


def importance(attrs: dict[str, Any], degree: int) -> tuple[float, float, int]:
    """Sort key, larger is more important: articles, then mentions, then degree."""
    return (number(attrs.get("doc_count")), number(attrs.get("mentions")), degree)


class Prepared(nx.MultiDiGraph):
    """A graph :func:`prepare` made: preparing it again returns it as it is.

    :func:`exporters.write_all` prepares once for all writers (it was a
    second per writer on a few thousand nodes); writers never modify it, so
    what one derives from it (timeline events, node intervals) the next can
    reuse through :meth:`memo`.

    Its edges are the columns :func:`edge_list` gives, and networkx's adjacency (two dict
    entries and a :class:`~exporters.rows.OneEdge` an edge, two dicts a node: over a gigabyte
    at 100,000 articles) is made from them only when something reads it; the writers read
    the columns (:func:`edge_list`, :func:`degrees`, :func:`edges_from`) and never make it.
    """

    _adj = LazyAdjacency("_adj")
    _succ = LazyAdjacency("_succ")
    _pred = LazyAdjacency("_pred")

    def __init__(self) -> None:
        super().__init__()
        self._memo: dict[str, Any] = {}

    def memo(self, name: str, compute: Callable[[], T]) -> T:
        """``compute()``, worked out once for this graph under ``name``.

        >>> g = Prepared()
        >>> g.memo("n", lambda: 1), g.memo("n", lambda: 2)
        (1, 1)
        """
        if name not in self._memo:
            self._memo[name] = compute()
        return self._memo[name]

    def clear(self) -> None:
        """Remove nodes, edges and everything :meth:`memo` worked out from them."""
        self.__dict__.pop(PENDING_EDGES, None)  # the columns go without becoming adjacency first
        super().clear()
        self._memo.clear()

    def number_of_edges(self, u: Any = None, v: Any = None) -> int:
        """networkx's, counted from the columns while networkx's adjacency is not made."""
        if PENDING_EDGES in self.__dict__ and u is None and v is None:
            return len(self.__dict__[PENDING_EDGES])
        return super().number_of_edges(u, v)

    def _make_adjacency(self, edges: EdgeColumns) -> None:
        """networkx's adjacency: an empty dict each way for every node, then ``edges``."""
        state = self.__dict__
        succ, pred = state["_succ"], state["_pred"]
        for node in self._node:
            succ[node] = self.adjlist_inner_dict_factory()
            pred[node] = self.adjlist_inner_dict_factory()
        self._add_prepared_edges(edges)

    def _add_prepared_nodes(self, nodes: Iterable[tuple[str, Row]], adjacency: bool = True) -> None:
        """``add_nodes_from`` for :func:`prepare`, whose attribute dicts are fresh.

        networkx's version copies each attribute dict twice (one copy it
        throws away), so the rows were held two or three times over while the
        exports were prepared, at the main process's peak. The rows are this
        graph's own attribute dicts instead.
        Without ``adjacency``, the nodes' adjacency dicts are left to :meth:`_make_adjacency`.
        """
        # A node whose id clashes with an earlier one's (1 and "1") replaces its row; rows
        # are unified by then, so that is the update networkx makes, and no edge exists yet.
        if not adjacency:
            self._node.update(nodes)
            return
        for node, attrs in nodes:
            self._succ[node] = self.adjlist_inner_dict_factory()
            self._pred[node] = self.adjlist_inner_dict_factory()
            self._node[node] = attrs

    def _add_prepared_edges(self, edges: Iterable[tuple[str, str, str, Row]]) -> None:
        """``add_edges_from`` for :func:`prepare`, whose nodes all exist and whose dicts are fresh.

        networkx's version copies each attribute dict twice and looks the edge
        up again through its views: a third of prepare()'s time on 50,000 edges.
        This stores the same structure (``_succ[u][v]`` and ``_pred[v][u]`` one
        key dict) directly, as a subclass may; a pair of nodes one edge joins gets
        a :class:`~exporters.rows.OneEdge` instead of a dict (136 bytes less an edge).
        """
        succ, pred = self._succ, self._pred
        for u, v, key, attrs in edges:
            keyed = succ[u].get(v)
            if keyed is None:  # most pairs of nodes have one edge: no dict for it
                succ[u][v] = pred[v][u] = OneEdge(key, attrs)
                continue
            if type(keyed) is OneEdge:
                keyed = succ[u][v] = pred[v][u] = {keyed.key: keyed.row}
            keyed[key] = attrs


def prepare(graph: nx.Graph, consume: bool = False) -> nx.MultiDiGraph:
    """Return a normalised copy of ``graph`` that any format can store.

    Values are flattened (:func:`kg.graph.schema.flatten`) and XML-cleaned; each
    attribute key gets one type across all nodes (and one across all edges),
    missing values filled with that type's empty value; nodes and edges are
    sorted, and each edge re-keyed with an id made from its ends and relation
    (:func:`~exporters.edges.edge_id`; parallel edges of one relation are numbered in order),
    unique and the same in every build that has that edge.
    Nodes also get ``color`` (hex), ``r``, ``g``, ``b`` and ``size``. The copy is
    read-only: its rows are :class:`~exporters.rows.Row` s (``row.copy()`` is a dict). The input
    graph is not modified, unless ``consume``: its attribute dicts then become the
    copy's rows and it is left empty, so the two never exist side by side (the
    copy of a 10,000-article graph is hundreds of megabytes; the same files either way).

    >>> g = prepare(nx.MultiDiGraph([("b", "a"), ("a", "b")]))
    >>> list(g.edges(keys=True))
    [('a', 'b', 'e42de60bac299d468'), ('b', 'a', 'e434290756d7770ad')]
    """
    if isinstance(graph, Prepared):
        return graph
    out = Prepared()
    out.graph.update(
        {
            # Records stay data for the exporters that read them (graph_scalars flattens them).
            str(k): v if isinstance(v, Records) else _scalar(v)
            for k, v in sorted(graph.graph.items(), key=lambda kv: str(kv[0]))
            if k not in ("node_default", "edge_default")  # networkx's own bookkeeping
        }
    )
    # kg's own graph holds its edges as columns: read from them, networkx's adjacency is never made.
    table = graph.edge_table() if isinstance(graph, KnowledgeGraph) else None
    degree: Mapping[Any, int] = dict(graph.degree()) if table is None else table.degrees()
    drafts = _sorted_nodes(graph)
    ids = _node_ids(graph, drafts)
    nodes = [node for node, _ in drafts]
    schemas = Schemas()
    node_rows = []
    for i, (node, attrs) in enumerate(drafts):
        # A row of its own names at once: a dict a node was hundreds of bytes, millions of nodes.
        flat = _flat_row(attrs, copy=False)
        node_rows.append(Row(schemas(tuple(flat)), tuple(flat.values())))
        drafts[i] = None  # type: ignore[call-overload]  # each draft goes as its row is made
        if consume:
            del graph._node[node]  # its row replaces it
    del drafts
    # Four columns, not a tuple an edge (72 bytes, and a sort key as large again while sorting,
    # for every edge of the graph).
    sources: list[str] = []
    targets: list[str] = []
    given: list[str] = []
    edge_rows: list[Any] = []
    # kg's edges stay columns (no object an edge) where every column holds one type, as they do.
    fields = _table_fields(table, ids, sources, targets) if table is not None else None
    if fields is None:
        sources, targets = [], []
        for u, v, k, d in _edges(graph) if table is None else table_edges(table):
            sources.append(ids[u])
            targets.append(ids[v])
            given.append(str(k))
            edge_rows.append(_flat_row(d, copy=not consume))
    else:
        given = fields["relation"]  # a table's edges are keyed by their relation
    del table
    if consume:  # the rows hold what is still needed; the adjacency (or the columns) goes now
        graph.clear()
    node_rows = unify(node_rows, OPTIONAL_NUMBERS, schemas)
    for i, node in enumerate(nodes):
        node_rows[i] = _drawn(node_rows[i], ids[node], degree[node], schemas)
    # Walking networkx's adjacency of sorted nodes yields the edges in their columns' order, so
    # the columns can stand for it; otherwise (an id had to be cleaned) the adjacency is made now.
    lazy = in_sorted_order(ids[n] for n in nodes)
    out._add_prepared_nodes(zip((ids[n] for n in nodes), node_rows), adjacency=not lazy)
    del nodes, node_rows

    if fields is not None:  # one type a column: unified already, its names in sorted order as unify's
        names = tuple(sorted(fields))
        edge_rows = RowColumns(schemas(names), [fields[name] for name in names])
        relations = fields["relation"]
        del fields
    else:
        relations = [str(d.get("relation", "")) for d in edge_rows]
    order = edge_order(sources, targets, relations, given, edge_rows)
    if order is not None:
        sources, targets, relations, edge_rows = (
            [column[i] for i in order] for column in (sources, targets, relations, edge_rows)
        )
    del given, order
    keys = edge_keys(sources, targets, relations)
    del relations
    if type(edge_rows) is list:
        unify(edge_rows, schemas=schemas)  # in place: one set of edge rows at a time
    if lazy:
        out._memo["edges"] = out.__dict__[PENDING_EDGES] = EdgeColumns(sources, targets, keys, edge_rows)
    else:
        out._add_prepared_edges(zip(sources, targets, keys, edge_rows, strict=True))
    return out


def _table_fields(
    table: EdgeTable, ids: Mapping[Any, str], sources: list[str], targets: list[str]
) -> dict[str, list[Any]] | None:
    """A table's edges' attributes as a column a name (:data:`~kg.graph.schema.EDGE_FIELDS`),
    flattened and XML-cleaned as :func:`_flat_row` would; their ends' ids go on ``sources`` and
    ``targets``. ``None`` when a column would hold two types (unify's rows are then needed) or a
    relation needs cleaning."""
    fields: dict[str, list[Any]] = {name: [] for name in EDGE_FIELDS}
    columns = [fields[name] for name in EDGE_FIELDS]
    appends = [column.append for column in columns]
    # The relation is also the edge's key, which is never cleaned: it must not need cleaning either.
    plain = True
    for u, v, *values in table.rows():
        sources.append(ids[u])
        targets.append(ids[v])
        if plain and not (type(values[0]) is str and values[0].isprintable()):
            plain = False
        for append, value in zip(appends, values, strict=True):
            if (type(value) is str and value.isprintable()) or type(value) in _PLAIN:
                append(value)
            else:
                append(_scalar(value))
    if plain and all(len(set(map(type, column))) <= 1 for column in columns):
        return fields
    sources.clear()
    targets.clear()
    return None


def _drawn(row: Row, node: str, degree: int, schemas: Schemas) -> Row:
    """``row`` with what viewers draw a node by: a label (never blank), ``color`` (hex), ``r``,
    ``g``, ``b`` and ``size``; names it has keep their place, new ones go last."""
    attrs = row.copy()
    if not attrs.get("label"):  # viewers show the label; never leave it blank
        attrs["label"] = node
    color = color_for(attrs.get("kind"), attrs.get("type"))
    r, g, b = hex_to_rgb(color)
    attrs.update(color=color, r=r, g=g, b=b, size=node_size(attrs.get("mentions"), degree))
    return Row(schemas(tuple(attrs)), tuple(attrs.values()))


# Values that are already what every format stores (floats still need the finite check).
_PLAIN = frozenset({int, bool})
_ROW_PLAIN = frozenset({str, int, bool})
_KEY_PLAIN = frozenset({str})


def graph_scalars(g: Prepared) -> dict[str, Scalar]:
    """A prepared graph's own attributes as flat values, for formats that store only those."""
    return {k: _scalar(v) for k, v in g.graph.items()}


def _scalar(value: Any) -> Scalar:
    """``value`` flattened and XML-cleaned (see :func:`kg.graph.schema.flatten`)."""
    flat = flatten(value)
    if isinstance(flat, str) and not flat.isprintable():
        return clean_xml_text(flat)
    return flat


def _flat_row(attrs: dict[Any, Any], copy: bool = True) -> dict[str, Scalar]:
    """An attribute dict flattened and XML-cleaned.

    The core's graph is flat already, so the common cases skip the calls:
    a printable string has no character XML forbids (they are all
    non-printable), ints and bools pass as they are. Such a dict is returned
    itself when not ``copy``. A node's :class:`~kg.graph.nodes.NodeAttrs` becomes a
    dict either way.
    """
    if type(attrs) is NodeAttrs:
        attrs, copy = attrs.copy(), False
    values = attrs.values()
    # The whole row in a few C calls: str() leaves a string as it is and
    # spells ints and bools printably, so one non-printable character in any
    # string makes the joined text non-printable.
    if (
        _ROW_PLAIN.issuperset(map(type, values))
        and _KEY_PLAIN.issuperset(map(type, attrs))
        and "".join(map(str, values)).isprintable()
    ):
        return dict(attrs) if copy else attrs
    return {
        (k if type(k) is str else str(k)): v
        if (type(v) is str and v.isprintable()) or type(v) in _PLAIN
        else _scalar(v)
        for k, v in attrs.items()
    }


def _node_ids(graph: nx.Graph, nodes: list[tuple[Any, dict[str, Any]]]) -> dict[Any, str]:
    """Node -> an XML-safe id; a cleaned id that clashes with another gets ``~2``, ``~3``..."""
    ids: dict[Any, str] = {}
    taken = {str(n) for n in graph if clean_xml_text(str(n)) == str(n)}
    for node, _ in nodes:
        raw = str(node)
        new = clean_xml_text(raw)
        if new != raw:
            base, n = new, 2
            while new in taken:
                new, n = f"{base}~{n}", n + 1
            taken.add(new)
        ids[node] = new
    return ids


def _sorted_nodes(graph: nx.Graph) -> list[tuple[Any, dict[str, Any]]]:
    return sorted(graph.nodes(data=True), key=lambda nd: str(nd[0]))


def edge_list(graph: nx.Graph) -> Sequence[tuple[Any, Any, Any, Mapping[str, Any]]]:
    """``(u, v, key, data)`` of every edge, in the graph's order; made once per prepared graph
    (for one :func:`prepare` made, its :class:`~exporters.edges.EdgeColumns`).

    Most writers walk every edge twice, and networkx yields each through three
    nested generators: seven such walks cost about a second on 200,000 edges.

    >>> edge_list(prepare(nx.MultiDiGraph([("a", "b")])))
    [('a', 'b', 'e42de60bac299d468', Row({}))]
    """
    if isinstance(graph, Prepared):
        return graph.memo("edges", lambda: list(_edges(graph)))
    return list(_edges(graph))


def degrees(graph: nx.Graph) -> Mapping[Any, int]:
    """Each node's count of edges in and out (a self-loop twice), as ``dict(graph.degree())``;
    for a graph :func:`prepare` made, counted from its columns.

    >>> degrees(prepare(nx.MultiDiGraph([("a", "b"), ("b", "b"), ("c", "c")])))
    {'a': 1, 'b': 3, 'c': 2}
    """
    columns = graph._memo.get("edges") if isinstance(graph, Prepared) else None
    if not isinstance(columns, EdgeColumns):
        return dict(graph.degree())
    found = dict.fromkeys(graph, 0)
    for node in columns.sources:
        found[node] += 1
    for node in columns.targets:
        found[node] += 1
    return found


def edges_from(graph: nx.Graph, node: Any) -> Sequence[tuple[Any, Any, Any, Mapping[str, Any]]]:
    """``(node, v, key, data)`` of every edge out of ``node``, in the graph's order, as
    ``graph.out_edges(node, keys=True, data=True)`` gives them; for a graph :func:`prepare` made,
    read from its columns (sorted by source, so a node's edges are one run of them).

    >>> edges_from(prepare(nx.MultiDiGraph([("a", "b"), ("b", "a"), ("a", "c")])), "a")
    [('a', 'b', 'e42de60bac299d468', Row({})), ('a', 'c', 'ef79e0bab374e8a11', Row({}))]
    """
    columns = graph._memo.get("edges") if isinstance(graph, Prepared) else None
    if isinstance(columns, EdgeColumns):
        return columns.starting_at(node)
    if not graph.is_multigraph():
        return [(u, v, 0, d) for u, v, d in graph.out_edges(node, data=True)]
    return list(graph.out_edges(node, keys=True, data=True))


def attribute_types(rows: Iterable[Mapping[str, Any]]) -> dict[str, type]:
    """Attribute names of ``rows`` in first-seen order, each with the type of its first value.

    After :func:`prepare` every row has every name, of one type; rows are
    compared by their keys only, so a long run of one shape costs one check each.

    >>> attribute_types([{"a": 1}, {"a": 2}, {"b": "x", "a": 3}])
    {'a': <class 'int'>, 'b': <class 'str'>}
    """
    types: dict[str, type] = {}
    last: Any = None
    for row in rows:
        # Rows of one schema share it: one identity check instead of comparing names.
        keys = row.schema if type(row) is Row else row.keys()
        if keys is last or keys == last:
            continue
        last = keys
        for name, value in row.items():
            types.setdefault(name, type(value))
    return types


def _edges(graph: nx.Graph) -> Iterator[tuple[Any, Any, Any, dict[str, Any]]]:
    if graph.is_multigraph():
        yield from graph.edges(keys=True, data=True)
    else:
        for u, v, d in graph.edges(data=True):
            yield u, v, 0, d
