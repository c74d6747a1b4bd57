"""Happenings a clause names that have not come about, told by the words around them rather
than by a modal or the walk up the tree (:func:`kg.extract.factuality_marks.own_clause` reads
them):

- "promised to keep him until the boy was returned": an "until" clause of a promise or a plan
  bounds what is promised, it does not tell that the return happened (the parse often hangs it
  on the promising verb itself);
- "an obstacle to his return", "the road to recovery": what a hindrance or a way leads to
  (also when the parse hangs the "to" on the verb over the noun: "lifting an obstacle to his
  return"); "another delay in Elian's return": what a delay holds back;
- "recommends users set up the browser": what someone is advised to do (the parse may make the
  bare verb a clause of the object);
- "a Jan. 14 return date", "the filing deadline": a happening named as the thing a date is for;
- "disavowed any interest in driving", "the plan to close": what a noun of wanting aims at;
- "Rumours had Smith heading a package": what rumour or speculation "has" someone doing.
Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.factuality_words import HEARSAY_SOURCES
from kg.extract.mood import word_base

# Verbs whose "until" clause bounds what is promised or wanted, not a told event.
PROMISING = frozenset("promise vow pledge swear agree plan intend threaten decide want hope expect offer".split())
# Nouns whose "to" names what they hinder or lead to: "an obstacle to his return".
LEADING_TO = frozenset("obstacle barrier hurdle impediment roadblock road path way step prelude key".split())
# Nouns of delay whose "in" or "of" names what is held back: "a delay in his return".
DELAYING = frozenset("delay postponement".split())
# Verbs of advising whose object's bare verb is what is advised: "recommends users set up IE".
ADVISING = frozenset("recommend urge advise suggest propose ask request".split())
# Nouns a happening before them is scheduled by: "a return date", "the filing deadline".
SCHEDULING = frozenset("date deadline timetable schedule".split())
# Nouns of wanting whose "in", "of" or "for" names what is wanted: "any interest in driving".
WANTING = frozenset("interest desire intention plan hope wish appetite".split())
_TALK = HEARSAY_SOURCES | {"talk"}


def bounded_promise(node: Token) -> bool:
    """An "until" clause on a verb of promising or wanting, or on that verb's infinitive."""
    if node.dep_ != "advcl" or not any(c.dep_ == "mark" and c.lower_ in ("until", "till") for c in node.children):
        return False
    head = node.head
    return word_base(head) in PROMISING or (head.dep_ == "xcomp" and word_base(head.head) in PROMISING)


def led_to(node: Token) -> bool:
    """A noun or gerund that a hindrance or a way leads to: "an obstacle to Elian's return"
    (the word right before "to" when the parse hangs it on the verb: "lifting an obstacle to
    his return"); or that a delay holds back: "another delay in Elian's return"."""
    prep = node.head
    if node.dep_ not in ("pobj", "pcomp") or prep.dep_ != "prep":
        return False
    if prep.lower_ == "to":
        before = prep.doc[prep.i - 1] if prep.i > 0 else prep
        return word_base(prep.head) in LEADING_TO or (before.pos_ == "NOUN" and word_base(before) in LEADING_TO)
    delay = prep.head
    return (
        prep.lower_ in ("in", "of")
        and delay.pos_ == "NOUN"
        and word_base(delay) in DELAYING
        and not any(c.lower_ in ("no", "without") for c in (*delay.children, *delay.doc[delay.i - 1 : delay.i]))
    )


def advised(node: Token) -> bool:
    """The bare verb of what someone is advised to do, hung on the advising verb's object:
    "Microsoft recommends users set up IE" ("users who set up IE" is a relative, not bare)."""
    obj = node.head
    # "set", "put", "cut": a bare verb the tagger may read as a participle ("changes made by").
    bare = node.tag_ == "VB" or (node.tag_ == "VBN" and node.lower_ == word_base(node))
    return (
        node.dep_ == "acl"
        and bare
        and not any(c.dep_ == "agent" for c in node.children)
        and obj.dep_ == "dobj"
        and word_base(obj.head) in ADVISING
        and not any(c.dep_ == "aux" for c in node.children)
    )


def scheduled(noun: Token) -> bool:
    """A happening's noun right before a noun of scheduling: "a Jan. 14 return date"."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN" or noun.i + 1 >= len(noun.doc):
        return False
    after = noun.doc[noun.i + 1]
    return after.pos_ == "NOUN" and word_base(after) in SCHEDULING


def wanted(node: Token) -> bool:
    """What a noun of wanting aims at: "any interest in driving", "a desire for revenge"."""
    prep = node.head
    return (
        node.dep_ in ("pobj", "pcomp")
        and prep.lower_ in ("in", "of", "for")
        and prep.head.pos_ == "NOUN"
        and word_base(prep.head) in WANTING
    )


def rumoured(node: Token) -> bool:
    """What rumour "has" someone doing: "Rumours had Smith heading a package"."""
    head = node.head
    return (
        node.dep_ in ("ccomp", "xcomp", "oprd")
        and word_base(head) == "have"
        and any(c.dep_ == "nsubj" and word_base(c) in _TALK for c in head.children)
    )
