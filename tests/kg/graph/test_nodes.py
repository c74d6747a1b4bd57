"""The compact nodes of kg's graph behave as networkx's dicts do, in everything networkx and users do."""

from __future__ import annotations

import sys

import networkx as nx
import pytest

from kg.graph.compact import KnowledgeGraph
from kg.graph.nodes import NodeAttrs, Schema, Schemas
from tests.kg.graph.test_compact import copies

EVENT = {"label": "amnesty", "kind": "event", "mentions": 3, "sources": "d1 | d2"}
ENTITY = {"label": "Saddam Hussein", "kind": "entity", "aliases": "Saddam"}


def _both() -> tuple[nx.MultiDiGraph, KnowledgeGraph]:
    """The same nodes in a plain networkx graph and in a KnowledgeGraph, kg's nodes added in bulk."""
    plain = nx.MultiDiGraph(name="kg")
    schemas = Schemas()
    plain.add_nodes_from([("event:amnesty", EVENT), ("entity:saddam", ENTITY)])
    compact = KnowledgeGraph.from_columns(
        (
            (node, NodeAttrs.of(schemas(tuple(attrs)), list(attrs.values())))
            for node, attrs in (("event:amnesty", EVENT), ("entity:saddam", ENTITY))
        ),
        (),
        name="kg",
    )
    for g in (plain, compact):
        g.add_node("user", colour="red")  # a node a user adds: networkx's add_node
        g.add_edge("event:amnesty", "entity:saddam", key="agent", weight=1)
    return plain, compact


def _dump(g: nx.MultiDiGraph) -> list[tuple[object, ...]]:
    return [(n, list(d.items())) for n, d in g.nodes(data=True)]


def test_a_knowledge_graph_reads_as_the_plain_graph_with_the_same_nodes() -> None:
    plain, compact = _both()
    assert _dump(compact) == _dump(plain)
    assert nx.utils.graphs_equal(plain, compact)
    assert compact.nodes["event:amnesty"]["mentions"] == 3
    assert dict(compact.nodes(data="aliases", default="-")) == dict(plain.nodes(data="aliases", default="-"))
    assert list(compact.successors("event:amnesty")) == ["entity:saddam"]


def test_nodes_change_and_go_as_in_networkx() -> None:
    plain, compact = _both()
    for g in (plain, compact):
        g.nodes["event:amnesty"]["mentions"] = 4  # one of its layout's names
        g.nodes["event:amnesty"]["checked"] = True  # a new one
        del g.nodes["event:amnesty"]["kind"]  # the layout's: the rest move to the node's dict
        g.nodes["event:amnesty"]["kind"] = "happening"  # comes back last, as in a dict
        del g.nodes["entity:saddam"]["aliases"]
        g.add_node("entity:saddam", type="person")  # updates the existing node
        g.remove_node("user")
    assert _dump(compact) == _dump(plain)
    with pytest.raises(KeyError):
        del compact.nodes["entity:saddam"]["aliases"]
    with pytest.raises(KeyError):
        compact.nodes["event:amnesty"]["missing"]
    assert [] not in compact.nodes["entity:saddam"]  # unhashable: never a name, as in a dict


def test_copies_pickles_and_conversions_keep_every_node() -> None:
    plain, compact = _both()
    for other in [*copies(compact), compact.subgraph(["event:amnesty", "entity:saddam", "user"])]:
        assert _dump(other) == _dump(plain)
    assert nx.node_link_data(compact, edges="edges") == nx.node_link_data(plain, edges="edges")
    assert _dump(nx.MultiDiGraph(compact)) == _dump(plain)


def test_a_node_of_kg_takes_a_fraction_of_a_dict() -> None:
    attrs = {f"name{i}": i for i in range(18)}  # an event node's number of names
    node = NodeAttrs.of(Schema(tuple(attrs)), list(attrs.values()))
    assert sys.getsizeof(node) + sys.getsizeof(node._values) < 0.6 * sys.getsizeof(dict(attrs))


def test_a_node_is_made_with_a_value_for_every_name_of_its_schema() -> None:
    schema = Schema(("kind", "label"))
    assert NodeAttrs.of(schema, ["event", "amnesty"]) == {"kind": "event", "label": "amnesty"}
    with pytest.raises(ValueError, match="1 values for 2 names"):
        NodeAttrs.of(schema, ["event"])
