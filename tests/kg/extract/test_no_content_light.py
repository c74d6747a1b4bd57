"""Round 18 (issue 52, real): a light verb whose subject is the happening ("the announcement
came"), a discourse link ("Expanding on that point"), an activity carried on under "continue",
hidden at drawing time; each beside the same word telling something, which stays drawn."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.no_content import carried_on, no_content
from kg.model import EventMention

pytestmark = [pytest.mark.model]


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = no_content(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The announcement came in a rare press conference held by the firm.", "came"),
        ("The announcement came today at a music event hosted by the firm.", "came"),
        ("An intense manhunt conducted by the police continues for Lind in the hills.", "continues"),
        ("Mr. Lind and his aides were leaning toward a military conclusion of the crisis.", "leaning"),
        ("Expanding on that point, he stated that the firm would focus on small cars.", "Expanding"),
        ("Elaborating on the plan, the minister said the cuts would be deep.", "Elaborating"),
        ("He said the firm remains open, continuing to sell and to support its products.", "support"),
        ("The company continues to explore all options for the unit.", "explore"),
    ],
)
def test_words_that_tell_nothing_are_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is True


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The minister came to the meeting in Oslo on Monday.", "came"),
        ("Lind continued his speech after a short break.", "continued"),
        ("The tower was leaning after the quake.", "leaning"),
        ("The company is expanding its plant in Ohio.", "expanding"),
        ("The firm sold its products in Europe last year.", "sold"),
        ("The firm sold its products and supported its dealers.", "supported"),
    ],
)
def test_the_same_words_telling_something_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False


def test_an_activity_carried_on_with_a_date_is_drawn() -> None:
    text = "Rebels continued to shell the city on Monday."
    kept = EventMention(7, 16, "continued", "continue", "other", 0, timex=0)
    shell = EventMention(20, 25, "shell", "shell", "conflict", 0)
    assert carried_on(shell, [kept, shell], text) is False
    undated = EventMention(7, 16, "continued", "continue", "other", 0)
    assert carried_on(shell, [undated, shell], text) is True
