"""The exports' compact rows read as dicts do, and cost less."""

from __future__ import annotations

import sys

import networkx as nx
import pytest

from exporters.prepare import prepare
from exporters.rows import OneEdge, Row, Schema, Schemas
from exporters.xmltext import attr, row_formatter


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


def test_the_formatter_writes_a_row_as_it_writes_its_dict() -> None:
    as_dict = {"a": 'say "hi"', "b": True, "c": 2}
    fill = row_formatter(["c", "a", "b"], "<x c='{}' a='{}' b='{}'/>", attr, [int, str, bool])
    assert fill(_row(**as_dict)) == fill(as_dict) == "<x c='2' a='say &quot;hi&quot;' b='true'/>"
    partial = {"a": "x"}  # a name missing: "" there, as for a dict
    assert fill(_row(**partial)) == fill(partial) == "<x c='' a='x' b=''/>"


def test_prepared_rows_are_compact_and_smaller_than_dicts() -> None:
    g = nx.MultiDiGraph()
    g.add_node("event:a", kind="event", label="A", mentions=2, sources="d1|d2", trigger="sign")
    g.add_node("doc:d1", kind="document", label="D", title="T", path="d1.txt", url="", outlet="")
    g.add_edge("event:a", "doc:d1", relation="mentioned_in", weight=1, doc_count=1, evidence="It signed.")
    p = prepare(g)
    rows = [d for _, d in p.nodes(data=True)] + [d for _, _, d in p.edges(data=True)]
    assert all(type(r) is Row for r in rows)
    node = p.nodes["event:a"]
    assert node.schema is p.nodes["doc:d1"].schema  # every node has every name, in one layout
    assert sys.getsizeof(node) + sys.getsizeof(node.values_) < sys.getsizeof(node.copy())


def test_networkx_copies_a_prepared_graph_into_dicts() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("a", "b", relation="r", weight=2)
    p = prepare(g)
    copy = nx.MultiDiGraph(p)
    assert list(copy.edges(keys=True, data=True)) == list(p.edges(keys=True, data=True))
    assert nx.utils.graphs_equal(copy, p.copy())
    copy.nodes["a"]["x"] = 1  # the copy's rows are its own, writable dicts
    assert "x" not in p.nodes["a"]


def test_a_pair_with_one_edge_keeps_no_dict_and_a_pair_with_two_does() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("a", "b", relation="agent")
    g.add_edge("a", "b", relation="participant")
    g.add_edge("b", "c", relation="agent")
    p = prepare(g)
    # networkx's own tables, under its views: one OneEdge in both directions, or one dict
    assert type(p._succ["b"]["c"]) is OneEdge and p._pred["c"]["b"] is p._succ["b"]["c"]
    assert type(p._succ["a"]["b"]) is dict and len(p.succ["a"]["b"]) == 2
    assert p.number_of_edges() == 3 and dict(p.degree()) == {"a": 2, "b": 3, "c": 1}
    assert [d["relation"] for _, _, d in p.edges(data=True)] == ["agent", "participant", "agent"]
    key = next(iter(p.succ["b"]["c"]))
    assert p.edges["b", "c", key]["relation"] == "agent" and p.has_edge("b", "c", key)
    sub = p.subgraph(["b", "c"])
    assert list(sub.edges(keys=True)) == [("b", "c", key)]
    rebuilt = nx.MultiDiGraph(p)
    assert list(rebuilt.edges(keys=True, data=True)) == list(p.edges(keys=True, data=True))
