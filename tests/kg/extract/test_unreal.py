"""Mentions not told as having happened, hidden at drawing time (issue 52, round 17's judged
sheets: "would have made the score" shown as a fact, "customers need only click"); each beside
the same word telling a happening, which stays drawn."""

from __future__ import annotations

import pytest

from kg.extract.careers import careers
from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.unreal import unreal

pytestmark = [pytest.mark.model]


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = unreal(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Lind then missed a 43-yard kick that would have made the score 7-6.", "made"),
        ("In 2005 the House passed a bill that would have changed the act.", "changed"),
        ("Without the levee, the river could have flooded the whole town.", "flooded"),
        ("The driver might well have been killed if the barrier had failed.", "killed"),
        ("The firm posted a link, and customers need only click the icon marked Enable.", "click"),
        ("Users have only to restart the computer after the update.", "restart"),
        ("If the phone breaks, you can take it to any store for a repair.", "take"),
    ],
)
def test_what_did_not_happen_is_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is True


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Lind's late kick made the score 7-6 on Sunday.", "made"),
        ("In 2005 the House changed the act in a vote on Monday.", "changed"),
        ("The river had flooded the whole town by Monday.", "flooded"),
        ("The driver was killed when the barrier failed on Monday.", "killed"),
        ("Thousands of customers clicked the icon on Monday, the firm said.", "clicked"),
        ("Lind restarted the computer after the update on Monday.", "restarted"),
        ("The thieves took it to a store in Oslo on Monday.", "took"),
    ],
)
def test_the_same_words_telling_a_happening_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False


@pytest.mark.parametrize(
    ("text", "trigger", "hidden"),
    [
        ("The journalist Luis Baez, who has written several books about emigration, said so.", "written", True),
        ("Ms. Lind has directed numerous films about the war.", "directed", True),
        ("Lind has written a letter to the president about the war.", "written", False),
        ("Police have arrested several suspects in the killing.", "arrested", False),
        # a span of years summed up (issue 52, round 18: "outlasted eight presidents")
        ("He has outlasted and sometimes outsmarted eight American presidents.", "outlasted", True),
        ("The senator has outlived most of his rivals.", "outlived", True),
        ("Lind outlasted Smith in five sets on Sunday.", "outlasted", False),
    ],
)
def test_a_body_of_work_is_hidden_an_occasion_drawn(nlp, text: str, trigger: str, hidden: bool) -> None:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    assert {e.trigger: i in careers(events, text) for i, e in enumerate(events)}[trigger] is hidden
