"""A time inside an aside is the aside's: "Albright, who fled after the Communist takeover in 1948,
made no secret of her joy" (the joy is not of 1948), "the Act, which Schumer sponsored in 1994,".

So is a time of a relative clause written after the event ("paid tribute to the men who
launched the revolution four decades ago"): it is that clause's verb's.

An aside here is a relative or participle clause set off by a comma ("..., who/which/whose/where/
whom ...", "..., an automaker which ...", "..., losing $9 billion on its bailout in 2008") up to the next comma or the end of
the sentence, or a parenthesis. Its times date what it says, not
the events of the clause around it. A pure function over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# A relative clause may follow an appositive's noun: "GM, an American automaker which has filed".
_RELATIVE = re.compile(
    r",\s+((a|an|the)\s+[^,;()]{0,40}?\s(who|which|whose|whom|where)|who|which|whose|whom|where|[a-z]+ing)\b"
    r"[^,;()]*$",
    re.I,
)
_PARENTHESIS = re.compile(r"\([^()]*$")
_CLOSING = re.compile(r"[,;]")
_RELATIVE_AFTER = re.compile(r"\b(who|which|whom|whose)\b", re.I)


def in_aside(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` lies in an aside (a comma-set relative clause, a parenthesis) that
    event ``ev`` is not in, or ``ev`` is a verb of a relative clause that ``span`` lies outside."""
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence:
        return False
    text = ex.article.text
    if ev.end <= timex.start and _relative_between(ex, ev, timex.start):
        return True
    if in_relative(ex, ev) and not _in_relative_with(ex, ev, timex.start):
        return True  # "GM, which has filed for bankruptcy, announced on Friday": Friday is not the filing's
    begin, end = ex.sentences[timex.sentence]
    before = text[begin : timex.start]
    found = _RELATIVE.search(before)
    if found is not None:
        opened = begin + found.start()
        comma = _CLOSING.search(text, timex.end, end)
        closed = comma.start() if comma else end
    else:
        found = _PARENTHESIS.search(before)
        if found is None:
            return False
        opened = begin + found.start()
        bracket = text.find(")", timex.end, end)
        closed = bracket if bracket >= 0 else end
    return not opened <= ev.start < closed


def _relative_extent(ex: Extraction, at: int) -> tuple[int, int] | None:
    """The comma-set relative clause holding character ``at``, as (start, end), or None."""
    text = ex.article.text
    sentence = next(((a, b) for a, b in ex.sentences if a <= at <= b), None)
    if sentence is None:
        return None
    found = _RELATIVE.search(text[sentence[0] : at])
    if found is None:
        return None
    comma = _CLOSING.search(text, at, sentence[1])
    return sentence[0] + found.start(), comma.start() if comma else sentence[1]


def in_relative(ex: Extraction, ev: EventMention) -> bool:
    """Whether verb event ``ev`` is in a comma-set relative clause."""
    return not ev.nominal and _relative_extent(ex, ev.start) is not None


def _in_relative_with(ex: Extraction, ev: EventMention, at: int) -> bool:
    """Whether character ``at`` lies in the same relative clause as ``ev``."""
    extent = _relative_extent(ex, ev.start)
    return extent is not None and extent[0] <= at < extent[1]


def _relative_between(ex: Extraction, ev: EventMention, start: int) -> bool:
    """Whether a relative clause opens between ``ev`` and a later time at ``start``, with a verb of
    its own before the time ("paid tribute to the men who launched the revolution in 1959")."""
    text = ex.article.text
    found = _RELATIVE_AFTER.search(text, ev.end, start)
    if found is None:
        return False
    return any(found.end() <= e.start < start and not e.nominal for e in ex.events if e is not ev)
