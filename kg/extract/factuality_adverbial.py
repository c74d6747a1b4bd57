"""What a clause of time, condition or purpose makes of the event it hangs on ("advcl").

One step of the factuality walk (:mod:`kg.extract.factuality`): "if it closes" is a
condition, "went there to buy" a purpose still to come, "two days before the phone
launches" takes its time from the clause it places. ``label_of`` is the walk itself,
passed in so that this step can ask what the governing clause is.
"""

from __future__ import annotations

from collections.abc import Callable

from spacy.tokens import Token

from kg.extract.factuality_backshift import unasserted_time_clause
from kg.extract.factuality_marks import own_clause
from kg.extract.factuality_words import CONDITIONS, FUTURE_GOVERNORS, RANKS, TEMPORAL_MARKS, WHEN_MARKS
from kg.extract.mood import (
    backshifted,
    has_subject,
    in_the_past,
    infinitive,
    leading_once,
    present_passive,
    simple_present,
    word_base,
)

LabelOf = Callable[[Token], str]


def adverbial_step(node: Token, head: Token, label_of: LabelOf) -> tuple[str, bool]:
    """What ``head`` makes of ``node``, an adverbial clause of it, and whether the walk goes on up."""
    # "when" is parsed as an adverb of the clause, not a subordinator.
    marks = {c.lower_ for c in node.children if c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB")}
    marks |= leading_once(node)
    if marks & CONDITIONS:
        return "hypothetical", False
    if {"as", "though"} <= marks:
        # "It looks as though they panicked": a likeness, not a report.
        return "uncertain", False
    if marks & {"when", "whenever", "once"} and node.tag_ == "VBN" and not has_subject(node):
        # "calls drop when held in a certain way": whenever that is done, a generic case.
        return "hypothetical", False
    if infinitive(node) and any(c.dep_ == "nsubj" and ranked(c) for c in node.children):
        # "after the deadliest quake to hit the region", parsed as a clause: what happened.
        return "fact", False
    if infinitive(node) and in_the_past(node):
        # "to mark his win in an election last week": a purpose can name what was.
        return "fact", False
    if marks & {"so", "lest"} or infinitive(node):
        # A purpose: "went there to buy", "in order to buy".
        return "future", True
    if marks & TEMPORAL_MARKS and (simple_present(node) or present_passive(node)):
        # "two days before the phone launches", "until Iraq complies": English puts a
        # clause of time in the present whatever its time; the main clause's is its own,
        # and a generic one's ("people sleep better when they exercise") generic.
        governing = label_of(head)
        if governing == "hypothetical":
            return "hypothetical", False
        bounds = word_base(node) != "be"  # "once the war is over": the war is going on
        if bounds and (
            (governing == "uncertain" and marks - {"as"})
            or (governing != "fact" and marks & {"until", "till", "before"})
        ):
            # "must hold off until Annan visits Baghdad", "won't sign before the board meets":
            # the bound of what is obliged, possible, planned or withheld is still to come
            # ("could swell as it pays pensions": "as" is while, or because).
            return "future", False
        if word_base(head) in FUTURE_GOVERNORS:
            # "intends to raise its stake once it wins clearance": the time of what is
            # intended, still to come.
            return "future", False
        return future_or_fact(head, label_of), False
    if (told := unasserted_time_clause(node, head, marks, label_of)) is not None:
        return told, False  # "were likely to buy as soon as trading opened": a predicted time
    if marks & WHEN_MARKS and backshifted(node) and own_clause(head) == "fact" and label_of(head) == "future":
        # "expected it to be years when the Treasury felt it could sell": reported speech
        # puts a clause of time in the past; under a future it is still to come.
        return "future", False
    if node.tag_ in ("VBG", "VBN") and not has_subject(node):
        # "should produce cars while managing the firm", "struck, killing 820": a participle
        # with no subject of its own is as asserted as the clause it hangs on.
        return "fact", True
    return "fact", False


def future_or_fact(clause: Token, label_of: LabelOf) -> str:
    """ "future" when ``clause`` is still to come, else "fact": what a phrase of time
    takes from the clause it places. Only the time: a condition, a doubt or a negation
    of the clause is not the phrase's ("insisting he would be handed over once they arrive":
    the claim is doubted, the arrival still to come)."""
    return "future" if label_of(clause) == "future" or own_clause(clause) == "future" else "fact"


def ranked(noun: Token) -> bool:
    """A noun ranked by a superlative or an ordinal: "the deadliest quake", "the first woman"."""
    return noun.lower_ in RANKS or any(
        c.dep_ == "amod" and (c.tag_ in ("JJS", "RBS") or c.lower_ in RANKS) for c in noun.children
    )
