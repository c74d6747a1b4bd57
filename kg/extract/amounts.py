"""What a relative clause of a change of amount is about: "sales of two sedans, the Fusion and
Taurus, which rose 166.5 and 93.3% respectively" (the sales rose, not the cars). A named product,
person or place does not rise by a percentage; the amount its phrase heads does. A pure function
over spaCy tokens, used by :mod:`kg.extract.relatives`."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

# Verbs that tell a change of an amount.
_CHANGES = frozenset(
    """rise fall increase decrease grow decline drop climb jump soar surge plunge plummet slip slide
    tumble sink gain double triple halve shrink dip rebound advance""".split()
)
# Nouns that are an amount and can change: "sales of two sedans", "the price of oil".
_AMOUNTS = frozenset(
    """sale revenue price cost share stock output production export import profit earning income
    demand supply number volume value rate spending delivery shipment registration order
    purchase""".split()
)
# Named things that cannot change by an amount themselves (a firm's shares can: "Ford, which rose").
_NOT_AMOUNTS = frozenset({"PRODUCT", "PERSON", "GPE", "LOC", "FAC", "NORP", "WORK_OF_ART"})
_SIZES = frozenset({"CARDINAL", "PERCENT", "MONEY", "QUANTITY"})


def changed_amount(relative: Token, verb: Token) -> Token | None:
    """The amount a "which" clause of a change tells of, the relative itself when the clause hangs
    on a named thing that cannot change by an amount (no role rather than a wrong one), else None
    (the ordinary rules decide)."""
    if relative.lower_ not in ("which", "that") or lemma(verb) not in _CHANGES:
        return None
    noun = verb.head
    # "two sedans, the Fusion and Taurus": up the conjuncts and appositions to the phrase's noun.
    while noun.dep_ in ("conj", "appos") and noun.head.i < noun.i:
        noun = noun.head
    if noun.dep_ == "pobj" and noun.head.lower_ == "of":
        head = noun.head.head
        if head.pos_ == "NOUN" and lemma(head) in _AMOUNTS:
            return head
    sized = any(t.ent_type_ in _SIZES for t in verb.subtree if t.i > verb.i)
    named = [t for t in (verb.head, *verb.head.conjuncts) if t.ent_type_ in _NOT_AMOUNTS]
    return relative if sized and named else None
