"""A happening noun takes the day of the verb that tells it occurred or happened at it
(kg.time.dating.occasions), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from kg.time.dating.occasions import occasion_days
from tests.kg.time.dating.test_placement import _extraction

FRIDAY = EventTime("1998-08-07", "", "timex")
BOUND = EventTime("1998-08-08", "before", "tense")


def _with(ex, index: int, **fields):
    events = list(ex.events)
    events[index] = replace(events[index], **fields)
    return replace(ex, events=tuple(events))


def _occurred(text: str, noun: str, verb: str, lemma: str):
    ex = _extraction(text, [], [{"word": noun, "nominal": True}, {"word": verb, "tense": "past"}], dct="1998-08-08")
    return _with(ex, 1, lemma=lemma, subject_span=(0, text.index(verb) - 1))


def test_the_subject_of_occurred_takes_its_day() -> None:
    ex = _occurred("The blast in Nairobi occurred at 10:35 a.m. Friday", "blast", "occurred", "occur")
    assert occasion_days(ex, [BOUND, FRIDAY])[0] == EventTime("1998-08-07", "", "narrative")


def test_took_place_and_was_held_are_verbs_of_occurring() -> None:
    ex = _occurred("The ceremony took place on Friday", "ceremony", "took", "take")
    assert occasion_days(ex, [None, FRIDAY])[0] == EventTime("1998-08-07", "", "narrative")
    ex = _occurred("The vote was held on Friday", "vote", "held", "hold")
    assert occasion_days(ex, [None, FRIDAY])[0] == EventTime("1998-08-07", "", "narrative")


def test_took_without_place_or_a_noun_in_an_of_phrase_is_left_alone() -> None:
    ex = _occurred("The raid took hours on Friday", "raid", "took", "take")
    assert occasion_days(ex, [None, FRIDAY])[0] is None
    ex = _occurred("The anniversary of the bombing occurred on Friday", "bombing", "occurred", "occur")
    assert occasion_days(ex, [BOUND, FRIDAY])[0] == BOUND


def test_an_occasion_a_dated_verb_happened_at_shares_its_day() -> None:
    text = "The minister said at a news conference on Friday that talks would resume"
    ex = _extraction(text, [], [{"word": "said", "tense": "past"}, {"word": "conference", "nominal": True}])
    ex = _with(ex, 1, setting_of=0)
    assert occasion_days(ex, [FRIDAY, BOUND])[1] == EventTime("1998-08-07", "", "narrative")


def test_a_longer_setting_or_an_undated_verb_gives_no_day() -> None:
    text = "The minister said during a visit to Kenya that talks would resume"
    ex = _with(_extraction(text, [], [{"word": "said"}, {"word": "visit", "nominal": True}]), 1, setting_of=0)
    assert occasion_days(ex, [FRIDAY, BOUND])[1] == BOUND  # a visit may last days
    text = "The minister said at a news conference that talks would resume"
    ex = _with(_extraction(text, [], [{"word": "said"}, {"word": "conference", "nominal": True}]), 1, setting_of=0)
    assert occasion_days(ex, [BOUND, None])[1] is None


def test_the_subject_of_a_harm_verb_its_own_time_dates_takes_that_time() -> None:
    text = "South Africa deplored the bomb blasts which injured 1,000 people earlier in the day"
    ex = _occurred(text, "blasts", "injured", "injure")
    ex = _with(ex, 1, timex=0, subject_span=(text.index("the bomb"), text.index(" which")))
    assert occasion_days(ex, [BOUND, FRIDAY])[0] == EventTime("1998-08-07", "", "narrative")
    # a harm verb the learnt relation dated, or one dated through another clause, is no evidence
    assert occasion_days(ex, [BOUND, EventTime("1998-08-07", "", "relation")])[0] == BOUND
    assert occasion_days(_with(ex, 1, timex=None), [BOUND, FRIDAY])[0] == BOUND
