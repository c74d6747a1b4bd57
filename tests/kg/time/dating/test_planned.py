"""A time written in what a planning verb names is the planned occasion's (kg.time.dating.planned)."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating.planned import planned_things_time
from tests.kg.time.dating.test_placement import _extraction, _times

TEXT = (
    "Protesters planned a large march in the city on Saturday and were planning to drive around the airport on Monday"
)


def _plan(ex: Extraction) -> Extraction:
    """``ex`` with its "planned" event's lemma "plan"."""
    return replace(ex, events=tuple(replace(e, lemma="plan") if e.trigger == "planned" else e for e in ex.events))


def _planned(dct: str = "2000-01-07") -> Extraction:
    at = TEXT.index("a large march")
    made = _extraction(
        TEXT,
        [("Saturday", "2000-01-01"), ("Monday", "2000-01-10")],
        [
            {"word": "planned", "tense": "past", "timex": 0, "object_span": (at, at + len("a large march"))},
            {"word": "march", "nominal": True, "factuality": "future"},
            {"word": "planning", "tense": "past", "timex": 0},
            {"word": "drive", "factuality": "future", "timex": 1},
        ],
        dct=dct,
    )
    return _plan(made)


def test_a_time_after_a_planned_occasion_dates_neither_the_planning_nor_a_conjunct() -> None:
    ex = _planned()
    planned, march, planning, drive = ex.events
    for ev in (planned, planning):
        assert planned_things_time(ex, ev, 0)
    assert not planned_things_time(ex, march, 0)  # the occasion's own
    assert not planned_things_time(ex, drive, 1)  # another verb's clause
    times = _times(ex)
    assert times[0] == EventTime("2000-01-07", "before", "tense")
    assert times[2] == EventTime("2000-01-07", "before", "tense")
    assert times[3] == EventTime("2000-01-10", "", "timex")


def test_a_time_before_the_object_stays_the_planning_verbs() -> None:
    text = "Protesters planned on Saturday a large march"
    at = text.index("a large march")
    ex = _extraction(
        text,
        [("Saturday", "2000-01-01")],
        [{"word": "planned", "tense": "past", "timex": 0, "object_span": (at, len(text))}],
        dct="2000-01-07",
    )
    ex = _plan(ex)
    assert not planned_things_time(ex, ex.events[0], 0)
    assert _times(ex) == [EventTime("2000-01-01", "", "timex")]
