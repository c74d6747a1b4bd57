"""A conjunct that leaves out the modal and "be" of the clause before it shares its reading
(kg.extract.factuality_gapping; issue 52, round 19's judged audit: "Labor Party positioned" of
"fears that the government may be in turmoil and the Labor Party positioned to regain control")."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label

pytestmark = [pytest.mark.model]


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        (
            "Traders sold on fears that the government may be in turmoil and the Labor Party positioned to regain power.",
            "positioned",
            "uncertain",
        ),
        # the conjunct's own tense, or no modal before it: told as done
        (
            "Traders sold on fears that the government may be in turmoil, and the Labor Party gained seats.",
            "gained",
            "fact",
        ),
        ("The government was in turmoil and the Labor Party positioned itself to win.", "positioned", "fact"),
    ],
)
def test_a_conjunct_without_its_modal_shares_the_modal_clauses_reading(
    kg_pipeline: Language, text: str, word: str, expected: str
) -> None:
    assert _label(kg_pipeline, text, word) == expected
