"""The tense of the clause a time expression sits in, from its governing verb."""

from __future__ import annotations

import re

from kg.time.digit_words import TIME_ZONES
from kg.time.expressions.reporting_day import reporting_verb
from kg.time.words import BOUNDED, CLOCK, GENERIC, RATE
from kg.tokens import lemma

FUTURE_AUX = {"will", "shall", "'ll", "wo"}
# "planned to leave Thursday", "is set to resume Monday": an infinitive under these looks ahead
PLANNING = set(
    """
plan schedule set expect due intend hope aim prepare be agree want promise threaten vow seek propose
decide likely poise
""".split()
)


# "until Tuesday", "as early as Tuesday", "effective Feb. 1", "by February": a deadline or a
# start point, which news states ahead of time, whatever the tense of the reporting verb
FORWARD_CUES = ({"until", "till", "by", "effective"}, {("as", "early", "as"), ("as", "soon", "as")})
# "has scheduled a news conference Thursday", "planned a rally on Saturday": the event is to come
SCHEDULING = {"schedule", "plan", "reschedule", "postpone", "delay", "extend", "set"}


# Readings that replace the tense when the words around a span, not its verb, decide its value
RATE_TEXT = re.compile(r"^(a|an|per) (year|month|week|day|hour|quarter)$", re.I)
BOUNDED_TEXT = re.compile(r"^(the )?(fiscal |financial )?year$", re.I)


def reading(span) -> str:
    """:data:`RATE`, :data:`BOUNDED`, :data:`CLOCK`, :data:`GENERIC`, or else the clause tense of ``span``."""
    doc = span.doc
    before = doc[span.start - 1] if span.start > 0 else None
    after = doc[span.end] if span.end < len(doc) else None
    if (
        RATE_TEXT.match(span.text)
        and before is not None
        and (before.like_num or before.tag_ == "NNS" or before.ent_type_ in ("MONEY", "CARDINAL", "QUANTITY"))
    ):
        return RATE
    if BOUNDED_TEXT.match(span.text) and after is not None and after.lower_ in ("ended", "ending", "ends"):
        return BOUNDED
    if at_clock(span):
        return CLOCK
    if _of_tomorrow(span, before):
        return GENERIC
    return clause_tense(span)


def _of_tomorrow(span, before) -> bool:
    """ "the cars of tomorrow", "the leaders of tomorrow": a noun's "of tomorrow" is the future in
    general, not the day after publication (a day's event is "tomorrow's meeting")."""
    return (
        span.text.lower() == "tomorrow"
        and before is not None
        and before.lower_ == "of"
        and before.head.pos_ in ("NOUN", "PROPN")
        and before.head.i < before.i
    )


def at_clock(span) -> bool:
    """ "struck at 1353", "at 0830": four digits after "at" that are a time of day and cannot be a
    year of today's news (a number from 1800 to 2099 after "at" is left to be read as what it is)."""
    text = span.text
    before = span.doc[span.start - 1].lower_ if span.start > 0 else ""
    if not re.fullmatch(r"([01]\d|2[0-3])[0-5]\d", text):
        return False
    return before == "at" and not 1800 <= int(text) <= 2099 or _clock_tail(span.doc, span.end) or _range_to_clock(span)


def _clock_tail(doc, i: int) -> bool:
    """A zone or a clock word after four digits: "1600 local time", "1600 GMT", "1630 hrs"."""
    word = doc[i].lower_ if i < len(doc) else ""
    if word == "local":
        return i + 1 < len(doc) and doc[i + 1].lower_ == "time"
    return word in TIME_ZONES or word in ("hrs", "hr", "h", "zulu")


def _range_to_clock(span) -> bool:
    """ "between 1400 and 1600 local time", "from 0900 to 1700 GMT": the range's start is a time
    of day like its end."""
    doc, i = span.doc, span.end
    return (
        i + 1 < len(doc)
        and doc[i].lower_ in ("and", "to", "-", "until", "till")
        and bool(re.fullmatch(r"([01]\d|2[0-3])[0-5]\d", doc[i + 1].text))
        and _clock_tail(doc, i + 2)
    )


def clause_tense(span) -> str:
    """``past``, ``present``, ``future`` or ``""`` for the verb that governs ``span``.

    A cue that points ahead ("until", "as early as", a verb of scheduling) makes it
    ``future`` unless the clause is in the past perfect ("had been due to expire Friday").
    """
    verb = _governor(span.root)
    if verb is not None:
        verb = reporting_verb(verb, span.root) or verb
    tense = "" if verb is None else _verb_tense(verb)
    if verb is not None and _past_perfect(verb):
        return "past"
    if _forward_cue(span) or verb is not None and _scheduling(verb):
        return "future"
    if verb is not None and (tense == "present" or tense == "" and _bare_finite(verb)) and _futurate(verb, span):
        return "future"
    return tense


# Present verbs that tell of a saying, a thought or a state: "says Monday", "is Monday", "believes
# Monday" are of the day gone by or of now, never a plan.
_NOT_FUTURATE = set(
    """
say tell report announce confirm add state note claim deny insist warn predict estimate show believe think
know expect want hope fear feel see hear be have seem remain appear look sound agree disagree argue charge
accuse urge call ask write quote acknowledge admit concede explain describe suggest indicate reveal
""".split()
)
_WEEKDAY = re.compile(
    r"^(this |on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)( (morning|afternoon|evening|night))?$",
    re.I,
)


def _bare_finite(verb) -> bool:
    """A main verb the tagger leaves bare but whose subject makes it a present: "He and Arafat meet"."""
    return (
        verb.tag_ == "VB"
        and verb.dep_ == "ROOT"
        and any(c.dep_ == "nsubj" for c in verb.children)
        and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
    )


# Verbs whose past is written as their present: "Weakness hurt the index on Friday" is a past the
# tagger may read as a present.
_PAST_AS_PRESENT = frozenset(
    "hurt cut put hit set cost let shut spread quit bet burst cast split upset bid broadcast thrust read beat".split()
)


def _present_be(verb) -> bool:
    """ "are meeting": a progressive with a present "be" (not a bare participle, "closing unchanged Friday")."""
    return any(lemma(a) == "be" and a.tag_ in ("VBZ", "VBP") for a in verb.children if a.dep_ == "aux")


def _futurate(verb, span) -> bool:
    """ "He and the envoy meet separately Monday", "the leaders are meeting Monday": a verb of doing
    in the present that names a bare weekday tells of a plan, which is the coming one, not the
    day gone by; a present of saying or being does not ("says Monday", "is Monday")."""
    doc, root = span.doc, span.root
    if span.end < len(doc) and doc[span.end].lower_ in ("'s", "’s"):
        return False  # "follows Tuesday's declaration": a noun's day, gone by
    head = root.head.head if root.head.lower_ == "on" else root.head
    return (
        head.i == verb.i
        and (verb.tag_ in ("VBP", "VBZ", "VB") or verb.tag_ == "VBG" and _present_be(verb))
        and bool(_WEEKDAY.match(span.text))
        and lemma(verb).lower() not in _NOT_FUTURATE
        and not (verb.tag_ in ("VBP", "VB") and verb.lower_ in _PAST_AS_PRESENT)
    )


def _scheduling(verb) -> bool:
    """ "has scheduled a news conference Thursday", "plans a rally Saturday", "is scheduled for
    release in June": not the simple past ("set a record on Aug. 6", "planned for Saturday was
    canceled"), which may be over."""
    if lemma(verb).lower() not in SCHEDULING:
        return False
    perfect = any(lemma(a) == "have" and a.tag_ in ("VBZ", "VBP") for a in verb.children if a.dep_ == "aux")
    # "is scheduled for public release in June", "are set for Monday": the present passive plans ahead
    passive = any(lemma(a) == "be" and a.tag_ in ("VBZ", "VBP") for a in verb.children if a.dep_ in ("aux", "auxpass"))
    return verb.tag_ in ("VBZ", "VBP") or perfect or passive


def _forward_cue(span) -> bool:
    """The words just before ``span`` (skipping "at", "on") name a deadline or start."""
    doc, i = span.doc, span.start
    while i > 0 and doc[i - 1].lower_ in ("at", "on"):
        i -= 1
    before = tuple(t.lower_ for t in doc[max(0, i - 3) : i])
    if before[-1:] and before[-1] in FORWARD_CUES[0]:
        return not (len(before) > 1 and before[-2] in ("not", "up"))  # "not until Tuesday" looks back
    return before in FORWARD_CUES[1]


def _past_perfect(verb) -> bool:
    """ "had been due to expire", "had been scheduled to": the clause or the verb it hangs on."""
    node = verb
    for _ in range(3):  # expire <- due <- been (had)
        if any(a.lower_ in ("had", "'d") and a.dep_ in ("aux", "auxpass") for a in node.children):
            return True
        if node.dep_ not in ("xcomp", "acomp", "ccomp") or node.head.i == node.i:
            return False
        node = node.head
    return False


def _verb_tense(verb) -> str:
    """The tense one verb carries through its own form and auxiliaries."""
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    lowers = {a.lower_ for a in aux}
    perfect = any(lemma(a) == "have" for a in aux)
    if lowers & FUTURE_AUX or _going_to(verb) or _planned(verb, lowers):
        return "future"
    if any(a.tag_ == "MD" and a.lower_ != "could" for a in aux):
        return "past" if perfect else "future"  # "should be completed", "would have ended"
    if verb.tag_ == "VBD" or any(a.tag_ == "VBD" for a in aux):
        return "past"
    if perfect:
        return "past"  # "has said", "have been searching since"
    if verb.tag_ in ("VBZ", "VBP") or any(a.tag_ in ("VBZ", "VBP") for a in aux):
        return "present"
    if "Past" in verb.morph.get("Tense"):
        return "past"
    if "Pres" in verb.morph.get("Tense"):
        return "present"
    return ""


def _governor(token):
    """The nearest verb or auxiliary above ``token`` (the token itself excluded)."""
    seen = 0
    node = token.head
    while seen < 12:
        if node.pos_ in ("VERB", "AUX"):
            return node
        if node.head.i == node.i:
            return None
        node = node.head
        seen += 1
    return None


def _planned(verb, aux: set[str]) -> bool:
    """ "planned to leave", "is to resume", "expected to join": a to-infinitive under a verb of intent."""
    # only the verb's own complement: "countries to accede on Friday were ..." hangs on a noun
    return (
        verb.tag_ == "VB"
        and "to" in aux
        and verb.head.i != verb.i
        and verb.dep_ in ("xcomp", "ccomp")
        and lemma(verb.head).lower() in PLANNING
    )


def _going_to(verb) -> bool:
    """ "is going to announce": the head chain passes through "going" + "to"."""
    head = verb.head
    return head.lower_ == "going" and any(c.lower_ == "to" for c in verb.children)
