"""A line of business told in the simple present: "Lawrence Insurance underwrites mostly primary
insurance", "the dealers employ 13,000 people and sell only Saturn cars", "Nordwerk makes
chips". What a firm or a person habitually does, with no time or occasion, is a standing state:
an annotator marks it, a reader finds nothing that happened (the graph stage hides it,
:mod:`kg.extract.asides` through :mod:`kg.extract.standing`).

Left drawn: a headline's present, which tells news ("Nordwerk sells truck unit"); a dated
present ("sells its stake on Monday"); a sale to a named party or for a price ("sells its unit
to Alba", "for $2 billion"), a deal of a day; and any other tense or aspect ("sold",
"is selling", "has made").
"""

from __future__ import annotations

import re

from kg.model import EventMention

# Verbs that say what a firm or a person does for a living when told in the simple present.
LINES = frozenset(
    """make manufacture produce sell underwrite insure operate own run market distribute publish supply
    lease export build design employ""".split()
)
# A deal of a day: a buyer or a price after the verb ("sells its unit to Alba", "for $2 billion").
_DEAL_AFTER = re.compile(r"\b(?:to\s+(?:the\s+)?[A-Z]|for\s+(?:about\s+|some\s+)?(?:[$£€¥]|US\$|\d))")
_TO_BEFORE = re.compile(r"\bto\s+(?:\w+ly\s+)?$", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[;:!?]|\.(?:\s|$)|,\s*(?:a|an|the|its|his|her|their)?\s*\w+\s+(?:said|says)\b")


def line_of_business(ev: EventMention, text: str) -> bool:
    """Whether a verb mention (``text`` its article's text) tells what its subject does for a
    living (see the module's doc)."""
    if ev.nominal or ev.tense != "present" or ev.sentence == 0 or ev.timex is not None:
        return False
    if ev.lemma not in LINES or not ev.object or not (ev.subject or ev.agents):
        return False
    if ev.trigger.lower().endswith("ing") or _TO_BEFORE.search(text[max(0, ev.start - 20) : ev.start]):
        return False  # "requires parties to publish the name": an infinitive takes its governor's tense
    after = text[ev.end : ev.end + 120]
    end = _CLAUSE_END.search(after)
    return not _DEAL_AFTER.search(after[: end.start()] if end else after)
