"""Statements told on the story's day when that is the publication's (kg.time.dating.reportday)."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def _said(ex: Extraction) -> Extraction:
    """``ex`` with its events whose trigger is a saying made statements."""
    return replace(
        ex,
        events=tuple(
            replace(e, event_class="statement", timeml_class="REPORTING") if e.lemma == "said" else e for e in ex.events
        ),
    )


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(_said(ex)).events]


def test_a_statement_after_the_story_names_its_own_day_is_of_that_day() -> None:
    ex = _extraction(
        "Three countries today became members of the alliance. We are back in the family, the minister said",
        [("today", "1999-03-12")],
        [{"word": "became", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
        dct="1999-03-12",
    )
    assert _times(ex)[1] == EventTime("1999-03-12", "", "narrative")


def test_another_day_no_day_or_an_earlier_past_keeps_the_bound() -> None:
    bound = EventTime("1999-03-12", "before", "tense")
    other_day = _extraction(
        "Three countries today became members. The talks opened on Tuesday. The deal was fair, the minister said",
        [("today", "1999-03-12"), ("Tuesday", "1999-03-09")],
        [
            {"word": "became", "tense": "past", "timex": 0},
            {"word": "opened", "tense": "past", "timex": 1},
            {"word": "said", "tense": "past"},
        ],
        dct="1999-03-12",
    )
    assert _times(other_day)[2] == bound  # the story was last at Tuesday
    no_day = _extraction(
        "Three countries became members. We are back in the family, the minister said",
        [],
        [{"word": "became", "tense": "past"}, {"word": "said", "tense": "past"}],
        dct="1999-03-12",
    )
    assert _times(no_day)[1] == bound  # the publication day alone is no evidence
    earlier = _extraction(
        "Three countries today became members. The minister had said the deal was fair",
        [("today", "1999-03-12")],
        [{"word": "became", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
        dct="1999-03-12",
    )
    assert _times(earlier)[1] == bound  # "had said": before the story's day
    act = _extraction(
        "Three countries today became members. Their troops left the old bases",
        [("today", "1999-03-12")],
        [{"word": "became", "tense": "past", "timex": 0}, {"word": "left", "tense": "past"}],
        dct="1999-03-12",
    )
    assert _times(act)[1] == bound  # not a statement: no report of the day
