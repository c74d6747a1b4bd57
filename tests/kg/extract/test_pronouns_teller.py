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


def _hand_parsed(rows: list[tuple[str, str, str, int, str]], starts: set[int]) -> Doc:
    """A Doc from (word, tag, dep, head, entity) rows; ``starts`` the indices opening a sentence."""
    pos = {"NNP": "PROPN", "NN": "NOUN", "DT": "DET", "VBD": "VERB", "PRP": "PRON", "MD": "AUX", "VB": "VERB"}
    return Doc(
        spacy.blank("en").vocab,
        words=[r[0] for r in rows],
        tags=[r[1] for r in rows],
        pos=[pos.get(r[1], "PUNCT") for r in rows],
        deps=[r[2] for r in rows],
        heads=[r[3] for r in rows],
        ents=[r[4] for r in rows],
        sent_starts=[i in starts for i in range(len(rows))],
    )


def test_a_name_typed_an_organisation_the_article_calls_a_captain_is_a_he():
    """Issue 54: "Farkas, an air force captain, ..." typed ORG throughout, so "Farkas expressed
    the hope he ..." gave "he" to McBride, the person named before."""
    rows = [
        ("Ode", "NNP", "nsubj", 5, "B-ORG"),
        (",", ",", "punct", 0, "O"),
        ("a", "DT", "det", 3, "O"),
        ("captain", "NN", "appos", 0, "O"),
        (",", ",", "punct", 0, "O"),
        ("flew", "VBD", "ROOT", 5, "O"),
        (".", ".", "punct", 5, "O"),
        ("Lind", "NNP", "nsubj", 8, "B-PERSON"),
        ("spoke", "VBD", "ROOT", 8, "O"),
        (".", ".", "punct", 8, "O"),
        ("Ode", "NNP", "nsubj", 11, "B-ORG"),
        ("hoped", "VBD", "ROOT", 11, "O"),
        ("he", "PRP", "nsubj", 14, "O"),
        ("would", "MD", "aux", 14, "O"),
        ("win", "VB", "ccomp", 11, "O"),
        (".", ".", "punct", 11, "O"),
    ]
    doc = _hand_parsed(rows, {0, 7, 10})
    mentions = extract_mentions(doc, sentence_index(doc))
    assert [m.type for m in mentions] == ["ORG", "PERSON", "ORG"]
    assert [mentions[i].text for i in resolve(doc, mentions).get(12, ())] == ["Ode"]
    # Without the noun that says so, a name typed an organisation is no "he": Lind is.
    plain = _hand_parsed([(w, t, "dep" if w in ("a", "captain") else d, h, e) for w, t, d, h, e in rows], {0, 7, 10})
    mentions = extract_mentions(plain, sentence_index(plain))
    assert [mentions[i].text for i in resolve(plain, mentions).get(12, ())] != ["Ode"]
