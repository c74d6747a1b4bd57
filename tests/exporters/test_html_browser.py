"""graph.html in a real headless Chromium: offline, interactive, fast.

Needs the Debian package ``chromium`` and Playwright (marker ``browser``:
skipped without them, a failure when ``KG_REQUIRE_BROWSER=1``, as in CI).
Playwright drives the system Chromium in real time (tests/exporters/browser.py),
and all its traffic goes through a recording proxy started here: the pages must
not send a single request.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import networkx as nx
import pytest

from exporters.html import write_html
from tests.exporters.browser import Browser

pytestmark = pytest.mark.browser

# Hosts Chromium itself calls at start-up whatever the page (updates, sign-in
# probe, the default search engine's preconnect), even with every quiet flag;
# a page request never goes there. Page requests are also checked through
# Playwright's request events, which see only what the page asks for.
BROWSER_HOSTS = {
    "android.clients.google.com",
    "accounts.google.com",
    "clients2.google.com",
    "update.googleapis.com",
    "start.duckduckgo.com",
    "www.google.com",
    "content-autofill.googleapis.com",
}
LOCAL_SCHEMES = ("file:", "data:", "about:", "blob:")
DRAWN = "document.body && document.body.dataset.drawn === '1'"


class Recorder(ThreadingHTTPServer):
    """A proxy that answers every request with 502 and remembers it."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.seen: list[str] = []
        self.lock = threading.Lock()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.server_address[1]}"

    def from_pages(self) -> list[str]:
        """Requests other than Chromium's own background calls."""
        with self.lock:
            return [line for line in self.seen if _host(line) not in BROWSER_HOSTS]


def _host(request_line: str) -> str:
    parts = request_line.split()
    target = parts[1] if len(parts) > 1 else ""
    return (urlsplit(target).hostname if "://" in target else target.rsplit(":", 1)[0]) or ""


class _Handler(BaseHTTPRequestHandler):
    server: Recorder

    def parse_request(self) -> bool:
        ok = super().parse_request()
        with self.server.lock:
            self.server.seen.append(self.requestline)
        return ok

    def _refuse(self) -> None:
        try:
            self.send_error(502, "offline test proxy")
        except OSError:
            pass  # Chromium hung up first

    do_GET = do_POST = do_HEAD = do_PUT = do_OPTIONS = do_CONNECT = _refuse

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib name
        pass


@pytest.fixture
def proxy() -> Iterator[Recorder]:
    server = Recorder()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def browser(proxy: Recorder) -> Iterator[Browser]:
    with Browser(proxy=proxy.address) as b:
        yield b


def _body(b: Browser, name: str) -> str | None:
    return b.evaluate(f"document.body.dataset.{name} || null")


def assert_offline(b: Browser, proxy: Recorder) -> None:
    """Nothing went out: not through the proxy, not seen by the page's network stack."""
    time.sleep(0.5)  # let a late request (a timer, a lazy image) reach the proxy
    assert proxy.from_pages() == []
    assert [u for u in b.requests() if not u.startswith(LOCAL_SCHEMES)] == []


def assert_proxy_works(b: Browser, proxy: Recorder) -> None:
    """Control: a page that does fetch is seen, so the zero above means something."""
    b.open("data:text/html,<img src='http://kg-probe.invalid/x.png'>")
    deadline = time.monotonic() + 20
    while not any("kg-probe.invalid" in line for line in proxy.from_pages()):
        assert time.monotonic() < deadline, f"proxy saw no probe request: {proxy.seen}"
        time.sleep(0.05)


def test_fixture_page_offline_and_payload_inert(
    graph: nx.MultiDiGraph, tmp_path: Path, browser: Browser, proxy: Recorder
) -> None:
    page = write_html(graph, tmp_path / "graph.html")
    browser.open(page.resolve().as_uri())
    browser.wait_for(DRAWN)
    assert _body(browser, "ready") == "1"
    assert _body(browser, "nodeCount") == str(graph.number_of_nodes())
    assert _body(browser, "pwned") is None
    assert browser.exceptions() == []
    assert_offline(browser, proxy)
    assert_proxy_works(browser, proxy)


@pytest.mark.model
def test_seed_pages_send_no_request(nlp: object, tmp_path: Path, browser: Browser, proxy: Recorder) -> None:
    import kg
    from exporters import write_all

    seeds = Path(__file__).resolve().parents[2] / "seeds"
    paths = write_all(kg.build_graph([str(seeds)], model=nlp).graph, tmp_path / "out")
    browser.open(paths["graph.html"].resolve().as_uri())
    browser.wait_for(DRAWN)
    # The first view is the story and its main actors and events: no article drawn as a hub.
    drawn = browser.evaluate("window.kgNetwork.body.nodeIndices")
    assert _body(browser, "view") == "overview" and any(n.startswith("story:") for n in drawn)
    assert not any(n.startswith("doc:") for n in drawn)
    story = next(n for n in drawn if n.startswith("story:"))
    browser.evaluate(f"location.hash = '#story=' + encodeURIComponent({story!r})")
    browser.wait_for(f"document.body.dataset.view === {story!r}")
    assert int(_body(browser, "nodeCount") or 0) > 10
    browser.wait_for("new Promise(r => setTimeout(() => r(true), 1500))")
    browser.open(paths["timeline.html"].resolve().as_uri())
    browser.wait_for("document.readyState === 'complete'")
    assert browser.exceptions() == []
    assert_offline(browser, proxy)
    assert_proxy_works(browser, proxy)


def test_filters_legend_and_hash(graph: nx.MultiDiGraph, tmp_path: Path, browser: Browser) -> None:
    page = write_html(graph, tmp_path / "graph.html")
    browser.open(page.resolve().as_uri() + "#node=entity%3Asaddam-hussein")
    browser.wait_for(DRAWN)
    # The hash selected the node and filled the details panel.
    assert _body(browser, "selected") == "entity:saddam-hussein"
    details = browser.evaluate("document.getElementById('details').innerText")
    for text in ("Saddam Hussein", "person", "titles", "president", "Saddam | Hussein", "in events of\n1990 – 2002"):
        assert text in details
    # In a reader's words: no tagger type, no field name of the schema, no day no article gave
    # (a name's span starts at its events' first day, some of them only a year).
    assert not any(text in details for text in ("PERSON", "doc_count", "1990-01-01"))

    def set_value(control: str, value: str) -> int:
        browser.evaluate(
            f"(() => {{ const el = document.getElementById('{control}'); el.value = '{value}';"
            " el.dispatchEvent(new Event('change')); })()"
        )
        return int(_body(browser, "visibleCount") or -1)

    total = graph.number_of_nodes()
    assert set_value("filter-kind", "event") == 6
    assert set_value("filter-type", "meeting") == 1
    assert set_value("filter-type", "") == 6
    assert set_value("filter-kind", "") == total
    # October 2002: amnesty, talks (week 42), vote (month), the date node, the
    # dated article, Saddam, Iraq, Baghdad; the undated ones are dropped.
    set_value("filter-from", "2002-10-01")
    assert set_value("filter-to", "2002-10-31") == 8
    assert set_value("filter-from", "2002-10-21") == 4  # vote, article, Saddam, Iraq
    browser.evaluate("document.getElementById('filters').reset()")
    browser.wait_for(f"document.body.dataset.visibleCount === '{total}'")
    # A legend entry toggles its nodes.
    click = "document.querySelector('ul.legend button[data-legend=\"event\"]').click()"
    browser.evaluate(click)
    assert int(_body(browser, "visibleCount") or -1) == total - 6
    assert (
        browser.evaluate(
            "document.querySelector('ul.legend button[data-legend=\"event\"]').getAttribute('aria-pressed')"
        )
        == "false"
    )
    browser.evaluate(click)
    assert int(_body(browser, "visibleCount") or -1) == total
    # Edges follow their nodes.
    assert browser.evaluate("document.querySelectorAll('#network canvas').length") == 1
    # A hash change selects another node; its sentence names its article.
    browser.evaluate("location.hash = '#node=' + encodeURIComponent('event:amnesty-2002-10-20')")
    browser.wait_for("document.body.dataset.selected === 'event:amnesty-2002-10-20'")
    details = browser.evaluate("document.getElementById('details').innerText")
    assert "Source sentences" in details and "Iraq frees prisoners (21 Oct 2002)" in details
    assert browser.evaluate("document.querySelector('#details a').getAttribute('href')") == (
        "timeline.html#event-amnesty-2002-10-20"
    )
    assert _body(browser, "pwned") is None
    assert browser.exceptions() == []


def dump_dom(page: Path) -> str:
    """The DOM once ``page`` drew (or after 10 s), with the proxy a closed port: nothing can load."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    with Browser(proxy="127.0.0.1:9") as b:
        b.open(page.resolve().as_uri())
        try:
            b.wait_for(DRAWN, timeout=10)
        except PlaywrightTimeout:
            pass  # the caller's assertions say what is missing
        return b.page.content()


def test_the_filters_and_search_name_kinds_and_types_in_a_readers_words(
    graph: nx.MultiDiGraph, tmp_path: Path, browser: Browser
) -> None:
    # The Type filter once listed the tagger's GPE, FAC, ORG and PERSON, and search results and
    # details said "document" and "entity", where the legend beside them says "person" or "place".
    browser.open(write_html(graph, tmp_path / "graph.html").resolve().as_uri())
    browser.wait_for(DRAWN)
    shown = browser.evaluate(
        "Object.fromEntries(['filter-kind', 'filter-type'].map(id => [id, [...document.getElementById(id).options]"
        ".map(o => [o.value, o.textContent])]))"
    )
    kinds, types = dict(shown["filter-kind"]), dict(shown["filter-type"])
    assert kinds["document"] == "article" and kinds["entity"] == "name" and types["PERSON"] == "person"
    assert not {"GPE", "ORG", "PERSON", "FAC", "LOC", "NORP"} & set(types.values())
    # The options keep the graph's names as values: choosing "person" keeps its persons.
    persons = sum(1 for _, d in graph.nodes(data=True) if d.get("type") == "PERSON")
    browser.evaluate(
        "(() => { const el = document.getElementById('filter-type'); el.value = 'PERSON';"
        " el.dispatchEvent(new Event('change')); })()"
    )
    assert persons and int(_body(browser, "visibleCount") or -1) == persons
    doc = next(n for n, d in graph.nodes(data=True) if d.get("kind") == "document")
    browser.evaluate(f"location.hash = '#node=' + encodeURIComponent({doc!r})")
    browser.wait_for(f"document.body.dataset.selected === {doc!r}")
    sub = browser.evaluate("document.querySelector('#details .sub').textContent")
    assert sub.startswith("article") and "document" not in sub
    browser.evaluate(
        "(text => { document.getElementById('search-input').value = text;"
        " document.getElementById('search').requestSubmit(); })(" + repr(doc.removeprefix("doc:")) + ")"
    )
    metas = browser.evaluate("[...document.querySelectorAll('#results .meta')].map(m => m.textContent)")
    assert metas and all(m.startswith("article") for m in metas), metas
    assert browser.exceptions() == []


def _body_tag(dom: str) -> str:
    import re

    match = re.search(r"<body[^>]*>", dom)
    assert match, dom[:500]
    return match.group(0)


def big_graph(n: int = 2000) -> nx.MultiDiGraph:
    """A kg-shaped graph: documents, entities, events and dates with the core's attributes."""
    g = nx.MultiDiGraph(name="generated")
    docs = [f"doc:{i:03d}" for i in range(n // 100)]
    for i, doc in enumerate(docs):
        g.add_node(
            doc,
            label=f"Article {i}",
            kind="document",
            type="article",
            date=f"2002-10-{1 + i % 28:02d}",
            date_source="text",
            title=f"Article {i}",
            path=f"{i}.txt",
            mentions=1,
            doc_count=1,
            sources=doc[4:],
        )
    types = ["PERSON", "ORG", "GPE", "LOC", "FAC", "NORP"]
    classes = ["statement", "meeting", "movement", "conflict", "legal", "other"]
    entities = [f"entity:e{i:04d}" for i in range(n * 2 // 5)]
    for i, node in enumerate(entities):
        g.add_node(
            node,
            label=f"Entity number {i}",
            kind="entity",
            type=types[i % 6],
            mentions=1 + i % 9,
            doc_count=1 + i % 3,
            sources=docs[i % len(docs)][4:],
            aliases=f"E{i}",
            roles="",
        )
    dates = [f"date:2002-10-{d:02d}" for d in range(1, 29)]
    for d in dates:
        g.add_node(d, label=d[5:], kind="date", type="day", date=d[5:], mentions=2, doc_count=1, sources="000")
    for a, b in zip(dates, dates[1:]):
        g.add_edge(a, b, relation="precedes", weight=1, doc_count=0, evidence="", sources="")
    for i in range(n - len(docs) - len(entities) - len(dates)):
        event, doc = f"event:v{i:04d}", docs[i % len(docs)]
        g.add_node(
            event,
            label=f"Event {i}",
            kind="event",
            type=classes[i % 6],
            trigger="said",
            date=dates[i % 28][5:],
            evidence=f"Sentence {i}.",
            quote="",
            mentions=1,
            doc_count=1,
            sources=doc[4:],
        )
        g.add_edge(
            entities[i % len(entities)],
            event,
            relation="agent",
            weight=1,
            doc_count=1,
            evidence=f"Sentence {i}.",
            sources=doc[4:],
        )
        g.add_edge(
            event,
            entities[(i * 7 + 3) % len(entities)],
            relation="patient",
            weight=1,
            doc_count=1,
            evidence="",
            sources=doc[4:],
        )
        g.add_edge(event, dates[i % 28], relation="on_date", weight=1, doc_count=1, evidence="", sources="")
        g.add_edge(
            event, doc, relation="mentioned_in", weight=1, doc_count=1, evidence=f"Sentence {i}.", sources=doc[4:]
        )
    for i, node in enumerate(entities):
        g.add_edge(
            node,
            docs[i % len(docs)],
            relation="mentioned_in",
            weight=1,
            doc_count=1,
            evidence=f"Entity number {i} spoke.",
            sources=docs[i % len(docs)][4:],
        )
    assert g.number_of_nodes() == n
    return g


# Real time, from navigation start to the first frame vis-network drew.
DRAW_BUDGET_MS = 5000


def test_2000_nodes_draw_within_budget(tmp_path: Path, browser: Browser) -> None:
    page = write_html(big_graph(2000), tmp_path / "graph.html", max_nodes=2000)
    browser.open(page.resolve().as_uri())
    browser.wait_for("document.body && document.body.dataset.drawMs", timeout=60)
    assert _body(browser, "nodeCount") == "2000"
    draw_ms = int(_body(browser, "drawMs") or 0)
    assert 0 < draw_ms < DRAW_BUDGET_MS, f"first frame after {draw_ms} ms"
    assert browser.exceptions() == []


def test_trimmed_page_counts_shown_nodes(graph: nx.MultiDiGraph, tmp_path: Path, browser: Browser) -> None:
    page = write_html(graph, tmp_path / "graph.html", max_nodes=4)
    browser.open(page.resolve().as_uri())
    browser.wait_for(DRAWN)
    assert _body(browser, "nodeCount") == "4"


def test_a_long_timeline_renders_its_parts_on_demand_and_anchors_still_land(tmp_path: Path, browser: Browser) -> None:
    from exporters.timeline import write_timeline_html

    graph = nx.MultiDiGraph()
    for n in range(1200):
        graph.add_node(
            f"event:talk-undated-{n:04d}",
            kind="event",
            label=f"talk {n:04d}",
            type="meeting",
            evidence="Ministers talked for a long time about a great many things. " * 3,
        )
    page = write_timeline_html(graph, tmp_path / "timeline.html")
    browser.open(page.resolve().as_uri() + "#event-talk-undated-1150")
    browser.wait_for("document.readyState === 'complete'")
    browser.wait_for("document.getElementById('event-talk-undated-1150').getBoundingClientRect().top < 5")
    # The target is drawn where it landed; a part far from it is not laid out at all.
    assert browser.evaluate(
        "document.getElementById('event-talk-undated-1150').checkVisibility({contentVisibilityAuto: true})"
    )
    browser.wait_for(
        "!document.getElementById('event-talk-undated-0000').checkVisibility({contentVisibilityAuto: true})", timeout=5
    )
    assert browser.evaluate("document.querySelectorAll('div.part').length") == 12
    assert browser.exceptions() == []
