"""The graph's drawing rule hides a mention a reader would see as one word
(:func:`kg.extract.lone_words.lone_word`): "which has been built in Australia" has a place but no
one and nothing built; "workers built the plant in Australia" is drawn."""

from __future__ import annotations

from dataclasses import replace

from kg.graph.node_events import drawn_events
from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.pipeline.corpus import resolve_corpus
from tests.kg.resolve.events.test_coref import _ex

TEXT = "The Falcon, which has been built in Australia since 1960, sells well."


def _drawn(**fields) -> bool:
    start = TEXT.index("built")
    place = Mention(TEXT.index("Australia"), TEXT.index("Australia") + 9, "Australia", "Australia", "GPE", 0)
    event = EventMention(start, start + 5, "built", "build", "other", 0, places=(0,), **fields)
    ex = Extraction(Article("a", TEXT), PublicationDate(None), ((0, len(TEXT)),), (), (), (place,), (event,))
    corpus = resolve_corpus([ex])
    return corpus.event_of[("a", 0)] in drawn_events(corpus)


def test_a_verb_with_only_a_place_is_not_drawn() -> None:
    assert not _drawn()


def test_the_same_verb_with_its_subject_is_drawn() -> None:
    assert _drawn(subject="workers")


def _dated_built(aid: str, **fields) -> Extraction:
    """An article dating a "built" with no one named."""
    ex = _ex(aid, "built", "2031-05-04", [], nominal=False)
    return replace(ex, events=(replace(ex.events[0], event_class="other", **fields),))


def test_a_lone_mention_draws_its_event_when_another_says_who() -> None:
    corpus = resolve_corpus([_dated_built("a"), _dated_built("b", subject="workers")])
    assert corpus.event_of[("a", 0)] == corpus.event_of[("b", 0)]
    assert corpus.event_of[("a", 0)] in drawn_events(corpus)


def test_two_lone_mentions_draw_nothing() -> None:
    assert drawn_events(resolve_corpus([_dated_built("a"), _dated_built("b")])) == set()
