"""A date an article states as its own: a line of its own near the top or at the foot.

"June 06, 2013" under the headline, "PUBLISHED: MONDAY, MARCH 11, 2013, 10:34 PM",
"18 September 2013 Last updated at 13:59 GMT", "8:05am UK, Monday 16 September 2013",
"Posted on March 09, 2013 by Jane Roe". Such a line holds the date and nothing else but
its time, weekday, time zone, a "published"/"updated" label and a byline; a line with
other words ("End of Watch: Friday, June 24, 2005", a sentence) is the article's text,
not its date. A pure function of the text.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from kg.time.publication.dateline import MONTH_RE, YEAR_RE
from kg.time.words import MONTHS

HEAD_LINES = 8  # headline, subtitle, byline, date lines, standfirst
HEAD_CHARS = 1200
TAIL_LINES = 3
_FULL_DATES = (
    re.compile(rf"\b{MONTH_RE}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+{YEAR_RE}\b", re.I),
    re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_RE}(?![a-z]),?\s+{YEAR_RE}\b", re.I),
    re.compile(rf"\b{YEAR_RE}-(?P<month>\d\d)-(?P<day>\d\d)\b"),
)
_WEEKDAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
# Everything a date line may hold besides its date.
_FURNITURE = re.compile(
    r"\b(?:first\s+|last\s+)?(?:published|updated|posted|modified|created|released|date[d]?|filed)\b(?:\s+(?:on|at))?"
    rf"|\b{_WEEKDAY}(?![a-z])"
    r"|\b\d{1,2}(?:[:.]\d\d){1,2}\s*(?:[ap]\.?\s?m\.?(?![a-z]))?|\b\d{1,2}\s*[ap]\.?\s?m\.?(?![a-z])"
    r"|\b(?:[ECMP][SD]T|GMT|UTC|BST|CET|CEST|EET|IST|JST|HKT|AEST|AEDT|ET|PT|UK)\b"
    r"|\bby\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}"
    r"|\b(?:on|at|by|am|pm)\b",
    re.I,
)
_LEFT_OVER = re.compile(r"[^\W\d_]+")
_PUBLISHED = re.compile(r"\b(?:published|posted|filed|released)\b", re.I)
_UPDATED = re.compile(r"\b(?:updated|modified)\b", re.I)


@dataclass(frozen=True)
class StatedDate:
    """A date line: the day it gives, the line as written, and whether it is an update's date."""

    value: dt.date
    line: str
    updated: bool = False


def stated_date(text: str) -> StatedDate | None:
    """The date ``text`` states as its own on a line of its own, or None.

    Lines near the top come first; of those, one labelled as the publication
    ("Published", "Posted") before one labelled as an update.

    >>> stated_date("Quake kills 2,000\\nSep 9, 2023 | Updated 10:01 GMT\\nA quake struck.").value
    datetime.date(2023, 9, 9)
    >>> stated_date("End of Watch: Friday, June 24, 2005\\nThe deputy was shot.") is None
    True
    """
    found = [line for line in _candidate_lines(text) if line is not None]
    if not found:
        return None
    published = [f for f in found if not f.updated]
    return (published or found)[0]


def _candidate_lines(text: str) -> list[StatedDate | None]:
    lines = [line.strip() for line in text[:HEAD_CHARS].splitlines() if line.strip()][:HEAD_LINES]
    tail = [line.strip() for line in text[-600:].splitlines() if line.strip()][-TAIL_LINES:]
    return [_date_line(line) for line in lines + [t for t in tail if t not in lines]]


def _date_line(line: str) -> StatedDate | None:
    if len(line) > 90:
        return None
    for pattern in _FULL_DATES:
        match = pattern.search(line)
        if match is None:
            continue
        value = _value(match)
        if value is None:
            return None
        rest = line[: match.start()] + " " + line[match.end() :]
        words = _LEFT_OVER.findall(_FURNITURE.sub(" ", rest))
        if words:
            return None
        updated = bool(_UPDATED.search(line)) and not _PUBLISHED.search(line)
        return StatedDate(value, line, updated)
    return None


def _value(match: re.Match[str]) -> dt.date | None:
    month = match.group("month")
    number = int(month) if month.isdigit() else MONTHS.get(month.lower().rstrip("."), MONTHS.get(month.lower()[:3]))
    try:
        return dt.date(int(match.group("year")), int(number or 0), int(match.group("day")))
    except ValueError:
        return None
