"""Tests for kg.extract.doers_of_nouns: an -ing phrase after a noun that names its own doers."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.arguments import verb_arguments
from kg.extract.doers_of_nouns import after_a_noun_with_doers
from tests.kg.extract.test_arguments import _events


def _heartened(noun: str, lemma: str, tag: str = "NN") -> Doc:
    """ "she was heartened by NOUN from Ruritania in probing the blasts", parsed as the bundled
    parser does: "in probing" hung on "heartened"."""
    words = ["she", "was", "heartened", "by", noun, "from", "Ruritania", "in", "probing", "the", "blasts"]
    heads = [2, 2, 2, 2, 3, 4, 5, 2, 7, 10, 8]
    deps = ["nsubjpass", "auxpass", "ROOT", "agent", "pobj", "prep", "pobj", "prep", "pcomp", "det", "dobj"]
    tags = ["PRP", "VBD", "VBN", "IN", tag, "IN", "NNP", "IN", "VBG", "DT", "NNS"]
    pos = ["PRON", "AUX", "VERB", "ADP", "NOUN", "ADP", "PROPN", "ADP", "VERB", "DET", "NOUN"]
    lemmas = ["she", "be", "hearten", "by", lemma, "from", "Ruritania", "in", "probe", "the", "blast"]
    ents = ["O"] * 6 + ["B-GPE"] + ["O"] * 4
    return Doc(
        spacy.blank("en").vocab, words=words, heads=heads, deps=deps, tags=tags, pos=pos, lemmas=lemmas, ents=ents
    )


def test_an_ing_after_cooperation_from_named_doers_borrows_no_subject():
    """Issue 54: "heartened by cooperation from Kenya and Tanzania in probing" drew the one
    heartened as who probed."""
    doc = _heartened("cooperation", "cooperation")
    assert after_a_noun_with_doers(doc[7])
    assert [t.text for t in verb_arguments(doc[8]).agents] == []


def test_people_from_a_place_are_no_doing_noun():
    """ "heartened by officials from Ruritania in ...": a noun of people, whose "from" says where
    they are from; the subject is lent as before."""
    doc = _heartened("officials", "official", "NNS")
    assert not after_a_noun_with_doers(doc[7])
    assert [t.text for t in verb_arguments(doc[8]).agents] == ["she"]


@pytest.mark.model
def test_cooperation_in_probing_on_the_trained_parse(nlp):
    text = (
        "Ruth Olsen said on Tuesday that she was heartened by cooperation from Kenya and Tanzania in "
        "probing the bombings."
    )
    assert _events(nlp, text).get("probing", ([],))[0] == []
    assert _events(nlp, "Ruth Olsen was praised for probing the bombings.")["probing"][0] == ["Ruth Olsen"]


def test_a_preposition_opening_a_sentence_after_a_root_ends_the_climb():
    """A preposition right after the last word of the previous sentence, that word its
    sentence's root: the climb to the noun stops at the root (it looped for ever when it
    compared Token objects by identity, which spaCy makes anew on each access)."""
    words = ["They", "help", "in", "probing", "came"]
    heads = [1, 1, 4, 2, 4]
    deps = ["nsubj", "ROOT", "prep", "pcomp", "ROOT"]
    doc = Doc(spacy.blank("en").vocab, words=words, heads=heads, deps=deps, pos=["PRON", "NOUN", "ADP", "VERB", "VERB"])
    assert after_a_noun_with_doers(doc[2]) is False
