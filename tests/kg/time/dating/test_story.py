"""The day the story is at, carried to a next sentence that goes on with the day's news
(kg.time.dating.story), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction

SUNDAY = "2009-05-31"
BOUND = EventTime("2009-06-04", "before", "tense")


def _statements(ex: Extraction, *words: str, reported: dict[str, str] | None = None) -> Extraction:
    """``ex`` with the events of ``words`` statements (and what each reports, from ``reported``)."""
    reported = reported or {}
    events = tuple(
        replace(e, event_class="statement", timeml_class="REPORTING", reported=reported.get(e.trigger, ""))
        if e.trigger in words
        else e
        for e in ex.events
    )
    return replace(ex, events=events)


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(ex).events]


def test_a_statement_right_after_a_dated_act_takes_its_day() -> None:
    ex = _extraction(
        "Police seized a car bomb on Sunday in a border town. A police chief said the bomb was bound for the city",
        [("Sunday", SUNDAY)],
        [{"word": "seized", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
    )
    ex = _statements(ex, "said", reported={"said": "the bomb was bound for the city"})
    assert _times(ex) == [EventTime(SUNDAY, "", "timex"), EventTime(SUNDAY, "", "narrative")]


def test_an_act_that_goes_on_with_the_days_happening_takes_its_day() -> None:
    ex = _extraction(
        "Two bombs exploded outside the embassies on Sunday. At least 74 people were killed in the capital",
        [("Sunday", SUNDAY)],
        [{"word": "exploded", "tense": "past", "timex": 0}, {"word": "killed", "tense": "past"}],
    )
    assert _times(ex)[1] == EventTime(SUNDAY, "", "narrative")


def test_what_a_statement_reports_keeps_its_bound() -> None:
    # "Details emerged on Sunday. The lawyer said the bullet hit the doctor": the shooting was earlier.
    ex = _extraction(
        "Details of the shooting emerged on Sunday. The lawyer said the bullet hit the doctor in the back",
        [("Sunday", SUNDAY)],
        [
            {"word": "emerged", "tense": "past", "timex": 0},
            {"word": "said", "tense": "past"},
            {"word": "hit", "tense": "past"},
        ],
    )
    ex = _statements(ex, "said", reported={"said": "the bullet hit the doctor in the back"})
    assert _times(ex)[2] == BOUND


def test_a_statements_day_is_not_the_day_of_the_next_act() -> None:
    ex = _extraction(
        "Investigators said on Sunday they found a rifle. The gun was sent to a laboratory",
        [("Sunday", SUNDAY)],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "sent", "tense": "past"}],
    )
    ex = _statements(ex, "said")
    assert _times(ex)[1] == BOUND


def test_a_relative_clause_or_an_explanation_keeps_its_bound() -> None:
    for second, word in (
        ("The victims were doctors, who performed surgery there", "performed"),
        ("The clinic closed because the staff left", "left"),
    ):
        ex = _extraction(
            f"Gunmen attacked a clinic on Sunday. {second}",
            [("Sunday", SUNDAY)],
            [{"word": "attacked", "tense": "past", "timex": 0}, {"word": word, "tense": "past"}],
        )
        assert _times(ex)[1] == BOUND, word
    ex = _extraction(
        "Gunmen attacked a clinic on Sunday. The staff left the town",
        [("Sunday", SUNDAY)],
        [{"word": "attacked", "tense": "past", "timex": 0}, {"word": "left", "tense": "past"}],
    )
    assert _times(ex)[1] == EventTime(SUNDAY, "", "narrative")  # the same act, told as news


def test_a_happening_told_after_another_or_in_its_own_noun_keeps_its_bound() -> None:
    # "He was found on Sunday after a boat sank. His mother drowned": the sinking's day, not Sunday's.
    ex = _extraction(
        "The boy was found on Sunday after a boat sank. His mother drowned",
        [("Sunday", SUNDAY)],
        [
            {"word": "found", "tense": "past", "timex": 0},
            {"word": "sank", "tense": "past"},
            {"word": "drowned", "tense": "past"},
        ],
    )
    assert _times(ex)[2] == EventTime(SUNDAY, "", "narrative")  # nothing says which came first
    ordered = replace(ex, events=(replace(ex.events[0], after_of=1), *ex.events[1:]))
    assert _times(ordered)[2] == BOUND
    # "The president met aides on Sunday. Twelve were killed in the bombing": the bombing's day.
    ex = _extraction(
        "The president met his aides on Sunday. Twelve were killed in the bombing",
        [("Sunday", SUNDAY)],
        [
            {"word": "met", "tense": "past", "timex": 0},
            {"word": "killed", "tense": "past"},
            {"word": "bombing", "nominal": True, "setting_of": 1},
        ],
    )
    assert _times(ex)[1] == BOUND


def test_a_reference_day_is_no_day_the_story_is_at() -> None:
    ex = _extraction(
        "The decline accelerated, from a price of $8 on Sunday. Officials said they would sell",
        [("Sunday", SUNDAY)],
        [{"word": "accelerated", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
    )
    ex = _statements(ex, "said")
    assert _times(ex)[1] == BOUND


def test_a_day_named_as_earlier_is_not_carried_to_the_next_sentence() -> None:
    # "Police seized a bomb last Sunday": an earlier occasion, not the day the story is at.
    ex = _extraction(
        "Police seized a car bomb last Sunday in a border town. A police chief said the bomb was bound for the city",
        [("last Sunday", SUNDAY)],
        [{"word": "seized", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
    )
    ex = _statements(ex, "said", reported={"said": "the bomb was bound for the city"})
    assert _times(ex) == [EventTime(SUNDAY, "", "timex"), BOUND]
