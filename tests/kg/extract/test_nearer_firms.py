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
    starts = [True, False, False, True] + [False] * 8
    return Doc(spacy.blank("en").vocab, words=_WORDS, tags=_TAGS, sent_starts=starts)


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
