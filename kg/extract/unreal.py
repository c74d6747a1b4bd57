"""Mentions the text does not tell as having happened (the graph stage hides them; the
extractions keep them for scoring):

- a modal perfect: "missing a 43-yarder that would have made the score 7-6", "a bill that
  would have made similar changes", "he could have won": what would, could or might have
  happened is said not to have happened, or not known to (the miss is drawn; "has made" and
  "had made" are told as facts, and are drawn);
- an instruction or what suffices: "customers need only click the icon", "users have only to
  restart", "you can take it to any store": how to do something, told to anyone, never an
  occasion (the posting of the tool is drawn; "the customers clicked" is a happening).

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.model import EventMention

# "would have made", "could not have known", "might well have been killed", "would've won".
_MODAL_PERFECT_BEFORE = re.compile(
    r"\b(?:would|could|might)(?:n['’]t|\s+not)?\s+(?:\w+ly\s+|well\s+)?(?:have|['’]ve)\s+(?:\w+ly\s+)?"
    r"(?:been\s+(?:\w+ly\s+)?)?$|\b(?:would|could|might)['’]ve\s+(?:\w+ly\s+)?(?:been\s+)?$",
    re.IGNORECASE,
)
# "need only click", "needs only to say", "have only to restart", "only need to click".
_SUFFICES_BEFORE = re.compile(
    r"\b(?:(?:need|needs)\s+(?:only|just|simply|merely)(?:\s+to)?|(?:have|has)\s+(?:only|just|simply|merely)\s+to|"
    r"(?:only|just|simply|merely)\s+(?:need|needs|have|has)\s+to)\s+$",
    re.IGNORECASE,
)
# A generic "you" told what it can or must do: "you can take it", "you need to register".
_YOU_MODAL_BEFORE = re.compile(
    r"\byou(?:['’]ll|\s+(?:\w+ly\s+)?(?:can['’]t|won['’]t|can|could|may|might|should|must|will|need\s+to|have\s+to|"
    r"ought\s+to)(?:\s+not|n['’]t)?)\s+(?:\w+ly\s+|just\s+|also\s+)?$",
    re.IGNORECASE,
)


def unreal(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    return {i for i, ev in enumerate(events) if not ev.nominal and (modal_perfect(ev, text) or instruction(ev, text))}


def modal_perfect(ev: EventMention, text: str) -> bool:
    """ "would have made the score": a happening said not to have happened (or not known to)."""
    return bool(_MODAL_PERFECT_BEFORE.search(text[max(0, ev.start - 40) : ev.start]))


def instruction(ev: EventMention, text: str) -> bool:
    """ "customers need only click", "you can take it": how to do something, not an occasion."""
    before = text[max(0, ev.start - 30) : ev.start]
    return bool(_SUFFICES_BEFORE.search(before) or _YOU_MODAL_BEFORE.search(before))
