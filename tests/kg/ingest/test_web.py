"""kg.ingest.web: a saved page's article without the page around it, on layouts real sites use."""

from __future__ import annotations

import socket
import time

import pytest

from kg.ingest.web import MAIN_TEXT, MAX_ELEMENTS, VISIBLE_TEXT, read_page
from kg.time.publication.dct import parse_date
from tests.kg.ingest.pages import LAYOUTS, PARAGRAPHS


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_main_text_is_kept_and_boilerplate_dropped(name):
    layout = LAYOUTS[name]()
    page = read_page(layout["html"])
    paragraphs = page.text.split("\n\n")
    assert page.reader == MAIN_TEXT
    assert [p for p in paragraphs if p in layout["main"]] == list(layout["main"])
    leaked = [b for b in layout["boilerplate"] if b in page.text]
    assert leaked == []
    # The headline opens the text, as the other readers and the old one leave it.
    assert paragraphs[0] == layout["title"] == page.title
    assert parse_date(page.date).isoformat() == layout["date"]
    assert page.source == layout["source"]


def test_where_the_date_came_from_is_said():
    assert read_page(LAYOUTS["news_site"]()["html"]).date_evidence == "pubdate: 2014-05-20"
    assert read_page(LAYOUTS["json_ld"]()["html"]).date_evidence.startswith("JSON-LD datePublished: 2014-05-21")
    assert read_page(LAYOUTS["open_graph"]()["html"]).date_evidence.startswith("article:published_time: 2014-05-22")
    # No date metadata, only a <time> element: htmldate reads the page markup.
    assert read_page(LAYOUTS["blog"]()["html"]).date_evidence == "htmldate (page markup): 2014-05-23"


def test_byline_outlet_and_url_come_from_metadata():
    linked = read_page(LAYOUTS["json_ld"]()["html"])
    assert (linked.author, linked.source) == ("Petra Horvat", "Balkan Wire")
    graph = read_page(LAYOUTS["open_graph"]()["html"])
    assert graph.url == "https://news.example.org/2014/05/22/sava-floods"
    assert read_page(LAYOUTS["blog"]()["html"]).author == "Jane Doe"


def test_a_plain_text_menu_and_footer_never_reach_the_text():
    """The quake example's page: a menu as plain text in <nav>, then the article, then a footer."""
    page = read_page(
        "<html><head><title>Mourning declared</title>"
        "<meta property='article:published_time' content='2023-09-10T08:30:00Z'></head><body>"
        "<nav>Home | World | Africa</nav><article><h1>Mourning declared</h1>"
        + "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
        + "</article><footer>Copyright 2023 Example News. All rights reserved.</footer></body></html>"
    )
    assert page.text.split("\n\n") == ["Mourning declared", *PARAGRAPHS]


def test_bylines_credits_and_pointers_in_the_body_are_dropped_but_sentences_kept():
    kept = "By Tuesday the water had reached the roofs of the lowest houses in the village, officials said."
    page = read_page(
        "<html><body><article><h1>Floods</h1><p>By Jane Doe and John Roe, Staff Reporters</p>"
        f"<p>{PARAGRAPHS[0]}</p><p>Photo: Ivan Ilic/Reuters</p><p>{kept}</p>"
        f"<p>Read more: Storm closes airports across Scandinavia</p><p>{PARAGRAPHS[1]}</p>"
        "<p>© 2014 Daily Courier</p></article></body></html>"
    )
    assert page.text.split("\n\n") == ["Floods", PARAGRAPHS[0], kept, PARAGRAPHS[1]]


def test_line_breaks_and_list_items_start_paragraphs():
    page = read_page(
        f"<html><body><article><h1>Floods</h1><p>RABAT, May 20<br>{PARAGRAPHS[0]}</p>"
        f"<ul><li>{PARAGRAPHS[1]}</li><li>{PARAGRAPHS[2]}</li></ul><p>{PARAGRAPHS[3]}</p></article></body></html>"
    )
    assert page.text.split("\n\n") == ["Floods", "RABAT, May 20", *PARAGRAPHS]


def test_broken_json_ld_is_passed_over():
    page = read_page(
        "<html><head><script type='application/ld+json'>{broken</script>"
        "<script type='application/ld+json'>" + "[" * 100_000 + "</script>"
        '<script type=\'application/ld+json\'>{"@graph": [{"@type": "WebSite", "datePublished": "2001-01-01"},'
        '{"@type": ["NewsArticle"], "datePublished": "2014-05-21"}]}</script></head>'
        f"<body><article><p>{PARAGRAPHS[0]}</p></article></body></html>"
    )
    assert page.date == "2014-05-21"  # the article's date, not the web site's


def test_a_page_the_extractor_finds_nothing_in_is_read_as_visible_text():
    page = read_page("<html><body><div class='footer'>The mayor of Rome resigned on Friday.</div></body></html>")
    assert page.reader == VISIBLE_TEXT and page.text == "The mayor of Rome resigned on Friday."


def test_a_page_too_large_for_the_extractor_is_read_as_visible_text_quickly():
    """The extractor costs about 0.1 ms an element: past MAX_ELEMENTS it is not run."""
    links = "".join(f"<div><a href='/{i}'>Story {i}</a></div>" for i in range(MAX_ELEMENTS))
    start = time.perf_counter()
    page = read_page(f"<html><body>{links}<p>{PARAGRAPHS[0]}</p></body></html>")
    assert time.perf_counter() - start < 5
    assert page.reader == VISIBLE_TEXT and PARAGRAPHS[0] in page.text


def test_a_1_mb_page_is_read_in_well_under_seconds():
    """A large real page is mostly scripts, styles, drawings and link lists around a long article."""
    script = "<script>var data = " + "[1,2,3]," * 70_000 + "0;</script>"
    icons = "<svg>" + "<path d='M0 0L10 10'/>" * 10_000 + "</svg>"
    links = "<ul>" + "".join(f"<li><a href='/s/{i}'>Another story number {i}</a></li>" for i in range(3_000)) + "</ul>"
    body = "".join(f"<p>{p} (part {i})</p>" for i in range(100) for p in PARAGRAPHS)
    page_html = f"<html><head>{script}</head><body>{icons}<nav>{links}</nav><article><h1>Floods</h1>{body}</article></body></html>"
    assert len(page_html) > 1_000_000
    start = time.perf_counter()
    page = read_page(page_html)
    assert time.perf_counter() - start < 3  # about 0.5 s on an idle core
    assert page.reader == MAIN_TEXT and len(page.text.split("\n\n")) == 1 + 100 * len(PARAGRAPHS)


def test_reading_is_deterministic_and_offline(monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("the web-page reader tried to open a network connection")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    for make in LAYOUTS.values():
        html = make()["html"]
        assert read_page(html) == read_page(html)


def test_an_article_laid_out_in_a_table_is_kept_and_a_table_row_is_one_line():
    laid_out = read_page(
        "<html><body><table><tr><td><font size='2'>"
        + "<p>".join(PARAGRAPHS)
        + "</font></td></tr></table></body></html>"
    )
    assert laid_out.text.split("\n\n") == list(PARAGRAPHS)
    data = read_page(
        f"<html><body><article><p>{PARAGRAPHS[0]}</p><table><tr><th>Town</th><th>Evacuated</th></tr>"
        "<tr><td>Brod</td><td>4,000</td></tr></table></article></body></html>"
    )
    assert data.text.split("\n\n") == [PARAGRAPHS[0], "Town Evacuated", "Brod 4,000"]
