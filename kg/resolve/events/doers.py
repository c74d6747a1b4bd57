"""Two named doers of one verb in one article: when they are two parties' acts.

A writer who tells one act twice in an article names its doer alike, or by a description or
a pronoun; two different names are two parties' acts ("RJR Nabisco agreed to sell three candy
businesses", "Sansui Electric agreed to sell a 51% stake"; "Microsoft has released an update",
"Mozilla just released Firefox 3.05"), whatever kinds the entity tagger gave them (it types
companies as people and teams as places). A body and its member may still tell one act ("Apple
unveils iPhone 4", "Steve Jobs unveiled iPhone 4"), so two kinds of party stay the scorer's when
what they did it to is written alike.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kg.resolve.events.apart import other_parties, subject_words

if TYPE_CHECKING:
    from kg.resolve.events.features import View

_WORD = re.compile(r"\w+")
# Nationality and group words ("The American looked clueless", "he urged Iraqis"): no party's
# name, often the doer already named.
_NO_PARTY = frozenset({"NORP"})


@dataclass(frozen=True)
class Doer:
    """What one mention says of who did it: its named agents (entity ids) and their kinds, the
    words of its object as written, and the other parties it names (patients, places...)."""

    agents: frozenset[str]
    kinds: frozenset[str]
    object_words: frozenset[str]
    others: frozenset[str]


def doer(v: View) -> Doer | None:
    """The :class:`Doer` of a verb whose subject as written is its named doer, none a
    nationality; else None. An agent read from a pronoun ("she left", "she" taken for the clinic
    named before) or from a word before the subject's head ("The former FBI second-in-command
    died": not the FBI) is too often another party to tell two acts apart by."""
    if v.mention.nominal or not v.agents or v.agent_kinds & _NO_PARTY:
        return None
    head = _WORD.findall(v.mention.subject.lower())[-1:]
    if not head or not any(head[0] in _WORD.findall(name.lower()) for _, name in v.agent_names):
        return None
    return Doer(v.agents, v.agent_kinds, subject_words(v.mention.object), v.arguments - v.agents)


def two_parties(x: Doer, y: Doer) -> bool:
    """Whether two mentions of one verb in one article are two parties' acts: doers none of whom
    may be the other's (:func:`~kg.resolve.events.apart.other_parties`), no other party in common
    ("police arrested Ann Lee", "the FBI arrested Ann Lee"), and one kind of party, or two kinds
    whose objects as written share no word."""
    if not other_parties(x.agents, y.agents) or x.others & y.others:
        return False
    if len(x.kinds) == 1 and x.kinds == y.kinds:
        return True
    return x.object_words.isdisjoint(y.object_words)


def one_article_other_doers(a: View, b: View) -> bool:
    """Whether two mentions of one verb in one article are two parties' acts (:func:`two_parties`).
    A vote against, as :func:`~kg.resolve.events.apart.other_doers` is."""
    if a.key[0] != b.key[0] or a.mention.lemma != b.mention.lemma:
        return False
    x, y = doer(a), doer(b)
    return x is not None and y is not None and two_parties(x, y)
