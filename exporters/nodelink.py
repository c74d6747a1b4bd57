"""Node-link JSON (the d3 / ``networkx.node_link_graph`` layout).

Handy for web viewers and for reading a build back into networkx:
``nx.node_link_graph(json.load(f), edges="links")`` returns the same graph.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

import networkx as nx

from exporters.common import atomic_open, prepare

# No indent: json's C encoder only runs without one (indent=2 took 6 s on a
# 50,000-edge graph). Keys sorted, so the same graph gives the same bytes.
_encode = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode
_CHUNK = 2000  # records joined per write


def write_json(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as sorted UTF-8 node-link JSON, one node or link a line.

    The document is what ``nx.node_link_data(g, edges="links")`` returns
    (keys ``directed``, ``graph``, ``links``, ``multigraph``, ``nodes``),
    streamed record by record instead of built whole in memory.

    >>> write_json(graph, out / "graph.json")  # doctest: +SKIP
    PosixPath('out/graph.json')
    """
    g = prepare(graph)
    links = ({**d, "source": u, "target": v, "key": k} for u, v, k, d in g.edges(keys=True, data=True))
    nodes = ({**d, "id": n} for n, d in g.nodes(data=True))
    with atomic_open(path) as fh:
        fh.write(f'{{"directed": {_encode(g.is_directed())}, "graph": {_encode(g.graph)}, "links": [')
        _records(fh, links)
        fh.write(f'], "multigraph": {_encode(g.is_multigraph())}, "nodes": [')
        _records(fh, nodes)
        fh.write("]}\n")
    return Path(path)


def _records(fh: IO[str], records: Iterable[dict[str, Any]]) -> None:
    """A JSON array's items, one a line: ``\\n{...},\\n{...}\\n``; nothing when empty."""
    chunk: list[str] = []
    lead = "\n"
    for record in records:
        chunk.append(_encode(record))
        if len(chunk) >= _CHUNK:
            fh.write(lead + ",\n".join(chunk))
            chunk.clear()
            lead = ",\n"
    if chunk:
        fh.write(lead + ",\n".join(chunk))
    if lead != "\n" or chunk:
        fh.write("\n")
