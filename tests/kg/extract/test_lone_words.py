"""Verbs and adjectives a reader would see as one word (:func:`kg.extract.lone_words.lone_word`),
each beside the sentence's told event, which is not lone."""

from __future__ import annotations

import pytest

from kg.extract.lone_words import lone_word
from kg.model import Article
from kg.pipeline.extraction import extract_doc


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "lone", "told"),
    [
        # a relative clause whose only argument is the noun it modifies, not linked to it
        (
            "Ana Lind praised the `` iconic '' Ford Falcon, which has been built in Australia since 1960.",
            "built",
            "praised",
        ),
        ("Comeaux, a convicted rapist recaptured last month, escaped on Nov. 30.", "recaptured", "escaped"),
        # a pronoun subject with nothing named
        ("That changed in the 1980s when the state tried to rescue the farms.", "changed", "tried"),
        # an evaluation
        ("Klitschko stopped Thompson to keep a comfortable hold on his titles.", "comfortable", "stopped"),
        # the same verb told with who did it
        ("Workers have built the Ford Falcon in Australia since 1960.", "", "built"),
    ],
)
def test_bare_words_are_lone_beside_a_told_event(kg_pipeline, text: str, lone: str, told: str) -> None:
    ex = extract_doc(Article("a", text), kg_pipeline(text))
    found = {e.trigger: lone_word(e) for e in ex.events}
    assert found.get(lone, True) is True
    assert found[told] is False
