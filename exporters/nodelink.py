"""Node-link JSON (the d3 / ``networkx.node_link_graph`` layout).

Handy for web viewers and for reading a build back into networkx:
``nx.node_link_graph(json.load(f), edges="links")`` returns the same graph.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import networkx as nx

from exporters.common import atomic_write_text, prepare


def write_json(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as indented, sorted, UTF-8 node-link JSON.

    >>> write_json(graph, out / "graph.json")  # doctest: +SKIP
    PosixPath('out/graph.json')
    """
    data = nx.node_link_data(prepare(graph), edges="links")
    text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
    return atomic_write_text(path, text + "\n")
