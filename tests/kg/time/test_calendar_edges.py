"""Dates at the calendar's edges (0001-01-01, 9999-12-31), BC years, years past 9999 and
expressions with no year known: no value where there is none, never a crash. No spaCy model."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.model import TimexSpan
from kg.time.calendar import add_months, days_from, make_date, on_calendar_value, shift, weekday_near
from kg.time.normalise.expression import normalise
from kg.time.normalise.narrative import normalise_all
from kg.time.publication.placing import _fit_weekdays
from kg.time.values import compatible

FIRST, LAST = dt.date.min, dt.date.max

# TIMEX3 value shapes (TimeML 1.2 / TIDES): written out here, apart from the code under test
_YEAR = r"(?:\d{4}|BC\d{4}|XXXX)"
_PART = r"(?:T(?:\d\d(?::\d\d(?::\d\d)?)?Z?|MO|AF|EV|NI|DT|MI))?"
DATE_SHAPES = re.compile(
    rf"^{_YEAR}(?:-(?:\d\d|XX)(?:-(?:\d\d|XX))?)?{_PART}$"  # 2002, 2002-10, 2002-10-20T14:00
    rf"|^{_YEAR}-W(?:\d\d|XX)(?:-(?:[1-7]|WE))?{_PART}$"  # 2002-W42, XXXX-WXX-1, 2002-W42-WE
    rf"|^{_YEAR}-(?:Q[1-4X]|H[12X]|SP|SU|FA|WI)$"  # 2002-Q3, 2002-H1, 2002-SU
    r"|^(?:\d{2,3}|XX)X?$"  # 199 (1990s), 19 (1900s), XX
    r"|^(?:PRESENT|PAST|FUTURE)_REF$"
)
DURATION_SHAPE = re.compile(r"^P(?:[\dX.]+(?:Y|M|W|D|WE|DE|CE|ML|Q|S|H))*(?:T(?:[\dX.]+[HMS])+)?$")


def assert_timeml(result: tuple[str, str, str] | None) -> None:
    """None, or a TIMEX3 (type, value) of a shape TimeML allows with a year in 0001-9999."""
    if result is None:
        return
    timex_type, value, _ = result
    assert timex_type in ("DATE", "TIME", "DURATION", "SET"), result
    if timex_type in ("DATE", "TIME"):
        assert DATE_SHAPES.match(value), result
        assert not value.startswith("0000"), result
    elif timex_type == "DURATION":
        assert DURATION_SHAPE.match(value), result
    else:
        assert DATE_SHAPES.match(value) or DURATION_SHAPE.match(value), result


# --- the reproductions ------------------------------------------------------------


@pytest.mark.parametrize(
    "text, anchor, tense",
    [
        ("yesterday", FIRST, "past"),
        ("tomorrow", LAST, "future"),
        ("on Monday", dt.date(9999, 12, 30), "future"),
        ("next week", LAST, "future"),
        ("last month", FIRST, "past"),
        ("next year", LAST, ""),
        ("last year", FIRST, ""),
        ("two years ago", dt.date(1, 6, 1), "past"),
        ("a century from now", dt.date(9950, 1, 1), "future"),
        ("last Christmas", dt.date(1, 1, 3), "past"),
        ("next Thanksgiving", dt.date(9999, 12, 1), "future"),
        ("the third quarter", FIRST, "past"),
        ("next spring", dt.date(9999, 6, 1), "future"),
        ("last June 5", FIRST, "past"),
        ("the last week of December", LAST, ""),
    ],
)
def test_arithmetic_off_the_calendar_gives_no_value(text: str, anchor: dt.date, tense: str) -> None:
    assert normalise(text, anchor, tense) in (None, ("DATE", "XXXX-WXX-1", "day"))


@pytest.mark.parametrize(
    "text, anchor, tense, expected",
    [
        ("yesterday", FIRST, "past", ("DATE", "XXXX-XX-XX", "day")),
        ("tomorrow", LAST, "future", ("DATE", "XXXX-XX-XX", "day")),
        ("tomorrow morning", LAST, "future", ("TIME", "XXXX-XX-XXTMO", "time")),
        ("next week", LAST, "future", ("DATE", "XXXX-WXX", "week")),
        ("next year", LAST, "", ("DATE", "XXXX", "year")),
        ("yesterday", dt.date(1, 1, 2), "past", ("DATE", "0001-01-01", "day")),
    ],
)
def test_document_keeps_off_calendar_spans_unnormalised(
    text: str, anchor: dt.date, tense: str, expected: tuple[str, str, str]
) -> None:
    """In a document the span stays a time of its type and granularity, its digits unknown."""
    [timex] = normalise_all([TimexSpan(0, len(text), text, 0, tense)], anchor)
    assert (timex.type, timex.value, timex.granularity) == expected


def test_a_weekday_past_9999_is_left_unnormalised() -> None:
    """ "on Monday" written on Thursday 9999-12-30 in a future clause: the weekday stays, the date goes."""
    assert normalise("on Monday", dt.date(9999, 12, 30), "future") == ("DATE", "XXXX-WXX-1", "day")


def test_edges_still_read_inside_the_calendar() -> None:
    assert normalise("tomorrow", FIRST, "future") == ("DATE", "0001-01-02", "day")
    assert normalise("yesterday", LAST, "past") == ("DATE", "9999-12-30", "day")
    assert normalise("last year", dt.date(2, 3, 4), "") == ("DATE", "0001", "year")
    assert normalise("the third quarter", dt.date(1, 11, 1), "past") == ("DATE", "0001-Q3", "quarter")


def test_whole_document_at_the_edges() -> None:
    """The narrative pass (reporting quarter, "a year earlier") counts back from 0001 without a crash."""
    texts = [
        "the fourth quarter",
        "a year earlier",
        "the year-earlier period",
        "the following day",
        "two days later",
        "the previous Friday",
        "the latest quarter",
        "that year",
    ]
    spans, start = [], 0
    for text in texts:
        spans.append(TimexSpan(start, start + len(text), text, 0, "past"))
        start += len(text) + 2
    for anchor in (FIRST, dt.date(1, 2, 1), LAST, None):
        for timex in normalise_all(spans, anchor, keep_unresolved=True):
            assert_timeml((timex.type, timex.value, timex.granularity))


def test_month_week_without_a_year() -> None:
    """ "the first week of December" with no publication date: no week to name (it used to raise
    ValueError on "XXXX-12-01"), but the month it is in (as "December" alone gets); with one,
    the ISO week holding that month's first Thursday."""
    assert normalise("the first week of December", None, "") == ("DATE", "XXXX-12", "month")
    assert normalise("the last week of November", None, "past") == ("DATE", "XXXX-11", "month")
    assert normalise("the week of March 6", None, "past") == ("DATE", "XXXX-03", "month")
    assert normalise("the week of December", None, "") is None  # no such week
    assert normalise("the first week of December", dt.date(2008, 11, 20), "future") == ("DATE", "2008-W49", "week")


# --- BC years and years past 9999 ---------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("3000 BC", ("DATE", "BC3000", "year")),  # TimeML's "BC" prefix, four digits
        ("44 B.C.", ("DATE", "BC0044", "year")),
        ("in 753 BCE", ("DATE", "BC0753", "year")),
        ("the year 44 BC", ("DATE", "BC0044", "year")),
        ("AD 79", ("DATE", "0079", "year")),
        ("79 A.D.", ("DATE", "0079", "year")),
        ("10000 BC", None),  # past four digits: left unnormalised
        ("0 BC", None),  # no year 0
        ("-0044", None),  # an astronomical year: not AD 44
        ("-0044-03-15", None),  # dateparser read it as 0044-03-15
        ("March 15, -0044", None),
        ("the year 10000", None),  # not the year of the article
        ("the year 2002", ("DATE", "2002", "year")),
    ],
)
def test_era_and_far_years(text: str, expected: tuple[str, str, str] | None) -> None:
    assert normalise(text, dt.date(2002, 10, 21), "past") == expected


def test_the_year_10000_is_not_narrowed_to_the_year() -> None:
    """The narrative pass used to cut "10000" off and read "the year": the article's year."""
    span = TimexSpan(0, 14, "the year 10000", 0, "future")
    assert [t.value for t in normalise_all([span], dt.date(2002, 10, 21))] == []
    assert [t.value for t in normalise_all([span], dt.date(2002, 10, 21), keep_unresolved=True)] == ["XXXX-XX-XX"]


# --- the calendar helpers and the other date arithmetic -------------------------------------


def test_calendar_helpers_return_none_off_the_calendar() -> None:
    assert days_from(LAST, 1) is None and days_from(FIRST, -1) is None
    assert days_from(FIRST, 1) == dt.date(1, 1, 2)
    assert add_months(dt.date(9999, 12, 1), 1) is None and add_months(dt.date(1, 1, 31), 1) == dt.date(1, 2, 28)
    assert shift(FIRST, "year", -1) is None and shift(LAST, "week", 1) is None
    assert shift(dt.date(2002, 1, 1), "millennium", 1) is None  # "last millennium" used to raise ValueError
    assert weekday_near(LAST, 0, 1) is None
    assert make_date(10000, 1, 1) is None and make_date(2001, 2, 29) is None


@pytest.mark.parametrize(
    "result, kept",
    [
        (("DATE", "0001", "year"), True),
        (("DATE", "0000", "year"), False),
        (("DATE", "10000", "year"), False),
        (("DATE", "0000-Q3", "quarter"), False),
        (("DATE", "-001-Q4", "quarter"), False),
        (("DATE", "199", "decade"), True),
        (("DATE", "BC0044", "year"), True),
        (("DATE", "XXXX-12", "month"), True),
        (("DURATION", "P10000Y", "duration"), True),
    ],
)
def test_on_calendar_value(result: tuple[str, str, str], kept: bool) -> None:
    assert on_calendar_value(result) == (result if kept else None)


def test_other_date_arithmetic_at_the_edges() -> None:
    assert compatible("0001-01-01", "0001-01-03", slack_days=7)
    assert not compatible("9999-12-31", "0001-01-01", slack_days=7)
    assert _fit_weekdays(LAST, [("on Friday", "past")])[0] == LAST  # 9999-12-31 is a Friday
    assert _fit_weekdays(LAST, [("on Thursday", "past")])[0] == LAST


# --- property: random publication dates, expressions and years -------------------------------

WEEKDAY = st.sampled_from(["Monday", "Friday", "Sunday"])
MONTH = st.sampled_from(["January", "February", "June", "November", "December"])
NUMBER = st.one_of(st.integers(0, 12), st.integers(0, 200_000))
YEAR = st.one_of(st.integers(0, 99), st.integers(900, 2100), st.integers(9990, 10_010), st.integers(0, 10**7))
DAY = st.integers(0, 40)
TEMPLATES = [
    "yesterday",
    "tomorrow",
    "today",
    "tonight",
    "this morning",
    "yesterday afternoon",
    "last night",
    "last week",
    "next week",
    "this weekend",
    "the weekend",
    "last month",
    "next month",
    "last year",
    "next year",
    "the year",
    "the quarter",
    "the third quarter",
    "the fourth quarter",
    "first half",
    "next spring",
    "last fall",
    "the winter",
    "by year end",
    "last millennium",
    "the next century",
    "a year earlier",
    "the year-earlier period",
    "the following year",
    "the next day",
    "that day",
    "the previous Friday",
    "the latest quarter",
    "later that year",
    "Christmas",
    "last Christmas",
    "next Easter",
    "Thanksgiving Day",
    "Election Day",
    "Easter week",
    "the 1990s",
    "the '80s",
    "{n} days ago",
    "{n} years ago",
    "{n} weeks from now",
    "{n} months later",
    "{n} decades ago",
    "{n} centuries ago",
    "{n} years earlier",
    "{n} days later",
    "the {n}th",
    "{n} hours",
    "{weekday}",
    "last {weekday}",
    "next {weekday}",
    "on {weekday}",
    "{weekday} morning",
    "the previous {weekday}",
    "{month}",
    "last {month}",
    "next {month}",
    "{month} {d}",
    "{month} {d}, {y}",
    "{d} {month} {y}",
    "{month} {y}",
    "the first week of {month}",
    "the last week of {month}",
    "the week of {month} {d}",
    "{y}",
    "the year {y}",
    "{y} BC",
    "{y} B.C.",
    "AD {y}",
    "-{y}",
    "-{y}-03-15",
    "the {y} quarter",
    "Q{q} {y}",
    "FY{y}",
    "summer {y}",
    "Christmas {y}",
    "the winter of {y}",
    "'{yy}",
    "the {d}th of {month}",
    "{month} {d} and {d}",
    "the year {y} BC",
]
expression = st.builds(
    lambda template, n, weekday, month, d, y, q: template.format(
        n=n, weekday=weekday, month=month, d=d, y=y, q=q, yy=f"{y % 100:02d}"
    ),
    st.sampled_from(TEMPLATES),
    NUMBER,
    WEEKDAY,
    MONTH,
    DAY,
    YEAR,
    st.integers(0, 5),
)
anchors = st.one_of(st.none(), st.dates(), st.sampled_from([FIRST, LAST, dt.date(1, 12, 31), dt.date(9999, 1, 1)]))
tenses = st.sampled_from(["past", "present", "future", "", "rate", "bounded"])


@pytest.mark.slow
@settings(max_examples=400, deadline=None, derandomize=True, database=None)
@given(expression, anchors, tenses)
def test_normalise_never_raises_and_gives_timeml_values(text: str, anchor: dt.date | None, tense: str) -> None:
    assert_timeml(normalise(text, anchor, tense))


@pytest.mark.slow
@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(st.lists(st.tuples(expression, tenses), min_size=1, max_size=8), anchors)
def test_normalise_all_never_raises_and_gives_timeml_values(
    items: list[tuple[str, str]], anchor: dt.date | None
) -> None:
    """A document of several expressions: the narrative context carries from one to the next."""
    spans, start = [], 0
    for text, tense in items:
        spans.append(TimexSpan(start, start + len(text), text, 0, tense))
        start += len(text) + 2
    for timex in normalise_all(spans, anchor, keep_unresolved=True):
        assert_timeml((timex.type, timex.value, timex.granularity))


def test_month_week_without_a_year_in_a_story() -> None:
    """In an undated story "the first week of December" keeps the month it names, as "December 5"
    keeps its month and day: year-less values with X digits, never a year 0 or a dropped span."""
    texts = ["the first week of December", "December 5", "the last week of December"]
    spans, start = [], 0
    for text in texts:
        spans.append(TimexSpan(start, start + len(text), text, 0, "past"))
        start += len(text) + 2
    values = [t.value for t in normalise_all(spans, None, keep_unresolved=True)]
    assert values == ["XXXX-12", "XXXX-12-05", "XXXX-12"]
