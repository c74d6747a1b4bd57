"""Named days of the (mostly US and Christian) news calendar: "Thanksgiving Day", "last Christmas".

TimeML values a holiday as the day it falls on ("Election Day" 1998-11-03); the
year comes from an explicit year, from "last"/"next", or from the clause tense,
the way a weekday name does.
"""

from __future__ import annotations

import datetime as dt

from kg.time.calendar import at_granularity, on_calendar

Result = tuple[str, str, str]


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> dt.date:
    """The ``n``-th ``weekday`` (0 = Monday) of a month; ``n`` = -1 is the last one."""
    if n > 0:
        first = dt.date(year, month, 1)
        return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = dt.date(year + month // 12, month % 12 + 1, 1) - dt.timedelta(days=1)
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


def easter(year: int) -> dt.date:
    """Western Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l_ = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 19 * l_) // 433
    month, day = divmod(h + l_ - 7 * m + 90, 25)
    return dt.date(year, month, (h + l_ - 7 * m + 33 * month + 19) % 32)


# name (lower-case words, possessive dropped) -> the day in a given year
HOLIDAYS = {
    ("christmas",): lambda y: dt.date(y, 12, 25),
    ("christmas", "day"): lambda y: dt.date(y, 12, 25),
    ("christmas", "eve"): lambda y: dt.date(y, 12, 24),
    ("new", "year", "day"): lambda y: dt.date(y, 1, 1),
    ("new", "year", "eve"): lambda y: dt.date(y, 12, 31),
    ("independence", "day"): lambda y: dt.date(y, 7, 4),
    ("halloween",): lambda y: dt.date(y, 10, 31),
    ("valentine", "day"): lambda y: dt.date(y, 2, 14),
    ("veterans", "day"): lambda y: dt.date(y, 11, 11),
    ("thanksgiving",): lambda y: _nth_weekday(y, 11, 3, 4),
    ("thanksgiving", "day"): lambda y: _nth_weekday(y, 11, 3, 4),
    # the Tuesday after the first Monday of November
    ("election", "day"): lambda y: _nth_weekday(y, 11, 0, 1) + dt.timedelta(days=1),
    ("labor", "day"): lambda y: _nth_weekday(y, 9, 0, 1),
    ("memorial", "day"): lambda y: _nth_weekday(y, 5, 0, -1),
    ("easter",): easter,
    ("easter", "sunday"): easter,
    ("easter", "monday"): lambda y: easter(y) + dt.timedelta(days=1),
    ("good", "friday"): lambda y: easter(y) - dt.timedelta(days=2),
}
UNITS = {"week": "week", "weekend": "weekend"}
FRAME = {"last", "next", "this", "coming", "past", "on", "of", "the", "in", "at", "by", "until", "since"}


@on_calendar  # a holiday in the year before 0001 or after 9999 has no date
def holiday(words: list[str], anchor: dt.date | None, tense: str, year: int | None) -> Result | None:
    """ "Thanksgiving Day" 1999-11-25, "last Christmas", "Easter week" 2000-W16, "Christmas 1998"."""
    unit = UNITS.get(words[-1]) if words else None
    core = [w for w in (words[:-1] if unit else words) if w not in FRAME and not w.isdigit()]
    rule = HOLIDAYS.get(tuple(core))
    if rule is None:
        return None
    if year is None and anchor is not None:
        # a holiday week has begun by its Monday: "as Easter week began" on Easter Monday's eve
        start = (lambda y: rule(y) - dt.timedelta(days=rule(y).weekday())) if unit else rule
        year = _year(start, anchor, _lean(words, tense))
    if year is None:
        return None
    day = rule(year)
    if unit:
        value, granularity = at_granularity(day, unit)
        return "DATE", value, granularity
    return "DATE", day.isoformat(), "day"


def _lean(words: list[str], tense: str) -> int:
    if "last" in words or "past" in words:
        return -1
    if "next" in words or "coming" in words or tense == "future":
        return 1
    return -1 if tense == "past" else 0


def _year(rule, anchor: dt.date, lean: int) -> int:
    """The year whose holiday lies on the ``lean`` side of ``anchor`` (0: the nearest)."""
    on_day = on_calendar(rule)
    days = [d for d in (on_day(y) for y in (anchor.year - 1, anchor.year, anchor.year + 1)) if d is not None]
    if lean < 0:
        return max(d for d in days if d <= anchor).year
    if lean > 0:
        return min(d for d in days if d >= anchor).year
    return min(days, key=lambda d: abs((d - anchor).days)).year
