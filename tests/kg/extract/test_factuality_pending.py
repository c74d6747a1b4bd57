"""Round 13: what a capacity, a plan's predicate, a pending decision, a need or a cut-off prefix
leave open (issue 52, fact): constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # a gerund under a capacity's noun: no use of it told
        ("In that case, the Vikings would have the luxury of dealing Lund to Bergen.", "dealing", "uncertain"),
        # a plan told by its predicate
        ("Her visit is still on, the ministry said.", "visit", "future"),
        ("The merger is off, the company said.", "merger", "negated"),
        ("The merger was completed, the company said.", "merger", "fact"),
        # a decision still weighed
        ("The jury is still deliberating on Berg's verdict.", "verdict", "future"),
        ("The jury reached a verdict on Friday.", "verdict", "fact"),
        ("Nordwerk expects to use the money from the pending sale of its unit.", "sale", "future"),
        # what is needed is not done ("were essential to ending" in the past is left as told)
        ("The ministry considers the talks essential to ending the strike.", "ending", "future"),
        ("The talks were essential to ending the strike.", "ending", "fact"),
        # a possible result ("plunged the region into a crisis" told as done is a fact)
        ("An embargo could plunge the region into an economic crisis, the envoy said.", "crisis", "uncertain"),
        ("The embargo plunged the region into an economic crisis.", "crisis", "fact"),
        # the prefix a tagger cut off carries the verb's "will"
        ("The ministry said today it will re-examine the question.", "examine", "future"),
        ("The ministry re-examined the question on Monday.", "examined", "fact"),
    ],
)
def test_what_is_left_open(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # what one is close to doing is not done yet; a near miss is not done at all (round 18)
        ("Nordwerk is close to completing a friendly deal with Vexa.", "completing", "future"),
        ("The airline is on the verge of collapsing.", "collapsing", "future"),
        ("The talks are close to a deal.", "deal", "future"),
        ("The firm came close to closing the plant.", "closing", "negated"),
        # a number "close to" another, and a place near one, leave the happening as told
        ("Close to 500 people died in the fire.", "died", "fact"),
        ("Nordwerk completed the deal with Vexa.", "completed", "fact"),
    ],
)
def test_what_one_is_close_to_is_not_done(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # what one looks forward to has not happened yet (round 18)
        ("She told the envoys that she looked forward to visiting Kenya.", "visiting", "future"),
        ("The minister is looking forward to meeting the president.", "meeting", "future"),
        ("The union looks ahead to the talks with the board.", "talks", "future"),
        # looking at a thing, and a visit told as done, are as told
        ("She looked at the damage from the quake.", "damage", "fact"),
        ("She visited Kenya in August.", "visited", "fact"),
    ],
)
def test_what_one_looks_forward_to_is_still_to_come(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected
