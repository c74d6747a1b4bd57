"""Times that belong to another clause than the event's, read from the text around them.

* A stretch's end: a time in a "since"/"until" clause ("Ever since he learned ... last November,
  he has been seeking"), or the start of "from today through Nov. 17".
* A comparison's base: "rose to 17%, up from 14% a year ago", "compared with a year earlier".
* A scheduled day after "for": "a service planned for Saturday was canceled" (the service's day).
* The time of the verb an event takes as its complement: "has offered to travel today" (the
  travelling's day), "said that the fourth quarter could see a profit" (the quarter is what is
  said, not when).
* The time of the main clause for an event a stretch before or after it: "today became members,
  less than a decade after shedding their ties" (the shedding was years before today).
* A definite past time with the present perfect, which English does not join: "has been arrested
  in connection with the bombings last year" (the bombings').

Pure functions over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction
from kg.time.values import value_interval

_CLAUSE_OPENER = re.compile(r"\b(since|until|till)\b[^,;:]*$", re.I)
_FROM_BEFORE = re.compile(r"\bfrom\s+(the\s+)?$", re.I)
_RANGE_AFTER = re.compile(r"^\s+(through|thru|to|until|till)\s", re.I)
_COMPARISON = re.compile(r"\b((up|down)\s+from|compared\s+(with|to)|against)\b[^;]*$", re.I)
_FOR_BEFORE = re.compile(r"\bfor\s+(the\s+)?$", re.I)
_TO_COMPLEMENT = re.compile(r"\s+(\w+\s+){0,2}to\s+", re.I)
_THAT = re.compile(r"\bthat\b", re.I)
_HAS = re.compile(r"\b(has|have|'s|’s|'ve|’ve)\s+((not|never|already|also|just|now)\s+)?(been\s+)?$", re.I)


def _clause_before(ex: Extraction, start: int) -> str:
    """The text of the sentence holding ``start``, up to ``start``."""
    begin = next((a for a, b in ex.sentences if a <= start <= b), max(0, start - 200))
    return ex.article.text[begin:start]


def range_start(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` opens a range, "from today through Nov. 17": no day of a happening."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    return bool(
        _FROM_BEFORE.search(text[max(0, timex.start - 10) : timex.start])
        and _RANGE_AFTER.match(text[timex.end : timex.end + 12])
    )


def in_since_clause(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span`` is in a "since"/"until" clause ``ev`` is not in ("Ever since he
    learned ... last November, he has been seeking"): a limit of the main clause's stretch."""
    start = ex.timex_spans[span].start
    before = _clause_before(ex, start)[-80:]
    found = _CLAUSE_OPENER.search(before)
    if found is None:
        return False
    opened = start - len(before) + found.start()
    return not opened <= ev.start < start


def comparison_base(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` is what a figure is compared with ("up from 14% a year ago")."""
    return bool(_COMPARISON.search(_clause_before(ex, ex.timex_spans[span].start)[-60:]))


def scheduled_day(ex: Extraction, span: int, value: str) -> bool:
    """Whether time ``span`` is a day something is set for ("planned for Saturday")."""
    timex = ex.timex_spans[span]
    interval = value_interval(value)
    one_day = interval is not None and interval[0] == interval[1]
    return one_day and bool(_FOR_BEFORE.search(ex.article.text[max(0, timex.start - 10) : timex.start]))


def in_complement(ex: Extraction, ev: EventMention, governors: list[EventMention]) -> bool:
    """Whether a time some of ``governors`` govern is that of a verb ``ev`` takes as its
    complement: "offered to travel today", "plans to close in May"."""
    text = ex.article.text
    for g in governors:
        if g is ev or g.nominal or g.sentence != ev.sentence or g.start < ev.end:
            continue
        if ev.lemma in INTENDING and (g.lemma == ev.theme or _TO_COMPLEMENT.fullmatch(text[ev.end : g.start])):
            return True
    return False


# Verbs whose complement is what is meant to happen later: "offered to travel today" (the offer
# came first), "plans to close in May". Not "began to", "declined to comment Saturday".
INTENDING = frozenset(
    """
agree aim ask demand expect hope intend offer plan pledge prepare promise propose schedule seek threaten
urge vow want wish
""".split()
)


def in_what_is_said(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` follows statement ``ev`` past a "that": what is said, not when
    ("suggested that the fourth quarter could see a profit")."""
    timex = ex.timex_spans[span]
    if ev.event_class != "statement" or ev.nominal or timex.start < ev.end or timex.sentence != ev.sentence:
        return False
    return bool(_THAT.search(ex.article.text[ev.end : timex.start]))


def perfect_with_past(ex: Extraction, ev: EventMention, value: str) -> bool:
    """Whether ``ev`` is in the present perfect ("has been arrested") and ``value`` a time wholly
    before the publication day: English does not join them, so the time is another clause's."""
    if ev.tense != "perfect" or not _HAS.search(ex.article.text[max(0, ev.start - 30) : ev.start]):
        return False
    interval, today = value_interval(value), value_interval(ex.dct.value)
    return interval is not None and today is not None and interval[1] < today[0]


# What follows a stretch of time to put a clause before or after the main one: "a decade after",
# "two days before"; the clause runs to the next comma, semicolon or colon.
_OFFSET_CLAUSE = re.compile(r"^\s+(after|before)\b[^,;:]*$", re.I)


def offset_clause(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether ``ev`` is in a clause put a stretch of time before or after the main one ("less than
    a decade after exchanging communist rule") and time ``span`` stands before that clause, in
    the main one: the main clause's time, which the stretch separates ``ev`` from."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    for stretch in ex.timexes:
        if stretch.type != "DURATION" or stretch.sentence != ev.sentence or not timex.end <= stretch.start < ev.start:
            continue
        if _OFFSET_CLAUSE.match(text[stretch.end : ev.start]):
            return True
    return False


def elsewhere(ex: Extraction, ev: EventMention, span: int, value: str) -> bool:
    """Whether time ``span`` (``value``) is no time of ``ev`` by the clause it is written in
    (this module): a range's start, a comparison's base, a scheduled day, what a
    statement says, a main clause's time for an event a stretch from it, or a definite past
    time beside a present perfect."""
    return (
        range_start(ex, span)
        or comparison_base(ex, span)
        or scheduled_day(ex, span, value)
        or in_what_is_said(ex, ev, span)
        or perfect_with_past(ex, ev, value)
        or offset_clause(ex, ev, span)
    )
