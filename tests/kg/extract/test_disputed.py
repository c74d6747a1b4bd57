"""Round 15: what an article says against a report anywhere in it (kg.extract.disputed):
constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        # the party an outlet's report names will not confirm, told before the report
        (
            "Tom Lund did not comment on the matter. Vexa named a new chief. "
            "The Daily Courier reported that Lund had been pushed out.",
            "pushed",
        ),
        # a second verb with no subject of its own takes its first verb's
        (
            "Vexa confirmed that Lund had left, but did not say whether he was forced out. Vexa named a new chief. "
            "The Daily Courier reported that Lund had been pushed out by Vexa.",
            "pushed",
        ),
        # reports from no one named, and a denial of the same matter just before them
        (
            "The minister denied that the kingdom had notified its customers of any cutbacks in oil supply. "
            "Reports said Norland told oil companies of a cutback in its oil supply.",
            "told",
        ),
        # the party a source's allegations name denies them: that source's claim is contested
        (
            "Through his lawyers, Tom Vance has denied the allegations in the SEC suit. "
            "Mr. Vance, the SEC said, made $60 million from the sale of his shares.",
            "made",
        ),
        # no confirmation of the report after it
        (
            "The news agency said rebels had seized the airport. Residents fled. "
            "There was no independent confirmation of the report.",
            "seized",
        ),
        # what a denied or unconfirmed report says
        ("He declined to confirm or deny reports that Roy is trying to buy the unit.", "trying"),
        ("The firm disputed the claim that it had closed the plant.", "closed"),
    ],
)
def test_a_report_the_article_disputes_is_not_a_fact(kg_pipeline: Language, text: str, word: str) -> None:
    assert _label(kg_pipeline, text, word) == "uncertain"


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        # refusing a request contests nothing
        ("Vexa denied the request. The Daily Courier reported that Vexa had fired Lund.", "fired"),
        # a denial of another matter near the report
        (
            "The minister denied that the kingdom had cut its oil supply. "
            "Reports attributed to the Defence Ministry said the storm closed two ports.",
            "closed",
        ),
        # a non-answer near the report names no matter of its own, whatever words it shares
        (
            "In an interview, the king declined to discuss details of the Iraqi message. "
            "A CBS News report said that the Iraqi message called for talks to discuss a withdrawal.",
            "called",
        ),
        # a party denying charges does not contest what officials say of it
        ("Lund denied the charges. Police said Lund had been seen at the bank.", "seen"),
        # the report confirmed
        ("The news agency said rebels had seized the airport. Officials gave confirmation of the report.", "seized"),
        # a report confirmed, its content told
        ("He confirmed reports that Roy is trying to buy the unit.", "trying"),
    ],
)
def test_the_same_words_undisputed_stay_facts(kg_pipeline: Language, text: str, word: str) -> None:
    assert _label(kg_pipeline, text, word) == "fact"
