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
