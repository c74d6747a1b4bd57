"""Places' latitude/longitude: doubles where known, left out elsewhere, read back by real readers."""

from __future__ import annotations

import csv
import json
import shutil
import subprocess
from pathlib import Path

import networkx as nx
import pytest

from exporters.gexf import write_gexf
from exporters.graphml import write_graphml
from exporters.nodelink import write_json
from exporters.spreadsheet import write_nodes_csv
from tests.exporters.conftest import build_graph

SCHEMA = Path("/work/shared/schemas/gexf-1.3/gexf.rng")
BAGHDAD = (33.3406, 44.4009)


@pytest.fixture
def placed() -> nx.MultiDiGraph:
    g = build_graph()
    g.nodes["entity:baghdad"].update(latitude=BAGHDAD[0], longitude=BAGHDAD[1])
    g.nodes["entity:iraq"].update(latitude=33, longitude=44.0)  # an int is still a double
    return g


def _check(back: nx.Graph) -> None:
    assert back.nodes["entity:baghdad"]["latitude"] == pytest.approx(BAGHDAD[0])
    assert back.nodes["entity:baghdad"]["longitude"] == pytest.approx(BAGHDAD[1])
    assert isinstance(back.nodes["entity:iraq"]["latitude"], float)
    # Unknown is absent, never 0.0: GeoLayout would put every other node off Africa.
    assert "latitude" not in back.nodes["entity:saddam-hussein"]
    assert "longitude" not in back.nodes["doc:000_abc"]


def test_graphml_declares_doubles_and_networkx_reads_them(placed: nx.MultiDiGraph, tmp_path: Path) -> None:
    path = write_graphml(placed, tmp_path / "graph.graphml")
    text = path.read_text(encoding="utf-8")
    assert 'attr.name="latitude" attr.type="double"' in text
    assert 'attr.name="longitude" attr.type="double"' in text
    _check(nx.read_graphml(path))


def test_gexf_declares_doubles_and_networkx_reads_them(placed: nx.MultiDiGraph, tmp_path: Path) -> None:
    path = write_gexf(placed, tmp_path / "graph.gexf")
    text = path.read_text(encoding="utf-8")
    assert 'title="latitude" type="double"' in text and 'title="longitude" type="double"' in text
    _check(nx.read_gexf(path))
    if SCHEMA.exists() and shutil.which("xmllint"):
        run = subprocess.run(
            ["xmllint", "--noout", "--relaxng", str(SCHEMA), str(path)], capture_output=True, text=True, check=False
        )
        assert run.returncode == 0, run.stderr


def test_json_and_csv_leave_unknown_coordinates_empty(placed: nx.MultiDiGraph, tmp_path: Path) -> None:
    nodes = {n["id"]: n for n in json.loads(write_json(placed, tmp_path / "graph.json").read_text())["nodes"]}
    assert nodes["entity:baghdad"]["latitude"] == BAGHDAD[0]
    assert "latitude" not in nodes["entity:saddam-hussein"]
    with write_nodes_csv(placed, tmp_path / "nodes.csv").open(encoding="utf-8", newline="") as fh:
        rows = {row["Id"]: row for row in csv.DictReader(fh)}
    assert float(rows["entity:baghdad"]["latitude"]) == BAGHDAD[0]
    assert rows["entity:saddam-hussein"]["latitude"] == ""


def test_a_graph_without_places_declares_no_coordinates(tmp_path: Path) -> None:
    text = write_graphml(build_graph(), tmp_path / "graph.graphml").read_text(encoding="utf-8")
    assert "latitude" not in text
    assert "latitude" not in write_gexf(build_graph(), tmp_path / "graph.gexf").read_text(encoding="utf-8")
