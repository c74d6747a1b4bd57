"""Every event placed in time, from the best evidence the article gives.

In order of evidence:

1. the time expression the trigger governs ("declared ... on Saturday"), found at
   extraction (:func:`kg.extract.events.extract_events`): exact, source ``timex``;
2. else the one calendar time expression of its sentence that no other event
   governs ("In 2009, Fiat bought a stake ..."): exact, source ``sentence``;
3. else its tense and aspect against the publication date: a past-tense event in
   the news happened on or before publication (``before`` the publication day, a
   bound, never that day itself), a present or progressive one is ``around`` it,
   a future one ``after`` it; source ``tense``.

Then narrative order: an event the article puts after another ("after the quake,
the king declared") is not placed before that event's date, and one put before
another not after it (source ``order``, or an ``earliest`` limit on a bound).

A pure function over an :class:`~kg.model.Extraction` whose time expressions are
normalised; it sets :attr:`EventMention.time`.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace

from kg.model import EventMention, EventTime, Extraction
from kg.time.anchoring import paragraph_starts
from kg.timex import granularity, more_specific, value_interval

# Tense and aspect -> how a tense-placed event relates to the publication date.
TENSE_BOUNDS: dict[str, str] = {
    "past": "before",
    "perfect": "before",
    "present": "around",
    "progressive": "around",
    "future": "after",
}
# A time expression after these words bounds a stretch ("since 1992", "by 2012", "until
# March"), it is not when the sentence's events happen.
_BOUNDING_WORDS = re.compile(r"\b(since|until|till|by|before|after|through|from|to|than)\s+(the\s+)?$", re.I)
# Events the article does not assert in time: a condition or a generic statement has no date.
_TIMELESS = frozenset({"hypothetical"})


def place_events(ex: Extraction) -> Extraction:
    """``ex`` with every event's :attr:`~kg.model.EventMention.time` set where evidence allows."""
    if not ex.events:
        return ex
    free = _free_sentence_values(ex)
    narrative = _narrative_values(ex)
    placed = [_place(ex, ev, free.get(ev.sentence, ()), narrative.get(ev.sentence)) for ev in ex.events]
    placed = [_in_order(ev, time, placed) for ev, time in zip(ex.events, placed)]
    events = tuple(replace(ev, time=time) for ev, time in zip(ex.events, placed))
    return replace(ex, events=events)


def _calendar_values(ex: Extraction) -> dict[int, str]:
    """Span index -> calendar value, for the spans that are a DATE or TIME with a known year."""
    by_extent = {(t.start, t.end): t for t in ex.timexes}
    out: dict[int, str] = {}
    for number, span in enumerate(ex.timex_spans):
        timex = by_extent.get((span.start, span.end))
        if timex is not None and timex.type in ("DATE", "TIME") and timex.value[:1].isdigit():
            out[number] = timex.value
    return out


def _free_sentence_values(ex: Extraction) -> dict[int, tuple[str, ...]]:
    """Sentence -> the distinct calendar values of its time expressions that no event governs
    and that date the sentence rather than bound a stretch ("since 1992")."""
    governed = {ev.timex for ev in ex.events if ev.timex is not None}
    return _sentence_values(ex, lambda number: number not in governed)


def _sentence_values(
    ex: Extraction, keep: Callable[[int], bool], days_only: bool = False
) -> dict[int, tuple[str, ...]]:
    text = ex.article.text
    values: dict[int, list[str]] = defaultdict(list)
    for number, value in sorted(_calendar_values(ex).items()):
        if days_only and granularity(value) not in ("day", "time"):
            continue
        span = ex.timex_spans[number]
        if not keep(number) or _BOUNDING_WORDS.search(text[max(0, span.start - 12) : span.start]):
            continue
        values[span.sentence] = _merged(values[span.sentence], value)
    return {sentence: tuple(found) for sentence, found in values.items()}


def _merged(values: list[str], value: str) -> list[str]:
    """``values`` with ``value`` added, one value for a day and its hour ("June 1st, at 16:15")."""
    for i, known in enumerate(values):
        inner = more_specific(known, value)
        if inner is not None and _within(inner, known) and _within(inner, value):
            values[i] = inner
            return values
    return [*values, value]


def _within(inner: str, outer: str) -> bool:
    a, b = value_interval(inner), value_interval(outer)
    return a is not None and b is not None and b[0] <= a[0] and a[1] <= b[1]


def _narrative_values(ex: Extraction) -> dict[int, str]:
    """Sentence -> the one day the sentence before it names, in the same paragraph: the
    day the narrative is at when a sentence names no time of its own. Only a day: a
    month or year before ("In 2008, ...") is more often background than the story's time."""
    every = _sentence_values(ex, lambda number: True, days_only=True)
    named = _sentence_values(ex, lambda number: True)
    starts = paragraph_starts(ex.article.text)
    out: dict[int, str] = {}
    for sentence, (start, _) in enumerate(ex.sentences):
        before = every.get(sentence - 1, ())
        if sentence == 0 or len(before) != 1 or sentence in named:
            continue
        previous = ex.sentences[sentence - 1][0]
        if bisect.bisect_right(starts, previous) == bisect.bisect_right(starts, start):
            out[sentence] = before[0]
    return out


def _place(
    ex: Extraction, ev: EventMention, sentence_values: tuple[str, ...], narrative: str | None
) -> EventTime | None:
    own = _own_date(ex, ev)
    if own:
        return EventTime(own, "", "timex")
    if ev.factuality in _TIMELESS:
        return None
    dct = ex.dct.value
    # A present-tense event is at publication, whatever else its sentence dates.
    if (
        len(sentence_values) == 1
        and TENSE_BOUNDS.get(ev.tense) != "around"
        and _fits_tense(sentence_values[0], ev, dct)
    ):
        return EventTime(sentence_values[0], "", "sentence")
    # Only a past-tense verb continues the narrative: nouns and present tenses often do not.
    if narrative and not sentence_values and ev.tense == "past" and not ev.nominal and _fits_tense(narrative, ev, dct):
        return EventTime(narrative, "", "narrative")
    bound = "after" if ev.factuality == "future" else TENSE_BOUNDS.get(ev.tense, "")
    if dct and bound:
        return EventTime(dct, bound, "tense")
    return None


def _own_date(ex: Extraction, ev: EventMention) -> str | None:
    """The calendar value of the time expression ``ev`` governs, unless it cannot be the event's
    own time: a stretch's bound ("recognizes ... since 1901"), or a day after publication for a
    past event, which is the day of what it set up ("declared a dividend, payable Dec. 1",
    "has scheduled a news conference Thursday")."""
    own = ex.event_date(ev)
    if not own or ev.timex is None:
        return own
    span = ex.timex_spans[ev.timex]
    if _BOUNDING_WORDS.search(ex.article.text[max(0, span.start - 12) : span.start]):
        return None
    if ev.tense in ("past", "perfect") and ev.factuality != "future" and not _fits_tense(own, ev, ex.dct.value):
        return None
    return own


def _fits_tense(value: str, ev: EventMention, dct: str | None) -> bool:
    """Whether a date can be a time of ``ev`` given its tense: a past event is not dated
    after publication, a future one not before it."""
    interval, today = value_interval(value), value_interval(dct)
    if interval is None or today is None:
        return True
    bound = "after" if ev.factuality == "future" else TENSE_BOUNDS.get(ev.tense, "")
    if bound == "before":
        return interval[0] <= today[1]
    if bound == "after":
        return interval[1] >= today[0]
    return True


def _in_order(ev: EventMention, time: EventTime | None, placed: list[EventTime | None]) -> EventTime | None:
    """``time`` made to keep the narrative order the article states for ``ev``."""
    if ev.after_of is not None:
        time = _not_before(time, placed[ev.after_of])
    if ev.before_of is not None:
        time = _not_after(time, placed[ev.before_of])
    return time


def _not_before(time: EventTime | None, other: EventTime | None) -> EventTime | None:
    if other is None or not other.exact:
        return time
    if time is None:
        return EventTime(other.value, "after", "order")
    if time.source == "timex":
        return time  # the article's own date for it stands
    if time.exact:
        return time if not _earlier(time.value, other.value) else EventTime(other.value, "after", "order")
    if time.bound == "before" and not _earlier(time.value, other.value):
        return replace(time, earliest=other.value)
    return time


def _not_after(time: EventTime | None, other: EventTime | None) -> EventTime | None:
    if other is None or not other.exact:
        return time
    if time is None:
        return EventTime(other.value, "before", "order")
    if time.source == "timex":
        return time
    if time.exact:
        return time if not _earlier(other.value, time.value) else EventTime(other.value, "before", "order")
    if time.bound == "before" and _earlier(other.value, time.value):
        return EventTime(other.value, "before", "order")
    return time


def _earlier(a: str, b: str) -> bool:
    """Whether all of ``a`` lies before all of ``b``: one day of "2009-06-01" is not
    earlier than "2009-06"."""
    ia, ib = value_interval(a), value_interval(b)
    return ia is not None and ib is not None and ia[1] < ib[0]
