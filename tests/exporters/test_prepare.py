"""prepare(): the normalised tables every exporter writes from."""

from __future__ import annotations

import copy
from pathlib import Path

import networkx as nx
import pytest

from exporters import edges as edges_module
from exporters import write_all
from exporters.edges import edge_id
from exporters.prepare import prepare
from kg.graph.table import EdgeColumns, GraphTable, Row, RowColumns, Schema
from kg.ids import IdPool


def test_prepare_unifies_types_and_fills_missing(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph).to_networkx()
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
    g = prepare(graph).to_networkx()
    assert g.nodes["entity:saddam-hussein"]["aliases"] == "Saddam | Hussein"
    assert g.nodes["event:war-1991"]["quote"] == ""  # was None
    assert g.nodes["entity:iraq"]["aliases"] == ""
    assert "\x00" not in g.nodes["entity:evil-co"]["label"]
    assert "\ufffe" not in g.nodes["entity:evil-co"]["aliases"]
    for _, data in g.nodes(data=True):
        assert None not in data.values()


def test_prepare_sorted_unique_edge_ids(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph).to_networkx()
    keys = [k for _, _, k in g.edges(keys=True)]
    assert len(set(keys)) == len(keys) == graph.number_of_edges()
    assert sorted(keys) == sorted(edge_id(u, v, r) for u, v, r in graph.edges(data="relation"))
    assert list(g.nodes) == sorted(graph.nodes)
    # Both parallel edges survive.
    assert g.number_of_edges("entity:saddam-hussein", "entity:iraq") == 2


def test_an_edge_keeps_its_id_when_a_rebuild_adds_others(graph: nx.MultiDiGraph) -> None:
    before = {(u, v, d["relation"]): k for u, v, k, d in prepare(graph).edges}
    grown = graph.copy()
    first = min(grown.nodes)
    grown.add_node("aaa", kind="entity")
    grown.add_edge("aaa", first, key="co_occurs", relation="co_occurs")  # sorts before every other edge
    after = {(u, v, d["relation"]): k for u, v, k, d in prepare(grown).edges}
    assert {e: after[e] for e in before} == before


def test_parallel_edges_of_one_relation_get_numbered_ids() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("a", "b", relation="x", weight=2)
    g.add_edge("a", "b", relation="x", weight=1)
    ids = {d["weight"]: k for _, _, k, d in prepare(g).edges}
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
    assert [e[:3] for e in out.edges] in ([("2", "1", edge_id("2", "1", ""))], [("1", "2", edge_id("1", "2", ""))])


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
        assert [d["weight"] for _, _, _, d in prepare(g).edges] == [1, 2]


def test_clearing_prepared_tables_forgets_what_was_worked_out_from_them(graph: nx.MultiDiGraph) -> None:
    g = prepare(graph)
    assert g.memo("n", g.number_of_nodes) > 0
    g.clear()
    assert g.memo("n", g.number_of_nodes) == 0


def test_prepared_tables_make_the_networkx_graph_of_their_rows(graph: nx.MultiDiGraph) -> None:
    out = prepare(copy.deepcopy(graph), consume=True)
    rebuilt = out.to_networkx()
    assert list(rebuilt.nodes(data=True)) == [(n, d.copy()) for n, d in out.nodes.items()]
    assert list(rebuilt.edges(keys=True, data=True)) == [(*e[:3], e[3].copy()) for e in out.edges]
    assert dict(rebuilt.degree()) == out.degrees()
    assert all(
        list(rebuilt.out_edges(n, keys=True, data=True)) == [(*e[:3], e[3].copy()) for e in out.edges_from(n)]
        for n in out
    )


def test_the_edges_of_prepared_tables_are_columns_in_sorted_order() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("c", "a", relation="r", weight=3)
    g.add_edge("a", "c", relation="s", weight=2)
    g.add_edge("a", "b", relation="r", weight=1)
    edges = prepare(g).edges
    assert isinstance(edges, EdgeColumns)
    assert [(u, v) for u, v, _, _ in edges] == [("a", "b"), ("a", "c"), ("c", "a")]
    assert len(edges) == 3 and edges[-1] == list(edges)[-1] and edges[1:] == list(edges)[1:]


def test_edges_follow_the_nodes_where_a_cleaned_id_unsorts_them() -> None:
    """As walking networkx's adjacency of the nodes in their order gives them."""
    g = nx.MultiDiGraph()
    g.add_edge("x\x01z", "xa", relation="r")  # "x\x01z" sorts first, its cleaned id "xz" last
    g.add_edge("xa", "x\x01z", relation="r")
    g.add_edge("xa", "xa", relation="r")
    out = prepare(g)
    assert list(out.nodes) == ["xz", "xa"]
    assert [e[:2] for e in out.edges] == [("xz", "xa"), ("xa", "xa"), ("xa", "xz")]
    assert [e[:2] for e in out.edges_from("xa")] == [("xa", "xa"), ("xa", "xz")]
    assert [e[:3] for e in out.edges] == list(out.to_networkx().edges(keys=True))


def test_edges_whose_ids_clash_are_numbered_as_a_pool_numbers_them(monkeypatch) -> None:
    monkeypatch.setattr(edges_module, "edge_id", lambda u, v, r: "e" + ("1" if r == "same" else "2") * 16)
    keys = edges_module.edge_keys(["a", "b", "c", "d"], ["x", "x", "x", "x"], ["same", "other", "same", "same"])
    pool = IdPool()
    assert keys == [pool.claim(k) for k in ["e" + "1" * 16, "e" + "2" * 16, "e" + "1" * 16, "e" + "1" * 16]]
    assert keys[2:] == ["e" + "1" * 16 + "-2", "e" + "1" * 16 + "-3"]


def _kgs_table(rows: list, nodes: list[str], weight: int = 1) -> GraphTable:
    """Tables as kg's graph stage makes them: a row a node, edges as columns keyed by relation."""
    schema = Schema(("kind", "weight"))
    return GraphTable({"name": "kg"}, {n: Row(schema, ("x", weight)) for n in nodes}, EdgeColumns.of(rows))


def test_kgs_tables_prepare_as_the_networkx_graph_they_make() -> None:
    rows = [
        ("date:2009", "date:2010", "precedes", 1, 0, "", "", ""),
        ("entity:a", "doc:x", "mentioned_in", 2, 1, "A \x01spoke.", "x", "AP"),
        ("entity:a", "entity:a", "co_occurs", 3, 2, "A, A.", "x | y", "AP | BBC"),
    ]
    nodes = ["date:2009", "date:2010", "doc:x", "entity:a", "lonely"]
    for consume in (False, True):
        a = prepare(_kgs_table(rows, nodes), consume=consume)
        b = prepare(_kgs_table(rows, nodes).to_networkx(), consume=consume)
        assert [(n, d.copy()) for n, d in a.nodes.items()] == [(n, d.copy()) for n, d in b.nodes.items()]
        assert [(*e[:3], e[3].copy()) for e in a.edges] == [(*e[:3], e[3].copy()) for e in b.edges]
    table = _kgs_table(rows, nodes)
    prepare(table)
    assert table.number_of_nodes() == 5 and table.number_of_edges() == 3  # not consumed
    prepare(table, consume=True)
    assert table.number_of_nodes() == table.number_of_edges() == 0


def test_prepared_tables_are_prepared_once_and_left_to_their_caller(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    g = prepare(graph)
    assert prepare(g) is g and g.prepared
    write_all(g, tmp_path, jobs=1)
    assert g.number_of_edges() == graph.number_of_edges() > 0 and g.number_of_nodes() == graph.number_of_nodes()


@pytest.mark.parametrize("relation", ["co_occurs", "co\x01occurs"])
def test_kgs_edges_stay_columns_where_no_relation_needs_cleaning(relation: str) -> None:
    rows = [("a", "b", "agent", 2, 1, "A \x01met B.", "x", "AP"), ("b", "b", relation, 1, 0, "", "", "")]
    a = prepare(_kgs_table(rows, ["a", "b"]), consume=True).edges
    b = prepare(_kgs_table(rows, ["a", "b"]).to_networkx(), consume=True).edges
    assert [(*e[:3], e[3].copy()) for e in a] == [(*e[:3], e[3].copy()) for e in b]
    assert isinstance(a.rows, RowColumns) == relation.isprintable()
    assert not isinstance(b.rows, RowColumns)


def test_kgs_clean_columns_are_taken_not_copied() -> None:
    table = _kgs_table([("a", "b", "agent", 2, 1, "A met B.", "x", "AP")], ["a", "b"])
    evidence = table.edges.rows.column("evidence")
    assert prepare(table).edges.rows.column("evidence") is evidence


def test_edge_keys_read_alike_whichever_way_they_are_read() -> None:
    sources, targets = ["a", "a", "a", "b"], ["b", "b", "c", "a"]
    keys = edges_module.edge_keys(sources, targets, ["r"] * 4)
    spelt = [edge_id(u, v, "r") for u, v in zip(sources, targets)]
    spelt[1] += "-2"
    assert list(keys) == spelt == [keys[i] for i in range(4)] == keys[:] and keys[-1] == spelt[-1]
    assert keys[1:3] == spelt[1:3] and len(keys) == 4
    with pytest.raises(IndexError):
        keys[4]  # noqa: B018


def test_edge_relations_and_types_read_off_the_columns_as_the_rows_have_them(graph: nx.MultiDiGraph) -> None:
    from exporters.prepare import attribute_types, edge_relations, edge_types, node_types

    for g in (prepare(graph), prepare(GraphTable.from_networkx(graph))):
        walked = [(u, v, d.get("relation", "")) for u, v, _, d in g.edges]
        assert list(edge_relations(g)) == walked and walked
        assert edge_types(g) == attribute_types(d for _, _, _, d in g.edges)
        assert list(edge_types(g).items()) == list(attribute_types(d for _, _, _, d in g.edges).items())
        assert list(node_types(g).items()) == list(attribute_types(d for _, d in g.nodes.items()).items())
        edge_types(g)["label"] = str  # a writer adds to its copy, never to what the next writer reads
        assert "label" not in edge_types(g)


def test_edge_types_of_rows_of_several_layouts_see_every_name() -> None:
    from exporters.prepare import edge_types

    first, second = Schema(["relation"]), Schema(["relation", "weight"])
    rows = [Row(first, ("agent",)), Row(second, ("patient", 2))]
    nodes = {"a": Row(first, ("x",)), "b": Row(first, ("y",))}
    table = GraphTable(nodes=nodes, edges=EdgeColumns(["a", "b"], ["b", "a"], ["k1", "k2"], rows))
    assert edge_types(table) == {"relation": str, "weight": int}
