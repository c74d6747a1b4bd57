"""The publication date (document creation time) of an article.

Sources, best first (:mod:`kg.time.publication.sources` names them and their confidences): the
article's ``date`` metadata; a dateline opening the first paragraph, maybe under a headline
("WASHINGTON (AP) Oct. 21, 2002 -", "RABAT, Sept 11 —"); a date the article states on a line
of its own ("Published 5 March 2013", :mod:`kg.time.publication.date_lines`); a date in the body that
reads as the article's present (:mod:`kg.time.publication.present`); else none: better undated
than wrong. A dateline without a year gives a partial date (``MM-DD``) that
:func:`complete_partial` dates from the other articles of its story.
"""

from __future__ import annotations

import datetime as dt
import re

from kg.model import Article, PublicationDate
from kg.time.publication.date_lines import stated_date
from kg.time.publication.dateline import DAY_MONTH, MONTH_DAY, find_dateline
from kg.time.publication.metadata import DATE_FORMATS, absolute_day
from kg.time.publication.present import present_date
from kg.time.publication.sources import (
    CONFIDENCE,
    DATELINE,
    METADATA,
    NONE,
    PARTIAL_DATELINE,
    STATED,
    TEXT,
)
from kg.time.words import MONTHS

ISO = re.compile(r"\b(?P<year>(?:1[89]|20)\d\d)-(?P<month>\d\d)-(?P<day>\d\d)\b")
# A metadata timestamp opens with the day: "2002-10-21", "2002-10-21T08:00Z", "2002-10-21 08:00".
ISO_STAMP = re.compile(r"(?P<year>(?:1[89]|20)\d\d)-(?P<month>\d\d)-(?P<day>\d\d)(?:[T ]|$)")
YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")


def find_publication_date(article: Article, text_head: str | None = None) -> PublicationDate:
    """The best-supported publication date of ``article``.

    A date the input gave keeps the source it was read with (``kg read`` writes the
    dateline, stated or text date it found, and a build reads it back). A dateline
    without a year takes it from the ``date`` metadata when that names only a year (or
    is otherwise unreadable but has one); a full date the article states on a line of its
    own comes before such a dateline; else it stays partial for :func:`complete_partial`.
    """
    if article.date:
        day = parse_date(article.date)
        if day:
            source = article.date_source if article.date_source in CONFIDENCE else METADATA
            evidence = article.date_evidence if source != METADATA else f"date: {article.date}"
            return PublicationDate(day.isoformat(), source, CONFIDENCE[source], evidence or f"date: {article.date}")
    text = text_head if text_head is not None else article.text
    found = dateline(text)
    if found and found.partial and article.date and (year := YEAR.search(article.date)):
        month, day_of_month = (int(p) for p in found.partial.split("-"))
        value = _date(year.group(0), month, day_of_month)
        if value:
            evidence = f"{found.evidence} (year from date: {article.date})"
            return PublicationDate(value.isoformat(), DATELINE, PARTIAL_DATELINE, evidence, found.partial)
    if found and found.value:
        return found
    stated = stated_date(article.text)
    if stated is not None:
        return PublicationDate(stated.value.isoformat(), STATED, CONFIDENCE[STATED], stated.line)
    if found:
        return found
    return body_date(article.text)


# The time of day of a metadata timestamp: "2023-09-10T08:30:00Z", "1998-03-01 14:11".
STAMP_TIME = re.compile(r"^\s*(?:1[89]|20)\d\d-\d\d-\d\d[T ](?P<hour>[01]\d|2[0-3]):(?P<minute>[0-5]\d)")


def publication_anchor(article: Article, dct: PublicationDate) -> dt.date | dt.datetime | None:
    """The moment ``article`` was written, as far as known: the publication date, with its
    time of day when the date metadata gives one.

    A bare clock time later in the day than that ("hit at 11:11 p.m." in a paper stamped
    08:30) happened the day before (:mod:`kg.time.normalise.narrative`). A stamp at exactly midnight
    is left out: feeds write "T00:00:00" for a date whose time they do not know.
    """
    if not dct.value:
        return None
    day = dt.date.fromisoformat(dct.value)
    match = STAMP_TIME.match(article.date or "") if dct.source == METADATA else None
    if match is None or match.group("hour") == match.group("minute") == "00":
        return day
    return dt.datetime.combine(day, dt.time(int(match.group("hour")), int(match.group("minute"))))


def parse_date(text: str) -> dt.date | None:
    """An ISO or common-format date string ("2002-10-21T08:00Z", "Oct 21, 2002", "21/10/2002")."""
    text = text.strip()
    match = ISO_STAMP.match(text)
    if match:
        return _date(match.group("year"), match.group("month"), match.group("day"))
    for fmt in DATE_FORMATS:
        try:
            return dt.datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    found = _explicit(text)
    if found and found[0]:
        return found[0]
    return _dateparser(text)


def dateline(text: str) -> PublicationDate | None:
    """The date in the dateline that opens ``text`` (:func:`~kg.time.publication.dateline.find_dateline`),
    full or (no year) partial; None when there is no dateline or it has no date."""
    found = find_dateline(text)
    if found is None or not found.date_text:
        return None
    match = MONTH_DAY.fullmatch(found.date_text) or DAY_MONTH.fullmatch(found.date_text)
    if match is None:
        return None
    month, day = MONTHS[_month_key(match.group("month"))], int(match.group("day"))
    if match.group("year"):
        value = _date(match.group("year"), month, day)
        return PublicationDate(value.isoformat(), DATELINE, CONFIDENCE[DATELINE], found.text) if value else None
    if not 1 <= day <= 31 or _date(2000, month, day) is None:  # 2000: a leap year, so 29 February is kept
        return None
    return PublicationDate(None, DATELINE, PARTIAL_DATELINE, found.text, partial=f"{month:02d}-{day:02d}")


def body_date(text: str) -> PublicationDate:
    """The date in the body of ``text`` that reads as its present (:func:`~kg.time.publication.present.present_date`),
    leaving out the dateline; else undated."""
    head = find_dateline(text)
    found = present_date(text, (head.start, head.end) if head else (0, 0))
    if found is not None:
        return PublicationDate(found.value.isoformat(), TEXT, CONFIDENCE[TEXT], found.text)
    return PublicationDate(None, NONE)


def complete_partial(dct: PublicationDate, year_hint_dates: list[dt.date]) -> PublicationDate:
    """Give a partial dateline ("10-21") the year that brings it closest to other articles' dates.

    ``year_hint_dates`` are the dates the articles of its story give themselves. The
    result keeps source ``dateline`` (the day is the dateline's; only the year came
    from the story), with the dateline plus the chosen neighbour as evidence. Without
    hints, or when the hints put the day in different years, it is returned unchanged.
    """
    if dct.value or not dct.partial or not year_hint_dates:
        return dct
    month, day = (int(p) for p in dct.partial.split("-"))
    chosen: dict[dt.date, dt.date] = {}  # the candidate each hint is closest to -> that hint
    for hint in year_hint_dates:
        near = [c for year in (hint.year - 1, hint.year, hint.year + 1) if (c := _date(year, month, day))]
        if near:
            best = min(near, key=lambda c: abs((c - hint).days))
            chosen.setdefault(best, hint)
    if len(chosen) != 1:
        return dct
    ((value, hint),) = chosen.items()
    evidence = f"{dct.evidence} (year from nearest article date {hint.isoformat()})".strip()
    return PublicationDate(value.isoformat(), dct.source, min(dct.confidence, PARTIAL_DATELINE), evidence, dct.partial)


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
    """The day ``text`` names by itself, read by dateparser against no clock: "yesterday" or
    "3 weeks" is no publication date (:func:`kg.time.publication.metadata.absolute_day`)."""
    return absolute_day(text)
