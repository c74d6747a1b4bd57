"""The exports' compact rows: written as their dicts are, and smaller."""

from __future__ import annotations

import sys

import networkx as nx

from exporters.prepare import prepare
from exporters.xmltext import attr, row_formatter
from kg.graph.table import Row, Schema


def _row(**values: object) -> Row:
    return Row(Schema(list(values)), tuple(values.values()))


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
    rows = [*p.nodes.values(), *(d for _, _, _, d in p.edges)]
    assert all(type(r) is Row for r in rows)
    node = p.nodes["event:a"]
    assert node.schema is p.nodes["doc:d1"].schema  # every node has every name, in one layout
    assert sys.getsizeof(node) + sys.getsizeof(node.values_) < sys.getsizeof(node.copy())
