"""kg.ingest.html: what a reader sees of a page, as html.parser-based reading gave it, on any markup."""

from __future__ import annotations

import pytest

from kg.ingest.html import MAX_DEPTH, page_text

PAGE = (
    "<html><head><title>Mayor  resigns</title><meta charset='iso-8859-1'>"
    "<meta property='article:published_time' content='2020-01-02'>"
    "<meta property='article:published_time' content='1999-09-09'>"
    "<style>p{color:red}</style><script>var x = '<p>hidden</p>';</script></head>"
    "<body><nav>Home | World</nav><!-- a comment --><?php echo 1 ?>"
    "<article><h1>Head line</h1><p>First <b>bold</b> and <i>it</i>alic.</p><p>Line<br>break.</p>"
    "<ul><li>one</li><li>two</li></ul><noscript>Enable JS</noscript><template><p>tpl</p></template>"
    "<svg><title>icon</title><text>drawn</text></svg><p>Café &amp; bar &#8212; ok</p></article></body></html>"
)


def test_visible_text_title_and_metadata():
    page = page_text(PAGE)
    assert page.text.split("\n\n") == [
        "Home | World",
        "Head line",
        "First bold and italic.",
        "Line",
        "break.",
        "one",
        "two",
        "Café & bar — ok",
    ]
    assert page.title == "Mayor  resigns"  # the caller collapses spaces
    assert page.meta["article:published_time"] == "2020-01-02"  # the first value wins
    assert not page.too_deep


def test_svg_title_is_not_the_page_title():
    assert page_text("<body><svg><title>icon</title></svg><p>Text.</p></body>").title == ""


@pytest.mark.parametrize("html", ["", "   ", "<?" * 10, "<!-- only a comment -->"])
def test_pages_without_elements_have_no_text(html):
    assert page_text(html).text == ""


def test_omitted_end_tags_close_as_in_a_browser():
    page = page_text("<title>T</title><p>One<p>Two<div>Three</div>Four")
    assert page.text == "One\n\nTwo\n\nThree\n\nFour" and page.title == "T"


def test_depth_past_the_limit_is_flagged_and_shallower_text_kept():
    assert not page_text("<div>" * (MAX_DEPTH - 10) + "deep").too_deep
    page = page_text("<p>Kept.</p>" + "<div>" * (MAX_DEPTH + 10) + "lost")
    assert page.too_deep and page.text == "Kept."
