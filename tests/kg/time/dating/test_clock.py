"""A bare clock time the normaliser put on the day of writing, in a paragraph about an earlier
day the text named before it (issue 51/52, round 19's ECB+ train audit: "charged with murdering
the deputy on June 24 ... arrested shortly before midnight" shown as the night of publication)."""

from __future__ import annotations

from kg.model import EventTime
from tests.kg.time.dating.test_placement import _extraction, _times


def test_a_clock_time_after_an_earlier_day_is_not_the_day_of_writing() -> None:
    text = "He shot the deputy on June 24 outside a house. He was arrested shortly before midnight"
    ex = _extraction(
        text,
        [("June 24", "2005-06-24"), ("shortly before midnight", "2005-07-26T24:00")],
        [{"word": "shot", "tense": "past", "timex": 0}, {"word": "arrested", "tense": "past", "timex": 1}],
        dct="2005-07-26",
    )
    assert _times(ex) == [EventTime("2005-06-24", "", "timex"), EventTime("2005-07-26", "before", "tense")]


def test_a_clock_time_of_the_day_of_writing_stands() -> None:
    # no earlier day told before it, or the last day told is the day of writing: it stands
    text = "Police said on Tuesday a man was shot. He was arrested shortly before midnight"
    ex = _extraction(
        text,
        [("Tuesday", "2005-07-26"), ("shortly before midnight", "2005-07-26T24:00")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "arrested", "tense": "past", "timex": 1}],
        dct="2005-07-26",
    )
    assert _times(ex)[1] == EventTime("2005-07-26T24:00", "", "timex")
    text = "He shot the deputy on June 24. Police said on Tuesday he was held. He was arrested shortly before midnight"
    ex = _extraction(
        text,
        [("June 24", "2005-06-24"), ("Tuesday", "2005-07-26"), ("shortly before midnight", "2005-07-26T24:00")],
        [{"word": "arrested", "tense": "past", "timex": 2}],
        dct="2005-07-26",
    )
    assert _times(ex) == [EventTime("2005-07-26T24:00", "", "timex")]
