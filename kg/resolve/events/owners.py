"""Whose happening an event noun is, when the noun names no one: the doer of the verb it completes.

"General Motors filed for bankruptcy", "Chrysler declared bankruptcy", "GM recovered from
its bankruptcy": the noun names no party, but the verb it completes does, and the bankruptcy
is that party's. On company news an article often tells two parties' happenings of one kind
("the bankruptcy of Chrysler, and the bankruptcy of General Motors"); a noun whose owner is
left unknown then joins either side, and across stories it offers nothing to be found by.
Only a noun written right after its verb, bare or behind one preposition and a possessive
("filed for bankruptcy", "recovered from their bankruptcy"), is taken: with an article
between them ("described the bankruptcy", "pointed to the bankruptcy") the noun is a thing
talked about, not the doer's own happening.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# What may stand between a verb and the event noun completing it: nothing, or one
# preposition, then at most a possessive that points back to the verb's doer.
_GAP = re.compile(r"\s+(?:(?:for|from|into|of)\s+)?(?:(?:its|their|his|her)\s+)?", re.IGNORECASE)


def completed_verb(ex: Extraction, index: int, ev: EventMention) -> EventMention | None:
    """The verb mention of ``ex`` whose complement the event noun ``ev`` (number ``index``) is, or None.

    Only a noun that names no agent or patient of its own, written right after a verb of its
    sentence that names an agent and reports nothing ("said bankruptcy" is no doing).
    """
    if not ev.nominal or ev.agents or ev.patients or index == 0:
        return None
    verb = ex.events[index - 1]
    if verb.nominal or verb.sentence != ev.sentence or not verb.agents or verb.event_class == "statement":
        return None
    if verb.end > ev.start or not _GAP.fullmatch(ex.article.text[verb.end : ev.start]):
        return None
    return verb


def owners(ex: Extraction, index: int, ev: EventMention) -> tuple[int, ...]:
    """The mention numbers of the party an event noun is the happening of: its own agents,
    else the agents of the verb it completes (:func:`completed_verb`)."""
    if ev.agents:
        return ev.agents
    verb = completed_verb(ex, index, ev)
    return verb.agents if verb is not None else ()
