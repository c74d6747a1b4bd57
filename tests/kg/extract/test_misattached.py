"""Places the parse hangs beside a name: a firm's seat set off by commas is no second actor."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.misattached import names_set_beside_the_subject, place_joined_to_a_place, seat_after_a_name
from tests.kg.extract.test_arguments import _events


def _doc(words: list[str], ents: list[str]) -> Doc:
    return Doc(spacy.blank("en").vocab, words=words, ents=ents)


def test_a_city_set_off_after_a_firm_is_its_seat():
    """Issue 54: "Philip Morris Cos., New York, adopted a defense measure" showed New York adopting it."""
    words = ["Nordwerk", "Cos", ".", ",", "New", "Belval", ",", "adopted", "a", "plan", "."]
    ents = ["B-ORG", "I-ORG", "O", "O", "B-GPE", "I-GPE", "O", "O", "O", "O", "O"]
    assert seat_after_a_name(_doc(words, ents)[5])


@pytest.mark.parametrize(
    ("words", "ents", "at"),
    [
        # an item of a list, not a seat
        (
            ["Nordwerk", ",", "Belval", ",", "and", "Ruritania", "met", "."],
            ["B-ORG", "O", "B-GPE", "O", "O", "B-GPE", "O", "O"],
            2,
        ),
        # a place after a common noun ("the minister, Belval, ...") is not a name's seat
        (["the", "alliance", ",", "Belval", ",", "met", "."], ["O", "O", "O", "B-GPE", "O", "O", "O"], 3),
        # not set off by a second comma
        (["Nordwerk", ",", "Belval", "met", "."], ["B-ORG", "O", "B-GPE", "O", "O"], 2),
    ],
)
def test_other_places_beside_a_name_are_no_seat(words, ents, at):
    assert not seat_after_a_name(_doc(words, ents)[at])


@pytest.mark.model
def test_the_firm_acts_not_its_seat(nlp):
    found = _events(nlp, "Philip Morris Cos., New York, adopted a defense measure designed to deter a takeover.")
    assert found["adopted"][0] == ["Philip Morris Cos"]


def test_a_firms_suffix_outside_its_name_still_makes_a_seat():
    """The recognizer may leave "Cos" and its point outside the name: "Philip Morris Cos., New York"."""
    words = ["Nordwerk", "Bank", "Cos", ".", ",", "New", "Belval", ",", "adopted", "a", "plan", "."]
    ents = ["B-ORG", "I-ORG", "O", "O", "O", "B-GPE", "I-GPE", "O", "O", "O", "O", "O"]
    assert seat_after_a_name(_doc(words, ents)[6])


def _parsed_list() -> Doc:
    """ "invited the ministers of Ruritania , the Upper Belval and Osterlich", parsed as the
    bundled parser does: the second place joined to "ministers", the third to the second."""
    words = ["invited", "the", "ministers", "of", "Ruritania", ",", "the", "Upper", "Belval", "and", "Osterlich"]
    heads = [0, 2, 0, 2, 3, 2, 8, 8, 2, 8, 8]
    deps = ["ROOT", "det", "dobj", "prep", "pobj", "punct", "det", "compound", "conj", "cc", "conj"]
    ents = ["O", "O", "O", "O", "B-GPE", "O", "B-GPE", "I-GPE", "I-GPE", "O", "B-GPE"]
    return Doc(spacy.blank("en").vocab, words=words, heads=heads, deps=deps, ents=ents)


def test_places_listed_after_a_role_nouns_of_phrase_are_whose_role():
    """Issue 54: "invited the foreign ministers of Poland, the Czech Republic and Hungary" drew
    Hungary as invited: every place of the list continues the "of" phrase, the last one too."""
    doc = _parsed_list()
    assert place_joined_to_a_place(doc[8], doc[2])
    assert place_joined_to_a_place(doc[10], doc[2])
    # A person joined after the list is no place of it.
    doc = Doc(
        spacy.blank("en").vocab,
        words=["the", "ministers", "of", "Ruritania", "and", "Ana", "Lind"],
        heads=[1, 1, 1, 2, 1, 6, 1],
        deps=["det", "ROOT", "prep", "pobj", "cc", "compound", "conj"],
        ents=["O", "O", "O", "B-GPE", "O", "B-PERSON", "I-PERSON"],
    )
    assert not place_joined_to_a_place(doc[6], doc[1])


@pytest.mark.model
def test_invited_ministers_of_a_list_of_countries(nlp):
    found = _events(
        nlp, "Ruth Olsen has invited the foreign ministers of Poland, the Czech Republic and Hungary to a ceremony."
    )
    assert found["invited"][:2] == (["Ruth Olsen"], [])


@pytest.mark.model
def test_names_set_off_before_the_subjects_verb_are_not_an_inner_nouns(nlp):
    """Issue 54: "Two terrorists with records of attacks against Western targets, Abu Nidal and
    Abu Abbas, have ties to Baghdad" (the names parsed as joined to "targets") showed the two
    men as what the attacks were against; they are the terrorists."""
    text = (
        "Two terrorists with records of attacks against Western targets, Tom Lane and Karl Berg, have ties to Belval."
    )
    agents, patients, participants, _ = _events(nlp, text)["attacks"]
    assert "Tom Lane" not in patients + participants and "Karl Berg" not in patients + participants


def test_names_joined_to_an_inner_noun_with_no_comma_before_a_verb_stay_joined():
    """ "attacks against soldiers, Tom Lane and Karl Berg": no verb of the subject right after."""
    words = ["attacks", "against", "soldiers", ",", "Tom", "Lane", "and", "Karl", "Berg", "."]
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=[0, 0, 1, 2, 5, 2, 5, 8, 5, 0],
        deps=["ROOT", "prep", "pobj", "punct", "compound", "conj", "cc", "compound", "conj", "punct"],
        pos=["NOUN", "ADP", "NOUN", "PUNCT", "PROPN", "PROPN", "CCONJ", "PROPN", "PROPN", "PUNCT"],
        ents=["O", "O", "O", "O", "B-PERSON", "I-PERSON", "O", "B-PERSON", "I-PERSON", "O"],
    )
    assert not names_set_beside_the_subject(doc[5], doc[2])
