"""The records kg passes between its stages: small, frozen, comparable.

Every extraction step yields these; nothing downstream reaches back into a
spaCy ``Doc``. That keeps the extraction cache, the exporters and the
tests independent of the NLP library. They are defined by what makes them: what kg reads
(:mod:`kg.model.articles`), what one article gives (:mod:`kg.model.extraction`), what the
corpus steps make (:mod:`kg.model.corpus`) and the rows a timeline or story list shows
(:mod:`kg.model.rows`); every stage imports them from here.
"""

from __future__ import annotations

from kg.model.articles import Article, Dateline, InputProblem, PublicationDate
from kg.model.corpus import KEY_ITEMS, Corpus, Disagreement, Entity, Event, MentionIndex, Relation, StatedValue, Story
from kg.model.extraction import (
    ARGUMENT_FIELDS,
    BOUND_WORDS,
    ENTITY_TYPES,
    ONLY_BOUNDS,
    UNASSERTED,
    EventMention,
    EventTime,
    Extraction,
    Mention,
    MentionKey,
    Timex,
    TimexSpan,
    date_fields,
    event_factuality,
)
from kg.model.rows import StoryRow, TimelineRow

__all__ = [
    "ARGUMENT_FIELDS",
    "Article",
    "BOUND_WORDS",
    "Corpus",
    "Dateline",
    "Disagreement",
    "ENTITY_TYPES",
    "Entity",
    "Event",
    "EventMention",
    "EventTime",
    "Extraction",
    "InputProblem",
    "KEY_ITEMS",
    "Mention",
    "MentionIndex",
    "MentionKey",
    "ONLY_BOUNDS",
    "PublicationDate",
    "Relation",
    "StatedValue",
    "Story",
    "StoryRow",
    "TimelineRow",
    "Timex",
    "TimexSpan",
    "UNASSERTED",
    "date_fields",
    "event_factuality",
]
