"""Calendar intervals of TIMEX3 values: comparing, ordering, merging and showing dates.

Events carry TimeML values of very different precision (``2002-10-20``,
``2002-W42``, ``2002-10``, ``1991``, ``199X``). A value keeps its real
granularity ("1979" is a year, not 21 October 1979); these helpers give the
span of days it covers, which calendar fields it really states, how to
order mixed granularities and whether two values can describe one day.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import TypeVar

T = TypeVar("T")

# Seasons as TimeML writes them: (first month, last month, year offset of end).
_SEASONS = {"SP": (3, 5, 0), "SU": (6, 8, 0), "FA": (9, 11, 0), "WI": (12, 2, 1)}

_DAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$")
_MONTH = re.compile(r"^(\d{4})-(\d{2})$")
_WEEK = re.compile(r"^(\d{4})-W(\d{2})(-WE)?$")
_QUARTER = re.compile(r"^(\d{4})-Q([1-4])$")
_HALF = re.compile(r"^(\d{4})-H([12])$")
_SEASON = re.compile(r"^(\d{4})-(SP|SU|FA|WI)$")
_YEAR = re.compile(r"^(\d{4})$")
# Decade `199X`, century `19XX`, millennium `1XXX`.
# TimeML writes the 1990s as `199` (the guidelines) or `199X` (some corpora): both read.
_VAGUE_YEAR = re.compile(r"^(\d{1,3})(X{1,3})$")
_TRUNCATED_YEAR = re.compile(r"^(\d{2,3})$")


@dataclass(frozen=True)
class Span:
    """The days a TimeML value covers and how precise it is.

    ``granularity`` is one of day, weekend, week, month, quarter, half, season, year,
    decade, century, millennium (see :func:`granularity`).
    """

    start: date
    end: date
    granularity: str

    @property
    def days(self) -> int:
        """Length in days; coarser values are longer."""
        return (self.end - self.start).days + 1


@lru_cache(maxsize=1 << 16)  # coreference asks for the same few values millions of times
def parse_span(value: str | None) -> Span | None:
    """The interval a TimeML date value covers, or None when it has none.

    ``PRESENT_REF``, empty values and malformed ones give None.

    >>> parse_span("2002-W42")
    Span(start=datetime.date(2002, 10, 14), end=datetime.date(2002, 10, 20), granularity='week')
    """
    value = (value or "").strip().upper()
    try:
        return _parse(value)
    except ValueError:  # e.g. month 13 or week 54
        return None


def _parse(value: str) -> Span | None:
    if m := _DAY.match(value):
        day = date(int(m[1]), int(m[2]), int(m[3]))
        return Span(day, day, "day")
    if m := _MONTH.match(value):
        year, month = int(m[1]), int(m[2])
        last = calendar.monthrange(year, month)[1]
        return Span(date(year, month, 1), date(year, month, last), "month")
    if m := _WEEK.match(value):
        year, week = int(m[1]), int(m[2])
        if m[3]:
            sat, sun = date.fromisocalendar(year, week, 6), date.fromisocalendar(year, week, 7)
            return Span(sat, sun, "weekend")
        return Span(date.fromisocalendar(year, week, 1), date.fromisocalendar(year, week, 7), "week")
    if m := _QUARTER.match(value):
        year, q = int(m[1]), int(m[2])
        return _months(year, 3 * q - 2, year, 3 * q, "quarter")
    if m := _HALF.match(value):
        year, h = int(m[1]), int(m[2])
        return _months(year, 6 * h - 5, year, 6 * h, "half")
    if m := _SEASON.match(value):
        year = int(m[1])
        first, last, offset = _SEASONS[m[2]]
        return _months(year, first, year + offset, last, "season")
    if m := _YEAR.match(value):
        year = int(m[1])
        if year < 1:
            return None
        return Span(date(year, 1, 1), date(year, 12, 31), "year")
    if m := _TRUNCATED_YEAR.match(value):
        value = m[1] + "X" * (4 - len(m[1]))
    if m := _VAGUE_YEAR.match(value):
        if len(m[1]) + len(m[2]) != 4:
            return None
        unknown = len(m[2])
        first, last = int(m[1] + "0" * unknown), int(m[1] + "9" * unknown)
        return Span(date(max(first, 1), 1, 1), date(last, 12, 31), _VAGUE[unknown])
    return None


_VAGUE = {1: "decade", 2: "century", 3: "millennium"}


def _months(y1: int, m1: int, y2: int, m2: int, granularity: str) -> Span:
    """Span from the first day of y1-m1 to the last day of y2-m2."""
    last = calendar.monthrange(y2, m2)[1]
    return Span(date(y1, m1, 1), date(y2, m2, last), granularity)


def known_fields(value: str, span: Span) -> dict[str, int]:
    """Calendar fields the value really states: year, plus month and day if known.

    A week or quarter states neither month nor day, so only the year is given;
    callers add an end date and a display text for those.

    >>> known_fields("1979", parse_span("1979"))
    {'year': 1979}
    """
    fields = {"year": span.start.year}
    if span.granularity in ("day", "month"):
        fields["month"] = span.start.month
    if span.granularity == "day":
        fields["day"] = span.start.day
    return fields


def display(value: str, span: Span) -> str:
    """Readable text for a date value: ``20 Oct 2002``, ``1990s``, ``week 42, 2002``."""
    g, start = span.granularity, span.start
    if g == "day":
        return _day(start)
    if g == "month":
        return f"{_MONTHS[start.month - 1]} {start.year}"
    if g == "year":
        return str(start.year)
    if g == "decade":
        return f"{start.year}s"
    if g == "week":
        iso = start.isocalendar()
        return f"week {iso.week}, {iso.year}"
    return f"{_day(start)} – {_day(span.end)} ({value})"


# Fixed English names: strftime's %b follows the locale, and output must not.
_MONTHS = tuple(
    """
January February March April May June July August September October November December
""".split()
)


def _day(day: date) -> str:
    return f"{day.day} {_MONTHS[day.month - 1][:3]} {day.year}"


def span_sort_key(span: Span | None) -> tuple[date, int]:
    """Chronological key: by first day covered; on a tie the coarser value first.

    So ``2002`` sorts before ``2002-01-15`` (both start on 1 January) and after
    everything in 2001; undated values sort last.
    """
    if span is None:
        return (date.max, 0)
    return (span.start, -span.days)


def key_moments(ranked: Sequence[T], span_of: Callable[[T], Span | None]) -> list[T]:
    """A story's key events (``ranked``: most important first) in the order they happened.

    Undated ones last; those of the same date (or both undated) keep their rank, so the
    terminal, timeline.html and graph.html list one story's key events in one order.

    >>> key_moments(["b", "a", "c"], lambda x: parse_span({"a": "2009-06-01", "b": "2009-06-01"}.get(x)))
    ['b', 'a', 'c']
    """
    return [item for _, _, item in sorted((span_sort_key(span_of(x)), i, x) for i, x in enumerate(ranked))]


def value_interval(value: str | None) -> tuple[date, date] | None:
    """First and last day covered by a DATE/TIME value, or None if not on a calendar.

    >>> value_interval("199X")
    (datetime.date(1990, 1, 1), datetime.date(1999, 12, 31))
    """
    span = parse_span(value)
    return (span.start, span.end) if span else None


def granularity(value: str | None, timex_type: str = "DATE") -> str:
    """The one granularity vocabulary of kg: how precise a TIMEX3 value is.

    A DATE or TIME value is named by the stretch of calendar it states: ``time`` (a clock
    time or part of a day), ``day``, ``weekend`` (two days, ``2002-W42-WE``), ``week``,
    ``month``, ``quarter``, ``half`` (six months, ``2002-H1``), ``season``, ``year``,
    ``decade``, ``century``, ``millennium``; a value with unknown digits keeps the
    granularity it states (``XXXX-10-20`` is a day of some year). A weekend is not a week
    nor a half a quarter: each covers a different number of days, and the timeline shows
    it as such. DURATION values are ``duration``, SET ``set``, ``PRESENT_REF`` and the
    like ``ref``; anything else is ``other``.

    >>> [granularity(v) for v in ("2002-10-20T10:00", "2002-W42-WE", "2002-H1", "2002-SU", "199", "19")]
    ['time', 'weekend', 'half', 'season', 'decade', 'century']
    >>> granularity("P23Y", "DURATION"), granularity("PAST_REF"), granularity("XXXX-10")
    ('duration', 'ref', 'month')
    """
    if timex_type == "DURATION":
        return "duration"
    if timex_type == "SET":
        return "set"
    value = (value or "").strip().upper()
    if value.endswith("_REF"):
        return "ref"
    if _TIME.match(value):
        return "time"
    span = parse_span(value)
    if span is not None:
        return span.granularity
    return next((name for pattern, name in _UNPLACED if pattern.match(value)), "other")


# A clock time or part of day after a date: "2002-10-20T10:00", "2002-10-20TMO", "XXXX-WXX-1TNI".
_TIME = re.compile(r"^[\dX]{4}-[\dX]{2}-[\dX]{2}T|.*T(\d|[A-Z]{2}$)")
# Values parse_span cannot place, by the granularity they state: unknown digits or a year BC.
_UNPLACED = tuple(
    (re.compile(p), name)
    for p, name in (
        (r"^[\dX]{4}-[\dX]{2}-[\dX]{2}$", "day"),
        (r"^[\dX]{4}-W[\dX]{2}-[1-7]$", "day"),
        (r"^[\dX]{4}-W[\dX]{2}-WE$", "weekend"),
        (r"^[\dX]{4}-W[\dX]{2}$", "week"),
        (r"^[\dX]{4}-[\dX]{2}$", "month"),
        (r"^[\dX]{4}-Q[\dX]$", "quarter"),
        (r"^[\dX]{4}-H[\dX]$", "half"),
        (r"^[\dX]{4}-(SP|SU|FA|WI)$", "season"),
        (r"^(BC)?[\dX]{4}$", "year"),
        (r"^BC[\dX]{2}$", "century"),
    )
)


_DAY_TIME = re.compile(r"^(\d{4}-\d{2}-\d{2})T")


def day_of(value: str) -> str:
    """The day a time of day falls on, as its own value; any other value as it is.

    >>> day_of("2023-09-08T23:11"), day_of("2023-09-08TNI"), day_of("2023-09")
    ('2023-09-08', '2023-09-08', '2023-09')
    """
    match = _DAY_TIME.match(value)
    return match.group(1) if match else value


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
    # compared as day numbers: widening 0001-01-01 by a week must not leave the calendar
    (a0, a1), (b0, b1) = ((d.toordinal() for d in i) for i in (ia, ib))
    return a0 - slack_days <= b1 and b0 - slack_days <= a1


def more_specific(a: str | None, b: str | None) -> str | None:
    """The finer of two values ("2002-10-15" over "2002-W42"); a calendar value over none."""
    sa, sb = parse_span(a), parse_span(b)
    if sa is None or sb is None:
        return a if sa is not None else (b if sb is not None else a or b)
    return a if sa.days <= sb.days else b


def sort_key(value: str) -> tuple[date, int, str]:
    """Chronological key of a value: first day covered, coarser first, then the text."""
    return span_sort_key(parse_span(value)) + (value,)
