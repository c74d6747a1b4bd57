"""Anaphoric time expressions: "the next day", "that year", "two years later", "the year before".

These point at the time the narrative is talking about, not at the publication
date: "On May 22, 1995 he was promoted, and the following year ..." is 1996.
The caller (:mod:`kg.time.normalise.narrative`) keeps that reference time; these
rules only do the arithmetic. Deictic expressions ("yesterday", "last week",
"two years ago") are not handled here: they stay on the publication date.
"""

from __future__ import annotations

import datetime as dt
import re

from kg.time.calendar import at_granularity, days_from, shift, weekday_near
from kg.time.normalise import quantities
from kg.time.words import ORDINALS, PARTS_OF_DAY, WEEKDAYS, unit_of

Result = tuple[str, str, str]
# reference unit -> the finest reference point it can be read from
NEEDS = {
    "day": "day",
    "night": "day",
    "week": "day",
    "weekend": "day",
    "month": "month",
    "quarter": "month",
    "season": "month",
    "year": "year",
    "decade": "year",
}
BACK, FORWARD = {"previous", "preceding", "prior", "before", "earlier"}, {"following", "next", "after", "later"}
HEDGES = {"early", "late", "earlier", "later", "in", "on", "of", "at", "during", "the", "by", "mid"}
SAME = {"that", "same", "very", "full", "entire", "whole"}
# "the next week" after a past-tense clause continues the story; in a future one it is deictic
ALWAYS_ANAPHORIC = {"day", "night"}
STREAK = {"straight", "consecutive", "successive", "running"}


class Reference:
    """The last calendar point the text mentioned, per precision (day, month, year)."""

    def __init__(self, anchor: dt.date | None) -> None:
        self.points: dict[str, dt.date] = {}
        # The last value named when it names no day ("last October"): the day before it is stale.
        self.coarse: str | None = None
        if anchor is not None:
            self.points = {"day": anchor, "month": anchor, "year": anchor}

    def at(self, precision: str) -> dt.date | None:
        return self.points.get(precision)

    def update(self, value: str) -> None:
        """Record a resolved DATE/TIME value ("2002-10-20", "2002-10", "1995", "2002-W42")."""
        point, precision = point_of(value)
        if point is None:
            return
        self.coarse = None if precision == "day" else value
        for level in ("year", "month", "day")[: ("year", "month", "day").index(precision) + 1]:
            self.points[level] = point


def point_of(value: str) -> tuple[dt.date | None, str]:
    """The first day a TIMEX3 value covers and the finest field it states."""
    try:
        if len(value) >= 10 and value[4] == "-" and value[7] == "-" and value[:10].replace("-", "").isdigit():
            return dt.date.fromisoformat(value[:10]), "day"
        if len(value) >= 8 and value[4:6] == "-W" and value[6:8].isdigit():
            return dt.date.fromisocalendar(int(value[:4]), int(value[6:8]), 1), "day"
        if len(value) == 7 and value[4] == "-" and value[5:].isdigit():
            return dt.date(int(value[:4]), int(value[5:]), 1), "month"
        if len(value) == 7 and value[4:6] == "-Q" and value[6].isdigit():
            return dt.date(int(value[:4]), 3 * int(value[6]) - 2, 1), "month"
        if len(value) == 4 and value.isdigit():
            return dt.date(int(value), 1, 1), "year"
    except ValueError:
        pass
    return None, ""


def anaphoric(words: list[str], ref: Reference, tense: str) -> Result | None:
    """The value of ``words`` read against the narrative's reference time, or None if not anaphoric."""
    return (
        _same(words, ref)
        or _within(words, ref)
        or _neighbour(words, ref, tense)
        or _weekday(words, ref)
        or _offset(words, ref, tense)
        or _nth(words, ref)
    )


def _same(words: list[str], ref: Reference) -> Result | None:
    """ "that day", "the same day", "earlier that day", "that morning", "that year", "that time"."""
    core = [w for w in words if w not in HEDGES]
    if len(core) < 2 or core[0] not in SAME or any(w not in SAME for w in core[:-1]):
        return None
    last = core[-1]
    if ref.coarse is not None and (last in PARTS_OF_DAY or unit_of(last) in ("day", "night")):
        # "most recently last October when he was shot. His name was crossed out that same day":
        # a day within the time named last, which names no day; not the last day named before it
        return "DATE", ref.coarse, "year" if len(ref.coarse) == 4 else "quarter" if "Q" in ref.coarse else "month"
    if last == "time":
        point = ref.at("day")
        return ("DATE", point.isoformat(), "day") if point else None
    if last in PARTS_OF_DAY and last != "night":
        point = ref.at("day")
        return ("TIME", f"{point.isoformat()}T{PARTS_OF_DAY[last]}", "time") if point else None
    return _at(ref, unit_of(last), 0)


def _within(words: list[str], ref: Reference) -> Result | None:
    """ "later in the day", "earlier in the year", "in the morning", "mid afternoon": inside the reference."""
    core = [w for w in words if w not in HEDGES]
    if len(core) != 1 or len(words) < 2:
        return None
    if core[0] in PARTS_OF_DAY and core[0] != "overnight":
        point = ref.at("day")
        return ("TIME", f"{point.isoformat()}T{PARTS_OF_DAY[core[0]]}", "time") if point else None
    if "in" in words and words[-2:-1] == ["the"] and unit_of(core[0]) in NEEDS:
        return _at(ref, unit_of(core[0]), 0)
    return None


def _weekday(words: list[str], ref: Reference) -> Result | None:
    """ "the previous Friday", "the following Monday": the weekday next to the reference day."""
    core = [w for w in words if w not in HEDGES]
    if len(core) != 2 or core[1] not in WEEKDAYS or core[0] not in BACK | FORWARD - {"next"}:
        return None
    point = ref.at("day")
    if point is None:
        return None
    step = -1 if core[0] in BACK else 1
    start = days_from(point, step)
    day = weekday_near(start, WEEKDAYS[core[1]], step) if start else None
    return ("DATE", day.isoformat(), "day") if day else None


def _neighbour(words: list[str], ref: Reference, tense: str) -> Result | None:
    """ "the following year", "the next day", "the previous month", "the day before", "the year previous"."""
    core = [w for w in words if w not in HEDGES]
    if len(core) != 2:
        return None
    first, second = core
    step_word, unit_word = (first, second) if unit_of(second) or second in PARTS_OF_DAY else (second, first)
    if step_word not in BACK | FORWARD:
        return None
    unit = "day" if unit_word in PARTS_OF_DAY else unit_of(unit_word)
    if step_word == "next" and unit not in ALWAYS_ANAPHORIC and tense != "past":
        return None
    if step_word in ("earlier", "later") and unit_word == first:
        return None  # "earlier years" is not an offset
    step = -1 if step_word in BACK else 1
    found = _at(ref, unit, step)
    if found and unit_word in PARTS_OF_DAY:
        return "TIME", f"{found[1]}T{PARTS_OF_DAY[unit_word]}", "time"
    return found


def _offset(words: list[str], ref: Reference, tense: str = "") -> Result | None:
    """ "two years later", "three days earlier": counted from the reference time, not from now."""
    if len(words) < 2 or words[-1] not in ("later", "earlier"):
        return None
    found = quantities.quantity(words[:-1])
    if found and found[0] is not None and found[1] in ("hour", "minute", "second"):
        return "DURATION", quantities.duration_value(found[0], found[1]), "duration"  # "an hour later"
    if found and found[0] is None and words[-1] == "later" and tense != "future":
        # "troops arrived hours later", "a few days later, it announced": uncounted, and still in
        # the story's past, not the future; TimeML values the stretch
        return "DURATION", quantities.duration_value(None, found[1]), "duration"
    if found is None or found[0] is None or found[0] != int(found[0]):
        return None
    amount, unit = int(found[0]), found[1]
    if unit == "decade":
        amount, unit = amount * 10, "year"
    return _at(ref, unit, amount if words[-1] == "later" else -amount)


def _nth(words: list[str], ref: Reference) -> Result | None:
    """ "the eighth day of Desert Shield", "a third straight day", "its 12th consecutive month":
    the count places the story's own day (week, month) in a run; it is the time the text is at."""
    core = [w for w in words if w not in HEDGES and w not in ("a", "its", "their", "his", "her")]
    streak = len(core) == 3 and core[1] in STREAK
    if len(core) != 2 + streak:
        return None
    if not (core[0] in ORDINALS and ORDINALS[core[0]] > 0 or re.fullmatch(r"\d+(st|nd|rd|th)", core[0])):
        return None
    unit = unit_of(core[-1])
    if unit not in ("day", "week", "month") and not (unit == "year" and streak):
        return None  # "the first year" of what? Only a streak ("a third straight year") says
    return _at(ref, unit, 0)


def _at(ref: Reference, unit: str | None, step: int) -> Result | None:
    if unit not in NEEDS:
        return None
    point = ref.at(NEEDS[unit])
    if point is None:
        return None
    moved = shift(point, unit, step)
    if moved is None:
        return None
    value, granularity = at_granularity(moved, unit)
    return "DATE", value, granularity
