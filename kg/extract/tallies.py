"""Tallies and time spent, told with a verb: mentions an annotator marks as events that a reader
would not put on a timeline as one happening (the graph stage hides them; the extractions keep
them for scoring):

- a count gathered over a span: "received five utilizations in the last two weeks", "suffered
  a record 39 deaths last year", "missed 10 total games this season" (a season's statistics,
  no one happening; "received a $24-a-share offer in March" and "landed 178 punches" in one
  fight are drawn);
- a standing told as a move: "Thompson dropped to 36-3", "has gone 4-2-1" (a win-loss record),
  "Jayark was quoted at 87.5 cents bid", "MGM Grand was bid at $17.50 a share" (a price; "the
  index fell 148 points", "quoted an official" and "Acme bid $17 a share for Vexa" are drawn);
- time spent doing something or with someone: "spent two full weeks torturing himself", "who
  spent part of Sunday night with protesters", "Ross taking time to revise the script" (how long
  it lasted; drawn, it reads "X spent weeks"); a stay is drawn ("spent six days aboard the
  spacecraft", "spent five hours in Tanzania"), as are "spent $5 million on ads" and "took the
  town".

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.model import EventMention

# Verbs a season's or a year's statistics are told by.
TALLYING = frozenset("receive suffer record log register miss score catch collect play start win lose make".split())
# A count as the verb's object: a number (digits or words), not money, after at most a few
# words ("a record 39 deaths", "more than eight thousand reports", "10 of the Saints' 16 games").
_COUNT_AFTER = re.compile(
    r"^\s+(?:(?:a|an|the|his|her|its|their|record|total|combined|more|than|fewer|less|over|about|nearly|almost"
    r"|some|at|least|only|just|another|career-high|season-high|career|season)\s+){0,4}"
    r"(?<![$€£¥])(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?"
    r"|thousands?)\b(?!\s*(?:%|percent|per\s+cent|million|billion|dollars|euros|pounds|yen|francs|cents|shares)\b)",
    re.IGNORECASE,
)
# The span the count is gathered over: "last year", "this season", "in the last two weeks" (not
# "last week": in sport that is one game, "caught five passes against the Packers last week").
_SPAN = re.compile(
    r"\b(?:(?:last|this|that)\s+(?:year|season|month|decade)|so\s+far|to\s+date|in\s+(?:his|her|their|its)\s+career"
    r"|(?:in|over|during)\s+the\s+(?:last|past|previous|first)\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?|seasons?|games?)"
    r"|(?:this|last)\s+(?:regular\s+)?season)\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[;!?]|\.(?:\s|$)|,\s+(?:and|but|while|who|which)\b")

# Units of time an object of "spend" counts: "spent two weeks", "spent part of Sunday night".
_TIME_SPENT_AFTER = re.compile(
    r"^\s+(?:(?:a|an|the|two|three|four|five|six|seven|eight|nine|ten|several|many|few|full|whole|entire"
    r"|most|much|part|of|his|her|their|its|last|next|past|long|first|final|more|than|nearly|almost|about"
    r"|some|\d+|\w+day)\s+){0,5}"
    r"(?:minutes?|hours?|days?|nights?|weeks?|months?|years?|seasons?|decades?|time|weekends?|mornings?"
    r"|evenings?|afternoons?|summers?|winters?|springs?|autumns?|holidays?|career)\b"
    r"(?!\s+(?:\w+ly\s+)?(?:in|at|aboard|inside|on\s+board|behind|under|near)\b)",
    re.IGNORECASE,
)

# A win-loss record after "to": "dropped to 36-3", "improved to 11-4".
_RECORD_AFTER = re.compile(r"^\s+to\s+\d{1,3}-\d{1,3}(?:-\d{1,3})?\b(?!\s*(?:win|victory|loss|defeat|decision|vote))")
# A record told with "go" and no "to": "has gone 4-2-1 since that win".
_RECORD_GONE_AFTER = re.compile(r"^\s+\d{1,3}-\d{1,3}(?:-\d{1,3})?\b")
# A price quoted: "was quoted at 87.5 cents bid", "quoted at $12".
_QUOTED_AT_AFTER = re.compile(r"^\s+at\s+[$€£¥]?\d", re.IGNORECASE)
# "was bid": the stock is what is priced, told in the passive.
_PASSIVE_BEFORE = re.compile(r"\b(?:is|are|was|were|been|being)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
# A bid price told before, in the same sentence: "was bid at 12, offered at 12 1/4".
_BID_BEFORE = re.compile(r"\bbid\s+at\s+[$€£¥]?\d[^.;]*$", re.IGNORECASE)
_TIME_TO_AFTER = re.compile(
    r"^\s+(?:(?:some|more|the|a\s+little|his|her|their|its)\s+)?time\s+(?:off\s+)?to\b", re.IGNORECASE
)


def tallies(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    return {
        i
        for i, ev in enumerate(events)
        if not ev.nominal and (tally(ev, text) or standing_figure(ev, text) or time_spent(ev, text))
    }


def tally(ev: EventMention, text: str) -> bool:
    """A verb of statistics with a count for object and a span it is gathered over, in its own
    clause: "suffered a record 39 deaths last year" (one bombing's "killed 39 people last year"
    is no verb of statistics, and is drawn)."""
    if ev.lemma not in TALLYING or not _COUNT_AFTER.match(text[ev.end : ev.end + 60]):
        return False
    after = text[ev.end : ev.end + 120]
    end = _CLAUSE_END.search(after)
    return bool(_SPAN.search(after[: end.start()] if end else after))


def standing_figure(ev: EventMention, text: str) -> bool:
    """ "dropped to 36-3", "has gone 4-2-1": a record; "was quoted at 87.5 cents": a price."""
    after = text[ev.end : ev.end + 40]
    if ev.lemma == "go" and _RECORD_GONE_AFTER.match(after):
        return True
    return bool(_RECORD_AFTER.match(after)) or (_QUOTED_AT_AFTER.match(after) is not None and price_quote(ev, text))


def price_quote(ev: EventMention, text: str) -> bool:
    """ "was quoted at $12", "MGM Grand was bid at $17.50 a share", "was bid at 12, offered at
    12 1/4": a stock's price, no bid for the company ("Acme bid $17 a share for Vexa" is drawn);
    an issue "offered at $15 a share" is only a price beside a bid, else it is an offering."""
    before = text[max(0, ev.start - 80) : ev.start]
    if ev.lemma == "offer":
        return _BID_BEFORE.search(before) is not None
    return ev.lemma == "quote" or (ev.lemma == "bid" and _PASSIVE_BEFORE.search(before) is not None)


def time_spent(ev: EventMention, text: str) -> bool:
    """ "spent two full weeks torturing himself", "taking time to revise": how long something
    lasted, no happening of its own (what was done in it is drawn by its own word); not a stay
    somewhere ("spent two weeks in the hospital")."""
    after = text[ev.end : ev.end + 60]
    if ev.lemma == "take":
        return bool(_TIME_TO_AFTER.match(after))
    return ev.lemma == "spend" and bool(_TIME_SPENT_AFTER.match(after))
