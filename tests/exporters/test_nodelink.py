"""Node-link JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import networkx as nx

from exporters.nodelink import write_json


def _values(obj: Any) -> list[Any]:
    if isinstance(obj, dict):
        return [v for x in obj.values() for v in _values(x)]
    if isinstance(obj, list):
        return [v for x in obj for v in _values(x)]
    return [obj]


def test_json_round_trip(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    path = write_json(graph, tmp_path / "graph.json")
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["directed"] is True and data["multigraph"] is True
    assert len(data["nodes"]) == graph.number_of_nodes()
    assert len(data["links"]) == graph.number_of_edges()
    assert [n["id"] for n in data["nodes"]] == sorted(graph.nodes)
    assert None not in _values(data)
    assert "Saddam | Hussein" in text  # list flattened
    assert "é" not in text or "\\u00e9" not in text  # ensure_ascii=False
    back = nx.node_link_graph(data, edges="links")
    assert back.number_of_edges() == graph.number_of_edges()
    assert len({k for _, _, k in back.edges(keys=True)}) == graph.number_of_edges()


def test_json_keeps_non_ascii(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    g.add_node("entity:sao-paulo", label="São Paulo", kind="entity", type="GPE")
    text = write_json(g, tmp_path / "g.json").read_text(encoding="utf-8")
    assert "São Paulo" in text
