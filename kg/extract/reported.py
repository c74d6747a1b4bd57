"""A verb the parse joins to a verb of saying after what was said: whose it is.

"Suessmuth said the party listed a donor, but gave a false address": the parse hangs "gave"
on "said", so the speaker would be who gave. The speaker of a report is the agent of the
report only: a second verb joined after the reported clause is the speaker's only when it is
itself an act of speaking or of the speaker's mind ("said ... but declined to comment", "said
... but indicated that", "said ... and expects"); one in a tense the past report cannot share
("said the rate hasn't been fixed, but will be set") continues the reported clause and takes
its subject; any other is left without a doer, as the text may mean either.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.lexicon import VERB_CLASS
from kg.extract.nlp import lemma
from kg.extract.syntax import SUBJECT_DEPS

# Acts of the speaker besides the lexicon's statements: what a speaker shows, holds back or thinks.
_SPEAKERS_ACTS = frozenset(
    """indicate decline refuse note stress acknowledge concede admit explain emphasize emphasise
    suggest predict estimate expect hope believe think fear want hint signal express disclose
    reveal cite attribute recall agree promise vow pledge argue maintain question doubt describe
    characterize characterise call praise criticize criticise blame accuse thank welcome condemn
    reject dismiss defend mention repeat reiterate confirm ask answer reply respond""".split()
)
# Auxiliaries of a present or future a past "said" does not share: "has reached", "will be set".
_NOT_PAST_AUX = frozenset("will shall can may must has have is are am 's 're 've 'll".split())


def _base(verb: Token) -> str:
    return (lemma(verb) or verb.lower_).lower()


def _speakers_act(verb: Token) -> bool:
    """A verb of saying or of the mind, or one that governs one ("declined to comment")."""
    words = [verb, *(c for c in verb.children if c.dep_ == "xcomp")]
    return any(VERB_CLASS.get(_base(w)) == "statement" or _base(w) in _SPEAKERS_ACTS for w in words)


def reported_clause(verb: Token) -> Token | None:
    """The reported clause before ``verb`` when ``verb`` is joined to a verb of saying after it
    and is no act of the speaker; else None (the speaker's, or no report at all)."""
    head = verb.head
    if verb.dep_ != "conj" or VERB_CLASS.get(_base(head)) != "statement" or _speakers_act(verb):
        return None
    return next(
        (
            c
            for c in head.children
            if c.dep_ == "ccomp" and c.i < verb.i and any(g.dep_ in SUBJECT_DEPS for g in c.children)
        ),
        None,
    )


def continued_subject(verb: Token, clause: Token) -> Token | None:
    """The reported clause's subject when ``verb``'s tense says it goes on with that clause
    (a present or future after a past report); None when it may be either's."""
    if verb.head.tag_ != "VBD":
        return None
    present = verb.tag_ in ("VBZ", "VBP") or any(
        c.dep_ in ("aux", "auxpass") and c.lower_ in _NOT_PAST_AUX for c in verb.children
    )
    if not present:
        return None
    return next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)


def subject_read_into_the_clause(verb: Token) -> bool:
    """Whether a verb of saying joined to an earlier verb follows a noun with nothing between:
    "Sununu tried to hold on by demonstrating his backing, White House and Republican sources
    said": the parse took "sources" into the clause before, and "said" is theirs, not the
    earlier verb's subject's. A joined "said" follows "and" or a comma ("arrived and said")."""
    if verb.dep_ != "conj" or VERB_CLASS.get(_base(verb)) != "statement" or verb.i == 0:
        return False
    before = verb.doc[verb.i - 1]
    # A noun the parse hangs on the verb itself is read there ("and several times praised").
    return before.pos_ in ("NOUN", "PROPN") and before.i > verb.head.i and before.head.i != verb.i
