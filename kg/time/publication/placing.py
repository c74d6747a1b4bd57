"""Placing an undated article in time by the other articles of its story.

An article with no date of its own was most likely written when the rest of its story
was, but only the dates articles give themselves (:data:`~kg.time.publication.sources.FIRST_KIND`:
metadata, a dateline, a date line) are spread: a date guessed from a body's text or from
another neighbour is not evidence for a third article. The story's dates must agree
(within a day): a story whose articles span weeks dates no undated article, since which
of its days it belongs to is unknown. Its weekday mentions then pick the day: a report
that says something happened "Sunday" in the past tense was written on that Sunday or
the day after.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Hashable, Sequence

from kg.model import PublicationDate
from kg.time.calendar import days_from
from kg.time.publication.sources import CONFIDENCE, CORPUS, FIRST_KIND

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# Dates of one story further apart than this disagree: its undated articles stay undated.
AGREE_DAYS = 1


def place_undated(
    dcts: Sequence[PublicationDate], stories: Sequence[Hashable], times: Sequence[Sequence[tuple[str, str]]]
) -> list[PublicationDate]:
    """Date each undated article from the first-kind dates of its story, when they agree.

    ``stories`` is each article's story (any key; ``None`` is a story of its own);
    ``times`` its time expressions as (text, tense).

    >>> d = PublicationDate("2002-10-21", "dateline", 0.9)
    >>> place_undated([d, PublicationDate(None)], ["s", "s"], [[], []])[1].value
    '2002-10-21'
    >>> place_undated([d, PublicationDate("2002-11-02", "metadata", 1.0), PublicationDate(None)], ["s"] * 3, [[]] * 3)[2].value
    """
    dated: dict[Hashable, list[dt.date]] = defaultdict(list)
    for dct, story in zip(dcts, stories, strict=True):
        if dct.value and dct.source in FIRST_KIND and story is not None:
            dated[story].append(dt.date.fromisoformat(dct.value))
    out = list(dcts)
    for i, dct in enumerate(dcts):
        days = dated.get(stories[i]) if stories[i] is not None else None
        if dct.value or not days or (max(days) - min(days)).days > AGREE_DAYS:
            continue
        anchor = max(days)
        day, how = _fit_weekdays(anchor, times[i])
        n = len(days)
        out[i] = PublicationDate(
            value=day.isoformat(),
            source=CORPUS,
            confidence=CONFIDENCE[CORPUS],
            evidence=f"its story's {n} dated article{'s' if n > 1 else ''}: {anchor.isoformat()}{how}",
        )
    return out


def _fit_weekdays(anchor: dt.date, times: Sequence[tuple[str, str]]) -> tuple[dt.date, str]:
    """Move the story's date so that past-tense weekdays fall on or before it, within a day."""
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
