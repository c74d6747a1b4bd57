"""What a check is still to establish is not asserted (TimeBank audit seed 1825: "Iraq destroyed
missiles" from "charged the inspectors with verifying that Iraq has destroyed its long-range
missiles" was drawn as a fact); constructed sentences."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract.factuality import factuality


def _label(kg_pipeline: Language, text: str) -> str:
    doc = kg_pipeline(text)
    return factuality(next(t for t in doc if t.text == "destroyed"))


@pytest.mark.model
@pytest.mark.parametrize(
    "text",
    [
        "The council has charged the inspectors with verifying that Norland has destroyed its missiles.",
        "The inspectors are charged with checking that Norland destroyed its missiles.",
    ],
)
def test_a_task_of_checking_does_not_assert_what_it_checks(kg_pipeline: Language, text: str) -> None:
    assert _label(kg_pipeline, text) == "uncertain"


@pytest.mark.model
@pytest.mark.parametrize(
    "text",
    [
        "Inspectors verified that Norland had destroyed its missiles.",
        "The agency has confirmed that Norland destroyed its missiles.",
        "Officials said on Monday, confirming that Norland had destroyed its missiles.",
    ],
)
def test_a_finding_asserts_what_it_found(kg_pipeline: Language, text: str) -> None:
    assert _label(kg_pipeline, text) == "fact"


def _label_of(kg_pipeline: Language, text: str, word: str) -> str:
    doc = kg_pipeline(text)
    return factuality(next(t for t in doc if t.text == word))


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # TimeBank audit (seed 1829 on r14-real2): "election" from "urge him to compete in this
        # year's election" was drawn as a fact
        ("Supporters rallied to urge him to compete in this year's election.", "future"),
        ("He plans to run in the election.", "future"),
        # taking part told as done
        ("He competed in the election last year.", "fact"),
        ("He voted in the election on Sunday.", "fact"),
    ],
)
def test_what_one_is_to_take_part_in_is_still_to_come(kg_pipeline: Language, text: str, expected: str) -> None:
    assert _label_of(kg_pipeline, text, "election") == expected
