"""Active or passive: whether a verb's parsed subject did it or underwent it.

The parse marks most passives ("was freed"); these rules find the ones it misses: a second verb
sharing the first's auxiliary ("was arrested and charged"), a participle clause with no
auxiliary ("Buried a foot deep, the rifle ..."), a headline that drops "is" ("Village hit by
floods"), a verb of putting someone in office with no object ("X named to the board"), and a
verb of choosing someone with only its "to" clause ("X selected to buy Y").
Pure functions over spaCy tokens, used by :mod:`kg.extract.arguments`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma
from kg.extract.subjects import MAX_CHAIN
from kg.extract.syntax import PASSIVE_SUBJECT_DEPS, SUBJECT_DEPS


def bare_past_participle(verb: Token) -> bool:
    """A past participle clause with no auxiliary: "Buried a foot deep, the rifle was found", "the
    money was found hidden in a wall": the subject it borrows is what was buried or hidden."""
    return (
        verb.tag_ == "VBN"
        and verb.dep_ == "advcl"
        and not any(c.dep_ in ("aux", "auxpass", "mark") for c in verb.children)
        and (lemma(verb) or verb.lower_).lower() not in _UNACCUSATIVE
    )


def conjoined_to_a_misread_participle(verb: Token) -> bool:
    """ "created" in "Apps purchased or created on one device will be shared": a bare participle
    joined to one :func:`headline_passive` reads as undergone, undergoes its subject too."""
    return (
        verb.tag_ == "VBN"
        and verb.dep_ == "conj"
        and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
        and headline_passive(verb.head)
    )


# Verbs whose past participle alone says what the subject did, not what was done to it.
_UNACCUSATIVE = frozenset("arrive come go return fall die rise grow become vanish disappear".split())


def headline_passive(verb: Token) -> bool:
    """A participle with a subject, a "by" phrase and no auxiliary at all: "Nordwerk swamped
    by orders", "Village hit by floods" (headlines drop "is"); or a verb of putting someone in
    office with no object, only its "as" or "to" phrase: "Ana Berg appointed as Nordwerk chief",
    "Ben Ode named to the board" (the parse takes them for past tenses; these verbs always take
    an object, so the subject is the one appointed); or a verb of choosing someone with no object,
    only its "to" clause: "Nordwerk selected to buy Alba" (Nordwerk is selected, and buys)."""
    deps = {c.dep_ for c in verb.children}
    if deps & {"aux", "auxpass"} or not deps & SUBJECT_DEPS:
        return False
    if verb.tag_ == "VBN" and "agent" in deps:
        return True
    if _chosen_to(verb, deps):
        return True
    if verb.tag_ == "VBN" and not deps & _OBJECTS_OF_A_CLAUSE and _main_verb_conjoined(verb):
        # "Apps purchased or created on one device will be shared": the parse made the participle
        # the main verb and its noun the subject; the verb with "will be" is the main one.
        return True
    return (
        verb.tag_ in ("VBD", "VBN")
        and (lemma(verb) or verb.lower_).lower() in _INSTALLING
        and not deps & {"dobj", "dative", "oprd", "attr", "xcomp", "ccomp"}
        and any(c.dep_ == "prep" and _to_an_office(c) for c in verb.children)
    )


_OBJECTS_OF_A_CLAUSE = frozenset({"dobj", "dative", "oprd", "attr", "xcomp", "ccomp"})


# Verbs of choosing someone for a task, which take who is chosen as their object before the "to"
# clause ("GM selected Nordwerk to buy Alba"); without it, their subject is the one chosen. Not
# "elect" ("the union elected to strike" is a choice the union made).
_CHOOSING = frozenset("select choose pick name appoint tap nominate designate hire assign recruit".split())


def _chosen_to(verb: Token, deps: set[str]) -> bool:
    """ "Nordwerk selected to buy Alba", "Berg named to head Nordwerk": a participle form of a
    verb of choosing whose only complement is its "to" clause ("the union chose to strike" is
    a past tense: the participle is "chosen")."""
    return (
        verb.tag_ in ("VBD", "VBN")
        and verb.lower_.endswith(("ed", "en"))
        and (lemma(verb) or verb.lower_).lower() in _CHOOSING
        and not deps & {"dobj", "dative", "oprd", "attr", "ccomp"}
        and any(
            c.dep_ == "xcomp" and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children) for c in verb.children
        )
    )


def _main_verb_conjoined(verb: Token) -> bool:
    """Whether a later verb conjoined to ``verb`` has the auxiliaries and no subject of its own."""
    return any(
        c.dep_ == "conj"
        and c.i > verb.i
        and any(g.dep_ in ("aux", "auxpass") for g in c.children)
        and not any(g.dep_ in SUBJECT_DEPS for g in c.children)
        for c in verb.children
    )


def _to_an_office(prep: Token) -> bool:
    """ "as chief", "to the board", "to Congress"; not "elected to strike" (a choice, parsed as a
    preposition with a bare noun)."""
    if prep.lower_ == "as":
        return True
    return prep.lower_ == "to" and any(
        o.dep_ == "pobj" and (o.pos_ == "PROPN" or any(d.dep_ in ("det", "poss", "compound") for d in o.children))
        for o in prep.children
    )


# Verbs of putting someone in an office, which always take who is put there as their object.
_INSTALLING = frozenset("appoint name elect nominate promote tap reappoint re-elect reelect".split())


def is_passive(verb: Token) -> bool:
    """Whether a verb is in the passive: "was freed", the second of "was arrested and charged",
    or a bare participle with a "by" phrase ("X came, followed by Y": X is followed)."""
    deps = {c.dep_ for c in verb.children}
    # Only a participle clause: "walked in, passed by the desk and sat" is a mis-tagged past.
    if verb.tag_ == "VBN" and verb.dep_ == "advcl" and "agent" in deps and "aux" not in deps:
        return True
    for _ in range(MAX_CHAIN):
        if any(c.dep_ in ("auxpass", *PASSIVE_SUBJECT_DEPS) for c in verb.children):
            return True
        # "was arrested and charged": a bare participle shares its first verb's auxiliary.
        bare = verb.dep_ == "conj" and not any(c.dep_ == "aux" for c in verb.children)
        if not (bare and (verb.tag_ == "VBN" or _participle_read_as_past(verb))):
            return False
        verb = verb.head
    return False


# Verbs that take what they are said of with an "as" phrase: "embraced as a pawn", "hailed as a
# hero", "seen as a threat". With no object of their own, their "as" phrase says what their
# subject was taken for: a passive. Verbs that take "as" alone ("served as", "resigned as") are
# not among them.
_TAKEN_AS = frozenset(
    """embrace hail see regard view describe label brand portray depict cast treat dismiss denounce
    praise criticize criticise welcome condemn recognize recognise identify list rank count
    characterize characterise""".split()
)


def _participle_read_as_past(verb: Token) -> bool:
    """A second verb of a passive that the tagger read as a past tense: "He was released into
    the custody of relatives and just as quickly embraced as a pawn" (he was embraced): a verb
    taking its "as" phrase with no subject or object of its own, or one with a "by" agent."""
    if verb.tag_ != "VBD" or any(c.dep_ in (*SUBJECT_DEPS, "dobj", "dative", "ccomp", "xcomp") for c in verb.children):
        return False
    if any(c.dep_ == "agent" for c in verb.children):
        return True
    return (lemma(verb) or verb.lower_).lower() in _TAKEN_AS and any(
        c.dep_ == "prep" and c.lower_ == "as" for c in verb.children
    )
