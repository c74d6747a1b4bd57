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
