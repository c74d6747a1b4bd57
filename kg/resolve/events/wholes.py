"""One verb told of a group of happenings and of one of them: "the bombings in Kenya and Tanzania
last week claimed at least 217 lives and injured nearly 5,000" and "The car bomb attack at the U.S.
embassy in Nairobi killed 253 people and injured 5,000 others" tell what two bombings did together
and what one did. One node would give the Nairobi bombing both bombings' toll (or the reverse).

The subject read is the event noun that opens the verb's sentence (after an opening phrase and its
comma at most, and a day or possessor before the noun): the subject of its main clause, of a verb
conjoined to it ("claimed ... and injured") or of a relative clause on it ("the twin bombings ...,
which have killed"). When the parse gave the verb a subject, it must be that noun. A plural noun
is a group when counted ("twin", "both", "two") or told of places joined by "and" ("in Kenya and
Tanzania"); a singular noun with no "and" among its places is one. Group against one is a veto,
applied by :func:`kg.resolve.events.wording.told_apart`; anything else is left to the scorer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.extract.lexicon import NOUN_CLASS

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# The sentence's opening: an opening phrase and its comma ("In all,"), then a determiner or
# possessor and the words after it ("The Friday explosions", "last week's twin bombings").
_HEAD = re.compile(
    r"^[\s`'\"“]*(?:[^,]{1,40},\s+)?(?:the|a|an|last\s+\w+'s|\w+'s)\s+(?P<words>.*)$",
    re.IGNORECASE | re.DOTALL,
)
# How many words after the determiner the noun may be (modifiers before it: "The car bomb attack").
_MODIFIERS = 3
# What may follow a subject's head noun: a preposition, a comma, a relative pronoun or an auxiliary
# (not another noun of a compound: "the bombing investigation").
_AFTER_HEAD = re.compile(
    r"^(?:[,;]|\s+(?:in|at|on|of|against|near|by|which|that|have|has|had|was|were|is|are|will|would"
    r"|also|[a-z]+ed)\b)"
)
# Words that count a plural noun's happenings: "twin bombings", "both attacks", "two blasts".
_COUNTS = frozenset("twin both two three four five six seven eight nine ten several multiple".split())
# Places joined by "and" right after the noun: "in Kenya and Tanzania", "at U.S. embassies in
# Nairobi, Kenya, and Dar-es-Salaam": a preposition, then up to eight words, then "and" and a name.
_PLACES_JOINED = re.compile(
    r"^\s+(?:in|at|on|of|against)\s+(?:[\w.'-]+,?\s+){0,8}?and\s+[A-Z]",
)
# A preposition's phrase right after the noun (up to eight words): places joined by "and" in it
# make a singular noun no one happening ("the bombing of the embassies in Kenya and Tanzania").
_PLACE_PHRASE = re.compile(r"^\s+(?:in|at|on|of|against|near)\s+(?P<phrase>(?:[\w.'-]+,?\s+){0,8})")


def _lemma(noun: str) -> tuple[str, bool] | None:
    """The event noun's lemma and whether it is written in the plural; None for no event noun."""
    word = noun.lower()
    if word in NOUN_CLASS:
        return word, False
    for cut in ("es", "s"):
        if word.endswith(cut) and word[: -len(cut)] in NOUN_CLASS:
            return word[: -len(cut)], True
    return None


def subject_count(v: View) -> str:
    """ "many" when a verb's sentence opens with a group of happenings as its subject, "one" when
    with one happening, "" when the words do not say (or the verb is a noun)."""
    m = v.mention
    if m.nominal or not v.before:
        return ""
    found = _HEAD.match(v.before)
    if found is None:
        return ""
    words = found.group("words")
    tokens = list(re.finditer(r"[\w.'-]+", words))[: _MODIFIERS + 1]
    at = next((i for i, t in enumerate(tokens) if _lemma(t.group()) is not None), None)
    if at is None or not _AFTER_HEAD.match(words[tokens[at].end() :]):
        return ""  # no event noun at the head ("the bombing investigation": another noun's)
    noun, mods = tokens[at].group(), [t.group() for t in tokens[:at]]
    read = _lemma(noun)
    assert read is not None
    if m.subject.strip() and m.subject.strip().split()[-1].lower() != noun.lower():
        return ""  # the parse gave the verb another subject
    plural = read[1]
    rest = words[tokens[at].end() :]
    if plural:
        counted = any(w.lower() in _COUNTS for w in mods)
        return "many" if counted or _PLACES_JOINED.match(rest) else ""
    if read[0] in ("talks", "negotiations", "sanctions", "inspections"):
        return ""
    phrase = _PLACE_PHRASE.match(rest)
    said = phrase.group("phrase").split() if phrase is not None else []
    # The phrase ends where the verb or its object begins ("in Nairobi killed 253 people and ...").
    ends = next((i for i, w in enumerate(said) if re.match(r"^(?:[a-z]+ed|\d[\d,.]*)$", w)), len(said))
    return "" if "and" in said[:ends] else "one"


def group_and_one_of_them(a: View, b: View) -> bool:
    """One verb whose subject is a group of happenings in one mention and one happening in the
    other: "the bombings in Kenya and Tanzania injured", "the car bomb attack in Nairobi injured"."""
    if a.mention.lemma != b.mention.lemma:
        return False
    return {subject_count(a), subject_count(b)} == {"many", "one"}
