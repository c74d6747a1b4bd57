"""A happening told as undergone: "Twitter suffered an outage", "the former president underwent
surgery", "servers experienced downtime", "the actor had a heart attack".

The verb says only that its subject went through what its object names; the happening a reader
wants is the noun, with the verb's subject as the one it befell (a participant), the verb's time and
factuality ("will undergo surgery" is still to come), and a label that reads as the sentence does
("Twitter suffered outage"). The verb stays in the extractions (annotators mark it) as
background (:data:`LIGHT`), never drawn beside the noun as a second node of one happening.
Pure functions over spaCy tokens, read by :mod:`kg.extract.events`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.frames import Frame
from kg.extract.lexicon import NOUN_CLASS
from kg.tokens import word_lemma

# Verbs whose subject goes through what their object names.
UNDERGOING = frozenset("suffer undergo experience sustain endure".split())
# "have" carries only a singular noun of a violent or disastrous kind ("had a heart attack", "had an
# accident"): "had an impact", "has a plan", "had nine rebounds", "has two prior arrests", "doesn't
# have a deal" name no happening of its subject's but a record or a state.
_HAVING = frozenset({"have"})
_HAD_KINDS = frozenset({"conflict", "disaster"})
# A modifier that makes the noun a record of the past, not a happening told here ("a previous arrest").
_RECORD = frozenset("previous prior past earlier former".split())
# Why the verb is background (EventMention.backdrop): its object is the happening.
LIGHT = "light verb"


def undergoing_verb(noun: Token) -> Token | None:
    """The verb of undergoing whose direct object the event noun ``noun`` is ("suffered an
    outage": "suffered"), or None."""
    head = noun.head
    if noun.dep_ != "dobj" or head.pos_ not in ("VERB", "AUX") or head.i == noun.i or a_record(noun):
        return None
    base = word_lemma(head)
    if base in UNDERGOING:
        return head
    if base in _HAVING and noun.tag_ == "NN" and NOUN_CLASS.get(word_lemma(noun), "other") in _HAD_KINDS:
        return head  # one happening had; "has arrests", "had convictions" are a record
    return None


def a_record(noun: Token) -> bool:
    """Whether an adjective makes ``noun`` a record of the past ("suffered a previous injury")."""
    return any(c.dep_ == "amod" and c.lower_ in _RECORD for c in noun.children)


def undergone(frame: Frame) -> Frame:
    """The verb's frame as its object noun takes it: whoever the verb's subject is, the noun
    befell them ("Twitter suffered an outage": Twitter is no doer of the outage). A participant,
    not a patient: reports name one sufferer in several ways ("Page", "Bettie Page"), and one
    word done to two named patients is two happenings (kg.resolve.events.apart)."""
    return Frame(
        participants=[*frame.agents, *frame.patients, *frame.participants],
        places=list(frame.places),
        destinations=list(frame.destinations),
        timex=frame.timex,
    )


def undergoer(verb: Token, frame: Frame) -> Frame:
    """A verb of undergoing drawn as its own event (its object names no happening: "had undergone
    a liver transplant", "suffered losses"): its subject went through it, never did it, so the
    verb's agents become participants; its object stays what was undergone. "sustain" is left
    out: "sustained the ceasefire" has a doer."""
    if word_lemma(verb) not in UNDERGOING or word_lemma(verb) == "sustain" or not frame.agents:
        return frame
    frame.participants = [*frame.agents, *(p for p in frame.participants if p not in frame.agents)]
    frame.agents = []
    return frame


def undergone_phrase(verb: Token, noun: Token) -> str:
    """The verb and the noun with its compounds, for the noun's label: "had heart attack",
    "suffered outage", "underwent surgery"."""
    words = [c for c in noun.lefts if c.dep_ == "compound" and c.i == noun.i - 1] + [noun]
    return " ".join([verb.text, *(w.text for w in words)])
