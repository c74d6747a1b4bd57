"""Markers of an event the text does not assert that the parse hides from factuality's walk up
the tree (:mod:`kg.extract.factuality` reads them):

- a presumption: "abducted and presumed murdered", "feared drowned", "believed killed": the
  participle of presuming right before the event's word makes it a possibility, however the
  parse hangs the two together (as often as not as two conjuncts);
- "no longer": "the bank no longer owns the unit" denies that the owning holds now; the parser
  hangs "no" on "longer", not on the verb, so the verb's own negation misses it;
- a denial carried by an argument or a conjunction: "reached no agreement", "heard nothing"
  (a negative object), "Neither X nor Y gave a reason" (a subject opened by "neither"), "has
  not grown, nor has it merged" (a clause after "nor");
- a noun's infinitive the parse takes for the complement of the clause's verb: in "three
  stores to be shut are to be named", "to be shut" says what is to happen to the stores (a
  plan), but the parse may hang it on "are" as a clause of its own, asserted by the copula.

Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

# Participles of presuming, believing and fearing: "presumed dead", "feared drowned".
PRESUMING = frozenset("presumed believed feared thought assumed supposed".split())


def presumed(tok: Token) -> bool:
    """A past participle right after a participle of presuming: "presumed killed"."""
    if tok.i == 0 or tok.tag_ != "VBN":
        return False
    before = tok.doc[tok.i - 1]
    return before.lower_ in PRESUMING and before.tag_ in ("VBN", "VBD")


def no_longer(verb: Token) -> bool:
    """A clause marked "no longer": "no longer consolidates", "is no longer running"."""
    return any(
        c.dep_ == "advmod"
        and c.lower_ == "longer"
        and (any(n.lower_ == "no" for n in c.children) or (c.i > 0 and c.doc[c.i - 1].lower_ == "no"))
        for c in verb.children
    )


# Objects that deny the event: "heard nothing", "found no buyer".
NEGATIVE_OBJECTS = frozenset("nothing nobody none".split())
# "no more than $5 million" gives an amount, it denies nothing.
_COMPARATIVES = frozenset("more less fewer longer later".split())


def denied(verb: Token) -> bool:
    """A verb denied by its object, a "neither" subject or a "nor" before it (see the module's doc)."""
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    doc = verb.doc
    for child in verb.children:
        if child.dep_ == "dobj" and (
            child.lower_ in NEGATIVE_OBJECTS
            or any(
                d.dep_ == "det" and d.lower_ == "no" and d.i + 1 < len(doc) and doc[d.i + 1].lower_ not in _COMPARATIVES
                for d in child.children
            )
        ):
            return True
        if child.dep_ in ("nsubj", "nsubjpass") and any(
            d.dep_ in ("det", "preconj") and d.lower_ == "neither" for d in child.children
        ):
            return True
    return verb.dep_ == "conj" and any(
        c.dep_ == "cc" and c.lower_ == "nor" and c.i < verb.i for c in verb.head.children
    )


def nouns_infinitive(node: Token, head: Token) -> bool:
    """An infinitive right after a noun, before the verb the parse hangs it on as a clause:
    "two plants to be sold are to be named" (the plants' sale is planned)."""
    if node.dep_ != "ccomp" or node.i > head.i:
        return False
    # "to" on the verb or on its auxiliary ("to/aux" of "be" of "to be sold"); the parse may
    # make the noun the infinitive's subject or leave it the copula's.
    auxiliaries = [c for c in node.children if c.dep_ in ("aux", "auxpass")]
    words = auxiliaries + [g for c in auxiliaries for g in c.children if g.dep_ == "aux"]
    to = next((c for c in words if c.lower_ == "to"), None)
    return to is not None and to.i > 0 and node.doc[to.i - 1].tag_ in ("NN", "NNS", "NNP", "NNPS")
