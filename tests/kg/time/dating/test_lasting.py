"""An event that lasts longer than the time it is placed in keeps only its tense's bound (kg.time.dating.lasting)."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating.lasting import lasting_bounds, lasting_days
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def _stretch(ex: Extraction, number: int, value: str) -> Extraction:
    """``ex`` with time ``number`` a DURATION of ``value`` (the records' helper makes DATEs)."""
    timexes = list(ex.timexes)
    timexes[number] = replace(timexes[number], type="DURATION", value=value, granularity="duration")
    return replace(ex, timexes=tuple(timexes))


def _clinging(stretch: str = "for two days", value: str = "P2D") -> Extraction:
    text = f"The boy clung to an inner tube {stretch} and was plucked from the Atlantic on Thanksgiving Day"
    words = stretch.split(" ", 1)[1]
    ex = _extraction(
        text,
        [(words, value), ("Thanksgiving Day", "1999-11-25")],
        [{"word": "clung", "tense": "past", "timex": 0}, {"word": "plucked", "tense": "past", "timex": 1}],
        dct="2000-01-06",
    )
    return _stretch(ex, 0, value)


def test_a_verb_that_lasted_two_days_is_on_no_day_its_sentence_names() -> None:
    times = [ev.time for ev in place_events(_clinging()).events]
    assert times[0] == EventTime("2000-01-06", "before", "tense")  # at most by publication, no false day
    assert times[1] == EventTime("1999-11-25", "", "timex")


def test_an_exact_day_given_to_a_lasting_verb_becomes_its_tenses_bound() -> None:
    ex = _clinging()
    placed = [EventTime("1999-11-25", "", "relation"), EventTime("1999-11-25", "", "timex")]
    assert lasting_bounds(ex, placed) == [EventTime("2000-01-06", "before", "tense"), placed[1]]


def test_for_weeks_outlasts_a_day_but_not_a_month() -> None:
    ex = _clinging("for weeks", "PXW")
    assert lasting_days(ex, ex.events[0]) == 14.0
    by_month = [EventTime("1999-11", "", "relation"), None]
    assert lasting_bounds(ex, by_month) == by_month  # weeks may lie within a month
    assert lasting_bounds(ex, [EventTime("1999-11-25", "", "relation"), None])[0] == EventTime(
        "2000-01-06", "before", "tense"
    )


def test_a_stretch_shorter_than_the_day_leaves_the_day() -> None:
    ex = _clinging("for an hour", "PT1H")
    placed = [EventTime("1999-11-25", "", "relation"), None]
    assert lasting_bounds(ex, placed) == placed  # "held on for an hour on Thanksgiving Day": within it


def test_a_stretch_that_says_when_is_no_length() -> None:
    ex = _clinging("within two days", "P2D")
    assert lasting_days(ex, ex.events[0]) is None  # "within two days" says when, not how long
    placed = [EventTime("1999-11-25", "", "relation"), None]
    assert lasting_bounds(ex, placed) == placed
