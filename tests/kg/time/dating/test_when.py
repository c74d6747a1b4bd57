"""A time a "when" clause explains dates that clause's verbs (kg.time.dating.when), on hand-made records."""

from __future__ import annotations

from kg.model import EventTime
from kg.time.dating.placement import place_events
from kg.time.dating.when import when_clause_time
from tests.kg.time.dating.test_placement import _extraction


def test_the_verbs_of_a_when_clause_happen_within_its_time() -> None:
    ex = _extraction(
        "The minister, who lived in London from 1968, when the army invaded the country, until 1989, said he was glad",
        [("1968", "1968"), ("1989", "1989")],
        [
            {"word": "lived", "tense": "past", "timex": 0},
            {"word": "invaded", "tense": "past"},
            {"word": "said", "tense": "past", "timeml_class": "REPORTING"},
        ],
        dct="1999-03-12",
    )
    values = {0: "1968", 1: "1989"}
    assert [when_clause_time(ex, ev, values) for ev in ex.events] == [None, "1968", None]
    placed = [ev.time for ev in place_events(ex).events]
    assert placed[1] == EventTime("1968", "", "timex")
    assert placed[2] == EventTime("1999-03-12", "before", "tense")  # the main clause's saying is not dated by it


def test_a_since_limit_with_a_when_clause_dates_that_clause() -> None:
    # "since November" bounds the caring; the finding happened in November.
    ex = _extraction(
        "His relatives have cared for him since November, when he was found clinging to a tube",
        [("November", "1999-11")],
        [
            {"word": "cared", "tense": "perfect"},
            {"word": "found", "tense": "past"},
            {"word": "clinging", "tense": "progressive"},
        ],
        dct="2000-04-17",
    )
    placed = [ev.time for ev in place_events(ex).events]
    assert placed[0] == EventTime("2000-04-17", "before", "tense")
    assert placed[1] == placed[2] == EventTime("1999-11", "", "timex")


def test_a_noun_or_a_later_clause_is_left_alone() -> None:
    ex = _extraction(
        "In 1968, when he wrote of the revolution, the censors banned the book",
        [("1968", "1968")],
        [
            {"word": "wrote", "tense": "past"},
            {"word": "revolution", "nominal": True},
            {"word": "banned", "tense": "past"},
        ],
        dct="1999-03-12",
    )
    values = {0: "1968"}
    assert [when_clause_time(ex, ev, values) for ev in ex.events] == ["1968", None, None]


def test_an_as_or_while_clause_right_after_a_time_shares_it() -> None:
    ex = _extraction(
        "He was shot on Friday night as he stood in his kitchen, and the police came as well as the fire brigade",
        [("Friday night", "1998-10-23TNI")],
        [
            {"word": "shot", "tense": "past", "timex": 0},
            {"word": "stood", "tense": "past"},
            {"word": "came", "tense": "past"},
        ],
        dct="1998-10-26",
    )
    values = {0: "1998-10-23TNI"}
    assert [when_clause_time(ex, ev, values) for ev in ex.events] == [None, "1998-10-23TNI", None]
    assert [ev.time for ev in place_events(ex).events][1] == EventTime("1998-10-23TNI", "", "timex")


def test_a_clefts_that_clause_happens_at_its_time() -> None:
    ex = _extraction(
        "But it was not until Tuesday that the president revealed the letter, which aides had drafted",
        [("Tuesday", "2000-03-28")],
        [{"word": "revealed", "tense": "past"}, {"word": "drafted", "tense": "past"}],
        dct="2000-03-29",
    )
    values = {0: "2000-03-28"}
    assert [when_clause_time(ex, ev, values) for ev in ex.events] == ["2000-03-28", None]
    assert [ev.time for ev in place_events(ex).events][0] == EventTime("2000-03-28", "", "timex")
    said = _extraction(
        "The minister said on Tuesday that the army withdrew",
        [("Tuesday", "2000-03-28")],
        [{"word": "withdrew", "tense": "past"}],
        dct="2000-03-29",
    )
    assert when_clause_time(said, said.events[0], values) is None  # no cleft: what was said


def test_a_time_the_verb_governs_itself_stands() -> None:
    # "... of early December, when thousands rallied in the biggest gatherings since the
    # revolution that brought Castro to power 41 years ago": brought has its own time.
    ex = _extraction(
        "It marked a return to the protests of early December, when crowds rallied as never since the revolution that brought him to power 41 years ago",
        [("early December", "1999-12"), ("41 years ago", "1959")],
        [{"word": "rallied", "tense": "past"}, {"word": "brought", "tense": "past", "timex": 1}],
        dct="2000-01-15",
    )
    values = {0: "1999-12", 1: "1959"}
    assert [when_clause_time(ex, ev, values) for ev in ex.events] == ["1999-12", None]
    assert [ev.time for ev in place_events(ex).events][1] == EventTime("1959", "", "timex")


def test_what_happens_any_time_something_does_happens_on_no_one_day() -> None:
    from kg.time.dating.when import habitual

    ex = _extraction(
        "There is a lot of anger here today. Any time a plant goes to one shift, it puts them in limbo",
        [("today", "2006-01-23")],
        [{"word": "goes", "tense": "present"}, {"word": "puts", "tense": "present"}],
        dct="2006-01-23",
    )
    assert habitual(ex, ex.events[1])
    assert [ev.time for ev in place_events(ex).events] == [None, None]
    once = _extraction(
        "There is a lot of anger here today. The plant goes to one shift and it puts them in limbo",
        [("today", "2006-01-23")],
        [{"word": "goes", "tense": "present"}, {"word": "puts", "tense": "present"}],
        dct="2006-01-23",
    )
    assert not habitual(once, once.events[1])
    assert place_events(once).events[1].time is not None


def test_a_verb_of_a_clause_opened_inside_the_when_clause_is_left_alone() -> None:
    # the rallying was in December; the revolution that brought him to power was not, nor what
    # the minister said had happened
    ex = _extraction(
        "It recalled December, when crowds rallied in the biggest gatherings since the revolution that brought him"
        " to power. It was not until Tuesday that the minister revealed that talks had failed",
        [("December", "1999-12"), ("Tuesday", "2000-01-11")],
        [
            {"word": "rallied", "tense": "past"},
            {"word": "brought", "tense": "past"},
            {"word": "revealed", "tense": "past"},
            {"word": "failed", "tense": "past"},
        ],
        dct="2000-01-15",
    )
    values = {0: "1999-12", 1: "2000-01-11"}
    assert [when_clause_time(ex, ev, values) for ev in ex.events] == ["1999-12", None, "2000-01-11", None]
