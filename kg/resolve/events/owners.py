"""Whose happening an event mention is, when it names no one: for an event noun, the doer of
the verb it completes; for a verb a speaker says of "I" or "we", the speaker.

"General Motors filed for bankruptcy", "Chrysler declared bankruptcy", "GM recovered from
its bankruptcy": the noun names no party, but the verb it completes does, and the bankruptcy
is that party's. On company news an article often tells two parties' happenings of one kind
("the bankruptcy of Chrysler, and the bankruptcy of General Motors"); a noun whose owner is
left unknown then joins either side, and across stories it offers nothing to be found by.
Only a noun written right after its verb, bare or behind one preposition and a possessive
("filed for bankruptcy", "recovered from their bankruptcy"), is taken: with an article
between them ("described the bankruptcy", "pointed to the bankruptcy") the noun is a thing
talked about, not the doer's own happening.

A quote's first person is its speaker: "``We extend our heartfelt sympathies to the
victims,'' Estrada said" tells Estrada's sympathy, and another president's "extended his
sympathy" in another report is another act. Left without a doer, the quoted one joins any.
Only where the writer attributes the quote plainly: a reporting verb with a named doer right
after the quote closes ("..., Estrada said") or right before it opens ("Estrada said: ``We
...''"), no other quote between.
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
    """The mention numbers of the party an event mention is the happening of: its own agents,
    else the agents of the verb a noun completes (:func:`completed_verb`), else, for a verb
    whose subject is a quoted "I" or "we", the quote's speaker (:func:`quoted_speaker`)."""
    if ev.agents:
        return ev.agents
    if ev.nominal:
        verb = completed_verb(ex, index, ev)
        return verb.agents if verb is not None else ()
    speaker = quoted_speaker(ex, ev)
    return speaker.agents if speaker is not None else ()


# A first-person subject and what may stand between it and its verb: auxiliaries, negation
# and a few adverbs ("we have also decided", "I will not resign"), at the end of the text
# before the verb.
_FIRST_PERSON = re.compile(
    r"(?<![\w'])(?:I|[Ww]e)\s+(?:(?:have|has|had|will|would|shall|should|can|could|must|may|might|do|did|"
    r"am|are|was|were|be|been|not|never|also|all|just|already|again|now|still|strongly|deeply|hereby)\s+){0,3}$"
)
_OPENING = re.compile(r"``|\u201c|\"")
_CLOSING = re.compile(r"''|\u201d|\"")
# How far the reporting verb may stand from the quote's mark: ", Estrada said", "said
# Joseph Estrada, the president:" (characters).
_ATTRIBUTION_CHARS = 60


def quoted_speaker(ex: Extraction, ev: EventMention) -> EventMention | None:
    """The reporting verb of the quote whose "I" or "we" is the subject of the verb ``ev``, or None.

    The verb's sentence must show a quote mark opening before the pronoun, with the
    reporting verb (a statement that names its speaker) just before that mark, or a mark
    closing after the verb, with the reporting verb just after it.
    """
    text = ex.article.text
    start, end = ex.sentences[ev.sentence]
    pronoun = _FIRST_PERSON.search(text[start : ev.start])
    if pronoun is None:
        return None
    at = start + pronoun.start()
    opened = [m.start() for m in _OPENING.finditer(text, start, at)]
    closed = _CLOSING.search(text, ev.end, end)
    if opened and not _CLOSING.search(text, opened[-1] + 1, at):
        speaker = _reporter(ex, ev.sentence, max(start, opened[-1] - _ATTRIBUTION_CHARS), opened[-1])
        if speaker is not None:
            return speaker
    if closed is not None and not _OPENING.search(text, ev.end, closed.start()):
        return _reporter(ex, ev.sentence, closed.end(), min(end, closed.end() + _ATTRIBUTION_CHARS))
    return None


def _reporter(ex: Extraction, sentence: int, start: int, end: int) -> EventMention | None:
    """The statement verb of ``sentence`` written between ``start`` and ``end`` that names its speaker."""
    for other in ex.events:
        if other.sentence == sentence and start <= other.start and other.end <= end:
            if other.event_class == "statement" and not other.nominal and other.agents:
                return other
    return None
