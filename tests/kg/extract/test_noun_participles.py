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
