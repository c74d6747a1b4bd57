"""Participles that describe the noun right before them, not the subject of the clause they
hang on: the parse makes them adverbial clauses, and :mod:`kg.extract.subjects` would lend
them the main subject."""

from __future__ import annotations

from spacy.tokens import Token


def after_a_noun(verb: Token) -> bool:
    """Whether an adverbial participle follows a noun it most likely describes: an -ing word
    right after a noun inside a relative clause, or a past participle set off after an opening
    phrase (see the two rules below)."""
    return (
        _after_a_noun_in_a_relative_clause(verb) or _after_an_opening_phrase(verb) or _after_the_governors_object(verb)
    )


def _after_a_noun_in_a_relative_clause(verb: Token) -> bool:
    """An -ing word right after a noun, no comma between, that the parse hangs on a relative
    clause: "the men who launched the revolution ... in a rally Saturday demanding the return"
    (the rally demands, not the men the relative clause is about)."""
    if verb.tag_ != "VBG" or verb.head.dep_ != "relcl" or verb.i == 0:
        return False
    before = verb.doc[verb.i - 1]
    return before.pos_ in ("NOUN", "PROPN") and before.i > verb.head.i


def _after_an_opening_phrase(verb: Token) -> bool:
    """A past participle right after a comma that closes a phrase opening its governor's clause:
    "In a letter to the council, read by an aide over state radio, the governor said" (the
    letter was read, not the governor). The phrase's noun is as likely what it describes as the
    subject after it ("Wounded by gunfire, X fled", with no phrase before, is X's)."""
    if verb.tag_ != "VBN" or verb.dep_ != "advcl" or verb.i < 2 or verb.doc[verb.i - 1].text != ",":
        return False
    if any(c.dep_ in ("aux", "auxpass", "mark", "nsubj", "nsubjpass") for c in verb.children):
        return False
    # The parse hangs the opening phrase on the participle or on its governor.
    phrases = (c for c in (*verb.children, *verb.head.children) if c.dep_ == "prep" and c.i < verb.i)
    return any(
        p.right_edge.i == verb.i - 2
        and p.right_edge.pos_ in ("NOUN", "PROPN")
        and p.lower_ not in _WHEN_PREPS
        and p.right_edge.ent_type_ not in ("DATE", "TIME")
        for p in phrases
    )


def _after_the_governors_object(verb: Token) -> bool:
    """A past participle right after a comma that closes its governor's object: "said redemption
    of the preferred shares, originally issued at C$25 each, will eliminate" (the shares were
    issued, not the speaker). Written after the verb and its object, the participle describes the
    object's last noun, as a relative clause would; after a time ("was freed Friday, cleared of
    all charges") or with no object between, it is the subject's."""
    at = verb.i - 1
    while at > 0 and verb.doc[at].dep_ == "advmod" and verb.doc[at].head.i == verb.i:
        at -= 1  # "shares, originally issued": an adverb of the participle's own
    if verb.tag_ != "VBN" or verb.dep_ != "advcl" or at < 1 or verb.doc[at].text != ",":
        return False
    if verb.head.i > verb.i or any(c.dep_ in ("aux", "auxpass", "mark", "nsubj", "nsubjpass") for c in verb.children):
        return False
    noun = verb.doc[at - 1]
    if noun.pos_ not in ("NOUN", "PROPN") or noun.ent_type_ in ("DATE", "TIME"):
        return False
    objects = (c for c in verb.head.children if c.dep_ == "dobj" and c.i < verb.i)
    return any(o.i == noun.i or o.i in {a.i for a in noun.ancestors} for o in objects)


# Phrases that say when, after which a participle is the subject's: "After the meeting, asked
# about the talks, X said".
_WHEN_PREPS = frozenset({"after", "before", "during", "since", "until", "following", "on", "upon"})
