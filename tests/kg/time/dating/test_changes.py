"""Times an event names but does not happen at (kg.time.dating.changes), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from kg.time.dating.changes import change_start, expected_time
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def test_the_start_of_a_change_is_not_when_it_happened() -> None:
    ex = _extraction(
        "Visitors jumped from fewer than 100,000 in 1980 to more than 300,000 last year",
        [("1980", "1980"), ("last year", "1997")],
        [{"word": "jumped", "tense": "past", "timex": 0}],
        dct="1998-09-07",
    )
    assert change_start(ex, 0) and not change_start(ex, 1)
    assert [ev.time for ev in place_events(ex).events][0] != EventTime("1980", "", "timex")
    ex = _extraction(
        "He glossed over warnings from Moscow on Thursday that strikes could harm relations to the west",
        [("Thursday", "1998-02-12")],
        [{"word": "glossed", "tense": "past"}],
        dct="1998-02-13",
    )
    assert not change_start(ex, 0)  # no amount: "from Moscow" is where the warnings came from


def test_the_time_of_a_figure_right_after_from_is_the_figures() -> None:
    # no "to" after it: the decline is of the past two weeks, Oct. 9 the price it started from
    ex = _extraction(
        "The stock's decline accelerated in the past two weeks, from a price of $8 a share on Oct. 9",
        [("Oct. 9", "1989-10-09")],
        [{"word": "accelerated", "tense": "past", "timex": 0}],
        dct="1989-10-26",
    )
    assert change_start(ex, 0)
    assert [ev.time for ev in place_events(ex).events] == [EventTime("1989-10-26", "before", "tense")]
    ex = _extraction(
        "The rate fell to 3.8 percent last month from 4.1 percent in December",
        [("last month", "1998-01"), ("December", "1997-12")],
        [{"word": "fell", "tense": "past", "timex": 0}],
        dct="1998-02-06",
    )
    assert change_start(ex, 1) and not change_start(ex, 0)
    # words between "from" and the figure: where it came from, the time the act's
    ex = _extraction(
        "The bank bought shares from Fiat for $10 million on Monday",
        [("Monday", "1989-10-23")],
        [{"word": "bought", "tense": "past", "timex": 0}],
        dct="1989-10-26",
    )
    assert not change_start(ex, 0)
    assert [ev.time for ev in place_events(ex).events] == [EventTime("1989-10-23", "", "timex")]


def test_what_is_expected_is_not_when_it_is_expected() -> None:
    ex = _extraction(
        "Holders will receive $3,500 a share at closing, which is expected in December",
        [("December", "1989-12")],
        [{"word": "expected", "tense": "present", "timex": 0, "timeml_class": "I_STATE"}],
        dct="1989-11-02",
    )
    ex = replace(ex, events=(replace(ex.events[0], lemma="expect"),))
    assert expected_time(ex, ex.events[0], 0)
    assert [ev.time for ev in place_events(ex).events] == [EventTime("1989-11-02", "around", "tense")]


def test_what_is_hoped_for_is_not_when_it_is_hoped() -> None:
    ex = _extraction(
        "The party took 13 percent of the vote and hopes to win its first seats this September",
        [("this September", "1998-09")],
        [{"word": "hopes", "tense": "present", "timeml_class": "I_STATE"}],
        dct="1998-06-26",
    )
    ex = replace(ex, events=(replace(ex.events[0], lemma="hope"),))
    assert expected_time(ex, ex.events[0], 0)
