"""A time inside an aside dates only the aside (kg.time.dating.asides), on hand-made records."""

from __future__ import annotations

from kg.model import EventTime
from kg.time.dating.asides import in_aside
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def test_a_relative_clauses_time_is_not_the_main_clauses() -> None:
    ex = _extraction(
        "The minister, who fled in 1948, made no secret of her joy",
        [("1948", "1948")],
        [{"word": "fled", "tense": "past"}, {"word": "made", "tense": "past"}],
        dct="1999-03-12",
    )
    assert [in_aside(ex, ev, 0) for ev in ex.events] == [False, True]
    assert [ev.time for ev in place_events(ex).events][1] == EventTime("1999-03-12", "before", "tense")


def test_a_parenthesis_and_a_clause_running_to_the_end() -> None:
    ex = _extraction(
        "The law (passed in 1994) was cited by the senator, who sponsored it in 1993",
        [("1994", "1994"), ("1993", "1993")],
        [
            {"word": "passed", "tense": "past"},
            {"word": "cited", "tense": "past"},
            {"word": "sponsored", "tense": "past"},
        ],
        dct="1998-10-26",
    )
    assert [in_aside(ex, ev, 0) for ev in ex.events] == [False, True, True]
    assert [in_aside(ex, ev, 1) for ev in ex.events] == [True, True, False]


def test_a_later_relative_clauses_time_is_its_verbs() -> None:
    # "paid tribute to the men who launched the revolution four decades ago": the paying was not.
    ex = _extraction(
        "Thousands paid tribute to the men who launched the revolution four decades ago in a rally",
        [("four decades ago", "1960")],
        [{"word": "paid", "tense": "past"}, {"word": "launched", "tense": "past", "timex": 0}],
        dct="2000-04-01",
    )
    assert [in_aside(ex, ev, 0) for ev in ex.events] == [True, False]
    assert [ev.time for ev in place_events(ex).events][0] == EventTime("2000-04-01", "before", "tense")


def test_a_verb_of_a_relative_clause_keeps_out_the_main_clauses_time() -> None:
    # "GM, which has filed for bankruptcy, announced on Friday": the filing was earlier.
    ex = _extraction(
        "Some background first. The carmaker, which has filed for bankruptcy protection, announced on Friday a sale",
        [("Friday", "2009-06-05")],
        [{"word": "filed", "tense": "perfect"}, {"word": "announced", "tense": "past", "timex": 0}],
        dct="2009-06-05",
    )
    assert [in_aside(ex, ev, 0) for ev in ex.events] == [True, False]
    assert [ev.time for ev in place_events(ex).events] == [
        EventTime("2009-06-05", "before", "tense"),
        EventTime("2009-06-05", "", "timex"),
    ]


def test_a_relative_clause_after_an_appositives_noun_keeps_out_the_main_clauses_time() -> None:
    # "GM, an American automaker which has filed for bankruptcy protection, announced on Friday"
    ex = _extraction(
        "Some background first. Acme, an American carmaker which has filed for bankruptcy, announced on Friday a sale",
        [("Friday", "2009-06-05")],
        [{"word": "filed", "tense": "perfect"}, {"word": "announced", "tense": "past", "timex": 0}],
        dct="2009-06-05",
    )
    assert [in_aside(ex, ev, 0) for ev in ex.events] == [True, False]
    assert [ev.time for ev in place_events(ex).events][0] == EventTime("2009-06-05", "before", "tense")


def test_a_participle_clauses_time_is_its_own() -> None:
    # "sold the last of its shares, losing $9 billion on its bailout in 2008": the sale was not.
    ex = _extraction(
        "Some background first. The government sold the last of its shares, losing $9 billion on its bailout in 2008",
        [("2008", "2008")],
        [{"word": "sold", "tense": "past"}, {"word": "losing", "tense": ""}],
        dct="2013-12-10",
    )
    assert [in_aside(ex, ev, 0) for ev in ex.events] == [True, False]
    assert [ev.time for ev in place_events(ex).events][0] == EventTime("2013-12-10", "before", "tense")
