"""Metadata dates (kg.time.publication.metadata): only an absolute calendar date is an article's metadata date."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from kg.ingest.read import read_inputs
from kg.model import Article
from kg.time.publication.dct import find_publication_date
from kg.time.publication.metadata import absolute_day, metadata_date

DATELINE = "PORT ELM, Oct. 21, 2002 - The council voted on Sunday to reopen the bridge."


@pytest.mark.parametrize(
    "value", ["yesterday", "2 hours ago", "3 weeks", "Sunday", "last Friday", "next week", "today", "21 October"]
)
def test_a_relative_date_is_not_kept_and_the_note_says_why(value):
    assert metadata_date(value, "date") == (
        None,
        f"date {value!r} not used: it is relative, a different day on each day it is read",
    )


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ({"year": 2002, "month": 10}, "it is an object"),  # became 1860-02-05
        ([2002, 10, 21], "it is a list"),
        (20021021, "it is a number"),
        (True, "it is a boolean"),
        ("2002-13-45", "not a calendar date"),
        ("the day the bridge opened", "not a calendar date"),
        ("1035158400", "not a calendar date"),  # seconds since 1970: a day only in some time zone
        ("-0044-03-15", "not a calendar date"),  # a BC year dateparser would read as AD 44
    ],
)
def test_a_malformed_date_is_not_kept_and_the_note_says_why(value, why):
    kept, note = metadata_date(value, "date")
    assert kept is None and why in note


@pytest.mark.parametrize(
    "value",
    [
        "2002-10-21",
        "2002-10-21T08:00:00Z",
        "2002-10-21T23:30:00-05:00",
        "21/10/2002",
        "Oct. 21, 2002",
        "Monday, 21 October 2002",
        "Mon, 21 Oct 2002 08:00:00 GMT",
        "20021021",
        "2002",
        "October 2002",
    ],
)
def test_an_absolute_date_is_kept_as_written(value):
    assert metadata_date(value, "date") == (value, "")


def test_absolute_day_reads_no_clock():
    assert absolute_day("Oct. 21, 2002") == absolute_day("2002-10-21T08:00Z")
    assert absolute_day("yesterday") is None and absolute_day("3 weeks") is None


def _read(tmp_path, name: str, text: str) -> Article:
    (tmp_path / name).write_text(text, encoding="utf-8")
    (article,) = [a for a in read_inputs([tmp_path / name]) if isinstance(a, Article)]
    return article


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("a.json", json.dumps({"date": "yesterday", "text": DATELINE}), "date 'yesterday'"),
        (
            "a.jsonl",
            json.dumps({"published": {"year": 2002, "month": 10}, "text": DATELINE}) + "\n",
            "published {'year'",
        ),
        ("a.md", f"---\ntitle: Bridge\ndate: 3 weeks\n---\n{DATELINE}\n", "front matter date '3 weeks'"),
        (
            "a.html",
            '<html><head><meta property="article:published_time" content="2 hours ago"></head>'
            f"<body><article><p>{DATELINE}</p></article></body></html>",
            "article:published_time '2 hours ago'",
        ),
    ],
    ids=["json", "jsonl", "front-matter", "html-meta"],
)
def test_readers_keep_a_relative_or_malformed_date_out_and_say_why(tmp_path, name, text, where):
    article = _read(tmp_path, name, text)
    assert (article.date, article.date_source, article.date_evidence) == (None, "", "")
    assert article.date_note.startswith(where) and " not used: it is " in article.date_note
    # The dateline dates it, as for an article that gave no date.
    dct = find_publication_date(article)
    assert (dct.value, dct.source) == ("2002-10-21", "dateline")


def test_a_readers_absolute_date_stays_metadata(tmp_path):
    article = _read(tmp_path, "a.json", json.dumps({"date": "2002-10-20T08:00Z", "text": DATELINE}))
    assert (article.date, article.date_source, article.date_note) == ("2002-10-20T08:00Z", "metadata", "")
    assert find_publication_date(article).source == "metadata"


def test_a_relative_date_given_through_the_python_api_is_no_publication_date():
    """An Article made in Python skips the readers: the publication date still reads no clock."""
    dct = find_publication_date(Article(id="a", text=DATELINE, date="yesterday"))
    assert (dct.value, dct.source) == ("2002-10-21", "dateline")
    dct = find_publication_date(Article(id="b", text="The bridge reopened on Sunday.", date="3 weeks"))
    assert (dct.value, dct.source) == (None, "none")


def test_a_page_whose_meta_date_is_relative_is_dated_by_its_json_ld(tmp_path):
    page = (
        '<html><head><meta property="article:published_time" content="2 hours ago">'
        '<script type="application/ld+json">{"@type": "NewsArticle", "datePublished": "2002-10-20T08:00Z"}'
        f"</script></head><body><article><p>{DATELINE}</p></article></body></html>"
    )
    article = _read(tmp_path, "a.html", page)
    assert (article.date, article.date_source) == ("2002-10-20T08:00Z", "metadata")
    assert article.date_evidence == "JSON-LD datePublished: 2002-10-20T08:00Z"
    assert article.date_note.startswith("article:published_time '2 hours ago' not used")


def test_metadata_and_the_publication_rules_read_one_list_of_formats():
    from kg.time.publication import dct, metadata

    assert not hasattr(dct, "FORMATS")  # no second list beside metadata.DATE_FORMATS
    day = dt.date(2002, 10, 21)
    for fmt in metadata.DATE_FORMATS:
        written = day.strftime(fmt)
        assert absolute_day(written) == day, fmt
        assert dct.parse_date(written) == day, fmt


def test_a_pages_date_is_its_first_absolute_meta_date_else_its_articles_json_ld_date():
    from kg.time.publication.metadata import page_date

    linked = [
        {"@type": "WebPage", "datePublished": "2001-01-01"},
        {"@type": ["NewsArticle"], "datePublished": "2011-03-30"},
    ]
    date, where, note = page_date({"article:published_time": "2 hours ago"}, linked)
    assert (date, where) == ("2011-03-30", "JSON-LD datePublished: 2011-03-30")
    assert "relative" in note
    assert page_date({"dc.date": "2011-03-29", "pubdate": "30 March 2011"}, linked)[0] == "30 March 2011"


def test_records_front_matter_and_pages_take_their_date_keys_from_the_publication_rules():
    import kg.ingest.read
    import kg.ingest.records
    from kg.time.publication import metadata

    assert kg.ingest.read.DATE_KEYS is kg.ingest.records.DATE_KEYS is metadata.DATE_KEYS
