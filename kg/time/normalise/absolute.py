"""Rules for calendar expressions: "Oct. 20, 2002", "21 October", "1979", "the 1990s", "2 p.m."."""

from __future__ import annotations

import datetime as dt
import re

from kg.time.calendar import add_months, days_from, make_date, month_near, weekday_near, year_ok
from kg.time.digit_words import TIME_ZONES
from kg.time.words import CLOCK, MONTHS, PARTS_OF_DAY, SPELLED_DECADES, WEEKDAYS, spelled_ordinal

Result = tuple[str, str, str]
YEAR = re.compile(r"^(1[0-9]\d\d|20\d\d)$")
SHORT_YEAR = re.compile(r"^'(\d\d)$")
DAY = re.compile(r"^(\d{1,2})(st|nd|rd|th)?$")
DECADE = re.compile(r"^(?:(1\d|20)(\d)0|'?(\d)0)s$")
CENTURY_ORD = re.compile(r"^(\d{1,2})(st|nd|rd|th)$")
FORWARD_TENSES = ("future",)
FILLER = set(
    """
of the on in early late mid middle end beginning start fiscal calendar year this last next and
coming
""".split()
)


def direction(tense: str) -> int:
    return 1 if tense == "future" else -1 if tense in ("past", "") else 0


def year_of(word: str, anchor: dt.date | None) -> int | None:
    m = YEAR.match(word)
    if m:
        return int(word)
    m = SHORT_YEAR.match(word)
    if m:
        century = (anchor.year // 100 * 100) if anchor else 1900
        year = century + int(m.group(1))
        return year - 100 if anchor and year > anchor.year + 10 else year
    return None


def decade(words: list[str], anchor: dt.date | None) -> Result | None:
    """ "the 1990s" -> 199, "the '80s" -> 198, "the 20th century" -> 19 (TimeML drops the unknown digits);
    "the 1st century BC" -> BC00, the years BC written as TimeML writes them ("BC0044")."""
    for i, w in enumerate(words):
        if w in SPELLED_DECADES:
            w = f"'{SPELLED_DECADES[w]}0s"
        m = DECADE.match(w)
        if m:
            if m.group(1) and m.group(2) == "0" and m.group(1) != "20":
                return "DATE", m.group(1), "century"  # "the 1800s" is a century; "the 2000s" a decade
            if m.group(1):
                return "DATE", f"{m.group(1)}{m.group(2)}", "decade"  # TimeML: "the 1990s" is 199
            century = f"{anchor.year:04d}"[:2] if anchor else "19"
            if anchor and int(century + m.group(3) + "0") > anchor.year + 5:
                century = str(int(century) - 1)
            return "DATE", f"{century}{m.group(3)}", "decade"
        if w in ("century", "centuries") and i:
            prev = words[i - 1]
            m = CENTURY_ORD.match(prev)
            number = int(m.group(1)) if m else spelled_ordinal(prev)
            if number > 0:
                if set(words[i + 1 : i + 3]) & {"bc", "bce"}:
                    return "DATE", f"BC{number - 1:02d}", "century"  # "the 1st century BC": 100-1 BC
                return "DATE", f"{number - 1:02d}", "century"
    return None


def clock(words: list[str]) -> tuple[int, int] | None:
    """(hour, minute) from "2 pm", "10:35 am", "noon", "midnight", "14:00"."""
    for i, w in enumerate(words):
        if w in ("noon", "midday"):
            return 12, 0
        if w == "midnight":
            return 24, 0  # "midnight Friday" ends Friday: TimeML's T24:00, not the Friday that begins
        nxt = words[i + 1] if i + 1 < len(words) else ""
        hm = military(w, nxt)
        if hm is not None:
            return hm
        m = re.match(r"^(\d{1,2})(?::(\d\d))?$", w)
        if not m:
            continue
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        part = _spoken_part(words[i + 1 : i + 4])
        if part and 1 <= hour <= 12 and not m.group(2):
            return hour % 12 + (12 if part != "morning" else 0), 0
        if nxt in ("pm", "p") and hour < 12:
            hour += 12
        elif nxt in ("am", "a") and hour == 12:
            hour = 0
        elif nxt not in ("pm", "am", "p", "a", "oclock", "o'clock", "gmt", "utc", "est", "edt", "pst") and not m.group(
            2
        ):
            continue
        if hour < 24 and minute < 60:
            return hour, minute
    return None


def military(word: str, nxt: str) -> tuple[int, int] | None:
    """(hour, minute) of "1336 GMT", "0400 hours", "1630 hrs": four digits before a time zone or
    "hours". "1500 hours" with no leading zero and no minutes stays a count of hours."""
    m = re.fullmatch(r"([01]\d|2[0-3])([0-5]\d)", word)
    if m is None:
        return None
    hour, minute = int(m.group(1)), int(m.group(2))
    if nxt in TIME_ZONES or nxt in ("hrs", "hr", "h", "zulu", CLOCK):
        return hour, minute
    if nxt == "hours" and (word[0] == "0" or minute):
        return hour, minute
    return None


def _spoken_part(after: list[str]) -> str | None:
    """ "4 in the morning", "8 in the evening": the part of day that says a.m. or p.m."""
    if after[:2] == ["in", "the"] and after[2:3] and after[2] in ("morning", "afternoon", "evening"):
        return after[2]
    return None


def calendar_date(words: list[str], anchor: dt.date | None, tense: str) -> Result | None:
    """Explicit month/day/year combinations, with the year taken from the anchor when missing."""
    months = [MONTHS[w] for w in words if w in MONTHS]
    years = [y for y in (year_of(w, anchor) for w in words) if y is not None]
    words = _ordinal_days(words) if months else words
    days = [int(day_match.group(1)) for w in words if (day_match := DAY.match(w)) and not YEAR.match(w)]
    days = [d for d in days if 1 <= d <= 31]
    others = [
        w
        for w in words
        if w not in MONTHS
        and w not in WEEKDAYS
        and w not in FILLER
        and not DAY.match(w)
        and year_of(w, anchor) is None
        and w not in PARTS_OF_DAY
    ]
    if others:
        return None
    if not months:
        if len(years) == 1 and not days:
            return "DATE", f"{years[0]:04d}", "year"
        return None
    month = months[0]
    if not years and anchor is not None and "year" in words and ("next" in words or "last" in words):
        years = [anchor.year + (1 if "next" in words else -1)]
        words = [w for w in words if w not in ("next", "last")]
    if not years and anchor is not None and "this" in words:
        years = [anchor.year]  # "this September", "February this year"
    if years and days:
        return _day(years[0], month, days[0])
    if years:
        return ("DATE", f"{years[0]:04d}-{month:02d}", "month") if year_ok(years[0]) else None
    if "last" in words or "next" in words:
        return _relative_month(words, anchor, month, days)
    lean = direction(tense)
    if days:
        if anchor is None:
            return "DATE", f"XXXX-{month:02d}-{days[0]:02d}", "day"
        day = month_near(anchor, month, lean, days[0])
        return ("DATE", day.isoformat(), "day") if day else None
    if anchor is None:
        return "DATE", f"XXXX-{month:02d}", "month"
    day = month_near(anchor, month, lean if lean else -1, 1)
    if day is None:
        return None
    if lean <= 0 and month >= anchor.month and day.year < anchor.year and month - anchor.month < 2:
        day = day.replace(year=anchor.year)
    return "DATE", f"{day.year:04d}-{month:02d}", "month"


def _ordinal_days(words: list[str]) -> list[str]:
    """ "March eighth", "the twenty first of May" (joined to "21st" by tokens()): day numbers."""
    return [f"{spelled_ordinal(w)}th" if spelled_ordinal(w) else w for w in words]


def _relative_month(words, anchor, month, days) -> Result | None:
    """ "last June" is the latest June before the anchor's month, "next June" the first after; but
    "last February" in a March article is the February of the year before: the month just ended is
    "last month", and named with "last" it is not this year's (which is "in February")."""
    if anchor is None:
        return None
    key, now = (month, days[0] if days else 0), (anchor.month, anchor.day if days else 0)
    year = anchor.year
    if "last" in words and (key >= now or not days and month == anchor.month - 1):
        year -= 1
    elif "next" in words and key <= now:
        year += 1
    if days:
        return _day(year, month, days[0])
    return ("DATE", f"{year:04d}-{month:02d}", "month") if year_ok(year) else None


def _day(year: int, month: int, day: int) -> Result | None:
    found = make_date(year, month, day)
    return ("DATE", found.isoformat(), "day") if found else None


def weekday_date(words: list[str], anchor: dt.date | None, tense: str) -> dt.date | None:
    """The date a weekday name points to: past tense looks back, future ahead."""
    names = [w for w in words if w in WEEKDAYS]
    if not names or anchor is None:
        return None
    weekday = WEEKDAYS[names[0]]
    if "next" in words:
        after = days_from(anchor, 1)
        return weekday_near(after, weekday, 1) if after else None
    if "last" in words or "past" in words:
        before = days_from(anchor, -1)
        return weekday_near(before, weekday, -1) if before else None
    if "this" in words or "coming" in words:
        return weekday_near(anchor, weekday, 1 if tense == "future" or "coming" in words else -1)
    return weekday_near(anchor, weekday, 1 if tense in FORWARD_TENSES else -1)


def day_of_month(words: list[str], anchor: dt.date | None, tense: str) -> Result | None:
    """ "on the 15th": that day of the month the text is in, the last one before the anchor
    in a past clause and the next one in a future clause."""
    m = re.fullmatch(r"(\d{1,2})(st|nd|rd|th)", " ".join(w for w in words if w != "the"))
    if not m or anchor is None or not 1 <= int(m.group(1)) <= 31:
        return None
    day, month = int(m.group(1)), anchor.replace(day=1)
    step = -1 if tense == "past" and day > anchor.day else 1 if tense in FORWARD_TENSES and day < anchor.day else 0
    shifted = add_months(month, step)
    found = make_date(shifted.year, shifted.month, day) if shifted else None  # None: "the 31st" in a 30-day month
    return ("DATE", found.isoformat(), "day") if found else None
