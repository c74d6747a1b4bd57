"""A killing or a death is one node only with its own dead: two named victims keep two happenings
apart, whatever word tells each (:mod:`kg.resolve.events.slain`)."""

from __future__ import annotations

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.features import View, view
from kg.resolve.events.slain import victim, victims
from tests.kg.resolve.events.test_guard import _clusters


def _mention(
    aid: str, number: int, text: str, trigger: str, lemma: str, named: str = "", nominal: bool = False
) -> View:
    """Article ``aid``'s one mention ``trigger`` of ``lemma`` in ``text``, ``named`` (a person) its patient."""
    start = text.index(trigger)
    mentions = (Mention(text.index(named), text.index(named) + len(named), named, named, "PERSON", 0),) if named else ()
    patients = (0,) if named else ()
    event = EventMention(start, start + len(trigger), trigger, lemma, "other", 0, patients=patients, nominal=nominal)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (event,))
    entity_of = {(aid, 0): named.lower().replace(" ", "-")} if named else {}
    return view(number, ex, 0, event, entity_of, "story")


SMITH = "Police said on Friday that John Smith was killed outside his home in the city."
JONES = "Mary Jones died in a hospital late on Friday, a day after the shooting in the city."
BARE = "Police said on Friday that the shooting outside the home in the city was the third."


def test_the_named_dead_of_a_kill_word() -> None:
    assert victim(_mention("a", 0, SMITH, "killed", "kill", "John Smith")) == {"john-smith"}
    assert victim(_mention("a", 0, JONES, "died", "die", "Mary Jones")) == {"mary-jones"}
    # no one named, or a word of another family
    assert not victim(_mention("a", 0, BARE, "shooting", "shooting", nominal=True))
    assert not victim(_mention("a", 0, SMITH, "said", "say", "John Smith"))


def test_two_named_dead_are_never_one_node_whatever_the_words() -> None:
    smith = _mention("a", 0, SMITH, "killed", "kill", "John Smith")
    jones = _mention("b", 1, JONES, "died", "die", "Mary Jones")
    bare = _mention("c", 2, BARE, "shooting", "shooting", nominal=True)
    pairs = [(0, 2), (1, 2)]
    assert _clusters([smith, jones, bare], pairs, guarded=False) == {frozenset({0, 1, 2})}
    assert frozenset({0, 1, 2}) not in _clusters([smith, jones, bare], pairs)
    # one dead told by two words stays one node ("Smith" is "John Smith")
    again = _mention(
        "b", 1, "Smith died in a hospital late on Friday, police said in the city.", "died", "die", "Smith"
    )
    assert _clusters([smith, again, bare], pairs) == {frozenset({0, 1, 2})}


def test_a_death_that_completes_a_verb_is_the_death_of_its_patient() -> None:
    text = "Six months before, Manuel Gonzalez was stabbed to death by an inmate at the prison."
    at = text.index("Manuel")
    mentions = (Mention(at, at + 15, "Manuel Gonzalez", "Manuel Gonzalez", "PERSON", 0),)
    start = text.index("stabbed")
    stab = EventMention(start, start + 7, "stabbed", "stab", "other", 0, patients=(0,))
    end = text.index("death")
    death = EventMention(end, end + 5, "death", "death", "other", 0, nominal=True)
    ex = Extraction(Article("a", text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (stab, death))
    entity_of = {("a", 0): "manuel-gonzalez"}
    both = [view(0, ex, 0, stab, entity_of, "story"), view(1, ex, 1, death, entity_of, "story")]
    assert not victim(both[1])
    assert victims(both)[1] == {"manuel-gonzalez"}
    # so it never joins Smith's killing
    smith = _mention("b", 2, SMITH, "killed", "kill", "John Smith")
    assert _clusters([*both, smith], [(1, 2)], guarded=False) == {frozenset({0}), frozenset({1, 2})}
    assert frozenset({1, 2}) not in _clusters([*both, smith], [(1, 2)])
