"""Dynamic GEXF 1.3: reads back in networkx, intervals from TimeML, schema-valid."""

from __future__ import annotations

import shutil
import subprocess
import warnings
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path

import networkx as nx
import pytest

from exporters.gexf import write_gexf

SCHEMA = Path("/work/shared/schemas/gexf-1.3/gexf.rng")


@pytest.fixture
def gexf(graph: nx.MultiDiGraph, tmp_path: Path) -> Path:
    return write_gexf(graph, tmp_path / "graph.gexf")


@pytest.fixture
def back(gexf: Path) -> nx.MultiDiGraph:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return nx.read_gexf(gexf)


def test_networkx_reads_it(graph: nx.MultiDiGraph, back: nx.MultiDiGraph) -> None:
    assert back.is_directed() and back.is_multigraph()
    assert back.graph["mode"] == "dynamic"
    assert back.number_of_nodes() == graph.number_of_nodes()
    assert back.number_of_edges() == graph.number_of_edges()
    node = back.nodes["entity:saddam-hussein"]
    assert node["label"] == "Saddam Hussein"
    assert node["mentions"] == 5
    assert node["viz"]["color"] == {"r": 230, "g": 159, "b": 0, "a": 1.0}
    assert node["viz"]["size"] > 0
    ids = [d["id"] for _, _, d in back.edges(data=True)]
    assert len(ids) == len(set(ids))


def _interval(data: dict) -> tuple[str | None, str | None]:
    return data.get("start"), data.get("end")


@pytest.mark.parametrize(
    ("node", "interval"),
    [
        ("event:amnesty-2002-10-20", ("2002-10-20", "2002-10-20")),
        ("event:vote-2002-10", ("2002-10-01", "2002-10-31")),
        ("event:talks-2002-w42", ("2002-10-14", "2002-10-20")),
        ("event:war-1991", ("1991-01-01", "1991-12-31")),
        ("event:reforms-199x", ("1990-01-01", "1999-12-31")),
        ("date:2002-10-20", ("2002-10-20", "2002-10-20")),
        ("doc:000_abc", ("2002-10-21", "2002-10-21")),
        ("doc:001_def", (None, None)),  # undated article: always present
        ("event:trial", (None, None)),  # undated, and its article is undated too
        # Entities span their events and documents.
        ("entity:saddam-hussein", ("1990-01-01", "2002-10-21")),
        ("entity:iraq", ("1991-01-01", "2002-10-31")),
    ],
)
def test_node_intervals(back: nx.MultiDiGraph, node: str, interval: tuple) -> None:
    assert _interval(back.nodes[node]) == interval


def test_edge_intervals(back: nx.MultiDiGraph) -> None:
    def edge(u: str, v: str, relation: str) -> dict:
        return next(d for d in back.get_edge_data(u, v).values() if d["relation"] == relation)

    # mentioned_in: the document's day.
    assert _interval(edge("event:amnesty-2002-10-20", "doc:000_abc", "mentioned_in")) == ("2002-10-21", "2002-10-21")
    # Otherwise the later start of the two ends.
    assert _interval(edge("event:war-1991", "event:amnesty-2002-10-20", "precedes"))[0] == "2002-10-20"
    assert _interval(edge("entity:iraq", "event:vote-2002-10", "location")) == ("2002-10-01", "2002-10-31")
    for _, _, d in back.edges(data=True):
        start, end = _interval(d)
        assert (start is None) == (end is None)
        assert start is None or start <= end


def test_schema_valid(gexf: Path) -> None:
    if shutil.which("xmllint") is None:
        pytest.skip("xmllint not installed (Debian package libxml2-utils)")
    if not SCHEMA.exists():
        pytest.skip(f"GEXF 1.3 schema not found at {SCHEMA}")
    result = subprocess.run(
        ["xmllint", "--noout", "--relaxng", str(SCHEMA), str(gexf)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_no_control_characters_or_none(gexf: Path) -> None:
    text = gexf.read_text(encoding="utf-8")
    assert "\x00" not in text and "\ufffe" not in text
    assert 'value="None"' not in text


def test_gephi_timeline_ready(gexf: Path) -> None:
    """What Gephi's timeline needs: a dynamic graph of dates, intervals on nodes and edges."""
    ns = {"g": "http://gexf.net/1.3"}
    root = ET.parse(gexf).getroot()
    assert root.get("version") == "1.3"
    xgraph = root.find("g:graph", ns)
    assert xgraph is not None
    assert (xgraph.get("mode"), xgraph.get("timeformat")) == ("dynamic", "date")
    nodes = root.findall("g:graph/g:nodes/g:node", ns)
    edges = root.findall("g:graph/g:edges/g:edge", ns)
    timed_nodes = [n for n in nodes if n.get("start")]
    timed_edges = [e for e in edges if e.get("start")]
    # Untimed, so always shown: the undated article, its undated trial and that trial's party.
    assert {n.get("id") for n in nodes if not n.get("start")} == {"doc:001_def", "event:trial", "entity:evil-co"}
    assert timed_edges
    for element in timed_nodes + timed_edges:
        start, end = element.get("start"), element.get("end")
        assert end is not None
        assert date.fromisoformat(start) <= date.fromisoformat(end)  # xsd:date, inclusive
    # Attribute declarations stay static: only the elements' presence is dynamic.
    assert {a.get("mode") for a in root.findall("g:graph/g:attributes", ns)} == {"static"}


@pytest.mark.parametrize("undated", ["event:a-undated", "event:z-undated"])
def test_an_entitys_days_are_its_dated_events_and_documents_whatever_the_nodes_are_called(
    undated: str, tmp_path: Path
) -> None:
    g = nx.MultiDiGraph()
    g.add_node("doc:x", kind="document", label="x", date="2009-06-04")
    g.add_node("event:talks", kind="event", label="Talks", date="2009-06-01")
    g.add_node(undated, kind="event", label="Vote")  # no date: it takes its article's day
    g.add_node("event:m-mayor", kind="entity", label="Mayor")  # named to sort among the events
    g.add_edge(undated, "doc:x", relation="mentioned_in")
    for event in ("event:talks", undated):
        g.add_edge(event, "event:m-mayor", relation="agent")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        back = nx.read_gexf(write_gexf(g, tmp_path / "g.gexf"))
    assert _interval(back.nodes[undated]) == ("2009-06-04", "2009-06-04")
    # From the talks' own day, not the vote's day borrowed from its article.
    assert _interval(back.nodes["event:m-mayor"]) == ("2009-06-01", "2009-06-01")
