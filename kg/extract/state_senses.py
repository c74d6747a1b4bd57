"""Verb forms in a sense that names a state, not a happening (issue 52, round 19's judged
audits of ECB+ train):

- "used to" of being accustomed: "he's used to being the guy", "she is used to the cold" (no
  use of anything; "the gun was used to kill him" is a use, its purpose a to-infinitive);
- "left" of remaining: "four teams left fighting for the bid", "with four minutes left", "there
  is nothing left" (no one left anything; "the note left on the table", "the damage left by the
  storm" are leavings);
- "born again" of a faith: "became born again", "a born again Christian" (no birth);
- coming or going into a time: "Thomas came into 2010 as the leading rusher", "heading into the
  season" (a way of saying when; "came into the room" is a movement).

Each would otherwise be an event mention that also joins the real happenings of its verb
("used him 22 times", "left the court") in one node. Pure functions over spaCy tokens, read by
event detection (:mod:`kg.extract.events`). ("is set to star" is hidden from the graph only:
TimeML takes "set", "poised" as events: :func:`kg.extract.no_content.about_to`.)
"""

from __future__ import annotations

import re

from spacy.tokens import Token

from kg.extract.nlp import lemma

# Determiners and pronouns of an amount: "nothing left", "no time left", "few options left".
_AMOUNT_WORDS = frozenset("no few little much many some any all nothing none one enough more less".split())
# Verbs of coming or going that may only say when ("came into 2010", "headed into the season").
_COMING = frozenset({"come", "go", "head"})
# Time nouns a coming into which is a way of saying when.
_TIME_NOUNS = frozenset("year season weekend week month playoffs playoff postseason offseason decade century".split())
# Prepositions of a place something is left in: "left on the table", "left behind".
_PLACE_PREPS = frozenset({"on", "at", "behind", "outside", "inside", "by", "in"})
_YEAR = re.compile(r"^(?:1[89]|20)\d\d$")


def _base(tok: Token) -> str:
    return (lemma(tok) or tok.lower_).lower()


def accustomed(tok: Token) -> bool:
    """ "used" of "is used to being the guy", "got used to the cold": "to" a preposition (a
    gerund or a noun after it), with "be" or "get" before the participle."""
    if _base(tok) != "use" or tok.tag_ != "VBN":
        return False
    to_prep = any(c.dep_ == "prep" and c.lower_ == "to" for c in tok.children)
    be_or_get = any(c.dep_ in ("aux", "auxpass") and _base(c) in ("be", "get") for c in tok.children)
    return to_prep and be_or_get


def remaining(tok: Token) -> bool:
    """ "left" after a noun of an amount: "four teams left", "four minutes left", "nothing left",
    "no time left" (a leaving has a doer: "left by the storm"; or a place: "left on the table")."""
    if _base(tok) != "leave" or tok.dep_ not in ("acl", "amod") or tok.i == 0:
        return False
    noun = tok.head
    if noun.i != tok.i - 1:
        return False  # "left" right after its noun: "teams left", "minutes left"
    if any(c.dep_ in ("agent", "dobj", "prt") for c in tok.children):
        return False
    if noun.ent_type_ in ("TIME", "DATE"):
        return True  # "four minutes left in the game", "two days left": time that remains
    if any(c.dep_ == "prep" and c.lower_ in _PLACE_PREPS and not _of_time(c) for c in tok.children):
        return False  # "two bodies left on the street" ("left fighting for the bid on Saturday" stays)
    counted = any(c.dep_ == "nummod" or (c.dep_ == "det" and c.lower_ in _AMOUNT_WORDS) for c in noun.children)
    return counted or noun.lower_ in _AMOUNT_WORDS or noun.like_num


def _of_time(prep: Token) -> bool:
    """Whether a preposition's object is a time ("on Saturday", "at noon")."""
    return any(o.dep_ == "pobj" and o.ent_type_ in ("DATE", "TIME") for o in prep.children)


def born_again(tok: Token) -> bool:
    """ "born" of "born again" ("born-again"): a conversion, no birth."""
    if _base(tok) not in ("bear", "born") or tok.lower_ != "born":
        return False
    following = tok.doc[tok.i + 1 : tok.i + 3]
    return any(t.lower_ == "again" for t in following if t.lower_ in ("again", "-"))


def into_a_time(tok: Token) -> bool:
    """ "came into 2010 as the leading rusher", "heading into the season": a coming into a year
    or a season, which only says when."""
    if tok.pos_ != "VERB" or _base(tok) not in _COMING:
        return False
    for prep in tok.children:
        if prep.dep_ != "prep" or prep.lower_ != "into":
            continue
        for obj in prep.children:
            if obj.dep_ == "pobj" and (_YEAR.match(obj.text) or _base(obj) in _TIME_NOUNS):
                return True
    return False


def state_sense(tok: Token) -> bool:
    """Whether ``tok`` is a verb form in a sense above: no event of its own."""
    return accustomed(tok) or remaining(tok) or born_again(tok) or into_a_time(tok)
