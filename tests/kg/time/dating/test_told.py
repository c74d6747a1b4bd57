"""What a verb of telling or learning takes as its "that" clause is not dated by the verb's time
(kg.time.dating.told)."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating.told import in_told_clause
from tests.kg.time.dating.test_placement import _extraction, _times


def _lemma(ex: Extraction, index: int, lemma: str) -> Extraction:
    events = list(ex.events)
    events[index] = replace(events[index], lemma=lemma)
    return replace(ex, events=tuple(events))


def test_what_one_is_informed_of_is_not_dated_by_the_informing() -> None:
    ex = _extraction(
        "The company said it was informed Friday that it violated the policy",
        [("Friday", "1999-02-05")],
        [
            {"word": "said", "tense": "past"},
            {"word": "informed", "tense": "past", "timex": 0},
            {"word": "violated", "tense": "past"},
        ],
        dct="1999-02-06",
    )
    ex = _lemma(ex, 1, "inform")
    assert in_told_clause(ex, ex.events[2], [ex.events[1]])
    times = _times(ex)
    assert times[1] == EventTime("1999-02-05", "", "timex")
    assert times[2] is None or times[2].value != "1999-02-05"
    # told by someone, the time before: "asked Thursday, but was told by officials that he had to apply"
    ex = _extraction(
        "He asked for a visa Thursday, but was told by officials that he had to apply in Havana",
        [("Thursday", "2000-03-30")],
        [
            {"word": "asked", "tense": "past", "timex": 0},
            {"word": "told", "tense": "past", "timex": 0},
            {"word": "apply", "tense": "past"},
        ],
        dct="2000-03-30",
    )
    ex = _lemma(_lemma(ex, 0, "ask"), 1, "tell")
    assert in_told_clause(ex, ex.events[2], [ex.events[0], ex.events[1]])


def test_a_verb_of_another_kind_or_no_that_clause_is_left_alone() -> None:
    ex = _extraction(
        "Police arrested him Friday after he violated the order",
        [("Friday", "1999-02-05")],
        [{"word": "arrested", "tense": "past", "timex": 0}, {"word": "violated", "tense": "past"}],
        dct="1999-02-06",
    )
    assert not in_told_clause(ex, ex.events[1], [_lemma(ex, 0, "arrest").events[0]])
    ex = _lemma(
        _extraction(
            "He was told Friday, and he left",
            [("Friday", "1999-02-05")],
            [{"word": "told", "tense": "past", "timex": 0}, {"word": "left", "tense": "past"}],
            dct="1999-02-06",
        ),
        0,
        "tell",
    )
    assert not in_told_clause(ex, ex.events[1], [ex.events[0]])
