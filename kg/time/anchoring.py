"""Dates for events whose own sentence names none, from the narrative around them.

News reports a statement once with its day ("backed down yesterday") and then
quotes it for a paragraph or two without repeating the day. A statement with
no time of its own takes the last day named before it, in its paragraph or
the one before, if that day is the news day (the publication date or the two
days before it): a day further back is the date of some other happening
("Tuesday's referendum"), not of what is being said now.
"""

from __future__ import annotations

import bisect
import datetime as dt
from dataclasses import replace

from kg.model import Extraction

_DAY_GRANULARITIES = ("day", "time")
NEWS_DAY_SPAN = 2


def paragraph_starts(text: str) -> list[int]:
    """Offsets where paragraphs (blocks separated by a blank line) start.

    >>> paragraph_starts("One.\\n\\nTwo.\\n\\n\\nThree.")
    [0, 6, 13]
    """
    starts = [0]
    i = text.find("\n\n")
    while i != -1:
        j = i
        while j < len(text) and text[j] in "\n \t\r":
            j += 1
        if j < len(text) and j != starts[-1]:
            starts.append(j)
        i = text.find("\n\n", j)
    return starts


def _is_news_day(value: str, news_day: dt.date) -> bool:
    try:
        day = dt.date.fromisoformat(value[:10])
    except ValueError:
        return False
    return 0 <= (news_day - day).days <= NEWS_DAY_SPAN  # a difference: no date before 0001 is made


def date_statements(ex: Extraction) -> Extraction:
    """Give undated statements the last day named in their paragraph or the one before."""
    starts = paragraph_starts(ex.article.text)
    span_index = {(s.start, s.end): i for i, s in enumerate(ex.timex_spans)}
    if not ex.dct.value:
        return ex
    news_day = dt.date.fromisoformat(ex.dct.value)
    days = sorted(
        (t.start, span_index[(t.start, t.end)])
        for t in ex.timexes
        if t.granularity in _DAY_GRANULARITIES and (t.start, t.end) in span_index and _is_news_day(t.value, news_day)
    )
    events = list(ex.events)
    changed = False
    for i, ev in enumerate(events):
        if ev.event_class != "statement" or ev.timex is not None or ev.nominal or ev.tense not in ("past", ""):
            continue  # "says", "has denied": the present of the report, not the day of the last one named
        paragraph = bisect.bisect_right(starts, ev.start) - 1
        earliest = starts[max(0, paragraph - 1)]
        before = [index for start, index in days if earliest <= start < ev.start]
        if before:
            events[i] = replace(ev, timex=before[-1])
            changed = True
    return replace(ex, events=tuple(events)) if changed else ex
