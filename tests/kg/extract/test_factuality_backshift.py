"""Factuality of a past clause of time under a prediction told in the past
(kg.extract.factuality_backshift), on constructed sentences."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # the time of what was predicted as likely, or would be done: not told as happened
        (
            "The chairman had suggested that friendly institutions were likely to buy its stock"
            " as soon as trading opened Monday.",
            "opened",
            "future",
        ),
        ("Officials said the minister would speak when he arrived in Paris.", "arrived", "future"),
        ("The analyst said the firm was likely to hold the shares until the market closed.", "closed", "future"),
        # told as done: the clause of time of what happened
        ("The firm bought the stock as soon as trading opened Monday.", "opened", "fact"),
        ("The minister spoke when he arrived in Paris.", "arrived", "fact"),
        # under a perfect the time clause is presupposed; "after" most often is
        ("The company might have sold the unit once the talks ended.", "ended", "fact"),
        ("The ship was scheduled to return to port before hostilities erupted in Kuwait.", "erupted", "fact"),
        # a clause written before the prediction may be the reporting verb's
        ("I told you when we started this I would do my best.", "started", "fact"),
    ],
)
def test_a_past_clause_of_time_under_a_past_prediction_is_not_a_fact(
    kg_pipeline: Language, text: str, word: str, expected: str
) -> None:
    """Seed 936 TimeBank audit: "opened" in "were likely to buy its stock as soon as trading
    opened Monday" was shown as a fact."""
    assert _label(kg_pipeline, text, word) == expected
