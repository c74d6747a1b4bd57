"""Round 15: what a deal is conditional on, subject to or depends on is still to come
(kg.extract.provisos): constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        # the parse hangs "on" on the copula; the condition need not be an approval
        ("Both offers are conditional on regulatory approvals and enough shares being tendered.", "approvals"),
        ("Both offers are conditional on regulatory approvals and enough shares being tendered.", "tendered"),
        ("The merger depends on a vote by shareholders.", "vote"),
        ("The deal, which is contingent upon financing, was signed.", "financing"),
        ("The accord hinges on an election in the spring.", "election"),
    ],
)
def test_a_condition_is_not_a_fact(kg_pipeline: Language, text: str, word: str) -> None:
    assert _label(kg_pipeline, text, word) == "future"


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("The report on the attack was published on Monday.", "attack"),
        ("The firm secured financing for the deal.", "financing"),
        ("The deal, which is contingent upon financing, was signed.", "signed"),
        ("Shares were tendered on Friday.", "tendered"),
        ("The offer values the firm at $9 billion, depending on how many shares are sold during the battle.", "battle"),
    ],
)
def test_what_is_told_as_done_stays_a_fact(kg_pipeline: Language, text: str, word: str) -> None:
    assert _label(kg_pipeline, text, word) == "fact"
