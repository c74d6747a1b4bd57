"""Tests for kg.extract.unnamed_people: a "he" after a sentence about a person with no name."""

from __future__ import annotations

import pytest

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.pronouns import resolve


def _resolved_words(nlp, text: str) -> dict[str, list[str]]:
    doc = nlp(text)
    mentions = extract_mentions(doc, sentence_index(doc))
    return {doc[i].text: [mentions[n].text for n in found] for i, found in resolve(doc, mentions).items()}


@pytest.mark.model
@pytest.mark.parametrize(
    "text",
    [
        # issue 54: "A senior dealer with Warburg Securities noted ... Mr. Lawson's departure ...
        # He attributed the volume to selling" drew Lawson as the one who attributed it
        "A senior dealer with Nordwerk Securities noted that gas shares were hit by Mr. Ben Hale's "
        "departure. He attributed the high volume to selling.",
        "An analyst praised John McCain in Ohio. He said the war was over.",
    ],
)
def test_he_after_an_unnamed_person_subject_stays_unresolved(nlp, text):
    assert "He" not in _resolved_words(nlp, text)


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a named subject, or a definite one the article has named, keeps the name
        ("Barack Obama praised John McCain in Ohio. He said the war was over.", ["Barack Obama"]),
        ("A dealer praised John McCain in Ohio. Later McCain met voters. He said the war was over.", ["McCain"]),
    ],
)
def test_he_after_a_named_subject_is_resolved(nlp, text, names):
    assert _resolved_words(nlp, text).get("He") == names
