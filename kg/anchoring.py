"""Dates for events whose own sentence names none, from the narrative around them.

News reports a statement once with its day ("backed down yesterday") and then
quotes it for a paragraph or two without repeating the day. A statement with
no time of its own takes the last day named before it, in its paragraph or
the one before; further away the story may have moved on, so it stays undated.
"""

from __future__ import annotations

import bisect
from dataclasses import replace

from kg.model import Extraction

_DAY_GRANULARITIES = ("day", "time")


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


def date_statements(ex: Extraction) -> Extraction:
    """Give undated statements the last day named in their paragraph or the one before."""
    starts = paragraph_starts(ex.article.text)
    span_index = {(s.start, s.end): i for i, s in enumerate(ex.timex_spans)}
    days = sorted((t.start, span_index[(t.start, t.end)]) for t in ex.timexes
                  if t.granularity in _DAY_GRANULARITIES and t.value[:1].isdigit()
                  and (t.start, t.end) in span_index)
    events = list(ex.events)
    changed = False
    for i, ev in enumerate(events):
        if ev.event_class != "statement" or ev.timex is not None or ev.nominal:
            continue
        paragraph = bisect.bisect_right(starts, ev.start) - 1
        earliest = starts[max(0, paragraph - 1)]
        before = [index for start, index in days if earliest <= start < ev.start]
        if before:
            events[i] = replace(ev, timex=before[-1])
            changed = True
    return replace(ex, events=tuple(events)) if changed else ex
