"""Normalise the time expressions of one document in order, tracking its reference quarter.

Financial news reports a quarter and then compares it with "a year ago", "the
year-earlier period": TimeML reads those as the same quarter one year back.
"""

from __future__ import annotations

import datetime as dt
import re

from kg.model import Timex, TimexSpan
from kg.temporal.normalise import normalise

YEAR_BACK = re.compile(r"^(the |a )?(comparable |corresponding |same )?(year[- ](ago|earlier)|a year (ago|earlier))"
                       r"( (period|quarter|results|level))?$|^the (comparable |corresponding |same )?"
                       r"(period|quarter) (a year (ago|earlier)|last year)$", re.I)
FOCUS_PERIOD = re.compile(r"^the (latest|recent|most recent|current|same) (period|quarter)$|^the period$", re.I)
QUARTER = re.compile(r"^(\d{4})-Q(\d)$")


UNRESOLVED = ("DATE", "XXXX-XX-XX", "day")


def normalise_all(spans: list[TimexSpan], anchor: dt.date | None, keep_unresolved: bool = True) -> list[Timex]:
    """Every span with its TIMEX3 value, in text order.

    Spans no rule can value get ``XXXX-XX-XX`` (still a time expression, date unknown)
    unless ``keep_unresolved`` is false, when they are dropped.
    """
    out, focus = [], None
    for span in sorted(spans, key=lambda s: s.start):
        result = _in_context(span.text, focus) or normalise(span.text, anchor, span.tense)
        if result is None and not keep_unresolved:
            continue
        result = result or UNRESOLVED
        timex_type, value, granularity = result
        if QUARTER.match(value):
            focus = value
        out.append(Timex(span.start, span.end, span.text, span.sentence, timex_type, value, granularity))
    return out


def _in_context(text: str, focus: str | None) -> tuple[str, str, str] | None:
    """Values that depend on the quarter the document is reporting on."""
    if focus is None:
        return None
    text = " ".join(text.split())
    year, q = QUARTER.match(focus).groups()
    if YEAR_BACK.match(text):
        return "DATE", f"{int(year) - 1}-Q{q}", "quarter"
    if FOCUS_PERIOD.match(text):
        return "DATE", focus, "quarter"
    return None
