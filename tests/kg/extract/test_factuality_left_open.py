"""Certainty denied over a happening leaves it open (TimeBank audit seed 1825: "Elian Gonzalez
return" drawn as a fact from "Nothing is certain concerning his return to Cuba"); constructed
sentences."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract.factuality import factuality


def _label(kg_pipeline: Language, text: str) -> str:
    doc = kg_pipeline(text)
    return factuality(next(t for t in doc if t.text == "return"))


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nothing is certain concerning his return to Norland, the ministry said.", "uncertain"),
        ("Saying nothing is certain about the envoy's return, the government urged calm.", "uncertain"),
        ("Nobody is sure about the return of the envoy.", "uncertain"),
        ("It is not clear about his return.", "uncertain"),
        # certainty held, or no word of certainty: the words say nothing against it
        ("Officials were certain about his return.", "fact"),
        ("Nothing was said about his return.", "fact"),
    ],
)
def test_denied_certainty_leaves_the_happening_open(kg_pipeline: Language, text: str, expected: str) -> None:
    assert _label(kg_pipeline, text) == expected
