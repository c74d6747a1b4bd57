"""A time a "when" clause explains: "from 1968, when the Soviets invaded", "since November, when he
was found clinging to an inner tube", "in contrast to Thursday, when 133 people were arrested"; and
an "as" or "while" clause written right after a time ("shot on Friday night as he stood in his
kitchen").

The verbs of that clause happened within the time, whatever the main clause does with it (the
start of a stretch, a comparison's base): the clause is written to say so. A verb of a clause
opened inside it ("the revolution that brought him to power", "revealed that talks had failed")
tells of a noun or of what is said, and is left alone.

A "whenever" or "any time" clause says the opposite: what follows in the present happens every
time ("Any time a plant goes to one shift, it puts them in limbo"), on no one day
(:func:`habitual`). Pure functions over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction
from kg.time.dating.comparisons import outside_comparison

# Right after the time: the "when" that opens a clause about it, or an "as"/"while" clause
# ("as he stood"; not "as well as", whose next word is no subject).
_WHEN_AFTER = re.compile(
    r",?\s+(?:when|while|as(?=\s+(?:he|she|they|it|we|i|you|the|a|an|his|her|their|its|our)\s))\s+", re.I
)
# A cleft: "it was not until Tuesday that ...", "it was on Friday that ...".
_CLEFT_BEFORE = re.compile(r"\bit\s+(was|is|had\s+been)\s+((not\s+)?until|only|on|in|at)?\s*(the\s+)?$", re.I)
_THAT_AFTER = re.compile(r"\s+that\s+", re.I)
# What closes that clause before a later verb: punctuation, a dash, a quotation mark.
_CLAUSE_END = re.compile(r"[,;:.!?()\"“”]|--|\s_\s")
# A clause opened inside that clause: a verb after it tells of a noun ("the revolution that
# brought Castro to power 41 years ago") or what is said, not the clause's act at the time.
_NESTED = re.compile(r"\b(that|which|who|whom|whose)\b", re.I)


def when_clause_time(ex: Extraction, ev: EventMention, values: dict[int, str]) -> str | None:
    """The calendar value of the time whose "when" clause verb event ``ev`` is in, or None.

    ``values`` maps span numbers to calendar values (DATE or TIME with a known year). A noun in
    that clause is left alone: "in 1968, when he wrote of the 1848 revolution" dates the writing,
    not the revolution."""
    if ev.nominal:
        return None
    text = ex.article.text
    own = ev.timex
    found = None
    for number, value in sorted(values.items()):
        span = ex.timex_spans[number]
        if span.sentence != ev.sentence or span.end > ev.start or own is not None and own != number:
            continue  # a time the verb governs itself stands: "..., when the revolution brought him to power 41 years ago"
        if outside_comparison(ex, ev, number):
            continue  # "compared to the same period last year, as the automaker outsold rivals": a base
        opener = _WHEN_AFTER.match(text, span.end)
        if opener is None and _CLEFT_BEFORE.search(text[max(0, span.start - 40) : span.start]):
            opener = _THAT_AFTER.match(text, span.end)
        if opener is None or opener.end() > ev.start or _CLAUSE_END.search(text, opener.end(), ev.start):
            continue
        if _NESTED.search(text, opener.end(), ev.start):
            continue  # "early December, when crowds rallied for the revolution that brought him to power"
        found = value  # the nearest such time before the verb
    return found


# A clause of every time something happens: "whenever", "any time", "every time", "each time".
_EVERY_TIME = re.compile(r"\b(whenever|(any|every|each)\s*time)\b", re.I)


def habitual(ex: Extraction, ev: EventMention) -> bool:
    """Whether ``ev`` is a simple present told of every time something happens, in its sentence:
    "Any time a plant goes to one shift, it puts them in limbo", "Whenever prices rise, sales
    fall". It happens on no one day, however near a time of the publication's day is."""
    if ev.tense != "present" or ev.nominal:
        return False
    start, _ = ex.sentences[ev.sentence]
    return bool(_EVERY_TIME.search(ex.article.text[start : ev.end]))


# A phrase that puts the noun it names before or after the clause it hangs on, then the "to" of a
# verb describing that noun: "after the deadliest earthquake to hit", "since the first rocket to land".
_LIMIT_INFINITIVE = re.compile(
    r"\b(after|before|following|since)\s+((the|an?|its|his|her|their)\s+)?([\w'’-]+\s+){1,4}to\s+$", re.I
)


def across_limit(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` is written before an "after"/"before" phrase whose noun verb ``ev``
    describes as an infinitive: "declared mourning on Saturday after the deadliest earthquake to
    hit Morocco" (the earthquake hit on Friday, not on the Saturday of the mourning declared after
    it). A clause after "after" ("concluded on Wednesday after the Netherlands gave its go-ahead")
    is left to the learnt relation: it is often of the same day."""
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence or timex.end > ev.start or ev.timex == span or ev.nominal:
        return False
    return bool(_LIMIT_INFINITIVE.search(ex.article.text, timex.end, ev.start))
