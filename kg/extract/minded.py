"""States of mind told by a verb of mind's past participle after "be": "Sanjurjo is convinced the
visit is designed to...", "was persuaded that", "are concerned about the cost", "is determined to
win", "remain unconvinced". Nobody convinced or worried anyone in those words: a reader finds a
view held, no happening (the graph stage hides them, :mod:`kg.extract.standing`). With its doer
("was convinced by his lawyer to testify") or an act it led to ("was persuaded to resign"), the
persuading is drawn.

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re

from kg.model import EventMention

# Participles whose "be" form tells a view or a mood held, whatever follows but a doer or an act.
_HELD = frozenset("convinced unconvinced persuaded satisfied dissatisfied concerned worried unworried".split())
# Participles that tell a will held only before "to" and a verb: "is determined to win" ("the
# cause was determined" is an act of finding out).
_WILLED = frozenset("determined resolved".split())
# "Be" and its kin just before, with an adverb or two: "is still convinced", "remain unconvinced".
_BE_BEFORE = re.compile(
    r"\b(?:am|is|are|was|were|be|been|being|remains?|remained|seems?|seemed|appears?|appeared|feels?|felt"
    r"|stays?|stayed|'s|'re|'m)\s+(?:(?:\w+ly|not|n't|still|now|all|also|so|very|more|less|quite|too|never|ever)\s+){0,2}$",
    re.IGNORECASE,
)
_BY_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?by\b", re.IGNORECASE)
_TO_VERB_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?to\s+[a-z]", re.IGNORECASE)


def mind_held(ev: EventMention, text: str) -> bool:
    """Whether a verb mention (``text`` its article's text) is a view or a will held: "is
    convinced", "are concerned", "is determined to" after "be", with no "by" doer."""
    word = ev.trigger.lower()
    if ev.nominal or (word not in _HELD and word not in _WILLED):
        return False
    if not _BE_BEFORE.search(text[max(0, ev.start - 40) : ev.start]):
        return False
    after = text[ev.end : ev.end + 40]
    if _BY_AFTER.match(after) or ev.subject.lower() == "it":
        return False
    to_verb = bool(_TO_VERB_AFTER.match(after))
    return to_verb if word in _WILLED else not (to_verb and word in ("persuaded", "convinced"))
