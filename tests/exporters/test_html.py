"""The interactive graph page: offline, escaped, trimmed for big graphs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import networkx as nx
import pytest

from exporters.html import PHYSICS_LIMIT, write_html


def _page_data(page: str) -> dict:
    match = re.search(r'<script id="kg-data" type="application/json">(.*?)</script>', page, re.S)
    assert match, "graph data block missing"
    return json.loads(match.group(1))


def _data(page: str) -> dict:
    """The first view's data (a graph without stories: the whole graph), with the page's options."""
    data = _page_data(page)
    return {**data["first"], "options": data["options"], "total": data["total"]}


@pytest.fixture
def page(graph: nx.MultiDiGraph, tmp_path: Path) -> str:
    return write_html(graph, tmp_path / "graph.html").read_text(encoding="utf-8")


def test_no_external_resources(page: str) -> None:
    assert not re.search(r"""(?:src|href)\s*=\s*["']?\s*(?:https?:)?//""", page, re.I)
    assert not re.search(r"<script[^>]+src=", page, re.I)
    assert not re.search(r"<link[^>]+href=", page, re.I)
    assert not re.search(r"url\(\s*['\"]?(?:https?:)?//", page, re.I)
    assert "cdn" not in page.lower()


def test_payload_escaped(page: str, payloads: tuple[str, ...]) -> None:
    for payload in payloads:
        assert payload not in page
    # Our own script never assigns innerHTML (vis-network's own code is not ours).
    own = page.split('<script id="kg-data"')[1].rsplit("<script>", 1)[1]
    assert "innerHTML" not in own
    assert "\x00" not in page


def test_graph_data(page: str, graph: nx.MultiDiGraph, payloads: tuple[str, ...]) -> None:
    data = _data(page)
    assert len(data["nodes"]) == graph.number_of_nodes()
    assert len(data["edges"]) == graph.number_of_edges()
    assert len({e["id"] for e in data["edges"]}) == len(data["edges"])
    evil = next(n for n in data["nodes"] if n["id"] == "entity:evil-co")
    # The payload survives only as plain text in title/details, never as markup.
    assert payloads[0] in evil["full_label"]
    assert isinstance(evil["title"], str)
    assert data["options"]["physics"]["enabled"] is True
    assert not any("x" in n for n in data["nodes"])
    saddam = next(n for n in data["nodes"] if n["id"] == "entity:saddam-hussein")
    assert ["also called", "Saddam | Hussein"] in saddam["details"]
    assert saddam["color"] == "#e69f00"
    assert "Legend" in page and "PERSON" in page
    assert data["hidden"] == 0 and data["story"] is None


def _big_graph(n: int) -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    for i in range(n):
        g.add_node(
            f"entity:n{i:04d}",
            label=f"Node {i}",
            kind="entity",
            type="ORG",
            mentions=i,
            doc_count=1 + i % 7,
            sources="a",
        )
    for i in range(1, n):
        g.add_edge(
            f"entity:n{i:04d}",
            f"entity:n{(i * 7) % i:04d}",
            relation="co_occurs",
            weight=1 + i % 3,
            doc_count=1,
            evidence="",
        )
    return g


def test_large_graph_is_laid_out_and_trimmed(tmp_path: Path) -> None:
    g = _big_graph(PHYSICS_LIMIT + 50)
    page = write_html(g, tmp_path / "graph.html", max_nodes=PHYSICS_LIMIT + 20).read_text(encoding="utf-8")
    data = _data(page)
    assert len(data["nodes"]) == PHYSICS_LIMIT + 20
    assert data["options"]["physics"]["enabled"] is False
    assert all(isinstance(n["x"], float) and isinstance(n["y"], float) for n in data["nodes"])
    assert (data["hidden"], data["total"]) == (30, 350)
    shown = {n["id"] for n in data["nodes"]}
    # The most important (most articles, then mentions) are the ones kept.
    assert "entity:n0349" in shown and "entity:n0000" not in shown
    assert all(e["from"] in shown and e["to"] in shown for e in data["edges"])


def test_small_max_nodes(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    page = write_html(graph, tmp_path / "g.html", max_nodes=3).read_text(encoding="utf-8")
    assert len(_data(page)["nodes"]) == 3
    assert (_data(page)["hidden"], _data(page)["total"]) == (graph.number_of_nodes() - 3, graph.number_of_nodes())


def test_caller_graph_untouched(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    before = json.dumps(nx.node_link_data(graph, edges="links"), sort_keys=True, default=str)
    write_html(graph, tmp_path / "g.html")
    assert json.dumps(nx.node_link_data(graph, edges="links"), sort_keys=True, default=str) == before


def test_details_data(page: str) -> None:
    data = _data(page)
    nodes = {n["id"]: n for n in data["nodes"]}
    saddam = nodes["entity:saddam-hussein"]
    assert ["titles", "president"] in saddam["details"]
    assert (saddam["start"], saddam["end"]) == ("1990-01-01", "2002-10-21")
    assert (saddam["kind"], saddam["group_type"], saddam["legend"]) == ("entity", "PERSON", "person")
    # An event's own sentence, with its single article.
    amnesty = nodes["event:amnesty-2002-10-20"]
    assert amnesty["sentences"][0][0] == "000_abc"
    assert amnesty["sentences"][0][1].startswith("Saddam Hussein announced an amnesty.")
    assert amnesty["timeline"] == "event-amnesty-2002-10-20"
    assert nodes["doc:000_abc"]["timeline"] == "doc-000_abc"
    assert "start" not in nodes["event:trial"]  # undated: dropped by a date filter
    assert data["articles"]["000_abc"] == {
        "title": "Iraq frees prisoners",
        "date": "21 Oct 2002",  # in words, as the timeline gives it
        "outlet": "",
        "anchor": "doc-000_abc",
    }


def test_entity_sentences_come_from_mentioned_in_edges(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    g.add_node("entity:x", label="X", kind="entity", type="ORG", sources="a | b")
    for doc in ("a", "b"):
        g.add_node(f"doc:{doc}", label=doc, kind="document", type="article", title=f"Title {doc}")
        g.add_edge("entity:x", f"doc:{doc}", relation="mentioned_in", evidence=f"X said {doc}.")
    page = write_html(g, tmp_path / "g.html").read_text(encoding="utf-8")
    x = next(n for n in _data(page)["nodes"] if n["id"] == "entity:x")
    assert x["sentences"] == [["a", "X said a."], ["b", "X said b."]]


def test_filters_and_legend_controls(page: str) -> None:
    # The options, the legend and the dates' range are the view's own, made in the browser
    # (test_html_browser.py); the controls are in the page.
    for control in ('id="filter-kind"', 'id="filter-type"', 'id="filter-from"', 'id="filter-to"', 'id="search-input"'):
        assert control in page
    assert '<ul class="legend" id="legend">' in page


_SEEDED_PAGE = """
import sys
import networkx as nx
from exporters.html import write_html
g = nx.MultiDiGraph()
for i in range(60):
    g.add_node(f"n{i:02d}", label=f"Node {i}", kind="entity", type="PERSON", mentions=60 - i, doc_count=1)
for i in range(60):
    for j in (1, 2, 7):
        g.add_edge(f"n{i:02d}", f"n{(i + j) % 60:02d}", relation="co_occurs", weight=1)
write_html(g, sys.argv[1], max_nodes=20)
"""


@pytest.mark.slow
def test_same_page_whatever_the_hash_seed(tmp_path: Path) -> None:
    """A page showing a few nodes of many is the same in every process (no set order leaks)."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    pages = []
    for seed in ("1", "2", "3"):
        out = tmp_path / f"graph{seed}.html"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-c", _SEEDED_PAGE, str(out)], cwd=root, env=env, check=True, timeout=120)
        pages.append(out.read_bytes())
    assert pages[0] == pages[1] == pages[2]


def test_reported_speech_is_a_detail_of_its_own(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    graph.nodes["event:amnesty-2002-10-20"]["reported"] = "the jails would empty"
    nodes = {n["id"]: n for n in _data(write_html(graph, tmp_path / "g.html").read_text(encoding="utf-8"))["nodes"]}
    details = nodes["event:amnesty-2002-10-20"]["details"]
    assert ["quote", "All prisoners are free"] in details and ["reported", "the jails would empty"] in details
