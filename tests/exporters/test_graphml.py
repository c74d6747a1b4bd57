"""GraphML reads back in networkx and igraph, Gephi-ready."""

from __future__ import annotations

import warnings
import xml.etree.ElementTree as ET
from pathlib import Path

import networkx as nx
import pytest

from exporters.graphml import write_graphml
from exporters.prepare import prepare

NS = "{http://graphml.graphdrawing.org/xmlns}"


@pytest.fixture
def graphml(graph: nx.MultiDiGraph, tmp_path: Path) -> Path:
    return write_graphml(graph, tmp_path / "graph.graphml")


def test_networkx_reads_it(graph: nx.MultiDiGraph, graphml: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        back = nx.read_graphml(graphml)
    assert back.is_directed() and back.is_multigraph()
    assert back.number_of_nodes() == graph.number_of_nodes()
    assert back.number_of_edges() == graph.number_of_edges()
    node = back.nodes["entity:saddam-hussein"]
    assert node["label"] == "Saddam Hussein"
    assert node["aliases"] == "Saddam | Hussein"
    assert isinstance(node["mentions"], int) and node["mentions"] == 5
    assert all(isinstance(d[c], int) for _, d in back.nodes(data=True) for c in "rgb")
    assert all(isinstance(d["size"], float) for _, d in back.nodes(data=True))
    assert all(isinstance(d["weight"], int) for _, _, d in back.edges(data=True))
    keys = [k for _, _, k in back.edges(keys=True)]
    assert len(set(keys)) == len(keys)
    assert all(d["edge_id"] == k for _, _, k, d in back.edges(keys=True, data=True))
    parallel = back.get_edge_data("entity:saddam-hussein", "entity:iraq")
    assert sorted(d["relation"] for d in parallel.values()) == ["co_occurs", "participant"]


def test_igraph_reads_it(graph: nx.MultiDiGraph, graphml: Path) -> None:
    igraph = pytest.importorskip("igraph")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        g = igraph.Graph.Read_GraphML(str(graphml))
    assert g.is_directed()
    assert g.vcount() == graph.number_of_nodes()
    assert g.ecount() == graph.number_of_edges()
    # Not g.es["id"]: igraph 1.0.0 fills it with vertex ids (a reader bug).
    assert sorted(g.es["edge_id"]) == sorted(k for _, _, k, _ in prepare(graph).edges)
    for channel in "rgb":
        assert all(float(x).is_integer() and 0 <= x <= 255 for x in g.vs[channel])
    assert "Saddam Hussein" in g.vs["label"]


def test_one_key_per_name_no_none(graphml: Path) -> None:
    root = ET.parse(graphml).getroot()
    keys = [(k.get("for"), k.get("attr.name")) for k in root.iter(f"{NS}key")]
    assert len(keys) == len(set(keys))
    types = {(k.get("for"), k.get("attr.name")): k.get("attr.type") for k in root.iter(f"{NS}key")}
    assert types[("node", "r")] in ("int", "long")
    assert types[("node", "size")] in ("float", "double")
    assert types[("edge", "weight")] in ("int", "long")
    assert root.find(f"{NS}graph").get("edgedefault") == "directed"
    assert all((d.text or "") != "None" for d in root.iter(f"{NS}data"))
