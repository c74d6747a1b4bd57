"""write_all: the standard set of files, byte-identical for the same graph."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import networkx as nx

from exporters import write_all

EXPECTED = [
    "disagreements.json", "edges.csv", "graph.gexf", "graph.graphml", "graph.html", "graph.json", "nodes.csv",
    "timeline.html", "timeline.json",
]


def _reversed_copy(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """Same graph, nodes, edges and attributes inserted in reverse order."""
    g = nx.MultiDiGraph()
    g.graph.update(graph.graph)
    for node, data in reversed(list(graph.nodes(data=True))):
        g.add_node(node, **dict(reversed(list(data.items()))))
    for u, v, data in reversed(list(graph.edges(data=True))):
        g.add_edge(u, v, **dict(reversed(list(data.items()))))
    return g


def test_writes_all_files(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    paths = write_all(graph, tmp_path / "out")
    assert sorted(paths) == EXPECTED
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == EXPECTED
    assert all(p.stat().st_size > 0 for p in paths.values())


def test_deterministic(build: Callable[[], nx.MultiDiGraph], tmp_path: Path) -> None:
    first = write_all(build(), tmp_path / "a")
    second = write_all(build(), tmp_path / "b")
    shuffled = write_all(_reversed_copy(build()), tmp_path / "c")
    for name in EXPECTED:
        data = first[name].read_bytes()
        assert data == second[name].read_bytes(), name
        assert data == shuffled[name].read_bytes(), name


def test_empty_graph(tmp_path: Path) -> None:
    paths = write_all(nx.MultiDiGraph(), tmp_path)
    assert sorted(paths) == EXPECTED
