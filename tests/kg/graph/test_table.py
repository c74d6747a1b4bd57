"""The graph as tables: rows that read as dicts, edge columns, and the networkx graph they make."""

from __future__ import annotations

import networkx as nx
import pytest

from kg.graph.table import EdgeColumns, GraphTable, Row, RowColumns, Schema, Schemas


def _row(**values: object) -> Row:
    return Row(Schema(list(values)), tuple(values.values()))


def test_a_row_reads_as_the_dict_it_stands_for() -> None:
    as_dict = {"kind": "event", "label": "amnesty", "mentions": 3, "unasserted": False}
    row = _row(**as_dict)
    assert row == as_dict and as_dict == row
    assert list(row) == list(as_dict) and list(row.keys()) == list(as_dict)
    assert list(row.items()) == list(as_dict.items()) and list(row.values()) == list(as_dict.values())
    assert row["mentions"] == 3 and row.get("size") is None and row.get("size", 0) == 0
    assert "label" in row and "size" not in row and len(row) == 4
    assert {**row, "id": "x"} == {**as_dict, "id": "x"}
    with pytest.raises(KeyError):
        row["size"]


def test_a_rows_copy_is_a_dict_of_its_own() -> None:
    row = _row(label="amnesty")
    copy = row.copy()
    copy["label"] = "other"
    assert row["label"] == "amnesty" and type(copy) is dict


def test_a_row_needs_one_value_per_name() -> None:
    with pytest.raises(ValueError, match="1 values for 2 names"):
        Row(Schema(["a", "b"]), ("x",))


def test_rows_of_one_layout_share_their_schema() -> None:
    schemas = Schemas()
    assert schemas(["a", "b"]) is schemas(("a", "b"))
    assert schemas(["a", "b"]) is not schemas(["b", "a"])


def test_a_picker_is_none_when_a_name_is_missing() -> None:
    schema = Schema(["a", "b"])
    assert schema.picker(("b",))((1, 2)) == (2,)
    assert schema.picker(("b", "c")) is None


def _kgs() -> GraphTable:
    rows = [
        ("a", "b", "agent", 2, 1, "A met B.", "d1", "AP"),
        ("a", "b", "co_occurs", 3, 2, "A and B.", "d1 | d2", ""),
        ("b", "b", "co_occurs", 1, 1, "B, B.", "d2", ""),
    ]
    schema = Schema(("kind", "label"))
    nodes = {n: Row(schema, ("entity", n.upper())) for n in "abc"}
    return GraphTable({"name": "kg"}, nodes, EdgeColumns.of(rows))


def test_kgs_tables_make_the_networkx_graph_they_stand_for() -> None:
    table = _kgs()
    g = table.to_networkx()
    assert type(g) is nx.MultiDiGraph and g.graph == {"name": "kg"}
    assert list(g.nodes(data=True)) == [(n, {"kind": "entity", "label": n.upper()}) for n in "abc"]
    assert list(g.edges(keys=True))[:2] == [("a", "b", "agent"), ("a", "b", "co_occurs")]
    assert g["a"]["b"]["agent"] == {
        "relation": "agent",
        "weight": 2,
        "doc_count": 1,
        "evidence": "A met B.",
        "sources": "d1",
        "outlets": "AP",
    }
    assert table.degrees() == dict(g.degree()) == {"a": 2, "b": 4, "c": 0}
    assert [e[:3] for e in table.edges_from("b")] == list(g.out_edges("b", keys=True)) == [("b", "b", "co_occurs")]
    assert table.edges_from("c") == [] and list(table) == ["a", "b", "c"] and "a" in table and len(table) == 3
    g.nodes["a"]["label"] = "changed"  # the graph's dicts are its own
    assert table.nodes["a"]["label"] == "A"


def test_kgs_edges_are_columns_keyed_by_relation() -> None:
    edges = _kgs().edges
    assert isinstance(edges.rows, RowColumns) and edges.keys is edges.rows.column("relation")
    assert edges.rows[2] == {
        "relation": "co_occurs",
        "weight": 1,
        "doc_count": 1,
        "evidence": "B, B.",
        "sources": "d2",
        "outlets": "",
    }


def test_edges_past_one_block_keep_their_order_and_values() -> None:
    # EdgeColumns.of turns edges into columns a block at a time: the blocks' seams lose nothing.
    rows = [(f"s{n:05d}", f"t{n}", "agent", n, n % 7, f"E{n}.", "d1", "") for n in range(10_000)]
    edges = EdgeColumns.of(iter(rows))
    assert len(edges) == 10_000
    assert [(u, v, *d.values_) for u, v, _, d in edges] == rows  # the relation is the first value


def test_an_edge_short_of_a_value_is_refused() -> None:
    with pytest.raises(ValueError):
        EdgeColumns.of([("a", "b", "agent", 1, 1, "E.", "d1", "")] * 3 + [("a", "b", "agent", 1, 1, "E.", "d1")])
    with pytest.raises(ValueError):
        EdgeColumns.of([("a", "b", "agent", 1, 1, "E.", "d1")])


def test_any_networkx_graph_becomes_tables_in_its_order() -> None:
    g = nx.MultiDiGraph(name="x")
    g.add_edge("b", "a", relation="r", weight=1)
    g.add_edge("a", "b", key="k")
    simple = GraphTable.from_networkx(nx.Graph([(1, 2)]))
    table = GraphTable.from_networkx(g)
    assert table.attrs == {"name": "x"} and list(table.nodes) == ["b", "a"]
    assert list(table.edges) == [("b", "a", 0, {"relation": "r", "weight": 1}), ("a", "b", "k", {})]
    assert nx.utils.graphs_equal(table.to_networkx(), g)
    assert [e[:3] for e in simple.edges] == [(1, 2, 0)]


def test_clearing_tables_lets_go_of_everything() -> None:
    table = _kgs()
    assert table.memo("n", table.number_of_nodes) == 3
    table.clear()
    assert table.number_of_nodes() == table.number_of_edges() == 0 and table.memo("n", lambda: 0) == 0
