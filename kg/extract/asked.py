"""The one asked, in news's aside "X, asked about the vote, said ...": the parse takes "asked"
for X's own past tense (X asked), but the participle between commas is a passive with no
auxiliary, X the one asked and the verb of saying after it X's answer.

A pure function over spaCy tokens, read by argument extraction (:mod:`kg.extract.arguments`).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

# Verbs of asking whose participle makes such an aside: "asked about", "questioned on", "pressed on".
_ASKING = frozenset({"ask", "question", "press", "quiz"})
# What the one asked then does: "replied", "said", "answered".
_ANSWERING = frozenset({"reply", "say", "answer", "respond", "tell", "insist", "add", "retort", "note"})


def asked_aside(verb: Token) -> bool:
    """ "Lee, asked whether she was pleased, replied": a verb of asking with a comma before it,
    no object and no auxiliary, then a comma and a verb of answering that hangs on it."""
    if verb.tag_ not in ("VBD", "VBN") or (lemma(verb) or verb.lower_).lower() not in _ASKING:
        return False
    if verb.i == 0 or verb.doc[verb.i - 1].text != ",":
        return False
    deps = {c.dep_ for c in verb.children}
    if deps & {"aux", "auxpass", "dobj", "dative"} or not deps & {"nsubj", "nsubjpass"}:
        return False
    subject = next(c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass"))
    if subject.i > verb.i:
        return False
    return any(
        c.dep_ in ("ccomp", "conj")
        and c.i > verb.i
        and (lemma(c) or c.lower_).lower() in _ANSWERING
        and c.i > 0
        and c.doc[c.left_edge.i - 1].text == ","
        and not any(g.dep_ in ("nsubj", "nsubjpass") for g in c.children)
        for c in verb.children
    )


def answerer(verb: Token) -> Token | None:
    """The one asked, for the verb of answering of such an aside ("replied": Lee), or None."""
    head = verb.head
    if head.i == verb.i or verb.dep_ not in ("ccomp", "conj") or not asked_aside(head):
        return None
    if (lemma(verb) or verb.lower_).lower() not in _ANSWERING:
        return None
    return next(c for c in head.children if c.dep_ in ("nsubj", "nsubjpass"))
