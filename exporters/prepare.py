"""The normalised tables every exporter writes from.

Exporters never write the caller's graph directly. :func:`prepare` makes a
:class:`~kg.graph.table.GraphTable` whose attributes are flat, XML-safe and of one type
per key, in sorted order, so each format gets the same clean input and the same graph
always produces the same bytes. Its rows are read-only :class:`~kg.graph.table.Row`
mappings, which hold that one layout once instead of a dict per node and edge, and its
edges stay columns (kg's graph has millions of edges at 100,000 articles).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeAlias

import networkx as nx

from exporters.edges import edge_keys, edge_order, in_sorted_order
from exporters.style import color_for, hex_to_rgb, node_size, number
from exporters.unify import unify
from kg.graph.schema import OPTIONAL_NUMBERS, Records, Scalar, flatten
from kg.graph.table import EdgeColumns, GraphTable, Row, RowColumns, Schemas
from kg.safe_text import clean_xml_text

# What every writer takes: kg's tables, or any networkx graph.
Graph: TypeAlias = nx.Graph | GraphTable


def importance(attrs: Mapping[str, Any], degree: int) -> tuple[float, float, int]:
    """Sort key, larger is more important: articles, then mentions, then degree."""
    return (number(attrs.get("doc_count")), number(attrs.get("mentions")), degree)


def prepare(graph: Graph, consume: bool = False) -> GraphTable:
    """Return normalised tables of ``graph`` that any format can store.

    Values are flattened (:func:`kg.graph.schema.flatten`) and XML-cleaned; each
    attribute key gets one type across all nodes (and one across all edges),
    missing values filled with that type's empty value; nodes and edges are
    sorted, and each edge re-keyed with an id made from its ends and relation
    (:func:`~exporters.edges.edge_id`; parallel edges of one relation are numbered in order),
    unique and the same in every build that has that edge.
    Nodes also get ``color`` (hex), ``r``, ``g``, ``b`` and ``size``. The tables
    are read-only (``prepared``): preparing them again returns them as they are, and what one
    writer derives from them (timeline events, node intervals) the next reuses through
    :meth:`~kg.graph.table.GraphTable.memo`. The input graph is not modified, unless
    ``consume``: its attribute dicts and columns then become the copy's rows and it is left
    empty, so the two never exist side by side (the same files either way).

    >>> g = prepare(nx.MultiDiGraph([("b", "a"), ("a", "b")]))
    >>> [edge[:3] for edge in g.edges]
    [('a', 'b', 'e42de60bac299d468'), ('b', 'a', 'e434290756d7770ad')]
    """
    if isinstance(graph, GraphTable) and graph.prepared:
        return graph
    table = graph if isinstance(graph, GraphTable) else GraphTable.from_networkx(graph)
    attrs: dict[str, Any] = {
        # Records stay data for the exporters that read them (graph_scalars flattens them).
        str(k): v if isinstance(v, Records) else _scalar(v)
        for k, v in sorted(table.attrs.items(), key=lambda kv: str(kv[0]))
        if k not in ("node_default", "edge_default")  # networkx's own bookkeeping
    }
    degree = table.degrees()
    drafts = sorted(table.nodes.items(), key=lambda nd: str(nd[0]))
    ids = _node_ids(table.nodes, drafts)
    nodes = [node for node, _ in drafts]
    schemas = Schemas()
    node_rows = []
    for i, (node, node_attrs) in enumerate(drafts):
        # A row of its own names at once: a dict a node was hundreds of bytes, millions of nodes.
        flat = _flat_row(node_attrs, copy=False)
        node_rows.append(Row(schemas(tuple(flat)), tuple(flat.values())))
        drafts[i] = None  # type: ignore[call-overload]  # each draft goes as its row is made
        if consume:
            del table.nodes[node]  # its row replaces it
    del drafts
    # Four columns, not a tuple an edge (72 bytes, and a sort key as large again while sorting,
    # for every edge of the graph).
    sources: list[str] = []
    targets: list[str] = []
    edges = table.edges
    # kg's edges stay columns (no object an edge) where every column holds one type, as they do.
    fields = _clean_columns(edges, ids, sources, targets)
    given: list[str]
    edge_rows: Any
    if fields is None:
        given, edge_rows = [], []
        for u, v, k, d in edges:
            sources.append(ids[u])
            targets.append(ids[v])
            given.append(str(k))
            edge_rows.append(_flat_row(d, copy=not consume))
    else:
        relation = fields["relation"]
        given = relation if edges.keys is edges.rows.column("relation") else [str(k) for k in edges.keys]
    del edges
    if consume:  # the rows hold what is still needed; the graph's own structure goes now
        table.clear()
        if table is not graph:
            graph.clear()
    node_rows = unify(node_rows, OPTIONAL_NUMBERS, schemas)
    for i, node in enumerate(nodes):
        node_rows[i] = _drawn(node_rows[i], ids[node], degree[node], schemas)
    node_ids = [ids[n] for n in nodes]
    del nodes
    out_nodes: dict[Any, Mapping[str, Any]] = dict(zip(node_ids, node_rows))
    del node_rows

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
    keys: Any = edge_keys(sources, targets, relations)
    del relations
    if type(edge_rows) is list:
        unify(edge_rows, schemas=schemas)  # in place: one set of edge rows at a time
    # The edges in the order of their sources' nodes, as walking networkx's adjacency of these
    # nodes gives them: the sorted order itself, unless an id had to be cleaned.
    if not in_sorted_order(node_ids):
        place: dict[str, int] = {}
        for node in node_ids:
            place.setdefault(node, len(place))
        walk = sorted(range(len(sources)), key=lambda i: place[sources[i]])
        sources, targets, keys, edge_rows = (
            [column[i] for i in walk] for column in (sources, targets, keys, edge_rows)
        )
    return GraphTable(attrs, out_nodes, EdgeColumns(sources, targets, keys, edge_rows), prepared=True)


def _clean_columns(
    edges: EdgeColumns, ids: Mapping[Any, str], sources: list[str], targets: list[str]
) -> dict[str, Any] | None:
    """The edges' attributes as a column a name, flattened and XML-cleaned as :func:`_flat_row`
    would (a column that needs nothing is itself, not a copy); their ends' ids go on ``sources``
    and ``targets``. ``None`` unless the edges hold their rows as columns with a relation
    (:class:`~kg.graph.table.RowColumns`, as kg's do), or when a column would hold two types
    (unify's rows are then needed) or a relation needs cleaning."""
    rows = edges.rows
    if type(rows) is not RowColumns or "relation" not in rows.schema.index:
        return None
    fields: dict[str, Any] = {}
    for name in rows.schema.names:
        column = rows.column(name)
        if not all((type(value) is str and value.isprintable()) or type(value) in _PLAIN for value in column):
            # The relation may be the edge's key, which is never cleaned: it must not need cleaning either.
            if name == "relation":
                return None
            column = [
                value if (type(value) is str and value.isprintable()) or type(value) in _PLAIN else _scalar(value)
                for value in column
            ]
        if len(set(map(type, column))) > 1:
            return None
        fields[name] = column
    sources.extend(ids[u] for u in edges.sources)
    targets.extend(ids[v] for v in edges.targets)
    return fields


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


def graph_scalars(g: GraphTable) -> dict[str, Scalar]:
    """A prepared graph's own attributes as flat values, for formats that store only those."""
    return {k: _scalar(v) for k, v in g.attrs.items()}


def _scalar(value: Any) -> Scalar:
    """``value`` flattened and XML-cleaned (see :func:`kg.graph.schema.flatten`)."""
    flat = flatten(value)
    if isinstance(flat, str) and not flat.isprintable():
        return clean_xml_text(flat)
    return flat


def _flat_row(attrs: Mapping[Any, Any], copy: bool = True) -> dict[str, Scalar]:
    """An attribute dict flattened and XML-cleaned.

    The core's graph is flat already, so the common cases skip the calls:
    a printable string has no character XML forbids (they are all
    non-printable), ints and bools pass as they are. Such a dict is returned
    itself when not ``copy``. A :class:`~kg.graph.table.Row` (kg's nodes) becomes a
    dict either way.
    """
    if type(attrs) is Row:
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
        return dict(attrs) if copy else attrs  # type: ignore[return-value]
    return {
        (k if type(k) is str else str(k)): v
        if (type(v) is str and v.isprintable()) or type(v) in _PLAIN
        else _scalar(v)
        for k, v in attrs.items()
    }


def _node_ids(graph: Iterable[Any], nodes: list[tuple[Any, Mapping[str, Any]]]) -> dict[Any, str]:
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


def edge_relations(g: GraphTable) -> Iterator[tuple[Any, Any, Any]]:
    """Each edge's ``(source, target, relation)`` in order, read off the columns: for a walk over
    every edge that needs no more, without spelling each edge's id or making its row."""
    rows = g.edges.rows
    if isinstance(rows, RowColumns) and "relation" in rows.schema.index:
        return zip(g.edges.sources, g.edges.targets, rows.column("relation"))
    return ((u, v, d.get("relation", "")) for u, v, _, d in g.edges)


def node_types(g: GraphTable) -> dict[str, type]:
    """:func:`attribute_types` of a prepared table's nodes, worked out once for all its writers."""
    return dict(g.memo("node types", lambda: attribute_types(g.nodes.values())))


def edge_types(g: GraphTable) -> dict[str, type]:
    """:func:`attribute_types` of a prepared table's edges, worked out once for all its writers.

    Edges kept as columns share one schema: their first row has every name and type.
    """
    rows = g.edges.rows
    return dict(g.memo("edge types", lambda: attribute_types(rows[:1] if isinstance(rows, RowColumns) else rows)))


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
