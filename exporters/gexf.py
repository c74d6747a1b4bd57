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
* entities: from the earliest to the latest day of the events and documents
  they are connected to;
* edges: from the document's day when one end is a dated document, otherwise
  from the later of the two ends' starts, until the later of their ends.

A node with no time at all has no ``start``/``end`` and so is always present.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from datetime import date
from pathlib import Path
from typing import IO, Any

import networkx as nx

from exporters.common import atomic_open, prepare
from exporters.xmltext import attr, start_tag, text, value_text
from kg.dates import parse_span

NS = "http://gexf.net/1.3"
NS_VIZ = "http://gexf.net/1.3/viz"

# Written as GEXF element attributes or viz elements, not as <attvalue>s.
_NODE_BUILTIN = {"label", "color", "r", "g", "b", "size"}
_EDGE_BUILTIN = {"weight"}

_GEXF_TYPES = {str: "string", int: "long", float: "double", bool: "boolean"}

Interval = tuple[date, date]

_CHUNK = 2000  # elements joined per write: fewer, larger writes


def write_gexf(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as GEXF 1.3 with ``mode="dynamic"`` node and edge intervals.

    >>> write_gexf(graph, out / "graph.gexf")  # doctest: +SKIP
    PosixPath('out/graph.gexf')
    """
    g = prepare(graph)
    with atomic_open(path) as fh:
        fh.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        # No xsi:schemaLocation: the 1.3 RELAX NG schema does not allow it.
        fh.write(f'<gexf xmlns="{NS}" xmlns:viz="{NS_VIZ}" version="1.3">\n')
        fh.write("  <meta>\n    <creator>kg</creator>\n")  # no lastmodifieddate: output must be reproducible
        if g.graph.get("name"):
            fh.write(f"    <description>{text(str(g.graph['name']))}</description>\n")
        fh.write("  </meta>\n")
        fh.write('  <graph defaultedgetype="directed" idtype="string" mode="dynamic" timeformat="date">\n')
        node_keys = _declare(fh, "node", (d for _, d in g.nodes(data=True)), _NODE_BUILTIN)
        edge_keys = _declare(fh, "edge", (d for _, _, d in g.edges(data=True)), _EDGE_BUILTIN)
        spans = node_intervals(g)
        _write_block(fh, "nodes", g.number_of_nodes(), (_node(n, d, spans, node_keys) for n, d in g.nodes(data=True)))
        edges = (_edge(g, u, v, k, d, spans, edge_keys) for u, v, k, d in g.edges(keys=True, data=True))
        _write_block(fh, "edges", g.number_of_edges(), edges)
        fh.write("  </graph>\n</gexf>\n")
    return Path(path)


def _node(node: str, data: dict[str, Any], spans: dict[str, Interval], keys: dict[str, str]) -> str:
    head = {"id": node, "label": _token(data.get("label", node)), **_interval(spans.get(node))}
    viz = (f'        <viz:color r="{data["r"]}" g="{data["g"]}" b="{data["b"]}" />\n'
           f'        <viz:size value="{_num(data["size"])}" />\n')
    return f"      {start_tag('node', head)}\n{_attvalues(data, keys)}{viz}      </node>\n"


def _edge(g: nx.MultiDiGraph, u: str, v: str, key: str, data: dict[str, Any],
          spans: dict[str, Interval], keys: dict[str, str]) -> str:
    relation = _token(data.get("relation", ""))
    weight = _num(data.get("weight", 1) or 1)
    head = {"id": key, "source": u, "target": v, "weight": weight}
    if relation:
        # `kind` lets Gephi keep parallel edges of different relations apart.
        head.update(label=relation, kind=relation)
    head.update(_interval(edge_interval(g, u, v, spans)))
    return (f"      {start_tag('edge', head)}\n{_attvalues(data, keys)}"
            f'        <viz:thickness value="{weight}" />\n      </edge>\n')


def _write_block(fh: IO[str], tag: str, count: int, items: Iterable[str]) -> None:
    """``<nodes count="N">`` with its elements, written a chunk at a time."""
    if not count:
        fh.write(f'    <{tag} count="0" />\n')
        return
    fh.write(f'    <{tag} count="{count}">\n')
    chunk: list[str] = []
    for item in items:
        chunk.append(item)
        if len(chunk) >= _CHUNK:
            fh.write("".join(chunk))
            chunk.clear()
    fh.write("".join(chunk))
    fh.write(f"    </{tag}>\n")


def node_intervals(g: nx.MultiDiGraph) -> dict[str, Interval]:
    """Days each node exists on the timeline (see module docstring); untimed nodes absent."""
    spans: dict[str, Interval] = {}
    for node, data in g.nodes(data=True):
        kind = data.get("kind")
        if kind in ("event", "date", "document"):
            span = parse_span(str(data.get("date", "")))
            if span is not None:
                spans[node] = (span.start, span.end)
    for node, data in g.nodes(data=True):
        kind = data.get("kind")
        if node in spans or kind not in ("entity", "event"):
            continue
        # Entities: their events and documents; undated events: their documents.
        wanted = ("event", "document") if kind == "entity" else ("document",)
        around = [
            spans[other]
            for other in sorted(set(g.predecessors(node)) | set(g.successors(node)))
            if other in spans and g.nodes[other].get("kind") in wanted
        ]
        if around:
            spans[node] = (min(s for s, _ in around), max(e for _, e in around))
    return spans


def edge_interval(g: nx.MultiDiGraph, u: str, v: str, spans: dict[str, Interval]) -> Interval | None:
    """An edge's days: from the later start (or the document's day) to the later end."""
    ends = [spans[n] for n in (u, v) if n in spans]
    if not ends:
        return None
    docs = [spans[n][0] for n in (u, v) if n in spans and g.nodes[n].get("kind") == "document"]
    start = docs[0] if docs else max(s for s, _ in ends)
    return start, max(start, max(e for _, e in ends))


def _declare(fh: IO[str], cls: str, rows: Iterable[dict[str, Any]], builtin: set[str]) -> dict[str, str]:
    """Write the <attributes> block for nodes or edges; return name -> attribute id."""
    types: dict[str, str] = {}
    last: Any = None
    for data in rows:
        if data.keys() == last:  # prepare() gives every row the same keys
            continue
        last = data.keys()
        for name, value in data.items():
            if name not in builtin:
                types.setdefault(name, _GEXF_TYPES[type(value)])
    ids = {name: f"{cls[0]}a{i}" for i, name in enumerate(sorted(types))}  # na0.., ea0..: apart from edge ids e0..
    if not ids:
        fh.write(f'    <attributes class="{cls}" mode="static" />\n')
        return ids
    fh.write(f'    <attributes class="{cls}" mode="static">\n')
    fh.writelines(f"      {start_tag('attribute', {'id': i, 'title': n, 'type': types[n]}, close=True)}\n"
                  for n, i in ids.items())
    fh.write("    </attributes>\n")
    # Prefixes ready for _attvalues, which runs once per node and edge.
    return {name: f'          <attvalue for="{attr_id}" value="' for name, attr_id in ids.items()}


def _attvalues(data: dict[str, Any], keys: dict[str, str]) -> str:
    if not keys:
        return "        <attvalues />\n"
    values = "".join(f'{prefix}{attr(value_text(data.get(name, "")))}" />\n' for name, prefix in keys.items())
    return f"        <attvalues>\n{values}        </attvalues>\n"


def _interval(interval: Interval | None) -> dict[str, str]:
    return {} if interval is None else {"start": interval[0].isoformat(), "end": interval[1].isoformat()}


def _token(value: Any) -> str:
    """GEXF labels are xsd:token: no line breaks, tabs or repeated spaces."""
    return " ".join(str(value).split())


def _num(value: Any) -> str:
    return repr(float(value))
