"""Issue 52's "one happening per node": "letters of protest" are letters, not the protest march."""

from __future__ import annotations

from kg.resolve.events.features import CANNOT, verdict
from kg.resolve.events.of_kind import kind_and_happening, of_kind
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

MARCH = "The protest marked a return to the larger demonstrations of early December in the capital."
LETTERS = "Lawyers for the family sent letters of protest to the attorney general and the president."


def test_letters_of_protest_are_not_the_protest():
    march = _view("a", MARCH, "protest", "protest", nominal=True)
    letters = _view("b", LETTERS, "protest", "protest", nominal=True)
    assert of_kind(letters) and not of_kind(march)
    assert kind_and_happening(march, letters)
    assert verdict(march, letters, NO_TABLES)[2] == CANNOT


def test_a_protest_by_its_own_words_is_no_kind():
    for text in (
        "Thousands joined a protest of the new law outside parliament on Monday.",
        "The police broke up the protest in front of the embassy on Monday.",
    ):
        assert not of_kind(_view("a", text, "protest", "protest", nominal=True)), text
    # A message's kind against another message's: not told apart here.
    a = _view(
        "a", "She sent a message of condolence to the family on Monday.", "condolence", "condolence", nominal=True
    )
    b = _view("b", "He sent a note of condolence to the family on Tuesday.", "condolence", "condolence", nominal=True)
    assert not kind_and_happening(a, b)
