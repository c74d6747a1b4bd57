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


@pytest.mark.model
def test_she_after_an_unnamed_woman_in_her_sentence_stays_unresolved(nlp):
    """Issue 54: "Calling the mother of Elian Gonzalez ``an excellent girl,'' President Fidel
    Castro said Friday she had been ``practically kidnapped''" drew Castro as the one kidnapped."""
    text = (
        "Calling the mother of Ben Ode an excellent girl, President Tomas Vela said Friday she had "
        "been kidnapped by her boyfriend."
    )
    assert "she" not in _resolved_words(nlp, text)


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "names"),
    [
        # a name whose gender is known keeps the pronoun
        ("Ms. Ana Ruiz praised the mother and said she had been wronged.", "she", ["Ana Ruiz"]),
        # an owned noun is said of someone else's kin, not a new person
        ("Barack Obama, whose father was Kenyan, said he would visit.", "he", ["Barack Obama"]),
    ],
)
def test_a_gendered_noun_that_is_no_new_person_keeps_the_name(nlp, text, word, names):
    assert _resolved_words(nlp, text).get(word) == names


@pytest.mark.model
def test_the_boy_is_most_often_the_named_boy(nlp):
    """A definite "the boy" is no new person: "him" still takes the named boy."""
    text = "Elian Gonzalez's relatives fought to keep the boy, saying they could provide him with a better life."
    assert _resolved_words(nlp, text).get("him") == ["Elian Gonzalez"]


@pytest.mark.model
def test_people_in_an_as_phrase_describe_the_subject(nlp):
    """ "As a father and the grandfather of eight children, Castro said he sympathized" (he: Castro)."""
    text = "As a father and the grandfather of eight children, Tomas Vela said he sympathized with Ben Ode."
    assert _resolved_words(nlp, text).get("he") == ["Tomas Vela"]
