"""A past verb of a relative clause on a noun takes no time written before the noun
(kg.time.dating.noun_clauses)."""

from __future__ import annotations

from kg.model import EventTime
from kg.time.dating.noun_clauses import in_noun_relative
from tests.kg.time.dating.test_placement import _extraction, _times


def test_a_relative_clauses_verb_and_its_conjunct_take_no_time_of_the_main_clause() -> None:
    text = "Albright headed Tuesday to Africa after the bombings that targeted US embassies, but mostly claimed African lives"
    ex = _extraction(
        text,
        [("Tuesday", "1998-08-11")],
        [
            {"word": "headed", "tense": "past", "timex": 0},
            {"word": "targeted", "tense": "past"},
            {"word": "claimed", "tense": "past", "timex": 0},
        ],
        dct="1998-08-17",
    )
    assert not in_noun_relative(ex, ex.events[0], 0)
    assert in_noun_relative(ex, ex.events[1], 0) and in_noun_relative(ex, ex.events[2], 0)
    assert _times(ex) == [EventTime("1998-08-11", "", "timex")] + [EventTime("1998-08-17", "before", "tense")] * 2


def test_a_time_written_on_the_noun_or_a_new_clause_is_not_read() -> None:
    ex = _extraction(
        "Rescuers searched after Friday's quake that killed 2,000 people",
        [("Friday", "1998-08-14")],
        [{"word": "searched", "tense": "past", "timex": 0}, {"word": "killed", "tense": "past"}],
        dct="1998-08-17",
    )
    assert not in_noun_relative(ex, ex.events[1], 0)
    ex = _extraction(
        "On Friday police found the men who fled, and police arrested them",
        [("On Friday", "1998-08-14")],
        [{"word": "fled", "tense": "past"}, {"word": "arrested", "tense": "past", "timex": 0}],
        dct="1998-08-17",
    )
    assert in_noun_relative(ex, ex.events[0], 0)
    assert not in_noun_relative(ex, ex.events[1], 0)  # "and police arrested": a clause of its own


def test_a_participle_after_a_relative_clause_is_the_main_clauses() -> None:
    text = "NATO embraced them on Friday, ending the domination that began after the war and opening a path"
    ex = _extraction(
        text,
        [("on Friday", "1999-03-12")],
        [{"word": "began", "tense": "past"}, {"word": "opening", "tense": "past", "timex": 0}],
        dct="1999-03-12",
    )
    assert in_noun_relative(ex, ex.events[0], 0)
    assert not in_noun_relative(ex, ex.events[1], 0)


def test_a_time_in_a_relative_clause_after_the_verb_is_the_clauses() -> None:
    text = "White heads a team that is investigating the bombings which killed 224 people on Aug. 7, 1998"
    ex = _extraction(
        text,
        [("Aug. 7, 1998", "1998-08-07")],
        [
            {"word": "heads", "tense": "present", "timex": 0},
            {"word": "investigating", "tense": "progressive"},
            {"word": "killed", "tense": "past", "timex": 0},
        ],
        dct="1999-10-08",
    )
    assert in_noun_relative(ex, ex.events[0], 0)
    assert not in_noun_relative(ex, ex.events[2], 0)
    times = _times(ex)
    assert times[0] is None or times[0].value != "1998-08-07"
    assert times[2] == EventTime("1998-08-07", "", "timex")


def test_a_clause_on_a_noun_of_a_moment_takes_no_time_of_the_main_clause() -> None:
    # "Jurors on Thursday watched video capturing the moment a mother was gunned down": the
    # shooting was long before the watching.
    text = "Jurors on Thursday watched video capturing the moment a mother was gunned down"
    ex = _extraction(
        text,
        [("Thursday", "2013-04-11")],
        [{"word": "watched", "tense": "past", "timex": 0}, {"word": "gunned", "tense": "past", "timex": 0}],
        dct="2013-04-12",
    )
    assert not in_noun_relative(ex, ex.events[0], 0)
    assert in_noun_relative(ex, ex.events[1], 0)
    # a time set off by a comma names that day; "at the moment" is now
    for text in (
        "Police arrested him on Thursday, the day the victim was buried",
        "He said on Thursday that at the moment he was pleased",
    ):
        ex = _extraction(
            text,
            [("Thursday", "2013-04-11")],
            [{"word": text.split()[-2], "tense": "past", "timex": 0}],
            dct="2013-04-12",
        )
        assert not in_noun_relative(ex, ex.events[0], 0), text
