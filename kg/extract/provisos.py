"""What a deal or a plan is conditional on: a condition still to be met, not a happening.

"Both offers are conditional on regulatory approvals and enough shares being tendered", "the
merger depends on a vote by shareholders", "the accord hinges on financing", "the sale is
subject to a review": the approvals, the tendering, the vote, the financing and the review are
what must come first; none of them is told as done. :func:`kg.extract.factuality_plans.awaited`
reads an approval when the preposition hangs on the adjective; the parse often hangs it on the
copula ("are conditional on": "on" under "are"), and the condition need not be an approval.
Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

# Adjectives of what a thing waits on: "conditional on", "contingent upon", "dependent on".
_CONDITIONAL = frozenset("conditional contingent dependent".split())
# Verbs of it: "depends on", "hinges on".
_DEPENDING = frozenset("depend hinge".split())


def conditioned(node: Token) -> bool:
    """Whether ``node`` (an event noun, its conjunct, or a participle of one: "enough shares
    being tendered") is what something is conditional on or subject to."""
    noun = node
    if node.dep_ == "acl" and node.tag_ in ("VBN", "VBG"):
        noun = node.head  # "shares being tendered": the tendering is the condition
    while noun.dep_ == "conj" and noun.head.i != noun.i:
        noun = noun.head  # "approvals and enough shares"
    if noun.dep_ != "pobj":
        # "depending on how many warrants are converted during the battle": a clause after the
        # preposition tells an amount, and the battle around it is going on.
        return False
    prep = noun.head
    if prep.dep_ != "prep" or prep.lower_ not in ("on", "upon", "to"):
        return False
    governor = prep.head
    words = [governor]
    if word_base(governor) == "be":
        words += [c for c in governor.children if c.dep_ == "acomp"]  # "are conditional on"
    if prep.lower_ == "to":
        return any(w.lower_ == "subject" for w in words)  # "is subject to a review"
    return any(w.lower_ in _CONDITIONAL for w in words) or word_base(governor) in _DEPENDING
