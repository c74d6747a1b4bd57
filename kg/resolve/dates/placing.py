"""Placing an undated article in time by the corpus around it.

An article with no date of its own most likely appeared close to the
articles that name the same people and places. Its weekday mentions then
pick the day: a report that says something happened "Sunday" in the past
tense was written on that Sunday or within the week after it.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter, defaultdict
from collections.abc import Sequence

from kg.model import PublicationDate
from kg.time.calendar import days_from
from kg.util import majority

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MIN_SHARED = 2
# A name in more dated articles than this ("United States" in a large archive) says
# little about which of them an undated article is closest to: it counts toward a
# neighbour found through a rarer name, but finds none itself. Walking its articles
# for every undated one made placing quadratic (8 s for 4,000 undated and 4,000
# dated articles sharing three such names; 2 s at half that).
COMMON_NAME = 100


def place_undated(
    dcts: Sequence[PublicationDate], names: Sequence[set[str]], times: Sequence[Sequence[tuple[str, str]]]
) -> list[PublicationDate]:
    """Date each undated article from its most similar dated neighbour.

    ``names`` are each article's entity name keys; ``times`` its time
    expressions as (text, tense). An article sharing fewer than
    :data:`MIN_SHARED` names with every dated article, or sharing only
    names of more than :data:`COMMON_NAME` dated articles, stays undated.

    >>> d = PublicationDate("2002-10-21", "dateline", 0.9)
    >>> place_undated([d, PublicationDate(None)], [{"iraq", "baghdad"}, {"iraq", "baghdad"}], [[], []])[1].value
    '2002-10-21'
    """
    out = list(dcts)
    # Dated articles by name: an undated one meets only those it shares a name with.
    naming: dict[str, list[int]] = defaultdict(list)
    for j, d in enumerate(dcts):
        if d.value:
            for name in names[j]:
                naming[name].append(j)
    common = {name: set(dated) for name, dated in naming.items() if len(dated) > COMMON_NAME}
    for i, dct in enumerate(dcts):
        if dct.value:
            continue
        counts = Counter(j for name in names[i] if name not in common for j in naming.get(name, ()))
        if not counts:
            continue
        for name in names[i] & common.keys():
            for j in common[name] & counts.keys():
                counts[j] += 1
        best = majority(counts)  # the article sharing most names; on a tie the first
        shared = counts[best]
        if shared < MIN_SHARED:
            continue
        anchor = dt.date.fromisoformat(dcts[best].value or "")
        day, how = _fit_weekdays(anchor, times[i])
        out[i] = PublicationDate(
            value=day.isoformat(),
            source="corpus",
            confidence=round(min(0.7, 0.2 + 0.05 * shared), 2),
            evidence=f"shares {shared} names with article #{best + 1} dated {anchor.isoformat()}{how}",
        )
    return out


def _fit_weekdays(anchor: dt.date, times: Sequence[tuple[str, str]]) -> tuple[dt.date, str]:
    """Move the neighbour's date so that past-tense weekdays fall on or before it, within a week."""
    named = {w for text, tense in times if tense != "future" for w in _WEEKDAYS if w in text.lower().split()}
    if len(named) != 1:
        return anchor, ""
    weekday = _WEEKDAYS.index(next(iter(named)))
    # Same-day reporting is the common case; otherwise the day after it.
    for delta in (0, 1, -1):
        day = days_from(anchor, delta)
        if day is None:
            continue  # a neighbour dated 9999-12-31 has no day after it
        if day.weekday() == weekday or (day.weekday() - 1) % 7 == weekday:
            return day, f"; consistent with '{_WEEKDAYS[weekday].title()}'"
    return anchor, ""
