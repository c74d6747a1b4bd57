"""Nouns of no particular happening: an indefinite or bare event noun a preposition hangs on a
verb that is itself not asserted names no event that took place, only the kind of event the
verb's clause is about.

"GM may emerge stronger from a bankruptcy", "they're going to have to file for bankruptcy",
"the union could go on strike", "a professor who specializes in bankruptcy": the bankruptcy
and the strike are as possible, planned or general as the emerging, the filing, the going
and the specializing. A definite or possessed noun points at one happening the text takes as
given ("may never recover from the earthquake", "could rebuild after its bankruptcy"), and
a noun a verb asserts keeps that verb's fact ("emerged from bankruptcy last year"). The
walk of :func:`~kg.extract.factuality.factuality` stops at such a preposition (a setting's
noun is no complement of what its verb intends), so this adds the verb's doubt afterwards.

A gerund with no subject of its own under such a preposition is the same: it has no tense
and no truth but its verb's ("may focus on selling its stake", "if they cooperate in making
arrangements"), and so has what it does ("arrangements"); "could be jailed for lying" gives
a reason, taken as given. Pure functions over spaCy tokens.
"""

from __future__ import annotations

from collections.abc import Callable

from spacy.tokens import Token

from kg.extract.factuality_marks import stronger
from kg.extract.factuality_words import ACCUSING, NEGATIVE_PREPS, PLACING_PARTICIPLES, TEMPORAL_PREPS
from kg.extract.mood import word_base

# Determiners that leave a noun unspecific: "a bankruptcy", "any strike", "some merger".
_UNSPECIFIC_DETS = frozenset("a an any some another".split())
# Prepositions whose noun the sentence takes as given whatever its verb's mood: "could open
# despite a strike", "may close because of a flood"; a means ("by") is read by the walk.
_PRESUPPOSING = frozenset("despite amid amidst since because following by".split()) | TEMPORAL_PREPS
# Labels a verb passes to the unspecific noun under it.
_DOUBTS = frozenset({"uncertain", "future", "hypothetical"})
# How a word a preposition hangs on sits on its verb: "emerge stronger from" (one step, an
# adjective or adverb; not an object: "help victims of attacks" names attacks that happened,
# nor a copula's adjective: "may be responsible for a decline" doubts the cause, not the decline).
_ON_VERB = frozenset({"acomp", "oprd", "advmod", "xcomp"})
# What makes a noun one told happening: "remarks made last week", "warnings that strikes could
# harm", "a charge related to problems", "the talks on Monday".
_TOLD = frozenset({"acl", "relcl"})
# Prepositions of a reason or a charge: "jailed for lying", "accused of lying" presuppose it.
_REASONS = frozenset({"for", "of", "with"})


def unspecific(noun: Token) -> bool:
    """Whether an event noun names no one happening: no determiner or an indefinite one, no
    possessor, not a proper noun ("a bankruptcy", "strikes"; not "the strike", "its merger")."""
    if noun.pos_ != "NOUN":
        return False
    for child in noun.children:
        if child.dep_ == "poss" or (child.dep_ == "det" and child.lower_ not in _UNSPECIFIC_DETS):
            return False
        if child.dep_ in ("compound", "nmod", "amod") and child.pos_ == "PROPN":
            return False  # "a Chapter 11 filing", "the Olympic park bombing": named, one happening
        if child.dep_ in _TOLD or child.ent_type_ in ("DATE", "TIME"):
            return False
        if child.dep_ in ("nummod", "amod", "compound") and any(ch.isdigit() for ch in child.text):
            return False  # "a 91-73 victory", "a $5 billion merger": figures tell one happening
        if child.dep_ == "prep" and any(g.ent_type_ in ("DATE", "TIME") for g in child.children):
            return False  # "a visit in May"
    return True


def setting_verb(noun: Token) -> Token | None:
    """The verb whose clause an unspecific noun's preposition belongs to, or None: the noun's
    own preposition's head, or the verb that head (an adjective, adverb or object) sits on.
    A compound noun goes with the noun it modifies ("file a bankruptcy petition")."""
    if noun.dep_ == "compound" and noun.head.pos_ == "NOUN" and noun.head.i != noun.i:
        noun = noun.head  # "present him with the game ball": the ball's reading decides
        if not unspecific(noun):
            return None
    if noun.dep_ != "pobj":
        return None
    return _verb_of(noun.head, reason_too=False)


def _verb_of(prep: Token, reason_too: bool) -> Token | None:
    """The verb a preposition sets its object under, unless the preposition presupposes it."""
    if prep.dep_ != "prep" or prep.head.i == prep.i:
        return None
    if prep.lower_ in _PRESUPPOSING or prep.lower_ in NEGATIVE_PREPS or (reason_too and prep.lower_ in _REASONS):
        return None
    word = prep.head
    if word.pos_ not in ("VERB", "AUX") and word.dep_ in _ON_VERB and word.head.pos_ in ("VERB", "AUX"):
        if word_base(word.head) == "be":
            return None
        word = word.head
    if word.pos_ not in ("VERB", "AUX") or word_base(word) in ACCUSING | PLACING_PARTICIPLES:
        return None  # "could be charged with murder": the charge is what is in doubt
    return word


def bare_gerund(tok: Token) -> Token | None:
    """The verb a gerund with no subject hangs on through a preposition ("may focus on
    *selling*"), also for the gerund's object ("cooperate in making *arrangements*")."""
    if tok.dep_ == "dobj" and tok.pos_ == "NOUN" and tok.head.tag_ == "VBG":
        tok = tok.head
    if tok.tag_ != "VBG" or tok.dep_ != "pcomp" or any(c.dep_ in ("nsubj", "nsubjpass") for c in tok.children):
        return None
    return _verb_of(tok.head, reason_too=True)


def unspecific_under(noun: Token, label: str, label_of: Callable[[Token], str]) -> str:
    """``label`` of an event noun or gerund, made as doubtful as the verb it is set under
    (``label_of`` gives that verb's factuality); unchanged for any other word."""
    verb = setting_verb(noun) if unspecific(noun) else None
    if verb is None:
        verb = bare_gerund(noun)
    if verb is None:
        return label
    found = label_of(verb)
    return stronger(label, found) if found in _DOUBTS else label
