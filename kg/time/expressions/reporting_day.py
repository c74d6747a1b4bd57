"""A time written between a reporting verb and the clause it reports belongs to the reporting.

"Police said on Monday they are questioning a man": the parser often hangs "on Monday" on
"questioning", the verb of the reported clause, though it stands before that clause's subject,
where English puts the time of the saying. Read as the questioning's time, a present
progressive makes the weekday a plan (the coming Monday) and the questioning takes it; read
as the saying's, Monday is the one gone by and the questioning only holds on it.
"""

from __future__ import annotations

from spacy.tokens import Token

# The complement relations under which a reported clause hangs on the verb that reports it.
_REPORTED = frozenset({"ccomp"})
_MODIFIERS = frozenset({"prep", "npadvmod", "advmod", "tmod", "obl"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def reporting_verb(verb: Token, time: Token) -> Token | None:
    """The verb above ``verb`` whose time ``time`` (a time expression's root, hanging on ``verb``
    directly or through a preposition) is, when ``verb`` heads a reported clause and ``time``
    stands after the reporting verb but before that clause's subject or its "that"; else None."""
    if verb.dep_ not in _REPORTED or verb.head.i == verb.i or verb.head.pos_ not in ("VERB", "AUX"):
        return None
    reporter = verb.head
    attach = time.head if time.head.i != verb.i else time
    # a modifier of the verb ("on Monday", "Monday"), not a part of its subject ("Friday's focus")
    if attach.head.i != verb.i or attach.dep_ not in _MODIFIERS or not reporter.i < attach.i < verb.i:
        return None
    # the reported clause opens after the time: its subject or its "that" follows it
    opening = [c.i for c in verb.children if c.dep_ in _SUBJECTS or c.dep_ == "mark" and c.lower_ == "that"]
    if not opening or min(opening) < attach.i:
        return None
    last = max(t.i for t in time.subtree)
    return reporter if last < min(opening) else None
