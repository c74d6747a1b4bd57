"""The graph's drawing rule hides asides (:func:`kg.extract.asides.asides`): in "Ana Lind described
the hardship, concluding that it would end" the description is drawn and the closing participle,
with the same named speaker, is not."""

from __future__ import annotations

from kg.graph.node_events import drawn_events
from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.pipeline.corpus import resolve_corpus

TEXT = "Ana Lind described the hardship, concluding that it would end."


def _event(trigger: str, lemma: str, **fields) -> EventMention:
    start = TEXT.index(trigger)
    return EventMention(
        start, start + len(trigger), trigger, lemma, fields.pop("cls", "other"), 0, agents=(0,), **fields
    )


def test_a_closing_participle_is_not_drawn_beside_its_statement() -> None:
    events = (
        _event("described", "describe", cls="statement", object="hardship", theme="hardship", tense="past"),
        _event("concluding", "conclude"),
    )
    mention = Mention(0, 8, "Ana Lind", "Ana Lind", "PERSON", 0)
    ex = Extraction(Article("a", TEXT), PublicationDate(None), ((0, len(TEXT)),), (), (), (mention,), events)
    corpus = resolve_corpus([ex])
    drawn = drawn_events(corpus)
    assert corpus.event_of[("a", 0)] in drawn
    assert corpus.event_of[("a", 1)] not in drawn
