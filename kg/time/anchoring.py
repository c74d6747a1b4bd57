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


# A line with no more words than this besides its time expression, and no full stop, is a heading
# ("June 4, 2009", "Published 10:30 GMT, Sept. 9"), not a sentence: its time is the article's.
HEADING_WORDS = 4


def heading_time(ex: Extraction, start: int, end: int) -> bool:
    """Whether the time expression at ``start:end`` dates the article itself: it is in the dateline
    ("RABAT, Sept. 11 -") or on a line of a few words of its own (a date line under the headline)."""
    if ex.dateline is not None and ex.dateline.start <= start < ex.dateline.end:
        return True
    text = ex.article.text
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    line = text[line_start:line_end].strip()
    rest = text[line_start:start] + " " + text[end:line_end]
    return len(rest.split()) <= HEADING_WORDS and not line.endswith((".", "!", "?", '"', "”", "'"))


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
        if t.granularity in _DAY_GRANULARITIES
        and (t.start, t.end) in span_index
        and _is_news_day(t.value, news_day)
        and not heading_time(ex, t.start, t.end)
    )
    # A sentence that names a day of its own dates its statement there, if at all ("said on Monday
    # it had accepted help": the parse may give "Monday" to "accepted"), not from a sentence before.
    naming = {ex.timex_spans[index].sentence for _, index in days}
    events = list(ex.events)
    changed = False
    for i, ev in enumerate(events):
        if ev.event_class != "statement" or ev.timex is not None or ev.nominal or ev.tense not in ("past", ""):
            continue  # "says", "has denied": the present of the report, not the day of the last one named
        if ev.sentence in naming:
            continue
        paragraph = bisect.bisect_right(starts, ev.start) - 1
        earliest = starts[max(0, paragraph - 1)]
        before = [index for start, index in days if earliest <= start < ev.start]
        if before:
            events[i] = replace(ev, timex=before[-1])
            changed = True
    return replace(ex, events=tuple(events)) if changed else ex
