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
from exporters.stories import stories_markdown, stories_text
from exporters.style import color_for
from exporters.timeline import timeline_data, write_timeline_html
from kg.graph.corpus_graph import corpus_graph
from kg.graph.schema import join_list, split_list
from kg.graph.story_list import story_rows
from kg.model import Extraction, PublicationDate, Timex, TimexSpan
from kg.model.days import day_span
from kg.pipeline.corpus import resolve_corpus
from tests.exporters.test_html import _data, _page_data
from tests.kg.graph.test_story_list import two_story_graph
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


def _views(page: str) -> list[dict]:
    """The page's story views, in their order (the largest story first)."""
    blocks = re.findall(r'<script id="kg-story-(\d+)" type="application/json">(.*?)</script>', page, re.S)
    assert [int(i) for i, _ in blocks] == list(range(len(blocks)))
    return [json.loads(block) for _, block in blocks]


def test_story_nodes_have_their_own_colour_and_shape(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    colour = color_for("story", "story")
    others = {color_for(kind, "") for kind in ("entity", "event", "date", "document")}
    others |= {color_for("entity", t) for t in ("PERSON", "ORG", "GPE", "LOC", "FAC", "NORP")}
    assert colour not in others
    nodes = _data(write_html(graph, tmp_path / "graph.html").read_text(encoding="utf-8"))["nodes"]
    shapes = {n["id"]: n.get("shape", "dot") for n in nodes}
    assert {shapes[n] for n in _story_nodes(graph)} == {"star"}
    assert {s for n, s in shapes.items() if not n.startswith("story:")} == {"dot"}


def test_graph_page_opens_on_its_stories_with_a_view_of_each(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    page = write_html(graph, tmp_path / "graph.html").read_text(encoding="utf-8")
    data = _page_data(page)
    first = data["first"]
    assert first["id"] == "overview"
    stories = _story_nodes(graph)
    drawn = {n["id"]: n for n in first["nodes"]}
    # Every story, and no article: articles are provenance, not hubs.
    assert set(stories) <= set(drawn) and not any(n.startswith("doc:") for n in drawn)
    linked = {e["from"] for e in first["edges"]} | {e["to"] for e in first["edges"]}
    assert set(drawn) == linked  # nothing drawn alone
    assert all(drawn[s]["opens"] == s for s in stories)
    assert [s["id"] for s in data["stories"]] == sorted(stories, key=lambda n: (-stories[n]["doc_count"], n))
    views = _views(page)
    assert [v["id"] for v in views] == [s["id"] for s in data["stories"]]
    for view in views:
        story = stories[view["id"]]
        keys = split_list(story["key_events"])
        ids = {n["id"] for n in view["nodes"]}
        assert keys and set(keys) <= ids and not any(n.startswith("doc:") for n in ids)
        assert {n for n in ids if n.startswith("story:")} <= {view["id"]}  # it ties a key event nothing else does
        assert {e[0] for e in view["story"]["events"]} == set(keys)
        assert {d[0] for d in view["story"]["documents"]} == set(split_list(story["sources"]))
        linked = {e["from"] for e in view["edges"]} | {e["to"] for e in view["edges"]}
        assert ids - set(keys) <= linked  # a name or a date is drawn for the key events it belongs to
        assert ids == linked  # nothing drawn alone


def test_search_reaches_every_node_and_names_its_story(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    page = write_html(graph, tmp_path / "graph.html").read_text(encoding="utf-8")
    index = json.loads(re.search(r'<script id="kg-search" type="application/json">(.*?)</script>', page, re.S)[1])
    stories = [s["id"] for s in _page_data(page)["stories"]]
    found = {entry[0]: entry for entry in index}
    assert set(found) == set(graph.nodes)
    assert {entry[2] for entry in index} <= {"e", "v", "d", "s", "t"}
    flood = "story:" + graph.nodes["doc:a1"]["story"]
    assert stories[found["doc:a2"][3]] == flood and stories[found["entity:port-elm"][3]] == flood
    assert stories[found[flood][3]] == flood
    election = "story:" + graph.nodes["doc:b1"]["story"]
    assert stories[found["entity:mira-dolan"][3]] == election


def test_a_graph_without_stories_is_drawn_whole(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    g.add_node("doc:a", kind="document", label="A")
    page = write_html(g, tmp_path / "graph.html").read_text(encoding="utf-8")
    data = _page_data(page)
    assert data["stories"] == [] and data["first"]["id"] == "graph" and _views(page) == []
    assert [n["id"] for n in data["first"]["nodes"]] == ["doc:a"]


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


def test_report_lists_the_stories_as_records() -> None:
    corpus = resolve_corpus(FLOOD + ELECTION)
    listed = report_data(corpus, model="blank", exit_code=0)["stories"]
    assert [s["id"] for s in listed] == sorted(s.id for s in corpus.stories)  # two of two articles: by id
    for record, story in zip(listed, sorted(corpus.stories, key=lambda s: s.id)):
        assert record == {
            "id": story.id,
            "node": f"story:{story.id}",
            "label": story.label,
            "articles": 2,
            "article_ids": list(story.articles),
            "outlets": [],
            "first": "",
            "last": "",
            "key_events": [f"event:{e}" for e in story.key_events],
            "key_entities": [f"entity:{e}" for e in story.key_entities],
        }
        assert record["key_events"] and record["key_entities"]


def test_story_nodes_carry_the_story_record_in_every_export(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    back = nx.read_graphml(write_graphml(graph, tmp_path / "g.graphml"))
    for node, d in _story_nodes(graph).items():
        read = back.nodes[node]
        for name in ("article_ids", "key_events", "key_entities", "first", "last", "outlets"):
            assert read.get(name, "") == d[name]
        assert int(read["articles"]) == 2
        assert all(e in back for e in split_list(read["key_events"]) + split_list(read["key_entities"]))


def test_timeline_page_opens_on_each_storys_key_events_in_date_order(tmp_path: Path) -> None:
    g = corpus_graph(resolve_corpus([_dated(FLOOD[0]), FLOOD[1], *ELECTION]))
    page = write_timeline_html(g, tmp_path / "timeline.html").read_text(encoding="utf-8")
    assert page.index('<h2 id="stories">') < page.index('<h2 id="timeline">')
    sections = re.findall(r'<section class="moments" id="(story-[^"]+)">(.*?)</section>', page, re.S)
    stories = _story_nodes(g)
    assert sorted(anchor for anchor, _ in sections) == sorted(n.replace(":", "-", 1) for n in stories)
    for anchor, html in sections:
        node = anchor.replace("-", ":", 1)
        listed = re.findall(r'<a href="#(event-[^"]+)">', html)
        keys = split_list(stories[node]["key_events"])
        assert sorted(listed) == sorted(k.replace(":", "-", 1) for k in keys) and listed
        # Dated before undated: the order they happened in.
        days = re.findall(r'<span class="day">([^<]+)</span>', html)
        assert days == sorted(days, key=lambda d: d == "undated")
        assert f'href="#story={node.removeprefix("story:")}"' in html and "2 articles" in html
    flood = next(html for anchor, html in sections if anchor.endswith(g.nodes["doc:a1"]["story"]))
    assert "4 Mar 2024" in flood


def test_a_key_event_still_to_come_is_marked_so_among_the_key_moments(tmp_path: Path) -> None:
    # A story's news may be what its leads announce ("to direct the sequel"): listed, never as done.
    g = corpus_graph(resolve_corpus([_dated(FLOOD[0]), FLOOD[1], *ELECTION]))
    story = next(d for d in _story_nodes(g).values() if d["key_events"])
    key = split_list(story["key_events"])[0]
    g.nodes[key]["factuality"] = "future"
    page = write_timeline_html(g, tmp_path / "timeline.html").read_text(encoding="utf-8")
    moments = re.findall(r'<section class="moments" id="story-[^"]+">(.*?)</section>', page, re.S)
    line = next(
        li
        for html in moments
        for li in re.findall(r"<li>.*?</li>", html)
        if f'href="#{key.replace(":", "-", 1)}"' in li
    )
    assert "future: not reported as having happened" in line


def test_kg_stories_gives_each_storys_span_in_the_words_of_the_timeline_page(tmp_path: Path) -> None:
    # The terminal and the pages speak of one story's dates alike: "30 May – 2 Jun 2024", no ISO range.
    days = ("2024-05-30", "2024-06-02", "2024-06-01", "2024-06-01")
    published = [
        replace(ex, dct=PublicationDate(day, "metadata")) for ex, day in zip(FLOOD + ELECTION, days, strict=True)
    ]
    graph = corpus_graph(resolve_corpus(published))
    rows = story_rows(graph)
    text, markdown = stories_text(rows), stories_markdown(rows)
    page = write_timeline_html(graph, tmp_path / "timeline.html").read_text(encoding="utf-8")
    assert {row.span for row in rows} == {"30 May – 2 Jun 2024", "1 Jun 2024"}
    for row in rows:
        words = day_span(row.first, row.last)
        assert row.first not in words and f"{row.articles} articles, {words}" in text
        assert f"{row.articles} articles, {words}" in markdown and words in page
    headings = [line for line in text.splitlines() if line and not line.startswith(" ") and ": " in line]
    assert len(headings) == len(rows) and not any(re.search(r"\d{4}-\d\d-\d\d", h) for h in headings)


def test_one_storys_key_events_come_in_one_order_in_the_terminal_the_timeline_and_the_graph(tmp_path: Path) -> None:
    # Events of one day (or all undated) keep the story's ranking, most important first, in all
    # three: listed by label ("rescue" before "warning") the pages and the terminal disagreed.
    g = corpus_graph(resolve_corpus([_dated(FLOOD[0]), FLOOD[1], *ELECTION]))
    story = g.nodes["doc:a1"]["story"]
    node = f"story:{story}"
    dated = split_list(g.nodes[node]["key_events"])[0]
    ranked = []
    for name, date in (("warning", "2024-03-04"), ("rescue", "2024-03-04"), ("van crash", ""), ("bridge closed", "")):
        event = f"event:{name.replace(' ', '-')}"
        g.add_node(event, **{**g.nodes[dated], "label": name, "date": date, "granularity": "day" if date else ""})
        ranked.append(event)
    ranked.insert(2, dated)
    g.nodes[node]["key_events"] = join_list(ranked)
    # Their date order, ties kept in rank order: "warning" before "rescue", "van crash" before "bridge".
    expected = ["event:warning", "event:rescue", dated, "event:van-crash", "event:bridge-closed"]
    assert [e.event for e in next(r for r in story_rows(g) if r.story == node).key_events] == expected
    page = write_timeline_html(g, tmp_path / "timeline.html").read_text(encoding="utf-8")
    section = re.search(rf'<section class="moments" id="story-{story}">(.*?)</section>', page, re.S)
    assert section is not None
    assert re.findall(r'<a href="#(event-[^"]+)">', section[1]) == [e.replace(":", "-", 1) for e in expected]
    graph_page = write_html(g, tmp_path / "graph.html").read_text(encoding="utf-8")
    view = next(v for v in _views(graph_page) if v["id"] == node)
    assert [e[0] for e in view["story"]["events"]] == expected
