"""Clauses the parse joins wrongly to their neighbours, read back as the writer meant them.

- "DD Corp., a partnership of X and Y, extended its offer": the parse hangs "extended" on the
  name as a bare participle ("prisoners freed by X"), making the firm what was extended; a verb
  whose object the noun itself owns ("its offer") is the noun's own act, done by it.
- "Trucks rolled into Iraq on Tuesday and cargo was unloaded from ships": the parse puts "cargo"
  in the first clause's phrase ("on Tuesday and cargo") and leaves "was unloaded" with no subject,
  so it borrowed the first clause's ("trucks"); the noun right before the second verb's own
  auxiliary, after the "and", is that verb's subject.
- "X shut down the outlets, but a smaller line remained operating": the parse reads "remained"
  as the auxiliary of "operating" and hangs the subject "line" on it, so the verb, seeing no
  subject of its own, borrowed the first clause's (X); a subject its own auxiliary holds is its.

Pure functions over spaCy tokens, used by :mod:`kg.extract.arguments`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.syntax import OWN_SUBJECT_DEPS, SUBJECT_DEPS
from kg.tokens import word_lemma

# Possessive pronouns that send an object back to the noun a participle hangs on.
_OWNING = frozenset({"its", "their", "his", "her"})


def owns_its_object(verb: Token) -> bool:
    """Whether a bare participle hung on a noun has a direct object owned by a possessive pronoun
    ("Corp., ..., extended its offer"): the noun does the act (a passive participle takes no
    object of its own; "the man given a loan" has no owner on it)."""
    return any(
        c.dep_ == "dobj" and any(p.dep_ == "poss" and p.lower_ in _OWNING for p in c.children) for c in verb.children
    )


_JOINING = frozenset({"and", "but", "while", "whereas"})


def subject_before_own_auxiliary(verb: Token) -> Token | None:
    """The noun a conjoined verb's own auxiliary follows, when the parse left the verb with no
    subject and put the noun in the first clause ("rolled on Tuesday and cargo was unloaded":
    cargo); None when the verb has a subject, no auxiliary, or no "and" before that noun."""
    if verb.dep_ != "conj" or any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return None
    aux = min(
        (c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i), key=lambda c: c.i, default=None
    )
    if aux is None or aux.i == 0:
        return None
    noun = verb.doc[aux.i - 1]
    # "and its chairman, Frank Stronach, is stepping in": the noun before the name set off by commas.
    if noun.text == "," and aux.i >= 2 and verb.doc[aux.i - 2].dep_ == "appos":
        noun = verb.doc[aux.i - 2].head
    first = verb.head
    if noun.pos_ not in ("NOUN", "PROPN") or noun.dep_ in SUBJECT_DEPS or not first.i < noun.i:
        return None
    # Between the "and" and the noun only the noun's own words: "and cargo", "and the cargo",
    # "and Iraqi-bound cargo" (the parse may hang the "and" on a word the noun governs).
    own = {t.i for t in noun.subtree}
    for tok in reversed(verb.doc[max(first.i + 1, noun.i - _NOUN_WORDS) : noun.i]):
        if tok.lower_ in _JOINING:
            return noun
        if tok.i not in own and tok.pos_ in ("VERB", "AUX", "ADP", "PUNCT"):
            return None
    return None


def subject_on_own_auxiliary(verb: Token) -> Token | None:
    """The subject the parse hung on a verb's own auxiliary ("but a smaller line remained
    operating": "line" under "remained"), when the verb itself has none; None otherwise."""
    if any(c.dep_ in OWN_SUBJECT_DEPS for c in verb.children):
        return None
    for aux in verb.children:
        if aux.dep_ in ("aux", "auxpass") and aux.i < verb.i:
            subject = next((c for c in aux.children if c.dep_ in OWN_SUBJECT_DEPS and c.dep_ != "expl"), None)
            if subject is not None:
                return subject
    return None


# How many words a noun's phrase may run before it, back to the "and".
_NOUN_WORDS = 6


# Verbs that take a bare infinitive ("let them go", "helped build", "made him resign").
_BARE_INFINITIVE_GOVERNORS = frozenset("let make have help see hear watch feel bid dare go come".split())


def bare_infinitive_slip(verb: Token) -> bool:
    """Whether a bare infinitive is parsed as the complement of a verb that takes none: "He argued
    setting a deadline would ... give the military a green light" (the parse hangs "give" on
    "argued"; the setting gives it, not he). A complement with "to" ("argued to stay") is one."""
    return (
        verb.dep_ == "xcomp"
        and verb.tag_ == "VB"
        and not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
        and verb.head.pos_ == "VERB"
        and word_lemma(verb.head) not in _BARE_INFINITIVE_GOVERNORS
        # "will consider helping set up" (a governor the parse calls an auxiliary), "re-examine"
        and not any(c.dep_ == "aux" and _governor_word(c) for c in verb.children)
        and not (verb.i > 0 and verb.doc[verb.i - 1].text == "-")
    )


def _governor_word(word: Token) -> bool:
    """Whether a word is a verb that takes a bare infinitive, in any form ("helping", tagged an
    auxiliary, has no verb lemma)."""
    base = word_lemma(word)
    return base in _BARE_INFINITIVE_GOVERNORS or (base.endswith("ing") and base[:-3] in _BARE_INFINITIVE_GOVERNORS)


def faced_with(verb: Token) -> bool:
    """ "was faced with", "is confronted with": a passive whose subject is the one who faces."""
    return (
        word_lemma(verb) in ("face", "confront")
        and any(c.dep_ == "nsubjpass" for c in verb.children)
        and any(c.dep_ == "prep" and c.lower_ == "with" for c in verb.children)
    )


# Verbs that take no object, so have no passive: "he's talked to", "she's gone to".
_NO_PASSIVE = frozenset("talk go come arrive die travel return happen appear wait retire resign".split())
_CONTRACTED_S = frozenset({"'s", "\u2019s"})


def perfect_read_as_passive(verb: Token) -> bool:
    """ "he's talked to the U.S. Attorney", "she's won the title": a contracted "has" the parse
    read as the "is" of a passive (its subject an nsubjpass); the participle's direct object, or a
    verb with no passive, shows the perfect, whose subject does the act."""
    if verb.tag_ != "VBN" or not any(c.dep_ == "auxpass" and c.lower_ in _CONTRACTED_S for c in verb.children):
        return False
    return any(c.dep_ == "dobj" for c in verb.children) or word_lemma(verb) in _NO_PASSIVE
