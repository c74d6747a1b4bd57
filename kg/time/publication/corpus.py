"""Publication dates the articles cannot give themselves, taken from the others' dates.

One set of rules for ``kg build``, which knows each article's story, and ``kg read``, which
knows none (every article is then a story of its own, and only a dateline's year is taken):

1. A dateline without a year (:attr:`~kg.model.PublicationDate.partial`) takes the year that
   brings its day nearest the dates its story's articles give themselves
   (:data:`~kg.time.publication.sources.FIRST_KIND`), else its story's body dates, else every
   article's own dates; only when they put its day in one year
   (:func:`~kg.time.publication.dct.complete_partial`).
2. An article with no date at all takes its story's date when those agree
   (:func:`~kg.time.publication.placing.place_undated`).
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Hashable, Sequence

from kg.model import PublicationDate
from kg.time.publication.dct import complete_partial
from kg.time.publication.placing import place_undated
from kg.time.publication.sources import FIRST_KIND, TEXT


def corpus_dates(
    dcts: Sequence[PublicationDate],
    stories: Sequence[Hashable],
    times: Sequence[Sequence[tuple[str, str]]],
) -> list[PublicationDate]:
    """Each article's publication date once the others' have been read (rules 1 and 2 above).

    ``stories`` is each article's story (any key; ``None`` is a story of its own), ``times`` its
    time expressions as (text, tense), as :func:`~kg.time.publication.placing.place_undated` reads them.

    >>> own = PublicationDate("2002-10-21", "dateline", 0.95)
    >>> yearless = PublicationDate(None, "dateline", 0.6, "RABAT, Oct. 22 -", partial="10-22")
    >>> [d.value for d in corpus_dates([own, yearless, PublicationDate(None)], [None] * 3, [[]] * 3)]
    ['2002-10-21', '2002-10-22', None]
    """
    hints = year_hints(dcts, stories)
    completed = [
        complete_partial(dct, hint) if dct.value is None and dct.partial else dct
        for dct, hint in zip(dcts, hints, strict=True)
    ]
    return place_undated(completed, stories, times)


def year_hints(dcts: Sequence[PublicationDate], stories: Sequence[Hashable]) -> list[list[dt.date]]:
    """The dates each article's yearless dateline takes its year from (rule 1): its story's own
    dates, else its story's body dates, else every article's own dates."""
    own: dict[Hashable, list[dt.date]] = defaultdict(list)
    from_text: dict[Hashable, list[dt.date]] = defaultdict(list)
    for dct, story in zip(dcts, stories, strict=True):
        if dct.value and dct.source in FIRST_KIND:
            own[story].append(dt.date.fromisoformat(dct.value))
        elif dct.value and dct.source == TEXT and story is not None:
            from_text[story].append(dt.date.fromisoformat(dct.value))
    everywhere = [day for days in own.values() for day in days]
    return [
        ((own.get(story) or from_text.get(story) or []) if story is not None else []) or everywhere for story in stories
    ]
