"""Markers of an event the text does not assert that the parse hides from factuality's walk up
the tree (:mod:`kg.extract.factuality` reads them):

- a presumption: "abducted and presumed murdered", "feared drowned", "believed killed": the
  participle of presuming right before the event's word makes it a possibility, however the
  parse hangs the two together (as often as not as two conjuncts);
- "no longer": "the bank no longer owns the unit" denies that the owning holds now; the parser
  hangs "no" on "longer", not on the verb, so the verb's own negation misses it;
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
