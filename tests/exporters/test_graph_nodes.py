"""What graph.html's details panel, tooltips and labels say of a node, in a reader's words."""

from __future__ import annotations

import networkx as nx

from exporters.gexf import node_intervals
from exporters.graph_nodes import Records, short
from exporters.prepare import prepare


def _records() -> Records:
    g = nx.MultiDiGraph()
    g.add_node(
        "event:raid",
        kind="event",
        type="conflict",
        label="police raided the Elm Street house of the accused smuggler",
        date="2009-06-04",
        date_bound="before",
        doc_count=2,
        unnamed="gunman (agent)",
        sources="a1 | a2",
    )
    g.add_node("entity:nord", kind="entity", type="NORP", label="Nordics", aliases="Nordic", sources="a1")
    g.add_edge("event:raid", "entity:nord", key="event:raid>entity:nord:patient", relation="patient", evidence="x")
    g = prepare(g)
    records = Records(g, node_intervals(g))
    for node in ("event:raid", "entity:nord"):
        records.node(node)
    for u, v, key, data in g.edges_from("event:raid"):
        records.edge(u, v, key, data)
    return records


def test_details_and_tooltips_name_fields_types_and_dates_in_words() -> None:
    records = _records()
    raid, nord = records.nodes
    details = dict(raid["details"])
    # No schema names (doc_count, sources, unnamed, agent), no ISO day: what the timeline says.
    assert details["date"] == "by 4 Jun 2009" and details["articles"] == "2" and details["article ids"] == "a1 | a2"
    assert details["not named"] == "gunman (actor)" and "doc_count" not in details and "unnamed" not in details
    assert "date: by 4 Jun 2009" in raid["title"] and "articles" not in raid["title"].split("\n")[1]
    assert nord["legend"] == "nationality, group" and nord["title"].split("\n")[1] == "nationality, group"
    assert dict(nord["details"])["also called"] == "Nordic"
    assert records.edges[0]["title"] == "affected\nx" and records.edges[0]["relation"] == "patient"


def test_a_drawn_label_is_cut_after_a_whole_word() -> None:
    records = _records()
    assert records.nodes[0]["label"] == "police raided the Elm Street house of…"
    assert records.nodes[0]["full_label"].endswith("accused smuggler")
    assert short("Aziz Akhannouch chaired emergency meeting", 40) == "Aziz Akhannouch chaired emergency…"


def test_vis_records_are_pyvis_records_key_for_key() -> None:
    # graph.html's records are assembled without importing pyvis (which imports IPython at every
    # build's start): they must stay what pyvis's Network made, keys in the same order.
    import json

    from pyvis.network import Network

    from exporters.graph_nodes import VisNetwork

    ours, theirs = VisNetwork(), Network(directed=True)
    for net in (ours, theirs):
        net.add_node("a", label="Alpha", color="#fff", size=3.0, title="t", kind="event")
        net.add_node("b", label="", color="#000", shape="box", details=[["kind", "entity"]])
        net.add_node("a", label="again")  # a node added twice is kept as first added
        net.add_node("c", group="g", color="#123")  # a node of a group has no colour
        net.add_node("d")
        net.add_edge("a", "b", id="a>b", title="did", width=1.0, relation="agent")
        net.add_edge("b", "a", id="b>a", arrows="from")
    assert json.dumps([ours.nodes, ours.edges]) == json.dumps([theirs.nodes, theirs.edges])


def test_a_build_does_not_import_pyvis():
    """pyvis imports IPython: a cost every build paid at start, for records made here."""
    import subprocess
    import sys

    code = (
        "import sys, kg.cli, kg.pipeline.build, kg.pipeline.outputs, exporters;"
        "print(sorted(m for m in ('pyvis', 'IPython') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
