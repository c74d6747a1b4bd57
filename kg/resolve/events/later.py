"""An event noun its own words tell as a further happening of its kind, still to come or beyond
the one told: "In looking ahead to even greater expansion of NATO" (Poland, Hungary and the Czech
Republic joined that day), "future expansion", "further layoffs", "additional cuts".

Such a noun and an unmarked one of one word are two happenings: one node would show the
expansion that took place as the one looked ahead to (or the reverse). Two marked nouns, or two
unmarked, are left to the scorer. The counterpart of :mod:`kg.resolve.events.earlier`; applied by
:func:`kg.resolve.events.wording.told_apart`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# Right before the noun, at most one more modifier between: "further NATO expansion", "future
# military cuts", "additional job cuts"; a comparative only right before it ("even greater
# expansion": "a greater military threat" is no more threats).
_FURTHER = re.compile(
    r"(?:^|\W)(?:(?:further|future|additional)\s+(?:[A-Za-z][\w.-]*\s+)?|greater\s+)$",
    re.IGNORECASE,
)
# How far before a noun its mark is looked for (characters).
_REACH = 30


def further(v: View) -> bool:
    """Whether an event noun is told by its own words as a further happening of its kind."""
    return v.mention.nominal and _FURTHER.search(v.before[-_REACH:]) is not None


def further_and_told(a: View, b: View) -> bool:
    """Two nouns of one word, one told as a further happening and the other not: two."""
    return a.mention.lemma == b.mention.lemma and further(a) != further(b)
