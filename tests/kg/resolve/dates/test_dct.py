"""Publication dates from metadata, datelines and text."""

import datetime as dt

from kg.model import Article, PublicationDate
from kg.resolve.dates.dct import complete_partial, find_publication_date, parse_date


def test_metadata_iso_and_common_formats():
    assert find_publication_date(Article("a", "x", date="2002-10-21T08:00:00Z")) == PublicationDate(
        "2002-10-21", "metadata", 1.0, "date: 2002-10-21T08:00:00Z"
    )
    assert parse_date("Oct 21, 2002") == dt.date(2002, 10, 21)
    assert parse_date("21 October 2002") == dt.date(2002, 10, 21)


def test_iso_timestamps_are_read_without_dateparser(monkeypatch):
    import kg.resolve.dates.dct as dct

    monkeypatch.setattr(dct, "_dateparser", lambda text: None)  # slow to load, and not needed here
    for stamp in ("1998-12-05T09:42", "1998-12-05 09:42", "1998-12-05T09:42:00-05:00", "1998-12-05"):
        assert parse_date(stamp) == dt.date(1998, 12, 5), stamp
    assert parse_date("1998-12-0512") is None


def test_dateline_with_year():
    dct = find_publication_date(Article("a", "WASHINGTON (AP) Oct. 21, 2002 - The Senate voted."))
    assert (dct.value, dct.source) == ("2002-10-21", "dateline")


def test_dateline_without_year_is_partial():
    dct = find_publication_date(Article("a", "BAGHDAD/WASHINGTON, 21 October — Iraq said."))
    assert (dct.value, dct.source, dct.partial) == (None, "dateline", "10-21")
    dct = find_publication_date(Article("a", "March 3 (Reuters) - Shares fell."))
    assert (dct.value, dct.partial) == (None, "03-03")


def test_dateline_without_date_falls_back_to_text():
    text = "Cairo, Egypt — Talks resumed. The deal was signed on Oct. 20, 2002 in Cairo."
    dct = find_publication_date(Article("a", text))
    assert (dct.value, dct.source) == ("2002-10-20", "text")
    assert find_publication_date(Article("a", "Cairo, Egypt — Talks resumed.")) == PublicationDate(None, "none")


def test_complete_partial_takes_nearest_year():
    partial = PublicationDate(None, "dateline", 0.6, "BAGHDAD, 21 October", "10-21")
    done = complete_partial(partial, [dt.date(2002, 10, 19), dt.date(1999, 1, 1)])
    assert (done.value, done.source, done.partial) == ("2002-10-21", "corpus", "10-21")
    assert complete_partial(partial, []) == partial
