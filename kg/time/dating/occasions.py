"""A happening noun takes the day of the verb that tells it happened, or that happened at it.

1. The subject of a verb of occurring: "The blast in Nairobi occurred at 10:35 a.m. Friday",
   "the ceremony took place on Friday", "the vote was held Sunday": the verb only says when the
   noun's happening was, so its exact time is the noun's.
2. The subject of a harm verb dated by its own time: "the bomb blasts which killed scores and
   injured 1,000 earlier in the day": what a happening did as it happened is of its time, both
   ways (:func:`kg.time.dating.placement` dates the verb by the happening's written time).
3. A one-sitting occasion another verb happened at or in: "said at a news conference Friday",
   "paid tribute in a speech on Tuesday": a conference, a speech, a ceremony lasts no longer than
   the day, so the verb's day is the occasion's. Not a visit, a war or a campaign, which last
   longer than the act told within them.

Only a noun with no exact time of its own; only from a verb whose time is exact. Source
``narrative`` (the time is shared, not written on the noun). A pure function over an
:class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

import re

from kg.model import EventMention, EventTime, Extraction

# Verbs whose subject is the happening they date: "occurred", "happened", "took place", "was held".
OCCURRING = frozenset({"occur", "happen"})
_PLACE_AFTER = re.compile(r"\s+place\b", re.I)
_HELD_BEFORE = re.compile(r"\b(was|were|is|are|be|been|being)\s+(\w+ly\s+)?$", re.I)
# Verbs that tell what a happening did to people or things as it happened: "the Aug. 7 bombings
# killed 224", "the 1996 bombing that killed one person". Others need not ("the 1995 bombing led
# to new laws", "Friday's quake prompted offers of help").
HARM_VERBS = frozenset("kill injure wound maim destroy damage flatten level devastate wreck topple claim".split())
# Occasions of one sitting: what happens at them falls within their day.
OCCASIONS = frozenset(
    """
address briefing broadcast ceremony conference debate hearing interview lecture meeting rally
remarks sermon service session speech statement
""".split()
)
# What may stand before the happening noun in its subject: no "of" phrase ("the aftermath of the
# bombing occurred" is no bombing on that day), no verb, nothing but modifiers.
_HEAD_BEFORE = re.compile(r"^[^,;:()]*$")
_OF = re.compile(r"\b(of|after|before|since|from|for)\b", re.I)
_TIMELESS = frozenset({"hypothetical"})


def occasion_days(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with each undated happening noun given the exact time of the verb that tells it
    occurred, or that happened at it (module docstring)."""
    out = list(placed)
    for i, noun in enumerate(ex.events):
        time = placed[i]
        if not noun.nominal or noun.factuality in _TIMELESS or time is not None and time.exact:
            continue
        host = _occurring_verb(ex, noun, placed) if noun.setting_of is None else None
        if host is None and noun.setting_of is not None and noun.trigger.lower() in OCCASIONS:
            host = noun.setting_of
        if host is None:
            continue
        given = placed[host]
        if given is not None and given.exact and ex.events[host].factuality not in _TIMELESS:
            out[i] = EventTime(given.value, "", "narrative")
    return out


def _occurring_verb(ex: Extraction, noun: EventMention, placed: list[EventTime | None]) -> int | None:
    """The verb of occurring ("occurred", "took place", "was held"), or the harm verb its own time
    dates ("killed ... earlier in the day"), whose subject ``noun`` heads."""
    text = ex.article.text
    for number, verb in enumerate(ex.events):
        if verb.nominal or verb.sentence != noun.sentence or verb.subject_span is None:
            continue
        start, end = verb.subject_span
        given = placed[number]
        harm = verb.lemma in HARM_VERBS and verb.timex is not None and given is not None and given.source == "timex"
        if not start <= noun.start < end or not (harm or _occurring(text, verb)):
            continue
        before = text[start : noun.start]
        if _HEAD_BEFORE.match(before) and not _OF.search(before) and _first_event(ex, noun, start):
            return number
    return None


def _occurring(text: str, verb: EventMention) -> bool:
    if verb.lemma in OCCURRING:
        return True
    if verb.lemma == "take":
        return bool(_PLACE_AFTER.match(text, verb.end))
    return verb.lemma == "hold" and bool(_HELD_BEFORE.search(text[max(0, verb.start - 30) : verb.start]))


def _first_event(ex: Extraction, noun: EventMention, start: int) -> bool:
    """Whether no other event stands between the subject's start and ``noun``: the noun heads it."""
    return not any(e is not noun and start <= e.start < noun.start for e in ex.events)
