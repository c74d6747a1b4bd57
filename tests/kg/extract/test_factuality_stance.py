"""Event nouns that are feared, opposed or still to come are not told as done."""

from __future__ import annotations

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Doc

from kg.extract.factuality import factuality
from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        (
            "Turkey, worried about civil war in Kosovo spilling to the whole Balkans, called for talks.",
            "war",
            "uncertain",
        ),
        ("Officials warned of a strike at the port.", "strike", "uncertain"),
        ("Thousands were protesting in Miami against the repatriation of the boy.", "repatriation", "uncertain"),
        ("The exiles oppose the repatriation of the boy.", "repatriation", "uncertain"),
        ("The Church voiced opposition to the embargo.", "embargo", "uncertain"),
        ("Today is the eve of the Pope's visit to Cuba.", "visit", "future"),
        ("Security was tightened ahead of the visit.", "visit", "future"),
        ("Leaders met in the run-up to the summit.", "summit", "future"),
        ("Police closed roads in preparation for the summit.", "summit", "future"),
        ("The visit will persuade many Cubans to leave.", "visit", "future"),
        # told as done: they stay facts
        ("The war that began in March killed thousands.", "war", "fact"),
        ("Talks resumed after the visit on Monday.", "visit", "fact"),
        ("They were worried about the war that began in March.", "war", "fact"),
    ],
)
def test_feared_opposed_and_coming_nouns_are_not_facts(
    kg_pipeline: Language, text: str, word: str, expected: str
) -> None:
    assert _label(kg_pipeline, text, word) == expected


def _parsed(words: str, heads: list[int], deps: str, pos: str) -> Doc:
    return Doc(spacy.blank("en").vocab, words=words.split(), heads=heads, deps=deps.split(), pos=pos.split())


def test_the_eve_of_a_visit_is_before_it() -> None:
    words = "Today is the eve of the visit ."
    heads = [1, 1, 3, 1, 3, 6, 4, 1]
    pos = "NOUN AUX DET NOUN ADP DET NOUN PUNCT"
    assert factuality(_parsed(words, heads, "nsubj ROOT det attr prep det pobj punct", pos)[6]) == "future"
    # the same shape after "end" tells what was
    ended = _parsed(words.replace("eve", "end"), heads, "nsubj ROOT det attr prep det pobj punct", pos)
    assert factuality(ended[6]) == "fact"


def test_worry_about_a_war_is_a_fear() -> None:
    words = "They worried about a war ."
    heads = [1, 1, 1, 4, 2, 1]
    deps = "nsubj ROOT prep det pobj punct"
    pos = "PRON VERB ADP DET NOUN PUNCT"
    assert factuality(_parsed(words, heads, deps, pos)[4]) == "uncertain"
    assert factuality(_parsed(words.replace("worried", "talked"), heads, deps, pos)[4]) == "fact"
