"""TIMEX3 normalisation: no spaCy model needed."""

import datetime as dt

import pytest

from kg.temporal.normalise import normalise

ANCHOR = dt.date(2002, 10, 21)  # a Monday


@pytest.mark.parametrize("text, tense, expected", [
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
    ("the 1990s", "", ("DATE", "199X", "decade")),
    ("Oct. 20, 2002", "", ("DATE", "2002-10-20", "day")),
    ("21 October", "", ("DATE", "2002-10-21", "day")),
    ("October", "", ("DATE", "2002-10", "month")),
    ("48 hours", "", ("DURATION", "PT48H", "duration")),
    ("23-year", "", ("DURATION", "P23Y", "duration")),
    ("years", "", ("DURATION", "PXY", "duration")),
    ("several months", "", ("DURATION", "PXM", "duration")),
    ("two decades", "", ("DURATION", "P20Y", "duration")),
    ("5 1/2 hours", "", ("DURATION", "PT5H30M", "duration")),
    ("now", "", ("DATE", "PRESENT_REF", "ref")),
    ("currently", "", ("DATE", "PRESENT_REF", "ref")),
    ("recently", "", ("DATE", "PAST_REF", "ref")),
    ("the past", "", ("DATE", "PAST_REF", "ref")),
    ("the future", "", ("DATE", "FUTURE_REF", "ref")),
    ("every week", "", ("SET", "P1W", "set")),
    ("weekly", "", ("SET", "P1W", "set")),
    ("2 p.m. Sunday", "past", ("TIME", "2002-10-20T14:00", "time")),
    ("this morning", "", ("TIME", "2002-10-21TMO", "time")),
    ("the third quarter", "", ("DATE", "2002-Q3", "quarter")),
    ("summer", "", ("DATE", "2002-SU", "season")),
    ("last fall", "", ("DATE", "2001-FA", "season")),
    ("two years ago", "", ("DATE", "2000", "year")),
    ("three days ago", "", ("DATE", "2002-10-18", "day")),
    ("earlier this month", "", ("DATE", "2002-10", "month")),
    ("nineteen seventy-nine", "", ("DATE", "1979", "year")),
    ("last June", "", ("DATE", "2002-06", "month")),
])
def test_examples(text, tense, expected):
    assert normalise(text, ANCHOR, tense) == expected


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


def test_not_a_time():
    assert normalise("the committee", ANCHOR) is None
    assert normalise("x" * 500, ANCHOR) is None
