"""The compact edges of kg's graph behave as networkx's dicts do, in everything networkx and users do."""

from __future__ import annotations

import copy
import pickle
import sys

import networkx as nx
import pytest

from kg.graph.compact import EdgeAttrs, EdgeKeys, KnowledgeGraph
from kg.graph.nodes import NodeAttrs
from kg.graph.schema import EDGE_FIELDS


def _both() -> tuple[nx.MultiDiGraph, KnowledgeGraph]:
    """The same edges in a plain networkx graph and in a KnowledgeGraph."""
    graphs = nx.MultiDiGraph(name="kg"), KnowledgeGraph(name="kg")
    for g in graphs:
        g.add_edge("a", "b", key="agent", relation="agent", weight=2, doc_count=1, evidence="A met B.", sources="d1")
        g.add_edge("a", "b", key="patient", relation="patient", weight=1, colour="red")
        g.add_edge("b", "c", key="co_occurs", relation="co_occurs", weight=3, outlets="AP")
        g.add_edge("c", "c")  # a self-loop keyed by networkx (0)
    return graphs


def _dump(g: nx.MultiDiGraph) -> list[tuple[object, ...]]:
    return [(u, v, k, list(d.items())) for u, v, k, d in g.edges(keys=True, data=True)]


def test_a_knowledge_graph_reads_as_the_plain_graph_with_the_same_edges() -> None:
    plain, compact = _both()
    assert _dump(compact) == _dump(plain)
    assert nx.utils.graphs_equal(plain, compact)
    assert compact["a"]["b"]["agent"]["weight"] == 2
    assert compact.edges["a", "b", "patient"] == {"relation": "patient", "weight": 1, "colour": "red"}
    assert compact.number_of_edges("a", "b") == 2 and compact.has_edge("a", "b", key="patient")


def test_edges_change_and_go_as_in_networkx() -> None:
    plain, compact = _both()
    for g in (plain, compact):
        g.edges["a", "b", "agent"]["weight"] = 5
        del g.edges["a", "b", "agent"]["sources"]
        g.add_edge("a", "b", key="agent", note="checked")  # updates the existing edge
        g.remove_edge("a", "b", key="agent")  # the first of two: the other stays
        g.add_edge("a", "b")  # networkx picks a new key
        g.remove_edge("b", "c")
    assert _dump(compact) == _dump(plain)
    assert list(compact["a"]["b"]) == list(plain["a"]["b"]) == ["patient", 1]
    with pytest.raises(KeyError):
        del compact.edges["a", "b", "patient"]["sources"]


def copies(g: KnowledgeGraph) -> list[KnowledgeGraph]:
    """What networkx and users make of a graph that must keep every node and edge as they were."""
    return [g.copy(), copy.deepcopy(g), pickle.loads(pickle.dumps(g)), g.reverse().reverse()]


def test_copies_pickles_and_conversions_keep_every_edge() -> None:
    plain, compact = _both()
    for other in copies(compact):
        assert type(other) is KnowledgeGraph
        assert _dump(other) == _dump(plain)
    assert nx.node_link_data(compact, edges="edges") == nx.node_link_data(plain, edges="edges")
    assert _dump(nx.MultiDiGraph(compact)) == _dump(plain)


def test_an_edge_of_kg_takes_a_fraction_of_a_dict() -> None:
    attrs = dict(zip(EDGE_FIELDS, ("agent", 2, 1, "A met B.", "d1", "AP"), strict=True))
    compact = sys.getsizeof(EdgeAttrs(attrs)) + sys.getsizeof(EdgeKeys())
    assert compact * 3 < sys.getsizeof(dict(attrs)) + sys.getsizeof({"agent": None})


def test_edge_keys_keep_the_order_they_were_added_in_when_the_first_goes() -> None:
    keys, plain = EdgeKeys(), {}
    for d in (keys, plain):
        d.update({"x": 1, "y": 2, "z": 3})
        del d["x"]
        d["x"] = 4
    assert list(keys.items()) == list(plain.items()) == [("y", 2), ("z", 3), ("x", 4)]
    assert len(keys) == 3 and "x" in keys and "w" not in keys and keys.get("w") is None


def test_edges_added_in_bulk_are_the_edges_add_edge_makes() -> None:
    fields = ("agent", 2, 1, "A met B.", "d1", "AP")
    one, bulk = KnowledgeGraph(), KnowledgeGraph()
    for g in (one, bulk):
        g.add_nodes_from("abc")
    for u, v, key in (("a", "b", "agent"), ("a", "b", "patient"), ("b", "c", "agent")):
        one.add_edge(u, v, key=key, **dict(zip(EDGE_FIELDS, fields, strict=True)))
    bulk.add_new_edges(
        (u, v, k, EdgeAttrs.of(*fields))
        for u, v, k in (("a", "b", "agent"), ("a", "b", "patient"), ("b", "c", "agent"))
    )
    assert _dump(bulk) == _dump(one)
    assert list(bulk.predecessors("b")) == ["a"] and bulk.in_degree("b") == 2


ROWS = [
    ("a", "b", "agent", 2, 1, "A met B.", "d1", "AP"),
    ("a", "b", "patient", 1, 1, "A met B.", "d1", ""),
    ("b", "c", "co_occurs", 3, 2, "B and C.", "d1 | d2", "AP"),
    ("c", "c", "precedes", 1, 0, "", "", ""),
]


def _from_columns() -> tuple[nx.MultiDiGraph, KnowledgeGraph]:
    """The same nodes and edges added through networkx, and as columns."""
    plain = nx.MultiDiGraph(name="kg")
    plain.add_nodes_from("abcd")  # "d" has no edge
    for u, v, key, *values in ROWS:
        plain.add_edge(u, v, key=key, **dict(zip(EDGE_FIELDS, (key, *values), strict=True)))
    return plain, KnowledgeGraph.from_columns(((n, NodeAttrs()) for n in "abcd"), ROWS, name="kg")


def test_a_graph_of_columns_reads_as_networkx_once_its_adjacency_is_asked_for() -> None:
    plain, columns = _from_columns()
    assert columns.edge_table() is not None and columns.number_of_edges() == 4
    assert list(columns) == ["a", "b", "c", "d"] and "d" in columns and len(columns) == 4
    assert columns.edge_table() is not None  # nodes and the count are read without the adjacency
    assert _dump(columns) == _dump(plain)
    assert columns.edge_table() is None
    assert nx.utils.graphs_equal(plain, columns) and dict(columns.degree()) == dict(plain.degree())
    assert list(columns.predecessors("c")) == ["b", "c"] and list(columns["d"]) == []


def test_a_graph_of_columns_changes_copies_and_clears_as_networkx() -> None:
    plain, columns = _from_columns()
    for other in copies(columns):
        assert _dump(other) == _dump(plain)
    pickled = pickle.loads(pickle.dumps(_from_columns()[1]))
    assert pickled.edge_table() is not None and _dump(pickled) == _dump(plain)  # columns until read
    fresh = _from_columns()[1]
    fresh.add_edge("d", "a", key="agent", weight=1)  # a change makes the adjacency first
    assert fresh.number_of_edges() == 5 and fresh.has_edge("a", "b", "patient")
    emptied, cleared = _from_columns()[1], _from_columns()[1]
    emptied.clear_edges()
    cleared.clear()
    assert emptied.number_of_edges() == 0 and list(emptied) == ["a", "b", "c", "d"] and not emptied["a"]
    assert cleared.number_of_nodes() == cleared.number_of_edges() == 0 and cleared.edge_table() is None
