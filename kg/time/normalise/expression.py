"""Normalise a time expression to a TIMEX3 (type, value, granularity).

>>> import datetime as dt
>>> normalise("Sunday", dt.date(2002, 10, 21), "past")
('DATE', '2002-10-20', 'day')
>>> normalise("48 hours", None)
('DURATION', 'PT48H', 'duration')
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Callable

from kg.time import calendar
from kg.time.digit_words import TIME_ZONES
from kg.time.normalise import absolute, holidays, quantities, relative
from kg.time.values import granularity
from kg.time.words import (
    BOUNDED,
    CLOCK,
    GENERIC,
    MONTHS,
    PARTS_OF_DAY,
    RATE,
    WEEKDAYS,
    spelled_ordinal,
    spelled_year,
)

Result = tuple[str, str, str]
TOKEN = re.compile(r"\d+:\d\d|\d+/\d+|'\d\ds?|\d+(?:st|nd|rd|th|s)?|[a-z]+(?:\.[a-z]+)*\.?")
LEADING = set(
    """
on in at since by until till during from for of about around roughly approximately nearly almost
only just some over under within barely before after through throughout as early late mid earlier
later sometime end beginning start middle least more less than up to the all a an
""".split()
)
# words whose leading position carries meaning and must survive the trim
KEEP_AFTER = {"the": {"past", "future", "present", "moment"}}


def tokens(text: str) -> list[str]:
    """Lower-cased words, abbreviation dots and possessives dropped, hyphens split."""
    text = text.lower().replace("\u2019", "'").replace("’", "'")
    text = re.sub(r"\b(\d{3}0)'s\b", r"\1s", text)  # "the 1980's" is the 1980s
    text = re.sub(r"'s\b", "", text).replace("-", " ")
    words = [w.replace(".", "") if not re.match(r"^\d", w) else w for w in TOKEN.findall(text)]
    for i in range(len(words) - 1):
        if words[i : i + 2] == ["or", "so"]:  # "the next year or so", "a week or so ago": a hedge
            words = words[:i] + words[i + 2 :]
            break
    for i in range(len(words) - 1):
        if words[i] == "financial" and words[i + 1] in ("year", "quarter", "half"):
            words[i] = "fiscal"  # "the last financial quarter": British and Wikinews for "fiscal"
    if len(words) > 3 and words[:3] == ["the", "month", "of"] and words[3] in MONTHS:
        words = words[3:]  # "the month of July" is July
    return _spelled_years(_compound_ordinals([w for w in words if w]))


def _compound_ordinals(words: list[str]) -> list[str]:
    """ "twenty-first" (split at its hyphen) as "21st": one ordinal, not a count and an ordinal."""
    out: list[str] = []
    for w in words:
        joined = spelled_ordinal(f"{out[-1]}-{w}") if out and out[-1] in ("twenty", "thirty") else 0
        if joined:
            out[-1] = f"{joined}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(joined % 10, 'th') }"
        else:
            out.append(w)
    return out


def _spelled_years(words: list[str]) -> list[str]:
    """Replace a spelled-out year ("nineteen ninety six") by its digits."""
    for i, w in enumerate(words):
        if w in ("eighteen", "nineteen", "twenty", "two"):
            for j in range(min(len(words), i + 5), i + 1, -1):
                year = spelled_year(words[i:j])
                if year:
                    return words[:i] + [str(year)] + _spelled_years(words[j:])
    return words


def trim(words: list[str]) -> list[str]:
    """Drop leading prepositions and hedges that do not change the value."""
    out = list(words)
    while len(out) > 1 and out[0] in LEADING:
        if out[0] == "the" and (out[1] in KEEP_AFTER["the"] or len(out) == 2):
            break
        if out[0] in ("a", "an") and len(out) == 2:
            break
        out = out[1:]
    return out


@functools.lru_cache(maxsize=4096)
def normalise(text: str, anchor: dt.date | None, tense: str = "") -> Result | None:
    """(TIMEX3 type, value, granularity) for ``text`` read at ``anchor`` in a clause of ``tense``.

    None when no rule reads it, or when its value would fall outside years 0001-9999
    ("tomorrow" written on 9999-12-31); years BC are written the TimeML way, "BC0044".
    """
    if isinstance(anchor, dt.datetime):
        anchor = anchor.date()
    result = calendar.on_calendar_value(_normalise(text, anchor, tense))
    if result is None:
        return None
    # The granularity is named once, from the value, by kg.time.values: a rule's own word for it
    # only steers the rules themselves.
    return result[0], result[1], granularity(result[1], result[0])


def _normalise(text: str, anchor: dt.date | None, tense: str) -> Result | None:
    words = tokens(text)
    if not words or len(words) > 12 or words == ["may"] and text.strip() != "May":
        return None  # lower-case "may" is the verb; detection only passes the capitalised month
    if tense in (RATE, BOUNDED):
        return _read(words, tense) or normalise(text, anchor, "")
    if tense == CLOCK:
        return _time_of_day([*words, CLOCK], anchor, "")
    if tense == GENERIC:
        return "DATE", "FUTURE_REF", "ref"
    rules: tuple[Callable[..., Result | None], ...] = (
        _era,
        _abbreviated,
        _fixed,
        _time_of_day,
        _holiday,
        _week_of,
        _dated,
        _relative,
    )
    if any(absolute.military(w, n) for w, n in zip(words, words[1:])):
        # "0400 hours" is a time of day, not four hundred hours: with no day to put it on
        # (an undated story) it has no value, rather than another rule's duration or year
        return _time_of_day(words, anchor, tense)
    for rule in rules:
        result = rule(words, anchor, tense)
        if result:
            return result
    from kg.time.normalise.fallback import parse_with_dateparser

    return parse_with_dateparser(text, anchor, tense)


ERA = re.compile(r"^(?:(?:the )?year )?(?:(\d{1,4}) (bc|bce|ad|ce)|(ad) (\d{1,4}))$")


def _era(words, anchor, tense) -> Result | None:
    """ "3000 BC" BC3000, "44 B.C." BC0044 (TIMEX3 writes years before Christ with a "BC" prefix);
    "AD 79" 0079. Years past 9999 BC are left unread, as are years past 9999 AD."""
    m = ERA.match(" ".join(trim(words)))
    if not m:
        return None
    year = int(m.group(1) or m.group(4))
    if not calendar.year_ok(year):
        return None  # "0 BC": there is no year 0
    era = m.group(2) or m.group(3)
    return "DATE", f"BC{year:04d}" if era in ("bc", "bce") else f"{year:04d}", "year"


ABBREVIATED = re.compile(r"^(q|h)([1-4])(?: ((?:19|20)\d\d))?$|^fy ?(\d\d|(?:19|20)\d\d)$")


def _abbreviated(words, anchor, tense) -> Result | None:
    """Business shorthand: "Q3 2008" 2008-Q3, "H1 2009" 2009-H1, "FY2008" and "FY08" the (fiscal) year."""
    m = ABBREVIATED.match(" ".join(trim(words)).replace("q ", "q").replace("h ", "h").replace("fy ", "fy"))
    if not m:
        return None
    if m.group(4):
        year = int(m.group(4))
        return "DATE", str(year + (2000 if year < 50 else 1900) if year < 100 else year), "year"
    if m.group(1) == "h" and m.group(2) not in ("1", "2"):
        return None
    ordinal = ["first", "second", "third", "fourth"][int(m.group(2)) - 1]
    unit = "quarter" if m.group(1) == "q" else "half"
    return relative.quarter([ordinal, unit], anchor, tense, int(m.group(3)) if m.group(3) else None)


def _read(words: list[str], reading: str) -> Result | None:
    """ "$1 billion a year" SET P1Y; "the year ended March 31" DURATION P1Y."""
    if reading == RATE:
        return quantities.set_expression(["per"] + words[1:])
    if words[-1] == "year":
        return "DURATION", "P1Y", "duration"
    return None


def _fixed(words, anchor, tense) -> Result | None:
    """References, sets, durations and offsets: no calendar lookup needed."""
    core = trim(words)
    if core[:2] in (["year", "earlier"], ["year", "ago"]) and len(core) > 3:
        core = core[2:]  # "the year-earlier nine months" is still nine months
    if core == ["annual"]:
        return "DURATION", "P1Y", "duration"  # "an annual loss": TimeML reads the year it spans
    if core[:3] == ["first", "two", "quarters"] or core[:4] == ["last", "two", "quarters", "of"]:
        # "the first two quarters of 1990" is the year's first half, a date like "the first half";
        # "the last two quarters" alone is the six months just past, a duration
        half = ["first" if core[0] == "first" else "second", "half"] + core[3:]
        return _relative(half, anchor, tense)
    return (
        quantities.reference(words)
        or quantities.reference(core)
        or quantities.set_expression(core)
        or quantities.offset(core, anchor)
        or quantities.duration(words)
        or quantities.duration(core)
        or _leading_period(core)
    )


def _leading_period(core: list[str]) -> Result | None:
    """ "the first nine months of 1997": TimeML values the stretch, a duration."""
    if "of" not in core or core[0] not in ("first", "last", "past"):
        return None
    head = core[: core.index("of")]
    return quantities.duration(head) if len(head) > 2 else None


def _time_of_day(words, anchor, tense) -> Result | None:
    """ "2 p.m. Sunday" 2002-10-20T14:00; "10:35 a.m." on the anchor day."""
    hm = absolute.clock(words)
    if hm is None:
        return None
    rest = [w for w in words if w in WEEKDAYS or w in MONTHS or w in relative.DAY_WORDS]
    day = _day_of(rest, words, anchor, tense)
    zone = "Z" if {"utc", "gmt", "z"} & set(words) else ""
    if day is None and anchor is None:
        return None
    return "TIME", f"{day or anchor.isoformat()}T{hm[0]:02d}:{hm[1]:02d}{zone}", "time"


def _day_of(rest, words, anchor, tense) -> str | None:
    if not rest:
        return None
    if any(w in relative.DAY_WORDS for w in rest):
        found = relative.day_word([w for w in rest if w in relative.DAY_WORDS], anchor)
        return found[1] if found else None
    if any(w in MONTHS for w in words):
        found = absolute.calendar_date(_without_clock(words), anchor, tense)
        if found and found[2] == "day":
            return found[1]
    weekday = absolute.weekday_date(words, anchor, tense)
    return weekday.isoformat() if weekday else None


def _holiday(words, anchor, tense) -> Result | None:
    """ "Thanksgiving Day", "last Christmas", "Easter week": before weekdays, for "Good Friday"."""
    year = next((absolute.year_of(w, anchor) for w in words if absolute.year_of(w, anchor)), None)
    return holidays.holiday(trim(words), anchor, tense, year)


CLOCK_WORDS = (
    set(
        """
am pm a p noon midnight oclock est edt gmt utc et pst pdt local time hours hrs h
""".split()
    )
    | TIME_ZONES
)


def _without_clock(words: list[str]) -> list[str]:
    """The date words of "5 pm est nov 9": the hour ("5" before "pm") is not the day."""
    out = []
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if (
            w in CLOCK_WORDS
            or re.match(r"^\d+:\d\d$", w)
            or w.isdigit()
            and nxt in ("am", "pm", "a", "p", "oclock")
            or absolute.military(w, nxt)
        ):
            continue
        out.append(w)
    return out


_WEEK_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1, "final": -1}


def _week_of(words, anchor, tense) -> Result | None:
    """ "the week of March 6" is the week holding that day; "the last week of March" and
    "the first (second, ...) week of March" are the month's last and first (second, ...) weeks.
    With no year known there is no week to name: the month is what the text fixes (``XXXX-12``)."""
    core = trim(words)
    if "week" not in core or "of" not in core or core.index("of") != core.index("week") + 1:
        return None
    position, rest = core[: core.index("week")], core[core.index("of") + 1 :]
    found = absolute.calendar_date(trim(rest), anchor, tense) if rest else None
    if found is None or found[2] not in ("day", "month"):
        return None
    nth = _WEEK_ORDINALS.get(position[-1]) if position else None
    if found[1].startswith("X"):
        known = found[2] == "day" and position in ([], ["the"]) or found[2] == "month" and nth is not None
        return ("DATE", found[1][:7], "month") if known else None
    first = dt.date.fromisoformat(found[1] + ("-01" if found[2] == "month" else ""))
    day: dt.date | None = first
    if found[2] == "month":  # a week belongs to the month holding its Thursday, as ISO weeks do to years
        if nth == -1:
            end = calendar.add_months(first, 1)
            day = calendar.days_from(end, -1) if end else None
            day = calendar.days_from(day, -7 if day.weekday() < 3 else 0) if day else None
        elif nth is not None:
            day = calendar.days_from(first, (7 if first.weekday() > 3 else 0) + 7 * (nth - 1))
            thursday = calendar.days_from(day, 3 - day.weekday()) if day else None
            if thursday is None or thursday.month != first.month:
                return None  # "the fifth week of February": its Thursday is in March
        else:
            return None
    elif position not in ([], ["the"]):
        return None
    return ("DATE", calendar.iso_week(day), "week") if day else None


def _dated(words, anchor, tense) -> Result | None:
    """Calendar dates, decades, weekdays (with an optional part of day)."""
    core = trim(words)
    found = (
        absolute.decade(core, anchor)
        or absolute.calendar_date(core, anchor, tense)
        or absolute.day_of_month(core, anchor, tense)
    )
    if found:
        return found
    if any(w in WEEKDAYS for w in core):
        extra = [
            w
            for w in core
            if w not in WEEKDAYS
            and w not in PARTS_OF_DAY
            and w
            not in (
                "last",
                "next",
                "this",
                "coming",
                "past",
                "the",
                "early",
                "late",
                "on",
                "day",
                "hours",
                "of",
                "during",
            )
        ]
        if extra:
            return None
        day = absolute.weekday_date(core, anchor, tense)
        name = next(w for w in core if w in WEEKDAYS)
        value = day.isoformat() if day else f"XXXX-WXX-{WEEKDAYS[name] + 1}"
        part = next((PARTS_OF_DAY[w] for w in core if w in PARTS_OF_DAY), None)
        return ("TIME", f"{value}T{part}", "time") if part else ("DATE", value, "day")
    return None


def _relative(words, anchor, tense) -> Result | None:
    core = trim(words)
    year = next((absolute.year_of(w, anchor) for w in core if absolute.year_of(w, anchor)), None)
    if "year" in core and year is None and anchor is not None:
        if "last" in core or "earlier" in core or "ago" in core:
            year = anchor.year - 1
        elif "next" in core:
            year = anchor.year + 1
    return (
        relative.day_word(core, anchor)
        or relative.quarter(core, anchor, tense, year)
        or relative.season(core, anchor, tense, year)
        or relative.unit_relative(core, anchor, tense)
    )
