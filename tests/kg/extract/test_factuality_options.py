"""Round 15: what is listed under "alternatives, including X" is one option weighed, not a fact
(issue 52, fact): constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        (
            "Banks will assist in the evaluation of strategic alternatives, including a recapitalization, "
            "a merger or sale of the company.",
            "merger",
            "uncertain",
        ),
        ("The board weighed several options, including a merger with Vexa.", "merger", "uncertain"),
        ("The board studied alternatives such as a sale of the unit.", "sale", "uncertain"),
        # a list under a noun of what was done stays as told
        ("The company made several acquisitions, including the purchase of Vexa.", "purchase", "fact"),
        ("We will consider other options if necessary, including use of the relief fund.", "use", "uncertain"),
    ],
)
def test_listed_options_are_not_facts(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # a course talked over is not taken (issue 52, round 18: "conferred on putting a blockade")
        (
            "On Tuesday, the two governments conferred in Washington on putting a naval blockade in place.",
            "putting",
            "uncertain",
        ),
        ("The ministers discussed imposing new sanctions.", "imposing", "uncertain"),
        ("They talked about leaving the city.", "leaving", "uncertain"),
        # what is discussed as a noun may have happened, and keeps its own reading
        ("The ministers discussed the attack.", "attack", "fact"),
        ("The ministers met and imposed new sanctions.", "imposed", "fact"),
        # a proposal's content in the subjunctive is what should be done
        (
            "The agency offered three options: that the father come to pick up his son, "
            "that the family in Miami take him to Cuba.",
            "take",
            "future",
        ),
        ("The agency offered three options: that the father come to pick up his son.", "come", "future"),
        # the subject of what should be done is no proposal
        ("The states urged a declaration that the crisis be solved by peaceful means.", "crisis", "fact"),
        # an indicative "that" clause is told as it is
        ("He said that the family takes him to school.", "takes", "fact"),
        ("He said that the company cut prices.", "cut", "fact"),
        ("He said that they take the train.", "take", "fact"),
    ],
)
def test_discussed_and_proposed_are_not_facts(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # a happening noun naming the kind of a plan or an option is no happening told (round 19)
        ("Iraq's third attack option would be to start an undeclared war through terrorism.", "attack", "uncertain"),
        ("The Pentagon drew up an invasion plan last year.", "invasion", "future"),
        # a compound pointing to a happening told keeps its fact
        ("The bombing victims were buried on Sunday.", "bombing", "fact"),
    ],
)
def test_the_kind_of_a_plan_is_not_told_as_done(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected
