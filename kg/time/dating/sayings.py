"""The day an article's statements were made, given to a statement that names none.

"Albright said Friday that ... . ``It is a great day,'' Geremek said. Kavan said the Czech Republic
would ...": a report of one day's sayings names the day once and then attributes quote after quote
with a bare "said". When every statement the article dates was made on one day, a past statement of
fact with no time of its own, that is what its sentence tells (not what another verb reports, not in
a clause that explains another), in a sentence naming no calendar time, was made that day too.

Not when the article dates statements on two days (a story that follows several days of exchanges:
which day a bare "said" is of is unclear), nor when the one day is not the publication day or the
day before it (an article looking back on a day is not its report), nor for a statement told as
coming after or before another event or as earlier ("Earlier, they had said"), nor when the sentence before names another day. Source
``narrative``. Anything else keeps its bound: better undated than wrong.

A pure function over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

import datetime as dt
import re

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.story import news_of_its_sentence

# A statement told as earlier than the report's day: "Earlier, they had said they would give the
# boy", "Cuba had asked for 28 visas", "in recent days said".
_EARLIER = re.compile(r"\b(had|earlier|previously|before|once|recent|recently|ago|since)\b", re.I)

# Where a dated statement's day may come from: its own time or one the sentence's structure gave
# it, or a day the account it goes on from was at.
_DATED = frozenset({"timex", "relation", "narrative"})


def sayings_day(ex: Extraction, placed: list[EventTime | None], values: dict[int, str]) -> list[EventTime | None]:
    """``placed`` with each undated statement of a one-day report of sayings (module docstring)
    given that day; ``values`` are the article's calendar times (span number -> value)."""
    day = _the_day(ex, placed)
    if day is None:
        return placed
    timed = {ex.timex_spans[n].sentence: v[:10] for n, v in values.items()}
    out = list(placed)
    for i, ev in enumerate(ex.events):
        time = placed[i]
        if time is not None and time.source != "tense" or not _bare_saying(ex, ev):
            continue
        if ev.sentence in timed or timed.get(ev.sentence - 1, day) != day:
            continue
        out[i] = EventTime(day, "", "narrative")
    return out


def _the_day(ex: Extraction, placed: list[EventTime | None]) -> str | None:
    """The one day the article dates its statements on, when it is the publication day or the day
    before it."""
    days = {
        t.value[:10]
        for e, t in zip(ex.events, placed, strict=True)
        if t is not None
        and t.exact
        and t.source in _DATED
        and len(t.value) >= 10
        and e.event_class == "statement"
        and not e.nominal
    }
    if len(days) != 1 or not ex.dct.value:
        return None
    day = days.pop()
    try:
        gap = (dt.date.fromisoformat(ex.dct.value[:10]) - dt.date.fromisoformat(day)).days
    except ValueError:
        return None
    return day if 0 <= gap <= 1 else None


def _bare_saying(ex: Extraction, ev: EventMention) -> bool:
    """Whether ``ev`` is a past statement of fact that says something (a quote or what it reports: not
    "reported a 39% loss", an act of publishing figures) and is what its sentence tells, with no
    time of its own and no other event it is told as following or preceding."""
    return (
        ev.event_class == "statement"
        and not ev.nominal
        and ev.tense == "past"
        and ev.factuality == "fact"
        and bool(ev.quote or ev.reported)
        and ev.timex is None
        and ev.after_of is None
        and ev.before_of is None
        and not _EARLIER.search(ex.article.text[ex.sentences[ev.sentence][0] : ev.start])
        and news_of_its_sentence(ex, ev)
    )
