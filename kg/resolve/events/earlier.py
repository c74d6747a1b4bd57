"""A mention its own words tell as an earlier happening of its kind: "Apple Corps has twice
before sued Apple Computer", "the company had previously sued", "a previous lawsuit".

Such words set the mention apart from the one the article tells now: "Beatles' Apple Corps sues
Apple Computer" is the latest suit, "has twice before sued" the earlier ones. So a mention of
one word so marked and one not are two happenings; one node would show the old suits as the new
one. Two marked mentions may be one earlier happening, and two unmarked ones (two outlets'
"sued") one current one: neither is decided here. "again" and "also" mark the current act as a
repeat, not an earlier one (:mod:`kg.resolve.events.additive` reads "also").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kg.resolve.events.features import View

_AUX = r"(?:(?:has|have|had|was|were|been|is|are|did|would|n't|not)\s+)*"
_TIMES = r"(?:once|twice|thrice|(?:two|three|four|five|several|many)\s+times)"
# Before a verb, among its auxiliaries: "has twice before sued", "had previously sued", "had
# earlier sued" (a bare "earlier sued" may be the act told now, earlier in the day).
_VERB_BEFORE = re.compile(
    rf"(?:^|\W)(?:previously|formerly|{_TIMES}(?:\s+before)?|had\s+(?:earlier|once|before))\s+{_AUX}$",
    re.IGNORECASE,
)
# After a verb and a few words of its object, in its clause: "sued Apple Computer twice before",
# "sued the company previously", "sued them in the past"; not "in the past three months", a span
# that may hold the act told now ("stocks have plunged in the past three months").
_VERB_AFTER = re.compile(
    rf"^\S+(?:\s+[^\s,;:]+){{0,4}}?\s+(?:{_TIMES}\s+before|previously|in\s+the\s+past(?!\s+[\w-]+))\b",
    re.IGNORECASE,
)
# Before a noun, its adjective: "a previous lawsuit", "two earlier suits", "past lawsuits".
_NOUN_BEFORE = re.compile(r"(?:^|\W)(?:previous|prior|earlier|past)\s+(?:[a-z][\w-]*\s+)?$", re.IGNORECASE)
# How far before a mention its marks are looked for (characters).
_REACH = 40


def earlier(v: View) -> bool:
    """Whether a mention is told by its own words as an earlier happening of its kind."""
    before = v.before[-_REACH:]
    if v.mention.nominal:
        return _NOUN_BEFORE.search(before) is not None
    return _VERB_BEFORE.search(before) is not None or _VERB_AFTER.match(v.after) is not None


def earlier_and_current(a: View, b: View) -> bool:
    """Two mentions of one word, one told as an earlier happening and the other not: two."""
    return a.mention.lemma == b.mention.lemma and earlier(a) != earlier(b)
