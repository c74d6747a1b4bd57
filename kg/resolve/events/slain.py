"""Whom a killing or a death was done to: one node tells one named victim's death, whatever word tells it.

"Smith was killed", "the shooting of Jones" and "Brown died" are three happenings, in one article
or two, however alike their words, places and days: a killing is told apart by its dead. The
victim of a mention of the kill family (:data:`SLAIN_WORDS`) is the patient the extraction reads:
the object of "kill", "shoot", "murder" (the subject when passive), the subject of "die", the owner
or "of" phrase of "death", "slaying"; a "death" that completes a verb ("was stabbed to death") is
that verb's patient's. :class:`Slain` holds the named dead of a cluster's mentions, and
:func:`other_dead` whether two clusters name dead none of whom may be the other's (two ids that
may be one name, "Felt" and "Mark Felt", are one). Only named dead are compared: a described
victim ("a 17-year-old boy") or a count ("10 people") was read too loosely on ECB+ train (ages
read as counts, "his mother and sister" as one) to keep two clusters apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kg.resolve.events.apart import other_parties

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# The lemmas of a killing or a death, verbs and nouns; "shot" as a noun ("the fatal shot") and
# "dead" ("left 10 dead": whose is not read) are left out.
SLAIN_WORDS = frozenset(
    {
        "kill",
        "killing",
        "shoot",
        "shooting",
        "murder",
        "slay",
        "slaying",
        "death",
        "die",
        "stab",
        "stabbing",
        "assassinate",
        "assassination",
        "strangle",
        "behead",
    }
)
# The "to" of "stabbed to death", right before the noun.
_TO_DEATH = re.compile(r"\s+to\s+$")


def victim(v: View, any_word: bool = False) -> frozenset[str]:
    """The named people mention ``v`` tells the death of (entity ids), if it is of the kill
    family (or ``any_word``); empty when it names none, or names a patient that is no person."""
    if v.mention.lemma not in SLAIN_WORDS and not any_word:
        return frozenset()
    if not v.patients or not v.patient_kinds <= {"PERSON"}:
        return frozenset()  # "the shooting of the film", a group named as a body: not read here
    return v.patients


def victims(members: Sequence[View]) -> list[frozenset[str]]:
    """Each mention's :func:`victim`; a "death" that completes a verb ("was stabbed to death",
    "beaten to death") is the death of that verb's patient, whatever the verb."""
    found = [victim(v) for v in members]
    by_sentence: dict[tuple[str, int], list[int]] = {}
    for n, v in enumerate(members):
        by_sentence.setdefault((v.key[0], v.mention.sentence), []).append(n)
    for n, v in enumerate(members):
        to = _TO_DEATH.search(v.before)
        if v.mention.lemma != "death" or found[n] or to is None:
            continue
        written = v.before[: to.start()].rstrip()
        for k in by_sentence[(v.key[0], v.mention.sentence)]:
            w = members[k]
            if k != n and not w.mention.nominal and written.endswith(w.mention.trigger):
                found[n] = victim(w, any_word=True)
                break
    return found


@dataclass
class Slain:
    """The named dead of one cluster's kill-family mentions."""

    named: set[str] = field(default_factory=set)

    def join(self, other: Slain) -> None:
        """Take ``other``'s dead too: the two clusters are now one."""
        self.named |= other.named


def other_dead(a: Slain, b: Slain) -> bool:
    """Whether two clusters name dead none of whom may be the other's."""
    return other_parties(a.named, b.named)
