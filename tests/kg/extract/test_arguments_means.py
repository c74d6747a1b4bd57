"""Issue 52: a "by" phrase of means or route says how, not who ("shipped by sea")."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc, Token

from kg.extract.arguments import noun_arguments, verb_arguments

_POS = {"NNP": "PROPN", "NN": "NOUN", "NNS": "NOUN", "VBD": "VERB", "VBN": "VERB", "DT": "DET"}


def _passive(by_words: list[str], by_tags: list[str]) -> Doc:
    """ "The crates were carried by <by_words> to Lagos ." with the "by" phrase as the agent."""
    n = len(by_words)
    words = ["The", "crates", "were", "carried", "by", *by_words, "to", "Lagos", "."]
    last = 4 + n
    heads = [1, 3, 3, 3, 3] + [last] * (n - 1) + [4, 3, last + 1, 3]
    deps = ["det", "nsubjpass", "auxpass", "ROOT", "agent"] + ["det"] * (n - 1) + ["pobj", "prep", "pobj", "punct"]
    tags = ["DT", "NNS", "VBD", "VBN", "IN", *by_tags, "IN", "NNP", "."]
    return Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=heads,
        deps=deps,
        tags=tags,
        pos=[_POS.get(t, "AUX" if d == "auxpass" else "X") for t, d in zip(tags, deps)],
        lemmas=[w.lower() for w in words],
        sent_starts=[True] + [False] * (len(words) - 1),
    )


def _carried(doc: Doc) -> Token:
    return next(t for t in doc if t.text == "carried")


@pytest.mark.parametrize("means", ["sea", "air", "road", "rail", "courier", "mail", "phone", "truck"])
def test_a_bare_means_is_no_agent(means: str) -> None:
    args = verb_arguments(_carried(_passive([means], ["NN"])))
    assert [t.text for t in args.agents] == []
    assert [t.text for t in args.patients] == ["crates"]


@pytest.mark.parametrize(
    ("by_words", "by_tags", "agent"),
    [(["the", "crew"], ["DT", "NN"], "crew"), (["a", "truck"], ["DT", "NN"], "truck"), (["police"], ["NNS"], "police")],
)
def test_a_doer_after_by_stays_the_agent(by_words: list[str], by_tags: list[str], agent: str) -> None:
    args = verb_arguments(_carried(_passive(by_words, by_tags)))
    assert [t.text for t in args.agents] == [agent]


def test_an_event_nouns_by_phrase_of_means_is_no_agent() -> None:
    """ "the shipment by sea" is how it went; "the shipment by Kestrel" is who sent it."""
    for word, tag, agents in (("sea", "NN", []), ("Kestrel", "NNP", ["Kestrel"])):
        words = ["the", "shipment", "by", word]
        doc = Doc(
            spacy.blank("en").vocab,
            words=words,
            heads=[1, 1, 1, 2],
            deps=["det", "ROOT", "prep", "pobj"],
            tags=["DT", "NN", "IN", tag],
            pos=["DET", "NOUN", "ADP", _POS[tag]],
            lemmas=[w.lower() for w in words],
        )
        assert [t.text for t in noun_arguments(doc[1]).agents] == agents


@pytest.mark.model
def test_shipped_by_sea_has_no_doer_in_its_label(nlp) -> None:
    from kg.extract.heads import heads

    doc = nlp("Investigators believe the parts were shipped by sea through Mombasa.")
    shipped = next(t for t in doc if t.text == "shipped")
    assert heads(shipped)[0] == ""
