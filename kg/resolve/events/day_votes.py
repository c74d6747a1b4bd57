"""Whether the mentions of one event node vote its day down.

Mentions merged into one node may give different days: two reports of one happening that
disagree ("the quake struck late Friday" / "early Saturday"), or two happenings of one kind
wrongly joined ("a letter published Wednesday" / "published on Tuesday"). A day most of the
mentions that are dated to a day give is the node's; a day as many or more of them deny is no
day a reader can trust, whichever it is: the node is then only bounded (better undated than
wrong).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kg.model import EventTime
from kg.time.values import granularity


def contested_day(date: str, times: Sequence[EventTime]) -> bool:
    """Whether day ``date`` is given by no more than half of the ``times`` placed on a day.

    >>> contested_day("2009-06-01", [EventTime("2009-06-01"), EventTime("2009-06-02")])
    True
    >>> contested_day("2009-06-01", [EventTime("2009-06-01"), EventTime("2009-06-01T08:00"), EventTime("2009-06-02")])
    False
    """
    if granularity(date) not in ("day", "time"):
        return False
    days = Counter(t.value[:10] for t in times if t.exact and granularity(t.value) in ("day", "time"))
    if len(days) < 2:
        return False
    return days[date[:10]] * 2 <= sum(days.values())
