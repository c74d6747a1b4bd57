"""Set phrases that name no happening a reader would put on a timeline, read off the words
around a mention (the graph stage hides them; the extractions keep them for scoring):

- the end or start of a span of the calendar told as a participle after its noun: "net income
  for the six months ended Oct. 1", "the year beginning July 1" (a date, not news; the relative
  "which ended" is :func:`kg.extract.worth.period_boundary`);
- a feeling told as an adjective after a copula, in any tense: "he was terribly disappointed by
  the vote", "we were pleased" (how someone felt; "the vote disappointed investors" is drawn);
- the report a sentence is sourced to: "according to a news agency report Friday" (what the
  report says is the happening, drawn on its own);
- a rank in a list of shares: "iTunes held 19 percent, followed by Best Buy at 13 percent"
  (a standing, not a happening; "was followed by riots" is drawn);
- a state of mind told with "take": "is taking a great interest in the convention", "took pride
  in", "took comfort from" ("took a stake", "took the town" are drawn).

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.extract.worth import BOUNDARIES, FEELINGS
from kg.model import EventMention

# "the six months ended Oct. 1", "the fiscal year ending June 30": the span's noun right before.
_PERIOD_BEFORE = re.compile(r"\b(?:years?|quarters?|months?|weeks?|periods?|half|halves)\s+$", re.IGNORECASE)
# "was terribly disappointed", "are `` very pleased ''", "felt honoured": a copula, then at most
# an adverb or two and quotation marks.
_COPULA_BEFORE = re.compile(
    r"\b(?:am|is|are|was|were|be|been|being|feel|feels|felt|remain|remains|remained|seem|seems|seemed"
    r"|became|become|becomes|['’]m|['’]re|['’]s)\s+(?:(?:``|''|[\"“”‘’']|\w+ly)\s*){0,3}$",
    re.IGNORECASE,
)
# "according to a news agency report", "according to the ministry's statement".
_ACCORDING_BEFORE = re.compile(r"\baccording\s+to\s+(?:[\w'’.-]+\s+){0,4}$", re.IGNORECASE)
SOURCE_NOUNS = frozenset("report reports statement statements announcement communique release".split())
# ", followed by Best Buy at 13 percent", "followed by Ford with 17%": the next in a ranking.
_RANKED_AFTER = re.compile(
    r"^\s+by\s+(?:[\w'’.&-]+\s+){1,5}?(?:at|with)\s+(?:about\s+|around\s+|nearly\s+|some\s+)?[$€£]?\d",
    re.IGNORECASE,
)
# "taking a great interest in", "took pride in", "take heart from": how someone regards a thing.
_MINDS_AFTER = re.compile(
    r"^\s+(?:(?:a|an|the|great|keen|close|personal|special|particular|little|no|some|much|real)\s+){0,3}"
    r"(?:interest|pride|comfort|heart|solace|delight)\b",
    re.IGNORECASE,
)


def set_phrases(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    hidden: set[int] = set()
    for i, ev in enumerate(events):
        before = text[max(0, ev.start - 60) : ev.start]
        word = ev.trigger.lower()
        if (
            (
                not ev.nominal
                and ev.lemma in BOUNDARIES
                and not ev.subject
                and word.endswith(("ed", "ing", "begun"))
                and _PERIOD_BEFORE.search(before)
            )
            or (not ev.nominal and word in FEELINGS and _COPULA_BEFORE.search(before))
            or (ev.nominal and ev.lemma in SOURCE_NOUNS and _ACCORDING_BEFORE.search(before))
            or (not ev.nominal and ev.lemma == "take" and _MINDS_AFTER.match(text[ev.end : ev.end + 60]))
            or (word == "followed" and _RANKED_AFTER.match(text[ev.end : ev.end + 80]))
        ):
            hidden.add(i)
    return hidden
