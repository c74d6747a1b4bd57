"""Rules for deictic expressions: "yesterday", "last week", "this morning", "the third quarter"."""

from __future__ import annotations

import datetime as dt

from kg.time.calendar import SEASON_ORDER, at_granularity, days_from, season_of, shift, year_ok
from kg.time.values import granularity
from kg.time.words import MONTHS, ORDINALS, PARTS_OF_DAY, SEASONS, unit_of

Result = tuple[str, str, str]
SUNDAY = 6  # dt.date.weekday()
DAY_WORDS = {"today": 0, "tonight": 0, "yesterday": -1, "tomorrow": 1}
STEP = {
    "last": -1,
    "past": -1,
    "previous": -1,
    "this": 0,
    "current": 0,
    "next": 1,
    "coming": 1,
    "following": 1,
    "latest": -1,
    "same": 0,
    "recent": -1,
}


def day_word(words: list[str], anchor: dt.date | None) -> Result | None:
    """ "today", "yesterday afternoon", "tonight", "this morning"."""
    base = [w for w in words if w in DAY_WORDS]
    parts = [PARTS_OF_DAY[w] for w in words if w in PARTS_OF_DAY]
    last_night = words[-2:] == ["last", "night"]
    if not base and not (parts and "this" in words) and not last_night:
        return None
    offset = DAY_WORDS[base[0]] if base else -1 if last_night else 0
    moved = days_from(anchor, offset) if anchor is not None else None
    if moved is None:
        return None
    day = moved.isoformat()
    if parts and (words[-1] in PARTS_OF_DAY or base):  # "yesterday afternoon", "mid-afternoon yesterday"
        return "TIME", f"{day}T{parts[0]}", "time"
    return "DATE", day, "day"


def unit_relative(words: list[str], anchor: dt.date | None, tense: str) -> Result | None:
    """ "last week" 2002-W42, "this month", "next year", "earlier this year", "the weekend"."""
    if words[-2:] == ["year", "end"] and anchor is not None and len(words) <= 3:
        return "DATE", f"{anchor.year:04d}", "year"  # "by year end", "year's end"
    steps = [STEP[w] for w in words if w in STEP]
    units = [unit for w in words if (unit := unit_of(w))]
    if not units or len(words) > 4:
        return None
    unit = units[-1]
    if unit in ("hour", "minute", "second", "day", "night") or words[-1] != _word_for(words, unit):
        return None
    if any(w in ORDINALS and w not in ("last", "final") for w in words) and unit in ("quarter", "half"):
        return None
    extra = [
        w
        for w in words
        if w not in STEP
        and unit_of(w) is None
        and w
        not in (
            "the",
            "early",
            "late",
            "earlier",
            "later",
            "mid",
            "end",
            "of",
            "beginning",
            "start",
            "fiscal",
            "calendar",
            "a",
            "middle",
            "rest",
            "remainder",
        )
    ]
    if extra:
        return None
    if not steps:
        if words[0] not in ("the", "fiscal", "a") or words[-1].endswith("s") and unit != "weekend":
            return None
        steps = [_default_step(unit, tense)]
    if anchor is None:
        return None
    if unit == "weekend" and steps[0] == 0 and anchor.weekday() < 4 and tense != "future":
        steps = [-1]
    if unit == "week" and steps[0] == -1 and {"last", "past"} & set(words) and anchor.weekday() == SUNDAY:
        # An ISO week ends on Sunday: a Sunday paper's "last week" is the week ending that day
        # (Tuesday's vote, Friday's remarks), not the one before it.
        steps = [0]
    day = shift(anchor, unit, steps[0])
    if day is None:
        return None
    value, granularity = at_granularity(day, unit)
    return "DATE", value, granularity


def _word_for(words: list[str], unit: str) -> str:
    return next((w for w in reversed(words) if unit_of(w) == unit), "")


def _default_step(unit: str, tense: str) -> int:
    """ "the quarter" in past-tense reporting is the last complete one; "the year" is this one."""
    if unit == "quarter":
        return 0 if tense == "future" else -1
    if unit in ("weekend",):
        return 1 if tense == "future" else -1
    return 0


def quarter(words: list[str], anchor: dt.date | None, tense: str, year: int | None) -> Result | None:
    """ "the third quarter" 2002-Q3, "first half" 2002-H1, "fourth-quarter"."""
    if "quarter" not in words and "half" not in words:
        return None
    unit = "quarter" if "quarter" in words else "half"
    ordinal = next((ORDINALS[w] for w in words if w in ORDINALS and w not in ("last", "final")), None)
    ending = [MONTHS[w] for w in words if w in MONTHS and MONTHS[w] % 3 == 0]
    if ordinal is None and unit == "quarter" and ending:
        ordinal = ending[0] // 3  # "the September quarter" ends in September: July to September
    if ordinal is None and ("final" in words or "last" in words and year is not None):
        ordinal = 4 if unit == "quarter" else 2
    if ordinal is None or ordinal > (4 if unit == "quarter" else 2):
        return None
    letter = "Q" if unit == "quarter" else "H"
    if year is None:
        if anchor is None:
            return "DATE", f"XXXX-{letter}{ordinal}", granularity(f"XXXX-{letter}{ordinal}")
        year = anchor.year
        current = (anchor.month - 1) // (3 if unit == "quarter" else 6) + 1
        if ordinal > current and tense == "past":
            year -= 1
        elif "next" in words:
            year += 1
    value = f"{year:04d}-{letter}{ordinal}"
    return ("DATE", value, granularity(value)) if year_ok(year) else None


def season(words: list[str], anchor: dt.date | None, tense: str, year: int | None) -> Result | None:
    """ "summer" 2002-SU, "last fall", "next spring", "the winter of 1999"."""
    names = [SEASONS[w] for w in words if w in SEASONS]
    if not names:
        return None
    name = names[0]
    if year is not None:
        return "DATE", f"{year:04d}-{name}", "season"
    if anchor is None:
        return "DATE", f"XXXX-{name}", "season"
    current = season_of(anchor)
    year = anchor.year
    order = SEASON_ORDER.index
    if "last" in words or "past" in words:
        if order(name) >= order(current):
            year -= 1
    elif "next" in words or "coming" in words:
        if order(name) <= order(current):
            year += 1
    elif tense == "past" and order(name) > order(current):
        year -= 1
    return ("DATE", f"{year:04d}-{name}", "season") if year_ok(year) else None
