"""Past participles said of a noun by a verb of finding or seeing: "General Mills finds itself
constrained", "saw himself forced to resign", "found the town destroyed". The participle's
subject is the one it happened to, not a doer."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

# Verbs that say a state of their object: "finds itself constrained", "saw himself forced",
# "left the town destroyed", "had his car stolen".
_PREDICATING = frozenset("find see feel consider keep leave get have watch deem declare report".split())


def predicated_participle(verb: Token) -> bool:
    """Whether a past participle with its own subject and no auxiliary is said of that subject
    by a verb of finding or seeing governing it: the subject undergoes it."""
    if verb.tag_ != "VBN" or verb.dep_ not in ("ccomp", "xcomp", "oprd") or verb.head.i == verb.i:
        return False
    if any(c.dep_ in ("aux", "auxpass", "mark") for c in verb.children):
        return False
    if not any(c.dep_ in ("nsubj", "nsubjpass") and c.i < verb.i for c in verb.children):
        return False
    return (lemma(verb.head) or verb.head.lower_).lower() in _PREDICATING


# States a bare "in" phrase puts someone or something in: "left Cook in charge", "left it in ruins".
_STATES = frozenset("charge control command place power office limbo ruins tatters doubt".split())


def object_in_a_state(verb: Token, obj: Token) -> bool:
    """Whether the object of "leave" is put in a state its complement says, not left behind:
    "left Cook in charge", "left the team with 12 seconds" (no one departs from Cook or the team);
    "left Paris in May" and "left Paris with his family" are departures, and "left 200 people
    dead" harms them (a patient)."""
    if (lemma(verb) or verb.lower_).lower() != "leave" or obj.dep_ != "dobj":
        return False
    for prep in (*obj.children, *verb.children):
        if prep.dep_ != "prep" or prep.i < obj.i:
            continue
        for noun in (c for c in prep.children if c.dep_ == "pobj"):
            bare = (
                noun.pos_ == "NOUN"
                and not noun.ent_type_
                and not any(c.dep_ in ("det", "poss", "nummod", "compound", "amod") for c in noun.children)
            )
            if prep.lower_ == "in" and bare and (prep.head.i == obj.i or noun.lower_ in _STATES):
                return True
            # "with 12 seconds", "with $3 million of debt": what the object is left having.
            if prep.lower_ == "with" and any(c.dep_ == "nummod" or c.like_num for c in noun.children):
                return True
    return False
