"""A view or a will held, told by "be" and a verb of mind (issue 52: "Sanjurjo is convinced, like
many others here, the visit is designed to..." was drawn as "convinced Armando Sanjurjo")."""

from __future__ import annotations

import pytest

from kg.extract.minded import mind_held
from kg.extract.standing import standing
from kg.model import EventMention


def _event(text: str, trigger: str, lemma: str, subject: str = "x") -> EventMention:
    start = text.index(trigger)
    return EventMention(start, start + len(trigger), trigger, lemma, "other", 1, tense="present", subject=subject)


@pytest.mark.parametrize(
    ("text", "trigger", "lemma", "subject", "held"),
    [
        ("Lund is convinced, like many others here, the visit is a show.", "convinced", "convince", "Lund", True),
        ("The mayor was persuaded that the plan would fail.", "persuaded", "persuade", "mayor", True),
        ("Farmers are still concerned about the cost of fuel.", "concerned", "concern", "Farmers", True),
        ("She is determined to win the seat back in May.", "determined", "determine", "She", True),
        ("Critics remain unconvinced that the deal will hold.", "unconvinced", "unconvinced", "Critics", True),
        # A doer, an act it led to, a finding out, or no "be": something happened.
        ("He was convinced by his lawyer to testify on Monday.", "convinced", "convince", "He", False),
        ("The minister was persuaded to resign on Friday.", "persuaded", "persuade", "minister", False),
        ("The cause of the fire was determined on Tuesday.", "determined", "determine", "cause", False),
        ("It was determined to be an accident by the police.", "determined", "determine", "It", False),
        ("His lawyer convinced the jury that he was innocent.", "convinced", "convince", "lawyer", False),
    ],
)
def test_a_verb_of_mind_after_be_with_no_doer_is_a_state(text, trigger, lemma, subject, held):
    ev = _event(text, trigger, lemma, subject)
    assert mind_held(ev, text) is held
    assert standing(ev, text) is held
