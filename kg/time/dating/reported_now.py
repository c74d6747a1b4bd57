"""A present told in indirect speech under a dated past statement holds on the statement's day.

"Police said on Monday they are questioning a man": the questioning is the police's present on
Monday, not the article's ("around" the publication day, days later, when it may be over).
Like a present inside quotation marks (:mod:`kg.time.dating.quoted`), an event in the present
or progressive tense inside the clause a past statement reports, with tense its only evidence,
takes the statement's day when the text dates the statement to one.

A pure function over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.reports import reported_extent


def reported_presents(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with every present event a dated past statement reports timed on its day."""
    out = list(placed)
    for i, (ev, time) in enumerate(zip(ex.events, placed)):
        if time is None or time.source != "tense" or time.bound != "around":
            continue
        if ev.nominal or ev.tense not in ("present", "progressive"):
            continue
        j = _reporting(ex, ev)
        said = placed[j] if j is not None else None
        if said is not None and said.exact and said.source != "tense":
            out[i] = EventTime(said.value.split("T")[0], "", said.source)
    return out


def _reporting(ex: Extraction, ev: EventMention) -> int | None:
    """The past statement (index) of ``ev``'s sentence whose reported clause holds ``ev``."""
    for j, g in enumerate(ex.events):
        if g is ev or g.sentence != ev.sentence or g.nominal or g.event_class != "statement":
            continue
        if g.tense != "past" or g.factuality not in ("fact", ""):
            continue
        told = reported_extent(ex, g)
        if told is not None and told[0] <= ev.start and ev.end <= told[1]:
            return j
    return None
