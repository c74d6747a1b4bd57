"""Conditions the walk up the tree misses (:mod:`kg.extract.conditions`): a condition written as
a sentence of its own, an inverted "had he left", a gerund after "thought about", a question
inside a sentence, and what "the suggestion was that" tells; beside
each, the same words told as done stay facts, as does what an implicative ("chanced to") takes."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("Unless he loses the coach's faith once and for all, of course.", "loses", "hypothetical"),
        ("But if the rebels win.", "win", "hypothetical"),
        ("Had he left, he would have been a top pick.", "left", "hypothetical"),
        (
            "Lind would probably not have been a top-five draft pick had he left, but it's unlikely.",
            "left",
            "hypothetical",
        ),
        ("He thought about leaving the team.", "leaving", "uncertain"),
        ("She never said a word about whether Gray was carrying a gun.", "carrying", "hypothetical"),
        ("A woman has been indicted on charges she defrauded the state of Alaska.", "defrauded", "uncertain"),
        (
            'Jurors answered questions such as "had you heard, seen or read anything about the death?"',
            "heard",
            "uncertain",
        ),
        ("Andrew's suggestion was that the mayor had diverted large sums of money.", "diverted", "uncertain"),
    ],
)
def test_conditions_of_their_own_are_not_facts(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("He loses the coach's faith once and for all.", "loses"),
        ("He said he had left the team.", "left"),
        ("Only then had the police arrived.", "arrived"),
        ("Everything they had they lost.", "lost"),
        ("He complained about being fired.", "fired"),
        ("Jurors said they had heard about the death.", "heard"),
        ("The problem was that the mayor had diverted large sums of money.", "diverted"),
        ("Prosecutors dropped the charges the police filed last year.", "filed"),
        # implicatives: what they take happened
        ("In early 1970, Mark Felt chanced to meet a navy officer in the West Wing.", "meet"),
        ("The police then proceeded to arrest the two men.", "arrest"),
        ("Ana Lind happened to see the crash from her window.", "see"),
    ],
)
def test_the_same_words_told_as_done_stay_facts(kg_pipeline: Language, text: str, word: str) -> None:
    assert _label(kg_pipeline, text, word) == "fact"
