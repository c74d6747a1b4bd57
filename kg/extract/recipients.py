"""Who receives in a passive of giving: "GM was given loans", "Ana was awarded a prize" (GM and
Ana receive; the loans and the prize are what is given). A pure function over spaCy tokens, used
by :mod:`kg.extract.arguments`."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma
from kg.extract.relatives import antecedent

# Verbs of giving whose passive subject, when an object follows, is who receives: "GM was given
# loans", "Ana was awarded a prize" (the loans and the prize are what is given).
_GIVING = frozenset("give award grant send offer lend hand pay promise allot assign issue".split())


def passive_recipients(verb: Token) -> list[Token]:
    """The subject of a passive verb of giving with an object of its own: a recipient, not a patient."""
    if (lemma(verb) or verb.lower_).lower() not in _GIVING or not any(c.dep_ == "dobj" for c in verb.children):
        return []
    subjects = [antecedent(c, verb) for c in verb.children if c.dep_ == "nsubjpass"]
    # Participants are read one token each: "GM and Chrysler were given loans" gives both.
    return subjects + [c for s in subjects for c in s.conjuncts if c.pos_ in ("NOUN", "PROPN")]
