"""A past-perfect relative clause takes no time of its main clause (kg.time.dating.pluperfect)."""

from __future__ import annotations

from kg.model import Extraction
from kg.time.dating.placement import _calendar_values, place_events
from kg.time.dating.usable import own_date, usable_candidates
from tests.kg.time.dating.test_placement import _extraction


def _usable(ex: Extraction, index: int) -> list[str]:
    values = _calendar_values(ex)
    found = usable_candidates(ex, index, values, own_date(ex, ex.events[index]))
    return [ex.timex_spans[c.span].text for c in found]


def test_a_past_perfect_relative_clause_takes_no_time_of_its_main_clause() -> None:
    text = "In January this year, police officers who had been searching for Howes concluded he was dead"
    ex = _extraction(
        text,
        [("January this year", "1998-01")],
        [{"word": "searching", "tense": "perfect"}, {"word": "concluded", "tense": "past", "timex": 0}],
        dct="1998-02-20",
    )
    assert _usable(ex, 0) == []
    assert _usable(ex, 1) == ["January this year"]
    times = [ev.time for ev in place_events(ex).events]
    assert times[0] is None or times[0].value != "1998-01"  # at most "before" publication
    # its own time, written inside the clause, it keeps
    ex = _extraction(
        "Officers who had searched for him in January concluded he was dead",
        [("January", "1998-01")],
        [{"word": "searched", "tense": "perfect", "timex": 0}, {"word": "concluded", "tense": "past"}],
        dct="1998-02-20",
    )
    assert _usable(ex, 0) == ["January"]


def test_a_present_perfect_relative_clause_takes_no_time_of_its_main_clause() -> None:
    text = "The court Friday rejected objections to a case that has blocked the trial of two men"
    ex = _extraction(
        text,
        [("Friday", "1998-02-27")],
        [{"word": "rejected", "tense": "past", "timex": 0}, {"word": "blocked", "tense": "perfect"}],
        dct="1998-02-27",
    )
    assert _usable(ex, 0) == ["Friday"]
    assert _usable(ex, 1) == []
    times = [ev.time for ev in place_events(ex).events]
    assert times[1] is None or not times[1].exact  # at most "on or before" publication
