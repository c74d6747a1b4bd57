"""Stories in every export: GraphML, GEXF, CSV, node-link JSON, graph.html, the timeline and report.json."""

from __future__ import annotations

import csv
import json
import re
from dataclasses import replace
from pathlib import Path

import networkx as nx
import pytest

from exporters.gexf import write_gexf
from exporters.graphml import write_graphml
from exporters.html import write_html
from exporters.nodelink import write_json
from exporters.report import report_data
from exporters.spreadsheet import write_nodes_csv
from exporters.style import color_for
from exporters.timeline import timeline_data, write_timeline_html
from kg.graph.build import corpus_graph
from kg.graph.schema import split_list
from kg.model import Extraction, Timex, TimexSpan
from kg.pipeline.build import resolve_corpus
from tests.exporters.test_html import _data
from tests.kg.graph.test_stories import two_story_graph
from tests.kg.resolve.test_stories import ELECTION, FLOOD


@pytest.fixture(scope="module")
def graph() -> nx.MultiDiGraph:
    return two_story_graph()


def _story_nodes(g: nx.Graph) -> dict[str, dict]:
    return {n: d for n, d in g.nodes(data=True) if d.get("kind") == "story"}


@pytest.mark.parametrize("fmt", ["graphml", "gexf"])
def test_story_nodes_and_attributes_survive_graphml_and_gexf(graph: nx.MultiDiGraph, tmp_path: Path, fmt: str) -> None:
    if fmt == "graphml":
        back = nx.read_graphml(write_graphml(graph, tmp_path / "g.graphml"))
    else:
        back = nx.read_gexf(write_gexf(graph, tmp_path / "g.gexf"))
    ours = _story_nodes(graph)
    read = _story_nodes(back)
    assert set(read) == set(ours) and len(read) == 2
    for node, d in ours.items():
        assert read[node]["label"] == d["label"] and read[node]["terms"] == d["terms"]
        assert int(read[node]["doc_count"]) == 2
    for aid in ("a1", "b2"):
        doc = back.nodes[f"doc:{aid}"]
        assert doc["story"] == graph.nodes[f"doc:{aid}"]["story"]
        assert doc["story_label"] == graph.nodes[f"doc:{aid}"]["story_label"]
        assert back.has_edge(f"doc:{aid}", f"story:{doc['story']}")
    events = [d for d in back.nodes.values() if d.get("kind") == "event"]
    assert events and all(d["stories"] for d in events)


def test_nodes_csv_and_node_link_json_carry_the_story_columns(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    with write_nodes_csv(graph, tmp_path / "nodes.csv").open(encoding="utf-8", newline="") as fh:
        rows = {r["Id"]: r for r in csv.DictReader(fh)}
    assert {"story", "story_label", "stories", "terms"} <= set(next(iter(rows.values())))
    assert rows["doc:a1"]["story"] == graph.nodes["doc:a1"]["story"]
    assert sum(r["kind"] == "story" for r in rows.values()) == 2
    data = json.loads(write_json(graph, tmp_path / "graph.json").read_text(encoding="utf-8"))
    assert sum(n["kind"] == "story" for n in data["nodes"]) == 2


def test_story_nodes_have_their_own_colour_and_shape(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    colour = color_for("story", "story")
    others = {color_for(kind, "") for kind in ("entity", "event", "date", "document")}
    others |= {color_for("entity", t) for t in ("PERSON", "ORG", "GPE", "LOC", "FAC", "NORP")}
    assert colour not in others
    nodes = _data(write_html(graph, tmp_path / "graph.html").read_text(encoding="utf-8"))["nodes"]
    shapes = {n["id"]: n.get("shape", "dot") for n in nodes}
    assert {shapes[n] for n in _story_nodes(graph)} == {"star"}
    assert {s for n, s in shapes.items() if not n.startswith("story:")} == {"dot"}


def test_graph_page_offers_each_story_and_tags_its_members(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    page = write_html(graph, tmp_path / "graph.html").read_text(encoding="utf-8")
    select = re.search(r'<select id="filter-story">(.*?)</select>', page, re.S).group(1)
    options = re.findall(r'<option value="([^"]*)">', select)
    stories = sorted(n.removeprefix("story:") for n in _story_nodes(graph))
    assert sorted(o for o in options if o) == stories
    members = {n["id"]: n["stories"] for n in _data(page)["nodes"]}
    flood = graph.nodes["doc:a1"]["story"]
    election = graph.nodes["doc:b1"]["story"]
    assert members[f"story:{flood}"] == [flood] and members["doc:a2"] == [flood]
    assert members["entity:port-elm"] == [flood] and members["entity:mira-dolan"] == [election]
    for node, d in graph.nodes(data=True):
        if d["kind"] == "event":
            assert members[node] == split_list(d["stories"])


def test_a_graph_without_stories_gets_no_story_select(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    g.add_node("doc:a", kind="document", label="A")
    page = write_html(g, tmp_path / "graph.html").read_text(encoding="utf-8")
    assert 'id="filter-story"' not in page


def _dated(ex: Extraction) -> Extraction:
    """``ex`` with its first event dated by a day named in its text."""
    text = ex.article.text + " It was 2024-03-04."
    start = text.index("2024-03-04")
    span = TimexSpan(start, start + 10, "2024-03-04", 0)
    timex = Timex(start, start + 10, "2024-03-04", 0, "DATE", "2024-03-04", "day")
    return replace(
        ex,
        article=replace(ex.article, text=text),
        sentences=((0, len(text)),),
        timex_spans=(span,),
        timexes=(timex,),
        events=(replace(ex.events[0], timex=0), *ex.events[1:]),
    )


def test_timelinejs_groups_a_dated_event_under_its_story_label() -> None:
    g = corpus_graph(resolve_corpus([_dated(FLOOD[0]), FLOOD[1], *ELECTION]))
    events = timeline_data(g)["events"]
    assert len(events) == 1
    assert events[0]["group"] == g.nodes["doc:a1"]["story_label"] != g.nodes["doc:b1"]["story_label"]


def test_timeline_page_has_a_story_select_and_tags_events_and_articles(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    page = write_timeline_html(graph, tmp_path / "timeline.html").read_text(encoding="utf-8")
    select = re.search(r'<select id="filter-story">(.*?)</select>', page, re.S).group(1)
    stories = sorted(n.removeprefix("story:") for n in _story_nodes(graph))
    assert sorted(o for o in re.findall(r'<option value="([^"]*)">', select) if o) == stories
    tagged = re.findall(r'<li id="(event-[^"]+)" data-stories="([^"]+)">', page)
    events = {n for n, d in graph.nodes(data=True) if d["kind"] == "event"}
    assert len(tagged) == len(events)
    for anchor, ids in tagged:
        assert ids.split() == split_list(graph.nodes["event:" + anchor.removeprefix("event-")]["stories"])
    assert re.search(r'<tr id="doc-a1" data-stories="' + re.escape(graph.nodes["doc:a1"]["story"]) + '">', page)
    # The one script is the static filter: no article text, no story id in it.
    scripts = re.findall(r"<script>(.*?)</script>", page, re.S)
    assert len(scripts) == 1 and not any(s in scripts[0] for s in stories) and "Port Elm" not in scripts[0]


def test_report_lists_the_stories() -> None:
    corpus = resolve_corpus(FLOOD + ELECTION)
    listed = report_data(corpus, model="blank", exit_code=0)["stories"]
    assert listed == [{"id": s.id, "label": s.label, "articles": len(s.articles)} for s in corpus.stories]
    assert sorted(s["articles"] for s in listed) == [2, 2]
