"""The day a story calls "today", when its lead names it.

A report may be published days after it was written: "In a press conference at 16:15 UTC, June
1st, the chief executive of the firm, which filed for bankruptcy earlier today, outlined a plan",
published on June 4. The lead names the day and calls it "today" in one breath; the story's
"today" (and its "yesterday", "this morning", "Monday") is then that day, not the publication's.
Only a day named before the deictic word in the first sentence that has one, and a few days
before publication: a report written weeks before it appeared is no news report, and a date
named after "today" ("today said the June 1 attack ...") is what the sentence talks about.
"""

from __future__ import annotations

import datetime as dt
import re

from kg.model import TimexSpan
from kg.time.normalise.expression import normalise, tokens
from kg.time.words import MONTHS

# The words that mean the day the text was written.
_TODAY = re.compile(r"^(earlier |later )?(today|tonight|this (morning|afternoon|evening))$", re.I)
# How many days before publication a story's own "today" may be.
MAX_DAYS_BEFORE = 7


def story_today(spans: list[TimexSpan], anchor: dt.date | None) -> dt.date | None:
    """The day ``spans`` (a document's time expressions) call "today", when it is not ``anchor``,
    the publication date (module docstring); else None."""
    if anchor is None:
        return None
    ordered = sorted(spans, key=lambda s: s.start)
    first = next((s for s in ordered if _TODAY.match(" ".join(s.text.split()))), None)
    if first is None:
        return None
    for span in ordered:
        if span.sentence != first.sentence or span.end > first.start:
            continue
        day = _named_day(span, anchor)
        if day is not None and 1 <= (anchor - day).days <= MAX_DAYS_BEFORE:
            return day
    return None


def _named_day(span: TimexSpan, anchor: dt.date) -> dt.date | None:
    """The day ``span`` names by its month and day ("June 1st", "16:15 UTC, June 1st"), not one
    counted from another ("last Monday")."""
    words = tokens(span.text)
    if not any(w.rstrip(".") in MONTHS for w in words) or not any(w[:1].isdigit() for w in words):
        return None
    found = normalise(span.text, anchor, span.tense)
    if found is None or found[0] not in ("DATE", "TIME") or not re.match(r"^\d{4}-\d\d-\d\d", found[1]):
        return None
    return dt.date.fromisoformat(found[1][:10])
