"""An event whose own time expression is a bound or a vague time takes no other time of its sentence.

"paid tribute to the men who launched the Cuban Revolution more than four decades ago in a rally
Saturday": "launched" governs "more than four decades ago", which bounds when it was (before
1960), so it is no exact date of the launch; but Saturday, the rally's, is not either. The text
says when the event was, only not to the day: better undated (its tense bounds it) than given
a neighbouring clause's day. The same for a time that names no calendar value ("launched the
campaign years ago"). A pure function over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# Words that make the time after them a bound of when the event was, not its date: "more than four
# decades ago", "less than a year ago", "nearly a decade ago". ("after the weekend" or "since
# 1992" are limits another time may still fall within: "after a weekend of accusations,
# attention returned today".)
_APPROXIMATE = re.compile(r"\b((more|less|fewer)\s+than|nearly|almost)\s+$", re.I)
# Non-calendar values that still say when, only vaguely: "years ago", "recently", "in the future".
_VAGUE_VALUES = frozenset({"PAST_REF", "FUTURE_REF"})
# A stretch's start: "rising from about 35 percent several years ago to 51 percent this year".
_FROM = re.compile(r"\bfrom\b", re.I)


def held_by_own_time(ex: Extraction, ev: EventMention) -> bool:
    """Whether verb ``ev`` governs a DATE or TIME expression written after it that is a bound or
    a vague time (module docstring): then no other time near it is its date. Not a duration ("for
    three days"), nor a time before the trigger, which the parse may have hung on the wrong word
    ("decades ago in a rally Saturday demanding the return": the demanding is the rally's)."""
    if ev.timex is None or ev.nominal:
        return False
    span = ex.timex_spans[ev.timex]
    timex = next((t for t in ex.timexes if t.start == span.start and t.end == span.end), None)
    if timex is None or timex.type not in ("DATE", "TIME") or span.start < ev.end:
        return False
    before = ex.article.text[max(ev.end, span.start - 30) : span.start]
    if timex.value in _VAGUE_VALUES:
        return not _FROM.search(before)
    return bool(_APPROXIMATE.search(before))
