"""The publication date (document creation time) of an article.

Sources, best first: the article's ``date`` metadata, a dateline at the head of the
text ("WASHINGTON (AP) Oct. 21, 2002 -", "BAGHDAD, 21 October -"), the first full
date written in the text, else none. A dateline without a year gives a partial
date (``MM-DD``) that :func:`complete_partial` dates from the other articles.
"""

from __future__ import annotations

import datetime as dt
import re

from kg.model import Article, PublicationDate
from kg.time.lexicon import MONTHS

MONTH_RE = r"(?P<month>jan(?:uary|\.)?|feb(?:ruary|\.)?|mar(?:ch|\.)?|apr(?:il|\.)?|may|june?|july?|aug(?:ust|\.)?|sept?(?:ember|\.)?|oct(?:ober|\.)?|nov(?:ember|\.)?|dec(?:ember|\.)?)"
YEAR_RE = r"(?P<year>(?:1[89]|20)\d\d)"
MONTH_DAY = re.compile(rf"\b{MONTH_RE}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+{YEAR_RE}\b)?", re.I)
DAY_MONTH = re.compile(
    rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_RE}(?![a-z])(?:,?\s+{YEAR_RE}\b)?", re.I
)
ISO = re.compile(r"\b(?P<year>(?:1[89]|20)\d\d)-(?P<month>\d\d)-(?P<day>\d\d)\b")
# A metadata timestamp opens with the day: "2002-10-21", "2002-10-21T08:00Z", "2002-10-21 08:00".
ISO_STAMP = re.compile(r"(?P<year>(?:1[89]|20)\d\d)-(?P<month>\d\d)-(?P<day>\d\d)(?:[T ]|$)")
# the dash, underscore or colon that ends a dateline
DATELINE_END = re.compile(r"\s(?:—|–|--|-|_|:)\s|\s?[—–]\s?|\)\s*-")
FORMATS = (
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
HEAD_CHARS = 300


def find_publication_date(article: Article, text_head: str | None = None) -> PublicationDate:
    """The best-supported publication date of ``article``."""
    if article.date:
        day = parse_date(article.date)
        if day:
            return PublicationDate(day.isoformat(), "metadata", 1.0, f"date: {article.date}")
    head = text_head if text_head is not None else article.text[:HEAD_CHARS]
    found = dateline(head)
    if found:
        return found
    return first_full_date(article.text)


def parse_date(text: str) -> dt.date | None:
    """An ISO or common-format date string ("2002-10-21T08:00Z", "Oct 21, 2002", "21/10/2002")."""
    text = text.strip()
    match = ISO_STAMP.match(text)
    if match:
        return _date(match.group("year"), match.group("month"), match.group("day"))
    for fmt in FORMATS:
        try:
            return dt.datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    found = _explicit(text)
    if found and found[0]:
        return found[0]
    return _dateparser(text)


def dateline(head: str) -> PublicationDate | None:
    """A date in the dateline that opens the text, full or (no year) partial."""
    head = head.lstrip()
    end = DATELINE_END.search(head[:160])
    if not end:
        return None
    prefix = head[: end.start() + 1]
    if "\n\n" in prefix.strip() or len(prefix.split()) > 14 or not prefix[:1].isupper():
        return None
    for pattern in (MONTH_DAY, DAY_MONTH):
        match = pattern.search(prefix)
        if not match:
            continue
        month, day = MONTHS[_month_key(match.group("month"))], int(match.group("day"))
        evidence = prefix.strip()
        if match.group("year"):
            value = _date(match.group("year"), month, day)
            if value:
                return PublicationDate(value.isoformat(), "dateline", 0.9, evidence)
        elif 1 <= day <= 31:
            return PublicationDate(None, "dateline", 0.6, evidence, partial=f"{month:02d}-{day:02d}")
    return None


def first_full_date(text: str) -> PublicationDate:
    """The first date with day, month and year written in ``text`` (weak evidence)."""
    found = _explicit(text[:5000])
    if found and found[0]:
        return PublicationDate(found[0].isoformat(), "text", 0.4, found[1])
    return PublicationDate(None, "none")


def complete_partial(dct: PublicationDate, year_hint_dates: list[dt.date]) -> PublicationDate:
    """Give a partial dateline ("10-21") the year that brings it closest to other articles' dates.

    The result has source ``corpus`` (the year came from the corpus, not the article) and
    the dateline plus the chosen neighbour as evidence. Without hints it is returned unchanged.
    """
    if dct.value or not dct.partial or not year_hint_dates:
        return dct
    month, day = (int(p) for p in dct.partial.split("-"))
    best = None
    for hint in year_hint_dates:
        for year in (hint.year - 1, hint.year, hint.year + 1):
            candidate = _date(year, month, day)
            if candidate and (best is None or abs((candidate - hint).days) < best[0]):
                best = (abs((candidate - hint).days), candidate, hint)
    if best is None:
        return dct
    evidence = f"{dct.evidence} (year from nearest article date {best[2].isoformat()})".strip()
    return PublicationDate(best[1].isoformat(), "corpus", min(dct.confidence, 0.5), evidence, dct.partial)


def _month_key(word: str) -> str:
    word = word.lower().rstrip(".")
    return word if word in MONTHS else word[:3]


def _explicit(text: str) -> tuple[dt.date | None, str] | None:
    """The first full date in ``text``: "Oct. 21, 2002", "21 October 2002" or ISO."""
    hits = []
    for pattern in (MONTH_DAY, DAY_MONTH, ISO):
        for match in pattern.finditer(text):
            if match.group("year"):
                hits.append(match)
                break
    for match in sorted(hits, key=lambda m: m.start()):
        month = match.group("month")
        month = int(month) if month.isdigit() else MONTHS[_month_key(month)]
        value = _date(match.group("year"), month, match.group("day"))
        if value:
            return value, match.group(0)
    return None


def _date(year, month, day) -> dt.date | None:
    try:
        return dt.date(int(year), int(month), int(day))
    except (TypeError, ValueError):
        return None


def _dateparser(text: str) -> dt.date | None:
    from kg.time.fallback import NEGATIVE_YEAR

    if len(text) > 40 or NEGATIVE_YEAR.search(text):
        return None  # "-0044-03-15" is 44 BC (or 45), not a date dateparser can read: AD 44
    try:
        import dateparser

        parsed = dateparser.parse(text, languages=["en"], settings={"REQUIRE_PARTS": ["day", "month", "year"]})
    except Exception:  # dateparser raises many kinds on odd input
        return None
    return parsed.date() if parsed else None
