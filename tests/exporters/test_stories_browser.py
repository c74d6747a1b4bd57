"""Stories in graph.html and timeline.html, in a real headless Chromium (marker ``browser``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest

from exporters.html import write_html
from exporters.timeline import write_timeline_html
from kg.graph.schema import split_list
from tests.exporters.browser import CROSSED_LABELS, DRAWN_VIEW, Browser
from tests.kg.graph.test_story_list import two_story_graph

pytestmark = pytest.mark.browser
DRAWN = "document.body && document.body.dataset.drawn === '1'"


@pytest.fixture
def browser() -> Iterator[Browser]:
    with Browser() as b:
        yield b


def _choose(browser: Browser, story: str) -> None:
    browser.evaluate(
        "(story => { const el = document.getElementById('filter-story'); el.value = story;"
        " el.dispatchEvent(new Event('change')); })(" + repr(story) + ")"
    )


def _find(browser: Browser, text: str) -> str:
    browser.evaluate(
        "(text => { document.getElementById('search-input').value = text;"
        " document.getElementById('search').requestSubmit(); })(" + repr(text) + ")"
    )
    return browser.evaluate("document.getElementById('search-status').textContent")


def drawn(browser: Browser) -> list[str]:
    """The ids of the nodes vis-network draws now."""
    return browser.evaluate("window.kgNetwork.body.nodeIndices")


def click_node(browser: Browser, node: str) -> None:
    """A real mouse click where vis-network draws ``node``."""
    x, y = browser.evaluate(
        "(id => { const n = window.kgNetwork; const p = n.canvasToDOM(n.getPosition(id));"
        " const r = document.querySelector('#network canvas').getBoundingClientRect();"
        " return [r.left + p.x, r.top + p.y]; })(" + repr(node) + ")"
    )
    browser.page.mouse.click(x, y)


def test_the_overview_opens_a_story_on_click_and_the_back_button_returns(tmp_path: Path, browser: Browser) -> None:
    g = two_story_graph()
    flood = "story:" + g.nodes["doc:a1"]["story"]
    election = "story:" + g.nodes["doc:b1"]["story"]
    browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri())
    browser.wait_for(DRAWN)
    first = drawn(browser)
    assert browser.evaluate("document.body.dataset.view") == "overview"
    assert {flood, election} <= set(first) and not any(n.startswith("doc:") for n in first)
    click_node(browser, flood)
    browser.wait_for(f"document.body.dataset.view === {flood!r}")
    keys = split_list(g.nodes[flood]["key_events"])
    shown = set(drawn(browser))
    # No article, nor any other story: the story's own node only ties a key event nothing else does.
    assert keys and set(keys) <= shown and not any(n.startswith("doc:") for n in shown)
    assert {n for n in shown if n.startswith("story:")} <= {flood}
    labels = browser.evaluate(
        "Object.fromEntries(window.kgNetwork.body.nodeIndices.map(id => "
        "[id, window.kgNetwork.body.nodes[id].options.label]))"
    )
    assert all(labels[k] for k in keys)
    panel = browser.evaluate("document.getElementById('story').innerText")
    assert "Key events" in panel and "Articles" in panel and g.nodes["doc:a2"]["label"] in panel
    assert browser.evaluate("location.hash") == "#story=" + flood.replace(":", "%3A")
    browser.evaluate("document.getElementById('back').click()")
    browser.wait_for("document.body.dataset.view === 'overview'")
    assert sorted(drawn(browser)) == sorted(first)
    assert browser.exceptions() == []


def test_search_finds_a_node_of_another_story_and_opens_that_story(tmp_path: Path, browser: Browser) -> None:
    g = two_story_graph()
    election = "story:" + g.nodes["doc:b1"]["story"]
    browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri())
    browser.wait_for(DRAWN)
    # The person and the events named after her: the exact name comes first, and is opened.
    found = _find(browser, "mira dolan")
    assert found.endswith(" found") and found != "not found"
    assert browser.evaluate("document.querySelectorAll('#results li').length") == int(found.split()[0])
    browser.wait_for(f"document.body.dataset.view === {election!r}")
    assert browser.evaluate("document.body.dataset.selected") == "entity:mira-dolan"
    assert "Mira Dolan" in browser.evaluate("document.getElementById('details').innerText")
    assert _find(browser, "no such name anywhere") == "not found"
    # An article is found by its id too, and opens its own story.
    assert _find(browser, "a2") != "not found"
    browser.wait_for("document.body.dataset.view === " + repr("story:" + g.nodes["doc:a2"]["story"]))
    assert browser.exceptions() == []


def test_choosing_a_story_in_timeline_html_hides_the_other_storys_events(tmp_path: Path, browser: Browser) -> None:
    g = two_story_graph()
    flood = g.nodes["doc:a1"]["story"]
    browser.open(write_timeline_html(g, tmp_path / "timeline.html").resolve().as_uri())
    browser.wait_for("document.getElementById('filter-story') !== null")
    shown = "[...document.querySelectorAll('ol.events > li, tr[id^=doc-]')].filter(e => !e.hidden).map(e => e.id)"
    everything = browser.evaluate(shown)
    _choose(browser, flood)
    kept = browser.evaluate(shown)
    events = {n for n, d in g.nodes(data=True) if d["kind"] == "event"}
    expected_events = sorted(
        "event-" + n.removeprefix("event:") for n in events if flood in split_list(g.nodes[n]["stories"])
    )
    assert sorted(i for i in kept if i.startswith("event-")) == expected_events
    assert sorted(i for i in kept if i.startswith("doc-")) == ["doc-a1", "doc-a2"]
    assert len(kept) < len(everything)
    _choose(browser, "")
    assert browser.evaluate(shown) == everything
    assert browser.exceptions() == []


def test_timeline_html_opens_on_the_stories_and_a_story_hash_shows_all_its_events(
    tmp_path: Path, browser: Browser
) -> None:
    g = two_story_graph()
    flood = g.nodes["doc:a1"]["story"]
    page = write_timeline_html(g, tmp_path / "timeline.html").resolve().as_uri()
    browser.open(page)
    browser.wait_for("document.readyState === 'complete'")
    # The first screen is the stories and their key events.
    assert browser.evaluate(
        "document.querySelector('section.moments ol.moments li').getBoundingClientRect().bottom < innerHeight"
    )
    browser.evaluate("document.querySelector('section.moments a.all').click()")
    browser.wait_for("document.getElementById('filter-story').value !== ''")
    chosen = browser.evaluate("document.getElementById('filter-story').value")
    shown = browser.evaluate("[...document.querySelectorAll('ol.events > li')].filter(e => !e.hidden).map(e => e.id)")
    expected = sorted(
        "event-" + n.removeprefix("event:")
        for n, d in g.nodes(data=True)
        if d["kind"] == "event" and chosen in split_list(d["stories"])
    )
    assert sorted(shown) == expected and shown
    # From graph.html's link: the story's id in the address.
    browser.open(page + "#story=" + flood)
    browser.wait_for(f"document.getElementById('filter-story').value === {flood!r}")
    assert browser.exceptions() == []


def test_a_long_timeline_opens_on_its_stories_and_lays_out_every_event_when_asked(
    tmp_path: Path, browser: Browser, monkeypatch: pytest.MonkeyPatch
) -> None:
    import exporters.timeline

    monkeypatch.setattr(exporters.timeline, "LAZY_EVENTS", 0)  # as a page of thousands of events
    g = two_story_graph()
    page = write_timeline_html(g, tmp_path / "timeline.html").resolve().as_uri()
    events = "document.querySelectorAll('ol.events > li').length"
    browser.open(page)
    browser.wait_for("document.readyState === 'complete'")
    assert browser.evaluate(events) == 0 and browser.evaluate("document.querySelectorAll('ol.moments li').length")
    # A key event's link lays every event out and lands on it.
    link = browser.evaluate("document.querySelector('ol.moments a').getAttribute('href')")
    browser.evaluate("document.querySelector('ol.moments a').click()")
    browser.wait_for(f"document.getElementById({link[1:]!r}) !== null")
    total = sum(1 for _, d in g.nodes(data=True) if d["kind"] == "event")
    assert browser.evaluate(events) == total
    assert browser.evaluate(f"document.getElementById({link[1:]!r}).getBoundingClientRect().top") < 50
    # Opened at an event's address, or a story's, the page lays them out too.
    anchor = "event-" + next(n for n, d in g.nodes(data=True) if d["kind"] == "event").removeprefix("event:")
    browser.open(page + "#" + anchor)
    browser.wait_for(f"document.getElementById({anchor!r}) !== null")
    flood = g.nodes["doc:a1"]["story"]
    browser.open(page + "#story=" + flood)
    browser.wait_for(f"document.getElementById('filter-story').value === {flood!r}")
    shown = browser.evaluate("[...document.querySelectorAll('ol.events > li')].filter(e => !e.hidden).length")
    assert 0 < shown < total
    assert browser.exceptions() == []


def test_an_opened_storys_key_event_still_to_come_is_drawn_and_marked(tmp_path: Path, browser: Browser) -> None:
    # The story's news may be what its leads announce: hidden in the overview's filter, never in the story.
    g = two_story_graph()
    flood = "story:" + g.nodes["doc:a1"]["story"]
    key = split_list(g.nodes[flood]["key_events"])[0]
    g.nodes[key]["factuality"] = "future"
    browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri())
    browser.wait_for(DRAWN)
    click_node(browser, flood)
    browser.wait_for(f"document.body.dataset.view === {flood!r}")
    assert key in drawn(browser)
    label = browser.evaluate(f"window.kgNetwork.body.nodes[{key!r}].options.label")
    assert "(future)" in label
    assert browser.exceptions() == []


def test_search_results_give_an_events_date_so_two_of_one_label_are_told_apart(
    tmp_path: Path, browser: Browser
) -> None:
    g = two_story_graph()
    g.nodes["event:flood-undated"].update(date="2009-06-01", date_bound="before")
    browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri())
    browser.wait_for(DRAWN)
    assert _find(browser, "flood") != "not found"
    results = browser.evaluate("document.getElementById('results').innerText")
    # The date as the timeline words it, a bound read as one: not as exact, not as ISO.
    assert "event · by 1 Jun 2009 · in " in results and "2009-06-01" not in results
    assert browser.exceptions() == []


# For each item of a list in the panel: how far its link's first line lies below the item's first line.
_LINK_DROP = """(sel => [...document.querySelectorAll(sel)].map(li => {
  const link = li.querySelector('.link'); return link ? link.getClientRects()[0].top - li.getClientRects()[0].top : 0;
}))"""


def test_a_long_label_in_the_panel_wraps_beside_its_date_and_number(tmp_path: Path, browser: Browser) -> None:
    # A label wider than the panel once went whole to the line below, leaving "undated" or the
    # list's number alone on a line above it.
    g = two_story_graph()
    flood = "story:" + g.nodes["doc:a1"]["story"]
    key = split_list(g.nodes[flood]["key_events"])[0]
    g.nodes[key]["label"] = "residents of the low streets of Port Elm were moved out by the river authority"
    g.nodes[flood]["label"] = "Port Elm · river authority · residents of the low streets · flood"
    browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri())
    browser.wait_for(DRAWN)
    drops = browser.evaluate(f"{_LINK_DROP}('#story ol li')")  # the overview's list of stories
    assert drops and all(abs(drop) < 4 for drop in drops), drops
    browser.evaluate(f"location.hash = '#story=' + encodeURIComponent({flood!r})")
    browser.wait_for(f"document.body.dataset.view === {flood!r}")
    drops = browser.evaluate(f"{_LINK_DROP}('#story ol li')")
    assert drops and all(abs(drop) < 4 for drop in drops), drops
    # Its lines really wrapped: the label is longer than one line of the panel.
    assert browser.evaluate("document.querySelector('#story ol li .link').getClientRects().length") > 1
    browser.evaluate("document.querySelector('#story ol li .link').click()")
    browser.wait_for("!document.getElementById('details-box').hidden")
    assert browser.evaluate("location.hash").startswith("#story=")
    assert browser.exceptions() == []


# Each drawn label's lines as vis-network wrapped them, and its size on screen.
LABEL_LINES = """(() => { const n = window.kgNetwork, s = n.getScale();
  return n.body.nodeIndices.map(id => { const L = n.body.nodes[id].labelModule;
    return [id, L.lines.map(line => line.blocks.map(b => b.text).join('')), L.fontOptions.size * s]; }); })()"""


def test_an_opened_story_of_ten_long_key_events_reads_in_a_window(tmp_path: Path) -> None:
    """Ten key events of 40-character labels and their actors: every label on at most two lines,
    at 9 px or more, all inside a 1400x900 window; drawn in one row they wrapped to four lines."""
    g, events = ten_event_story()
    with Browser(width=1400, height=900) as browser:
        browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri() + "#story=story:s")
        browser.wait_for("document.body && document.body.dataset.view === 'story:s'")
        seen = browser.evaluate(DRAWN_VIEW)
        assert set(events) <= set(seen["nodes"]) and seen["alone"] == [] and seen["outside"] == []
        labels = {id_: (lines, px) for id_, lines, px in browser.evaluate(LABEL_LINES)}
        assert all(len(lines) <= 2 and px >= 9 for lines, px in labels.values()), labels
        # Read top to bottom in date order.
        ys = [browser.evaluate(f"window.kgNetwork.getPosition({e!r}).y") for e in events]
        assert ys == sorted(ys)
        # Back on the overview, the story's caption never starts a line with its "·" nor holds it alone.
        browser.evaluate("document.getElementById('back').click()")
        browser.wait_for("document.body.dataset.view === 'overview'")
        caption = dict((i, lines) for i, lines, _ in browser.evaluate(LABEL_LINES))["story:s"]
        assert len(caption) > 3 and not any(line.strip().startswith("·") for line in caption), caption
        assert browser.exceptions() == []


def ten_event_story() -> tuple[nx.MultiDiGraph, list[str]]:
    """One story of ten dated key events with labels of 40 characters, each with an actor of its own."""
    g = nx.MultiDiGraph()
    events = [f"event:e{i}" for i in range(10)]
    g.add_node(
        "story:s",
        kind="story",
        type="story",
        label="Port Elm · Northern Coastal Authority · evacuation",
        articles=12,
        first="2024-03-01",
        last="2024-03-20",
        key_events=" | ".join(events),
    )
    for i, event in enumerate(events):
        g.add_node(event, kind="event", type="occurrence", stories="s", date=f"2024-03-{i + 1:02d}",
                   label=f"Northern Coastal Authority evacuated {i} towns")  # fmt: skip
        g.add_node(f"entity:a{i}", kind="entity", type="ORG", label=f"Coastal Emergency Volunteers Group {i}")
        g.add_edge(event, f"entity:a{i}", relation="agent")
        g.add_edge(event, "entity:authority", relation="agent")
        g.add_edge(event, "entity:port-elm", relation="location")
    g.add_node("entity:authority", kind="entity", type="ORG", label="Northern Coastal Authority")
    g.add_node("entity:port-elm", kind="entity", type="GPE", label="Port Elm")
    return g, events


def chained_stories(n: int) -> nx.MultiDiGraph:
    """``n`` stories of three articles in a chain: each shares a name with the next."""
    g = nx.MultiDiGraph()
    for i in range(n):
        g.add_node(f"entity:link{i:02d}", kind="entity", type="PERSON", label=f"Person {i}", mentions=2)
        mine = [f"entity:link{i:02d}"] + ([f"entity:link{i - 1:02d}"] if i else [])
        g.add_node(
            f"story:s{i:02d}",
            kind="story",
            type="story",
            label=f"Person {i} · Northern Coastal Authority · vote",
            articles=3,
            first="2024-03-01",
            last="2024-04-20",
            key_entities=" | ".join(mine),
        )
    return g


def test_the_overviews_edges_run_clear_of_other_stories_captions(tmp_path: Path) -> None:
    """Filled breadth first row by row, a chain of stories wraps from a row's end to the next
    row's start: that edge ran across the whole row's captions."""
    g = chained_stories(30)
    with Browser(width=1400, height=900) as browser:
        browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri())
        browser.wait_for(DRAWN)
        seen = browser.evaluate(DRAWN_VIEW)
        assert {f"story:s{i:02d}" for i in range(30)} <= set(seen["nodes"]) and seen["alone"] == []
        crossed = [c for c in browser.evaluate(CROSSED_LABELS) if c[2].startswith("story:")]
        assert crossed == []
        assert browser.exceptions() == []
