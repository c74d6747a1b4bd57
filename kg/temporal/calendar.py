"""Calendar arithmetic and TIMEX3 value formatting."""

from __future__ import annotations

import datetime as dt

SEASON_ORDER = ("WI", "SP", "SU", "FA")


def add_months(day: dt.date, months: int) -> dt.date:
    """``day`` moved by whole months, clamped to the month's last day."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    month += 1
    for d in (day.day, 30, 29, 28):
        try:
            return dt.date(year, month, d)
        except ValueError:
            continue
    raise ValueError(day)


def shift(day: dt.date, unit: str, amount: int) -> dt.date:
    """``day`` moved ``amount`` units (day, week, weekend, month, quarter, year, decade, century)."""
    if unit in ("day", "night"):
        return day + dt.timedelta(days=amount)
    if unit in ("week", "weekend", "fortnight"):
        return day + dt.timedelta(weeks=amount * (2 if unit == "fortnight" else 1))
    months = {"month": 1, "quarter": 3, "season": 3, "year": 12, "decade": 120,
              "century": 1200}.get(unit)
    if months is None:
        raise ValueError(unit)
    return add_months(day, months * amount)


def season_of(day: dt.date) -> str:
    return SEASON_ORDER[(day.month % 12) // 3]


def iso_week(day: dt.date) -> str:
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


def at_granularity(day: dt.date, unit: str) -> tuple[str, str]:
    """The TIMEX3 value of the ``unit`` that contains ``day``, with its granularity."""
    if unit in ("day", "night"):
        return day.isoformat(), "day"
    if unit in ("week", "fortnight"):
        return iso_week(day), "week"
    if unit == "weekend":
        return iso_week(day) + "-WE", "week"
    if unit == "month":
        return f"{day.year}-{day.month:02d}", "month"
    if unit == "quarter":
        return f"{day.year}-Q{(day.month - 1) // 3 + 1}", "quarter"
    if unit == "season":
        return f"{day.year}-{season_of(day)}", "season"
    if unit == "year":
        return str(day.year), "year"
    if unit == "decade":
        return str(day.year)[:3], "decade"
    if unit == "century":
        return str(day.year)[:2], "century"
    raise ValueError(unit)


def weekday_near(anchor: dt.date, weekday: int, direction: int) -> dt.date:
    """The ``weekday`` closest to ``anchor`` looking back (-1) or ahead (+1); the anchor itself counts."""
    delta = (weekday - anchor.weekday()) % 7
    if direction > 0:
        return anchor + dt.timedelta(days=delta)
    return anchor - dt.timedelta(days=(7 - delta) % 7)


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


def granularity_of(timex_type: str, value: str) -> str:
    """The granularity name of a TIMEX3 value."""
    import re

    if timex_type == "DURATION":
        return "duration"
    if timex_type == "SET":
        return "set"
    if value.endswith("_REF"):
        return "ref"
    patterns = (
        (r".*T\d", "time"), (r".*T[A-Z]{2}$", "time"), (r"[\dX]{4}-\d\d-\d\d$", "day"),
        (r"[\dX]{4}-XX-XX$", "day"), (r".*-W", "week"), (r"[\dX]{4}-Q", "quarter"),
        (r"[\dX]{4}-H", "quarter"), (r"[\dX]{4}-(SP|SU|FA|WI)$", "season"),
        (r"[\dX]{4}-[\dX]{2}$", "month"), (r"\d{3}X?$", "decade"), (r"\d\d$", "century"),
        (r"[\dX]{4}$", "year"),
    )
    for pattern, name in patterns:
        if re.match(pattern, value):
            return name
    return "day"
