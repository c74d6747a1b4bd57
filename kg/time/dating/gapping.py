"""A verb whose clause shares its ending with the next one, joined by "and" with the second verb's
auxiliary left out: "Six people were killed and 58 injured in a car bomb attack on Friday".

The "in" phrase and its time are written once, after the second verb, and the parse hangs them
there; they belong to both clauses (the killing was in that attack too). A pure function over an
:class:`~kg.model.Extraction`, used by :mod:`kg.time.dating.placement`.
"""

from __future__ import annotations

import re

from kg.model import Extraction

# Between the two verbs: "and", then the second clause's subject (a count, a noun phrase), no
# clause break (a digit group's comma is none: "1,000 others").
_GAP = re.compile(r"\s+and\s+(?:[^,;:.()]|(?<=\d),(?=\d)){1,40}?\s+", re.I)


def gapped_partner(ex: Extraction, index: int) -> int | None:
    """The index of the verb event after event ``index`` in its sentence that shares its clause's
    ending: joined by "and" and a subject, with no tense of its own (its auxiliary is the first
    verb's: "were killed and 58 injured"), or None."""
    ev = ex.events[index]
    if ev.nominal or ev.tense not in ("past", "perfect"):
        return None
    text = ex.article.text
    later = [
        (j, other)
        for j, other in enumerate(ex.events)
        if other.sentence == ev.sentence and other.start >= ev.end and not other.nominal
    ]
    if not later:
        return None
    j, other = min(later, key=lambda pair: pair[1].start)
    if other.tense or not _GAP.fullmatch(text[ev.end : other.start]):
        return None
    return j
