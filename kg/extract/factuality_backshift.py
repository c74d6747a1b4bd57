"""A clause of time told in the past under a prediction told in the past is not asserted.

"The chairman suggested that friendly institutions were likely to buy its stock as soon as
trading *opened* Monday", "said investors would buy when trading *opened*", "expected the firm
to sell once the market *closed*": reported speech puts the clause of time in the past, but it
is the time of what is predicted, possible or planned, still to come when it was said, and the
text does not say it happened. A past clause of time under a present prediction is told as done
("expects to sell once it *cut* costs"), and so is one under a perfect ("might have sold
once the talks *ended*": presupposed). One step of the factuality walk
(:mod:`kg.extract.factuality_adverbial`); pure functions over spaCy tokens.
"""

from __future__ import annotations

from collections.abc import Callable

from spacy.tokens import Token

from kg.extract.mood import backshifted, has_subject, in_the_past, word_base

# Subordinators of a clause of time that sets when its main clause's event is to be: "when", "once",
# "as soon as", "until". Not "before" or "after", whose clause is most often presupposed ("was
# scheduled to return to port before hostilities erupted": they did), nor a bare "as" ("while",
# "because").
_TIME_MARKS = frozenset({"when", "whenever", "once", "until", "till"})
# Modals that tell a prediction or a possibility from a past point of view: "said it would buy".
_PAST_MODALS = frozenset({"would", "could", "might", "should"})
_UNASSERTED = frozenset({"future", "uncertain", "hypothetical"})


def _clause_and_marks(node: Token, head: Token, marks: set[str]) -> tuple[Token, set[str]]:
    """The verb a clause of time places and its subordinators: "as soon as trading opened" hangs
    on "soon", an adverb of the verb; it is a "once"."""
    if head.lower_ == "soon" and "as" in marks and head.dep_ == "advmod" and head.head.i != head.i:
        return head.head, marks | {"once"}
    return head, marks


def _told_in_the_past(verb: Token) -> bool:
    """Whether ``verb``, or a verb governing it, is in the past or carries a past modal: "were
    likely to buy", "said investors would buy", "expected the firm to sell"."""
    node, seen = verb, set()
    while node.i not in seen:
        seen.add(node.i)
        words = [node, *(c for c in node.children if c.dep_ in ("aux", "auxpass"))]
        if any(w.tag_ == "VBD" or w.lower_ in _PAST_MODALS for w in words):
            return True
        node = node.head
    return False


def _simple_past(verb: Token) -> bool:
    """A simple past with no phrase of time pointing back (:func:`kg.extract.mood.backshifted`),
    also one the tagger took for a participle though it has a subject and no auxiliary ("as soon
    as trading opened")."""
    if backshifted(verb):
        return True
    return (
        verb.tag_ == "VBN"
        and has_subject(verb)
        and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
        and not in_the_past(verb)
    )


def unasserted_time_clause(node: Token, head: Token, marks: set[str], label_of: Callable[[Token], str]) -> str | None:
    """What a past clause of time ``node`` (an "advcl" of ``head``, opened by ``marks``) is when
    the clause it places is a prediction, possibility or plan told in the past (module
    docstring): "future", or "hypothetical" under a condition; None when the rule does not apply."""
    verb, marks = _clause_and_marks(node, head, marks)
    if not marks & _TIME_MARKS or not _simple_past(node) or node.i < verb.i:
        return None  # a clause written first may be the reporting verb's: "told you when we started this I would"
    if any(c.dep_ == "aux" and word_base(c) == "have" for c in verb.children):
        return None  # "might have sold once the talks ended": the ending is presupposed
    governing = label_of(verb)
    if governing not in _UNASSERTED or not _told_in_the_past(verb):
        return None
    return "hypothetical" if governing == "hypothetical" else "future"
