"""Publication dates from metadata, datelines and text."""

import datetime as dt

from kg.model import Article, PublicationDate
from kg.resolve.dates.dct import complete_partial, find_publication_date, parse_date, publication_anchor


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
    # The day is the dateline's, only the year the corpus's: still a dateline date.
    assert (done.value, done.source, done.partial) == ("2002-10-21", "dateline", "10-21")
    assert "year from nearest article date 2002-10-19" in done.evidence
    assert complete_partial(partial, []) == partial


def test_dateline_under_a_headline():
    text = "Foreign rescue teams join search in Morocco\n\nRABAT, Sept 11 — Teams began work on Sunday."
    dct = find_publication_date(Article("a", text))
    assert (dct.value, dct.source, dct.partial, dct.evidence) == (None, "dateline", "09-11", "RABAT, Sept 11")
    done = complete_partial(dct, [dt.date(2023, 9, 9), dt.date(2023, 9, 12)])
    assert (done.value, done.source) == ("2023-09-11", "dateline")


def test_full_dateline_with_agency_is_a_dateline_date():
    text = "Powerful earthquake kills hundreds\n\nMARRAKECH, Morocco, Sept. 9, 2023 (Reuters) - A quake struck."
    dct = find_publication_date(Article("a", text))
    assert (dct.value, dct.source, dct.evidence) == (
        "2023-09-09",
        "dateline",
        "MARRAKECH, Morocco, Sept. 9, 2023 (Reuters)",
    )


def test_partial_dateline_takes_the_year_of_year_only_metadata():
    dct = find_publication_date(Article("a", "RABAT, Sept 11 — Teams began work.", date="2023"))
    assert (dct.value, dct.source) == ("2023-09-11", "dateline")
    assert dct.evidence == "RABAT, Sept 11 (year from date: 2023)"


def test_impossible_dateline_day_is_no_date():
    assert find_publication_date(Article("a", "RABAT, Feb 31 — Teams began work.")) == PublicationDate(None, "none")


def test_publication_anchor_keeps_the_metadata_time_of_day():
    """A timestamp's time of day is kept for the clock times of the text; a midnight stamp
    (a feed's "time unknown") and a date from the text carry none."""
    stamped = Article(id="a", text="Text.", date="2023-09-10T08:30:00Z")
    assert publication_anchor(stamped, find_publication_date(stamped)) == dt.datetime(2023, 9, 10, 8, 30)
    midnight = Article(id="b", text="Text.", date="2023-09-10T00:00:00")
    assert publication_anchor(midnight, find_publication_date(midnight)) == dt.date(2023, 9, 10)
    day_only = Article(id="c", text="Text.", date="2023-09-10")
    assert publication_anchor(day_only, find_publication_date(day_only)) == dt.date(2023, 9, 10)
    from_text = Article(id="d", text="Written on Sept. 10, 2023 at 08:30.")
    dct = find_publication_date(from_text)
    assert dct.source == "text" and publication_anchor(from_text, dct) == dt.date(2023, 9, 10)
    assert publication_anchor(Article(id="e", text="No date."), PublicationDate(None)) is None
