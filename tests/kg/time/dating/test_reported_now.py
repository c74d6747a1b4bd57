"""A present in indirect speech is the dated statement's present (kg.time.dating.reported_now)."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(ex).events]


def _reported(
    text: str, times: list[tuple[str, str]], said_timex: int | None, said: str = "said", tense: str = "past"
) -> Extraction:
    told = text[text.index("they") :]
    ex = _extraction(
        text,
        times,
        [
            {"word": said, "tense": tense, "timex": said_timex, "reported": told},
            {"word": "questioning", "tense": "progressive"},
        ],
        dct="2009-06-04",
    )
    return replace(ex, events=(replace(ex.events[0], event_class="statement"), ex.events[1]))


def test_a_reported_present_holds_on_the_day_of_the_statement() -> None:
    # "said on Monday they are questioning a man": the questioning is Monday's, not days later
    ex = _reported("Police said on Monday they are questioning a man", [("Monday", "2009-06-01")], 0)
    assert _times(ex) == [EventTime("2009-06-01", "", "timex")] * 2


def test_a_reported_present_under_an_undated_statement_keeps_its_own_placement() -> None:
    ex = _reported("Police said they are questioning a man", [], None)
    assert _times(ex)[1] == EventTime("2009-06-04", "around", "tense")


def test_a_present_statement_is_no_past_day_to_give() -> None:
    ex = _reported("Police say Monday they are questioning a man", [("Monday", "2009-06-01")], 0, "say", "present")
    assert _times(ex)[1] != EventTime("2009-06-01", "", "timex")
