"""A person the article brings in without a name ("A senior dealer with Warburg Securities
noted ..."): a "he" or "she" opening the next sentence goes on about that person, not about
a name further inside the sentence ("... the implications of Mr. Lawson's departure. He
attributed the volume to selling": the dealer attributed it). Such a pronoun is better left
unresolved than given to the name."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.antecedents import SUBJECT_DEPS
from kg.tokens import word_lemma

# Nouns that name a person by what they do or are, in news reports' sources and actors.
_PERSON_NOUNS = frozenset(
    """dealer trader broker analyst economist strategist official officer spokesman spokeswoman
    executive banker lawyer attorney diplomat investigator expert consultant adviser advisor aide
    manager director witness resident man woman source employee worker doctor teacher student
    soldier policeman negotiator observer activist critic leader member lawmaker legislator
    congressman senator politician journalist reporter editor professor researcher scientist
    engineer farmer driver passenger survivor victim""".split()
)
_INDEFINITE = frozenset({"a", "an", "another", "one"})


def unnamed_person_before(pronoun: Token) -> bool:
    """Whether a "he"/"she" opening its sentence follows a sentence whose subject is a person
    described without a name ("A senior dealer noted ..."): any name is a less likely antecedent."""
    if pronoun.lower_ not in ("he", "she") or pronoun.dep_ not in SUBJECT_DEPS or pronoun.head.i != pronoun.sent.root.i:
        return False
    if any(c.dep_ in SUBJECT_DEPS and c.i < pronoun.i for c in pronoun.sent.root.children if c.i != pronoun.i):
        return False
    start = pronoun.sent.start
    if start == 0:
        return False
    before = pronoun.doc[start - 1].sent
    subject = next((c for c in before.root.children if c.dep_ in SUBJECT_DEPS), None)
    # A name inside that subject ("A lawyer for Ana Ruiz said ... He added") is no likelier.
    return subject is not None and _unnamed_person(subject)


def _unnamed_person(noun: Token) -> bool:
    """ "A senior dealer", "an official": a singular person noun, indefinite, with no name beside it."""
    if noun.tag_ != "NN" or noun.ent_type_ or word_lemma(noun) not in _PERSON_NOUNS:
        return False
    if not any(c.dep_ == "det" and c.lower_ in _INDEFINITE for c in noun.children):
        return False
    return not any(c.dep_ in ("appos", "compound") and c.pos_ == "PROPN" for c in noun.children)


# Person nouns that tell a gender: an unnamed woman or man a "she" or "he" may stand for.
_GENDERED_NOUNS = {
    "f": frozenset(
        """mother wife daughter sister woman girl widow grandmother aunt niece girlfriend fiancee
        bride actress""".split()
    ),
    "m": frozenset(
        """father husband son brother man boy widower grandfather uncle nephew boyfriend fiance
        groom""".split()
    ),
}


def gendered_noun_before(pronoun: Token, found_gender: str | None, gender: str) -> bool:
    """Whether an unnamed person of the pronoun's gender stands before it in its sentence while the
    name it would take has no known gender: "Calling the mother of Elian Gonzalez an excellent
    girl, Castro said she had been kidnapped" (the mother was, not Castro). A noun with an owner
    (:func:`_new_person`) is said of someone named."""
    if found_gender is not None or gender not in _GENDERED_NOUNS:
        return False
    for word in pronoun.doc[pronoun.sent.start : pronoun.i]:
        if word.tag_ != "NN" or word.ent_type_ or word_lemma(word) not in _GENDERED_NOUNS[gender]:
            continue
        if _new_person(word):
            return True
    return False


def _new_person(noun: Token) -> bool:
    """Whether a person noun brings in someone not named: "the mother of X", "one son". Not "the
    boy" (most often the named boy the article is about), nor one said of someone ("Ana, a mother
    of three", "an unfit father", "as a father"), nor one owned ("his wife")."""
    if noun.dep_ in ("appos", "attr", "oprd"):
        return False
    # "As a father and the grandfather of eight children, including a boy, Castro said he ...":
    # all of an "as" phrase describes the subject.
    if any(a.dep_ == "prep" and a.lower_ == "as" for a in noun.ancestors):
        return False
    if any(c.dep_ == "poss" for c in noun.children):
        return False
    indefinite = any(c.dep_ in ("det", "nummod") and c.lower_ in _INDEFINITE for c in noun.children)
    return indefinite or any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children)


# Kin, the person nouns a name's own "his son", "Ana's daughter" bring in beside the name.
_KIN = {
    "f": frozenset("mother wife daughter sister grandmother aunt niece granddaughter stepmother".split()),
    "m": frozenset("father husband son brother grandfather uncle nephew grandson stepfather".split()),
}


def owned_kin_between(pronoun: Token, found_head: Token, gender: str) -> bool:
    """Whether a relative owned by someone ("his son", "Gonzalez's son") stands between a name
    and a "him"/"her" of the relative's gender in the pronoun's sentence: "that Gonzalez come to
    pick up his son, that the family take him to Cuba" (the son is taken, not his father). The
    relative is a person of its own whom the name's pronoun would turn into the name."""
    if pronoun.lower_ not in ("him", "her") or gender not in _KIN:
        return False
    start = max(found_head.i + 1, pronoun.sent.start)
    governors = {a.i for a in pronoun.ancestors}
    return any(
        word.tag_ in ("NN", "NNS")
        and word_lemma(word) in _KIN[gender]
        and any(c.dep_ == "poss" for c in word.children)
        # "his son, Elian": a relative named beside is a name the pronoun may take itself
        and not any(c.dep_ == "appos" for c in word.children)
        # "his uncle's house": the relative only owns a thing
        and word.dep_ != "poss"
        # "the child's father was the one authorized to represent him": a subject over the
        # pronoun is never its object
        and not (word.dep_ in ("nsubj", "nsubjpass") and word.head.i in governors)
        for word in pronoun.doc[start : pronoun.i]
    )
