"""Who a noun's appositions name (kg.extract.doc_index; issue 52, round 19's judged audit:
"statements made by Lawrence Wechsler, a lawyer for the White House secretary, Betty Currie"
showed Currie as a maker of the statements)."""

from __future__ import annotations

import pytest

from tests.kg.extract.test_arguments import _events

pytestmark = [pytest.mark.model]


def test_a_name_after_a_noun_inside_an_apposition_is_that_nouns(nlp) -> None:
    text = (
        "Following are statements made Friday by Lawrence Wechsler, a lawyer for the White House secretary,"
        " Betty Currie; the White House; and President Clinton."
    )
    found = _events(nlp, text)
    assert found["statements"][0] == ["Lawrence Wechsler"]


def test_a_name_set_beside_the_noun_itself_is_still_named(nlp) -> None:
    found = _events(nlp, "Following are statements made Friday by the lawyer, Lawrence Wechsler, and the White House.")
    assert "Lawrence Wechsler" in found["statements"][0]
