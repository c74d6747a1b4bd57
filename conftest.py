"""What the doctests of kg and exporters share: a small graph and a fresh folder.

``graph`` is one article (``doc:a``) and one event it mentions (``event:talks``),
the least an exporter's example needs; ``out`` is an empty folder for its files; ``nx``
is networkx, which the examples build graphs with (a writer module need not import it).
"""

from __future__ import annotations

from pathlib import Path

import networkx as nx
import pytest


@pytest.fixture(autouse=True)
def _doctest_graph_and_folder(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    if isinstance(request.node, pytest.DoctestItem):
        graph = nx.MultiDiGraph()
        graph.add_node("doc:a", kind="document", label="a", title="Talks open", date="2001-02-03")
        graph.add_node("event:talks", kind="event", label="talks", event_class="occurrence", date="2001-02-03")
        graph.add_edge("event:talks", "doc:a", relation="mentioned_in")
        namespace = request.getfixturevalue("doctest_namespace")
        namespace.update(graph=graph, out=tmp_path, nx=nx)
