"""The stories timeline.html opens on: each with its span, articles, outlets and key events in date order.

Like a newsroom's "key moments": the largest stories first, each story's key events
(:mod:`kg.resolve.key_events`, most important ten) in the order they happened, undated
ones last; every event of a story is a click away (the page's Story select, or
``timeline.html#story=<id>``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from exporters.anchors import timeline_anchor
from exporters.story_nodes import day_span
from exporters.timeline_event import TimelineEvent
from kg.graph.schema import NODE_PREFIXES, STORY, split_list
from kg.graph.table import GraphTable
from kg.time.values import key_moments

# Stories listed at the top of the page, the largest first; every story stays in the Story select.
LISTED_STORIES = 300


@dataclass
class StoryMoments:
    """One story as the top of timeline.html lists it."""

    id: str  # the story's id, without "story:"
    anchor: str
    label: str
    articles: int
    first: str
    last: str
    outlets: list[str]
    events: list[TimelineEvent] = field(default_factory=list)  # key events, in date order

    @staticmethod
    def names(event: TimelineEvent, limit: int = 4) -> list[str]:
        """The names taking part in ``event``, each once, agents first."""
        return list(dict.fromkeys(label for _, label, _ in event.participants))[:limit]

    @property
    def span(self) -> str:
        """When its articles came out, in words: "20 – 21 Oct 2002"."""
        return day_span(self.first, self.last)


def story_moments(g: GraphTable, events: Sequence[TimelineEvent]) -> tuple[list[StoryMoments], int]:
    """The stories of ``g`` the page lists (at most :data:`LISTED_STORIES`, the largest first),
    each with its key events among ``events`` in date order; and how many stories there are."""
    by_id = {e.id: e for e in events}
    prefix = NODE_PREFIXES[STORY]
    stories = []
    for node, d in g.nodes.items():
        if d.get("kind") != STORY:
            continue
        keys = [by_id[e] for e in split_list(d.get("key_events")) if e in by_id]
        stories.append(
            StoryMoments(
                id=node.removeprefix(prefix),
                anchor=timeline_anchor(node),
                label=str(d.get("label") or node),
                articles=int(d.get("articles") or d.get("doc_count") or 0),
                first=str(d.get("first") or ""),
                last=str(d.get("last") or ""),
                outlets=split_list(d.get("outlets")),
                events=key_moments(keys, lambda e: e.span),
            )
        )
    stories.sort(key=lambda s: (-s.articles, s.id))
    return stories[:LISTED_STORIES], len(stories)
