"""The Story select of graph.html and timeline.html in a real headless Chromium (marker ``browser``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest

from exporters.html import write_html
from exporters.timeline import write_timeline_html
from kg.graph.schema import split_list
from tests.exporters.browser import Browser
from tests.kg.graph.test_stories import two_story_graph

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


def _members(g: nx.MultiDiGraph, story: str) -> int:
    """Nodes the page should keep for ``story``: its node, articles, their events, names and dates."""
    docs = {n for n, d in g.nodes(data=True) if d["kind"] == "document" and d["story"] == story}
    events = {n for n, d in g.nodes(data=True) if d["kind"] == "event" and story in split_list(d["stories"])}
    near = {u for u, v, k in g.edges(keys=True) if k == "mentioned_in" and v in docs and u not in events}
    dated = {v for u, v, k in g.edges(keys=True) if k in ("published_on", "on_date") and u in docs | events}
    return 1 + len(docs | events | near | dated)


def test_choosing_a_story_in_graph_html_hides_the_other_story(tmp_path: Path, browser: Browser) -> None:
    g = two_story_graph()
    flood, election = g.nodes["doc:a1"]["story"], g.nodes["doc:b1"]["story"]
    browser.open(write_html(g, tmp_path / "graph.html").resolve().as_uri())
    browser.wait_for(DRAWN)
    total = g.number_of_nodes()
    assert browser.evaluate("document.body.dataset.visibleCount") == str(total)
    assert _find(browser, "entity:mira-dolan") == "1 found"
    _choose(browser, flood)
    assert int(browser.evaluate("document.body.dataset.visibleCount")) == _members(g, flood) < total
    # The other story's person and story node are hidden; this story's place is not.
    assert _find(browser, "entity:mira-dolan") == "1 found, 1 hidden by filters"
    assert _find(browser, f"story:{election}") == "1 found, 1 hidden by filters"
    assert _find(browser, "entity:port-elm") == "1 found"
    _choose(browser, "")
    assert browser.evaluate("document.body.dataset.visibleCount") == str(total)
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
