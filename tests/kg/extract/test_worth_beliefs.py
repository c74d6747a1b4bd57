"""A belief held, told in the present, is no happening (TimeBank audit seed 929: "convinced
Armando Sanjurjo" drawn from "Sanjurjo ... is convinced, like many others here, the entourage is
designed to prevent any defections"); constructed sentences."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.worth import worth_drawing

pytestmark = [pytest.mark.model]


def _worth(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    return {e.trigger: worth_drawing(e) for e in extract_events(doc, [], [], [0] * len(doc), text=text)}


def test_a_belief_held_is_not_drawn(kg_pipeline) -> None:
    text = "Lund, a retired mechanic, is convinced, like many others here, the visit is designed to stop defections."
    assert _worth(kg_pipeline, text)["convinced"] is False


def test_convincing_someone_is_drawn(kg_pipeline) -> None:
    assert _worth(kg_pipeline, "The lawyer convinced the jury on Monday.")["convinced"] is True
