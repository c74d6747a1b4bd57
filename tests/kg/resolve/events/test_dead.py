"""Deaths whose dead are kin of two sexes are two happenings, never one node, even through a third
mention scored like both (:mod:`kg.resolve.events.dead`)."""

from __future__ import annotations

from kg.model import Article, EventMention, Extraction, PublicationDate
from kg.resolve.events.dead import dead_sex
from kg.resolve.events.features import View, view
from tests.kg.resolve.events.test_guard import _clusters


def _death(aid: str, number: int, text: str, trigger: str, lemma: str, nominal: bool = False) -> View:
    """Article ``aid``'s one mention ``trigger`` (of ``lemma``) in the sentence ``text``."""
    start = text.index(trigger)
    event = EventMention(start, start + len(trigger), trigger, lemma, "other", 0, nominal=nominal)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), (), (event,))
    return view(number, ex, 0, event, {}, "story")


MOTHER = "He was found at sea last year following a boat wreck that killed his mother and ten others."
SON = "I have lost a son, Gonzalez told reporters later, referring to his own son's death due to cancer."
BARE = "The boy survived the wreck in which so many people of the boat died at sea that night."


def test_the_sex_of_the_kin_a_death_names_as_its_dead() -> None:
    assert dead_sex(_death("a", 0, MOTHER, "killed", "kill")) == "female"
    assert dead_sex(_death("a", 0, SON, "death", "death", nominal=True)) == "male"
    cases = {
        "Police said that late last night the boy's mother died in a hospital near the city.": "female",
        "Police said that late last night his father was killed in a crash near the city.": "male",
        "Police said that late last night the mother killed her neighbour in the city.": None,  # the killer
        "Police said that late last night the gunman killed his mother and father in the city.": None,
    }
    for text, sex in cases.items():
        word = "died" if "died" in text else "killed"
        assert dead_sex(_death("a", 0, text, word, "die" if word == "died" else "kill")) == sex, text


def test_deaths_of_a_woman_and_a_man_are_never_one_node() -> None:
    mother, son = _death("a", 0, MOTHER, "killed", "kill"), _death("a", 1, SON, "death", "death", nominal=True)
    third = _death("b", 2, BARE, "died", "die")
    pairs = [(0, 2), (1, 2)]
    assert _clusters([mother, son, third], pairs, guarded=False) == {frozenset({0, 1, 2})}
    assert frozenset({0, 1, 2}) not in _clusters([mother, son, third], pairs)
    # two mentions of the mother's death stay one
    again = _death("b", 1, "Reports said last night that the boy's mother died at sea in the wreck.", "died", "die")
    assert _clusters([mother, again, third], pairs) == {frozenset({0, 1, 2})}
