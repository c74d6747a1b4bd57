"""kg.extract.readings: what the text reads into a happening, on constructed sentences."""

from __future__ import annotations

import pytest

from kg.extract.nlp import parse
from kg.extract.readings import purpose, regard

pytestmark = [pytest.mark.model]


def _token(nlp, text: str, word: str):
    doc = next(parse(nlp, [text]))
    return next(t for t in doc if t.text == word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Ward was described as a hero by the mayor.", "described"),  # "by" on the "as" phrase
        ("Lind was hailed as a hero by the crowd on Monday.", "hailed"),  # "by" on the verb
        ("The strike was characterized by union leaders as a success.", "characterized"),
    ],
)
def test_a_regard_with_a_by_phrase_naming_who_said_it_is_a_statement(nlp, text: str, word: str) -> None:
    """The "by" phrase names who described or hailed: a statement, no reputation. (Compared by
    identity, spaCy's new Token objects hid every such phrase.)"""
    assert regard(_token(nlp, text, word)) is False


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Ward was described as a hero.", "described"),
        # a "by" phrase inside another phrase names no one who credited
        ("Due to an operational overhaul by Cook, he is credited with the success of the tablet.", "credited"),
        # a verb of thinking, and a reception, keep their reading with a "by" phrase
        ("The tax is viewed by investors as a threat.", "viewed"),
        ("Brenn is remembered by his neighbours as a generous man.", "remembered"),
        ("The proposal was met by protesters with jeers.", "met"),
    ],
)
def test_a_regard_without_a_speaker_is_a_reputation(nlp, text: str, word: str) -> None:
    assert regard(_token(nlp, text, word)) is True


def test_a_purpose_keeps_its_reading_with_a_by_phrase(nlp) -> None:
    """ "Designed by engineers to withstand": still what the bridge is for."""
    assert purpose(_token(nlp, "The bridge was designed to withstand earthquakes.", "designed")) is True
    text = "The bridge was designed by Nordwerk engineers to withstand earthquakes."
    assert purpose(_token(nlp, text, "designed")) is True
