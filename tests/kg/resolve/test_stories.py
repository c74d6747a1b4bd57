"""kg.resolve.stories: articles grouped into stories by what they say, never by their ids."""

from __future__ import annotations

import random
from dataclasses import replace
from unittest.mock import patch

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from scipy.sparse import csr_matrix

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.entities.resolution import resolve_entities
from kg.resolve.stories import _pieces, find_stories, story_index


def _article(aid: str, text: str, names: list[tuple[str, str]], events: list[tuple[str, str, str]]) -> Extraction:
    """An extraction of ``text``: ``names`` are (name, type) and ``events`` (trigger, lemma, class), found in it."""
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, kind, 0) for n, kind in names)
    found = tuple(
        EventMention(text.index(t), text.index(t) + len(t), t, lemma, cls, 0, nominal=True) for t, lemma, cls in events
    )
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), mentions=mentions, events=found)


FLOOD = [
    _article(
        "a1",
        "The river Elm burst its banks and the flood swept through Port Elm on Monday. "
        "Rescue crews evacuated hundreds of families from the flooded streets of Port Elm.",
        [("Port Elm", "GPE"), ("Elm", "LOC")],
        [("flood", "flood", "disaster"), ("evacuated", "evacuate", "movement")],
    ),
    _article(
        "a2",
        "Flood waters were receding in Port Elm on Tuesday after the river Elm flood forced evacuations. "
        "Families evacuated from Port Elm returned to muddy homes as rescue crews pumped streets.",
        [("Port Elm", "GPE"), ("Elm", "LOC")],
        [("flood", "flood", "disaster"), ("returned", "return", "movement")],
    ),
]
ELECTION = [
    _article(
        "b1",
        "Voters in Karvia elected Mira Dolan president in a runoff election, the electoral commission said. "
        "Dolan won the ballot with a comfortable majority of the votes.",
        [("Karvia", "GPE"), ("Mira Dolan", "PERSON")],
        [("election", "election", "politics"), ("elected", "elect", "politics")],
    ),
    _article(
        "b2",
        "Mira Dolan claimed victory in the Karvia presidential election as the commission counted ballot papers. "
        "Supporters of Dolan celebrated the runoff votes in the capital of Karvia.",
        [("Mira Dolan", "PERSON"), ("Karvia", "GPE")],
        [("election", "election", "politics"), ("claimed", "claim", "statement")],
    ),
]


def _stories(extractions: list[Extraction]):
    _, entity_of = resolve_entities(extractions)
    return find_stories(extractions, entity_of)


def _grouping(stories) -> set[frozenset[str]]:
    return {frozenset(s.articles) for s in stories}


def test_two_happenings_make_two_stories_every_article_in_exactly_one() -> None:
    stories = _stories(FLOOD + ELECTION)
    assert _grouping(stories) == {frozenset({"a1", "a2"}), frozenset({"b1", "b2"})}
    placed = [aid for s in stories for aid in s.articles]
    assert sorted(placed) == ["a1", "a2", "b1", "b2"]  # each once
    assert story_index(stories) == {aid: s.id for s in stories for aid in s.articles}
    assert [s.id for s in stories] == sorted(s.id for s in stories)


def test_labels_come_from_the_entities_and_event_words() -> None:
    by_article = {aid: s for s in _stories(FLOOD + ELECTION) for aid in s.articles}
    flood, election = by_article["a1"], by_article["b1"]
    # The event word is the one most of the story's articles use.
    assert "Port Elm" in flood.terms and flood.terms[-1] == "flood"
    assert {"Mira Dolan", "Karvia"} <= set(election.terms) and "election" in election.terms
    assert flood.label == " · ".join(flood.terms[:3])
    assert "Karvia" not in flood.label and "Port Elm" not in election.label


def test_input_order_and_article_ids_are_not_evidence() -> None:
    base = _stories(FLOOD + ELECTION)
    shuffled = FLOOD + ELECTION
    random.Random(7).shuffle(shuffled)
    assert _stories(shuffled) == base
    # Renamed so the ids now pair each flood article with an election one.
    renamed = {"a1": "x-1", "a2": "y-2", "b1": "x-2", "b2": "y-1"}
    moved = [replace(ex, article=replace(ex.article, id=renamed[ex.article.id])) for ex in FLOOD + ELECTION]
    again = _stories(moved)
    assert _grouping(again) == {frozenset(renamed[a] for a in group) for group in _grouping(base)}
    assert sorted(s.label for s in again) == sorted(s.label for s in base)


def test_one_article_is_one_story_and_no_articles_none() -> None:
    [story] = _stories(ELECTION[:1])
    assert story.articles == ("b1",) and story.label
    assert _stories([]) == []


@given(st.sets(st.tuples(st.integers(0, 11), st.integers(0, 11)), max_size=40), st.integers(1, 5))
def test_a_large_component_is_cut_in_breadth_first_pieces(edges: set[tuple[int, int]], size: int) -> None:
    # The walk spelt out: from the best-connected article (then the lowest), breadth first,
    # each article's unseen neighbours in ascending order; pieces of `size` in that order.
    pairs = {(a, b) for a, b in edges if a != b} | {(b, a) for a, b in edges if a != b}
    near = csr_matrix((np.ones(len(pairs)), ([a for a, _ in pairs], [b for _, b in pairs])), shape=(12, 12))
    members = sorted({a for a, _ in pairs} | {0})
    neighbours = {m: sorted(b for a, b in pairs if a == m) for m in members}
    order: list[int] = []
    for start in sorted(members, key=lambda m: (-len(neighbours[m]), m)):
        if start not in order:
            queue = [start]
            while queue:
                node = queue.pop(0)
                order.append(node)
                queue += [o for o in neighbours[node] if o not in order and o not in queue]
    with patch("kg.resolve.stories.MAX_COMPONENT", size):
        pieces = _pieces(members, near)
    expected = [members] if len(members) <= size else [order[i : i + size] for i in range(0, len(order), size)]
    assert pieces == expected
