"""Dynamic GEXF 1.3 for Gephi's timeline, written with xml.etree.

networkx's GEXF writer cannot express intervals from TimeML values, so the
file is built here. Times are ``xsd:date`` intervals (``timeformat="date"``,
ends inclusive):

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
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path
from typing import Any

import networkx as nx

from exporters.common import atomic_write_bytes, prepare
from kg.dates import parse_span

NS = "http://gexf.net/1.3"
NS_VIZ = "http://gexf.net/1.3/viz"

# Written as GEXF element attributes or viz elements, not as <attvalue>s.
_NODE_BUILTIN = {"label", "color", "r", "g", "b", "size"}
_EDGE_BUILTIN = {"weight"}

_GEXF_TYPES = {str: "string", int: "long", float: "double", bool: "boolean"}

Interval = tuple[date, date]


def write_gexf(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as GEXF 1.3 with ``mode="dynamic"`` node and edge intervals.

    >>> write_gexf(graph, out / "graph.gexf")  # doctest: +SKIP
    PosixPath('out/graph.gexf')
    """
    g = prepare(graph)
    ET.register_namespace("", NS)
    ET.register_namespace("viz", NS_VIZ)
    # No xsi:schemaLocation: the 1.3 RELAX NG schema does not allow it.
    root = ET.Element(_q("gexf"), {"version": "1.3"})
    meta = ET.SubElement(root, _q("meta"))  # no lastmodifieddate: output must be reproducible
    ET.SubElement(meta, _q("creator")).text = "kg"
    if g.graph.get("name"):
        ET.SubElement(meta, _q("description")).text = str(g.graph["name"])
    xgraph = ET.SubElement(
        root,
        _q("graph"),
        {"defaultedgetype": "directed", "idtype": "string", "mode": "dynamic", "timeformat": "date"},
    )
    node_keys = _declare(xgraph, "node", g.nodes(data=True), _NODE_BUILTIN)
    edge_keys = _declare(xgraph, "edge", ((u, v, d) for u, v, d in g.edges(data=True)), _EDGE_BUILTIN)

    spans = node_intervals(g)
    xnodes = ET.SubElement(xgraph, _q("nodes"), {"count": str(g.number_of_nodes())})
    for node, data in g.nodes(data=True):
        xnode = ET.SubElement(xnodes, _q("node"), {"id": node, "label": _token(data.get("label", node))})
        _set_interval(xnode, spans.get(node))
        _attvalues(xnode, data, node_keys)
        ET.SubElement(xnode, _v("color"), {"r": str(data["r"]), "g": str(data["g"]), "b": str(data["b"])})
        ET.SubElement(xnode, _v("size"), {"value": _num(data["size"])})

    xedges = ET.SubElement(xgraph, _q("edges"), {"count": str(g.number_of_edges())})
    for u, v, key, data in g.edges(keys=True, data=True):
        relation = _token(data.get("relation", ""))
        attrs = {"id": key, "source": u, "target": v, "weight": _num(data.get("weight", 1) or 1)}
        if relation:
            # `kind` lets Gephi keep parallel edges of different relations apart.
            attrs.update(label=relation, kind=relation)
        xedge = ET.SubElement(xedges, _q("edge"), attrs)
        _set_interval(xedge, edge_interval(g, u, v, spans))
        _attvalues(xedge, data, edge_keys)
        ET.SubElement(xedge, _v("thickness"), {"value": _num(data.get("weight", 1) or 1)})

    ET.indent(root)
    body = ET.tostring(root, encoding="utf-8", xml_declaration=False)
    return atomic_write_bytes(path, b'<?xml version="1.0" encoding="UTF-8"?>\n' + body + b"\n")


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


def _declare(xgraph: ET.Element, cls: str, items: Any, builtin: set[str]) -> dict[str, str]:
    """Write the <attributes> block for nodes or edges; return name -> attribute id."""
    types: dict[str, str] = {}
    for *_, data in items:
        for name, value in data.items():
            if name not in builtin:
                types.setdefault(name, _GEXF_TYPES[type(value)])
    block = ET.SubElement(xgraph, _q("attributes"), {"class": cls, "mode": "static"})
    ids: dict[str, str] = {}
    for i, name in enumerate(sorted(types)):
        ids[name] = f"{cls[0]}a{i}"  # na0.., ea0..: apart from edge ids e0..
        ET.SubElement(block, _q("attribute"), {"id": ids[name], "title": name, "type": types[name]})
    return ids


def _attvalues(parent: ET.Element, data: dict[str, Any], keys: dict[str, str]) -> None:
    values = ET.SubElement(parent, _q("attvalues"))
    for name, attr_id in keys.items():
        value = data.get(name, "")
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        ET.SubElement(values, _q("attvalue"), {"for": attr_id, "value": text})


def _set_interval(element: ET.Element, interval: Interval | None) -> None:
    if interval is not None:
        element.set("start", interval[0].isoformat())
        element.set("end", interval[1].isoformat())


def _token(value: Any) -> str:
    """GEXF labels are xsd:token: no line breaks, tabs or repeated spaces."""
    return " ".join(str(value).split())


def _num(value: Any) -> str:
    return repr(float(value))


def _q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def _v(tag: str) -> str:
    return f"{{{NS_VIZ}}}{tag}"
