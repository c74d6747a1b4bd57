"""A company's description with another company named before it in its own sentence (issue 54)."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from kg.extract.nearer_firms import without_nearer_firms
from kg.model import Mention

# "Belco said . A memo at Norvell showed the company won ." (Belco sentence 0, Norvell sentence 1)
_WORDS = ["Belco", "said", ".", "A", "memo", "at", "Norvell", "showed", "the", "company", "won", "."]
_TAGS = ["NNP", "VBD", ".", "DT", "NN", "IN", "NNP", "VBD", "DT", "NN", "VBD", "."]


def _doc() -> Doc:
    heads = [1, 1, 1, 4, 7, 4, 5, 7, 9, 10, 7, 7]
    deps = ["nsubj", "ROOT", "punct", "det", "nsubj", "prep", "pobj", "ROOT", "det", "nsubj", "ccomp", "punct"]
    return Doc(spacy.blank("en").vocab, words=_WORDS, tags=_TAGS, heads=heads, deps=deps)


def _mention(doc: Doc, i: int, sentence: int) -> Mention:
    tok = doc[i]
    return Mention(tok.idx, tok.idx + len(tok), tok.text, tok.text, "ORG", sentence)


def test_the_company_does_not_reach_back_past_a_company_of_its_own_sentence():
    """Issue 54: "NPD said ... an internal memo at Apple showed the company passed Wal-Mart" made
    NPD the one who passed; with Apple named in the sentence, "the company" stays unresolved."""
    doc = _doc()
    mentions = [_mention(doc, 0, 0), _mention(doc, 6, 1)]
    assert without_nearer_firms(doc, mentions, {9: (0,)}) == {}


def test_the_company_keeps_its_name_with_no_rival_in_its_sentence():
    """ "Belco said. A memo showed the company won": Belco, as before; a name of its own sentence too."""
    doc = _doc()
    assert without_nearer_firms(doc, [_mention(doc, 0, 0)], {9: (0,)}) == {9: (0,)}
    mentions = [_mention(doc, 0, 0), _mention(doc, 6, 1)]
    assert without_nearer_firms(doc, mentions, {9: (1,)}) == {9: (1,)}


def test_the_company_keeps_a_name_its_sentence_repeats():
    """ "Wall Street has not seen such results for the Apple computer company": Apple is named in
    the sentence too, so the description keeps it whatever other company stands before it."""
    doc = _doc()
    mentions = [
        _mention(doc, 0, 0),
        _mention(doc, 6, 1),
        Mention(doc[4].idx, doc[4].idx + 4, "memo", "Belco", "ORG", 1),
    ]
    assert without_nearer_firms(doc, mentions, {9: (0,)}) == {9: (0,)}


def test_a_company_inside_what_the_company_says_is_no_rival():
    """ "Belco said. Norvell warrants were issued, the company said": the company (Belco) says
    it of the warrants; the name inside its own statement does not unsettle it."""
    words = ["Belco", "said", ".", "Norvell", "warrants", "were", "issued", ",", "the", "company", "said", "."]
    heads = [1, 1, 1, 4, 6, 6, 10, 10, 9, 10, 10, 10]
    deps = ["nsubj", "ROOT", "punct", "compound", "nsubjpass", "auxpass", "ccomp", "punct", "det", "nsubj", "ROOT"]
    tags = ["NNP", "VBD", ".", "NNP", "NNS", "VBD", "VBN", ",", "DT", "NN", "VBD", "."]
    doc = Doc(spacy.blank("en").vocab, words=words, tags=tags, heads=heads, deps=[*deps, "punct"])
    mentions = [_mention(doc, 0, 0), _mention(doc, 3, 1)]
    assert without_nearer_firms(doc, mentions, {9: (0,)}) == {9: (0,)}
