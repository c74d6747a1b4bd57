"""The events worth a node are found once a build: the corpus steps find them for the stories'
key events and keep them on the corpus (``Corpus.drawn``); the graph draws those and the key
events without finding them again."""

from __future__ import annotations

from dataclasses import replace

import pytest

import kg.graph.node_events
from kg.graph.corpus_graph import corpus_table
from kg.graph.node_events import drawn_events, events_worth_a_node
from kg.pipeline.corpus import resolve_corpus
from tests.kg.pipeline.test_incremental import _two_stories


def test_the_graph_draws_the_events_the_corpus_steps_found_without_finding_them_again(monkeypatch) -> None:
    corpus = resolve_corpus(_two_stories())
    found = replace(corpus, drawn=None)  # a corpus the graph must find them in
    assert corpus.drawn == events_worth_a_node(found, found.extractions) and corpus.drawn
    expected = corpus_table(found).to_networkx()

    def not_again(*_: object) -> set[str]:
        pytest.fail("the events worth a node were found again")

    monkeypatch.setattr(kg.graph.node_events, "events_worth_a_node", not_again)
    drawn = corpus_table(corpus).to_networkx()
    assert sorted(drawn.nodes(data=True)) == sorted(expected.nodes(data=True))
    assert sorted(drawn.edges(data=True), key=repr) == sorted(expected.edges(data=True), key=repr)


def test_the_key_events_are_drawn_beside_the_events_found() -> None:
    corpus = resolve_corpus(_two_stories())
    story = corpus.stories[0]
    kept = replace(corpus, drawn=frozenset(), stories=(replace(story, key_events=("an-event",)),))
    assert drawn_events(kept) == {"an-event"}
