"""Positions for graphs too big for the browser's physics, from igraph's force layout.

networkx's spring layout is pure Python and slow on thousands of nodes; igraph's
Fruchterman-Reingold (C code, grid-accelerated above 1,000 nodes) is many times faster.
A fixed start and a private random generator make every run the same.
"""

from __future__ import annotations

import random

import igraph
import networkx as nx


def force_layout(g: nx.Graph, seed: int, scale: float) -> dict[str, tuple[float, float]]:
    """Node -> (x, y) in ``[-scale, scale]``, rounded to 0.1 so output is stable.

    >>> pos = force_layout(nx.path_graph(3), seed=1, scale=100.0)
    >>> sorted(pos) == [0, 1, 2] and all(abs(c) <= 100.0 for xy in pos.values() for c in xy)
    True
    """
    nodes = list(g.nodes)
    if len(nodes) < 2:
        return {node: (0.0, 0.0) for node in nodes}
    index = {node: i for i, node in enumerate(nodes)}
    pairs = sorted({tuple(sorted((index[u], index[v]))) for u, v in g.edges() if u != v})
    graph = igraph.Graph(n=len(nodes), edges=pairs)
    rng = random.Random(seed)
    start = [[rng.uniform(-1, 1), rng.uniform(-1, 1)] for _ in nodes]
    # igraph draws from one global generator; lend it ours for this call only.
    igraph.set_random_number_generator(rng)
    try:
        coords = graph.layout_fruchterman_reingold(seed=start, niter=200, grid="auto").coords
    finally:
        igraph.set_random_number_generator(random)
    cx = sum(x for x, _ in coords) / len(coords)
    cy = sum(y for _, y in coords) / len(coords)
    extent = max(max(abs(x - cx), abs(y - cy)) for x, y in coords) or 1.0
    factor = scale / extent
    return {node: (round((x - cx) * factor, 1), round((y - cy) * factor, 1)) for node, (x, y) in zip(nodes, coords)}
