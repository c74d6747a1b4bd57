"""The graph's drawing rule reads the words around a mention (:func:`kg.extract.worth.not_happenings`):
the "fire" of "cease-fire" gets no node, even when two articles date it; a fire does."""

from __future__ import annotations

from dataclasses import replace

from kg.graph.node_events import drawn_events
from kg.pipeline.corpus import resolve_corpus
from tests.kg.resolve.events.test_coref import _ex


def _fire(aid: str, word: str):
    """An article dating a "fire" or a "cease-fire" (the trigger "fire" after the hyphen)."""
    ex = _ex(aid, word, "1988-08-20", ["Ana", "Bo"])
    start = ex.article.text.index("fire")
    event = replace(ex.events[0], start=start, end=start + 4, trigger="fire", lemma="fire", event_class="disaster")
    return replace(ex, events=(event,))


def _drawn(word: str) -> list[str]:
    corpus = resolve_corpus([_fire("a", word), _fire("b", word)])
    drawn = drawn_events(corpus)
    return [ev.id for ev in corpus.events if ev.id in drawn]


def test_the_fire_of_a_cease_fire_is_not_drawn() -> None:
    assert _drawn("cease-fire") == []


def test_a_fire_is_drawn() -> None:
    assert len(_drawn("fire")) == 1
