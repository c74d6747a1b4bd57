"""Nouns that name their own doers, and the -ing phrase after them: "heartened by cooperation
from Kenya and Tanzania in probing the bombings" (Kenya and Tanzania probe; the parse hangs
"in probing" on "heartened", whose subject would otherwise be lent to it)."""

from __future__ import annotations

from spacy.tokens import Token

from kg.tokens import word_lemma

# Prepositions by which a noun names who does it: "cooperation from X", "help by X".
_DOER_PREPS = frozenset({"from", "by"})
_DOER_TYPES = frozenset({"PERSON", "ORG", "GPE", "NORP"})
# A noun of doing, not of people ("officials from Kenya" are from there, the help they give is
# theirs): made from a verb by its suffix, or one of the plain nouns of lending a hand.
_DOING_SUFFIXES = ("tion", "sion", "ance", "ence", "ment")
_DOING_NOUNS = frozenset("help aid support backing assistance effort work input pressure".split())


def _names_doers(noun: Token) -> bool:
    """Whether a noun of doing has a "from"/"by" phrase whose object is a name or a pronoun."""
    word = word_lemma(noun)
    if noun.pos_ != "NOUN" or not (word in _DOING_NOUNS or word.endswith(_DOING_SUFFIXES)):
        return False
    return any(
        o.dep_ == "pobj" and (o.ent_type_ in _DOER_TYPES or o.tag_ == "PRP")
        for p in noun.children
        if p.dep_ == "prep" and p.lower_ in _DOER_PREPS
        for o in p.children
    )


def after_a_noun_with_doers(prep: Token) -> bool:
    """Whether a preposition opening an -ing phrase ("in probing") comes right after a noun
    phrase whose noun names its own doers ("cooperation from Kenya and Tanzania"): the -ing is
    that noun's, done by them, so the clause's subject is not lent to it."""
    if prep.i == 0:
        return False
    before = prep.doc[prep.i - 1]
    if before.is_punct:
        return False  # "heartened by X's help, in finding ...": set off, the clause's own
    noun = before
    # Up from the phrase's last word to the noun whose phrase ends right before the preposition.
    # Compared by index: spaCy makes a new Token object on each access, so the root's head is
    # never the same object as the root ("is" would loop there for ever).
    while noun.head.i != noun.i and noun.head.right_edge.i == before.i and noun.head.i < prep.i:
        noun = noun.head
        if _names_doers(noun):
            return True
    return _names_doers(before)
