"""What an event is about and how much (:mod:`kg.extract.themes`): the amounts a change noun
and a participle carry, read so that one article's two figures are two happenings."""

from __future__ import annotations

from kg.extract.themes import noun_theme, quantities
from tests.kg.extract.test_arguments import _parsed


def test_a_percentage_compounded_with_an_event_noun_is_its_amount():
    """Issue 52: "a 26% decline" (a stock's drop) merged with "net interest income declined to
    $35.6 million" (another figure): the noun's number, on its compound "%", was never read."""
    words = ["a", "26", "%", "decline"]
    doc = _parsed(words, [3, 2, 3, 3], ["det", "nummod", "compound", "ROOT"], ["DT", "CD", "NN", "NN"])
    assert quantities(doc[3]) == ("26",)
    words = ["a", "5", "percent", "increase"]
    doc = _parsed(words, [3, 2, 3, 3], ["det", "nummod", "compound", "ROOT"], ["DT", "CD", "NN", "NN"])
    assert quantities(doc[3]) == ("5",)
    # A compound without a number is no amount ("the earnings decline").
    doc = _parsed(["the", "earnings", "decline"], [2, 2, 2], ["det", "compound", "ROOT"], ["DT", "NNS", "NN"])
    assert quantities(doc[2]) == ()


def test_a_participles_noun_carries_its_amount():
    """Issue 52: "141,951 units sold by GM" and "around 30,000 units sold" (a rival's fleet sales)
    were one node: a past participle's number is on the noun it modifies, what was sold."""
    words = ["141,951", "units", "sold", "by", "GM"]
    doc = _parsed(words, [1, 1, 1, 2, 3], ["nummod", "ROOT", "acl", "agent", "pobj"], ["CD", "NNS", "VBN", "IN", "NNP"])
    assert quantities(doc[2]) == ("141951",)
    words = ["around", "30,000", "units", "sold"]
    doc = _parsed(words, [1, 2, 2, 2], ["advmod", "nummod", "ROOT", "acl"], ["RB", "CD", "NNS", "VBN"])
    assert quantities(doc[3]) == ("30000",)
    # A participle with an object of its own is no modifier done to its noun ("units having sold 40 cars").
    words = ["units", "sold", "40", "cars"]
    doc = _parsed(words, [0, 0, 3, 1], ["ROOT", "acl", "nummod", "dobj"], ["NNS", "VBN", "CD", "NNS"])
    assert quantities(doc[1]) == ("40",)
    # Nor is a present participle ("30,000 workers protesting").
    words = ["30,000", "workers", "protesting"]
    doc = _parsed(words, [1, 1, 1], ["nummod", "ROOT", "acl"], ["CD", "NNS", "VBG"])
    assert quantities(doc[2]) == ()


def test_a_change_nouns_compound_is_what_changed():
    """Round 18, issue 52: "The dividend increase" joined "Sales increased 10%": a change noun's
    compound names what rose. Only for change words ("the bomb attack" keeps no theme)."""
    lemmas = ["the", "dividend", "increase"]
    doc = _parsed(["The", "dividend", "increase"], [2, 2, 2], ["det", "compound", "ROOT"], ["DT", "NN", "NN"], lemmas)
    assert noun_theme(doc[2]) == "dividend"
    lemmas = ["the", "bomb", "attack"]
    doc = _parsed(["The", "bomb", "attack"], [2, 2, 2], ["det", "compound", "ROOT"], ["DT", "NN", "NN"], lemmas)
    assert noun_theme(doc[2]) == ""
