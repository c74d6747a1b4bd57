"""Round 13: a bare verb that goes on an earlier infinitive or modal, and "rather than" with
"rather" hung on "than", what someone is made to do, planned nouns, the means of a possible deed
(round 18: "through" a means, a negation hung on an auxiliary):
constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # the purpose of visas refused, its second verb hung on a participle between them
        (
            "The mayor complained that the nurses were not granted visas to travel to the city to stay "
            "with the boy while waiting out an appeal filed by his uncles and assist in his recovery.",
            "assist",
            "future",
        ),
        # a possibility's second verb, hung on the reporting verb between them
        (
            "Attackers could set up websites designed to exploit the flaw, the company said, "
            "and then run malicious code on the computers.",
            "run",
            "uncertain",
        ),
        # the alternative not taken, "rather" hung on "than"
        (
            "At that point, rather than go through the humiliation of backing out, the rebels might "
            "well conclude that they need to lash out.",
            "go",
            "negated",
        ),
        # what someone is made to do is as done as the making
        (
            "So the general tried to scare other leaders into supporting him by calling for a holy war.",
            "supporting",
            "future",
        ),
        ("The union pressured the company into raising wages.", "raising", "fact"),
        # a noun a plan's or a possibility's modifier heads
        (
            "He said they had been talking about the slated visit of the trade secretary in September.",
            "visit",
            "future",
        ),
        ("Workers were warned about a possible strike.", "strike", "uncertain"),
        ("The company completed the planned sale on Monday.", "sale", "fact"),
        # the means of a possible deed
        (
            "Vexa could turn up the heat by convening a special meeting and urging holders to drop the limits.",
            "convening",
            "uncertain",
        ),
        ("Iraq tried to scare its neighbours by calling on Arabs to rise up.", "calling", "fact"),
        # round 18: a possible deed's means after "through" with an open noun, and a "by" joined to it
        (
            "Iraq could start hostilities with Israel either through a direct attack or by attacking Jordan.",
            "attack",
            "uncertain",
        ),
        (
            "Iraq could start hostilities with Israel either through a direct attack or by attacking Jordan.",
            "attacking",
            "uncertain",
        ),
        # "through" with a definite noun may be a time, or a happening told as done
        ("He could stay in office through the election.", "election", "fact"),
        # a negation the parse hangs on the auxiliary
        (
            "Visas for the entourage of more than 20 teachers that Castro wants to accompany the family "
            "were not yet approved, officials said.",
            "approved",
            "negated",
        ),
        # what was done stays a fact
        ("The company reported a loss and cut its dividend to save cash.", "cut", "fact"),
        ("The rebels tried to take the town, and then fled.", "fled", "fact"),
        ("The board met on Monday, as planned, and approved the sale.", "approved", "fact"),
    ],
)
def test_bare_verbs_and_alternatives(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # the noun of "go on a trip" is the going: as asserted as the verb (round 19)
        ("Castro greeted the first-graders proposed to go on the trip to Washington.", "trip", "future"),
        ("The workers may go on strike next week.", "strike", "uncertain"),
        ("The workers went on strike on Monday.", "strike", "fact"),
        # a setting's "on" is no outing: "met on the train" keeps its own reading
        ("The two leaders wanted to meet on the train.", "train", "fact"),
    ],
)
def test_an_outing_shares_its_verb(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected
