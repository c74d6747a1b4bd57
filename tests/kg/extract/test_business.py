"""A line of business told in the simple present is a state (issue 52: "Lawrence Insurance
underwrites mostly primary insurance, a company spokesman said" was drawn as a happening)."""

from __future__ import annotations

import pytest

from kg.extract.business import line_of_business
from kg.extract.standing import standing
from kg.model import EventMention


def _event(text: str, trigger: str, lemma: str, tense: str, obj: str, sentence: int = 1, **fields) -> EventMention:
    start = text.index(trigger)
    return EventMention(
        start, start + len(trigger), trigger, lemma, "other", sentence, tense=tense, object=obj, subject="x", **fields
    )


@pytest.mark.parametrize(
    ("text", "trigger", "lemma", "tense", "obj", "state"),
    [
        (
            "Nordwerk Insurance underwrites mostly primary insurance, a company spokesman said.",
            "underwrites",
            "underwrite",
            "present",
            "primary insurance",
            True,
        ),
        ("The dealers employ 13,000 people and sell only Alba cars.", "sell", "sell", "present", "Alba cars", True),
        ("The dealers employ 13,000 people.", "employ", "employ", "present", "people", True),
        ("Nordwerk makes chips for phones.", "makes", "make", "present", "chips", True),
        ("Nordwerk owns three hotels in Lund.", "owns", "own", "present", "hotels", True),
        # A deal of a day, with its buyer or its price.
        ("Nordwerk sells its truck unit to Alba, the company said.", "sells", "sell", "present", "truck unit", False),
        ("Nordwerk sells its stake for $2 billion.", "sells", "sell", "present", "stake", False),
        # Other tenses and aspects tell an act.
        ("Nordwerk sold its truck unit.", "sold", "sell", "past", "truck unit", False),
        ("Nordwerk is selling its truck unit.", "selling", "sell", "progressive", "truck unit", False),
        # An infinitive under a present verb: "requires parties to publish".
        ("The law requires parties to publish the names.", "publish", "publish", "present", "names", False),
        # A verb that is no line of business.
        ("Nordwerk launches a new phone.", "launches", "launch", "present", "phone", False),
        # No object: "Nordwerk sells" says nothing of a line.
        ("Nordwerk sells, the company said.", "sells", "sell", "present", "", False),
    ],
)
def test_a_line_of_business_in_the_simple_present_is_a_state(text, trigger, lemma, tense, obj, state):
    ev = _event(text, trigger, lemma, tense, obj)
    assert line_of_business(ev, text) is state
    assert standing(ev, text) is state


def test_a_headline_or_a_dated_present_is_news():
    """A headline's present ("Nordwerk sells truck unit") and a present with its time are acts."""
    text = "Nordwerk sells truck unit"
    assert not line_of_business(_event(text, "sells", "sell", "present", "truck unit", sentence=0), text)
    text = "Nordwerk sells its stake in Alba today."
    assert not line_of_business(_event(text, "sells", "sell", "present", "stake", timex=0), text)
