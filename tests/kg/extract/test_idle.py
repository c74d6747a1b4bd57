"""Issue 52, round 19: a possibility that reappears, a statement with no content of its own, a
price's daily close: marked as events, no node; each beside a near sentence that stays drawn."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.idle import idle_mentions
from kg.extract.nlp import parse

pytestmark = [pytest.mark.model]


def _idle(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = idle_mentions(events, text)
    return {ev.trigger: i in hidden for i, ev in enumerate(events)}


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Meantime, the possibility of a meeting between the minister and the family reemerged Thursday.", "reemerged"),
        ("The prospect of talks with the rebels resurfaced on Monday.", "resurfaced"),
    ],
)
def test_a_possibility_that_appears_is_no_happening(nlp, text: str, trigger: str) -> None:
    assert _idle(nlp, text)[trigger] is True


def test_a_thing_that_appears_is_drawn(nlp) -> None:
    assert _idle(nlp, "A new witness emerged on Thursday in the trial.").get("emerged") is not True


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("''He's told me so,'' Gonzalez said.", "said"),
        ("The minister said as much on Tuesday.", "said"),
        ("Her lawyer told me so last week.", "told"),
    ],
)
def test_a_statement_with_no_content_of_its_own_is_not_drawn(nlp, text: str, trigger: str) -> None:
    assert _idle(nlp, text)[trigger] is True


def test_a_statement_with_content_is_drawn(nlp) -> None:
    assert _idle(nlp, "''He will come home,'' Gonzalez said.")["said"] is False
    assert _idle(nlp, "The minister said so many people had died.")["said"] is False
    assert _idle(nlp, "It was a conflict of the kind that has claimed so many lives.")["claimed"] is False


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("In composite trading on the New York Stock Exchange, Telerate shares closed at $19.50.", "closed"),
        ("On the Toronto Stock Exchange yesterday, Magna shares closed up 37.5 cents.", "closed"),
        ("London share prices closed sharply lower Friday.", "closed"),
        ("The company announced the deal after the stock market closed Wednesday.", "closed"),
    ],
)
def test_a_price_s_daily_close_is_no_happening(nlp, text: str, trigger: str) -> None:
    assert _idle(nlp, text)[trigger] is True


def test_a_plant_closed_is_drawn(nlp) -> None:
    assert _idle(nlp, "The company closed its plant in Ohio on Friday.")["closed"] is False
    assert _idle(nlp, "The bank closed the purchase of the insurer at noon.")["closed"] is False
    assert _idle(nlp, "Police closed the stock exchange after the attack.")["closed"] is False
    assert _idle(nlp, "The sale closed at $5 billion on Friday.")["closed"] is False
