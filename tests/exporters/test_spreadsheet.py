"""nodes.csv and edges.csv for Gephi's spreadsheet import, read back with csv."""

from __future__ import annotations

import csv
from pathlib import Path

import networkx as nx

from exporters.prepare import prepare
from exporters.spreadsheet import write_edges_csv, write_nodes_csv


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def test_nodes_csv(graph: nx.MultiDiGraph, tmp_path: Path, payloads: tuple[str, ...]) -> None:
    path = write_nodes_csv(graph, tmp_path / "nodes.csv")
    header = path.read_text(encoding="utf-8").splitlines()[0].split(",")
    assert header[:2] == ["Id", "Label"]
    assert header[2:] == sorted(header[2:])
    assert {"kind", "type", "mentions", "aliases", "color", "r", "g", "b", "size"} <= set(header)
    rows = _read(path)
    assert [r["Id"] for r in rows] == sorted(graph.nodes)
    saddam = next(r for r in rows if r["Id"] == "entity:saddam-hussein")
    assert saddam["Label"] == "Saddam Hussein"
    assert saddam["aliases"] == "Saddam | Hussein"
    assert (saddam["mentions"], saddam["r"], saddam["color"]) == ("5", "230", "#e69f00")
    evil = next(r for r in rows if r["Id"] == "entity:evil-co")
    # Commas, quotes and markup survive as data; control characters do not.
    assert payloads[0] in evil["Label"] and payloads[1] in evil["Label"]
    assert "\x00" not in path.read_text(encoding="utf-8")
    war = next(r for r in rows if r["Id"] == "event:war-1991")
    assert war["quote"] == ""  # None written as empty, never "None"


def test_edges_csv(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    path = write_edges_csv(graph, tmp_path / "edges.csv")
    header = path.read_text(encoding="utf-8").splitlines()[0].split(",")
    assert header[:6] == ["Source", "Target", "Type", "Id", "Label", "Weight"]
    assert "relation" in header and "evidence" in header
    rows = _read(path)
    assert len(rows) == graph.number_of_edges()
    assert sorted(r["Id"] for r in rows) == sorted(k for _, _, k, _ in prepare(graph).edges)
    assert {r["Type"] for r in rows} == {"Directed"}
    assert all(r["Label"] == r["relation"] for r in rows)
    parallel = [r for r in rows if (r["Source"], r["Target"]) == ("entity:saddam-hussein", "entity:iraq")]
    assert sorted((r["Label"], r["Weight"]) for r in parallel) == [("co_occurs", "4"), ("participant", "1")]
    nodes = set(graph.nodes)
    assert all(r["Source"] in nodes and r["Target"] in nodes for r in rows)


def test_csv_ids_match_graphml(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    from exporters.graphml import write_graphml

    back = nx.read_graphml(write_graphml(graph, tmp_path / "g.graphml"))
    rows = _read(write_edges_csv(graph, tmp_path / "edges.csv"))
    assert {(r["Source"], r["Target"], r["Id"]) for r in rows} == set(back.edges(keys=True))


def test_colliding_attribute_names_are_prefixed(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    g.add_node("a", label="A", ID="x")
    g.add_edge("a", "a", type="odd", relation="r", weight=2)
    nodes = _read(write_nodes_csv(g, tmp_path / "n.csv"))
    edges = _read(write_edges_csv(g, tmp_path / "e.csv"))
    assert nodes == [
        {
            "Id": "a",
            "Label": "A",
            "attr_ID": "x",
            "b": "189",
            "color": "#bdbdbd",
            "g": "189",
            "r": "189",
            "size": "17.92",
        }
    ]
    assert edges[0]["Type"] == "Directed" and edges[0]["attr_type"] == "odd"
    assert edges[0]["Weight"] == "2"


def test_empty_graph(tmp_path: Path) -> None:
    assert write_nodes_csv(nx.MultiDiGraph(), tmp_path / "n.csv").read_text() == "Id,Label\n"
    assert write_edges_csv(nx.MultiDiGraph(), tmp_path / "e.csv").read_text() == (
        "Source,Target,Type,Id,Label,Weight\n"
    )


_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _cells_are_safe(path: Path) -> list[list[str]]:
    """The rows of ``path`` read back with csv, after checking every row is whole and no text is a formula."""
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    header = rows[0]
    for row in rows[1:]:
        assert len(row) == len(header), row
        for cell in row:
            if cell.startswith(_FORMULA):
                float(cell)  # only numbers kg writes as numbers may start so
    return rows


def test_formulas_and_line_breaks_in_text_are_neutralised(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    hostile = {
        "=1+1": '=HYPERLINK("http://evil","y")',
        "-2+3": "@SUM(1,2)",
        "+1": "\tx",
        "a\rb": "x\ry",
        "\r=1": "line\r\nbreak\x85here",
        "@a": "-",
    }
    for node, label in hostile.items():
        g.add_node(node, label=label, source=label, kind="document", count=-3, score=-2.5, flag=True)
    for (u, label), v in zip(hostile.items(), list(hostile)[1:] + list(hostile)[:1]):
        g.add_edge(u, v, relation=label, weight=-1)
    nodes = _cells_are_safe(write_nodes_csv(g, tmp_path / "nodes.csv"))
    edges = _cells_are_safe(write_edges_csv(g, tmp_path / "edges.csv"))
    assert len(nodes) == len(hostile) + 1 and len(edges) == len(hostile) + 1
    by_id = {row[0]: dict(zip(nodes[0], row)) for row in nodes[1:]}
    assert by_id["'=1+1"]["Label"] == '\'=HYPERLINK("http://evil","y")'
    assert by_id["'-2+3"]["source"] == "'@SUM(1,2)"
    assert by_id["a\nb"]["Label"] == "x\ny"
    assert by_id["'\n=1"]["Label"] == "line\nbreakhere"
    # Numbers stay numbers, and the same ids in both files.
    assert {(r["count"], r["score"], r["flag"]) for r in by_id.values()} == {("-3", "-2.5", "true")}
    assert {r[0] for r in edges[1:]} | {r[1] for r in edges[1:]} == set(by_id)
    assert {r[5] for r in edges[1:]} == {"-1"}


def test_plain_text_is_written_as_it_is(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    g.add_node("a", label='Lyon – a city, "quoted"\nover lines', note="x-1")
    rows = _read(write_nodes_csv(g, tmp_path / "n.csv"))
    assert rows[0]["Label"] == 'Lyon – a city, "quoted"\nover lines' and rows[0]["note"] == "x-1"
