"""What a governing word (a verb, a noun or an adjective) makes of the clause or noun it
governs: "failed to *leave*" denies, "wants to *leave*" plans, "thinks he *left*" doubts,
"knew he *left*" asserts (:mod:`kg.extract.factuality` reads it on its walk up the tree).

Pure functions over spaCy tokens, and :func:`mark_intensional`, which records on a Doc the
words the event model reads as intentions or attitudes.
"""

from __future__ import annotations

from collections.abc import Iterable

from spacy.tokens import Doc, Token

from kg.extract.factuality_marks import hearsay
from kg.extract.factuality_plans import reported_in_the_past
from kg.extract.factuality_words import (
    CANCELLING,
    FACTIVE,
    FUTURE_GOVERNORS,
    FUTURE_NOUNS,
    INTENSIONAL,
    MISLEMMATISED,
    NEGATIVE_GOVERNORS,
    UNCERTAIN_GOVERNORS,
    UNCERTAIN_NOUNS,
)
from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.mood import in_the_past, word_base


def governor_effect(gov: Token, intended: bool = True) -> str:
    """What a governing word makes of what it governs."""
    base = word_base(gov)
    if gov.lower_ in MISLEMMATISED:
        base = MISLEMMATISED[gov.lower_]
    if base in NEGATIVE_GOVERNORS or base in CANCELLING or (base == "call" and _particle(gov, "off")):
        return "negated"
    if base == "turn" and _particle(gov, "down"):
        return "negated"  # "turned down such treatment": refused
    if base in ("have", "be") and any(c.dep_ == "advmod" and c.lower_ == "yet" for c in gov.children):
        # "had yet to find a pattern", "is yet to be decided": not (yet) done.
        return "negated"
    if base == "have" and (gov.tag_ != "VBD" or reported_in_the_past(gov)):
        # "would have to go", "has to leave": an obligation, not (yet) done; so is "was told
        # that he had to apply" (a reported "has to", in the past tense of its report).
        return "future"
    if base in UNCERTAIN_GOVERNORS or (
        base in UNCERTAIN_NOUNS and not (base in ("sign", "chance") and gov.pos_ == "VERB")
    ):
        # "a sign that talks failed" doubts; "signed an agreement", "chanced to meet" do not.
        return "uncertain"
    if base in REPORTING_VERBS and hearsay(gov):
        # "Media reports have said the parts were moved": relayed from no one named.
        return "uncertain"
    if base in FUTURE_GOVERNORS or base in FUTURE_NOUNS:
        return "future"
    if intended and gov.i in gov.doc.user_data.get(INTENSIONAL, ()) and base not in FACTIVE and not in_the_past(gov):
        # A word the event model reads as an intention or an attitude (TimeML's I_ACTION,
        # I_STATE: "intent on halting", "a reward for the arrest", "poised to intervene")
        # does not assert what it governs.
        return "future"
    return "fact"


def mark_intensional(doc: Doc, tokens: Iterable[int]) -> None:
    """Record which words of ``doc`` the event model reads as intentions or attitudes
    (TimeML's I_ACTION and I_STATE): :func:`factuality` then takes what they govern as not
    asserted, unless the word is factive ("knew that", "managed to")."""
    # A tuple, not a set: a Doc's user data must stay serialisable (DocBin, worker pipes).
    doc.user_data[INTENSIONAL] = tuple(sorted(set(tokens)))


def head_particle(verb: Token) -> bool:
    return any(c.dep_ == "prt" for c in verb.children)


def _particle(verb: Token, word: str) -> bool:
    return any(c.dep_ == "prt" and c.lower_ == word for c in verb.children)
