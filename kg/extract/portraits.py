"""Words that portray a thing or a party rather than tell a happening: events to a detector
(and to the annotated corpora, which keep them), nothing a reader would put on a timeline.

- a measure: "stores 40 hours of film at a resolution of 1280x720", "runs at a speed of 300
  km/h": the noun names a dimension the number gives a value, a specification, no happening
  (the word may name one elsewhere: a UN "resolution");
- a count or a share: "the victims numbered 213", "the crowd numbered about 5,000", "the unit
  accounted for 27% of sales": how many there were, or how much of a whole, no happening (the
  deaths and the sales are told by their own words);
- a figure: "U.K. sales for last year's quarter were about $3 million", "revenue was 40% of the
  total": an event noun that is the subject of "be" with an amount for what it is, a result in
  the books, no happening ("sales rose to $3 million" tells a change, and is drawn); so is a
  verb of summing: "revenue made up $7.1 billion", "sales totalled $3 million"; or a participle whose object is a
  sum: "creating over $500 million yearly in revenue";
- who someone is: "those who were responsible for the fire", "whoever was guilty of the
  fraud", "the minister, who was absent from the vote": an adjective a relative clause gives the
  people it picks out, no happening of its own (the fire is one, drawn by its own word).

Each is kept in the extractions and marked with why, for the graph stage not to draw it
(:mod:`kg.extract.worth`), like the background of :mod:`kg.extract.backdrop`. Pure functions
over spaCy tokens, read by event detection (:mod:`kg.extract.events`).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

MEASURE = "measure"
PORTRAIT = "portrait"

# Prepositions that set a value on what a thing does or holds: "at a speed of", "with a capacity of".
_SETTING_PREPS = frozenset({"at", "with"})
# Words that open a relative clause as its subject: "those who were", "whoever was".
_RELATIVE_SUBJECTS = frozenset({"who", "that", "which", "whoever", "whichever"})


def _numeric(tok: Token) -> bool:
    """A number or a figure ("1280x720", "300 km/h", "$5 million")."""
    return (
        tok.tag_ == "CD"
        or tok.like_num
        or any(ch.isdigit() for ch in tok.text)
        or any(c.dep_ in ("nummod", "compound", "quantmod") and c.tag_ == "CD" for c in tok.children)
    )


def measure(tok: Token) -> bool:
    """A noun after "at" or "with" whose "of" gives it a figure: "at a resolution of 1280x720"."""
    if tok.pos_ != "NOUN" or tok.dep_ != "pobj" or tok.head.lower_ not in _SETTING_PREPS:
        return False
    return any(
        c.dep_ == "prep" and c.lower_ == "of" and any(g.dep_ == "pobj" and _numeric(g) for g in c.children)
        for c in tok.children
    )


def count(tok: Token) -> bool:
    """ "numbered 213": a verb of numbering whose object is the number itself; "accounted for 27%";
    a sum: "revenue made up $7.1 billion", "sales totalled $3 million", "amounted to $5 million"."""
    if tok.pos_ != "VERB":
        return False
    base = (lemma(tok) or tok.lower_).lower()
    if _summing(tok, base) or _yielding(tok, base):
        return True
    if base == "account":
        return any(
            c.dep_ == "prep" and c.lower_ == "for" and any(g.dep_ == "pobj" and _numeric(g) for g in c.children)
            for c in tok.children
        )
    return base == "number" and any(c.dep_ in ("dobj", "attr", "npadvmod") and c.tag_ == "CD" for c in tok.children)


def figure(tok: Token) -> bool:
    """An event noun whose "be" gives it an amount: "U.K. sales were about $3 million"."""
    if tok.pos_ not in ("NOUN", "PROPN") or tok.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = tok.head
    if (lemma(verb) or verb.lower_) != "be":
        return False
    return any(c.dep_ in ("attr", "acomp", "npadvmod") and _amount(c) for c in verb.children)


def _amount(tok: Token) -> bool:
    """A number, a sum of money or a share ("$3 million", "40%", "about 5,000 units")."""
    return (
        tok.ent_type_ in ("MONEY", "PERCENT", "CARDINAL", "QUANTITY")
        or (tok.tag_ == "CD" and tok.ent_type_ not in ("DATE", "TIME"))
        or (tok.pos_ == "NOUN" and _numeric(tok) and tok.ent_type_ not in ("DATE", "TIME"))
    )


# Verbs that give a share of a whole as their object: "comprising 24 percent of total revenue".
_SHARING = frozenset({"comprise", "represent", "constitute"})
# Verbs that give a stake as a share: "owned 22% of the shares".
_HOLDING = frozenset({"own", "hold", "control"})


def _summing(tok: Token, base: str) -> bool:
    """A verb that gives a sum or a share as its object: "made up $7.1 billion", "totalled $3
    million", "amounted to 40%", "comprising 24 percent of revenue"."""
    if (
        base in _SHARING
        or base == "total"
        or (base == "make" and any(c.dep_ == "prt" and c.lower_ == "up" for c in tok.children))
    ):
        return any(c.dep_ == "dobj" and _amount(c) for c in tok.children)
    if base in _HOLDING:
        # "owned 22% of Rally's shares", "holds about 23% of the market": a stake, no happening
        # ("police held 30 people" is an arrest)
        return any(c.dep_ == "dobj" and c.ent_type_ == "PERCENT" for c in tok.children)
    if base == "amount":
        return any(
            c.dep_ == "prep" and c.lower_ == "to" and any(g.dep_ == "pobj" and _amount(g) for g in c.children)
            for c in tok.children
        )
    return False


# Verbs of bringing in money: "creating over $500 million yearly in revenue", "generating $2 billion".
_YIELDING = frozenset({"create", "generate", "produce", "earn", "yield", "bring", "rake", "add", "net", "make"})


def _yielding(tok: Token, base: str) -> bool:
    """A participle whose object is a sum: "has 109 stores, creating over $500 million yearly in
    revenue", "generating $2 billion in sales": a figure in the books, told as a result. "Creating
    500 jobs" is news (jobs are no money)."""
    if base not in _YIELDING or tok.tag_ != "VBG" or any(c.dep_ in ("nsubj", "aux") for c in tok.children):
        return False
    return any(c.dep_ == "dobj" and c.ent_type_ == "MONEY" for c in tok.children)


def portrait(tok: Token) -> bool:
    """An adjective a relative clause gives its subject: "those who were responsible for"."""
    if tok.pos_ != "ADJ" or tok.dep_ != "acomp":
        return False
    verb = tok.head
    if (lemma(verb) or verb.lower_) != "be":
        return False
    return any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in _RELATIVE_SUBJECTS for c in verb.children)


def portrayal(tok: Token) -> str:
    """Why the word portrays rather than tells (see the module's doc), or "" when it tells."""
    if measure(tok) or count(tok) or figure(tok):
        return MEASURE
    if portrait(tok):
        return PORTRAIT
    return ""
