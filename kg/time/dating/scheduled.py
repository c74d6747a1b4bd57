"""What the simple present puts on a later day: a schedule, still to come.

"The appointment takes effect Nov. 13", in an article of 2 November: English tells a timetable
in the present, and a day after the article's own cannot have happened when it was written. The
parse reads such a verb as a fact (:mod:`kg.extract.factuality` has no date to go by); once the
times are normalised, an event whose own written date ("Nov. 13", "Dec. 1, 1989": a numeral, not
"Friday", whose reading may itself lean on the tense) falls after the publication day is
``future``. Pure functions over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.model import EventMention, Extraction

_WRITTEN_DATE = re.compile(r"\d")
# "is scheduled for completion by Dec. 10": the schedule holds now; the date is what it plans.
PLANNING = frozenset("schedule slate set plan expect intend".split())
_CALENDAR = re.compile(r"^\d{4}-\d{2}(?:-\d{2})?")


def scheduled(ex: Extraction) -> Extraction:
    """``ex`` with the simple-present verbs its later written dates place marked ``future``."""
    day = ex.dct.value
    if not day or not ex.events:
        return ex
    events = tuple(replace(ev, factuality="future") if _later(ex, ev, day) else ev for ev in ex.events)
    return ex if events == ex.events else replace(ex, events=events)


def _later(ex: Extraction, ev: EventMention, day: str) -> bool:
    if ev.nominal or ev.tense != "present" or ev.factuality not in ("", "fact") or ev.timex is None:
        return False
    if ev.lemma in PLANNING or ev.timeml_class in ("I_ACTION", "I_STATE"):
        return False
    span = ex.timex_spans[ev.timex]
    if not _WRITTEN_DATE.search(ex.article.text[span.start : span.end]):
        return False
    found = _CALENDAR.match(ex.governed_date(ev) or "")
    if found is None:
        return False
    # A day after the publication's day, or a month after its month.
    value = found.group()
    return value > day[: len(value)]
