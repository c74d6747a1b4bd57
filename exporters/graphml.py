"""GraphML for Gephi, yEd, igraph and networkx.

Gephi reads ``label``, ``size``, ``r``/``g``/``b`` (and ``color``) on nodes and
``weight`` and ``label`` on edges; igraph and networkx read any typed key. The
normalised copy from :func:`exporters.common.prepare` gives every attribute one
type, so each name gets exactly one ``<key>`` per domain.
"""

from __future__ import annotations

import os
from pathlib import Path

import networkx as nx

from exporters.common import atomic_write_text, prepare


def write_graphml(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write ``graph`` as directed GraphML with unique edge ids ``e0``, ``e1``...

    >>> write_graphml(graph, out / "graph.graphml")  # doctest: +SKIP
    PosixPath('out/graph.graphml')
    """
    g = prepare(graph)
    for _, _, key, data in g.edges(keys=True, data=True):
        # Gephi shows an edge's `label`; the relation is what a reader wants.
        data.setdefault("label", str(data.get("relation", "")))
        # The id again as data: python-igraph 1.0.0's GraphML reader fills its
        # edge "id" attribute with vertex ids instead of the <edge id>.
        data["edge_id"] = key
    # prepare() gave node/edge attributes one type each, so networkx writes a
    # single <key> per name; edge ids are the e0.. keys from prepare().
    lines = nx.generate_graphml(g, encoding="utf-8", prettyprint=True)
    text = '<?xml version="1.0" encoding="UTF-8"?>\n' + "\n".join(lines) + "\n"
    return atomic_write_text(path, text)
