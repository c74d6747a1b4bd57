"""Factuality of a clause opened by "once" the parse reads as an adverb, and of what a
request asks for in a that-clause, on constructed sentences."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # "once" opening a clause of time under a future: the arrival is still to come
        (
            "The service said this week that once Hernandez arrives in the United States it will begin the process.",
            "arrives",
            "future",
        ),
        # told as done: a past clause of time, and "once" meaning formerly
        ("Once the minister arrived in Paris, the talks began.", "arrived", "fact"),
        ("The minister once worked in Paris.", "worked", "fact"),
        # what a request asks for
        ("The court ruled on the father's request that the boy be returned to him.", "returned", "future"),
        # a that-clause of a request noun told as done stays a fact
        ("The court ruled on the request after the boy was returned to him.", "returned", "fact"),
    ],
)
def test_what_is_still_to_come_or_asked_for_is_not_a_fact(
    kg_pipeline: Language, text: str, word: str, expected: str
) -> None:
    """Seed 1825/1826 TimeBank audit: "Gonzalez arrives" ("once Gonzalez arrives in the United
    States it will begin ...") and "Elian Gonzalez return" ("the father's request that the boy be
    returned to him") were shown as facts."""
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lund says wide gaps remain before next week's talks in Oslo.", "future"),
        ("Wide gaps remain before tomorrow's talks in Oslo.", "future"),
        # a time gone by, or none: the words say nothing against it
        ("Wide gaps remained after last week's talks in Oslo.", "fact"),
        ("Wide gaps remained after the talks in Oslo.", "fact"),
    ],
)
def test_a_happening_set_in_a_time_to_come_is_not_a_fact(kg_pipeline: Language, text: str, expected: str) -> None:
    """TimeBank's drawn "talk" from "considerable gaps remain ... before next week's talks in London"."""
    assert _label(kg_pipeline, text, "talks") == expected
