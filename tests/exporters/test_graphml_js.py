"""graph.graphml read by graphology-graphml, the GraphML reader of the JS graph world.

Needs ``node`` and ``npm ci`` run in ``tests/exporters/js`` (package.json and
package-lock.json are committed there); skipped without them, and a failure
instead when ``KG_REQUIRE_NODE=1`` (CI).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import networkx as nx
import pytest

from exporters.graphml import write_graphml
from exporters.prepare import prepare

JS = Path(__file__).parent / "js"
NODE = shutil.which("node")
MODULES = JS / "node_modules" / "graphology-graphml"

_missing = (
    "node not on PATH (install Node.js >= 18)"
    if NODE is None
    else f"graphology-graphml not installed: run `npm ci --prefix {JS}`"
    if not MODULES.is_dir()
    else ""
)
if _missing and os.environ.get("KG_REQUIRE_NODE") == "1":
    raise RuntimeError(f"KG_REQUIRE_NODE=1 but {_missing}")
pytestmark = pytest.mark.skipif(bool(_missing), reason=_missing)


def read_with_graphology(path: Path) -> dict:
    """What graphology-graphml made of ``path`` (see js/read_graphml.js)."""
    assert NODE is not None
    result = subprocess.run(
        [NODE, str(JS / "read_graphml.js"), str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return json.loads(result.stdout)


def test_graphology_reads_fixture(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    back = read_with_graphology(write_graphml(graph, tmp_path / "graph.graphml"))
    assert back["warnings"] == []
    assert back["type"] == "directed"
    assert back["multi"] is True  # the fixture has parallel edges
    assert back["order"] == graph.number_of_nodes()
    assert back["size"] == graph.number_of_edges()
    assert sorted(back["edgeIds"]) == sorted(k for _, _, k, _ in prepare(graph).edges)
    node = back["node"]["attributes"]
    assert back["node"]["id"] == "date:2002-10-20"
    # graphology turns integer r/g/b into its `color`: it must agree with ours.
    assert node["color"] == "#a6a6a6"
    assert node["label"] == "20 October 2002"
    assert node["mentions"] == 1 and isinstance(node["size"], float | int)
    assert back["edgeAttributes"]["weight"] == 1


def test_graphology_reads_empty_graph(tmp_path: Path) -> None:
    back = read_with_graphology(write_graphml(nx.MultiDiGraph(), tmp_path / "graph.graphml"))
    assert (back["order"], back["size"], back["warnings"]) == (0, 0, [])
