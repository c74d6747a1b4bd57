"""Publication dates from metadata, datelines and text."""

import datetime as dt

from kg.model import Article, PublicationDate
from kg.time.publication.dct import complete_partial, find_publication_date, parse_date, publication_anchor


def test_metadata_iso_and_common_formats():
    assert find_publication_date(Article("a", "x", date="2002-10-21T08:00:00Z")) == PublicationDate(
        "2002-10-21", "metadata", 1.0, "date: 2002-10-21T08:00:00Z"
    )
    assert parse_date("Oct 21, 2002") == dt.date(2002, 10, 21)
    assert parse_date("21 October 2002") == dt.date(2002, 10, 21)


def test_iso_timestamps_are_read_without_dateparser(monkeypatch):
    import kg.time.publication.dct as dct

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
    done = complete_partial(partial, [dt.date(2002, 10, 19), dt.date(2002, 11, 1)])
    # The day is the dateline's, only the year the corpus's: still a dateline date.
    assert (done.value, done.source, done.partial) == ("2002-10-21", "dateline", "10-21")
    assert "year from nearest article date 2002-10-19" in done.evidence
    assert complete_partial(partial, []) == partial


def test_complete_partial_never_past_a_disagreement():
    partial = PublicationDate(None, "dateline", 0.6, "BAGHDAD, 21 October", "10-21")
    # One hint puts 21 October in 2002, the other in 1999: which year is unknown.
    assert complete_partial(partial, [dt.date(2002, 10, 19), dt.date(1999, 1, 1)]) == partial


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
    from_text = Article(id="d", text="The council said the report was written on Sept. 10, 2023 at 08:30.")
    dct = find_publication_date(from_text)
    assert dct.source == "text" and publication_anchor(from_text, dct) == dt.date(2023, 9, 10)
    assert publication_anchor(Article(id="e", text="No date."), PublicationDate(None)) is None


OBITUARY = (
    "Pin-up model dies at 85\n\n"
    "The model, whose photographs defined an era, has died. She was born Betty Mae Page on "
    "April 22, 1923 in Nashville, Tennessee. She married in 1943 and retired in 1957. "
    "Her agent said she died on Thursday after a heart attack in 2008."
)


def test_an_obituary_is_not_dated_by_the_birth_date():
    dct = find_publication_date(Article("a", OBITUARY))
    assert dct.value is None and dct.source == "none"


def test_body_dates_of_the_past_are_not_the_articles_day():
    for text in (
        "Shares of the company, founded on March 5, 1946, rose. It has grown since then.",
        "The bonds, due March 1, 2011, were priced at par.",
        'He said: "We met on May 2, 1999, and agreed." Talks resume next week.',
        "The siege began on May 2, 1999. A year later it is still remembered.",
        "The plant closed on May 2, 1999. It will reopen in 2001.",
        "The treaty, signed on March 5, 1946, will be renewed.",
    ):
        assert find_publication_date(Article("a", text)).value is None, text


def test_a_body_date_that_is_the_latest_day_named_is_weak_evidence():
    dct = find_publication_date(Article("a", "Police said the bridge collapsed on May 2, 2011, killing four."))
    assert (dct.value, dct.source) == ("2011-05-02", "text")
    assert dct.confidence < find_publication_date(Article("a", "June 6, 2013\nThe bridge fell.")).confidence


def test_a_date_line_under_the_headline_is_the_stated_date():
    text = (
        "Bridge falls in storm\nPUBLISHED: MONDAY, MARCH 11, 2013, 10:34 PM\nUPDATED: TUESDAY, MARCH 12, 2013\nIt fell."
    )
    dct = find_publication_date(Article("a", text))
    assert (dct.value, dct.source) == ("2013-03-11", "stated")
    assert (
        find_publication_date(Article("a", "Deputy killed\nEnd of Watch: Friday, June 24, 2005\nHe was shot.")).value
        is None
    )


def test_clock_times_are_not_years_of_a_publication_date():
    # "1852 HKT" and "1336 GMT" after a day and month are times of that day, not years.
    for text in (
        "Quake hits island\nSept. 9 1852 HKT\nA quake struck the island.",
        "The quake struck on Sept. 9 1336 GMT, officials said.",
        "The ferry left at 0400 hours on May 5. Radio station 1010 WINS reported it.",
    ):
        assert find_publication_date(Article("a", text)).value is None, text


def test_a_date_kg_read_found_keeps_its_source_when_read_back():
    article = Article("a", "x", date="2013-03-11", date_source="stated", date_evidence="PUBLISHED: MARCH 11, 2013")
    dct = find_publication_date(article)
    assert (dct.value, dct.source, dct.evidence) == ("2013-03-11", "stated", "PUBLISHED: MARCH 11, 2013")
    assert find_publication_date(Article("a", "x", date="2013-03-11", date_source="metadata")).confidence == 1.0
