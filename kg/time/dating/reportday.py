"""Statements told on the day the story is at, when that day is the publication's own.

"Three countries today became members of the alliance. ... 'We are back in the family,' said the
foreign minister." A news story that has named its own day ("today", "on Friday" of a Friday
paper) as the last day it has told of is reporting that day's news: a statement it then tells
in the past with no time of its own was made that day, whoever made it. Not when the story's
last named day is another one ("on Tuesday ... said"), a story that names no day (the
publication day alone is no evidence), a statement with a time in its own sentence, one in the
past perfect ("had asked": before the story's day), a noun, or a plan: those keep the bound of their tense ("on or before" the report). Source ``narrative``.

A pure function over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

import re

from kg.model import EventMention, EventTime, Extraction

# "had asked", "had already said": a past before the story's past, not its day.
_PLUPERFECT = re.compile(r"\bhad\s+(\w+\s+)?$", re.I)


def told_today(ex: Extraction, placed: list[EventTime | None], values: dict[int, str]) -> list[EventTime | None]:
    """``placed`` with every past statement (module docstring) that follows a naming of the
    publication day, with no other day named between, dated that day. ``values`` maps the span
    numbers of the article's calendar times (its date line and dateline left out) to their values."""
    today = (ex.dct.value or "")[:10]
    if len(today) < 10 or not values:
        return placed
    spans = ex.timex_spans
    days = sorted((spans[n].start, spans[n].sentence, v[:10]) for n, v in values.items() if len(v) >= 10)
    timed = {spans[n].sentence for n in values}
    out = list(placed)
    for i, ev in enumerate(ex.events):
        time = placed[i]
        if not _bare_statement(ev) or (time is not None and time.source != "tense") or ev.sentence in timed:
            continue
        if _PLUPERFECT.search(ex.article.text[max(0, ev.start - 24) : ev.start]):
            continue
        before = [day for start, sentence, day in days if start < ev.start and sentence < ev.sentence]
        if before and before[-1] == today:
            out[i] = EventTime(today, "", "narrative")
    return out


def _bare_statement(ev: EventMention) -> bool:
    """A statement verb of fact in the past: "said", "told", "announced"."""
    return ev.event_class == "statement" and not ev.nominal and ev.tense == "past" and ev.factuality == "fact"
