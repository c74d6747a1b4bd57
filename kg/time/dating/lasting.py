"""An event that lasts longer than the time it is placed in happened within no such time.

"The boy clung to an inner tube for two days and was plucked from the Atlantic on Thanksgiving
Day": the clinging lasted two days, so it was on no one day, Thanksgiving or another; the day its
sentence names is at most one end of it. A verb that governs a stretch in a "for" or "over"
phrase ("for two days", "for weeks", "over the past three months") and was placed exactly
within a shorter time (a day for "two days", a week for "for weeks") keeps only the bound its
tense gives against the publication date (source ``tense``): better that than a false day. A
stretch no longer than the time ("for an hour on Friday", "for three weeks in October") leaves
the time as it is. A pure function over an :class:`~kg.model.Extraction` and the times
placement gave its events.
"""

from __future__ import annotations

import re

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.usable import TENSE_BOUNDS
from kg.time.values import value_interval

# A stretch's value: a number (or "X", "for weeks": at least two) of years, months, weeks, days,
# or of hours after "T" ("PT48H").
_STRETCH = re.compile(r"^P(T?)(\d+(?:\.\d+)?|X)([YMWDH])$")
# The fewest days a unit covers (a month of February); an hour as a part of a day.
_UNIT_DAYS = {"Y": 365.0, "M": 28.0, "W": 7.0, "D": 1.0}
_CLOCK_DAYS = {"H": 1 / 24, "M": 1 / 1440}
# Right before the stretch: the "for" or "over" that makes it how long the verb went on ("for two
# days", "for nearly a week", "over the past three months"); not "in two days" or "within a week",
# which say when, nor "two days after", which separates two events.
_LASTING = re.compile(
    r"\b(for|over|throughout)\s+((the|a|an|nearly|almost|about|some|more\s+than|at\s+least|past|last)\s+)*$",
    re.I,
)


def lasting_days(ex: Extraction, ev: EventMention) -> float | None:
    """The fewest days verb event ``ev`` lasted by the stretch it governs in a "for" or "over" phrase,
    or None when it governs none."""
    if ev.nominal or ev.timex is None:
        return None
    span = ex.timex_spans[ev.timex]
    found = next((t for t in ex.timexes if (t.start, t.end) == (span.start, span.end)), None)
    if found is None or found.type != "DURATION":
        return None
    match = _STRETCH.match(found.value)
    text = ex.article.text
    if match is None or not _LASTING.search(text[max(0, span.start - 40) : span.start]):
        return None
    clock, count, unit = match.groups()
    days = (_CLOCK_DAYS if clock else _UNIT_DAYS).get(unit)
    if days is None:
        return None  # "P5H" is no value
    return (2.0 if count == "X" else float(count)) * days


def outlasts(ex: Extraction, ev: EventMention, value: str) -> bool:
    """Whether ``ev`` lasted longer (:func:`lasting_days`) than the calendar time ``value`` covers."""
    days = lasting_days(ex, ev)
    interval = value_interval(value[:10] if "T" in value else value)
    if days is None or interval is None:
        return False
    covered: float = (interval[1] - interval[0]).days + 1
    if "T" in value:
        covered = 1 / 24  # a clock time: an hour or so, not its whole day
    return days > covered


def lasting_bounds(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with each event that outlasts its exact time (:func:`outlasts`) given the bound of
    its tense against the publication date instead (or no time when there is none)."""
    out = list(placed)
    dct = ex.dct.value
    for i, ev in enumerate(ex.events):
        time = placed[i]
        if time is None or not time.exact or not outlasts(ex, ev, time.value):
            continue
        bound = "after" if ev.factuality == "future" else TENSE_BOUNDS.get(ev.tense, "")
        out[i] = EventTime(dct, bound, "tense") if dct and bound else None
    return out
