"""Nearer rivals that leave a pronoun unresolved: words nearer to it than the name it would
take, which the rules of :mod:`kg.extract.pronouns` do not count as candidates but a reader
may well read it as. Better unresolved than an event put on the wrong actor."""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Span, Token

from kg.extract.antecedents import PERSON, SUBJECT_DEPS, Named, embedded
from kg.extract.intervening import person_after, thing_between
from kg.extract.kinds import in_a_persons_description
from kg.extract.unnamed_people import gendered_noun_before, owned_kin_between, unnamed_person_before
from kg.model import Mention

# Where a plural noun is a participant a later "they" may take up: "they seem to hurt market
# makers more ... measures they adopted" (the makers adopted them).
_ARGUMENT_DEPS = frozenset({*SUBJECT_DEPS, "dobj", "attr"})


def plural_noun_between(words: Span, last_name: Token) -> bool:
    """Whether a plural common noun stands between names joined by "and" and a "they": as a
    subject anywhere ("X and Y sold cars. Auto makers cut their prices"), or as an object in a
    later sentence than the names' ("X and Y say they do. Sell programs hurt market makers.
    ... measures they adopted": the market makers). An object in the names' own sentence
    ("X and Y sold cars, and they said") leaves them the likelier antecedent."""
    for tok in words:
        if tok.tag_ != "NNS" or tok.ent_type_:
            continue
        if tok.dep_ in SUBJECT_DEPS:
            return True
        if tok.dep_ in _ARGUMENT_DEPS and tok.sent.start > last_name.sent.start:
            return True
    return False


def person_in_a_phrase_nearer(
    tok: Token, found: Named, earlier: list[Named], mentions: Sequence[Mention], genders: dict[str, str], gender: str
) -> bool:
    """Whether a person who fits the pronoun is named in a later sentence than its antecedent,
    inside a phrase that kept them from being a candidate: "Slepian was killed. Kopp purports
    to be ..., and the jobs he has held" (the parse read "Kopp purports" as one noun, so "he"
    would reach back to Slepian). Such a nearer person is as likely the one meant."""
    return any(
        c.sentence > found.sentence
        and c.head.i < tok.i
        and c.key != found.key
        and c.head.tag_ not in ("PRP", "PRP$")  # a name, not a pronoun resolved to one
        and mentions[c.number].type in PERSON
        and genders.get(c.key, gender) == gender
        and embedded(c.head)
        for c in earlier
    )


def nearer_person(
    tok: Token, found: Named, earlier: list[Named], mentions: Sequence[Mention], genders: dict[str, str], gender: str
) -> bool:
    """Whether another person who fits the pronoun is nearer to it than its antecedent."""
    return (
        person_after(tok, found, earlier, mentions, genders, gender)
        or person_in_a_phrase_nearer(tok, found, earlier, mentions, genders, gender)
        or unnamed_person_before(tok)
        or gendered_noun_before(tok, genders.get(found.key), gender)
        or owned_kin_between(tok, found.head, gender)
    )


# Where a thing named by a singular common noun is one an "it" may take up.
_THING_DEPS = frozenset({*SUBJECT_DEPS, "dobj", "pobj", "attr"})


def thing_nearer(found: Named, it: Token) -> bool:
    """Whether a thing is named between an organisation and "it" in the pronoun's sentence that
    "it" is as likely to stand for: a subject (:func:`thing_between`), or any argument when the
    organisation is named only in a person's description ("DaPuzzo, head of trading at Shearson,
    wasn't troubled by program trading when it began": the trading began, not Shearson).
    "Ana Berg, chief of Nordwerk, said it would cut jobs" keeps Nordwerk."""
    if thing_between(found, it) or new_thing_undergoing(found, it):
        return True
    if not in_a_persons_description(found.head):
        return False
    start = max(found.head.i + 1, it.sent.start)
    return any(t.tag_ == "NN" and not t.ent_type_ and t.dep_ in _THING_DEPS for t in it.doc[start : it.i])


def new_thing_undergoing(found: Named, it: Token) -> bool:
    """Whether a passive "it" follows, in its own sentence, a thing brought in by "a"/"an" as an
    object, its antecedent named only in an earlier sentence: "Iraq was told to withdraw. He argued
    setting a deadline would, when it was broken, ..." (the deadline is broken, not Iraq)."""
    if it.dep_ != "nsubjpass" or found.head.i >= it.sent.start:
        return False
    return any(
        t.tag_ == "NN"
        and not t.ent_type_
        and t.dep_ in ("dobj", "pobj")
        and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in t.children)
        for t in it.doc[it.sent.start : it.i]
    )
