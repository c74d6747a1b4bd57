"""The Entity select of timeline.html in a real headless Chromium (marker ``browser``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest

from exporters.timeline import write_timeline_html
from tests.exporters.browser import Browser

pytestmark = pytest.mark.browser
SHOWN = "[...document.querySelectorAll('ol.events > li')].filter(e => !e.hidden).map(e => e.id)"
DAYS = "[...document.querySelectorAll('section.day')].filter(e => !e.hidden).length"
YEARS = "[...document.querySelectorAll('h3.year')].filter(e => !e.hidden).map(e => e.textContent)"


@pytest.fixture
def browser() -> Iterator[Browser]:
    with Browser() as b:
        yield b


def _set(browser: Browser, element: str, script: str) -> None:
    browser.evaluate(
        f"(() => {{ const el = document.getElementById({element!r}); {script};"
        " el.dispatchEvent(new Event('change')); })()"
    )


def test_choosing_an_entity_shows_only_its_events_in_date_order(
    graph: nx.MultiDiGraph, tmp_path: Path, browser: Browser
) -> None:
    graph.nodes["event:reforms-199x"]["factuality"] = "hypothetical"
    browser.open(write_timeline_html(graph, tmp_path / "timeline.html").resolve().as_uri())
    browser.wait_for("document.getElementById('filter-entity') !== null")
    everything = browser.evaluate(SHOWN)
    assert "event-reforms-199x" not in everything  # unasserted: hidden by default
    days = browser.evaluate(DAYS)
    _set(browser, "filter-entity", "el.value = 'entity-iraq'")
    # Iraq's events, in the page's (date) order: the war, the referendum, the talks.
    assert browser.evaluate(SHOWN) == ["event-war-1991", "event-vote-2002-10", "event-talks-2002-w42"]
    assert browser.evaluate("document.getElementById('story-status').textContent") == "3 events"
    assert browser.evaluate(DAYS) < days  # dates left empty are hidden too, and their years
    assert browser.evaluate(YEARS) == ["1991", "2002"]
    _set(browser, "filter-entity", "el.value = 'entity-saddam-hussein'")
    assert browser.evaluate(SHOWN) == ["event-amnesty-2002-10-20"]
    _set(browser, "filter-unasserted", "el.checked = true")
    assert browser.evaluate(SHOWN) == ["event-reforms-199x", "event-amnesty-2002-10-20"]
    _set(browser, "filter-entity", "el.value = 'entity-evil-co'")
    assert browser.evaluate(SHOWN) == ["event-trial"]  # the undated list is filtered too
    _set(browser, "filter-unasserted", "el.checked = false")
    _set(browser, "filter-entity", "el.value = ''")
    assert browser.evaluate(SHOWN) == everything
    assert browser.evaluate(YEARS) == ["1991", "2002"]  # 199X's reforms are hypothetical: hidden
    assert browser.evaluate("document.body.dataset.pwned") is None
    assert browser.exceptions() == []
