"""A name and a verb that do not agree are a compound, not a doer (issue 54: "Mat Maid mop up")."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.arguments import verb_arguments


def _headline(verb: str, lemma: str, tag: str, ent: str = "PERSON") -> Doc:
    return Doc(
        spacy.blank("en").vocab,
        words=["Ana", "Berg", verb, "up"],
        heads=[1, 2, 2, 2],
        deps=["compound", "nsubj", "ROOT", "prt"],
        tags=["NNP", "NNP", tag, "RP"],
        pos=["PROPN", "PROPN", "VERB", "ADP"],
        lemmas=["Ana", "Berg", lemma, "up"],
        ents=[f"B-{ent}", f"I-{ent}", "O", "O"],
        sent_starts=[True, False, False, False],
    )


@pytest.mark.parametrize(
    ("verb", "lemma", "tag", "ent", "doer"),
    [
        ("mop", "mop", "VBD", "PERSON", False),  # "Mat Maid mop up": a base form tagged past
        ("mop", "mop", "VBP", "PERSON", False),
        ("mopped", "mop", "VBD", "PERSON", True),
        ("mops", "mop", "VBZ", "PERSON", True),
        ("set", "set", "VBD", "PERSON", True),  # a past that is its own base
        ("win", "win", "VBP", "ORG", True),  # "England win": a team may take a plural verb
    ],
)
def test_a_person_with_a_bare_verb_is_no_doer(verb, lemma, tag, ent, doer):
    agents = verb_arguments(_headline(verb, lemma, tag, ent)[2]).agents
    assert [t.text for t in agents] == (["Berg"] if doer else [])
