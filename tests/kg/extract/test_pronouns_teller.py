"""Issue 51 (SemEval timelines): a subject "it" in what a named company tells is the company."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.events import extract_events
from kg.extract.pronouns import resolve


def _agents(nlp, text: str) -> dict[str, list[str]]:
    doc = nlp(text)
    sent_of = sentence_index(doc)
    mentions = extract_mentions(doc, sent_of)
    return {
        ev.trigger: [mentions[i].text for i in ev.agents] for ev in extract_events(doc, mentions, [], sent_of, text)
    }


def test_it_in_the_statement_of_a_company_named_beside_a_common_noun():
    """ "The maker Ford said that it posted a profit": the parse gives "said" two subjects, the
    common noun first (so an unnamed company's "it" on the old rule); the company is who posted."""
    words = ["The", "US", "manufacturer", "Kessler", "said", "that", "it", "posted", "a", "profit", "."]
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=[2, 2, 4, 4, 4, 7, 7, 4, 9, 7, 4],
        deps=["det", "compound", "nsubj", "nsubj", "ROOT", "mark", "nsubj", "ccomp", "det", "dobj", "punct"],
        tags=["DT", "NNP", "NN", "NNP", "VBD", "IN", "PRP", "VBD", "DT", "NN", "."],
        pos=["DET", "PROPN", "NOUN", "PROPN", "VERB", "SCONJ", "PRON", "VERB", "DET", "NOUN", "PUNCT"],
        ents=["O", "B-GPE", "O", "B-ORG", "O", "O", "O", "O", "O", "O", "O"],
        sent_starts=[True] + [False] * 10,
    )
    mentions = extract_mentions(doc, sentence_index(doc))
    links = resolve(doc, mentions)
    assert [mentions[i].text for i in links.get(6, ())] == ["Kessler"]


@pytest.mark.model
def test_it_in_the_announcement_by_a_company(nlp):
    found = _agents(
        nlp,
        "In a televised speech from the White House at 16:00 UTC today, Dana Ruiz presented a plan "
        "following the announcement by Norvell Motors that it had filed for bankruptcy.",
    )
    assert found["filed"] == ["Norvell Motors"]


@pytest.mark.model
def test_it_in_what_an_unnamed_teller_says_is_not_taken_from_an_earlier_name(nlp):
    found = _agents(nlp, "The union met Velkor Motors on Monday. The union said that it would strike.")
    assert "Velkor Motors" not in found.get("strike", [])
