"""Issue 52's "one happening per node": a mention told as an earlier happening of its kind ("has
twice before sued") is not the one the article tells now ("sues")."""

from __future__ import annotations

from kg.resolve.events.earlier import earlier, earlier_and_current
from kg.resolve.events.features import CANNOT, verdict
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

NOW = "The record company Apple Corps sues the computer maker Apple over its music store in London on Monday."
BEFORE = "The record company Apple Corps has twice before sued the computer maker Apple over its logo."


def test_earlier_suits_are_not_the_current_one():
    now = _view("a", NOW, "sues", "sue", tense="present")
    old = _view("a", BEFORE, "sued", "sue", sentence=1)
    assert not earlier(now) and earlier(old)
    assert earlier_and_current(now, old)
    assert verdict(now, old, NO_TABLES)[2] == CANNOT


def test_marks_before_after_and_on_nouns():
    text = "The record company had previously sued the computer maker over the use of its logo."
    assert earlier(_view("a", text, "sued", "sue"))
    text = "The record company sued the computer maker twice before over the use of its logo."
    assert earlier(_view("a", text, "sued", "sue"))
    text = "The record company sued the computer maker in the past, over the use of its logo."
    assert earlier(_view("a", text, "sued", "sue"))
    text = "The judge threw out a previous lawsuit by the record company over the use of its logo."
    assert earlier(_view("a", text, "lawsuit", "lawsuit", nominal=True))
    # "again" and "also" tell the act now as a repeat, and a bare "earlier" may be today's.
    for text in (
        "The record company sued the computer maker again over the use of its logo on Monday.",
        "The record company earlier sued the computer maker over the use of its logo on Monday.",
        "The record company sued the computer maker in the past three months over the use of its logo.",
    ):
        assert not earlier(_view("a", text, "sued", "sue"))


def test_two_outlets_reports_of_one_suit_still_may_merge():
    """Two unmarked "sued", or two marked ones, are not told apart here."""
    one = _view(
        "a", "The record company Apple Corps sued the computer maker Apple over its music store.", "sued", "sue"
    )
    two = _view("b", "On Monday Apple Corps sued Apple Computer in London over the iTunes music store.", "sued", "sue")
    assert not earlier_and_current(one, two)
    assert verdict(one, two, NO_TABLES)[2] != CANNOT
    old = _view("b", BEFORE.replace("has twice before", "had previously"), "sued", "sue")
    assert not earlier_and_current(_view("a", BEFORE, "sued", "sue"), old)
