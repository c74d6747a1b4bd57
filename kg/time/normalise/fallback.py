"""dateparser as a last resort for explicit dates the rules do not read, guarded against slow paths."""

from __future__ import annotations

import datetime as dt
import functools
import re

MAX_LENGTH = 40
MONTH_NAME = re.compile(r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", re.I)
# a minus before a number that is not part of a date written with hyphens ("2002-10-21"):
# a negative (astronomical, BC) year such as "-0044", which dateparser reads as AD 44
NEGATIVE_YEAR = re.compile(r"(?<![\w\d])[-\u2212]\d")


@functools.lru_cache(maxsize=2048)
def parse_with_dateparser(text: str, anchor: dt.date | None, tense: str = "") -> tuple[str, str, str] | None:
    """A day-granularity DATE when dateparser reads ``text`` as a full date, else None."""
    if len(text) > MAX_LENGTH or not _could_be_full_date(text) or NEGATIVE_YEAR.search(text):
        return None
    try:
        import dateparser
    except ImportError:  # pragma: no cover - dateparser is a declared dependency
        return None
    base = dt.datetime.combine(anchor or dt.date(2000, 1, 1), dt.time(12))
    settings = {
        "PREFER_DATES_FROM": "future" if tense == "future" else "past",
        "RELATIVE_BASE": base,
        "REQUIRE_PARTS": ["day", "month", "year"],
        "STRICT_PARSING": True,
    }
    try:
        parsed = dateparser.parse(text, languages=["en"], settings=settings)
    except Exception:  # dateparser raises many kinds on odd input
        return None
    if parsed is None:
        return None
    return "DATE", parsed.date().isoformat(), "day"


def _could_be_full_date(text: str) -> bool:
    """A day, a month and a year need three numbers, or a month name and two: dateparser
    (slow to load, slower on odd strings) sees nothing that cannot be one ("1955-2011")."""
    numbers = len(re.findall(r"\d+", text))
    return numbers >= 3 or numbers >= 2 and MONTH_NAME.search(text) is not None
