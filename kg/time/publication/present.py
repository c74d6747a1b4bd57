"""A date in an article's body that reads as the article's own present.

News states the day of what it reports ("was killed on Oct. 23, 1999"), but as often the
day of something long past: a birth ("born April 22, 1923"), a founding, an anniversary,
the events behind a trial, a date in a quote, the start of a stretch ("since March 5,
1946"), a bond's maturity ("due March 1, 2011"). A body date is taken for the article's
day only when it is the latest day the text names (no later year, month or day anywhere:
an article is written after everything it reports), it is told as past (no "will",
"expected", "due" in its sentence), it is outside quotation marks, and no word before it
makes it a birth, a founding, a bound or an anniversary. Even then it is weak evidence:
an article may be written weeks after the latest day it names. A date on a line of a few
words ("End of Watch: Friday, June 24, 2005") is a label, not the story's prose (:data:`~kg.time.publication.sources.TEXT`).
A pure function of the text.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from kg.time.digit_words import CLOCK_TAIL
from kg.time.publication.dateline import MONTH_RE, YEAR_RE
from kg.time.words import MONTHS

_FULL = (
    re.compile(rf"\b{MONTH_RE}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+{YEAR_RE}\b", re.I),
    re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_RE}(?![a-z]),?\s+{YEAR_RE}\b", re.I),
)
_MONTH_YEAR = re.compile(rf"\b{MONTH_RE}(?![a-z])\.?,?\s+{YEAR_RE}\b", re.I)
# A year on its own: not part of a number ("1,999", "$2000", "2000s" is a decade of that year on).
_YEAR = re.compile(rf"(?<![\d,.$£€-])(?P<year>(?:1[89]|20)\d\d)(?!\d|,\d|\.\d|\s*\(?{CLOCK_TAIL})", re.I)
# Words that make the date something other than the day of the news.
_NOT_NEWS_BEFORE = re.compile(
    r"\b(?:born|birth|died|death|founded|established|formed|created|built|opened|since|until|till|through|"
    r"from|between|after|before|due|expir\w*|ending|ended|maturing|matures|effective|dated|anniversary|"
    r"as of|by|starting|beginning|began)\b[^.;]{0,25}$",
    re.I,
)
_NOT_NEWS_AFTER = re.compile(r"^[^.;]{0,30}\b(?:anniversary|birthday|deadline)\b", re.I)
_FUTURE = re.compile(
    r"\b(?:will|would|shall|'ll|expects?|expected|scheduled|plans?|planned|due|next|upcoming|going to|"
    r"to be held|is to|are to|set to)\b",
    re.I,
)
# Time told as long past: the article is written well after the latest day it names.
_LONG_AGO = re.compile(
    r"\b(?:(?:last|past|previous|earlier this|this past)\s+(?:year|month|summer|winter|spring|fall|autumn|decade)|"
    r"(?:years?|months?|weeks?|decades?)\s+(?:ago|earlier|later|after)|a year|anniversary|"
    r"(?:the\s+)?(?:following|next)\s+(?:year|month|week|day|summer|winter|spring|fall|autumn)|"
    r"(?:last|this past)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))\b",
    re.I,
)
PROSE_WORDS = 8  # fewer words on the date's line: a label or a caption, not a sentence of the story
_QUOTES = '"“”«»'


@dataclass(frozen=True)
class PresentDate:
    """The body date taken for the article's day, and the words it was read from."""

    value: dt.date
    text: str


def present_date(text: str, skip: tuple[int, int] = (0, 0)) -> PresentDate | None:
    """The latest full date ``text`` names, when it reads as the article's present; else None.

    ``skip`` is a stretch of ``text`` (a dateline or a date line) left out.

    >>> present_date("The plant closed on March 3, 2009, workers said. It opened in 1950.").value
    datetime.date(2009, 3, 3)
    >>> present_date("Page was born on April 22, 1923. She died on Dec. 11, 2008.") is None
    True
    """
    found = []
    for pattern in _FULL:
        for match in pattern.finditer(text):
            if skip[0] <= match.start() < skip[1]:
                continue
            value = _value(match)
            if value is not None:
                found.append((value, match))
    if not found:
        return None
    latest, match = max(found, key=lambda f: (f[0], -f[1].start()))
    if any(value > latest for value in _other_times(text, skip)) or _LONG_AGO.search(text):
        return None
    if not _reads_as_news(text, match):
        return None
    return PresentDate(latest, match.group(0))


def _other_times(text: str, skip: tuple[int, int]) -> list[dt.date]:
    """The first day of every year and month-year the text names: a later one rules a date out.
    A season across two years ("2004-05") names the second."""
    out = []
    for match in _YEAR.finditer(text):
        if not skip[0] <= match.start() < skip[1]:
            year = int(match.group("year"))
            season = re.match(r"[-/](\d\d)\b", text[match.end() : match.end() + 3])
            if season and int(season.group(1)) == (year + 1) % 100:
                year += 1
            out.append(dt.date(year, 1, 1))
    for match in _MONTH_YEAR.finditer(text):
        month = _month(match.group("month"))
        if month and not skip[0] <= match.start() < skip[1]:
            out.append(dt.date(int(match.group("year")), month, 1))
    return out


def _reads_as_news(text: str, match: re.Match[str]) -> bool:
    start = text.rfind("\n", 0, match.start()) + 1
    before = text[start : match.start()]
    sentence_start = max(before.rfind(". "), before.rfind("? "), before.rfind("! ")) + 1
    end = text.find("\n", match.end())
    after = text[match.end() : end if end != -1 else len(text)]
    sentence_end = after.find(". ")
    sentence = before[sentence_start:] + after[: sentence_end if sentence_end != -1 else len(after)]
    if len((before + after).split()) < PROSE_WORDS:
        return False  # a label ("End of Watch: Friday, June 24, 2005"), a caption: not prose
    if sum(before.count(q) for q in _QUOTES) % 2 or before.count("``") > before.count("''"):
        return False  # inside a quotation
    if _NOT_NEWS_BEFORE.search(before[sentence_start:]) or _NOT_NEWS_AFTER.search(after):
        return False
    return not _FUTURE.search(sentence)


def _month(word: str) -> int | None:
    word = word.lower().rstrip(".")
    return MONTHS.get(word, MONTHS.get(word[:3]))


def _value(match: re.Match[str]) -> dt.date | None:
    try:
        return dt.date(int(match.group("year")), _month(match.group("month")) or 0, int(match.group("day")))
    except ValueError:
        return None
