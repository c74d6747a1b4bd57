"""Issue 52: a text read for its content ("That 1978 resolution calls for Israel's unconditional
withdrawal", drawn as the bare event "resolution") is kept in the extractions but not drawn;
constructed sentences."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.provisions import PROVISION, provision
from kg.extract.worth import worth_drawing

pytestmark = [pytest.mark.model]


def _events(nlp, text: str) -> dict[str, tuple[bool, str]]:
    doc = next(parse(nlp, [text]))
    return {e.trigger: (worth_drawing(e), e.backdrop) for e in extract_events(doc, [], [], [0] * len(doc), text=text)}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("That 1990 resolution calls for Norland's unconditional withdrawal from the south.", {"resolution", "calls"}),
        ("The accord provides for elections next year.", {"accord", "provides"}),
        ("The law requires banks to report large deposits.", {"law", "requires"}),
        ("The plan called for the sale of three units.", {"plan"}),
    ],
)
def test_a_text_read_for_its_content_is_no_happening(kg_pipeline, text: str, words: set[str]) -> None:
    doc = next(parse(kg_pipeline, [text]))
    assert {t.text for t in doc if provision(t) == PROVISION} == words


@pytest.mark.parametrize(
    "text",
    [
        "The council adopted a resolution on Monday.",
        "The council demanded a withdrawal from the south.",
        "The strike requires a vote of the members.",
        "The agreement was signed in Paris on Friday.",
    ],
)
def test_acts_on_texts_and_acts_of_parties_stay(kg_pipeline, text: str) -> None:
    doc = next(parse(kg_pipeline, [text]))
    assert not any(provision(t) for t in doc)


def test_the_bare_noun_is_kept_in_the_extractions_but_not_drawn(kg_pipeline) -> None:
    found = _events(kg_pipeline, "That 1990 resolution calls for Norland's unconditional withdrawal from the south.")
    assert found["resolution"] == (False, PROVISION)
    assert found["calls"] == (False, PROVISION)
