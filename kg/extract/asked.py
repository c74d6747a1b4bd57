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
    no object and no auxiliary, then a comma and a verb of answering with no subject of its
    own; the parse hangs the answer on the asking or, as often, the asking on the answer."""
    if verb.tag_ not in ("VBD", "VBN") or (lemma(verb) or verb.lower_).lower() not in _ASKING:
        return False
    if verb.i == 0 or verb.doc[verb.i - 1].text != ",":
        return False
    deps = {c.dep_ for c in verb.children}
    if deps & {"aux", "auxpass", "dobj", "dative"}:
        return False
    subject = _subject_before(verb)
    if subject is None:
        return False
    if any(c.dep_ in ("ccomp", "conj") and c.i > verb.i and _answers(c) for c in verb.children):
        return True
    # "Lee, asked about the vote, said ...", parsed with "asked" as what "said" reports.
    head = verb.head
    after = verb.right_edge.i + 1
    return (
        verb.dep_ in ("ccomp", "parataxis", "advcl")
        and head.i > verb.i
        and after < len(verb.doc)
        and verb.doc[after].text == ","
        and (lemma(head) or head.lower_).lower() in _ANSWERING
        and not any(g.dep_ in ("nsubj", "nsubjpass") for g in head.children)
    )


def _subject_before(verb: Token) -> Token | None:
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject if subject is not None and subject.i < verb.i else None


def _answers(verb: Token) -> bool:
    """A verb of answering set off by a comma before it, with no subject of its own."""
    return (
        (lemma(verb) or verb.lower_).lower() in _ANSWERING
        and verb.left_edge.i > 0
        and verb.doc[verb.left_edge.i - 1].text == ","
        and not any(g.dep_ in ("nsubj", "nsubjpass") for g in verb.children)
    )


def answerer(verb: Token) -> Token | None:
    """The one asked, for the verb of answering of such an aside ("replied": Lee), or None."""
    if (lemma(verb) or verb.lower_).lower() not in _ANSWERING:
        return None
    head = verb.head
    if head.i != verb.i and verb.dep_ in ("ccomp", "conj") and asked_aside(head):
        return _subject_before(head)
    aside = next((c for c in verb.children if c.i < verb.i and asked_aside(c)), None)
    return None if aside is None else _subject_before(aside)


def answers(verb: Token, head: Token) -> bool:
    """Whether ``verb`` is the answer that the parse hangs on an asking aside ``head``
    ("Lee, asked whether ..., replied": "replied" on "asked"): it asserts on its own, not
    as part of what was asked."""
    return verb.dep_ in ("ccomp", "conj") and verb.i > head.i and _answers(verb) and asked_aside(head)
