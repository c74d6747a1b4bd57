"""A name and a verb that do not agree are no clause: "Mat Maid mop up", a headline's noun
compound the parse reads as a person doing "mop". One person's name takes "mops" or "mopped";
a bare form after it ("mop", the parse's past tag on a word that is its own base) says the two
words are a compound, and the name is no doer."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

# Verbs whose past is their base form: "Ana Berg cut jobs", "Ode put it".
_SAME_PAST = frozenset(
    """put cut set hit let read quit shut spread cost hurt beat bet bid burst cast split thrust
    upset broadcast forecast shed slit wed rid""".split()
)


def disagrees(subject: Token, verb: Token) -> bool:
    """Whether a one-person name subject meets a bare verb form with no auxiliary, marker or
    modal: a compound, not "X does". Not a list of names ("Ana and Ben mop"), nor a name the
    tagger calls anything but a person (a team or a firm may take a plural verb)."""
    if subject.ent_type_ != "PERSON" or subject.tag_ != "NNP" or subject.conjuncts:
        return False
    if any(c.dep_ in ("aux", "auxpass", "mark", "neg") for c in verb.children):
        return False
    if verb.tag_ == "VBP":
        return True
    base = lemma(verb).lower()  # unknown ("") tells nothing
    return verb.tag_ == "VBD" and verb.lower_ == base and base not in _SAME_PAST
