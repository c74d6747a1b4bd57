"""Verb forms in a sense that names a state (issue 52, round 19's ECB+ train audit: "He's used
to being the guy" joined "the team used him 22 times"; "four teams left" joined "left the
court"; "born again" joined "an aesthetic was born"; "came into 2010 as the leading rusher" drawn as a coming), each beside the same verb in a
sense that happens, which stays."""

from __future__ import annotations

import pytest

from kg.extract.nlp import parse
from kg.extract.state_senses import state_sense

pytestmark = [pytest.mark.model]


def _flagged(nlp, text: str) -> list[str]:
    doc = next(parse(nlp, [text]))
    return [t.text for t in doc if state_sense(t)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("He's used to being the guy, the coach said.", "used"),
        ("She got used to the cold.", "used"),
        ("Now there are just four teams left fighting for the title on Saturday.", "left"),
        ("With four minutes left in the game, Wylie was tackled.", "left"),
        ("There was nothing left to say.", "left"),
        ("Page became born again and moved to California.", "born"),
        ("She is a born-again Christian.", "born"),
        ("Thomas came into 2010 as the team's leading rusher.", "came"),
        ("Heading into the season, the team was favored.", "Heading"),
    ],
)
def test_a_state_sense_is_no_event(nlp, text: str, word: str) -> None:
    assert word in _flagged(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "The gun was used to kill him.",
        "The team used him 22 times in Week 8.",
        "He left the court to chants of his name.",
        "Police found two bodies left on the street.",
        "The storm left four people dead.",
        "An aesthetic was born in the fifties.",
        "He came into the room.",
    ],
)
def test_the_same_verb_happening_stays(nlp, text: str) -> None:
    assert _flagged(nlp, text) == []
