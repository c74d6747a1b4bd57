"""Event nouns whose possessor undergoes them: "Kopp's arrest", "his appointment to that post".

A noun made from a verb whose object is the person it is done to (appoint, elect, arrest,
execute, ...) names that person by its possessor: "his appointment" is his being appointed,
not his appointing anyone. The noun's verb is found by undoing its suffix ("appointment",
"nomination", "dismissal", "kidnapping"), so every noun of such a verb follows one rule.
An "of" phrase names the one it is done to, and then the possessor is who does it
("Bush's appointment of Souter"); a place never undergoes what is done to people ("Russia's
elections" are held there); an organisation does not undergo a hiring or an appointment, it
makes it ("the firm's hiring"), though it may be indicted or convicted.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.tokens import word_lemma

# Verbs of putting a person into a post or out of one: their object is always a person.
_POSTING_VERBS = frozenset(
    """appoint nominate elect reelect re-elect promote hire recruit fire dismiss sack oust remove
    demote""".split()
)
# Verbs of what the law, captors or attackers do to someone (or to a firm, for the law's).
_DONE_TO_VERBS = frozenset(
    """arrest capture detain release free extradite execute convict acquit indict sentence pardon
    deport exile kidnap abduct assassinate murder kill slay shoot stab beat wound torture
    imprison jail impeach rescue""".split()
)
# Verbs of care given to a patient: "her treatment" is her being treated; a clinic or hospital
# (an organisation) gives it ("the clinic's treatment").
_CARE_VERBS = frozenset("treat hospitalize hospitalise rehabilitate".split())
# Nouns whose verb no suffix rule finds, or that have none: "Kopp's trial", "his death".
_UNDERGONE_NOUNS = frozenset("trial detention expulsion ouster death demise".split())
# Suffixes of a noun made from a verb, and what the verb ends in instead.
_SUFFIXES = (
    ("ment", ""),
    ("ing", ""),
    ("ing", "e"),
    ("al", ""),
    ("al", "e"),
    ("ation", "ate"),
    ("ation", ""),
    ("ion", ""),
    ("ion", "e"),
)
_PLACES = frozenset({"GPE", "LOC", "FAC"})
_FIRMS = frozenset({"ORG"})


def verb_of(noun: str) -> str | None:
    """The verb done to a person that a noun is made from, or None.

    >>> verb_of("appointment"), verb_of("kidnapping"), verb_of("acquittal"), verb_of("statement")
    ('appoint', 'kidnap', 'acquit', None)
    """
    word = noun.lower()
    known = _POSTING_VERBS | _DONE_TO_VERBS | _CARE_VERBS
    if word in known:
        return word
    for suffix, ending in _SUFFIXES:
        if not word.endswith(suffix) or len(word) - len(suffix) < 3:
            continue
        stem = word[: -len(suffix)]
        # "kidnapping", "acquittal": a consonant doubled before the suffix.
        for verb in (stem + ending, stem[:-1] if not ending and stem[-1] == stem[-2] else ""):
            if verb in known:
                return verb
    return None


def undergone(noun: Token) -> bool:
    """Whether an event noun is done to the one its possessor names (see the module)."""
    word = word_lemma(noun)
    return word in _UNDERGONE_NOUNS or verb_of(word) is not None


def possessor_role(possessor: Token, noun: Token) -> str:
    """The role of an undergone noun's possessor: patient, or agent when an "of" phrase names who
    undergoes it or a firm makes a posting, or participant when it is a place."""
    if any(c.dep_ == "prep" and c.lower_ == "of" and any(o.dep_ == "pobj" for o in c.children) for c in noun.children):
        return "agent"
    if possessor.ent_type_ in _PLACES:
        return "participant"
    verb = verb_of(word_lemma(noun))
    if possessor.ent_type_ in _FIRMS and verb in _POSTING_VERBS | _CARE_VERBS:
        return "agent"
    return "patient"


# Verbs that give something a name or a title: what they make it is no one they act on.
_NAMING_VERBS = frozenset("name rename call dub nickname christen title entitle term".split())


def given_name(complement: Token, verb: Token) -> bool:
    """Whether a verb's complement is the name or title it gives: "a task manager named Mission
    Control", "was named chairman" (neither the name nor the post is named; the thing is)."""
    return complement.dep_ == "oprd" and word_lemma(verb) in _NAMING_VERBS
