"""What kind of thing a name or a description is, read from the whole article: a name the
article mostly calls an organisation is none of the people a "he" or "she" may stand for, and a
"the group" may stand for a nearer unnamed group rather than a name described as one earlier."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy
from spacy.attrs import ORTH
from spacy.tokens import Token

from kg.model import Mention
from kg.tokens import column

# Last words of a name that make it a company's, whatever the tagger calls a mention of it.
_COMPANY_SUFFIXES = frozenset("ltd ltd. inc inc. corp corp. co co. plc llc ag sa s.a. n.v. nv".split())
# Nouns of one kind with the organisation nouns a definite description uses: a group of people
# the article names by a common noun ("a Cuban country music band") is what a later "the group"
# may take up, as much as a name called a group before it.
COLLECTIVE_NOUNS = frozenset(
    """group band company firm organisation organization team ensemble choir orchestra troupe
    crew gang party movement association union""".split()
)


def organisation_names(mentions: Sequence[Mention]) -> frozenset[str]:
    """Canonical names no "he" or "she" stands for: a company's full name ("John Labatt Ltd.",
    with a short form "Labatt" the tagger took for a person), or a name the article's mentions
    call an organisation more often than a person."""
    votes: dict[str, Counter[str]] = {}
    for m in mentions:
        votes.setdefault(m.name, Counter())[m.type] += 1
    out = set()
    for name, count in votes.items():
        words = name.lower().split()
        if (words and words[-1] in _COMPANY_SUFFIXES) or count["ORG"] > count["PERSON"]:
            out.add(name)
    return frozenset(out)


def nearer_collective(name: Token, word: Token) -> bool:
    """Whether an indefinite noun of a group's kind stands between a name and a definite
    description after it ("X, an anti-Castro group ... a Cuban band sang ... the group sang"):
    the description may take up that one, so the name is no safe reading. What describes the
    name itself (its sentence, an apposition, "X is a group") is no rival."""
    doc = word.doc
    for tok in doc[name.sent.end : word.i]:
        if tok.ent_type_ or tok.pos_ != "NOUN" or tok.lower_ not in COLLECTIVE_NOUNS:
            continue
        if tok.dep_ in ("appos", "attr", "compound"):
            continue
        if any(c.dep_ == "det" and c.lower_ in _INDEFINITE for c in tok.children):
            return True
    return False


_INDEFINITE = frozenset({"a", "an", "another"})


def in_a_persons_description(name: Token) -> bool:
    """Whether a name sits inside the description set beside a person ("said Jose Basulto,
    founder of X, an anti-Castro group", "Ana Berg of X"): the article is about the person
    there, and a later "the group" is no safe reading of X. A name joined to the person ("Berg
    and X") stands beside the person, not inside."""
    tok = name
    while tok.head.i != tok.i and tok.dep_ != "conj" and tok.pos_ in ("PROPN", "NOUN", "ADP"):
        tok = tok.head
        if tok.ent_type_ == "PERSON" and tok.pos_ == "PROPN":
            return True
    return False


# Nouns of a works a place's name may stand for once the article has named it so ("the Atlanta
# plant ... Atlanta makes the sedan").
_WORKS_NOUNS = frozenset("plant plants factory factories mill mills works facility facilities refinery".split())


def place_standing_for_works(subject: Token) -> bool:
    """Whether a place's name as a subject stands for a works the article named after it ("the
    Atlanta and St. Louis plants will be closed. Atlanta makes the sedan"): the plant acts there,
    not the city, so the city is no safe doer."""
    if subject.ent_type_ not in ("GPE", "LOC") or subject.dep_ not in ("nsubj", "nsubjpass"):
        return False
    doc = subject.doc
    # The same word earlier, found in the Doc's column of words: a Token made for every word
    # before the subject cost more than the rest of the test.
    for at in numpy.flatnonzero(column(doc, ORTH)[: subject.i] == subject.orth).tolist():
        tok = doc[at]
        if tok.dep_ not in ("compound", "nmod", "amod", "conj"):
            continue
        head = tok
        for _ in range(3):  # "the Atlanta and St. Louis plants": through the conjuncts
            head = head.head
            if head.lower_ in _WORKS_NOUNS:
                return True
            if head.dep_ not in ("compound", "nmod", "amod", "conj") and head.pos_ != "PROPN":
                break
    return False


# Nouns that say a name is a person's when the article sets one beside it ("Farkas, an air force
# captain", "Hungarian astronaut Bertalan Farkas"), whatever the tagger typed the name.
_PERSON_NOUNS = frozenset(
    """astronaut cosmonaut captain pilot officer soldier general colonel lieutenant sergeant major
    commander admiral player coach actor actress singer writer author novelist poet artist analyst
    economist professor student teacher priest bishop cardinal rabbi imam farmer nurse judge
    lawyer attorney doctor physician surgeon president minister chairman chairwoman senator
    governor mayor spokesman spokeswoman congressman congresswoman ambassador diplomat
    businessman businesswoman executive banker journalist reporter editor activist leader""".split()
)


def people_by_description(mentions: Sequence[Mention], heads: dict[int, Token]) -> frozenset[str]:
    """Canonical names the tagger typed an organisation that the article calls a person by a noun
    beside them ("Farkas, an air force captain"), with the single last word of such a name ("Bertalan
    Farkas" ... "Farkas"): people a "he" or "she" may stand for. No company's name (a suffix)."""
    described = set()
    for number, m in enumerate(mentions):
        head = heads.get(number)
        if m.type != "ORG" or head is None or head.pos_ != "PROPN":
            continue
        words = m.name.lower().split()
        if not words or words[-1] in _COMPANY_SUFFIXES:
            continue
        beside = [c for c in head.children if c.dep_ in ("appos", "compound") and c.pos_ == "NOUN"]
        if head.dep_ == "appos" and head.head.pos_ == "NOUN":
            beside.append(head.head)
        if any(t.lower_ in _PERSON_NOUNS for t in beside):
            described.add(m.name)
    last = {n.split()[-1] for n in described}
    return frozenset(described | {m.name for m in mentions if m.type == "ORG" and m.name in last})
