"""Names the tagger cut in two, made whole (kg.extract.cut_names), and words it took for names
(kg.extract.entities), on hand-tagged parses."""

import spacy
from spacy.tokens import Doc

from kg.extract.entities import extract_mentions


def _tagged(words, heads, deps, pos, ents, tags=None):
    return Doc(spacy.blank("en").vocab, words=words, heads=heads, deps=deps, pos=pos, ents=ents, tags=tags)


def test_a_surname_with_a_particle_the_tagger_cut_is_one_name():
    """Issue 54: "republican Janet Holmes a Court said" gave a person "Janet Holmes" and a "Court"."""
    doc = _tagged(
        ["Ana", "Holmes", "a", "Court", "said", "so", "."],
        [1, 3, 3, 4, 4, 4, 4],
        ["compound", "compound", "det", "nsubj", "ROOT", "advmod", "punct"],
        ["PROPN", "PROPN", "DET", "PROPN", "VERB", "ADV", "PUNCT"],
        ["B-PERSON", "I-PERSON", "O", "B-ORG", "O", "O", "O"],
    )
    assert [(m.name, m.type) for m in extract_mentions(doc)] == [("Ana Holmes a Court", "PERSON")]


def test_a_name_a_thing_follows_is_not_joined_to_it():
    """ "gave Ana Berg a Ford": the car hangs on "gave", not on the name."""
    doc = _tagged(
        ["Eva", "gave", "Ana", "Berg", "a", "Ford", "."],
        [1, 1, 3, 1, 5, 1, 1],
        ["nsubj", "ROOT", "compound", "dative", "det", "dobj", "punct"],
        ["PROPN", "VERB", "PROPN", "PROPN", "DET", "PROPN", "PUNCT"],
        ["B-PERSON", "O", "B-PERSON", "I-PERSON", "O", "B-ORG", "O"],
    )
    assert [m.name for m in extract_mentions(doc)] == ["Eva", "Ana Berg", "Ford"]


def test_an_organisation_named_by_a_plural_and_a_phrase_is_one_name():
    """Issue 54: "founder of Brothers to the Rescue" gave a place "Brothers" and an organisation
    "Rescue", joined to "Operation Rescue" of another story."""
    doc = _tagged(
        ["Ana", "founded", "Brothers", "to", "the", "Rescue", "."],
        [1, 1, 1, 2, 5, 3, 1],
        ["nsubj", "ROOT", "dobj", "prep", "det", "pobj", "punct"],
        ["PROPN", "VERB", "PROPN", "ADP", "DET", "PROPN", "PUNCT"],
        ["B-PERSON", "O", "B-GPE", "O", "O", "B-ORG", "O"],
        tags=["NNP", "VBD", "NNPS", "IN", "DT", "NNP", "."],
    )
    assert [(m.name, m.type) for m in extract_mentions(doc)] == [("Ana", "PERSON"), ("Brothers to the Rescue", "ORG")]


def test_a_nationality_sent_to_an_organisation_stays_apart():
    doc = _tagged(
        ["Ana", "sent", "Americans", "to", "the", "Senate", "."],
        [1, 1, 1, 1, 5, 3, 1],
        ["nsubj", "ROOT", "dobj", "prep", "det", "pobj", "punct"],
        ["PROPN", "VERB", "PROPN", "ADP", "DET", "PROPN", "PUNCT"],
        ["B-PERSON", "O", "B-NORP", "O", "O", "B-ORG", "O"],
        tags=["NNP", "VBD", "NNPS", "IN", "DT", "NNP", "."],
    )
    assert [m.name for m in extract_mentions(doc)] == ["Ana", "Americans", "Senate"]


def test_a_participle_opening_a_sentence_is_no_name():
    """Issue 54: "Rescued on Nov. 25 by fishermen, Elian has become ..." made a person "Rescued"."""
    doc = _tagged(
        ["Rescued", "by", "fishermen", ",", "Elian", "spoke", "."],
        [5, 0, 1, 5, 5, 5, 5],
        ["advcl", "agent", "pobj", "punct", "nsubj", "ROOT", "punct"],
        ["VERB", "ADP", "NOUN", "PUNCT", "PROPN", "VERB", "PUNCT"],
        ["B-PERSON", "O", "O", "O", "B-PERSON", "O", "O"],
        tags=["VBN", "IN", "NNS", ",", "NNP", "VBD", "."],
    )
    assert [m.name for m in extract_mentions(doc)] == ["Elian"]


def test_a_firms_name_cut_at_its_ampersand_is_one_organisation():
    """Issue 54: "Standard amp Poor's Corp. lowered" (an "&amp;" whose "&" an export dropped) gave an
    organisation "Poor's Corp.", a name no firm has; "Phillips & Drew" a person "Drew"."""
    doc = _tagged(
        ["Standard", "amp", "Poor", "Corp.", "lowered", "it", "."],
        [3, 3, 3, 4, 4, 4, 4],
        ["compound", "cc", "compound", "nsubj", "ROOT", "dobj", "punct"],
        ["PROPN", "CCONJ", "PROPN", "PROPN", "VERB", "PRON", "PUNCT"],
        ["O", "O", "B-ORG", "I-ORG", "O", "O", "O"],
    )
    assert [(m.name, m.type) for m in extract_mentions(doc)] == [("Standard amp Poor Corp.", "ORG")]
    doc = _tagged(
        ["at", "UBS", "Phillips", "&", "Drew", "in", "London"],
        [0, 2, 0, 2, 2, 0, 5],
        ["ROOT", "compound", "pobj", "cc", "conj", "prep", "pobj"],
        ["ADP", "PROPN", "PROPN", "CCONJ", "PROPN", "ADP", "PROPN"],
        ["O", "B-ORG", "I-ORG", "O", "B-PERSON", "O", "B-GPE"],
    )
    assert [(m.name, m.type) for m in extract_mentions(doc)] == [("UBS Phillips & Drew", "ORG"), ("London", "GPE")]


def test_a_lower_case_word_across_an_ampersand_is_no_part_of_a_name():
    doc = _tagged(
        ["Nordwerk", "&", "sales", "rose"],
        [3, 0, 0, 3],
        ["nsubj", "cc", "conj", "ROOT"],
        ["PROPN", "CCONJ", "NOUN", "VERB"],
        ["B-ORG", "O", "O", "O"],
    )
    assert [m.name for m in extract_mentions(doc)] == ["Nordwerk"]


def test_a_hyphenated_partner_across_an_ampersand_is_part_of_the_firm():
    """Issue 54: "AVON RENT-A-CAR amp TRUCK Corp. said" was shown as "TRUCK Corp. said"."""
    doc = Doc(
        spacy.blank("en").vocab,
        words=["AVON", "RENT", "-", "A", "-", "CAR", "amp", "TRUCK", "Corp.", "said"],
        spaces=[True, False, False, False, False, True, True, True, True, False],
        heads=[8, 8, 8, 8, 8, 8, 8, 8, 9, 9],
        deps=["compound"] * 8 + ["nsubj", "ROOT"],
        pos=["PROPN"] * 9 + ["VERB"],
        ents=["O"] * 7 + ["B-ORG", "I-ORG", "O"],
    )
    assert [(m.name, m.type) for m in extract_mentions(doc)] == [("AVON RENT-A-CAR amp TRUCK Corp.", "ORG")]


def test_an_adjective_pair_opening_a_sentence_is_no_name():
    """Issue 54: "Smart and ambitious as a teenager, she was ..." made a person "Smart", and the
    next "She earned a scholarship" was drawn as "Smart earned scholarship"."""
    doc = _tagged(
        ["Smart", "and", "ambitious", ",", "Ana", "won", "."],
        [5, 0, 0, 5, 5, 5, 5],
        ["advcl", "cc", "conj", "punct", "nsubj", "ROOT", "punct"],
        ["PROPN", "CCONJ", "ADJ", "PUNCT", "PROPN", "VERB", "PUNCT"],
        ["B-PERSON", "O", "O", "O", "B-PERSON", "O", "O"],
    )
    assert [m.name for m in extract_mentions(doc)] == ["Ana"]
