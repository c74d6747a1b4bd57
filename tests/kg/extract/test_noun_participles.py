"""A past participle set off after an opening phrase describes that phrase's noun (issue 54)."""

from __future__ import annotations

from tests.kg.extract.test_arguments import _parsed, _roles, _word


def test_a_participle_after_an_opening_phrase_is_not_the_subjects():
    """Issue 54: "In a letter to Rafsanjani, read by a broadcaster over Baghdad radio, Saddam said"
    drew "broadcaster read Saddam Hussein" (the letter was read)."""
    doc = _parsed(
        ["In", "a", "letter", "to", "Ana", ",", "read", "by", "a", "clerk", ",", "Ben", "said", "."],
        [6, 2, 0, 2, 3, 6, 12, 6, 9, 7, 12, 12, 12, 12],
        [
            "prep",
            "det",
            "pobj",
            "prep",
            "pobj",
            "punct",
            "advcl",
            "agent",
            "det",
            "pobj",
            "punct",
            "nsubj",
            "ROOT",
            "punct",
        ],
        ["IN", "DT", "NN", "IN", "NNP", ",", "VBN", "IN", "DT", "NN", ",", "NNP", "VBD", "."],
        ["in", "a", "letter", "to", "Ana", ",", "read", "by", "a", "clerk", ",", "Ben", "say", "."],
    )
    assert _roles(_word(doc, "read")) == (["clerk"], [])


def test_a_participle_opening_the_sentence_is_the_subjects():
    """ "Wounded by a sniper, Ben fled": Ben was wounded."""
    doc = _parsed(
        ["Wounded", "by", "a", "sniper", ",", "Ben", "fled", "."],
        [6, 0, 3, 1, 6, 6, 6, 6],
        ["advcl", "agent", "det", "pobj", "punct", "nsubj", "ROOT", "punct"],
        ["VBN", "IN", "DT", "NN", ",", "NNP", "VBD", "."],
        ["wound", "by", "a", "sniper", ",", "Ben", "flee", "."],
    )
    assert _roles(_word(doc, "Wounded")) == (["sniper"], ["Ben"])


def test_a_participle_after_a_phrase_of_time_is_the_subjects():
    """ "After the talks, questioned by reporters, Ben said": Ben was questioned."""
    doc = _parsed(
        ["After", "the", "talks", ",", "questioned", "by", "reporters", ",", "Ben", "said", "."],
        [4, 2, 0, 4, 9, 4, 5, 9, 9, 9, 9],
        ["prep", "det", "pobj", "punct", "advcl", "agent", "pobj", "punct", "nsubj", "ROOT", "punct"],
        ["IN", "DT", "NNS", ",", "VBN", "IN", "NNS", ",", "NNP", "VBD", "."],
        ["after", "the", "talk", ",", "question", "by", "reporter", ",", "Ben", "say", "."],
    )
    assert _roles(_word(doc, "questioned")) == (["reporters"], ["Ben"])


def test_a_participle_after_the_governors_object_is_not_the_subjects():
    """Issue 52: "Gary Lukassen ... said redemption of the preferred shares, originally issued at
    C$25 each, will eliminate ..." drew "issued Gary Lukassen" (the shares were issued)."""
    doc = _parsed(
        ["Ben", "bought", "the", "shares", "of", "Acme", ",", "issued", "by", "a", "bank", "."],
        [1, 1, 3, 1, 3, 4, 1, 1, 7, 10, 8, 1],
        ["nsubj", "ROOT", "det", "dobj", "prep", "pobj", "punct", "advcl", "agent", "det", "pobj", "punct"],
        ["NNP", "VBD", "DT", "NNS", "IN", "NNP", ",", "VBN", "IN", "DT", "NN", "."],
        ["Ben", "buy", "the", "share", "of", "Acme", ",", "issue", "by", "a", "bank", "."],
    )
    assert _roles(_word(doc, "issued")) == (["bank"], [])


def test_a_participle_after_a_time_or_a_place_is_the_subjects():
    """ "Ben was freed Friday, cleared by a court": Ben was cleared; no object comes between."""
    doc = _parsed(
        ["Ben", "was", "freed", "Friday", ",", "cleared", "by", "a", "court", "."],
        [2, 2, 2, 2, 2, 2, 5, 8, 6, 2],
        ["nsubjpass", "auxpass", "ROOT", "npadvmod", "punct", "advcl", "agent", "det", "pobj", "punct"],
        ["NNP", "VBD", "VBN", "NNP", ",", "VBN", "IN", "DT", "NN", "."],
        ["Ben", "be", "free", "Friday", ",", "clear", "by", "a", "court", "."],
    )
    assert _roles(_word(doc, "cleared")) == (["court"], ["Ben"])
