"""The simple present on a later written day is a schedule (kg.time.dating.scheduled), on hand-made
records (issue 52: "The appointment takes effect Nov. 13", in an article of 2 November, was
drawn as having happened)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.time.dating.scheduled import scheduled
from tests.kg.time.dating.test_placement import _extraction

_LEMMAS = {"takes": "take", "took": "take", "scheduled": "schedule", "meets": "meet", "resumes": "resume"}


@pytest.mark.parametrize(
    ("text", "word", "time", "value", "tense", "expected"),
    [
        ("The appointment takes effect Nov. 13", "takes", "Nov. 13", "1989-11-13", "present", "future"),
        ("The new rules take effect in December 1989", "take", "December 1989", "1989-12", "present", "future"),
        # the publication's own day, an earlier day, a past tense: as told
        ("The appointment takes effect Nov. 2", "takes", "Nov. 2", "1989-11-02", "present", "fact"),
        ("The appointment takes effect Oct. 13", "takes", "Oct. 13", "1989-10-13", "present", "fact"),
        ("The appointment took effect Nov. 13", "took", "Nov. 13", "1988-11-13", "past", "fact"),
        # the schedule itself holds now
        ("The deal is scheduled for completion by Dec. 10", "scheduled", "Dec. 10", "1989-12-10", "present", "fact"),
        # a weekday's reading may lean on the tense: no written date, no schedule
        ("The board meets Friday", "meets", "Friday", "1989-11-03", "present", "fact"),
        # a week is no calendar day or month
        ("Trading resumes in week 45", "resumes", "week 45", "1989-W45", "present", "fact"),
    ],
)
def test_a_present_on_a_later_written_day_is_to_come(text, word, time, value, tense, expected) -> None:
    ex = _extraction(text, [(time, value)], [{"word": word, "tense": tense, "timex": 0}], dct="1989-11-02")
    ex = replace(ex, events=(replace(ex.events[0], lemma=_LEMMAS.get(word, word)),))
    assert scheduled(ex).events[0].factuality == expected


def test_a_noun_and_an_undated_article_are_left_alone() -> None:
    ex = _extraction(
        "The appointment takes effect Nov. 13",
        [("Nov. 13", "1989-11-13")],
        [{"word": "appointment", "nominal": True, "timex": 0}],
        dct="1989-11-02",
    )
    assert scheduled(ex).events[0].factuality == "fact"
    undated = _extraction(
        "The appointment takes effect Nov. 13",
        [("Nov. 13", "1989-11-13")],
        [{"word": "takes", "tense": "present", "timex": 0}],
        dct=None,
    )
    assert scheduled(undated) is undated
