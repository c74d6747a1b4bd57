"""Issue 52: a measure ("at a resolution of 1280x720") and who someone is ("those who were
responsible for the fire") are kept in the extractions but not drawn; constructed sentences."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.worth import worth_drawing

pytestmark = [pytest.mark.model]


def _events(nlp, text: str) -> dict[str, tuple[bool, str]]:
    doc = next(parse(nlp, [text]))
    return {e.trigger: (worth_drawing(e), e.backdrop) for e in extract_events(doc, [], [], [0] * len(doc), text=text)}


def _not_drawn(nlp, text: str, word: str) -> bool:
    found = _events(nlp, text)
    # A word the detector does not take for an event is not drawn either.
    return word not in found or found[word][0] is False


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("On the larger model, 90 hours of film at a resolution of 1280x720 can be kept.", "resolution"),
        ("The new train carried its first passengers at a speed of 300 kilometres an hour.", "speed"),
        ("The governor vowed to catch those who were responsible for the fire at the depot.", "responsible"),
        ("Police are hunting anyone who is guilty of the fraud.", "guilty"),
        ("The victims in the town numbered 140, including nine children.", "numbered"),
        ("The food unit accounted for about 27% of the group's sales last year.", "accounted"),
    ],
)
def test_a_measure_or_who_someone_is_is_not_drawn(nlp, text: str, word: str) -> None:
    assert _not_drawn(nlp, text, word)


def test_the_happening_beside_them_is_drawn(nlp) -> None:
    found = _events(nlp, "The governor vowed to catch those who were responsible for the fire at the depot.")
    assert found["vowed"][0] is True
    # A resolution that happened, and a figure that is no setting: drawn.
    found = _events(nlp, "The council passed a resolution on Monday.")
    assert found["resolution"][0] is True
    assert _events(nlp, "The firm posted a loss of $5 million.")["loss"][0] is True
    assert _events(nlp, "Officials numbered the ballots on Monday.").get("numbered", (True, ""))[0] is True
    # A person who became responsible: a happening.
    assert _events(nlp, "Ms. Dale became responsible for the budget in May.").get("responsible", (True, ""))[0]
