"""What an article says against a report anywhere in it, not only in the words right after it.

:mod:`kg.extract.factuality_contested` reads a contest in the report's sentence or the next
two. News often tells the contest first: "Apple confirmed that Papermaster had left, but did
not say whether he was forced out. Papermaster did not comment. ... The Journal reported that
Papermaster had been pushed out"; "The minister denied the kingdom had notified its customers of
any cutbacks in oil supply. Reports said Saudi Arabia told oil companies of a cutback in its oil
supply." So, read once a Doc:

- a third party's report (an outlet's, "reports", "sources") is contested by a party it names
  that denies, does not confirm or does not say whether, anywhere in the article;
- it is contested by a denial near it (two sentences either side), whoever denies, when what is
  denied shares at least two content words with what is reported (the same matter told twice);
- anyone's claim is contested by the party it names denying that source's allegations ("Antar
  denied allegations in the SEC suit" ... "Antar, the SEC said, made $60 million");
- a claim is left open by "there was no independent confirmation of the report" after it;
- what a report says is not told as done when the report itself is denied or not confirmed
  ("declined to confirm or deny reports that Roy is trying to ...": :func:`disputed_content`).

Pure functions over spaCy tokens; the Doc's reading is kept in ``doc.user_data``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy
from spacy.attrs import LOWER, POS
from spacy.strings import get_string_id
from spacy.tokens import Doc, Token

from kg.extract.lexicon import LIGHT_VERBS, REPORTING_VERBS
from kg.extract.mood import word_base
from kg.tokens import among, column, word_lemma

# What one will not do about a claim: "did not confirm", "declined to comment".
CONFIRMING = frozenset("confirm comment verify corroborate discuss elaborate".split())
_DECLINING = frozenset("decline refuse".split())
# Verbs that deny what they take: "denied the report", "disputed the claim".
_DENYING = frozenset("deny dispute refute reject".split())
# Nouns of what someone claims: "denied allegations", "reports that he is trying".
CLAIM_NOUNS = frozenset(
    "report allegation claim charge accusation rumor rumour suggestion assertion story speculation".split()
)
# Sources no one is named for: "Reports attributed to the ministry said", "sources said".
_UNNAMED_SOURCES = frozenset("report reports source sources rumor rumors rumour rumours".split())
# Nouns of confirming: "there was no independent confirmation of the report".
_CONFIRMATION = frozenset("confirmation verification corroboration".split())
_NAMED = frozenset({"PERSON", "ORG", "GPE", "NORP"})
# How near a denial of the same matter must be, in sentences either side.
_NEAR = 2
# How many content words a denial and a report must share to be about the same matter.
_SHARED = 2


@dataclass(frozen=True)
class Dispute:
    """One contest in a Doc: its verb (or noun), its sentence's number, the one who contests
    (-1 when none is said), what it denies (content lemmas), whose allegations it denies (names),
    and whether it is a denial of confirmation ("no confirmation of the report")."""

    at: int
    sent: int
    who: int
    about: frozenset[str]
    against: frozenset[str]
    unconfirmed: bool = False


def third_party(source: Iterable[Token]) -> bool:
    """ "Reports said", "sources said", "reports attributed to the ministry": no one named says it."""
    return any(t.lower_ in _UNNAMED_SOURCES and t.pos_ == "NOUN" for t in source)


def disputed(report: Token, claim: Token, source: Sequence[Token], outside: set[int], third: bool) -> bool:
    """Whether the article contests what ``report`` says in ``claim`` (see the module's doc).
    ``source`` are the words of who reports, ``outside`` the indices that are the report's own
    words, ``third`` whether the source is a third party (an outlet, reports, sources)."""
    doc = report.doc
    disputes, starts = _read(doc)
    if not disputes:
        return False
    inside = {t.i for t in claim.subtree} - outside
    here = bisect_right(starts, report.sent.start) - 1
    source_names = names(source)
    named = names(doc[i] for i in inside) - source_names
    lemmas: frozenset[str] | None = None
    for dispute in disputes:
        if dispute.at in inside or dispute.at == report.i:
            continue
        if dispute.unconfirmed:
            if 0 <= dispute.sent - here <= _NEAR:
                return True  # "There was no independent confirmation of the report."
            continue
        who = names(name_words(doc[dispute.who])) if dispute.who >= 0 else set()
        if dispute.against & source_names and who & named:
            return True  # "Antar denied allegations in the SEC suit"
        if not third:
            continue
        if who & named:
            return True  # "Papermaster did not comment", told before or after the report
        if abs(dispute.sent - here) <= _NEAR and dispute.about:
            if lemmas is None:
                lemmas = _content(doc[i] for i in inside)
            if len(dispute.about & lemmas) >= _SHARED:
                return True  # "denied ... cutbacks in oil supply" / "told of a cutback in its oil supply"
    return False


def disputed_content(node: Token) -> bool:
    """What a claim noun says when the claim is denied or not confirmed: "declined to confirm or
    deny reports that Roy is trying", "disputed the claim that the plant closed"."""
    noun = node.head
    if node.dep_ not in ("acl", "ccomp") or word_base(noun) not in CLAIM_NOUNS or noun.dep_ != "dobj":
        return False
    verb = noun.head
    return _disputing(verb) or (verb.dep_ == "conj" and _disputing(verb.head))


# What a denial may take and still deny a claim: "denied it", "denied that".
_PRONOUNS = frozenset("it this that them these those".split())


def denies_a_claim(verb: Token) -> bool:
    """ "X denied (it / the report / that he had ... / having ...)": a denial of something said;
    "denied the request", "denied him a visa", "rejected the offer" refuse, and contest nothing."""
    base = word_base(verb)
    if base not in _DENYING:
        return False
    objects = [c for c in verb.children if c.dep_ in ("dobj", "dative", "ccomp", "xcomp")]
    if not objects:
        return base == "deny"  # "Papermaster denied."
    return all(
        c.dep_ == "ccomp"
        or (c.dep_ == "xcomp" and base == "deny")
        or (
            c.dep_ == "dobj"
            and (word_base(c) in CLAIM_NOUNS or c.lower_ in _PRONOUNS or (base == "deny" and c.tag_ == "VBG"))
        )
        for c in objects
    )


def _disputing(verb: Token) -> bool:
    if word_base(verb) in _DENYING:
        return True
    return word_base(verb) in CONFIRMING and (
        negated(verb) or (verb.dep_ == "xcomp" and word_base(verb.head) in _DECLINING)
    )


def negated(verb: Token) -> bool:
    return any(c.dep_ == "neg" for c in verb.children)


def contesting_subject(verb: Token) -> Token | None:
    """The subject of a denial ("X denied"), a non-answer ("X did not say whether", "X would not
    confirm") or a refusal to confirm ("X declined to comment"), or None. A second verb with no
    subject of its own takes its first verb's: "Apple confirmed ..., but did not say whether"."""
    base = word_base(verb)
    contests = (
        denies_a_claim(verb)
        or (base in CONFIRMING and negated(verb))
        or (
            base == "say"
            and negated(verb)
            and any(c.dep_ == "ccomp" and any(m.lower_ in ("whether", "if") for m in c.children) for c in verb.children)
        )
        or (
            base in _DECLINING
            and any(c.dep_ == "xcomp" and word_base(c) in CONFIRMING | {"say"} for c in verb.children)
        )
    )
    if not contests:
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None and verb.dep_ == "conj":
        subject = next((c for c in verb.head.children if c.dep_ == "nsubj"), None)
    return subject


def name_words(noun: Token) -> list[Token]:
    """The noun and the names before it ("Apple", "Apple's spokesman"), not what a
    preposition adds ("the lawyer for Smith" is not Smith)."""
    words = [noun]
    for child in noun.children:
        if child.dep_ in ("compound", "poss", "flat"):
            words.extend(child.subtree)
    return words


def names(tokens: Iterable[Token]) -> set[str]:
    return {t.lower_ for t in tokens if t.pos_ == "PROPN" or t.ent_type_ in _NAMED}


# Doc.user_data key: the Doc's disputes and its sentences' first words.
_KEY = "kg.disputes"


def _read(doc: Doc) -> tuple[tuple[Dispute, ...], list[int]]:
    found = doc.user_data.get(_KEY)
    if found is None:
        starts = [s.start for s in doc.sents]
        disputes = tuple(
            d for i in _may_dispute(doc) if (d := _dispute(doc[i], bisect_right(starts, i) - 1)) is not None
        )
        found = doc.user_data[_KEY] = (disputes, starts)
    return found


_VERBAL = numpy.array(sorted(get_string_id(p) for p in ("VERB", "AUX")), dtype="uint64")
_CONFIRMATION_IDS = numpy.array(sorted(get_string_id(w) for w in _CONFIRMATION), dtype="uint64")


def _may_dispute(doc: Doc) -> list[int]:
    """The words :func:`_dispute` may find a dispute at, in order: verbs, and nouns of confirming
    (it answers None for any other word); found from the Doc's columns, not a Token a word."""
    return numpy.flatnonzero(among(column(doc, POS), _VERBAL) | among(column(doc, LOWER), _CONFIRMATION_IDS)).tolist()


def _dispute(tok: Token, sent: int) -> Dispute | None:
    if tok.lower_ in _CONFIRMATION and any(c.dep_ == "det" and c.lower_ == "no" for c in tok.children):
        if any(word_base(t) in CLAIM_NOUNS for t in tok.subtree):
            return Dispute(tok.i, sent, -1, frozenset(), frozenset(), unconfirmed=True)
        return None
    if tok.pos_ not in ("VERB", "AUX"):
        return None
    who = contesting_subject(tok)
    if who is None and not denies_a_claim(tok):
        return None
    # What is denied: all a denial says but who denies (a second verb the parse makes a
    # conjunct may carry it: "denied the kingdom had notified notified any customers"), not a
    # statement joined to it ("denied it, but said ..."). A non-answer ("declined to discuss
    # details") names no matter of its own.
    said = [
        c
        for c in tok.children
        if c.dep_ not in ("nsubj", "nsubjpass", "punct") and not (c.dep_ == "conj" and word_base(c) in REPORTING_VERBS)
    ]
    about = _content(t for c in said for t in c.subtree) if denies_a_claim(tok) else frozenset()
    against: set[str] = set()
    for c in said:
        if c.dep_ == "dobj" and word_base(c) in CLAIM_NOUNS:
            against |= names(t for t in c.subtree if t.i != c.i)
    return Dispute(tok.i, sent, who.i if who is not None else -1, about, frozenset(against))


def _content(tokens: Iterable[Token]) -> frozenset[str]:
    """The lemmas of the content words: nouns, names, verbs and adjectives that are not stop
    words, light verbs or verbs of saying."""
    words = set()
    for t in tokens:
        if t.pos_ not in ("NOUN", "PROPN", "VERB", "ADJ") or t.is_stop:
            continue
        lemma = word_lemma(t)
        if lemma not in LIGHT_VERBS and lemma not in REPORTING_VERBS:
            words.add(lemma)
    return frozenset(words)
