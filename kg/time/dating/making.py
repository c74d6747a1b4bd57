"""A participle that tells how a dated thing was made takes the date written on it.

"the Feb. 23 accord signed by Annan and Aziz", "a 1996 law named for him", "the 1994 act drafted
by Schumer": the time on the noun is when the accord, the law, the act came to be, and the
participle right after it tells that making (signing, naming, drafting). Only verbs of making an
agreement, a law or a work, as a participle right after the noun phrase the time opens ("the",
"a", a possessive before the time, at most three words between it and the participle, an agent or
purpose phrase after it); "the 1998 deal criticised by the unions" is no criticism in 1998.
A pure function over an :class:`~kg.model.Extraction`, used by :mod:`kg.time.dating.placement`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

MAKING = frozenset(
    """
adopt approve award broker conclude create draft enact establish found introduce issue name
negotiate pass reach sign sponsor write
""".split()
)
_OPENS = re.compile(r"\b(the|a|an|its|his|her|their|this|that)\s+$", re.I)
_NOUN_BETWEEN = re.compile(r"^(['’]s)?(\s+[\w.-]+){1,3}\s+$")
_AFTER = re.compile(r"\s+(by|for|in|at|with|between|on)\b", re.I)


def made_on(ex: Extraction, ev: EventMention, values: dict[int, str]) -> str | None:
    """The value of the time written on the noun phrase participle ``ev`` (a verb of making)
    follows ("the Feb. 23 accord signed by"), or None. ``values``: the article's calendar times."""
    if ev.nominal or ev.lemma not in MAKING or ev.factuality not in ("fact", ""):
        return None
    text = ex.article.text
    if not _AFTER.match(text, ev.end):
        return None
    for number, value in values.items():
        span = ex.timex_spans[number]
        if span.sentence != ev.sentence or not span.end < ev.start <= span.end + 40:
            continue
        between = text[span.end : ev.start]
        if _NOUN_BETWEEN.match(between) and _OPENS.search(text[max(0, span.start - 8) : span.start]):
            return value
    return None
