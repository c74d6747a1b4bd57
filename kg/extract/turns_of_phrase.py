"""Turns of phrase whose verb or noun names no happening of its own (the graph stage hides
them; the extractions keep them for scoring):

- an idiom: "lived up to its nickname", "the structure made the list of endangered properties",
  "despite beating the count he was too unsteady", "rarely throwing anything in return", "the
  Colts controlled their own destiny", "the series went through four directors" (no living,
  making, beating, returning, controlling or going; "made a profit", "beat Thompson", "the
  return of the boy", "went through the gate" are drawn);
- a result told by "leave" and its object's new state: "a flaw that left millions of computers
  vulnerable", "a strike that left hospitals working with emergency staff" (the flaw and the
  strike are drawn; "left their posts", "left Phoenix in October" are departures, drawn); and
  what a happening leaves its object with or in: "an ambitious expansion has left Magna with
  excess capacity", "the war left the country in debt" (a happening does not depart; "the
  minister left Oslo with his wife" is drawn), and so is "that's leaving investors with cold feet"
  (a pronoun for a situation opening its clause: "that", "this");
- carrying on: "Bushnell continued with her duties", "Roberts continues as treasurer" (what was
  carried on is the news, drawn by its own word when it is one);
- a job held: "was stabbed to death while working as a corrections officer" (the stabbing is
  the news; "worked as a waiter in 1990" is left to the verb's own tests);
- a habit: "his habit of walking the streets in a bathrobe"; what is held in common, told in the
  present: "they also share Islam with the Albanians" ("shared the prize in 1990" is drawn);
- where a thing lies: "Iran is located on fault lines", "Qeshm, located 1,150 kilometers
  southeast of Tehran" (a place, no happening; "police located the car" is drawn);
- where someone lived, told in a relative clause: "a home where Kopp lived last year" (the
  residence is the backdrop of the news; :mod:`kg.extract.commentary` hides "lived in Wales").

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.model import EventMention

_UP_TO_AFTER = re.compile(r"^\s+up\s+to\b", re.IGNORECASE)
_LIST_AFTER = re.compile(r"^\s+(?:the|a|an|its|their|his|her)\s+(?:[\w'’.-]+\s+){0,6}?list\b", re.IGNORECASE)
_COUNT_AFTER = re.compile(r"^\s+the\s+(?:referee's\s+|eight\s+|ten\s+|10\s+)?count\b", re.IGNORECASE)
_IN_BEFORE = re.compile(r"\bin\s+$", re.IGNORECASE)
_NOT_A_RETURN_AFTER = re.compile(r"^\s+(?:to|of|from|home)\b", re.IGNORECASE)
# What "leave" makes of its object: a state (an adjective) or an ongoing doing (a participle).
_RESULT_STATES = (
    "vulnerable homeless stranded exposed helpless powerless jobless destitute penniless unable intact unchanged"
    " uncertain unclear open empty idle isolated crippled paralyzed paralysed devastated shaken speechless"
)
_LEFT_IN_A_STATE_AFTER = re.compile(
    r"^\s+(?:[\w'’.,-]+\s+){1,6}?(?:(?:" + "|".join(_RESULT_STATES.split()) + r")\b"
    r"|(?:working|hovering|struggling|scrambling|wondering|reeling|waiting|searching|fighting|hanging|lying)\b)",
    re.IGNORECASE,
)
# "left Magna with excess capacity", "left the firm in debt": what an object is left with or in.
_WITH_OR_IN_AFTER = re.compile(r"^\s+(?:[\w'’.-]+\s+){1,5}?(?:with|in)\s", re.IGNORECASE)
_IN_A_STATE_AFTER = re.compile(
    r"^\s+(?:[\w'’.-]+\s+){1,5}?(?:in\s+(?:debt|ruins|limbo|tatters|disarray|shambles|turmoil)"
    r"|with\s+(?:no|nothing|little|few)\b)",
    re.IGNORECASE,
)
# A pronoun standing for a situation told before, opening its clause as the subject right before
# the verb (with its auxiliaries): "and that left", "That's leaving"; it never departs ("the bus
# that left the station with 40 passengers" is a relative clause, and departs).
_SITUATION_BEFORE = re.compile(
    r"(?:^|[.;:,!?\"“”]\s*|\b(?:and|but|so)\s+)(?:that|this)(?:'s|’s|\s+(?:is|was|has|had|will|would|could))?"
    r"(?:\s+been)?\s+(?:\w+ly\s+)?$",
    re.IGNORECASE,
)
_WITH_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?(?:with|as)\b", re.IGNORECASE)
_DESTINY_AFTER = re.compile(r"^\s+(?:their|its|his|her|our|my|your)\s+own\s+(?:destiny|fate)\b", re.IGNORECASE)
_THROUGH_COUNT_AFTER = re.compile(
    r"^\s+through\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|dozens\s+of)\s+", re.IGNORECASE
)
_WHILE_BEFORE = re.compile(r"\b(?:while|when)\s+$", re.IGNORECASE)
_AS_AFTER = re.compile(r"^\s+as\s+(?:an?|the)\b", re.IGNORECASE)
_HABIT_BEFORE = re.compile(r"\b(?:habit|practice|custom)\s+of\s+$", re.IGNORECASE)
_BY_AFTER = re.compile(r"^\s+(?:[\w'’.,-]+\s+){0,3}?by\b", re.IGNORECASE)
_COPULA_BEFORE = re.compile(r"\b(?:is|are|'s)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
_AUXILIARY_BEFORE = re.compile(
    r"\b(?:was|were|be|been|being|has|have|had|not|never|could|can|would|will)\s+(?:\w+ly\s+)?$", re.IGNORECASE
)
_WHERE_BEFORE = re.compile(r"\bwhere\s+(?:[\w'’.-]+\s+){1,5}$", re.IGNORECASE)


def turns_of_phrase(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    return {
        i
        for i, ev in enumerate(events)
        if idiom(ev, text)
        or left_in_a_state(ev, text)
        or left_with_a_result(ev, events, text)
        or carried_on(ev, text)
        or habit_or_common(ev, text)
        or location(ev, text)
        or lived_where(ev, text)
    }


def idiom(ev: EventMention, text: str) -> bool:
    """ "lived up to its nickname", "made the list", "beating the count", "in return"."""
    after = text[ev.end : ev.end + 60]
    if ev.nominal:
        return (
            ev.lemma == "return"
            and ev.trigger.lower() == "return"
            and bool(_IN_BEFORE.search(text[max(0, ev.start - 4) : ev.start]))
            and not _NOT_A_RETURN_AFTER.match(after)
        )
    if ev.lemma == "live":
        return bool(_UP_TO_AFTER.match(after))
    if ev.lemma == "make":
        return bool(_LIST_AFTER.match(after))
    if ev.lemma == "control":
        return bool(_DESTINY_AFTER.match(after))
    if ev.lemma == "go":
        return bool(_THROUGH_COUNT_AFTER.match(after))
    return ev.lemma == "beat" and bool(_COUNT_AFTER.match(after))


def left_in_a_state(ev: EventMention, text: str) -> bool:
    """ "left millions of computers vulnerable", "left hospitals working with emergency staff":
    the state an object is left in, told as a result of the news beside it."""
    if ev.nominal or ev.lemma != "leave":
        return False
    after = text[ev.end : ev.end + 80]
    end = re.search(r"[,;:.!?]", after)
    return bool(_LEFT_IN_A_STATE_AFTER.match(after[: end.start() + 1] if end else after))


def left_with_a_result(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """ "an ambitious expansion has left Magna with excess capacity": "leave" with a happening
    for subject tells what it left its object with or in; "left the country in debt", "left
    them with nothing" tell it whoever the subject."""
    if ev.nominal or ev.lemma != "leave":
        return False
    after = text[ev.end : ev.end + 80]
    if _IN_A_STATE_AFTER.match(after):
        return True
    if not _WITH_OR_IN_AFTER.match(after):
        return False
    if _SITUATION_BEFORE.search(text[max(0, ev.start - 40) : ev.start]):
        return True  # "That's leaving small investors with cold feet": a situation does not depart
    if ev.subject_span is None:
        return False
    start, end = ev.subject_span
    return any(o.nominal and start <= o.start and o.end <= end for o in events)


def carried_on(ev: EventMention, text: str) -> bool:
    """ "continued with her duties", "continues as treasurer": carrying on, told with "with" or
    "as"."""
    return not ev.nominal and ev.lemma == "continue" and bool(_WITH_AFTER.match(text[ev.end : ev.end + 20]))


def habit_or_common(ev: EventMention, text: str) -> bool:
    """ "his habit of walking the streets"; "they also share Islam with the Albanians"; "while
    working as a corrections officer"."""
    if ev.nominal:
        return False
    if ev.lemma == "share" and ev.tense == "present":
        return True
    if (
        ev.lemma == "work"
        and ev.trigger.lower() == "working"
        and _WHILE_BEFORE.search(text[max(0, ev.start - 10) : ev.start])
        and _AS_AFTER.match(text[ev.end : ev.end + 10])
    ):
        return True  # "while working as a corrections officer": a job held
    return bool(_HABIT_BEFORE.search(text[max(0, ev.start - 20) : ev.start]))


def location(ev: EventMention, text: str) -> bool:
    """ "is located on fault lines", "Qeshm, located 1,150 kilometers southeast of Tehran": a
    participle of place, in the present or right after its noun, and no "by" ("police located
    the car", "the wreck was located by divers", "could not be located Wednesday" are finds)."""
    return (
        not ev.nominal
        and ev.lemma == "locate"
        and ev.trigger.lower() == "located"
        and (
            bool(_COPULA_BEFORE.search(text[max(0, ev.start - 20) : ev.start]))
            or (not ev.object and not _AUXILIARY_BEFORE.search(text[max(0, ev.start - 20) : ev.start]))
        )
        and not _BY_AFTER.match(text[ev.end : ev.end + 40])
    )


def lived_where(ev: EventMention, text: str) -> bool:
    """ "a home where Kopp lived last year": where someone lived, told in a relative clause."""
    return not ev.nominal and ev.lemma == "live" and bool(_WHERE_BEFORE.search(text[max(0, ev.start - 50) : ev.start]))
