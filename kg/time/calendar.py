"""Calendar arithmetic and TIMEX3 value formatting.

Every step that moves a date (days, weeks, months, years) is done here, and each
returns None rather than raising when the result would leave the calendar Python
holds (years 0001 to 9999): "yesterday" written on 0001-01-01 has no value, it is
not a crash. Callers treat None as "no value", as they do a missing anchor.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from kg.time.values import granularity

SEASON_ORDER = ("WI", "SP", "SU", "FA")
P = ParamSpec("P")
T = TypeVar("T")
# the leading year field of a DATE/TIME value ("2002-10-20", "2002-W42", "199", "-1")
_VALUE_YEAR = re.compile(r"^-?\d+(?=-|T|$)")


def on_calendar(step: Callable[P, T]) -> Callable[P, T | None]:
    """``step`` returning None when its date arithmetic falls outside years 0001-9999.

    The one guard for calendar overflow: datetime raises OverflowError past
    ``date.max``/``date.min`` and ValueError for a year it cannot hold.
    """

    @functools.wraps(step)
    def guarded(*args: P.args, **kwargs: P.kwargs) -> T | None:
        try:
            return step(*args, **kwargs)
        except (OverflowError, ValueError):
            return None

    return guarded


@on_calendar
def days_from(day: dt.date, days: int) -> dt.date:
    """``day`` moved by ``days`` days (None off the calendar)."""
    return day + dt.timedelta(days=days)


@on_calendar
def make_date(year: int, month: int, day: int) -> dt.date:
    """The date, or None when there is none (year 0 or 10000, 30 February)."""
    return dt.date(year, month, day)


@on_calendar
def add_months(day: dt.date, months: int) -> dt.date:
    """``day`` moved by whole months, clamped to the month's last day (None off the calendar)."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    month += 1
    for d in (day.day, 30, 29, 28):
        try:
            return dt.date(year, month, d)
        except ValueError:
            if not dt.MINYEAR <= year <= dt.MAXYEAR:
                raise
            continue
    raise ValueError(day)


@on_calendar
def shift(day: dt.date, unit: str, amount: int) -> dt.date:
    """``day`` moved ``amount`` units (day, week, weekend, month, quarter, year, decade, century);
    None off the calendar or for a unit the calendar cannot step by ("millennium")."""
    if unit in ("day", "night"):
        return day + dt.timedelta(days=amount)
    if unit in ("week", "weekend", "fortnight"):
        return day + dt.timedelta(weeks=amount * (2 if unit == "fortnight" else 1))
    months = {"month": 1, "quarter": 3, "season": 3, "year": 12, "decade": 120, "century": 1200}.get(unit)
    if months is None:
        raise ValueError(unit)
    moved = add_months(day, months * amount)
    if moved is None:
        raise OverflowError(day)
    return moved


def year_ok(year: int) -> bool:
    """Whether a TIMEX3 value can state ``year`` in four digits (0001-9999)."""
    return dt.MINYEAR <= year <= dt.MAXYEAR


def on_calendar_value(result: tuple[str, str, str] | None) -> tuple[str, str, str] | None:
    """``result`` unless its DATE/TIME value names a year outside 0001-9999 ("10000-Q1", "0000-SU"),
    which a rule can write by counting from an anchor at the calendar's edge."""
    if result is None or result[0] not in ("DATE", "TIME"):
        return result
    m = _VALUE_YEAR.match(result[1])
    if m is None:
        return result  # "XXXX-12", "PRESENT_REF", "BC0044": no year field to check
    digits, rest = m.group(), result[1][m.end() :]
    # a decade "199" or century "19" is short on purpose; a year field must be four digits, 0001-9999
    full_year = len(digits) >= 4 or rest[:1] in ("-", "T") or result[2] == "year"
    if digits.startswith("-") or full_year and not (len(digits) == 4 and int(digits) >= 1):
        return None
    return result


def season_of(day: dt.date) -> str:
    return SEASON_ORDER[(day.month % 12) // 3]


def iso_week(day: dt.date) -> str:
    year, week, _ = day.isocalendar()
    return f"{year:04d}-W{week:02d}"


def at_granularity(day: dt.date, unit: str) -> tuple[str, str]:
    """The TIMEX3 value of the ``unit`` that contains ``day``, with its granularity."""
    if unit in ("day", "night"):
        value = day.isoformat()
    elif unit in ("week", "fortnight"):
        value = iso_week(day)
    elif unit == "weekend":
        value = iso_week(day) + "-WE"
    elif unit == "month":
        value = f"{day.year:04d}-{day.month:02d}"
    elif unit == "quarter":
        value = f"{day.year:04d}-Q{(day.month - 1) // 3 + 1}"
    elif unit == "season":
        value = f"{day.year:04d}-{season_of(day)}"
    elif unit == "year":
        value = f"{day.year:04d}"
    elif unit == "decade":
        value = f"{day.year:04d}"[:3]
    elif unit == "century":
        value = f"{day.year:04d}"[:2]
    else:
        raise ValueError(unit)
    return value, granularity(value)


@on_calendar
def weekday_near(anchor: dt.date, weekday: int, direction: int) -> dt.date:
    """The ``weekday`` closest to ``anchor`` looking back (-1) or ahead (+1); the anchor itself counts."""
    delta = (weekday - anchor.weekday()) % 7
    if direction > 0:
        return anchor + dt.timedelta(days=delta)
    return anchor - dt.timedelta(days=(7 - delta) % 7)


@on_calendar
def month_near(anchor: dt.date, month: int, direction: int, day: int = 1) -> dt.date:
    """The year for ``month``/``day`` nearest ``anchor``; -1 prefers the past, +1 the future, 0 nearest."""
    candidates = []
    for year in (anchor.year - 1, anchor.year, anchor.year + 1):
        try:
            candidates.append(dt.date(year, month, day))
        except ValueError:
            continue
    if direction < 0:
        past = [c for c in candidates if c <= anchor]
        if past and (anchor - max(past)).days <= 300:
            return max(past)
    if direction > 0:
        future = [c for c in candidates if c >= anchor]
        if future and (min(future) - anchor).days <= 300:
            return min(future)
    return min(candidates, key=lambda c: (abs((c - anchor).days), c < anchor))
