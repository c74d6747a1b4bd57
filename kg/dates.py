"""Calendar intervals of TIMEX3 values: comparing, ordering and merging dates.

A value keeps its real granularity ("1979" is a year, not 21 October 1979);
these helpers turn it into the interval of days it covers when two dates
must be compared.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

_SEASONS = {"SP": (3, 5), "SU": (6, 8), "FA": (9, 11), "AU": (9, 11), "WI": (12, 14)}
_GRANULARITY_RANK = {"time": 0, "day": 1, "week": 2, "month": 3, "season": 4, "quarter": 4,
                     "year": 5, "decade": 6, "century": 7}


def value_interval(value: str | None) -> tuple[date, date] | None:
    """First and last day covered by a DATE/TIME value, or None if not on a calendar.

    >>> value_interval("2002-W42")
    (datetime.date(2002, 10, 14), datetime.date(2002, 10, 20))
    >>> value_interval("199X")
    (datetime.date(1990, 1, 1), datetime.date(1999, 12, 31))
    """
    if not value:
        return None
    value = value.split("T")[0]
    try:
        return _interval(value)
    except ValueError:
        return None


def _interval(value: str) -> tuple[date, date] | None:
    if m := re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", value):
        day = date(int(m[1]), int(m[2]), int(m[3]))
        return day, day
    if m := re.fullmatch(r"(\d{4})-W(\d{2})", value):
        monday = date.fromisocalendar(int(m[1]), int(m[2]), 1)
        return monday, monday + timedelta(days=6)
    if m := re.fullmatch(r"(\d{4})-(\d{2})", value):
        year, month = int(m[1]), int(m[2])
        return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])
    if m := re.fullmatch(r"(\d{4})-Q([1-4])", value):
        year, q = int(m[1]), int(m[2])
        last = 3 * q
        return date(year, last - 2, 1), date(year, last, calendar.monthrange(year, last)[1])
    if m := re.fullmatch(r"(\d{4})-(SP|SU|FA|AU|WI)", value):
        year, (first, last) = int(m[1]), _SEASONS[m[2]]
        end_year, end_month = (year + 1, last - 12) if last > 12 else (year, last)
        return date(year, first, 1), date(end_year, end_month, calendar.monthrange(end_year, end_month)[1])
    if m := re.fullmatch(r"(\d{4})(?:-H[12])?", value):
        return date(int(m[1]), 1, 1), date(int(m[1]), 12, 31)
    if m := re.fullmatch(r"(\d{3})X", value):
        return date(int(m[1]) * 10, 1, 1), date(int(m[1]) * 10 + 9, 12, 31)
    if m := re.fullmatch(r"(\d{2})XX", value):
        start = max(int(m[1]) * 100, 1)
        return date(start, 1, 1), date(int(m[1]) * 100 + 99, 12, 31)
    return None


def granularity(value: str) -> str:
    """The granularity name of a DATE/TIME value ("day", "week", "year"...)."""
    if "T" in value:
        return "time"
    patterns = (("day", r"\d{4}-\d{2}-\d{2}"), ("week", r"\d{4}-W\d{2}"), ("month", r"\d{4}-\d{2}"),
                ("quarter", r"\d{4}-Q\d"), ("season", r"\d{4}-[A-Z]{2}"), ("year", r"\d{4}"),
                ("decade", r"\d{3}X"), ("century", r"\d{2}XX"))
    return next((name for name, pat in patterns if re.fullmatch(pat, value)), "other")


def compatible(a: str | None, b: str | None, slack_days: int = 0) -> bool:
    """Whether two dates can describe the same happening (missing dates always can).

    ``slack_days`` widens both intervals: "last week" written on a Sunday is
    read by some as the week ending that day, by others as the one before.

    >>> compatible("2002-W41", "2002-10-15"), compatible("2002-W41", "2002-10-15", slack_days=7)
    (False, True)
    """
    ia, ib = value_interval(a), value_interval(b)
    if ia is None or ib is None:
        return True
    slack = timedelta(days=slack_days)
    return ia[0] - slack <= ib[1] and ib[0] - slack <= ia[1]


def more_specific(a: str | None, b: str | None) -> str | None:
    """The finer of two compatible values ("2002-10-15" over "2002-W42")."""
    ia, ib = value_interval(a), value_interval(b)
    if ib is None:
        return a if ia is not None or not b else a or b
    if ia is None:
        return b
    return a if (ia[1] - ia[0]) <= (ib[1] - ib[0]) else b


def sort_key(value: str) -> tuple[date, int, str]:
    """Chronological order for mixed granularities: by first day, finer first."""
    interval = value_interval(value) or (date.max, date.max)
    return interval[0], _GRANULARITY_RANK.get(granularity(value), 9), value
