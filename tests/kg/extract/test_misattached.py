"""Places the parse hangs beside a name: a firm's seat set off by commas is no second actor."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.misattached import seat_after_a_name
from tests.kg.extract.test_arguments import _events


def _doc(words: list[str], ents: list[str]) -> Doc:
    return Doc(spacy.blank("en").vocab, words=words, ents=ents)


def test_a_city_set_off_after_a_firm_is_its_seat():
    """Issue 54: "Philip Morris Cos., New York, adopted a defense measure" showed New York adopting it."""
    words = ["Nordwerk", "Cos", ".", ",", "New", "Belval", ",", "adopted", "a", "plan", "."]
    ents = ["B-ORG", "I-ORG", "O", "O", "B-GPE", "I-GPE", "O", "O", "O", "O", "O"]
    assert seat_after_a_name(_doc(words, ents)[5])


@pytest.mark.parametrize(
    ("words", "ents", "at"),
    [
        # an item of a list, not a seat
        (
            ["Nordwerk", ",", "Belval", ",", "and", "Ruritania", "met", "."],
            ["B-ORG", "O", "B-GPE", "O", "O", "B-GPE", "O", "O"],
            2,
        ),
        # a place after a common noun ("the minister, Belval, ...") is not a name's seat
        (["the", "alliance", ",", "Belval", ",", "met", "."], ["O", "O", "O", "B-GPE", "O", "O", "O"], 3),
        # not set off by a second comma
        (["Nordwerk", ",", "Belval", "met", "."], ["B-ORG", "O", "B-GPE", "O", "O"], 2),
    ],
)
def test_other_places_beside_a_name_are_no_seat(words, ents, at):
    assert not seat_after_a_name(_doc(words, ents)[at])


@pytest.mark.model
def test_the_firm_acts_not_its_seat(nlp):
    found = _events(nlp, "Philip Morris Cos., New York, adopted a defense measure designed to deter a takeover.")
    assert found["adopted"][0] == ["Philip Morris Cos"]


def test_a_firms_suffix_outside_its_name_still_makes_a_seat():
    """The recognizer may leave "Cos" and its point outside the name: "Philip Morris Cos., New York"."""
    words = ["Nordwerk", "Bank", "Cos", ".", ",", "New", "Belval", ",", "adopted", "a", "plan", "."]
    ents = ["B-ORG", "I-ORG", "O", "O", "O", "B-GPE", "I-GPE", "O", "O", "O", "O", "O"]
    assert seat_after_a_name(_doc(words, ents)[6])
