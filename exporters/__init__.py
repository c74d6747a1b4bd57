"""Exporters: a finished kg graph to files for Gephi, igraph, browsers and timelines.

Each writer takes a graph and a path and nothing else; :func:`write_all` writes
the standard set. Same graph in, byte-identical files out: no timestamps,
sorted nodes and edges, fixed layout seeds.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import networkx as nx

from exporters.common import prepare
from exporters.disagreements import write_disagreements
from exporters.gexf import write_gexf
from exporters.graphml import write_graphml
from exporters.html import write_html
from exporters.nodelink import write_json
from exporters.spreadsheet import write_edges_csv, write_nodes_csv
from exporters.timeline import write_timeline_html, write_timeline_json
from kg.bulk import paused_gc

__all__ = [
    "write_all",
    "write_disagreements",
    "write_edges_csv",
    "write_gexf",
    "write_graphml",
    "write_html",
    "write_json",
    "write_nodes_csv",
    "write_timeline_html",
    "write_timeline_json",
]

# File name -> writer, in the order they are written.
OUTPUTS: dict[str, Callable[[nx.Graph, Path], Path]] = {
    "graph.graphml": write_graphml,
    "graph.gexf": write_gexf,
    "graph.json": write_json,
    "graph.html": write_html,
    "nodes.csv": write_nodes_csv,
    "edges.csv": write_edges_csv,
    "timeline.json": write_timeline_json,
    "timeline.html": write_timeline_html,
    "disagreements.json": write_disagreements,
}


def write_all(graph: nx.Graph, out_dir: str | os.PathLike[str], max_nodes: int = 500) -> dict[str, Path]:
    """Write every export of ``graph`` into ``out_dir``; return name -> path.

    ``extractions.jsonl`` is not written here; the core writes it.
    ``max_nodes`` bounds the nodes drawn in ``graph.html``.

    >>> sorted(write_all(graph, "output"))  # doctest: +SKIP
    ['disagreements.json', 'edges.csv', 'graph.gexf', 'graph.graphml', 'graph.html', 'graph.json', 'nodes.csv', 'timeline.html', 'timeline.json']
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = {}
    with paused_gc():  # the prepared copy and the rows are acyclic: see kg.bulk
        graph = prepare(graph)
        for name, writer in OUTPUTS.items():
            if writer is write_html:
                paths[name] = write_html(graph, out / name, max_nodes=max_nodes)
            else:
                paths[name] = writer(graph, out / name)
    return paths
