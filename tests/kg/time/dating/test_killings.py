"""A definite later mention of a killing takes the day of the article's killing (kg.time.dating.killings), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from kg.time.dating.killings import killing_mentions
from tests.kg.time.dating.test_placement import _extraction

FRIDAY = EventTime("1998-10-23TNI", "", "relation")
BOUND = EventTime("1998-10-26", "before", "tense")


def _article(text: str, words: list[str]):
    ex = _extraction(
        text, [], [{"word": w, "nominal": w.endswith(("ing", "der")), "tense": "past"} for w in words], dct="1998-10-26"
    )
    lemmas = {"shot": "shoot", "killed": "kill"}
    return replace(ex, events=tuple(replace(e, lemma=lemmas.get(e.trigger, e.lemma)) for e in ex.events))


def test_the_shooting_and_the_murder_are_the_shots_day() -> None:
    ex = _article(
        "Slepian was shot on Friday night. Politicians spoke of the shooting and of Slepian's murder",
        ["shot", "shooting", "murder"],
    )
    placed = killing_mentions(ex, [FRIDAY, None, BOUND])
    assert placed[1] == placed[2] == EventTime("1998-10-23", "", "narrative")


def test_two_killings_on_two_days_leave_the_mentions_alone() -> None:
    ex = _article(
        "Slepian was shot on Friday night. A guard was killed in March. The shooting shocked",
        ["shot", "killed", "shooting"],
    )
    placed = killing_mentions(ex, [FRIDAY, EventTime("1998-03", "", "timex"), BOUND])
    assert placed[2] == BOUND


def test_an_indefinite_or_earlier_mention_is_left_alone() -> None:
    ex = _article("Scoring points from a murder may backfire. Slepian was shot on Friday night", ["murder", "shot"])
    assert killing_mentions(ex, [None, FRIDAY])[0] is None


def test_a_noun_the_relation_dates_is_no_evidence() -> None:
    # the sermon on Sunday called the murder wrong: the relation's Sunday is no day of the murder
    ex = _article("The cardinal called the murder wrong. Bishops condemned the shooting", ["murder", "shooting"])
    sunday = EventTime("1998-10-25", "", "relation")
    assert killing_mentions(ex, [sunday, BOUND])[1] == BOUND


def test_the_blasts_are_the_day_the_bombs_exploded() -> None:
    ex = _article("Two bombs exploded on Friday. No one knew who was behind the blasts", ["exploded", "blasts"])
    ex = replace(ex, events=(replace(ex.events[0], lemma="explode"), replace(ex.events[1], nominal=True)))
    placed = killing_mentions(ex, [EventTime("1998-08-07", "", "timex"), None])
    assert placed[1] == EventTime("1998-08-07", "", "narrative")
