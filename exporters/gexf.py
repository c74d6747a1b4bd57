"""Dynamic GEXF 1.3 for Gephi's timeline, streamed one node or edge at a time.

networkx's GEXF writer cannot express intervals from TimeML values, so the
file is written here, as text (an ElementTree of a 50,000-edge graph took
half a minute and held the document in memory several times over). Times
are ``xsd:date`` intervals (``timeformat="date"``, ends inclusive):

* events and date nodes: the days their ``date`` covers (``2002-10`` is the
  whole month, ``2002-W42`` that ISO week, ``199X`` the decade); an undated
  event falls back to the span of the documents it is connected to, since it
  was known at least when they were published;
* documents: their publication day;
* entities: from the earliest to the latest day of the dated events and the
  documents they are connected to;
* edges: from the document's day when one end is a dated document, otherwise
  from the later of the two ends' starts, until the later of their ends.

A node with no time at all has no ``start``/``end`` and so is always present.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from datetime import date
from pathlib import Path
from typing import IO, Any

from exporters.prepare import Graph, edge_relations, edge_types, node_types, prepare
from exporters.xmltext import attr, row_formatter, start_tag, text, write_chunked
from kg.files import atomic_open
from kg.graph.schema import DATE, DOCUMENT, ENTITY, EVENT, OPTIONAL_NUMBERS
from kg.graph.table import GraphTable
from kg.time.values import parse_span

NS = "http://gexf.net/1.3"
NS_VIZ = "http://gexf.net/1.3/viz"

# Written as GEXF element attributes or viz elements, not as <attvalue>s.
_NODE_BUILTIN = {"label", "color", "r", "g", "b", "size"}
_EDGE_BUILTIN = {"weight"}

_GEXF_TYPES = {str: "string", int: "long", float: "double", bool: "boolean"}

Interval = tuple[date, date]


def write_gexf(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as GEXF 1.3 with ``mode="dynamic"`` node and edge intervals.

    >>> text = write_gexf(graph, out / "graph.gexf").read_text(encoding="utf-8")
    >>> text.count("<node "), text.count("<edge ")
    (2, 1)
    """
    g = prepare(graph)
    with atomic_open(path) as fh:
        fh.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        # No xsi:schemaLocation: the 1.3 RELAX NG schema does not allow it.
        fh.write(f'<gexf xmlns="{NS}" xmlns:viz="{NS_VIZ}" version="1.3">\n')
        fh.write("  <meta>\n    <creator>kg</creator>\n")  # no lastmodifieddate: output must be reproducible
        if g.attrs.get("name"):
            fh.write(f"    <description>{text(str(g.attrs['name']))}</description>\n")
        fh.write("  </meta>\n")
        fh.write('  <graph defaultedgetype="directed" idtype="string" mode="dynamic" timeformat="date">\n')
        node_values = _declare(fh, "node", node_types(g), _NODE_BUILTIN)
        edge_values = _declare(fh, "edge", edge_types(g), _EDGE_BUILTIN)
        spans = node_intervals(g)
        ids = {node: attr(node) for node in g.nodes}  # each id is written once as a node, often in edges
        nodes = (_node(n, ids[n], d, spans.get(n), node_values) for n, d in g.nodes.items())
        _write_block(fh, "nodes", g.number_of_nodes(), nodes)
        doc_days = {n: spans[n][0] for n, d in g.nodes.items() if d.get("kind") == DOCUMENT and n in spans}
        relations: dict[str, str] = {}
        edges = (
            _edge(ids[u], ids[v], k, d, _edge_span(u, v, spans, doc_days), edge_values, relations)
            for u, v, k, d in g.edges
        )
        _write_block(fh, "edges", len(g.edges), edges)
        fh.write("  </graph>\n</gexf>\n")
    return Path(path)


def _node(
    node: str, node_id: str, data: dict[str, Any], span: Interval | None, values: Callable[[Mapping[str, Any]], str]
) -> str:
    """One <node>; ``node_id`` is ``node`` escaped already."""
    label = attr(_token(data.get("label", node)))
    return (
        f'      <node id="{node_id}" label="{label}"{_span_attrs(span)}>\n{values(data)}'
        f'        <viz:color r="{data["r"]}" g="{data["g"]}" b="{data["b"]}" />\n'
        f'        <viz:size value="{_num(data["size"])}" />\n      </node>\n'
    )


def _edge(
    source: str,
    target: str,
    key: str,
    data: Mapping[str, Any],
    span: Interval | None,
    values: Callable[[Mapping[str, Any]], str],
    relations: dict[str, str],
) -> str:
    """One <edge>; ``source`` and ``target`` are escaped already."""
    relation = data.get("relation", "")
    kind = relations.get(relation)
    if kind is None:  # a few relations, thousands of edges: escape each once
        token = attr(_token(relation))
        # `kind` lets Gephi keep parallel edges of different relations apart.
        kind = relations[relation] = f' label="{token}" kind="{token}"' if token else ""
    weight = _num(data.get("weight", 1) or 1)
    return (
        f'      <edge id="{attr(key)}" source="{source}" target="{target}" weight="{weight}"{kind}'
        f'{_span_attrs(span)}>\n{values(data)}        <viz:thickness value="{weight}" />\n      </edge>\n'
    )


def _write_block(fh: IO[str], tag: str, count: int, items: Iterable[str]) -> None:
    """``<nodes count="N">`` with its elements, written a chunk at a time."""
    if not count:
        fh.write(f'    <{tag} count="0" />\n')
        return
    fh.write(f'    <{tag} count="{count}">\n')
    write_chunked(fh, items)
    fh.write(f"    </{tag}>\n")


def node_intervals(g: GraphTable) -> dict[str, Interval]:
    """Days each node exists on the timeline (see module docstring); untimed nodes absent.

    Worked out once per prepared graph, for graph.gexf and graph.html.
    """
    return dict(g.memo("gexf.node_intervals", lambda: _node_intervals(g)))


def _node_intervals(g: GraphTable) -> dict[str, Interval]:
    spans: dict[str, Interval] = {}
    for node, data in g.nodes.items():
        kind = data.get("kind")
        if kind in (EVENT, DATE, DOCUMENT):
            span = parse_span(str(data.get("date", "")))
            if span is not None:
                spans[node] = (span.start, span.end)
    # Entities: their events and documents; undated events: their documents. Only days a node has
    # of its own count, so the nodes' order and names never change another's days.
    kinds = {node: data.get("kind") for node, data in g.nodes.items()}  # looked up twice an edge
    found: dict[Any, list[date]] = {}

    def near(node: Any, other: Any) -> None:
        if node in spans or other not in spans:
            return
        kind = kinds[node]
        wanted = _AROUND.get(kind) if type(kind) is str else None
        if wanted is None or kinds[other] not in wanted:
            return
        start, end = spans[other]
        days = found.get(node)
        if days is None:
            found[node] = [start, end]
            return
        if start < days[0]:
            days[0] = start
        if end > days[1]:
            days[1] = end

    for u, v, _ in edge_relations(g):
        near(u, v)
        near(v, u)
    for node in g.nodes:  # in the nodes' order, after those with days of their own
        days = found.get(node)
        if days is not None:
            spans[node] = (days[0], days[1])
    return spans


# A node without days of its own -> the kinds of neighbour its days are taken from.
_AROUND: dict[str, tuple[str, ...]] = {ENTITY: (EVENT, DOCUMENT), EVENT: (DOCUMENT,)}


def edge_interval(g: GraphTable, u: str, v: str, spans: dict[str, Interval]) -> Interval | None:
    """An edge's days: from the later start (or the document's day) to the later end."""
    docs = {n: spans[n][0] for n in (u, v) if n in spans and g.nodes[n].get("kind") == DOCUMENT}
    return _edge_span(u, v, spans, docs)


def _edge_span(u: str, v: str, spans: dict[str, Interval], doc_days: dict[str, date]) -> Interval | None:
    """:func:`edge_interval` with the documents' days looked up once for all edges."""
    a, b = spans.get(u), spans.get(v)
    if a is None:
        if b is None:
            return None
        a = b
    elif b is None:
        b = a
    start = doc_days.get(u) or doc_days.get(v)
    if start is None:
        start = max(a[0], b[0])
    end = max(a[1], b[1])
    return start, max(start, end)


def _declare(fh: IO[str], cls: str, found: Mapping[str, type], builtin: set[str]) -> Callable[[Mapping[str, Any]], str]:
    """Write the <attributes> block for nodes or edges of the ``found`` types; return the row's
    <attvalues> formatter."""
    types = {name: kind for name, kind in found.items() if name not in builtin}
    names = sorted(types)
    ids = [f"{cls[0]}a{i}" for i in range(len(names))]  # na0.., ea0..: shorter than any edge id (e + 16 hex)
    if not names:
        fh.write(f'    <attributes class="{cls}" mode="static" />\n')
        return row_formatter([], "        <attvalues />\n", attr)
    fh.write(f'    <attributes class="{cls}" mode="static">\n')
    fh.writelines(
        f"      {start_tag('attribute', {'id': i, 'title': n, 'type': _GEXF_TYPES[types[n]]}, close=True)}\n"
        for n, i in zip(names, ids)
    )
    fh.write("    </attributes>\n")
    # The optional numbers get an <attvalue> only where a node has them (never a 0.0 nor "" double).
    dense = [(n, i) for n, i in zip(names, ids) if n not in OPTIONAL_NUMBERS]
    optional = [(n, i) for n, i in zip(names, ids) if n in OPTIONAL_NUMBERS]
    lines = "".join(f'          <attvalue for="{i}" value="{{}}" />\n' for _, i in dense)
    close = "        </attvalues>\n"
    fill = row_formatter(
        [n for n, _ in dense], f"        <attvalues>\n{lines}{close}", attr, [types[n] for n, _ in dense]
    )
    if not optional:
        return fill

    def values(row: Mapping[str, Any]) -> str:
        extra = "".join(f'          <attvalue for="{i}" value="{row[n]!r}" />\n' for n, i in optional if n in row)
        text = fill(row)
        return f"{text[: -len(close)]}{extra}{close}" if extra else text

    return values


def _span_attrs(span: Interval | None) -> str:
    return "" if span is None else f' start="{span[0].isoformat()}" end="{span[1].isoformat()}"'


def _token(value: Any) -> str:
    """GEXF labels are xsd:token: no line breaks, tabs or repeated spaces."""
    return " ".join(str(value).split())


def _num(value: Any) -> str:
    return repr(float(value))
