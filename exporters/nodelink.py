"""Node-link JSON (the d3 / ``networkx.node_link_graph`` layout).

Handy for web viewers and for reading a build back into networkx:
``nx.node_link_graph(json.load(f), edges="links")`` returns the same graph.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from exporters.jsontext import encode_json, write_json_items
from exporters.prepare import Graph, graph_scalars, prepare
from kg.files import atomic_open
from kg.graph.table import Row


def write_json(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as sorted UTF-8 node-link JSON, one node or link a line.

    The document is what ``nx.node_link_data(g, edges="links")`` returns
    (keys ``directed``, ``graph``, ``links``, ``multigraph``, ``nodes``),
    streamed record by record instead of built whole in memory.

    >>> import json
    >>> doc = json.loads(write_json(graph, out / "graph.json").read_text(encoding="utf-8"))
    >>> [n["id"] for n in doc["nodes"]], [(e["source"], e["target"]) for e in doc["links"]]
    (['doc:a', 'event:talks'], [('event:talks', 'doc:a')])
    """
    g = prepare(graph)
    links = (_with(d, source=u, target=v, key=k) for u, v, k, d in g.edges)
    nodes = (_with(d, id=n) for n, d in g.nodes.items())
    with atomic_open(path) as fh:
        fh.write(f'{{"directed":{encode_json(True)},"graph":{encode_json(graph_scalars(g))},"links":[')
        write_json_items(fh, links)
        fh.write(f'],"multigraph":{encode_json(True)},"nodes":[')
        write_json_items(fh, nodes)
        fh.write("]}\n")
    return Path(path)


def _with(data: Mapping[str, Any], **extra: Any) -> dict[str, Any]:
    """``{**data, **extra}``: a compact row (:class:`~kg.graph.table.Row`) copied in one call,
    not a Python lookup for every name as ``**`` takes a mapping that is no dict.

    >>> from kg.graph.table import Row, Schema
    >>> _with(Row(Schema(["id", "kind"]), ("x", "event")), id="event:x")
    {'id': 'event:x', 'kind': 'event'}
    """
    row = data.copy() if type(data) is Row else dict(data)
    row.update(extra)
    return row
