"""Happenings that have not come about, told by the words around them
(:mod:`kg.extract.unrealised`); beside each, the same happening told as done stays a fact."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        (
            "The officials promised to keep the boy in Miami until the boy was returned to his father.",
            "returned",
            "future",
        ),
        ("The ruling removed an obstacle to Elian's return to Cuba.", "return", "future"),
        ("The court set a Jan. 14 return date for the boy.", "return", "future"),
        ("He had to disavow any interest in driving the car.", "driving", "hypothetical"),
        ("Rumours had Smith heading a package of players to Boston.", "heading", "uncertain"),
        # round 15 (judged TimeBank and ECB+ train audits): the "to" hung on the verb, a delay,
        # what someone is advised to do
        ("The court takes no joy in lifting an obstacle to Elian's return to Cuba.", "return", "future"),
        ("Havana protested at still another delay in Elian's return.", "return", "future"),
        ("Microsoft also recommends users set up Internet Explorer so that it warns them.", "set", "future"),
    ],
)
def test_what_has_not_come_about_is_no_fact(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("The officials kept the boy in Miami until the boy was returned to his father.", "returned"),
        ("The police returned the boy to his father.", "returned"),
        ("The ruling followed Elian's return to Cuba.", "return"),
        ("He admitted driving the car.", "driving"),
        ("Smith had the players heading to Boston.", "heading"),
        ("There was no delay in the payment of the fine.", "payment"),
        ("Microsoft told users who set up Internet Explorer in May to update it.", "set"),
    ],
)
def test_the_same_happenings_told_as_done_stay_facts(kg_pipeline: Language, text: str, word: str) -> None:
    assert _label(kg_pipeline, text, word) == "fact"
