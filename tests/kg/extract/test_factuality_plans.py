"""Round 18: a deal still waiting for a yes and a plan made known by a passive of announcing
(issue 52, fact): constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # the parse hangs the subject on the auxiliary of "is pending": still waiting
        (
            "The name change of the firm to Nordwerk AG is pending shareholder approval at the next meeting.",
            "change",
            "future",
        ),
        # "remains subject to" as "is subject to"
        ("The merger remains subject to approval by shareholders.", "merger", "future"),
        ("The merger remains popular with shareholders.", "merger", "fact"),
        # a passive of announcing with an infinitive: made known, still to come
        ("The board's names are announced to be changed to Nordwerk AG.", "changed", "future"),
        # with a perfect, or announced with "that", it is told as done
        ("The sale was announced to have been completed in May.", "completed", "fact"),
        ("The company announced that the names were changed.", "changed", "fact"),
    ],
)
def test_what_waits_or_is_announced(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # a headline's bare participle with a time to come: "will be resolved"
        ("Cable problems only resolved next week", "resolved", "future"),
        # the same participle with no time to come, or a past time, is told as done
        ("Cable problems resolved on Monday", "resolved", "fact"),
        ("Cable problems resolved", "resolved", "fact"),
    ],
)
def test_a_headline_participle_with_a_time_to_come(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # a plan's modifier on a noun that is its clause's subject (the lemma of "planned" is
        # "plan", round 19): still to come
        (
            "Castro assured the children that their planned trip to Washington was an important mission.",
            "trip",
            "future",
        ),
        ("The scheduled vote was a test for the party, he said.", "vote", "future"),
        # the trip itself, told without a plan, is what was made
        ("Castro assured the children that their trip to Washington was an important mission.", "trip", "fact"),
    ],
)
def test_a_planned_subject_is_still_to_come(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected
