"""The dateline that opens a news article: where it was filed, when, and by which agency.

"MARRAKECH, Morocco, Sept. 9, 2023 (Reuters) - A powerful earthquake...",
"RABAT, Sept 11 — British and Spanish teams...", "WASHINGTON (AP) —", "CAIRO, Oct 20
(AP) —", "BAGHDAD, 21 October -". It opens the first paragraph, which may come after
a headline (and a byline or standfirst). A pure function of the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kg.model import Dateline
from kg.time.digit_words import CLOCK_TAIL

MONTH_RE = r"(?P<month>jan(?:uary|\.)?|feb(?:ruary|\.)?|mar(?:ch|\.)?|apr(?:il|\.)?|may|june?|july?|aug(?:ust|\.)?|sept?(?:ember|\.)?|oct(?:ober|\.)?|nov(?:ember|\.)?|dec(?:ember|\.)?)"
# A year, not a clock time: "Sept. 9 1852 HKT" is 18:52 on 9 September, not the year 1852.
YEAR_RE = rf"(?P<year>(?:1[89]|20)\d\d)(?!\s*\(?{CLOCK_TAIL})"
MONTH_DAY = re.compile(rf"\b{MONTH_RE}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+{YEAR_RE}\b)?", re.I)
DAY_MONTH = re.compile(
    rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_RE}(?![a-z])(?:,?\s+{YEAR_RE}\b)?", re.I
)
# The dash or colon that closes a dateline: a spaced hyphen, "--" or "_", an em or en
# dash (spaced or not), a hyphen right after "(Agency)" (not "(R)-nominated"), a colon.
_END = re.compile(r"\s+(?:--|-|_)(?:\s+|$)|\s*[—–]\s*|(?<=\))\s*[-_](?:\s+|(?=[A-Z]))|\s+:\s+|(?<=[\w).]):\s+")
# "(Reuters)", "(AP)", "(dpa)": a short name in parentheses.
_AGENCY = re.compile(r"\(\s*(?P<agency>[^\W\d_][^\W\d_.&'’ -]+(?:[ .&'’-]+[^\W\d_][^\W\d_.&'’-]*){0,3}\.?)\s*\)")
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# Lower-case words inside place names: "Rio de Janeiro", "Stratford-upon-Avon", "Hay on Wye".
_PLACE_CONNECTORS = frozenset("de del la le les al el upon on of am da do dos du sur y".split())
# All-capitals openings of a headline or body line that are not places.
_NOT_PLACES = frozenset(
    "breaking update updated exclusive watch live analysis opinion editorial comment correction note editor's".split()
)
HEAD_CHARS = 800  # a dateline is found in the article's first lines
_MAX_PREFIX = 160
_MAX_WORDS = 14
_MAX_HEAD_LINES = 4  # headline, subtitle, byline, standfirst
_MAX_HEAD_LINE_WORDS = 30  # a longer line is body text: the dateline would have opened it
_MAX_HEAD_SENTENCE_WORDS = 12  # ... and so is a shorter one that ends a sentence


def find_dateline(text: str) -> Dateline | None:
    """The dateline opening the first paragraph of ``text`` (after any headline lines), or None.

    >>> find_dateline("Quake kills hundreds\\n\\nRABAT, Sept 11 — Teams began work.").place
    'Rabat'
    >>> find_dateline("Iraq: the long war") is None
    True
    """
    for start, line in _head_lines(text):
        found = _parse(line, start)
        if found is not None:
            return found
    return None


def _head_lines(text: str) -> Iterator[tuple[int, str]]:
    """The first lines of ``text`` that could open with a dateline, with their offsets."""
    offset = 0
    seen = 0
    for raw in text[:HEAD_CHARS].splitlines(keepends=True):
        line = raw.strip()
        if line:
            yield offset + len(raw) - len(raw.lstrip()), raw.lstrip().rstrip("\r\n")
            seen += 1
            words = len(line.split())
            sentence = line.endswith((".", "!", "?", '"', "”")) and words > _MAX_HEAD_SENTENCE_WORDS
            if seen > _MAX_HEAD_LINES or words > _MAX_HEAD_LINE_WORDS or sentence:
                return  # that was body text
        offset += len(raw)


def _parse(line: str, offset: int) -> Dateline | None:
    end = _END.search(line[:_MAX_PREFIX])
    if end is None or end.start() == 0:
        return None
    prefix = line[: end.start()].rstrip()
    if len(prefix.split()) > _MAX_WORDS or not (prefix[0].isupper() or prefix[0].isdigit()):
        return None
    blank = prefix  # the prefix with the agency and date blanked out, offsets kept
    agency = _AGENCY.search(prefix)
    if agency is not None:
        if _date(agency.group("agency")) is not None:
            return None
        blank = blank[: agency.start()] + " " * (agency.end() - agency.start()) + blank[agency.end() :]
    date = _date(blank)
    if date is not None:
        blank = blank[: date.start()] + " " * (date.end() - date.start()) + blank[date.end() :]
    first = min([m.start() for m in (agency, date) if m is not None], default=len(prefix))
    place = prefix[:first].strip(" ,-–—")
    while place and place.split()[-1].strip(",.").lower() in _WEEKDAYS:  # "PARIS, Friday, June 2"
        place = place[: place.rstrip(",.").rfind(place.split()[-1].strip(",."))].strip(" ,")
    rest = [w for w in re.split(r"[\s,.]+", blank[first:]) if w]
    if any(w.lower() not in _WEEKDAYS for w in rest) or (place and not _is_place(place)):
        return None
    if date is None and not _place_only_ok(place, agency is not None, end.group(0)):
        return None
    return Dateline(
        start=offset,
        end=offset + len(prefix),
        text=prefix,
        place=_display(place),
        date_text=date.group(0) if date else "",
        agency=agency.group("agency") if agency else "",
        agency_start=offset + agency.start() if agency else 0,
        agency_end=offset + agency.end() if agency else 0,
    )


def _date(text: str) -> re.Match[str] | None:
    """The first "Sept. 9, 2023" or "21 October" in ``text``."""
    found = [m for m in (MONTH_DAY.search(text), DAY_MONTH.search(text)) if m is not None]
    return min(found, key=lambda m: m.start()) if found else None


def _is_place(place: str) -> bool:
    """Capitalised words, commas and slashes: "MARRAKECH, Morocco", "BAGHDAD/WASHINGTON"."""
    words = [w for w in re.split(r"[\s,/]+", place) if w]
    if not words or len(words) > 6 or any(c.isdigit() for c in place):
        return False
    return words[0][0].isupper() and all(w[0].isupper() or w.lower() in _PLACE_CONNECTORS for w in words)


def _place_only_ok(place: str, has_agency: bool, end: str) -> bool:
    """A dateline without a date: "WASHINGTON (AP) —", "NEW YORK —", "Cairo, Egypt —".

    Without an agency the place must look like one written as a dateline
    (capitals, or "City, Country" before a dash), so that a headline such as
    "Iraq: the long war" is not read as one.
    """
    if not place:
        return False
    if has_agency:
        return True
    if ":" in end:
        return False  # "PUBLISHED:", "REPORT:", "MUST SEE:" open headlines and page furniture
    head = re.split(r"[,/]", place)[0].strip()
    if head.lower() in _NOT_PLACES or head.split()[0].lower() in _NOT_PLACES:
        return False
    letters = [c for c in head if c.isalpha()]
    if head.isupper() and len(letters) >= 3:
        return True
    return "," in place and ":" not in end


def _display(place: str) -> str:
    """ "MARRAKECH, Morocco" as "Marrakech, Morocco", "NEW YORK" as "New York"; short
    capitals and abbreviations ("UK", "U.S.") stay as written."""
    parts = re.split(r"([,/]\s*)", place)
    for i, part in enumerate(parts):
        if part.isupper() and sum(c.isalpha() for c in part) > 3 and "." not in part:
            parts[i] = re.sub(r"[^\W\d_]+", lambda m: m.group(0).capitalize(), part)
    return "".join(parts)
