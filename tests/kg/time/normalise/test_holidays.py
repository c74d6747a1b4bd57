"""Holidays: the day each falls on, and which year a bare name means. No model needed."""

import datetime as dt

import pytest

from kg.time.normalise.expression import normalise
from kg.time.normalise.holidays import easter, holiday

ANCHOR = dt.date(2002, 10, 21)  # a Monday


@pytest.mark.parametrize(
    "year, expected",
    [
        (1998, dt.date(1998, 4, 12)),
        (2000, dt.date(2000, 4, 23)),
        (2002, dt.date(2002, 3, 31)),
        (2019, dt.date(2019, 4, 21)),
        (2024, dt.date(2024, 3, 31)),
    ],
)
def test_easter(year, expected):
    assert easter(year) == expected


@pytest.mark.parametrize(
    "text, tense, expected",
    [
        ("Thanksgiving Day", "past", ("DATE", "2001-11-22", "day")),
        ("Thanksgiving", "future", ("DATE", "2002-11-28", "day")),
        ("last Thanksgiving", "", ("DATE", "2001-11-22", "day")),
        ("next Christmas", "", ("DATE", "2002-12-25", "day")),
        ("Christmas", "past", ("DATE", "2001-12-25", "day")),
        ("Christmas Eve", "future", ("DATE", "2002-12-24", "day")),
        ("New Year's Day", "future", ("DATE", "2003-01-01", "day")),
        ("Election Day", "future", ("DATE", "2002-11-05", "day")),  # Tuesday after the first Monday
        ("Labor Day", "past", ("DATE", "2002-09-02", "day")),
        ("Memorial Day", "past", ("DATE", "2002-05-27", "day")),
        ("Good Friday", "past", ("DATE", "2002-03-29", "day")),  # not read as a weekday
        ("Easter week", "past", ("DATE", "2002-W13", "week")),
        ("Christmas 1998", "", ("DATE", "1998-12-25", "day")),
        ("Election Day", "", ("DATE", "2002-11-05", "day")),  # no tense: the nearest one
    ],
)
def test_holidays(text, tense, expected):
    assert normalise(text, ANCHOR, tense) == expected


@pytest.mark.parametrize(
    "anchor, expected",
    [
        (dt.date(2000, 4, 17), "2000-W16"),  # Easter 2000-04-23: its week has begun by Monday the 17th
        (dt.date(2000, 4, 10), "1999-W13"),  # a week earlier it has not: the last one is 1999's
    ],
)
def test_a_holiday_week_counts_from_its_start(anchor, expected):
    assert normalise("Easter week", anchor, "past") == ("DATE", expected, "week")


def test_unknown_names_and_no_anchor():
    assert holiday(["groundhog", "day"], ANCHOR, "", None) is None
    assert holiday(["christmas"], None, "", None) is None
    assert holiday(["christmas"], None, "", 1990) == ("DATE", "1990-12-25", "day")
