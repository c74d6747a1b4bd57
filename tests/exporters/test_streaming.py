"""The streamed writers: any text survives a round trip, files are whole or absent,
and no writer changes what the next one sees."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import networkx as nx
import pytest

from exporters import write_all
from exporters.gexf import write_gexf
from exporters.graphml import write_graphml
from exporters.nodelink import write_json
from exporters.prepare import prepare
from exporters.timeline import write_timeline_json
from kg.files import atomic_open

# Markup, quotes, line ends, tabs, braces (the row templates use str.format),
# what closes a GraphML <data>, NUL (the row separator), and non-ASCII.
AWKWARD = [
    'a "quoted" <b>&amp;</b>',
    "line\nbreak\r\nand\rCR",
    "tab\there",
    "{} {0} {name}",
    '"></data>',
    "nul\x00inside",
    "São Paulo \u2028 \U0001f600",
    "  spaced  ",
    "",
]


def _awkward_graph() -> nx.MultiDiGraph:
    g = nx.MultiDiGraph(name='t {} "x"')
    for i, text in enumerate(AWKWARD):
        g.add_node(f"n{i} {text}", label=f"L{i}", kind="entity", note=text, flag=i % 2 == 0, mentions=i)
    nodes = list(g)
    for i, (u, v) in enumerate(zip(nodes, nodes[1:])):
        g.add_edge(u, v, relation="co_occurs", weight=i + 1, evidence=AWKWARD[i])
    return g


def _expected(g: nx.MultiDiGraph) -> tuple[dict, dict]:
    """Node and edge attributes as prepare() leaves them (XML-illegal characters gone)."""
    p = prepare(g)
    return dict(p.nodes), {k: d for _, _, k, d in p.edges}


def test_graphml_round_trips_any_text(tmp_path: Path) -> None:
    g = _awkward_graph()
    nodes, edges = _expected(g)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        back = nx.read_graphml(write_graphml(g, tmp_path / "g.graphml"), force_multigraph=True)
    assert dict(back.nodes(data=True)) == nodes
    for _, _, key, data in back.edges(keys=True, data=True):
        assert {k: v for k, v in data.items() if k not in ("label", "edge_id")} == edges[key]
    assert back.graph["name"] == g.graph["name"]


def test_gexf_round_trips_any_text(tmp_path: Path) -> None:
    g = _awkward_graph()
    nodes, edges = _expected(g)
    back = nx.read_gexf(write_gexf(g, tmp_path / "g.gexf"))
    for node, data in back.nodes(data=True):
        assert data["note"] == nodes[node]["note"]
        assert data["flag"] is nodes[node]["flag"]
    for _, _, data in back.edges(data=True):
        assert data["evidence"] == edges[data["id"]]["evidence"]


@pytest.mark.parametrize("size", [0, 1, 1999, 2000, 2001, 4000])
def test_json_arrays_whole_at_any_length(size: int, tmp_path: Path) -> None:
    """Records are written 2,000 at a time: the joins between chunks stay valid JSON."""
    g = nx.MultiDiGraph(nx.path_graph(size, create_using=nx.DiGraph))
    data = json.loads(write_json(g, tmp_path / "g.json").read_text(encoding="utf-8"))
    assert (len(data["nodes"]), len(data["links"])) == (size, max(size - 1, 0))
    back = nx.node_link_graph(data, edges="links")
    assert back.number_of_edges() == max(size - 1, 0)


def test_json_round_trips_any_text(tmp_path: Path) -> None:
    g = _awkward_graph()
    nodes, _ = _expected(g)
    back = nx.node_link_graph(json.loads(write_json(g, tmp_path / "g.json").read_text(encoding="utf-8")), edges="links")
    assert dict(back.nodes(data=True)) == nodes


def test_timeline_json_loads(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    from exporters.timeline import timeline_data

    text = write_timeline_json(graph, tmp_path / "t.json").read_text(encoding="utf-8")
    assert json.loads(text) == json.loads(json.dumps(timeline_data(graph)))


def test_write_all_writers_do_not_change_the_shared_graph(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    """write_all prepares once; each file is what its writer alone writes."""
    paths = write_all(graph, tmp_path / "all")
    assert paths["graph.gexf"].read_bytes() == write_gexf(graph, tmp_path / "g.gexf").read_bytes()
    assert paths["graph.json"].read_bytes() == write_json(graph, tmp_path / "g.json").read_bytes()
    assert "edge_id" not in paths["edges.csv"].read_text(encoding="utf-8").splitlines()[0]


def test_atomic_open_keeps_the_old_file_when_writing_fails(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(KeyboardInterrupt), atomic_open(target) as fh:
        fh.write("half a ")
        raise KeyboardInterrupt
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]
