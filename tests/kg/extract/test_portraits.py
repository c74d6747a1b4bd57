"""Issue 52: a measure ("at a resolution of 1280x720") and who someone is ("those who were
responsible for the fire") are kept in the extractions but not drawn; constructed sentences."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.portraits import MEASURE, portrayal
from kg.extract.worth import worth_drawing
from kg.pipeline.build import build_graph

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
        # a sum: a figure in the books
        ("The overall annual revenue of the company made up $7.1 billion in 2006.", "made"),
        ("Sales totaled $3 million in the quarter.", "totaled"),
        ("Mac sales increased 22 percent, comprising 24 percent of total revenue.", "comprising"),
        ("Nordwerk owned 22% of Velo's shares before the public offering.", "owned"),
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
    assert _events(nlp, "The crew made up a story about the storm.")["made"][0] is True
    assert _events(nlp, "Police held 30 people after the march on Monday.")["held"][0] is True
    # A person who became responsible: a happening.
    assert _events(nlp, "Ms. Dale became responsible for the budget in May.").get("responsible", (True, ""))[0]


@pytest.mark.parametrize(
    ("text", "word", "reason"),
    [
        ("U.K. sales for last year's quarter were about $2 million.", "sales", MEASURE),
        ("Net sales for the third quarter were $12 million, down from $19.5 million.", "sales", MEASURE),
        ("Exports of the mill last year were 40% of its output.", "Exports", MEASURE),
        # a change of the figure, and a sale that happened, are happenings
        ("Net sales rose to $12 million in the third quarter.", "sales", ""),
        ("The sale was completed on Monday.", "sale", ""),
        ("The sale was a success for the bank.", "sale", ""),
    ],
)
def test_an_event_noun_that_is_a_figure_portrays(nlp, text: str, word: str, reason: str) -> None:
    """Issue 52: "U.K. sales for last year's quarter were about $3 million" was drawn as "sale"."""
    doc = next(parse(nlp, [text]))
    assert portrayal(next(t for t in doc if t.text == word)) == reason


ARTICLE = """---
title: "Harrow Lane Press weighs sale"
date: 2031-11-01
---

# Harrow Lane Press weighs sale

Harrow Lane Press Inc. said it hired an investment bank to weigh a merger or sale of the company and \
reported a net loss of $6.2 million for the third quarter ended Sept. 30.
The publisher said it plans to close its troubled British unit.
Net sales for this year's third quarter were $12 million, down from $19.5 million last year.
The company blamed the decrease on the exclusion of the British unit's sales and on lower sales in several key accounts.
U.K. sales for last year's quarter were about $2 million.
Separately, Velmora N.V., a maker of industrial dyes incorporated in Belgium, said it would buy a plant in Ohio.
"""


def test_the_graph_draws_no_figure_and_no_standing_attribute(nlp, tmp_path: Path) -> None:
    """Issue 52: a revenue figure was drawn as "sale", a place of incorporation as "incorporated
    pharmaceuticals"; the reported loss and the hiring beside them are drawn."""
    (tmp_path / "press.md").write_text(ARTICLE, encoding="utf-8")
    built = build_graph([tmp_path], model=nlp)
    events = [d for _, d in built.graph.nodes(data=True) if d.get("kind") == "event"]
    triggers = {word for d in events for word in str(d.get("trigger", "")).split(" | ")}
    assert {"hired", "reported"} <= triggers
    assert "sales" not in triggers
    assert "incorporated" not in triggers
