"""A verb whose subject undergoes it when it has no object: "the phones have been shipping since
May", "the book sold well", "the store opened on Monday" (what is shipped, sold or opened),
while "Apple has been shipping since May" and "investors sold" tell who does it.

Pure functions over spaCy tokens, read by :mod:`kg.extract.arguments`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

# Verbs told of a product with no object: only a maker or seller does them to something.
_PRODUCT_VERBS = frozenset("ship sell retail debut premiere".split())
# Verbs told of a place, a market or a meeting with no object ("the store opened"); a person
# doing one with no object does it ("she opened with a joke").
_OPENING_VERBS = frozenset("open reopen close".split())
# Who ships or sells: a firm or a trader, named or not ("the company began shipping in May").
_DOERS = frozenset(
    """company firm maker manufacturer retailer dealer vendor seller investor trader holder shareholder
    fund buyer supplier distributor exporter importer producer carrier brokerage""".split()
)
# What makes the verb transitive or a phrase of its own: "shipped 5,000 units", "ships out".
_OBJECT_DEPS = frozenset({"dobj", "obj", "dative", "prt", "ccomp", "xcomp", "oprd", "nsubjpass", "auxpass"})


def thing_undergoes(verb: Token, borrowed: Token | None = None) -> bool:
    """Whether ``verb``'s subject is what undergoes it: an ergative verb with no object whose
    subject is a thing (a product, a place), not a firm, a trader or a person. ``borrowed`` is
    the subject a verb with none of its own takes ("Darwin ... have passed ..., and have been
    shipping": Darwin is shipped)."""
    base = (lemma(verb) or verb.lower_).lower()
    if base not in _PRODUCT_VERBS and base not in _OPENING_VERBS:
        return False
    if verb.pos_ in ("NOUN", "PROPN") or any(c.dep_ in _OBJECT_DEPS for c in verb.children):
        return False
    subject = borrowed or next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.tag_ in ("PRP", "WP", "WDT") or subject.ent_type_ in ("ORG", "GPE", "NORP"):
        return False
    if subject.ent_type_ == "PERSON":
        # A name taken for a person's may be a product's ("Darwin ... have been shipping");
        # a person opens or closes a speech.
        return base in _PRODUCT_VERBS and base != "sell"
    return (lemma(subject) or subject.lower_).lower() not in _DOERS


# Verbs of what befalls someone with no doer ("Slepian died", "the miner drowned", "the bank
# collapsed"): their subject undergoes them, as the owner of the noun does ("Slepian's death").
UNDERGOING_VERBS = frozenset("die perish drown starve suffocate collapse".split())


def one_undergoes(verb: Token) -> bool:
    """Whether ``verb``'s subject is the one it befalls: a verb of :data:`UNDERGOING_VERBS` with
    no object ("the flood drowned two men" tells who drowned whom; "Slepian died" does not)."""
    base = (lemma(verb) or verb.lower_).lower()
    if base not in UNDERGOING_VERBS or not verb.tag_.startswith("VB"):
        return False
    # A dash written "_" the parse may take for an object ("before Slepian died _ featuring").
    return not any(
        c.dep_ in ("dobj", "obj", "dative", "ccomp", "xcomp") and any(ch.isalnum() for ch in c.text)
        for c in verb.children
    )
