"""MentionIndex: a dict of (article, index) -> id in one tuple an article, answering as the dict would."""

from __future__ import annotations

import random

import pytest

from kg.model import MentionIndex


@pytest.mark.parametrize("seed", range(8))
def test_it_answers_every_question_as_the_dict_it_replaces(seed: int) -> None:
    rng = random.Random(seed)
    articles = [f"a{n}" for n in range(12)]
    given = {(rng.choice(articles), rng.randrange(20)): f"id{rng.randrange(30)}" for _ in range(120)}
    index = MentionIndex(given.items())
    assert index == given and len(index) == len(given)
    assert set(index) == set(given)
    probes = [(aid, i) for aid in [*articles, "other"] for i in range(-2, 24)]
    for key in probes:
        assert (key in index) is (key in given)
        assert index.get(key) == given.get(key)
        if key in given:
            assert index[key] == given[key]
        else:
            with pytest.raises(KeyError):
                index[key]


def test_mentions_without_an_id_and_odd_keys_are_not_there() -> None:
    index = MentionIndex([(("a", 0), "x"), (("a", 3), None), (("a", 1), "y")])
    assert len(index) == 2 and dict(index) == {("a", 0): "x", ("a", 1): "y"}
    for odd in [("a", 3), ("a", -1), ("a",), "a", ("a", "0"), None]:
        assert odd not in index
    assert MentionIndex() == {} and len(MentionIndex()) == 0


def test_a_later_id_for_the_same_mention_wins_as_in_a_dict() -> None:
    assert MentionIndex([(("a", 0), "x"), (("a", 0), "y")])[("a", 0)] == "y"


def test_an_article_met_again_keeps_its_place_and_its_earlier_ids() -> None:
    # A corpus's mentions come grouped by article; an article met a second time is merged, not replaced.
    index = MentionIndex([(("b", 2), "x"), (("a", 0), "y"), (("b", 0), "z"), (("b", 2), None)])
    assert list(index) == [("b", 0), ("b", 2), ("a", 0)]
    assert dict(index) == {("b", 0): "z", ("b", 2): "x", ("a", 0): "y"} and len(index) == 3
