"""The tense of the clause a time expression sits in, from its governing verb."""

from __future__ import annotations

FUTURE_AUX = {"will", "shall", "'ll", "wo"}
# "planned to leave Thursday", "is set to resume Monday": an infinitive under these looks ahead
PLANNING = {"plan", "schedule", "set", "expect", "due", "intend", "hope", "aim", "prepare", "be",
            "agree", "want", "promise", "threaten", "vow", "seek", "propose", "decide", "likely", "poise"}


def clause_tense(span) -> str:
    """``past``, ``present``, ``future`` or ``""`` for the verb that governs ``span``."""
    verb = _governor(span.root)
    return "" if verb is None else _verb_tense(verb)


def _verb_tense(verb) -> str:
    """The tense one verb carries through its own form and auxiliaries."""
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    lowers = {a.lower_ for a in aux}
    perfect = any(a.lemma_ == "have" for a in aux)
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
        if node.head is node:
            return None
        node = node.head
        seen += 1
    return None


def _planned(verb, aux: set[str]) -> bool:
    """"planned to leave", "is to resume", "expected to join": a to-infinitive under a verb of intent."""
    return verb.tag_ == "VB" and "to" in aux and verb.head is not verb and verb.head.lemma_.lower() in PLANNING


def _going_to(verb) -> bool:
    """"is going to announce": the head chain passes through "going" + "to"."""
    head = verb.head
    return head.lower_ == "going" and any(c.lower_ == "to" for c in verb.children)
