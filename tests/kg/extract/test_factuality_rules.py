"""Round 16: what a stated principle, policy or rule holds is a general statement, not a
happening ("the core principle that 'We build where we sell'"), nor is a kind of happening said
to be a kind of thing ("The loss of a loved one is a great sorrow"), issue 52 (fact and real):
constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract.factuality_rules import general_statement, stated_rule


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
        (
            "The court took a detour from the core principle of fairness it vindicated two years ago in its ruling.",
            "vindicated",
            None,
        ),
        (
            'He stated the principle that "We build where we sell" applied in both ways, stating that it cut costs.',
            "stating",
            None,
        ),
    ],
)
def test_content_of_a_rule_is_general(kg_pipeline: Language, text: str, word: str, expected: str | None) -> None:
    tok = next(t for t in kg_pipeline(text) if t.text == word)
    assert stated_rule(tok) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("The loss of a loved one is a great sorrow.", "loss", "hypothetical"),
        ("Murder is a crime in every state.", "Murder", "hypothetical"),
        ("A strike is a risk for any airline.", "strike", "hypothetical"),
        # one happening, a past, a negated or a definite predicate: read as usual
        ("The strike is a blow to the city.", "strike", None),
        ("The bombing was a tragedy.", "bombing", None),
        ("The loss of $5 million is a blow to the firm.", "loss", None),
        ("Bankruptcy is not an option, he said.", "Bankruptcy", None),
    ],
)
def test_a_kind_of_happening_is_general(kg_pipeline: Language, text: str, word: str, expected: str | None) -> None:
    tok = next(t for t in kg_pipeline(text) if t.text == word)
    assert general_statement(tok) == expected
