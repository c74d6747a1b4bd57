"""TIMEX3 normalisation: no spaCy model needed."""

import datetime as dt

import pytest

from kg.time.calendar import at_granularity
from kg.time.normalise.expression import normalise
from kg.time.values import granularity

ANCHOR = dt.date(2002, 10, 21)  # a Monday


@pytest.mark.parametrize(
    "text, tense, expected",
    [
        ("Sunday", "past", ("DATE", "2002-10-20", "day")),
        ("Sunday", "future", ("DATE", "2002-10-27", "day")),
        ("Monday", "past", ("DATE", "2002-10-21", "day")),
        ("yesterday", "", ("DATE", "2002-10-20", "day")),
        ("today", "", ("DATE", "2002-10-21", "day")),
        ("tomorrow", "", ("DATE", "2002-10-22", "day")),
        ("last week", "", ("DATE", "2002-W42", "week")),
        ("this month", "", ("DATE", "2002-10", "month")),
        ("last year", "", ("DATE", "2001", "year")),
        ("next year", "", ("DATE", "2003", "year")),
        ("1979", "", ("DATE", "1979", "year")),
        ("the 1990s", "", ("DATE", "199", "decade")),
        ("1990's", "", ("DATE", "199", "decade")),  # the decade with an apostrophe
        ("the 1800s", "", ("DATE", "18", "century")),
        ("the early 1900s", "", ("DATE", "19", "century")),
        ("the 2000s", "", ("DATE", "200", "decade")),
        ("Oct. 20, 2002", "", ("DATE", "2002-10-20", "day")),
        ("21 October", "", ("DATE", "2002-10-21", "day")),
        ("October", "", ("DATE", "2002-10", "month")),
        ("48 hours", "", ("DURATION", "PT48H", "duration")),
        ("23-year", "", ("DURATION", "P23Y", "duration")),
        ("years", "", ("DURATION", "PXY", "duration")),
        ("several months", "", ("DURATION", "PXM", "duration")),
        ("two decades", "", ("DURATION", "P20Y", "duration")),
        ("decades", "", ("DURATION", "PXY", "duration")),
        ("decades-long", "", ("DURATION", "PXY", "duration")),
        ("several decades", "", ("DURATION", "PXY", "duration")),
        ("5 1/2 hours", "", ("DURATION", "PT5H30M", "duration")),
        ("now", "", ("DATE", "PRESENT_REF", "ref")),
        ("currently", "", ("DATE", "PRESENT_REF", "ref")),
        ("recently", "", ("DATE", "PAST_REF", "ref")),
        ("the past", "", ("DATE", "PAST_REF", "ref")),
        ("the future", "", ("DATE", "FUTURE_REF", "ref")),
        ("very soon", "", ("DATE", "FUTURE_REF", "ref")),
        ("every week", "", ("SET", "P1W", "set")),
        ("weekly", "", ("SET", "P1W", "set")),
        ("2 p.m. Sunday", "past", ("TIME", "2002-10-20T14:00", "time")),
        ("this morning", "", ("TIME", "2002-10-21TMO", "time")),
        ("mid-afternoon yesterday", "", ("TIME", "2002-10-20TAF", "time")),
        ("yesterday afternoon", "", ("TIME", "2002-10-20TAF", "time")),
        ("the third quarter", "", ("DATE", "2002-Q3", "quarter")),
        ("summer", "", ("DATE", "2002-SU", "season")),
        ("last fall", "", ("DATE", "2001-FA", "season")),
        ("two years ago", "", ("DATE", "2000", "year")),
        ("three days ago", "", ("DATE", "2002-10-18", "day")),
        ("earlier this month", "", ("DATE", "2002-10", "month")),
        ("nineteen seventy-nine", "", ("DATE", "1979", "year")),
        ("last June", "", ("DATE", "2002-06", "month")),
        # the month just ended is "last month": named with "last" it is the year before's
        ("last September", "", ("DATE", "2001-09", "month")),
        ("last August", "", ("DATE", "2002-08", "month")),
        ("last September 30", "", ("DATE", "2002-09-30", "day")),
        # tense gives weekdays, months and quarters their direction
        ("Thursday", "past", ("DATE", "2002-10-17", "day")),
        ("Thursday", "future", ("DATE", "2002-10-24", "day")),
        ("April", "past", ("DATE", "2002-04", "month")),
        ("April", "future", ("DATE", "2003-04", "month")),
        # granularity follows what the expression states
        ("Thursday night", "past", ("TIME", "2002-10-17TNI", "time")),
        ("Friday morning", "past", ("TIME", "2002-10-18TMO", "time")),
        ("last night", "", ("TIME", "2002-10-20TNI", "time")),
        ("midday", "", ("TIME", "2002-10-21T12:00", "time")),
        ("12:00 UTC Monday", "past", ("TIME", "2002-10-21T12:00Z", "time")),
        ("this September", "past", ("DATE", "2002-09", "month")),
        ("February this year", "", ("DATE", "2002-02", "month")),
        ("the nineties", "", ("DATE", "199", "decade")),
        ("the '80s", "", ("DATE", "198", "decade")),
        ("year end", "", ("DATE", "2002", "year")),
        ("the next year or so", "", ("DATE", "2003", "year")),
        ("a week or so ago", "", ("DATE", "2002-W42", "week")),
        ("the first nine months of 1997", "", ("DURATION", "P9M", "duration")),
        ("no more than sixty days", "", ("DURATION", "P60D", "duration")),
        ("eight trading days", "", ("DURATION", "P8D", "duration")),
        ("the weeks ahead", "", ("DURATION", "PXW", "duration")),
        ("annual", "", ("DURATION", "P1Y", "duration")),
        ("future quarters", "", ("DATE", "FUTURE_REF", "ref")),
        ("a later date", "", ("DATE", "FUTURE_REF", "ref")),
        ("ongoing", "", ("DATE", "PRESENT_REF", "ref")),
        ("the year-earlier nine months", "", ("DURATION", "P9M", "duration")),
        # spelled ordinals, hyphenated or not: a century or a day, never a count
        ("the nineteenth century", "", ("DATE", "18", "century")),
        ("the fifteenth century", "", ("DATE", "14", "century")),
        ("the twenty-first century", "", ("DATE", "20", "century")),
        ("the twenty-second of June", "past", ("DATE", "2002-06-22", "day")),
        # detection passes only the capitalised month; the verb "may" is never a date
        ("May", "past", ("DATE", "2002-05", "month")),
        ("May", "future", ("DATE", "2003-05", "month")),
        # a clock time with a calendar date: the hour is not the day
        ("5 p.m. EST Nov. 9", "future", ("TIME", "2002-11-09T17:00", "time")),
        ("5 p.m. EST, Nov. 6", "past", ("TIME", "2002-11-06T17:00", "time")),
        ("10:30 a.m. Oct. 3", "past", ("TIME", "2002-10-03T10:30", "time")),
    ],
)
def test_examples(text, tense, expected):
    assert normalise(text, ANCHOR, tense) == expected


@pytest.mark.parametrize("tense, expected", [("past", "2005-Q4"), ("future", "2006-Q4"), ("", "2006-Q4")])
def test_a_later_quarter_is_last_years_only_in_the_past_tense(tense, expected):
    assert normalise("the fourth quarter", dt.date(2006, 8, 19), tense) == ("DATE", expected, "quarter")


def test_year_is_never_a_day():
    assert normalise("1979", ANCHOR, "past")[2] == "year"


def test_duration_is_never_a_calendar_date():
    for text in ("48 hours", "three weeks", "a decade", "six months"):
        timex_type, value, granularity = normalise(text, ANCHOR)
        assert (timex_type, granularity) == ("DURATION", "duration") and value.startswith("P")


def test_no_anchor_gives_partial_values_or_none():
    assert normalise("21 October", None) == ("DATE", "XXXX-10-21", "day")
    assert normalise("last year", None) is None
    assert normalise("Oct. 20, 2002", None) == ("DATE", "2002-10-20", "day")


def test_datetime_anchor_is_accepted():
    assert normalise("yesterday", dt.datetime(2002, 10, 21, 9, 30)) == ("DATE", "2002-10-20", "day")


def test_lower_case_may_is_the_verb():
    assert normalise("may", ANCHOR, "") is None


def test_not_a_time():
    assert normalise("the committee", ANCHOR) is None
    assert normalise("x" * 500, ANCHOR) is None


def test_pathological_input_never_reaches_dateparser(monkeypatch):
    """A 5,000-character run of digits and month names is refused before dateparser sees it."""
    dateparser = pytest.importorskip("dateparser")
    from kg.time.normalise import fallback

    calls = []
    monkeypatch.setattr(dateparser, "parse", lambda *a, **k: calls.append(a) or None)
    fallback.parse_with_dateparser.cache_clear()
    normalise.cache_clear()
    junk = ("12 January 1999 31 " * 300)[:5000]
    assert len(junk) == 5000
    assert normalise(junk, ANCHOR) is None
    assert fallback.parse_with_dateparser(junk, ANCHOR) is None
    assert calls == []


def test_dateparser_is_called_once_per_distinct_text(monkeypatch):
    dateparser = pytest.importorskip("dateparser")
    from kg.time.normalise import fallback

    calls = []
    monkeypatch.setattr(dateparser, "parse", lambda *a, **k: calls.append(a) or None)
    fallback.parse_with_dateparser.cache_clear()
    for _ in range(50):
        fallback.parse_with_dateparser("12/1/99 x", ANCHOR)
    assert len(calls) == 1
    assert len(fallback.parse_with_dateparser("1" * (fallback.MAX_LENGTH + 1), ANCHOR) or ()) == 0
    assert len(calls) == 1


@pytest.mark.parametrize(
    "text,asked",
    [
        ("12/1/99", True),
        ("20.10.2002", True),
        ("October 20th, 2002", True),
        ("20 Oct 2002", True),
        ("1955-2011", False),
        ("Oct. 20", False),
        ("long as a month", False),
        ("99 cents", False),
        ("pivotal year", False),
    ],
)
def test_dateparser_only_sees_what_could_be_a_full_date(monkeypatch, text, asked):
    dateparser = pytest.importorskip("dateparser")
    from kg.time.normalise import fallback

    calls = []
    monkeypatch.setattr(dateparser, "parse", lambda *a, **k: calls.append(a) or None)
    fallback.parse_with_dateparser.cache_clear()
    fallback.parse_with_dateparser(text, ANCHOR)
    assert bool(calls) is asked


@pytest.mark.parametrize("text", ["the 1988 quarter", "the 1999 period"])
def test_a_year_before_a_unit_is_not_a_count(text):
    found = normalise(text, ANCHOR, "")
    assert found is None or found[0] != "DURATION"


@pytest.mark.parametrize(
    "text, reading, expected",
    [
        # a rate after a quantity is a SET; a year the text closes ("ended March 31") is a duration
        ("a year", "rate", ("SET", "P1Y", "set")),
        ("a day", "rate", ("SET", "P1D", "set")),
        ("per week", "rate", ("SET", "P1W", "set")),
        ("the year", "bounded", ("DURATION", "P1Y", "duration")),
        ("the fiscal year", "bounded", ("DURATION", "P1Y", "duration")),
        # without the reading the same words are a date or a duration
        ("a year", "", ("DURATION", "P1Y", "duration")),
        ("the year", "", ("DATE", "2002", "year")),
    ],
)
def test_readings(text, reading, expected):
    assert normalise(text, ANCHOR, reading) == expected


@pytest.mark.parametrize(
    "text, anchor, tense, expected",
    [
        # a week named by a day or by its place in a month (the month holding its Thursday)
        ("the week of March 6", dt.date(2000, 2, 24), "future", ("DATE", "2000-W10", "week")),
        ("the last week of March", dt.date(2009, 4, 1), "past", ("DATE", "2009-W13", "week")),
        # the nth week of a month counts from its first (the week holding the month's first Thursday)
        ("the second week of March", dt.date(2023, 9, 9), "past", ("DATE", "2023-W10", "week")),
        ("the third week of May", dt.date(2023, 9, 9), "past", ("DATE", "2023-W20", "week")),
        ("the first week of December", dt.date(2023, 9, 9), "future", ("DATE", "2023-W49", "week")),
        ("the first week of March 2009", dt.date(2009, 4, 1), "past", ("DATE", "2009-W10", "week")),
        ("the last week of October", dt.date(2002, 10, 21), "past", ("DATE", "2002-W44", "week")),
        # days spelled as ordinals
        ("March eighth", dt.date(1998, 3, 5), "future", ("DATE", "1998-03-08", "day")),
        ("this coming Sunday, March eighth", dt.date(1998, 3, 5), "present", ("DATE", "1998-03-08", "day")),
        ("the twenty-first of May, 1998", dt.date(1998, 3, 5), "", ("DATE", "1998-05-21", "day")),
        ("May twenty first", dt.date(1998, 3, 5), "future", ("DATE", "1998-05-21", "day")),
        ("the third quarter", dt.date(1998, 3, 5), "past", ("DATE", "1997-Q3", "quarter")),
    ],
)
def test_weeks_of_and_spelled_days(text, anchor, tense, expected):
    assert normalise(text, anchor, tense) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("two to six days", "P6D"),  # a range lasts up to its longer end, never the sum
        ("the next 12 to 18 months", "P18M"),
        ("one or two years", "P2Y"),
        ("2 1/2 years", "P2Y6M"),  # whole years stay years
        ("5 1/2 hours", "PT5H30M"),
        # the article before a count is not one more ("a couple" is two, "two and a half" not 3.5)
        ("a couple of days", "P2D"),
        ("a dozen years", "P12Y"),
        ("two and a half years", "P2Y6M"),
        ("one and a half years", "P1Y6M"),
        ("a few days", "PXD"),
        ("a half hour", "PT30M"),
        ("a year and a half", "P1Y6M"),
        ("an hour and a half", "PT1H30M"),
        ("a minute and a half", "PT1M30S"),
    ],
)
def test_ranges_and_fractions(text, expected):
    assert normalise(text, None) == ("DURATION", expected, "duration")


@pytest.mark.parametrize(
    "text, expected",
    [
        # an hour with a spoken part of day is a clock time
        ("4 in the morning", ("TIME", "2002-10-21T04:00", "time")),
        ("8 in the evening", ("TIME", "2002-10-21T20:00", "time")),
        ("12 in the afternoon", ("TIME", "2002-10-21T12:00", "time")),
        # vague references: "these days" is now, "past years" and "those days" are a time gone
        ("these days", ("DATE", "PRESENT_REF", "ref")),
        ("past years", ("DATE", "PAST_REF", "ref")),
        ("those days", ("DATE", "PAST_REF", "ref")),
        ("the foreseeable future", ("DATE", "FUTURE_REF", "ref")),
        ("a later time", ("DATE", "FUTURE_REF", "ref")),
        # "financial" is "fiscal"; "the month of July" is July
        ("the last financial quarter", ("DATE", "2002-Q3", "quarter")),
        ("the month of July", ("DATE", "2002-07", "month")),
        # "hundreds of years" is an uncounted number of years, not a date
        ("hundreds of years", ("DURATION", "PXY", "duration")),
        ("thousands of years", ("DURATION", "PXY", "duration")),
        # a weekday or a weekday's part of day in the plural recurs
        ("Sundays", ("SET", "XXXX-WXX-7", "set")),
        ("Tuesday nights", ("SET", "XXXX-WXX-2TNI", "set")),
        ("Friday mornings", ("SET", "XXXX-WXX-5TMO", "set")),
        ("Friday morning", ("TIME", "2002-10-18TMO", "time")),
        # a frequency is a SET valued by its period (TimeML keeps the count in freq)
        ("twice a week", ("SET", "P1W", "set")),
        ("three times a year", ("SET", "P1Y", "set")),
        ("once a month", ("SET", "P1M", "set")),
        ("every other year", ("SET", "P2Y", "set")),
    ],
)
def test_spoken_clock_and_vague_references(text, expected):
    assert normalise(text, ANCHOR, "past") == expected


@pytest.mark.parametrize(
    "text, anchor, tense, expected",
    [
        # two quarters counted from the start of a year are its first half, a date
        ("the first two quarters of 1990", dt.date(1989, 10, 26), "future", ("DATE", "1990-H1", "half")),
        ("the last two quarters of 1990", dt.date(1989, 10, 26), "future", ("DATE", "1990-H2", "half")),
        # ... but "the last two quarters" alone are the six months just past
        ("the last two quarters", dt.date(1989, 10, 26), "past", ("DURATION", "P2Q", "duration")),
        # a day of the month alone: this month's, or the nearest one the tense points to
        ("the 15th", dt.date(2009, 6, 4), "past", ("DATE", "2009-05-15", "day")),
        ("the 15th", dt.date(2009, 6, 4), "future", ("DATE", "2009-06-15", "day")),
        ("the 2nd", dt.date(2009, 6, 4), "future", ("DATE", "2009-07-02", "day")),
        ("the 2nd", dt.date(2009, 6, 4), "past", ("DATE", "2009-06-02", "day")),
        ("the 31st", dt.date(2009, 6, 4), "future", None),
        # business shorthand
        ("Q3 2008", dt.date(2009, 6, 4), "past", ("DATE", "2008-Q3", "quarter")),
        ("Q1", dt.date(2009, 6, 4), "past", ("DATE", "2009-Q1", "quarter")),
        ("H1 2008", dt.date(2009, 6, 4), "past", ("DATE", "2008-H1", "half")),
        ("FY2008", dt.date(2009, 6, 4), "past", ("DATE", "2008", "year")),
        ("FY08", dt.date(2009, 6, 4), "past", ("DATE", "2008", "year")),
        # midnight ends the day it names
        ("midnight Friday", dt.date(2009, 6, 4), "past", ("TIME", "2009-05-29T24:00", "time")),
        ("midnight", dt.date(2009, 6, 4), "", ("TIME", "2009-06-04T24:00", "time")),
        # a quarter named by the month it ends in
        ("the September quarter", dt.date(2002, 10, 21), "past", ("DATE", "2002-Q3", "quarter")),
        ("the December quarter", dt.date(2002, 10, 21), "future", ("DATE", "2002-Q4", "quarter")),
    ],
)
def test_halves_and_days_of_the_month(text, anchor, tense, expected):
    assert normalise(text, anchor, tense) == expected


SUNDAY = dt.date(2002, 10, 20)  # the last day of ISO week 2002-W42


@pytest.mark.parametrize(
    "text, anchor, expected",
    [
        # a Sunday paper's "last week" is the week ending that day (Tuesday's vote), as news uses it
        ("last week", SUNDAY, "2002-W42"),
        ("early last week", SUNDAY, "2002-W42"),
        ("the past week", SUNDAY, "2002-W42"),
        ("this week", SUNDAY, "2002-W42"),
        ("next week", SUNDAY, "2002-W43"),
        ("last weekend", SUNDAY, "2002-W41-WE"),  # Sunday is in this weekend: the last one is before it
        # on any other day the week before the one holding the publication date
        ("last week", dt.date(2002, 10, 19), "2002-W41"),
        ("last week", dt.date(2002, 10, 21), "2002-W42"),
        ("the past week", dt.date(2002, 10, 19), "2002-W41"),
    ],
)
def test_last_week_on_a_sunday_is_the_week_ending_that_day(text, anchor, expected):
    assert normalise(text, anchor, "past")[1] == expected


@pytest.mark.parametrize(
    "text, anchor, expected",
    [
        ("last weekend", dt.date(2002, 10, 21), ("DATE", "2002-W42-WE", "weekend")),
        ("the first half of 2002", None, ("DATE", "2002-H1", "half")),
        ("last summer", dt.date(2002, 10, 21), ("DATE", "2002-SU", "season")),
        ("next quarter", dt.date(2002, 10, 21), ("DATE", "2003-Q1", "quarter")),
        ("the 1990s", None, ("DATE", "199", "decade")),
        ("the 19th century", None, ("DATE", "18", "century")),
    ],
)
def test_weekends_halves_and_seasons_get_the_one_granularity_kg_uses(text, anchor, expected):
    assert normalise(text, anchor, "past") == expected
    assert expected[2] == granularity(expected[1], expected[0])


@pytest.mark.parametrize(
    "unit, value, expected",
    [
        ("weekend", "2002-W42-WE", "weekend"),
        ("week", "2002-W42", "week"),
        ("fortnight", "2002-W42", "week"),
        ("season", "2002-FA", "season"),
        ("quarter", "2002-Q4", "quarter"),
        ("decade", "200", "decade"),
        ("century", "20", "century"),
        ("night", "2002-10-20", "day"),
    ],
)
def test_the_unit_around_a_day_is_named_by_the_one_granularity(unit, value, expected):
    assert at_granularity(dt.date(2002, 10, 20), unit) == (value, expected)


@pytest.mark.parametrize(
    "text, tense, expected",
    [
        # Clock times of the wire services and the military: times of day, never years or durations.
        ("1336 GMT", "past", ("TIME", "2002-10-21T13:36Z", "time")),
        ("1852 HKT", "", ("TIME", "2002-10-21T18:52", "time")),
        ("0400 hours", "past", ("TIME", "2002-10-21T04:00", "time")),
        ("1630 hrs", "", ("TIME", "2002-10-21T16:30", "time")),
        ("Sunday 1336 GMT", "past", ("TIME", "2002-10-20T13:36Z", "time")),
        ("Sept. 9 1852 HKT", "past", ("TIME", "2002-09-09T18:52", "time")),
        ("1353", "clock", ("TIME", "2002-10-21T13:53", "time")),  # "struck at 1353" (tense.reading)
        ("1500 hours", "", ("DURATION", "PT1500H", "duration")),  # a count of hours stays one
        # Centuries and decades.
        ("the 1st century BC", "past", ("DATE", "BC00", "century")),
        ("the fifth century B.C.", "", ("DATE", "BC04", "century")),
        ("the 1st century", "", ("DATE", "00", "century")),
        ("the Fifties", "past", ("DATE", "195", "decade")),
        ("the '60s", "past", ("DATE", "196", "decade")),
    ],
)
def test_numbers_that_are_not_years(text, tense, expected):
    assert normalise(text, ANCHOR, tense) == expected


def test_a_century_bc_is_not_placed_in_our_era():
    from kg.time.values import value_interval

    assert granularity("BC00", "DATE") == "century" and value_interval("BC00") is None
