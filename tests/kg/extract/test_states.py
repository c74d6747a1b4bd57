"""Round 18: an adjective before its noun is a state of the noun, not a happening to draw
(issue 52, real), also when the tagger reads it as a verb; constructed sentences."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.states import attributive

pytestmark = [pytest.mark.model]

_SLIP = (
    "Officials said the bank should not face problems, despite the large reserves and write-downs "
    "and stiffer regulatory requirements that should be in place by year end."
)


def _word(nlp, text: str, word: str):
    doc = next(parse(nlp, [text]))
    return next(t for t in doc if t.text == word)


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("The bank faces stiffer regulatory requirements.", "stiffer", True),
        (_SLIP, "stiffer", True),  # tagged a verb, joined under "despite"
        ("The requirements became stiffer last year.", "stiffer", False),  # a predicate
        ("The regulators met on Monday and approved the merger.", "approved", False),  # a verb's conjunct
    ],
)
def test_an_adjective_before_its_noun(nlp, text: str, word: str, expected: bool) -> None:
    assert attributive(_word(nlp, text, word)) is expected


def test_a_slipped_adjective_is_kept_for_scoring_but_not_drawn(nlp) -> None:
    doc = next(parse(nlp, [_SLIP]))
    events = {e.trigger: e for e in extract_events(doc, [], [], [0] * len(doc), text=_SLIP)}
    assert events["stiffer"].backdrop == "state"
