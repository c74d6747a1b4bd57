"""prepare(): the normalised graph copy every exporter writes from."""

from __future__ import annotations

import copy
from pathlib import Path

import networkx as nx
import pytest

from exporters import edges as edges_module
from exporters import write_all
from exporters.edges import EdgeColumns, edge_id
from exporters.prepare import degrees, edge_list, edges_from, prepare
from exporters.rows import RowColumns
from kg.graph.compact import PENDING_EDGES, KnowledgeGraph
from kg.graph.nodes import NodeAttrs, Schema
from kg.ids import IdPool


def test_prepare_unifies_types_and_fills_missing(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph)
    node_keys = {tuple(d) for _, d in g.nodes(data=True)}
    assert len(node_keys) == 1, "every node has every key, in the same order"
    for key in next(iter(node_keys)):
        types = {type(d[key]) for _, d in g.nodes(data=True)}
        assert len(types) == 1, key
    for key in ("mentions", "doc_count", "r", "g", "b"):
        assert all(type(d[key]) is int for _, d in g.nodes(data=True))
    assert all(type(d["size"]) is float for _, d in g.nodes(data=True))
    assert all(d["color"].startswith("#") and len(d["color"]) == 7 for _, d in g.nodes(data=True))
    edge_keys = {tuple(d) for _, _, d in g.edges(data=True)}
    assert len(edge_keys) == 1


def test_prepare_flattens_and_cleans(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph)
    assert g.nodes["entity:saddam-hussein"]["aliases"] == "Saddam | Hussein"
    assert g.nodes["event:war-1991"]["quote"] == ""  # was None
    assert g.nodes["entity:iraq"]["aliases"] == ""
    assert "\x00" not in g.nodes["entity:evil-co"]["label"]
    assert "\ufffe" not in g.nodes["entity:evil-co"]["aliases"]
    for _, data in g.nodes(data=True):
        assert None not in data.values()


def test_prepare_sorted_unique_edge_ids(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph)
    keys = [k for _, _, k in g.edges(keys=True)]
    assert len(set(keys)) == len(keys) == graph.number_of_edges()
    assert sorted(keys) == sorted(edge_id(u, v, r) for u, v, r in graph.edges(data="relation"))
    assert list(g.nodes) == sorted(graph.nodes)
    # Both parallel edges survive.
    assert g.number_of_edges("entity:saddam-hussein", "entity:iraq") == 2


def test_an_edge_keeps_its_id_when_a_rebuild_adds_others(graph: nx.MultiDiGraph) -> None:
    before = {(u, v, d["relation"]): k for u, v, k, d in prepare(graph).edges(keys=True, data=True)}
    grown = graph.copy()
    first = min(grown.nodes)
    grown.add_node("aaa", kind="entity")
    grown.add_edge("aaa", first, key="co_occurs", relation="co_occurs")  # sorts before every other edge
    after = {(u, v, d["relation"]): k for u, v, k, d in prepare(grown).edges(keys=True, data=True)}
    assert {e: after[e] for e in before} == before


def test_parallel_edges_of_one_relation_get_numbered_ids() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("a", "b", relation="x", weight=2)
    g.add_edge("a", "b", relation="x", weight=1)
    ids = {d["weight"]: k for _, _, k, d in prepare(g).edges(keys=True, data=True)}
    assert ids == {2: edge_id("a", "b", "x"), 1: edge_id("a", "b", "x") + "-2"}


def test_prepare_does_not_touch_input(graph: nx.MultiDiGraph) -> None:
    before = copy.deepcopy(nx.node_link_data(graph, edges="links"))
    prepare(graph)
    assert nx.node_link_data(graph, edges="links") == before


def test_prepare_mixed_types_promote() -> None:
    g = nx.MultiDiGraph()
    g.add_node("a", n=1, x=1, flag=True)
    g.add_node("b", n=2.5, x="text", flag=None)
    g.add_node("c")
    out = prepare(g)
    assert [out.nodes[n]["n"] for n in "abc"] == [1.0, 2.5, 0.0]
    assert [out.nodes[n]["x"] for n in "abc"] == ["1", "text", ""]
    assert [out.nodes[n]["flag"] for n in "abc"] == [True, False, False]


def test_prepare_accepts_simple_graphs() -> None:
    out = prepare(nx.Graph([(2, 1)]))
    assert list(out.edges(keys=True)) in ([("2", "1", edge_id("2", "1", ""))], [("1", "2", edge_id("1", "2", ""))])


def test_prepare_cleans_node_ids_without_merging_nodes() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("doc:a\x0c\ufffe", "doc:a")
    g.add_edge("doc:a\x01", "doc:b")
    out = prepare(g)
    assert sorted(out.nodes) == ["doc:a", "doc:a~2", "doc:a~3", "doc:b"]
    assert out.number_of_edges() == 2


def test_prepare_orders_edges_that_tie_on_ends_relation_and_key() -> None:
    """Keys 0 and "0" are one key once written: the attributes order them, not insertion."""
    one, two = nx.MultiDiGraph(), nx.MultiDiGraph()
    one.add_edge("a", "b", key=0, relation="r", weight=2)
    one.add_edge("a", "b", key="0", relation="r", weight=1)
    two.add_edge("a", "b", key="0", relation="r", weight=1)
    two.add_edge("a", "b", key=0, relation="r", weight=2)
    for g in (one, two):
        assert [d["weight"] for _, _, d in prepare(g).edges(data=True)] == [1, 2]


def test_clearing_a_prepared_graph_forgets_what_was_worked_out_from_it(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph)
    assert g.memo("n", g.number_of_nodes) > 0
    g.clear()
    assert g.memo("n", g.number_of_nodes) == 0


def test_prepared_graph_is_what_networkx_would_build_from_its_rows(graph: nx.MultiDiGraph) -> None:
    """Nodes and edges are stored without networkx's copies; the graph must not differ from its."""
    out = prepare(copy.deepcopy(graph), consume=True)
    rebuilt = nx.MultiDiGraph()
    rebuilt.add_nodes_from(out.nodes(data=True))
    rebuilt.add_edges_from(out.edges(keys=True, data=True))
    assert list(out.nodes(data=True)) == list(rebuilt.nodes(data=True))
    assert list(out.edges(keys=True, data=True)) == list(rebuilt.edges(keys=True, data=True))
    assert out.succ == rebuilt.succ and out.pred == rebuilt.pred
    node = next(iter(out))
    out.add_edge(node, "new")  # every node has its adjacency dicts
    assert out.has_edge(node, "new") and node in out.pred["new"]


def test_the_edges_of_a_prepared_graph_are_read_from_columns_in_its_order() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("c", "a", relation="r", weight=3)
    g.add_edge("a", "c", relation="s", weight=2)
    g.add_edge("a", "b", relation="r", weight=1)
    out = prepare(g)
    edges = edge_list(out)
    assert isinstance(edges, EdgeColumns)
    assert list(edges) == list(out.edges(keys=True, data=True))
    assert [(u, v) for u, v, _, _ in edges] == [("a", "b"), ("a", "c"), ("c", "a")]
    assert len(edges) == 3 and edges[-1] == list(edges)[-1] and edges[1:] == list(edges)[1:]


def test_edges_are_read_from_the_adjacency_where_a_cleaned_id_unsorts_the_nodes() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("x\x01z", "xa", relation="r")  # "x\x01z" sorts first, its cleaned id "xz" last
    g.add_edge("xa", "x\x01z", relation="r")
    out = prepare(g)
    assert list(out.nodes) == ["xz", "xa"]
    assert not isinstance(edge_list(out), EdgeColumns)
    assert list(edge_list(out)) == list(out.edges(keys=True, data=True))


def test_edges_whose_ids_clash_are_numbered_as_a_pool_numbers_them(monkeypatch) -> None:
    monkeypatch.setattr(edges_module, "edge_id", lambda u, v, r: "e" + ("1" if r == "same" else "2") * 16)
    keys = edges_module.edge_keys(["a", "b", "c", "d"], ["x", "x", "x", "x"], ["same", "other", "same", "same"])
    pool = IdPool()
    assert keys == [pool.claim(k) for k in ["e" + "1" * 16, "e" + "2" * 16, "e" + "1" * 16, "e" + "1" * 16]]
    assert keys[2:] == ["e" + "1" * 16 + "-2", "e" + "1" * 16 + "-3"]


def test_kgs_graph_prepares_from_its_columns_as_from_its_adjacency() -> None:
    rows = [
        ("date:2009", "date:2010", "precedes", 1, 0, "", "", ""),
        ("entity:a", "doc:x", "mentioned_in", 2, 1, "A \x01spoke.", "x", "AP"),
        ("entity:a", "entity:a", "co_occurs", 3, 2, "A, A.", "x | y", "AP | BBC"),
    ]
    nodes = ["date:2009", "date:2010", "doc:x", "entity:a", "lonely"]

    def graph(weight: int) -> KnowledgeGraph:
        made = (NodeAttrs.of(Schema(("kind", "weight")), ["x", weight]) for _ in nodes)
        return KnowledgeGraph.from_columns(zip(nodes, made), rows, name="kg")

    columns, read = graph(1), graph(1)
    read.edges()  # its adjacency is made: the networkx graph it stands for
    for consume in (False, True):
        a, b = prepare(graph(1), consume=consume), prepare(read if consume else graph(1).copy(), consume=consume)
        assert [(n, d.copy()) for n, d in a.nodes(data=True)] == [(n, d.copy()) for n, d in b.nodes(data=True)]
        assert [(*e[:3], e[3].copy()) for e in edge_list(a)] == [(*e[:3], e[3].copy()) for e in edge_list(b)]
    prepare(columns)
    assert columns.edge_table() is not None  # prepared without making its adjacency
    prepare(columns, consume=True)
    assert columns.number_of_nodes() == columns.number_of_edges() == 0 and columns.edge_table() is None


def test_the_writers_read_a_prepared_graphs_columns_and_never_make_its_adjacency(
    graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    g = prepare(graph)
    write_all(g, tmp_path, jobs=1)
    assert PENDING_EDGES in g.__dict__ and g.number_of_edges() == len(edge_list(g)) > 0
    found = degrees(g), {node: edges_from(g, node) for node in g}
    assert PENDING_EDGES in g.__dict__  # all read from the columns
    g.succ  # noqa: B018  # reading the adjacency makes it: what the columns stood for
    assert PENDING_EDGES not in g.__dict__
    assert found == (dict(g.degree()), {node: list(g.out_edges(node, keys=True, data=True)) for node in g})
    assert list(edge_list(g)) == list(g.edges(keys=True, data=True))


def test_a_prepared_graph_clears_without_making_its_adjacency(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph)
    g.clear()
    assert PENDING_EDGES not in g.__dict__ and g.number_of_edges() == 0 and not g.succ


@pytest.mark.parametrize("relation", ["co_occurs", "co\x01occurs"])
def test_kgs_edges_stay_columns_where_no_relation_needs_cleaning(relation: str) -> None:
    rows = [("a", "b", "agent", 2, 1, "A \x01met B.", "x", "AP"), ("b", "b", relation, 1, 0, "", "", "")]

    def graph() -> KnowledgeGraph:
        return KnowledgeGraph.from_columns(((n, NodeAttrs()) for n in "ab"), rows)

    read = graph()
    read.edges()  # its adjacency made: prepared from networkx's rows
    a, b = edge_list(prepare(graph(), consume=True)), edge_list(prepare(read, consume=True))
    assert [(*e[:3], e[3].copy()) for e in a] == [(*e[:3], e[3].copy()) for e in b]
    assert isinstance(a.rows, RowColumns) == relation.isprintable()
    assert not isinstance(b.rows, RowColumns)


def test_edge_keys_read_alike_whichever_way_they_are_read() -> None:
    sources, targets = ["a", "a", "a", "b"], ["b", "b", "c", "a"]
    keys = edges_module.edge_keys(sources, targets, ["r"] * 4)
    spelt = [edge_id(u, v, "r") for u, v in zip(sources, targets)]
    spelt[1] += "-2"
    assert list(keys) == spelt == [keys[i] for i in range(4)] == keys[:] and keys[-1] == spelt[-1]
    assert keys[1:3] == spelt[1:3] and len(keys) == 4
    with pytest.raises(IndexError):
        keys[4]  # noqa: B018
