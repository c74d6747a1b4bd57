"""A bare clock time and the day it is on: "was shot at 10 p.m.", "arrested shortly before
midnight" say no day, and the normaliser puts them on the publication's. That is right for a
story of the last night; it is wrong in a paragraph that tells of an earlier day the article
named before it ("charged with murdering the deputy on June 24 ... He was arrested shortly
before midnight": the night of June 24, not of the day of writing). Better undated than a day
the text does not give. Pure functions over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import Extraction
from kg.time.values import value_interval

# A clock time with no day in its words: "at 10 p.m.", "about 6 a.m.", "noon", "1630 GMT".
BARE_CLOCK = re.compile(
    r"^(about |around |at |shortly (before|after) )?(\d{1,2}(:\d\d)? ?[ap]\.?m\.?|\d{1,2}:\d\d|\d{4}|noon|midnight)"
    r"( (local time|[A-Z]{2,4}))?$",
    re.I,
)


def day_unsaid(ex: Extraction, number: int, value: str, values: dict[int, str]) -> bool:
    """Whether time ``number`` is a bare clock time ("was shot at 10 p.m.") on a day that is
    neither the publication's nor the day before, nor a day its sentence or the one before
    names: the day is the story's last one, which a paragraph about an earlier night need not
    be; or on the publication's day (or the one before) while the last day the text named
    before it is an earlier one (:func:`earlier_day_told`)."""
    span = ex.timex_spans[number]
    if not BARE_CLOCK.match(span.text) or len(value) < 10:
        return False
    day = value[:10]
    near = (ex.timex_spans[n].sentence for n, v in values.items() if n != number and v[:10] == day)
    if any(span.sentence - 1 <= s <= span.sentence for s in near):
        return False  # "on Monday ... at 10 p.m.": its day is named beside it
    today = value_interval(ex.dct.value[:10]) if ex.dct.value else None
    interval = value_interval(day)
    if today is not None and interval is not None and 0 <= (today[0] - interval[0]).days <= 1:
        return earlier_day_told(ex, number, values, today[0].toordinal() - 1)
    return True


def earlier_day_told(ex: Extraction, number: int, values: dict[int, str], yesterday: int) -> bool:
    """Whether the last day-level date the text gives before time ``number`` is a day before
    ``yesterday`` (an ordinal): the paragraph tells of that day, not of the day of writing."""
    start = ex.timex_spans[number].start
    before = [
        (ex.timex_spans[n].start, v)
        for n, v in values.items()
        if n != number and ex.timex_spans[n].start < start and len(v) >= 10 and v[:1].isdigit()
    ]
    if not before:
        return False
    _, last = max(before)
    interval = value_interval(last[:10])
    return interval is not None and interval[0].toordinal() < yesterday
