"""TimelineJS3 JSON and the static HTML timeline."""

from __future__ import annotations

import json
import re
from pathlib import Path

import networkx as nx
import pytest

from exporters.prepare import prepare
from exporters.timeline import collect_events, timeline_data, write_timeline_html, write_timeline_json


@pytest.fixture
def timeline(graph: nx.MultiDiGraph, tmp_path: Path) -> dict:
    return json.loads(write_timeline_json(graph, tmp_path / "timeline.json").read_text(encoding="utf-8"))


def test_timelinejs_structure(timeline: dict) -> None:
    assert set(timeline) == {"title", "events"}
    assert "headline" in timeline["title"]["text"]
    events = timeline["events"]
    # Six events, one undated (left out).
    assert len(events) == 5
    for event in events:
        assert {"start_date", "text", "group", "unique_id"} <= set(event)
        assert isinstance(event["start_date"]["year"], int)
        assert set(event["text"]) == {"headline", "text"}
    assert len({e["unique_id"] for e in events}) == len(events)


def test_real_granularity_and_order(timeline: dict) -> None:
    by_id = {e["unique_id"]: e for e in timeline["events"]}
    assert by_id["event-war-1991"]["start_date"] == {"year": 1991}
    assert "end_date" not in by_id["event-war-1991"]
    assert by_id["event-vote-2002-10"]["start_date"] == {"year": 2002, "month": 10}
    assert by_id["event-amnesty-2002-10-20"]["start_date"] == {"year": 2002, "month": 10, "day": 20}
    assert by_id["event-amnesty-2002-10-20"]["group"] == "statement"
    week = by_id["event-talks-2002-w42"]
    assert week["start_date"] == {"year": 2002, "month": 10, "day": 14}
    assert week["end_date"] == {"year": 2002, "month": 10, "day": 20}
    assert week["display_date"] == "week 42, 2002"
    decade = by_id["event-reforms-199x"]
    assert (decade["start_date"], decade["end_date"]) == ({"year": 1990}, {"year": 1999})
    assert [e["unique_id"] for e in timeline["events"]] == [
        "event-reforms-199x",
        "event-war-1991",
        "event-vote-2002-10",
        "event-talks-2002-w42",
        "event-amnesty-2002-10-20",
    ]


def test_timeline_json_text_is_escaped(timeline: dict) -> None:
    text = json.dumps(timeline)
    assert "<img" not in text and "<script" not in text
    amnesty = next(e for e in timeline["events"] if e["unique_id"] == "event-amnesty-2002-10-20")
    assert "&lt;img src=x onerror=" in amnesty["text"]["text"]
    assert "Saddam Hussein (actor)" in amnesty["text"]["text"]
    # TimelineJS shows the text to a reader: the article by its title and day, not its id.
    assert "<p>Sources: “Iraq frees prisoners” (21 Oct 2002)</p>" in amnesty["text"]["text"]


@pytest.fixture
def page(graph: nx.MultiDiGraph, tmp_path: Path) -> str:
    return write_timeline_html(graph, tmp_path / "timeline.html").read_text(encoding="utf-8")


def test_html_escapes_everything(page: str, payloads: tuple[str, ...], tmp_path: Path) -> None:
    for payload in payloads:
        assert payload not in page
    # One script, the page's own static filter: the same whatever the graph holds.
    other = nx.MultiDiGraph()
    other.add_node("entity:x", kind="entity", label="X")
    other.add_node("event:y", kind="event", label="Y", date="2001")
    other.add_edge("event:y", "entity:x", relation="agent")
    script = write_timeline_html(other, tmp_path / "other.html").read_text(encoding="utf-8").split("<script>")[1]
    assert page.lower().count("<script") == 1 and page.split("<script>")[1] == script
    assert "&lt;img src=x onerror=" in page
    assert "&lt;script&gt;" in page
    assert "\x00" not in page


def test_html_is_self_contained(page: str) -> None:
    assert not re.search(r"""(?:src|href)\s*=\s*["']?\s*(?:https?:)?//""", page, re.I)
    assert "<link" not in page.lower()
    assert "url(" not in page


def test_html_content_and_order(page: str) -> None:
    timeline, rest = page.split('id="undated"')
    undated, documents = rest.split('id="documents"')
    order = [
        timeline.index(label)
        for label in ("Reforms made", "War began", "Referendum held", "Talks held", "Amnesty announced")
    ]
    assert order == sorted(order)
    assert "Trial opened" in undated and "Trial opened" not in timeline
    assert "Saddam Hussein" in timeline and "(actor)" in timeline  # participants
    assert "Baghdad" in timeline and "(place)" in timeline
    assert "Saddam Hussein announced an amnesty." in timeline  # evidence
    assert 'href="#doc-000_abc"' in timeline  # source article
    assert "2002-10-21" in documents and "dateline" in documents
    assert "unknown" in documents and "none" in documents


def test_html_links_to_graph_nodes(page: str) -> None:
    assert 'href="graph.html#node=event%3Aamnesty-2002-10-20"' in page
    assert 'href="graph.html#node=entity%3Asaddam-hussein"' in page  # a participant
    assert 'href="graph.html#node=event%3Atrial"' in page  # undated events too


def test_html_groups_events_sharing_a_date(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    for i in range(3):
        graph.add_node(
            f"event:extra-{i}",
            label=f"Extra {i}",
            kind="event",
            type="other",
            date="2002-10-20",
            evidence=f"Extra sentence {i}.",
            sources="000_abc",
        )
    page = write_timeline_html(graph, tmp_path / "timeline.html").read_text(encoding="utf-8")
    timeline = page.split('id="undated"')[0]
    # One heading for the day, its four events under it.
    assert timeline.count('<h4 class="when">20 Oct 2002') == 1
    assert '20 Oct 2002 <span class="count">4 events</span>' in timeline
    day = timeline.split('<h4 class="when">20 Oct 2002')[1].split("</section>")[0]
    assert day.count("<li id=") == 4
    assert ["Amnesty announced", "Extra 0", "Extra 1", "Extra 2"] == re.findall(
        r'<div class="label">([^<]+)</div>', day
    )
    # A single-event date has a heading without a count; years head their dates.
    assert '<h4 class="when">1991' not in timeline  # the year heading says it all
    assert '<h4 class="when">October 2002</h4>' in timeline
    assert timeline.index('<h3 class="year">2002</h3>') < timeline.index('<h4 class="when">20 Oct 2002')


def test_anchors_are_unique_whatever_the_ids(tmp_path: Path) -> None:
    from exporters.anchors import document_anchor, timeline_anchor

    # Each pair or group slugged to one anchor before (doc-a-b, doc-item, event-a-b).
    articles = ["a b", "a-b", "a.b", "新闻一.txt", "新闻二.txt", "خبر.txt", "", "item", "-a", "a", "x-h0123456789"]
    events = ["event:a b", "event:a-b", "event:a:b", "event:ça", "event:ca"]
    g = nx.MultiDiGraph()
    for aid in articles:
        g.add_node(f"doc:{aid}", kind="document", label=aid or "untitled", title=aid, date="2001-02-03")
    for i, eid in enumerate(events):
        g.add_node(eid, kind="event", label=f"e{i}", event_class="occurrence", date="2001-02-03")
        g.add_edge(eid, f"doc:{articles[i]}", relation="mentioned_in")
    page = write_timeline_html(g, tmp_path / "timeline.html").read_text(encoding="utf-8")
    ids = re.findall(r' id="([^"]*)"', page)
    doc_ids = [i for i in ids if i.startswith("doc-")]
    assert len(doc_ids) == len(set(doc_ids)) == len(articles)
    assert all(re.fullmatch(r"[A-Za-z0-9_-]+", i) for i in ids)
    event_ids = [
        e["unique_id"]
        for e in json.loads(write_timeline_json(g, tmp_path / "timeline.json").read_text(encoding="utf-8"))["events"]
    ]
    assert sorted(event_ids) == sorted({timeline_anchor(e) for e in events})
    assert len(set(event_ids)) == len(events)
    # Every link to an article's row points at an existing row.
    assert set(re.findall(r'href="#(doc-[^"]*)"', page)) <= set(doc_ids)
    # Ids made only of safe characters keep their readable anchor; the others depend on the id alone.
    assert document_anchor("a-b") == "doc-a-b" and timeline_anchor("event:a-b") == "event-a-b"
    assert document_anchor("a b") == document_anchor("a b") != document_anchor("a-b")


def test_reported_speech_is_shown_as_a_paraphrase_never_in_quotation_marks(
    graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    graph.nodes["event:amnesty-2002-10-20"]["reported"] = "the jails would empty within two days"
    page = write_timeline_html(graph, tmp_path / "timeline.html").read_text(encoding="utf-8")
    assert "Reported: the jails would empty within two days" in page
    assert "“the jails" not in page and "“All prisoners are free”" in page
    body = {
        e["unique_id"]: e for e in json.loads(write_timeline_json(graph, tmp_path / "t.json").read_text())["events"]
    }
    assert "<p>Reported: the jails would empty within two days</p>" in body["event-amnesty-2002-10-20"]["text"]["text"]


def test_a_bound_date_reads_as_a_bound_never_as_the_day(tmp_path: Path) -> None:
    g = nx.MultiDiGraph()
    g.add_node("doc:a", kind="document", label="a", title="a", date="2009-06-04")
    g.add_node("event:close", kind="event", label="Plant closed", type="other", date="2009-06-04", date_bound="before")
    g.add_node("event:open", kind="event", label="Plant opened", type="other", date="2009-06-04")
    for node in ("event:close", "event:open"):
        g.add_edge(node, "doc:a", relation="mentioned_in")
    page = write_timeline_html(g, tmp_path / "timeline.html").read_text(encoding="utf-8")
    assert '<h4 class="when">by 4 Jun 2009' in page and '<h4 class="when">4 Jun 2009' in page
    events = {e["unique_id"]: e for e in json.loads(write_timeline_json(g, tmp_path / "t.json").read_text())["events"]}
    assert events["event-close"]["display_date"] == "by 4 Jun 2009"
    assert "display_date" not in events["event-open"]


def test_timelinejs_leaves_unasserted_events_out_and_marks_negated_ones(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    graph.nodes["event:war-1991"]["factuality"] = "hypothetical"
    graph.nodes["event:talks-2002-w42"]["factuality"] = "negated"
    graph.nodes["event:vote-2002-10"]["factuality"] = "fact"
    doc = json.loads(write_timeline_json(graph, tmp_path / "timeline.json").read_text(encoding="utf-8"))
    events = {e["unique_id"]: e for e in doc["events"]}
    # TimelineJS draws every event as what happened: a supposed one is not among them.
    assert "event-war-1991" not in events and len(events) == 4
    assert "1 unasserted (uncertain, planned or hypothetical) not shown" in doc["title"]["text"]["text"]
    talks = events["event-talks-2002-w42"]
    assert talks["factuality"] == "negated" and talks["text"]["headline"] == "Did not happen: Talks held"
    assert "not having happened" in talks["text"]["text"]
    vote = events["event-vote-2002-10"]
    assert vote["factuality"] == "fact" and vote["text"]["headline"] == "Referendum held"
    assert events["event-amnesty-2002-10-20"]["factuality"] == "fact"  # no factuality known: a fact, as the graph says
    assert timeline_data(graph)["events"] == doc["events"]


def test_html_entity_select_lists_each_participant_and_tags_its_events(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    graph.nodes["event:reforms-199x"]["factuality"] = "future"
    page = write_timeline_html(graph, tmp_path / "timeline.html").read_text(encoding="utf-8")
    select = re.search(r'<select id="filter-entity">(.*?)</select>', page, re.S)
    assert select
    options = re.findall(r'<option value="([^"]*)">([^<]*)</option>', select.group(1))
    assert options[0] == ("", "all")
    by_value = dict(options[1:])
    # Saddam Hussein is the agent of the amnesty and of the (planned) reforms; an entity-entity edge is no event.
    assert by_value["entity-saddam-hussein"] == "Saddam Hussein (1 + 1 unasserted)"
    assert by_value["entity-iraq"] == "Iraq (3)"
    assert by_value["entity-baghdad"] == "Baghdad (1)"
    assert "entity-evil-co" in by_value and "<img" not in select.group(1)
    names = [name.casefold() for _, name in options[1:]]
    assert names == sorted(names)
    amnesty = re.search(r'<li id="event-amnesty-2002-10-20"[^>]*>', page)
    assert amnesty and 'data-entities="entity-saddam-hussein entity-baghdad"' in amnesty.group(0)


def test_actors_without_a_name_are_listed_in_the_event_entry(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    graph.nodes["event:amnesty-2002-10-20"]["unnamed"] = "prisoners (patient) | a gunman (agent)"
    page = write_timeline_html(graph, tmp_path / "timeline.html").read_text(encoding="utf-8")
    assert "Not named: prisoners (affected), a gunman (actor)" in page


def test_an_event_without_sources_lists_every_article_it_is_mentioned_in_and_its_actors_once() -> None:
    g = nx.MultiDiGraph()
    for doc in ("doc:b", "doc:a"):
        g.add_node(doc, kind="document", label=doc, title=doc, date="2009-06-04")
    g.add_node("entity:mayor", kind="entity", label="Mayor")
    g.add_node("event:vote", kind="event", label="Vote", type="other", date="2009-06-04")  # no `sources`
    g.add_edge("event:vote", "doc:b", relation="mentioned_in")
    g.add_edge("doc:a", "event:vote", relation="mentioned_in")  # either way round
    g.add_edge("event:vote", "entity:mayor", relation="agent")
    g.add_edge("entity:mayor", "event:vote", relation="agent")  # the same participant, seen twice
    (event,), _ = collect_events(prepare(g))
    assert event.sources == ["a", "b"]
    assert event.participants == [("agent", "Mayor", "entity:mayor")]
