"""A body of work or a span of years summed up: "Luis Baez, who has written several books about
emigration", "she has directed numerous films", "has published dozens of studies", "he has
outlasted eight presidents". A perfect of authorship with a vague plural for its object, or a
perfect of outlasting, tells who someone is (a career), no occasion a reader could put on a
timeline; the graph stage hides it, the extractions keep it. "has written a letter to the
president", "published three books last year" (dated) and "police have arrested several
suspects" (no authorship) tell happenings, and are drawn.

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.model import EventMention

# Verbs whose object is a work of one's own making.
AUTHORSHIP = frozenset(
    """write co-write author co-author publish compose direct produce paint edit translate
    illustrate record""".split()
)
# Verbs of lasting longer than others: in the perfect ("has outlasted eight presidents", "has
# outlived his rivals") they sum up years; "outlasted Smith in five sets" (a past) is a match.
OUTLASTING = frozenset("outlast outlive outserve outstay".split())
_PERFECT_BEFORE = re.compile(r"\b(?:has|have|'s|’s|'ve|’ve)\s+(?:\w+ly\s+|also\s+|since\s+)?$", re.IGNORECASE)
# A number no one counted: "several books", "dozens of articles", "a number of plays".
_VAGUE_PLURAL_AFTER = re.compile(
    r"^\s+(?:several|many|numerous|countless|various|dozens\s+of|scores\s+of|hundreds\s+of|"
    r"a\s+(?:number|host|string|series)\s+of)\s",
    re.IGNORECASE,
)


def careers(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the career summaries above."""
    return {i for i, ev in enumerate(events) if career(ev, text)}


def career(ev: EventMention, text: str) -> bool:
    """ "has written several books": a body of work, no occasion; "has outlasted eight
    presidents": a span of years summed up."""
    if ev.nominal or ev.timex is not None:
        return False
    before = text[max(0, ev.start - 20) : ev.start]
    if ev.lemma in OUTLASTING:
        return bool(_PERFECT_BEFORE.search(before))
    if ev.lemma not in AUTHORSHIP:
        return False
    return bool(_PERFECT_BEFORE.search(before)) and bool(_VAGUE_PLURAL_AFTER.match(text[ev.end : ev.end + 20]))
