"""What kind of sentence a verb is in: a question, a command, a general statement or a
description, a slogan. Pure functions over spaCy tokens, for :mod:`kg.extract.factuality`.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy
from spacy.attrs import LOWER
from spacy.strings import get_string_id
from spacy.tokens import Doc, Token

from kg.extract.factuality_words import (
    ATTRIBUTING,
    CAPABILITY_VERBS,
    CHANTING_FORMS,
    DESCRIBING_VERBS,
    GENERIC_DETERMINERS,
    GENERIC_SUBJECTS,
    PAST_WORDS,
)
from kg.extract.nlp import lemma
from kg.tokens import column, positions


def word_base(tok: Token) -> str:
    """The word's lemma, lower-cased (its text when the pipeline gives none)."""
    return (lemma(tok) or tok.lower_).lower()


def generic(verb: Token) -> bool:
    """A general statement, not a report: a simple-present verb (not a reporting one) whose
    subject is "you", "people", or a plural with no article or with "most", "many"..."""
    base = word_base(verb)
    if not (simple_present(verb) or mistagged_present(verb)) or base in ATTRIBUTING:
        # "Officials believe", "analysts expect", "police say": news told in the present.
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.lower_ in GENERIC_SUBJECTS:
        return True
    if subject.tag_ != "NNS":
        return False
    dets = [c.lower_ for c in subject.children if c.dep_ in ("det", "amod", "poss", "nummod", "compound")]
    return not dets or any(d in GENERIC_DETERMINERS for d in dets)


def imperative(verb: Token) -> bool:
    """A command: a sentence's main verb in the base form with no subject and no auxiliary
    ("Take it with water", and "avoid coffee" after it)."""
    if verb.dep_ == "conj" and verb.head.dep_ == "ROOT":
        verb = verb.head
    if verb.dep_ != "ROOT" or not (verb.tag_ == "VB" or mistagged_command(verb)):
        return False
    return not any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "expl") for c in verb.children)


def mistagged_present(word: Token) -> bool:
    """A noun with a subject of its own is a present-tense verb the tagger missed
    ("Most patients sleep better", "sleep" tagged NN)."""
    return word.tag_ in ("NN", "NNS") and any(c.dep_ == "nsubj" for c in word.children)


def mistagged_command(word: Token) -> bool:
    """A sentence's first word tagged as a noun but taking an object ("Visit Dr. Ek at the
    clinic"): a command the tagger missed."""
    return (
        word.tag_ == "NN"
        and word.i == word.sent.start
        and word.text[:1].isupper()
        and any(c.dep_ == "dobj" for c in word.children)
    )


def inverted(verb: Token) -> bool:
    """A question's word order: a modal or "do" before the subject ("will they cooperate",
    "did he know"), in a clause that is not the sentence's first words' statement."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < subject.i]
    return any(c.tag_ == "MD" or word_base(c) == "do" for c in aux)


def describes(verb: Token) -> bool:
    """ "It comes in two colours", "the box plays all content": a describing verb in the simple
    present, no auxiliary (a verb of what a thing does only with a thing as its subject)."""
    base = word_base(verb)
    if verb.tag_ not in ("VBZ", "VBP") or base not in DESCRIBING_VERBS | CAPABILITY_VERBS:
        return False
    if any(c.dep_ in ("aux", "auxpass", "neg") for c in verb.children):
        return False
    if base in CAPABILITY_VERBS and base not in DESCRIBING_VERBS:
        return _thing_subject(verb)
    # "comes in two colours", "comes with a case"; not "the move comes after a loss".
    return word_base(verb) != "come" or any(c.dep_ == "prep" and c.lower_ in ("in", "with") for c in verb.children)


# Subjects that are people, whose present-tense "uses" or "offers" is an act, not a feature.
_PERSON_WORDS = frozenset("i you he she we they who".split())
_PEOPLE_TYPES = frozenset({"PERSON", "NORP", "GPE"})


def _thing_subject(verb: Token) -> bool:
    """Whether the verb's subject is a thing: a noun or a product's name, not a person, a
    people, a country or a pronoun for them."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN"):
        return False
    return subject.lower_ not in _PERSON_WORDS and subject.ent_type_ not in _PEOPLE_TYPES


def has_subject(verb: Token) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass", "csubj", "expl") for c in verb.children)


def present_passive(verb: Token) -> bool:
    """ "is made", "are sold": a passive in the simple present."""
    return verb.tag_ == "VBN" and any(c.dep_ == "auxpass" and c.tag_ in ("VBZ", "VBP") for c in verb.children)


def simple_present(verb: Token) -> bool:
    """A verb in the simple present, no auxiliary: "launches", "open"."""
    return verb.tag_ in ("VBZ", "VBP") and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)


def infinitive(verb: Token) -> bool:
    """ "to close", "to be closed", "to have closed": the parse may hang the "to" of a
    passive or perfect infinitive on its auxiliary rather than on the verb."""
    return any(
        (c.dep_ == "aux" and c.lower_ == "to")
        or (c.dep_ in ("aux", "auxpass") and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children))
        for c in verb.children
    )


def question(tok: Token) -> bool:
    """The main verb of a direct question ("Will it close?")."""
    root = tok.head if tok.dep_ == "conj" else tok
    if root.dep_ != "ROOT":
        return False
    doc = tok.doc
    end = root.right_edge.i
    while end > root.i and doc[end].text in ('"', "”", "'", "’") or doc[end].is_space:
        end -= 1
    return doc[end].text == "?"


def chanting_sentences(doc: Doc, sent_id: Sequence[int]) -> frozenset[int]:
    """The numbers of the sentences that chant or shout something ("chanting 'we sacrifice our
    blood'"): a trigger inside quotation marks there is a slogan's word, not a report. Found
    by spelling first, so a document with no such word costs one array comparison."""
    found = positions(column(doc, LOWER), _CHANTING_IDS)
    return frozenset(sent_id[i] for i in found if doc[i].pos_ in ("VERB", "NOUN"))


# Their string ids, sorted (:func:`kg.tokens.positions`).
_CHANTING_IDS = numpy.array(sorted({get_string_id(w) for w in CHANTING_FORMS}), dtype="uint64")


def in_the_past(verb: Token) -> bool:
    """Whether a clause's own phrase of time points back: "last week", "two days ago", "yesterday"."""
    for child in verb.children:
        if child.dep_ in ("npadvmod", "advmod", "prep", "tmod") and any(t.lower_ in PAST_WORDS for t in child.subtree):
            return True
    return False


# Time nouns "next" makes a coming time of: "next week", "next Tuesday", "next year".
_TIME_NOUNS = frozenset(
    """day week weekend month year season spring summer autumn fall winter quarter monday tuesday
    wednesday thursday friday saturday sunday""".split()
)


# Prepositions of a phrase that places the clause's own time: "on Tuesday next week".
_WHEN_PREPS = frozenset({"in", "on", "at", "during"})


def in_the_future(verb: Token) -> bool:
    """Whether a clause's own phrase of time points ahead: "next week", "tomorrow" ("next to
    the embassy" is a place)."""
    for child in verb.children:
        if child.dep_ not in ("npadvmod", "advmod", "tmod") and not (
            child.dep_ == "prep" and child.lower_ in _WHEN_PREPS
        ):
            # "cutting its estimate for next year" is done now, for a later time.
            continue
        for t in child.subtree:
            if t.lower_ == "tomorrow" or (t.lower_ == "next" and t.dep_ == "amod" and t.head.lower_ in _TIME_NOUNS):
                return True
    return False


def backshifted(verb: Token) -> bool:
    """A simple past with no phrase of time of its own pointing back: in reported speech, a
    clause of time under a future ("expected it to be years when the Treasury felt ready");
    "after it cut costs last year" tells what was."""
    return verb.tag_ == "VBD" and not any(c.dep_ in ("aux", "auxpass") for c in verb.children) and not in_the_past(verb)


def subjunctive(verb: Token) -> bool:
    """A bare verb with a subject: "insisted that the child be returned", "insist he leave"."""
    words = sorted([verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))], key=lambda t: t.i)
    return words[0].tag_ == "VB" and words[0].lower_ != "to"


def leading_once(clause: Token) -> set[str]:
    """{"once"} when "once" opens ``clause`` as its subordinator but the parse made it an
    adverb ("once Gonzalez arrives, it will begin"); a "once" inside the clause ("he once
    worked there") means formerly and is left alone."""
    first = min(t.i for t in clause.subtree)
    return {
        "once" for c in clause.children if c.dep_ == "advmod" and c.lower_ == "once" and c.i == first and c.i < clause.i
    }
