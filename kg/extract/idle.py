"""Mentions TimeML marks as events that name no happening a reader would publish.

Kept in the extractions (scored against the annotations), these make no node:

- a noun of possibility as the subject of a verb of appearing: "the possibility of a meeting
  reemerged", "the prospect of talks resurfaced": the appearing is no happening, and the
  meeting is not a fact (the noun's own event stays to the rules that weigh it);
- a statement with no content of its own: "He's told me so", "she said as much", '"I told
  you so," he said': what is said is in the sentence before, which the node does not carry;
- a stock's or a market's routine daily close: "the Dow closed at 7,900", "shares closed up 2
  cents", "prices closed lower", "after the market closed": a price of the day, not news (the
  rise or fall is drawn by its own verb: "shares soared").

Pure functions over :class:`~kg.model.EventMention` records, read by the graph stage.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.extract.lexicon import REPORTING_VERBS
from kg.model import EventMention

# Nouns that name what may come to be, not what is.
POSSIBILITIES = frozenset("possibility prospect prospects chance chances likelihood spectre specter hope hopes".split())
# Verbs of coming into view: said of a possibility, no happening.
APPEARING = frozenset("reemerge re-emerge emerge resurface surface arise appear loom reappear".split())
# The subject's head: the word before "of ..." or the last word of a bare noun phrase.
_SUBJECT_HEAD = re.compile(r"(?:^|\s)([\w-]+)(?:\s+of\b.*)?$", re.IGNORECASE | re.DOTALL)
# "told me so", "said as much", "said so": the object is a pointer back to what was said before.
_POINTER_AFTER = re.compile(
    r"^\s+(?:(?:me|you|him|her|us|them|reporters)\s+)?(?:so|as\s+much)\b"
    # ... and nothing more: "claimed so many lives", "said so much had changed" say something.
    r"(?=\s*(?:[,.;:!?'\"”’`]|$|(?:on|in|at|last|this|yesterday|today|before|earlier|again)\b))",
    re.IGNORECASE,
)
# A quote that is only such a statement: "He's told me so", "I said as much".
_POINTER_QUOTE = re.compile(
    r"^\W*(?:[\w'’]+\s+){0,3}?(?:said|say|says|told|tell|tells|telling|saying)\s+"
    r"(?:(?:me|you|him|her|us|them)\s+)?(?:so|as\s+much)\W*$",
    re.IGNORECASE,
)
# What a price closes at: "closed at $23", "closed up 37.5 cents", "closed lower", "closed
# yesterday at $80", "closing unchanged Friday at $29".
_PRICE_AFTER = re.compile(
    r"^\s+(?:(?:yesterday|today|friday|monday|tuesday|wednesday|thursday|saturday|sunday)\s+)?"
    r"(?:at\s+(?:[A-Z]{0,3}\$|\d)|(?:up|down|off)\s+(?:[A-Z]{0,3}\$|\d|a\s|\w+\s+cents?\b)"
    r"|(?:sharply\s+|slightly\s+|modestly\s+)?(?:lower|higher|unchanged|flat|mixed|firmer|weaker|stronger)\b)",
    re.IGNORECASE,
)
# A market's close as the moment of the news: "after the stock market closed".
MARKETS = frozenset("market markets exchange exchanges".split())
# What closes as a deal done, at a price: "the sale closed at $5 billion".
DEALS = frozenset("deal sale purchase merger acquisition offering transaction takeover".split())


def possibility_appears(ev: EventMention) -> bool:
    """ "The possibility of a meeting reemerged", "the prospect of talks resurfaced"."""
    if ev.nominal or ev.lemma.lower() not in APPEARING:
        return False
    head = _SUBJECT_HEAD.search(ev.subject.strip())
    return head is not None and head.group(1).lower() in POSSIBILITIES


def says_it_again(ev: EventMention, text: str) -> bool:
    """ "He's told me so", "she said as much", or a statement quoting only such words."""
    if ev.event_class != "statement" or ev.nominal:
        return False
    if ev.lemma in REPORTING_VERBS and not ev.reported and _POINTER_AFTER.match(text[ev.end : ev.end + 40]):
        return True
    return bool(ev.quote) and not ev.reported and bool(_POINTER_QUOTE.match(ev.quote))


def daily_close(ev: EventMention, text: str) -> bool:
    """A price's or a market's close of the day: "closed at $23", "closed up 2 cents", "prices
    closed lower", "after the market closed". A plant, a deal or a case closed is news."""
    if ev.nominal or ev.lemma != "close":
        return False
    before = text[max(0, ev.start - 30) : ev.start].lower().split()
    if before and before[-1] in DEALS:
        return False  # "the sale closed at $5 billion": a deal done, news
    if _PRICE_AFTER.match(text[ev.end : ev.end + 40]):
        return True
    # The market named just before the verb closed of itself; "police closed the exchange" is news.
    words = text[max(0, ev.start - 30) : ev.start].lower().split()
    return bool(words) and words[-1] in MARKETS


def idle_mentions(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    return {
        i for i, ev in enumerate(events) if possibility_appears(ev) or says_it_again(ev, text) or daily_close(ev, text)
    }
