"""The noun a relative pronoun stands for: "the man who fled" (the man), "an expert at Stanford
University, who stated" (the expert, not the university), "the head of General Motors, which
filed" (General Motors, never a person), "in conjunction with the governments, which he thanked"
(the governments, not "conjunction"). A pure function over spaCy tokens, used by
:mod:`kg.extract.arguments`."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.amounts import changed_amount
from kg.extract.lexicon import NOUN_CLASS
from kg.extract.nlp import lemma
from kg.extract.syntax import RELATIVE_TAGS

_RELATIVE_WORDS = frozenset({"who", "whom", "which", "that"})


def antecedent(word: Token, verb: Token) -> Token:
    """The noun a relative pronoun stands for ("the man who fled": man), else the word itself."""
    relative = word.tag_ in RELATIVE_TAGS or (word.lower_ in _RELATIVE_WORDS and word.pos_ == "PRON")
    if relative and verb.dep_ == "relcl" and verb.head.pos_ in ("NOUN", "PROPN", "PRON"):
        amount = changed_amount(word, verb)
        if amount is not None:
            return amount
        plural = _plural_before_name(verb)
        if plural is not None:
            return plural
        if word.lower_ == "which" and verb.head.ent_type_ == "PERSON":
            return _thing_before(word, verb.head) or word
        if word.lower_ in ("who", "whom") and (verb.head.ent_type_ in _NOT_PEOPLE or _happening(verb.head)):
            return _person_of_place(verb.head) or verb.head
        if _reason_of_judging(verb):
            return word
        return (
            _before_parenthesis(word, verb.head)
            or _person_in_apposition(word, verb.head)
            or _named_before_comma(word, verb.head)
            or _event_of_its_doers(word, verb.head)
            or _happening_of_its_target(word, verb)
            or _maker_of_its_goods(word, verb)
            or _past_preposition_noun(verb.head)
        )
    return word


# Verbs that judge someone "for" a deed: "thanked Spain for its role"; the "for" phrase is the
# reason, never who is thanked.
_JUDGED_FOR = frozenset(
    """thank praise blame criticize criticise commend congratulate fault credit applaud honor honour
    reward punish forgive condemn""".split()
)


def _reason_of_judging(verb: Token) -> bool:
    """Whether a clause of thanking or blaming hangs on the reason of another such verb: in
    "thanked X for their roles alongside Y which he thanked", what "which" stands for is thanked,
    and a reason ("roles") is not; the parse's noun is wrong, so no noun is better than it."""
    noun = verb.head
    return (
        lemma(verb).lower() in _JUDGED_FOR
        and noun.dep_ == "pobj"
        and noun.head.lower_ == "for"
        and lemma(noun.head.head).lower() in _JUDGED_FOR
    )


def _person_in_apposition(relative: Token, noun: Token) -> Token | None:
    """The person a "who" clause tells of when it hangs on a noun in apposition to the person's
    name: "Fadhul, a Comorian Muslim who had lived in Sudan" (Fadhul lived there; "Comorian
    Muslim" only says what he is)."""
    if relative.lower_ not in ("who", "whom") or noun.dep_ != "appos" or noun.ent_type_ == "PERSON":
        return None
    name = noun.head
    return name if name.ent_type_ == "PERSON" and name.i < noun.i else None


def _plural_before_name(verb: Token) -> Token | None:
    """The plural noun a relative clause with a plural verb is about when the parse hangs it on a
    singular name in that noun's phrase: "guerrillas from Anlong Veng, who have formed an
    alliance" (the guerrillas formed it; "have" agrees with them, not with the place)."""
    name = verb.head
    if name.tag_ != "NNP" or name.dep_ != "pobj" or name.head.dep_ != "prep":
        return None
    noun = name.head.head
    if noun.tag_ != "NNS" or noun.i > name.i:
        return None
    plural_verb = verb.tag_ == "VBP" or any(c.dep_ in ("aux", "auxpass") and c.tag_ == "VBP" for c in verb.children)
    return noun if plural_verb else None


def _event_of_its_doers(relative: Token, noun: Token) -> Token | None:
    """The happening a "that" or "which" clause tells of when the parse hangs it on the happening's
    doers: "an invasion of Cuba by exiles that left much bitterness" (the invasion left it)."""
    if relative.lower_ not in ("which", "that") or noun.dep_ != "pobj" or noun.head.lower_ != "by":
        return None
    happening = noun.head.head
    return happening if happening.pos_ == "NOUN" and happening.i < noun.i else None


# Happenings that harm ("the bombing of a clinic that killed a guard") and what they do.
_HARMFUL_HAPPENINGS = frozenset(
    "bombing attack explosion blast fire crash raid assault shooting strike earthquake quake storm flood".split()
)
_HARMING = frozenset("kill maim injure wound hurt leave destroy damage claim devastate flatten".split())


def _happening_of_its_target(relative: Token, verb: Token) -> Token | None:
    """The happening a "that" or "which" clause of harm tells of when the parse hangs it on the
    happening's target or place: "the bombing of a clinic that killed a guard", "the bombings in
    Nairobi and Dar es Salaam, which left 250 dead" (the bombing killed, not the clinic or city)."""
    if relative.lower_ not in ("which", "that") or (lemma(verb) or verb.lower_).lower() not in _HARMING:
        return None
    tok = verb.head
    while tok.dep_ in ("appos", "conj") and tok.head.i != tok.i:
        tok = tok.head
    if tok.dep_ != "pobj" or tok.head.lower_ not in ("of", "in", "at", "on", "near", "against"):
        return None
    happening = tok.head.head
    harmful = (lemma(happening) or happening.lower_).lower() in _HARMFUL_HAPPENINGS
    return happening if harmful and happening.pos_ == "NOUN" and happening.i < tok.i else None


# Nouns of one who makes, sells or runs something: "a maker of audio equipment".
_MAKERS = frozenset(
    """maker producer manufacturer supplier seller vendor distributor retailer builder developer
    publisher provider operator owner exporter importer dealer""".split()
)
# Verbs of will whose "to" clause needs a doer: "failed to adjust", "tried to", "refused to".
_WILLING = frozenset(
    "fail try attempt refuse decide agree seek plan want hope manage vow pledge promise intend".split()
)


def _maker_of_its_goods(relative: Token, verb: Token) -> Token | None:
    """The maker a "that" or "which" clause of will tells of when the parse hangs it on the goods:
    "a maker of audio equipment that failed to adjust to changing markets" (the maker failed,
    goods do not try or fail to do things)."""
    if relative.lower_ not in ("which", "that") or (lemma(verb) or verb.lower_).lower() not in _WILLING:
        return None
    if not any(c.dep_ == "xcomp" and any(a.lower_ == "to" for a in c.children) for c in verb.children):
        return None
    goods = verb.head
    if goods.dep_ != "pobj" or goods.head.lower_ != "of":
        return None
    maker = goods.head.head
    return maker if (lemma(maker) or maker.lower_).lower() in _MAKERS and maker.i < goods.i else None


def _before_parenthesis(relative: Token, noun: Token) -> Token | None:
    """The noun right before a parenthesis a "which" opens, when the parse hangs the clause on a
    noun higher up: "the manufacturer of the iPhone (which was presented on Wednesday)" tells of
    the iPhone, not its maker. Only a noun in the phrase of the parse's one, reached by "of"."""
    if relative.lower_ != "which" or relative.i < 2 or relative.nbor(-1).text != "(":
        return None
    near = relative.nbor(-2)
    if near.i == noun.i or near.pos_ not in ("NOUN", "PROPN") or near.ent_type_ == "PERSON":
        return None
    if near.dep_ == "pobj" and near.head.lower_ == "of" and near.head.head.i == noun.i:
        return near
    return None


def _named_before_comma(relative: Token, noun: Token) -> Token | None:
    """The company right before ", which" when the parse hangs the clause on a noun higher up,
    across an apposition: "offered to union members - 62,000 at Nordwerk, which is planning to
    close plants" is Nordwerk's plan, not the members'. The parse's noun stands when the name
    is reached from it by "of" ("the governments of Canada, which he thanked")."""
    if relative.lower_ not in ("which", "that") or relative.i < 2 or relative.nbor(-1).text != ",":
        return None
    near = relative.nbor(-2)
    # A company or a body; a place's ", which" is more often its part's or the happening's
    # ("a plant in Franklin Park, Ill., which employs 800", "Dar es Salaam, Tanzania, which left").
    if near.i == noun.i or near.pos_ != "PROPN" or near.ent_type_ != "ORG":
        return None
    path, tok = [], near
    while tok.i != noun.i and tok.head.i != tok.i:
        path.append(tok.dep_)
        tok = tok.head
    return near if tok.i == noun.i and "appos" in path else None


# Nouns that with their prepositions make one preposition: "in conjunction with", "on behalf of".
_PREPOSITION_NOUNS = frozenset(
    """conjunction behalf addition response spite front charge favor favour lieu terms light view
    wake accordance respect regard place case search pursuit""".split()
)


# Prepositions that tie a person to a place or body: "an expert at Stanford", "a man from Ohio".
_WORKPLACE_PREPS = frozenset({"at", "of", "from", "with", "in"})


# Entity types that are no one "who" can stand for.
_NOT_PEOPLE = frozenset({"ORG", "GPE", "LOC", "FAC", "PRODUCT", "WORK_OF_ART", "EVENT"})


def _past_preposition_noun(noun: Token) -> Token:
    """The noun a relative clause is about when the parse hangs it on a word of a compound
    preposition: "in conjunction with the governments of Canada (which he thanked)" thanked the
    governments, not "conjunction"."""
    if noun.lower_ not in _PREPOSITION_NOUNS or noun.dep_ != "pobj":
        return noun
    for prep in noun.children:
        if prep.dep_ == "prep" and prep.lower_ in ("with", "of", "to", "for"):
            obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if obj is not None:
                return obj
    return noun


def _person_of_place(place: Token) -> Token | None:
    """The person "who" stands for when the parse hangs it on the place or body of a person's
    phrase: "Charles Ward, a management expert at Stanford University, who stated" is Ward (or
    the expert), never the university."""
    if place.dep_ != "pobj" or place.head.lower_ not in _WORKPLACE_PREPS:
        return None  # "Nordwerk, who" with the name mistyped, "a match for Manning, who": the noun stands
    tok = place
    while tok.dep_ in ("pobj", "prep", "compound", "conj") and tok.head.i != tok.i:
        tok = tok.head
    if tok.i == place.i or tok.pos_ not in ("NOUN", "PROPN") or tok.ent_type_ in _NOT_PEOPLE:
        return None
    if tok.dep_ == "appos" and tok.head.pos_ in ("NOUN", "PROPN"):
        return tok.head  # "Charles Ward, a management expert": Ward
    return tok


def _happening(noun: Token) -> bool:
    """Whether a common noun names a happening, which no "who" stands for: "a student at the
    demonstration, who gave her name" (the student gave it)."""
    return noun.pos_ == "NOUN" and (lemma(noun) or noun.lower_).lower() in NOUN_CLASS


def _thing_before(relative: Token, person: Token) -> Token | None:
    """The nearest noun before "which" in a person's phrase that is not a person.

    "Fritz Henderson, the head of General Motors, which filed": "which" stands for a
    thing, never for Henderson, so for General Motors.
    """
    for tok in reversed(person.doc[person.i + 1 : relative.i]):
        if tok.pos_ in ("NOUN", "PROPN") and tok.ent_type_ != "PERSON" and tok.head.i != tok.i:
            if tok.dep_ not in ("compound", "nmod") and person.i in {a.i for a in tok.ancestors}:
                return tok
    return None
