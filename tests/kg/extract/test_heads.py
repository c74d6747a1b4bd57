"""Where an event's unnamed subject and object are written: spans that match their words."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.arguments import Arguments
from kg.extract.heads import head_phrase, head_span, heads_of, spans_of
from kg.model import Article
from kg.pipeline.extraction import extract_doc
from kg.runtime.records import decode, encode


def _doc() -> Doc:
    """ "A Michigan man shot three of the guards ." hand-parsed on a blank vocabulary."""
    words = ["A", "Michigan", "man", "shot", "three", "of", "the", "guards", "."]
    return Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=[2, 2, 3, 3, 3, 4, 7, 5, 3],
        deps=["det", "compound", "nsubj", "ROOT", "dobj", "prep", "det", "pobj", "punct"],
        pos=["DET", "PROPN", "NOUN", "VERB", "NUM", "ADP", "DET", "NOUN", "PUNCT"],
    )


def test_a_span_covers_the_words_of_the_head_phrase() -> None:
    doc = _doc()
    args = Arguments(agents=(doc[2],), patients=(doc[4],))
    assert heads_of(args) == ("Michigan man", "three of the guards")
    (s0, e0), (s1, e1) = spans_of(args)  # type: ignore[misc]
    assert (doc.text[s0:e0], doc.text[s1:e1]) == ("Michigan man", "three of the guards")


def test_a_count_of_a_known_whole_keeps_its_count_but_a_measure_hands_over() -> None:
    """Issue 54: "three of the members voted" was labelled "members voted", the whole for a part;
    "scores of prisoners" (no whole named) is still labelled "prisoners"."""
    doc = Doc(
        spacy.blank("en").vocab,
        words=["scores", "of", "prisoners", "were", "freed"],
        heads=[4, 0, 1, 4, 4],
        deps=["nsubjpass", "prep", "pobj", "auxpass", "ROOT"],
        pos=["NOUN", "ADP", "NOUN", "AUX", "VERB"],
    )
    assert head_phrase(doc[0]) == "prisoners"


def test_one_of_a_counted_whole_is_the_part_not_the_group() -> None:
    """Issue 52: "The FBI released one of two men" was drawn as "FBI released men": a counted
    whole ("two men") is a known whole too, so the label keeps the part."""
    doc = Doc(
        spacy.blank("en").vocab,
        words=["FBI", "released", "one", "of", "two", "men"],
        heads=[1, 1, 1, 2, 5, 3],
        deps=["nsubj", "ROOT", "dobj", "prep", "nummod", "pobj"],
        pos=["PROPN", "VERB", "NUM", "ADP", "NUM", "NOUN"],
    )
    assert heads_of(Arguments(agents=(doc[0],), patients=(doc[2],))) == ("FBI", "one of two men")
    # a count word on the "of" phrase that is no number ("scores of many prisoners") names no whole
    doc = Doc(
        spacy.blank("en").vocab,
        words=["scores", "of", "many", "prisoners", "were", "freed"],
        heads=[5, 0, 3, 1, 5, 5],
        deps=["nsubjpass", "prep", "amod", "pobj", "auxpass", "ROOT"],
        pos=["NOUN", "ADP", "ADJ", "NOUN", "AUX", "VERB"],
    )
    assert head_phrase(doc[0]) == "many prisoners"


def test_a_hyphenated_word_the_tokenizer_cut_is_named_whole() -> None:
    """Issue 52: "Pre-orders ... began Tuesday" was drawn as "Pre began"."""
    doc = Doc(
        spacy.blank("en").vocab,
        words=["Pre", "-", "orders", "began", "Tuesday"],
        spaces=[False, False, True, True, False],
        pos=["NOUN", "NOUN", "NOUN", "VERB", "PROPN"],
        heads=[3, 3, 3, 3, 3],
        deps=["nsubj", "nsubj", "nsubj", "ROOT", "npadvmod"],
    )
    assert head_phrase(doc[0]) == "Pre-orders"
    s, e = head_span(doc[0])  # type: ignore[misc]
    assert doc.text[s:e] == "Pre-orders"


def test_the_last_piece_of_a_hyphenated_compound_is_named_whole() -> None:
    """Issue 54: "the sell-off knocked it down" was drawn with "off" as who knocked."""
    doc = Doc(
        spacy.blank("en").vocab,
        words=["the", "sell", "-", "off", "knocked", "it", "down"],
        spaces=[True, False, False, True, True, True, False],
        pos=["DET", "NOUN", "PUNCT", "NOUN", "VERB", "PRON", "ADP"],
        heads=[3, 3, 3, 4, 4, 4, 4],
        deps=["det", "compound", "punct", "nsubj", "ROOT", "dobj", "prt"],
    )
    assert head_phrase(doc[3]) == "sell-off"
    s, e = head_span(doc[3])  # type: ignore[misc]
    assert doc.text[s:e] == "sell-off"


def test_a_pronoun_or_no_argument_has_no_span() -> None:
    doc = Doc(spacy.blank("en").vocab, words=["He", "left"], pos=["PRON", "VERB"], heads=[1, 1], deps=["nsubj", "ROOT"])
    assert head_phrase(doc[0]) == "" and head_span(doc[0]) is None
    assert spans_of(Arguments(agents=(doc[0],))) == (None, None)


@pytest.mark.model
def test_an_unnamed_agent_is_placed_in_the_article(nlp) -> None:
    text = "A Michigan man shot a security guard on Monday, police said."
    ex = extract_doc(Article(id="a1", text=text), nlp(text))
    shot = next(ev for ev in ex.events if ev.trigger == "shot")
    assert shot.subject_span is not None and shot.object_span is not None
    assert text[slice(*shot.subject_span)] == shot.subject == "Michigan man"
    assert text[slice(*shot.object_span)] == shot.object == "security guard"
    # The extraction cache keeps the spans.
    again = next(ev for ev in decode(encode(ex)).events if ev.trigger == "shot")
    assert (again.subject_span, again.object_span) == (shot.subject_span, shot.object_span)


def _deal() -> Doc:
    """ "Nordwerk completed its $3 billion acquisition of Western Steel Works Inc." hand-parsed,
    the company name one ORG entity."""
    words = ["Nordwerk", "completed", "its", "$", "3", "billion", "acquisition", "of"]
    words += ["Western", "Steel", "Works", "Inc."]
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=[1, 1, 6, 5, 5, 6, 1, 6, 11, 11, 11, 7],
        deps=["nsubj", "ROOT", "poss", "quantmod", "compound", "nummod", "dobj", "prep"]
        + ["compound", "compound", "compound", "pobj"],
        pos=["PROPN", "VERB", "PRON", "SYM", "NUM", "NUM", "NOUN", "ADP", "PROPN", "PROPN", "PROPN", "PROPN"],
        tags=["NNP", "VBD", "PRP$", "$", "CD", "CD", "NN", "IN", "NNP", "NNP", "NNP", "NNP"],
        ents=["B-ORG", "O", "O", "B-MONEY", "I-MONEY", "I-MONEY", "O", "O", "B-ORG", "I-ORG", "I-ORG", "I-ORG"],
    )
    return doc


def test_a_sum_of_money_before_an_event_noun_is_no_count_of_its_of_phrase() -> None:
    """Issue 54: "completed its $3 billion acquisition of X" was labelled "... completed X" (the
    sum taken for a count, as in "three of the guards"), so a company was what was completed."""
    assert head_phrase(_deal()[6]) == "acquisition"


def test_a_head_phrase_never_cuts_a_name() -> None:
    """Issue 54: a name of four words was cut to its last three ("Steel Works Inc.")."""
    doc = _deal()
    assert head_phrase(doc[11]) == "Western Steel Works Inc."
    s, e = head_span(doc[11])  # type: ignore[misc]
    assert doc.text[s:e] == "Western Steel Works Inc."


def test_a_count_of_shares_keeps_the_shares_not_their_issuer() -> None:
    """Issue 54: "bought 43,000 shares of Cie. de Navigation Mixte" was labelled "bought Cie. de
    Navigation Mixte", as if the company was bought; "three days of mourning" still hands over."""
    vocab = spacy.blank("en").vocab
    doc = Doc(
        vocab,
        words=["bought", "43,000", "shares", "of", "Nordwerk"],
        heads=[0, 2, 0, 2, 3],
        deps=["ROOT", "nummod", "dobj", "prep", "pobj"],
        pos=["VERB", "NUM", "NOUN", "ADP", "PROPN"],
    )
    assert head_phrase(doc[2]) == "shares"
    doc = Doc(
        vocab,
        words=["declared", "three", "days", "of", "mourning"],
        heads=[0, 2, 0, 2, 3],
        deps=["ROOT", "nummod", "dobj", "prep", "pobj"],
        pos=["VERB", "NUM", "NOUN", "ADP", "NOUN"],
    )
    assert head_phrase(doc[2]) == "mourning"


def test_a_count_of_people_of_a_given_happening_keeps_the_people() -> None:
    """Issue 54: "10 of 12 American victims of the Kenya embassy bombing were brought back by
    Albright" was labelled "Albright brought back bombing"; a count of a given thing's people or
    parts ("victims of the bombing") keeps them, a bare noun is still what a count measures."""
    doc = Doc(
        spacy.blank("en").vocab,
        words=["brought", "12", "victims", "of", "the", "bombing"],
        heads=[0, 2, 0, 2, 5, 3],
        deps=["ROOT", "nummod", "dobj", "prep", "det", "pobj"],
        pos=["VERB", "NUM", "NOUN", "ADP", "DET", "NOUN"],
    )
    assert head_phrase(doc[2]) == "victims"


def test_a_name_hung_on_a_noun_stays_in_the_head_phrase() -> None:
    """Issue 52: "Apple introduced the iMac personal computer" was labelled "introduced personal
    computer": the name says which computer. A plain adjective past the word limit still drops."""
    doc = Doc(
        spacy.blank("en").vocab,
        words=["Alba", "introduced", "the", "Zeta", "personal", "computer", "."],
        heads=[1, 1, 5, 5, 5, 1, 1],
        deps=["nsubj", "ROOT", "det", "nmod", "amod", "dobj", "punct"],
        pos=["PROPN", "VERB", "DET", "PROPN", "ADJ", "NOUN", "PUNCT"],
    )
    assert head_phrase(doc[5]) == "Zeta personal computer"
    assert head_phrase(doc[5], max_words=2) == "personal computer"
    # A common noun the parse hangs as nmod is no name: left out as before.
    doc = Doc(
        spacy.blank("en").vocab,
        words=["Alba", "sold", "the", "company", "computer", "."],
        heads=[1, 1, 4, 4, 1, 1],
        deps=["nsubj", "ROOT", "det", "nmod", "dobj", "punct"],
        pos=["PROPN", "VERB", "DET", "NOUN", "NOUN", "PUNCT"],
    )
    assert head_phrase(doc[4]) == "computer"
