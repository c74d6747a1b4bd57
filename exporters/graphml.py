"""GraphML for Gephi, yEd, igraph and networkx.

Gephi reads ``label``, ``size``, ``r``/``g``/``b`` (and ``color``) on nodes and
``weight`` and ``label`` on edges; igraph and networkx read any typed key. The
normalised copy from :func:`exporters.prepare.prepare` gives every attribute one
type, so each name gets exactly one ``<key>`` per domain.

The file is streamed, one node or edge at a time, in the layout networkx's
``write_graphml`` produces (key ids ``d0``, ``d1``... in the order the names
first appear, declared last first; graph data after the edges), which took
half a minute and gigabytes on a 50,000-edge graph.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from exporters.prepare import Graph, edge_types, graph_scalars, node_types, prepare
from exporters.xmltext import attr, row_formatter, start_tag, text, write_chunked
from kg.files import atomic_open
from kg.graph.schema import OPTIONAL_NUMBERS, scalar_text
from kg.graph.table import Row

NS_GRAPHML = "http://graphml.graphdrawing.org/xmlns"
NS_XSI = "http://www.w3.org/2001/XMLSchema-instance"
SCHEMA_LOCATION = f"{NS_GRAPHML} {NS_GRAPHML}/1.0/graphml.xsd"

_TYPES = {str: "string", int: "long", float: "double", bool: "boolean"}


def write_graphml(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as directed GraphML with unique, stable edge ids
    (:func:`exporters.prepare.edge_id`).

    Edges also carry ``label`` (the relation, unless they have one) and
    ``edge_id`` (their id again) as data.

    >>> back = nx.read_graphml(write_graphml(graph, out / "graph.graphml"))
    >>> sorted(back.nodes), [d["label"] for _, _, d in back.edges(data=True)]
    (['doc:a', 'event:talks'], ['mentioned_in'])
    """
    g = prepare(graph)
    graph_data = graph_scalars(g)
    graph_id = graph_data.pop("id", None)  # the <graph id>, as networkx writes it
    keys = _Keys()
    graph_prefix = keys.declare("graph", ((k, type(v)) for k, v in graph_data.items()), "    ")
    node_kinds = node_types(g)
    node_data = _rows(keys.declare("node", node_kinds.items(), "      "), node_kinds.values())
    edge_kinds = edge_types(g)
    if g.edges:  # a key is declared only where it is used
        # Gephi shows an edge's `label`; the relation is what a reader wants.
        edge_kinds.setdefault("label", str)
        # The id again as data: python-igraph 1.0.0's GraphML reader fills its
        # edge "id" attribute with vertex ids instead of the <edge id>.
        edge_kinds["edge_id"] = str
    edge_data = _rows(keys.declare("edge", edge_kinds.items(), "      "), edge_kinds.values())

    with atomic_open(path) as fh:
        fh.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        fh.write(
            start_tag("graphml", {"xmlns": NS_GRAPHML, "xmlns:xsi": NS_XSI, "xsi:schemaLocation": SCHEMA_LOCATION})
            + "\n"
        )
        fh.writelines(f"  {line}\n" for line in reversed(keys.lines))
        head = {"edgedefault": "directed"}  # prepared tables are a directed multigraph
        if graph_id is not None:
            head["id"] = str(graph_id)
        if not (g.number_of_nodes() or g.edges or graph_data):
            fh.write(f"  {start_tag('graph', head, close=True)}\n</graphml>\n")
            return Path(path)
        fh.write(f"  {start_tag('graph', head)}\n")
        ids = {n: attr(n) for n in g}  # each id is written once as a node, often in edges
        nodes = (_element("node", f'id="{ids[n]}"', node_data(d)) for n, d in g.nodes.items())
        write_chunked(fh, nodes)
        edges = (
            _element("edge", f'source="{ids[u]}" target="{ids[v]}" id="{attr(k)}"', edge_data(_edge_data(k, d)))
            for u, v, k, d in g.edges
        )
        write_chunked(fh, edges)
        fh.writelines(_data(graph_data, graph_prefix))
        fh.write("  </graph>\n</graphml>\n")
    return Path(path)


class _Keys:
    """``<key>`` declarations, numbered ``d0``, ``d1``... in the order names are declared."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def declare(self, scope: str, names: Iterable[tuple[str, type]], indent: str) -> dict[str, str]:
        """Declare ``names`` for ``scope``; return name -> ``<data key="dN"`` with its indent."""
        prefixes = {}
        for name, kind in names:
            key = f"d{len(self.lines)}"
            self.lines.append(
                start_tag(
                    "key",
                    {"id": key, "for": scope, "attr.name": name, "attr.type": _TYPES.get(kind, "string")},
                    close=True,
                )
            )
            prefixes[name] = f'{indent}<data key="{key}"'
        return prefixes


def _edge_data(key: str, data: Mapping[str, Any]) -> dict[str, Any]:
    extra = {"edge_id": key}
    if "label" not in data:
        extra = {"label": str(data.get("relation", "")), **extra}
    # A compact row copied in one call: ``**`` on a mapping that is no dict looks up every name in Python.
    row = data.copy() if type(data) is Row else dict(data)
    row.update(extra)
    return row


def _rows(prefixes: dict[str, str], types: Iterable[type]) -> Callable[[dict[str, Any]], str]:
    """The <data> lines of a node or edge (every one has every name, from prepare(), but
    the optional numbers, written only where a node has them)."""
    kinds = dict(zip(prefixes, types, strict=True))
    dense = [name for name in prefixes if name not in OPTIONAL_NUMBERS]
    template = "".join(f"{prefixes[name]}>{{}}</data>\n" for name in dense)
    fill = row_formatter(dense, template, text, [kinds[name] for name in dense])
    optional = [(name, prefixes[name]) for name in prefixes if name in OPTIONAL_NUMBERS]

    def rows(row: dict[str, Any]) -> str:
        # An empty value gives <data key="dN"></data>, which networkx writes <data key="dN" />;
        # text() escapes every ">" of a value, so only empty elements match.
        lines = fill(row).replace('"></data>', '" />')
        if optional:
            lines += "".join(f"{prefix}>{row[name]!r}</data>\n" for name, prefix in optional if name in row)
        return lines

    return rows


def _element(tag: str, head: str, lines: str) -> str:
    if not lines:
        return f"    <{tag} {head} />\n"
    return f"    <{tag} {head}>\n{lines}    </{tag}>\n"


def _data(data: dict[str, Any], prefixes: dict[str, str]) -> Iterator[str]:
    for name, value in data.items():
        content = scalar_text(value)
        yield f"{prefixes[name]}>{text(content)}</data>\n" if content else f"{prefixes[name]} />\n"
