"""Round 16: what a stated principle, policy or rule holds is a general statement, not a
happening ("the core principle that 'We build where we sell'"), issue 52 (fact and real):
constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract.factuality_rules import stated_rule


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ('He stated the core principle that "We build where we sell" applied in both ways.', "build", "hypothetical"),
        ('He stated the core principle that "We build where we sell" applied in both ways.', "sell", "hypothetical"),
        ("The rule that foreigners cannot own land was dropped.", "own", "hypothetical"),
        ("The firm follows the principle that workers are paid weekly.", "paid", "hypothetical"),
        # a plan, a relative clause and a clause beside the noun are read as usual
        ("The board adopted a policy to cut costs.", "cut", None),
        ("The board adopted a policy that cuts costs.", "cuts", None),
        ("He said the principle was simple and the plant closed.", "closed", None),
    ],
)
def test_content_of_a_rule_is_general(kg_pipeline: Language, text: str, word: str, expected: str | None) -> None:
    tok = next(t for t in kg_pipeline(text) if t.text == word)
    assert stated_rule(tok) == expected
