"""Round 16: an indefinite or bare event noun set under a verb that is not asserted names no
happening ("may emerge stronger from a bankruptcy", "going to have to file for bankruptcy",
"a professor who specializes in bankruptcy"), nor does a gerund under such a verb ("may focus
on selling"), issue 52 (fact): constructed sentences, parsed
by the trained pipeline, and a blank-pipeline check of what counts as unspecific."""

from __future__ import annotations

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Doc

from kg.extract.factuality import factuality
from kg.extract.factuality_unspecific import unspecific, unspecific_under


def _label(kg_pipeline: Language, text: str, word: str) -> str:
    tok = next(t for t in kg_pipeline(text) if t.text == word)
    return unspecific_under(tok, factuality(tok), factuality)


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("Analysts believe the carmaker may emerge stronger from a bankruptcy.", "bankruptcy", "uncertain"),
        ("That is why they are going to have to file for bankruptcy.", "bankruptcy", "future"),
        ("Analysts said the union could go on strike next month.", "strike", "uncertain"),
        ("The company should benefit from a sale of the unit.", "sale", "uncertain"),
        # a noun its verb asserts keeps the verb's fact
        ("The company filed for bankruptcy on Monday.", "bankruptcy", "fact"),
        ("The company emerged from bankruptcy last year.", "bankruptcy", "fact"),
        # a definite or possessed noun is one happening the text takes as given
        ("The town may never recover from the earthquake.", "earthquake", "fact"),
        ("The firm could rebuild after its bankruptcy.", "bankruptcy", "fact"),
        # so is what a presupposing preposition names
        ("The firm may reopen despite a strike.", "strike", "fact"),
        ("He could be charged with murder.", "murder", "fact"),
        # nor is a noun told of in its own right, or one only under a verb's object or a copula
        ("The paper said Syria indicated its interest in resuming talks in remarks made last week.", "remarks", "fact"),
        ("Doctors flew to Africa to help victims of terrorist attacks.", "attacks", "fact"),
        ("Concern about the chip may have been responsible for a decline of 87 points.", "decline", "fact"),
        # figures tell one happening; a compound goes with its definite head
        ("He scored 20 points to help the team remain unbeaten with a 91-73 victory.", "victory", "fact"),
        ("Officials stopped play to allow the coach to present him with the game ball.", "game", "fact"),
        # a placing participle and a means are not settings of a doubt
        ("Forced to play at a disadvantage based on inconsistent refereeing, he seemed angry.", "refereeing", "fact"),
        # a gerund with no subject of its own, and what it does, share its verb's doubt
        ("The firm may focus on selling its stake.", "selling", "uncertain"),
        ("If the government will cooperate in making security arrangements, we will leave.", "making", "hypothetical"),
        (
            "If the government will cooperate in making security arrangements, we will leave.",
            "arrangements",
            "hypothetical",
        ),
        ("The firm focused on selling its stake.", "selling", "fact"),
        ("He could be jailed for lying to investigators.", "lying", "fact"),
        ("The firm may reopen after closing the plant for a month.", "closing", "fact"),
    ],
)
def test_unspecific_noun_under_unasserted_verb(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    assert _label(kg_pipeline, text, word) == expected


def _noun(words: list[str], deps: list[str], heads: list[int], pos: list[str], at: int) -> bool:
    nlp = spacy.blank("en")
    doc = Doc(nlp.vocab, words=words, deps=deps, heads=heads, pos=pos)
    return unspecific(doc[at])


def test_unspecific_needs_no_definite_determiner_or_possessor() -> None:
    assert _noun(["a", "strike"], ["det", "ROOT"], [1, 1], ["DET", "NOUN"], 1)
    assert _noun(["strikes"], ["ROOT"], [0], ["NOUN"], 0)
    assert not _noun(["the", "strike"], ["det", "ROOT"], [1, 1], ["DET", "NOUN"], 1)
    assert not _noun(["its", "strike"], ["poss", "ROOT"], [1, 1], ["PRON", "NOUN"], 1)
    assert not _noun(["Olympic", "bombing"], ["compound", "ROOT"], [1, 1], ["PROPN", "NOUN"], 1)
