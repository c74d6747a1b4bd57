"""What keeps a pronoun from the nearest fitting name: a subject in between that is no name
(a company or a thing named by a common noun, a country), the clause that governs a condition,
and the teller whose statement the pronoun is in. :mod:`kg.extract.pronouns` asks these after
:mod:`kg.extract.antecedents` has listed the candidates a word fits."""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Token

from kg.extract.antecedents import (
    ORG_NOUNS,
    PERSON,
    PERSON_BY_TIE,
    SUBJECT_DEPS,
    TITLE_NOUNS,
    WINDOW,
    Named,
    description,
    embedded,
)
from kg.extract.lexicon import VERB_CLASS
from kg.model import Mention
from kg.tokens import word_lemma


def owns_an_unnamed_subject(name: Token) -> bool:
    """Whether a name is only the possessor of its clause's subject, a person known by their
    tie to it ("Ana Ruiz's lawyer said"): a "he" or "she" after it is as likely the lawyer.
    ("Obama's plan was ... He said" is Obama: a plan is no one.)"""
    owned = name.head
    return name.dep_ == "poss" and name.pos_ == "PROPN" and owned.dep_ in SUBJECT_DEPS and owned.lower_ in PERSON_BY_TIE


def after_an_unnamed_subject(tok: Token) -> bool:
    """ "The Danish monarch met Okafor, but he told reporters": the subject of a second
    clause most often continues the first one's subject, here a description with no name;
    the name in between is no antecedent."""
    verb = tok.head
    # An adverbial clause only for "it", the chain of what an unnamed company writes of itself.
    if tok.dep_ not in SUBJECT_DEPS or verb.dep_ not in ("conj", "ccomp", "advcl"):
        return False
    if verb.dep_ == "advcl" and tok.lower_ != "it":
        return False
    governor = verb.head
    # "it intends to buy more once it wins": the clause of "wins" hangs on "buy", whose subject is "intends"'s.
    for _ in range(WINDOW if verb.dep_ == "advcl" else 0):
        if governor.dep_ not in ("xcomp", "conj") or any(c.dep_ in SUBJECT_DEPS for c in governor.children):
            break
        governor = governor.head
    subject = next((c for c in governor.children if c.dep_ in SUBJECT_DEPS), None)
    if verb.dep_ in ("ccomp", "advcl"):
        # "... but he told reporters he had no message": the teller's "he" is the same one.
        if subject is not None and subject.lower_ == tok.lower_:
            return after_an_unnamed_subject(subject)
        # "The auto maker wrote Jaguar that it intends ...": what a company writes or says of
        # "it" is most often of itself, not of the name it wrote to.
        return verb.dep_ == "ccomp" and tok.lower_ == "it" and unnamed_company(subject)
    # "The company cut jobs and it closed plants": a description this module resolves is a name.
    described = subject is not None and subject.lower_ in ORG_NOUNS | TITLE_NOUNS
    return subject is not None and subject.tag_ in ("NN", "NNS") and not subject.ent_type_ and not described


def unnamed_company(subject: Token | None) -> bool:
    """A company named by a common noun this module does not resolve ("the No. 1 U.S. auto maker"),
    and no name beside it ("Another automaker, General Motors (GM), announced": that one is named)."""
    return (
        subject is not None
        and subject.tag_ == "NN"
        and not subject.ent_type_
        and (subject.lower_ in ORG_NOUNS or subject.lower_.endswith("maker"))
        and not description(subject)
        and not any(c.dep_ == "appos" and (c.ent_type_ or c.pos_ == "PROPN") for c in subject.children)
    )


def statement_teller(it: Token, fits: list[Named]) -> list[Named]:
    """The named company whose statement a subject "it" is in, or [].

    "The automaker Ford said that it posted a profit", "the announcement by GM that it had
    filed": what a company tells of "it" is of itself. Only the clause right under the
    telling verb or noun, and only when one named candidate tells it.
    """
    verb = it.head
    if it.dep_ not in SUBJECT_DEPS or verb.dep_ not in ("ccomp", "acl"):
        return []
    governor = verb.head
    if verb.dep_ == "ccomp" and governor.pos_ in ("VERB", "AUX"):
        tellers = [c for c in governor.children if c.dep_ in SUBJECT_DEPS]
    elif verb.dep_ == "acl" and governor.pos_ == "NOUN" and any(c.lower_ == "that" for c in verb.children):
        tellers = [p for by in governor.children if by.dep_ == "prep" and by.lower_ == "by" for p in by.children]
        tellers += (c for c in governor.children if c.dep_ == "poss")
    else:
        return []
    heads = {t.i for t in tellers} | {c.i for t in tellers for c in t.children if c.dep_ == "appos"}
    found = [c for c in fits if c.head.i in heads]
    return [found[-1]] if found and len({c.key for c in found}) == 1 else []


def country_subject(candidate: Named, mentions: Sequence[Mention]) -> bool:
    """A country or city that is a clause's subject: what a later "it" takes up ("Norway has
    backed the plan. But it fears a war")."""
    return mentions[candidate.number].type == "GPE" and candidate.head.dep_ in SUBJECT_DEPS


def in_governing_clause(tok: Token, fits: list[Named], sentence: int) -> list[Named]:
    """The one candidate of the clause that governs the pronoun's adverbial clause, or [].

    "X said Y might remove Z if he abandoned his weapons": the condition is on removing Z, so
    "he" is looked for in that clause (Z), not taken from the reporting verb's subject (X).
    """
    verb = tok.head
    while verb.dep_ in ("conj", "xcomp") and verb.head.i != verb.i:
        verb = verb.head
    if verb.dep_ != "advcl" or verb.head.i == verb.i:
        return []
    governor = verb.head
    inside = [
        c
        for c in fits
        if c.sentence == sentence
        and governor.left_edge.i <= c.head.i <= governor.right_edge.i
        and not verb.left_edge.i <= c.head.i <= verb.right_edge.i
    ]
    return [inside[-1]] if inside and len({c.key for c in inside}) == 1 else []


def thing_between(antecedent: Named, it: Token) -> bool:
    """Whether a common noun is the subject between a name and "it" in the pronoun's sentence:
    "the federal government would not exercise its rights" (its: the government's)."""
    start = max(antecedent.head.i + 1, it.sent.start)
    return any(t.tag_ == "NN" and t.dep_ in SUBJECT_DEPS for t in it.doc[start : it.i])


def country_between(antecedent: Named, it: Token) -> bool:
    """Whether a country is named between an organisation and "its" in the pronoun's sentence:
    "the sanctions the Council imposed on Iraq after its invasion of Kuwait" (its: Iraq's,
    which this module does not give an "its" unless it is a subject)."""
    start = max(antecedent.head.i + 1, it.sent.start)
    doc = it.doc
    return any(t.ent_type_ == "GPE" and not embedded(t) for t in doc[start : it.i])


def unnamed_teller(word: Token, named_heads: set[int]) -> bool:
    """Whether a pronoun is in what a name the recognizer missed says ("Institut Merieux said
    shares of Connaught had been tendered to its offer", the teller untagged): what one tells of
    "it" or "his" is most often of oneself, so the name nearest is no safer antecedent than none.
    """
    for clause in word.ancestors:
        if clause.dep_ != "ccomp":
            continue
        teller = next((c for c in clause.head.children if c.dep_ in SUBJECT_DEPS), None)
        return (
            VERB_CLASS.get(word_lemma(clause.head)) == "statement"
            and teller is not None
            and teller.pos_ == "PROPN"
            and teller.i < word.i
            and teller.i not in named_heads
            and not teller.ent_type_
        )
    return False


def ahead_of_its_subject(word: Token) -> bool:
    """Whether a possessive stands in a phrase opening its clause, before a subject that names no
    one: "Since its launch the store has sold 3 billion songs" (its: the store's, written after
    it), so a name before the sentence is no antecedent."""
    subject = subject_after(word)
    return (
        subject is not None
        and subject.pos_ == "NOUN"
        and not subject.ent_type_
        and not (subject.lower_ in ORG_NOUNS | TITLE_NOUNS and description(subject))
    )


def named_subject_after(word: Token) -> Token | None:
    """The name a possessive in a phrase opening its clause stands for: the clause's subject
    written after it ("During his speech, Castro expressed irritation": Castro's speech, not
    that of a man named in the sentence before)."""
    subject = subject_after(word)
    return subject if subject is not None and subject.pos_ == "PROPN" and subject.ent_type_ else None


def subject_after(word: Token) -> Token | None:
    """The subject of the clause a possessive's opening phrase hangs on, when it stands between
    the phrase and the verb; else None."""
    if word.dep_ != "poss":
        return None
    phrase = word.head
    while phrase.dep_ in ("pobj", "prep", "poss", "compound", "amod") and phrase.head.i != phrase.i:
        if phrase.dep_ == "prep" and phrase.head.pos_ in ("VERB", "AUX"):
            verb = phrase.head
            subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
            return subject if subject is not None and phrase.i < subject.i < verb.i else None
        phrase = phrase.head
    return None


def person_after(
    tok: Token, found: Named, earlier: list[Named], mentions: Sequence[Mention], genders: dict[str, str], gender: str
) -> bool:
    """Whether a possessive in a later sentence than its antecedent has another person after
    that one in its sentence, nearer to it, inside a phrase or not: "Kimotho said they talked
    about the visit of William Daley. His trip is still on" (Daley's trip, not Kimotho's). A
    subject pronoun ("He said") keeps the subject."""
    if tok.dep_ != "poss" or tok.sent.start <= found.head.i:
        return False
    return any(
        c.sentence == found.sentence
        and c.head.i > found.head.i
        and c.key != found.key
        and mentions[c.number].type in PERSON
        and genders.get(c.key, gender) == gender
        for c in earlier
    )


def emphatic_owner(tok: Token) -> Token | None:
    """The noun a reflexive set beside it for emphasis stands for: "DPC, an investor group led by
    X, had itself filed a suit" (DPC: the parse gives "filed" two subjects), "DPC itself filed".
    None for a reflexive object ("checked herself in"), which takes its verb's subject."""
    if tok.dep_ == "appos":
        return tok.head
    if tok.dep_ not in SUBJECT_DEPS:
        return None
    return next((c for c in tok.head.children if c.dep_ in SUBJECT_DEPS and c.i != tok.i), None)
