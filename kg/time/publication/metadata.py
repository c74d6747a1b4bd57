"""Which date an input's metadata gives: only an absolute calendar date is kept.

A feed's ``"date": "yesterday"``, a page's ``<meta article:published_time content="2 hours
ago">`` or front matter's ``date: 3 weeks`` name a day only from the day they are read: read
against the clock they became a different publication date every day kg ran, confidently
(source ``metadata``), and anchored every "Sunday" of the text, so a cached rebuild differed
from a clean one. A date that is not a string (``{"year": 2002, "month": 10}``) became
1860-02-05. Such a date is not the article's: the reader keeps it out, says why in
:attr:`kg.model.Article.date_note`, and the dateline or the text dates the article instead.

What is kept: a string giving a day, month and year that reads the same whatever day it is
read ("2002-10-21T08:00Z", "21/10/2002", "Oct. 21, 2002", "Monday, 21 October 2002"), or only
a year or a month of one ("2002", "October 2002"), which dates nothing alone but gives a
yearless dateline its year. Pure; no clock is read.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

# The keys a record's (or a Markdown file's front matter's) publication date may be under, best first.
DATE_KEYS = ("date", "published", "publication_date", "dct", "pubdate")
# <meta> names of a web page's publication date, best first.
PAGE_DATE_META = ("article:published_time", "date", "pubdate", "datepublished", "dc.date")
# A metadata timestamp opens with the day: "2002-10-21", "2002-10-21T08:00Z", "2002-10-21 08:00".
_ISO = re.compile(r"(?P<year>\d{4})-(?P<month>\d\d)-(?P<day>\d\d)(?:[T ]|$)")
# The one list of written date formats kg reads a publication date in (metadata here, and
# :func:`kg.time.publication.dct.parse_date`), tried in order with :func:`datetime.datetime.strptime`.
DATE_FORMATS = (
    "%Y-%m-%d",
    "%Y/%m/%d",
    "%d/%m/%Y",
    "%m/%d/%Y",
    "%d-%m-%Y",
    "%m-%d-%Y",
    "%d.%m.%Y",
    "%B %d, %Y",
    "%b %d, %Y",
    "%d %B %Y",
    "%d %b %Y",
    "%a, %d %b %Y",
    "%Y%m%d",
    "%b. %d, %Y",
)
# A year, or a month of one: "2002", "2002-10", "October 2002", "Oct. 2002".
_YEAR_ONLY = re.compile(r"(?:1[0-9]|20)\d\d(?:-(?:0[1-9]|1[0-2]))?|[A-Za-z]{3,9}\.? (?:1[0-9]|20)\d\d")
# A minus before a number not inside a date written with hyphens: a BC year ("-0044"), which
# dateparser reads as AD 44.
_NEGATIVE_YEAR = re.compile(r"(?<![\w\d])[-\u2212]\d")
# Metadata dates longer than this are no date (dateparser is slow on long strings).
_LONGEST = 64
# Two days far apart: a string dateparser reads alike against both names its day itself.
_BASES = (dt.datetime(2001, 3, 14, 12), dt.datetime(2013, 9, 27, 12))


def metadata_date(value: object, where: str) -> tuple[str | None, str]:
    """The date to keep of a metadata ``value`` found at ``where`` (``date``, ``front matter
    date``, a ``<meta>`` name), and, when it is not kept, why: (kept string or None, note).

    >>> metadata_date("2002-10-21T08:00:00Z", "date")
    ('2002-10-21T08:00:00Z', '')
    >>> metadata_date("yesterday", "date")
    (None, "date 'yesterday' not used: it is relative, a different day on each day it is read")
    >>> metadata_date({"year": 2002, "month": 10}, "date")
    (None, "date {'year': 2002, 'month': 10} not used: it is an object, not a date written as text")
    """
    if value is None or value == "":
        return None, ""
    if not isinstance(value, str):
        return None, f"{where} {_shown(value)} not used: it is {_kind(value)}, not a date written as text"
    text = " ".join(value.split())
    if not text:
        return None, ""
    if absolute_day(text) is not None or _YEAR_ONLY.fullmatch(text):
        return text, ""
    if len(text) <= _LONGEST and _relative(text):
        return None, f"{where} {_shown(text)} not used: it is relative, a different day on each day it is read"
    return None, f"{where} {_shown(text)} not used: it is not a calendar date (a day, month and year)"


def page_date(meta: dict[str, str], linked: list[dict[str, Any]]) -> tuple[str | None, str, str]:
    """The publication date the page states, where, and why any it states was not used: the first
    ``<meta>`` tag, else JSON-LD ``datePublished`` (an article's before any other object's), that
    is an absolute calendar date (:func:`metadata_date`); a relative or malformed
    one is passed over for the next."""
    found = [(key, meta[key].strip()) for key in PAGE_DATE_META if meta.get(key, "").strip()]
    dated = [obj for obj in linked if isinstance(obj.get("datePublished"), str) and obj["datePublished"].strip()]
    dated.sort(key=lambda obj: not any(t.endswith(("Article", "Posting")) for t in _types(obj)))
    found += [("JSON-LD datePublished", obj["datePublished"].strip()) for obj in dated]
    notes: list[str] = []
    for where, value in found:
        date, note = metadata_date(value, where)
        if date is not None:
            return date, f"{where}: {value}", "; ".join(notes)
        notes.append(note)
    return None, "", "; ".join(notes)


def absolute_day(text: str) -> dt.date | None:
    """The day ``text`` names by itself, whatever the day it is read; None for anything else.

    >>> absolute_day("Oct. 21, 2002"), absolute_day("Sunday"), absolute_day("2002-13-45")
    (datetime.date(2002, 10, 21), None, None)
    """
    text = text.strip()
    if not text or len(text) > _LONGEST or _NEGATIVE_YEAR.search(text):
        return None
    if text.isdigit() and len(text) != 8:  # a count of seconds is a moment in some time zone, not a day
        return None
    match = _ISO.match(text)
    if match:
        return _day(match.group("year"), match.group("month"), match.group("day"))
    for fmt in DATE_FORMATS:
        try:
            return dt.datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    days = {_dateparser(text, base) for base in _BASES}
    if len(days) == 1:
        return days.pop()
    return None  # unread, or read differently from different days: relative


def _relative(text: str) -> bool:
    """Whether dateparser reads ``text`` as a different day against different days of reference."""
    days = {_dateparser(text, base, strict=False) for base in _BASES}
    return None not in days and len(days) > 1


def _dateparser(text: str, base: dt.datetime, strict: bool = True) -> dt.date | None:
    import dateparser

    settings: dict[str, object] = {"RELATIVE_BASE": base, "PREFER_DATES_FROM": "past"}
    if strict:
        settings |= {"REQUIRE_PARTS": ["day", "month", "year"], "STRICT_PARSING": True}
    try:
        parsed = dateparser.parse(text, languages=["en"], settings=settings)
    except Exception:  # dateparser raises many kinds on odd input
        return None
    return parsed.date() if parsed else None


def _day(year: str, month: str, day: str) -> dt.date | None:
    try:
        return dt.date(int(year), int(month), int(day))
    except ValueError:
        return None


def _kind(value: object) -> str:
    names = {bool: "a boolean", int: "a number", float: "a number", list: "a list", dict: "an object"}
    return names.get(type(value), type(value).__name__)


def _shown(value: object) -> str:
    """The value as the note quotes it, cut short."""
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _types(obj: dict[str, Any]) -> list[str]:
    kind = obj.get("@type")
    return [t for t in (kind if isinstance(kind, list) else [kind]) if isinstance(t, str)]
