"""A time joined to another by "and"/"or" is half of an event's time (kg.time.dating.coordinated), on hand-made records."""

from __future__ import annotations

from kg.model import EventTime
from kg.time.dating.coordinated import coordinated
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def test_a_time_joined_to_another_dates_no_event_alone() -> None:
    ex = _extraction(
        "The issue aroused vitriol in the late 1980s and early 1990s",
        [("the late 1980s", "198"), ("early 1990s", "199")],
        [{"word": "aroused", "tense": "past", "timex": 0}],
        dct="1998-10-25",
    )
    assert coordinated(ex, 0) and coordinated(ex, 1)
    assert [ev.time for ev in place_events(ex).events] == [EventTime("1998-10-25", "before", "tense")]
    # "ended the war four years ago and now are poised": the present opens another clause
    ex = _extraction(
        "Warplanes helped end the war four years ago and now are poised to intervene",
        [("four years ago", "1995"), ("now", "PRESENT_REF")],
        [{"word": "end", "tense": "past", "timex": 0}],
        dct="1999-03-12",
    )
    assert not coordinated(ex, 0)
    # two clauses joined by ", and", each with its own time
    ex = _extraction(
        "He started Apple in 1976, and in 1984 the Macintosh was released",
        [("1976", "1976"), ("1984", "1984")],
        [{"word": "started", "tense": "past", "timex": 0}, {"word": "released", "tense": "past", "timex": 1}],
        dct="2011-10-06",
    )
    assert not coordinated(ex, 0) and not coordinated(ex, 1)
