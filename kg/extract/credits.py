"""Where an article names who wrote it or took its pictures, not what happened.

The agency in a dateline ("(Reuters)"), bylines ("By Jane Doe", "Jane Doe, Reuters")
and photo credits ("Iraqi News Agency/Reuters", "Photo: AFP", "(Photo by X/Getty
Images)") name outlets and reporters; a name inside one is not an entity of the story.
A credit line closing an article ("Andy Pasztor contributed to this article.", "Reporting
by Jane Doe; editing by John Roe") tells who wrote it, no happening of the story
(:func:`credit_line`). Conservative: a credit must look like one (its own line, a caption's closing
parenthesis, a known agency beside a slash); "Reuters reported that..." is news.
"""

from __future__ import annotations

import re

from kg.time.publication.dateline import find_dateline
from kg.time.words import FULL_WEEKDAYS, MONTHS

# Wire services and picture agencies that sign credits ("X/Reuters", "Reuters/X",
# "Jane Doe, AFP"), lower-cased.
AGENCIES = frozenset(
    (
        "reuters", "reuters tv", "ap", "ap photo", "ap images", "associated press", "afp", "agence france-presse",
        "agence france presse", "getty", "getty images", "epa", "epa-efe", "efe", "xinhua", "anadolu",
        "anadolu agency", "bloomberg", "dpa", "upi", "pa", "pa images", "pa wire", "press association",
        "shutterstock", "alamy", "nurphoto", "sopa images", "lightrocket", "sipa", "ansa", "kyodo", "yonhap",
        "tass", "sputnik", "wenn", "rex", "rex features", "aap", "canadian press", "the canadian press", "ians",
        "pti", "ani",
    )
)  # fmt: skip
# Reporter roles after a byline's comma: "Jane Doe, Staff Writer".
_ROLES = frozenset("writer reporter correspondent editor staff contributor columnist".split())
# Lower-case words a name or credit may hold: "Ursula von der Leyen", "X via Getty Images".
_PARTICLES = frozenset("de van von der al el bin da le la di du".split())
_CAP = r"[A-ZÀ-ÖØ-Þ][\w.'’&-]*"
_WORD = rf"(?:{_CAP}|(?:{'|'.join(sorted(_PARTICLES))})\b)"
_NAME = rf"{_CAP}(?:[ \t]+{_WORD}){{0,4}}"
# "By Jane Doe", "BY JANE DOE and JOHN ROE, Associated Press Writer", "By Jane Doe | Reuters".
_BYLINE = re.compile(
    rf"^[ \t]*(?:By|BY)[ \t]+(?P<names>{_NAME}(?:[ \t]*(?:,|and|&)[ \t]*{_NAME})*)"
    rf"(?:[ \t]*[,|/–—-][ \t]*(?P<tail>{_CAP}(?:[ \t]+[\w.'’&-]+){{0,5}}))?[ \t]*$",
    re.M,
)
# "Jane Doe, Reuters", "Jane Doe | AFP", "Jane Doe, Staff Writer" as a line of its own.
_SIGNED = re.compile(
    rf"^[ \t]*(?P<names>{_NAME}(?:[ \t]+(?:and|&)[ \t]+{_NAME})?)[ \t]*[,|–—-][ \t]*"
    rf"(?P<tail>{_CAP}(?:[ \t]+[\w.'’&-]+){{0,3}})[ \t]*$",
    re.M,
)
# "Photo: AFP", "(Photo by Jane Doe/Getty Images)", "Photograph: X/Reuters", "Credit: AP".
_KEYWORD = re.compile(
    r"(?P<open>\()?\b(?:Photo(?:graph)?s?|Pictures?|Image|Credit|Illustration|Video)"
    r"(?:[ \t]+(?:by|courtesy(?:[ \t]+of)?)[ \t]+|[ \t]*:[ \t]*)(?P<body>[^\n()]{1,80}?)[ \t.]*(?P<close>\)|$)",
    re.M,
)
# "Iraqi News Agency/Reuters", "Reuters/John Smith", "John Smith/AFP via Getty Images":
# closing a caption (before ")" or at the end of its line).
_SLASHED = re.compile(
    rf"(?P<left>{_NAME})[ \t]*/[ \t]*(?P<right>{_NAME}(?:[ \t]+via[ \t]+{_NAME})?)(?=[ \t]*(?:\)|\.?[ \t]*$))",
    re.M,
)
_MAX_CREDIT_WORDS = 10
# A sentence that credits the article's writers: "Jane Doe contributed to this article.",
# "John Roe and Ann Poe contributed reporting from Paris.", "Andy Roe in Dallas contributed to
# this article.", "Reporting by Jane Doe; editing by John Roe", "Additional reporting by Jane Doe in Rome".
_NAMES = rf"{_NAME}(?:[ \t]+in[ \t]+{_NAME})?(?:[ \t]*(?:,|and|&|,[ \t]*and)[ \t]*{_NAME}(?:[ \t]+in[ \t]+{_NAME})?)*"
_CONTRIBUTED = re.compile(
    rf"^[\W_]*(?:{_NAMES})[ \t]+(?:also[ \t]+)?contributed[ \t]+"
    r"(?:(?:additional[ \t]+)?(?:reporting|research|writing)\b|to[ \t]+(?:this|the)[ \t]+(?:article|report|story)\b)"
)
_CREDITED_BY = re.compile(
    r"^[\W_]*(?i:(?:additional|further)[ \t]+)?"
    r"(?i:reporting|writing|editing|research|compiled|edited|written|reported)[ \t]+(?i:by)[ \t]+[A-ZÀ-ÖØ-Þ]"
)
_MAX_CREDIT_LINE_WORDS = 30


def credit_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Character spans of ``text`` that credit an outlet, reporter or photographer, in order.

    >>> text = "RABAT (Reuters) - Reuters reported the toll. (Iraqi News Agency/Reuters)"
    >>> [text[a:b] for a, b in credit_spans(text)]
    ['(Reuters)', '(Iraqi News Agency/Reuters)']
    """
    spans: list[tuple[int, int]] = []
    dateline = find_dateline(text)
    if dateline is not None and dateline.agency:
        spans.append((dateline.agency_start, dateline.agency_end))
    for match in _BYLINE.finditer(text):
        if not _is_date_words(match.group("names")):
            spans.append(_stripped(text, match.start(), match.end()))
    for match in _SIGNED.finditer(text):
        tail = match.group("tail")
        if (_is_agency(tail) or tail.split()[-1].lower() in _ROLES) and len(match.group(0).split()) <= 8:
            spans.append(_stripped(text, match.start(), match.end()))
    for match in _KEYWORD.finditer(text):
        closed = match.group("open") is not None and match.group("close") == ")"
        if (closed or match.group("open") is None) and _is_credit(match.group("body")):
            spans.append((match.start(), match.end()))
    for match in _SLASHED.finditer(text):
        start, end = match.start(), match.end()
        before = text[:start].rstrip(" \t")[-1:]
        if before not in ("", "(", "\n", ".", ":") or not (
            _is_agency(match.group("left")) or _is_agency(_via(match.group("right")))
        ):
            continue
        if text[start - 1 : start] == "(" and text[end : end + 1] == ")":
            start, end = start - 1, end + 1
        spans.append((start, end))
    return tuple(sorted(set(spans)))


def credit_line(sentence: str) -> bool:
    """Whether ``sentence`` credits the article's writers: "--- Jane Doe contributed to this
    article.", "Reporting by Jane Doe; editing by John Roe". "Exports contributed to the
    growth" and "reporting by the agency showed" are news.

    >>> credit_line("--- Andy Pasztor contributed to this article."), credit_line("Exports contributed to growth.")
    (True, False)
    >>> credit_line("Andy Roe in Dallas contributed to this article."), credit_line("Sales in Asia contributed to growth.")
    (True, False)
    """
    text = sentence.strip()
    if len(text.split()) > _MAX_CREDIT_LINE_WORDS:
        return False
    if _CONTRIBUTED.match(text):
        return True
    # "Reporting by the agency showed": what follows "by" must be a name
    return _CREDITED_BY.match(text) is not None


def inside_any(start: int, end: int, spans: tuple[tuple[int, int], ...]) -> bool:
    """Whether ``[start, end)`` overlaps one of ``spans``."""
    return any(start < b and a < end for a, b in spans)


def _is_agency(name: str) -> bool:
    return name.strip().lower() in AGENCIES


def _is_credit(body: str) -> bool:
    """A short run of names, slashes and "via": "Jane Doe/Getty Images", "AFP"."""
    words = [w for w in re.split(r"[\s/,]+", body) if w]
    return 0 < len(words) <= _MAX_CREDIT_WORDS and all(
        w[:1].isupper() or w in _PARTICLES or w in ("via", "and", "for", "of") for w in words
    )


def _via(name: str) -> str:
    """ "AFP via Getty Images" credits AFP."""
    return re.split(r"\s+via\s+", name)[0]


def _is_date_words(names: str) -> bool:
    """ "By Friday", "By March 3", "By Christmas Eve": a time, not a reporter."""
    first = names.split()[0].lower().rstrip(".,")
    return first in MONTHS or first in FULL_WEEKDAYS or first in ("christmas", "easter", "midnight", "noon")


def _stripped(text: str, start: int, end: int) -> tuple[int, int]:
    """``[start, end)`` without the surrounding spaces."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end
