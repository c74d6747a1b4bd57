"""A quoted present is the speaker's (kg.time.dating.quoted), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(ex).events]


def _quoted(text: str, times: list[tuple[str, str]], said_timex: int | None = None) -> Extraction:
    ex = _extraction(
        text,
        times,
        [{"word": "monitoring", "tense": "progressive"}, {"word": "said", "tense": "past", "timex": said_timex}],
        dct="2000-03-30",
    )
    quote = text[1 : text.index('," ')]
    return replace(ex, events=(ex.events[0], replace(ex.events[1], event_class="statement", quote=quote)))


def test_a_quoted_present_takes_the_bound_of_the_statement_that_quotes_it() -> None:
    ex = _quoted('"We are monitoring developments," the spokesman said', [])
    # not "around" the day the story runs: the spokesman spoke on or before it
    assert _times(ex) == [EventTime("2000-03-30", "before", "tense")] * 2


def test_a_quoted_present_takes_the_day_of_a_dated_statement() -> None:
    ex = _quoted('"We are monitoring developments," the spokesman said on Monday', [("Monday", "2000-03-27")], 0)
    assert _times(ex) == [EventTime("2000-03-27", "", "timex")] * 2


def test_a_present_outside_quotation_marks_is_the_articles() -> None:
    ex = _extraction(
        "Officials are monitoring developments, the spokesman said",
        [],
        [{"word": "monitoring", "tense": "progressive"}, {"word": "said", "tense": "past"}],
        dct="2000-03-30",
    )
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], event_class="statement")))
    assert _times(ex)[0] == EventTime("2000-03-30", "around", "tense")
