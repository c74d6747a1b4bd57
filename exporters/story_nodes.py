"""The graph's stories and what every view of graph.html reads of them.

A story is a node of the graph (kg.graph.corpus_graph) carrying its articles, span,
outlets, key events and key entities; :func:`node_stories` gives every node the stories
it belongs to, and :class:`Context` holds what the views (:mod:`exporters.views`) share.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from exporters.graph_nodes import Records, short
from exporters.prepare import edge_relations
from kg.graph.schema import DOCUMENT, EVENT, MENTIONED_IN, NODE_PREFIXES, ON_DATE, PUBLISHED_ON, STORY, split_list
from kg.graph.table import GraphTable
from kg.model.days import MONTHS, day_span


@dataclass(frozen=True)
class StoryNode:
    """A story as its node in the graph says it (kg.graph.corpus_graph)."""

    node: str
    label: str
    articles: int
    first: str
    last: str
    outlets: tuple[str, ...]
    key_events: tuple[str, ...]
    key_entities: tuple[str, ...]
    article_ids: tuple[str, ...]

    @property
    def span(self) -> str:
        """When its articles came out, in words: "20 – 21 Oct 2002"."""
        return day_span(self.first, self.last)

    @property
    def caption(self) -> str:
        r"""Its label as the overview draws it: the words, then the span and its size. A " · "
        between the label's words is held to the word before it (a no-break space: vis-network
        wraps at spaces only), so that a line never holds the dot alone nor starts with it.

        >>> StoryNode("story:x", "Gulf of Aden · attack", 3, "2011-11-10", "2011-11-15", (), (), (), ()).caption
        'Gulf of Aden\xa0· attack\n3 articles\nNov 2011'
        """
        size = f"{self.articles} article" + ("" if self.articles == 1 else "s")
        when = _short_span(self.first, self.last)
        label = short(self.label, 40).replace(" · ", "\u00a0· ")
        return f"{label}\n{size}{chr(10) + when if when else ''}"


def story_nodes(g: GraphTable) -> list[StoryNode]:
    """The graph's stories, the largest first (ties by id)."""
    found = []
    for node, d in g.nodes.items():
        if d.get("kind") != STORY:
            continue
        ids = tuple(split_list(d.get("article_ids")) or split_list(d.get("sources")))
        found.append(
            StoryNode(
                node=node,
                label=str(d.get("label") or node),
                articles=int(d.get("articles") or d.get("doc_count") or len(ids)),
                first=str(d.get("first") or ""),
                last=str(d.get("last") or ""),
                outlets=tuple(split_list(d.get("outlets"))),
                key_events=tuple(e for e in split_list(d.get("key_events")) if e in g.nodes),
                key_entities=tuple(e for e in split_list(d.get("key_entities")) if e in g.nodes),
                article_ids=ids,
            )
        )
    return sorted(found, key=lambda s: (-s.articles, s.node))


def node_stories(g: GraphTable) -> dict[str, list[str]]:
    """Node -> the ids of the stories it belongs to.

    A story holds its own node, its articles (their ``story``), the events
    reported in them (their ``stories``), the entities the articles name and
    the dates they and their events fall on.
    """
    prefix = NODE_PREFIXES[STORY]
    own: dict[str, set[str]] = {}
    for node, d in g.nodes.items():
        kind = d.get("kind")
        if kind == STORY:
            own[node] = {node.removeprefix(prefix)}
        elif kind == DOCUMENT and d.get("story"):
            own[node] = {str(d["story"])}
        elif kind == EVENT and d.get("stories"):
            own[node] = set(split_list(d["stories"]))
    found = {node: set(ids) for node, ids in own.items()}
    for u, v, relation in edge_relations(g):
        if relation == MENTIONED_IN and v in own and g.nodes[u].get("kind") != EVENT:
            found.setdefault(u, set()).update(own[v])  # an entity takes its articles' stories
        elif relation in (PUBLISHED_ON, ON_DATE) and u in own:
            found.setdefault(v, set()).update(own[u])  # a date takes its articles' and events'
    return {node: sorted(ids) for node, ids in found.items()}


class Context:
    """What every view of one page reads: the graph, the nodes' days and stories, sentences made once."""

    def __init__(self, g: GraphTable, spans: Mapping[str, Any]) -> None:
        self.g = g
        self.spans = spans
        self.stories = node_stories(g)
        self._events: dict[str, list[str]] | None = None

    def records(self, sentences: int) -> Records:
        return Records(self.g, self.spans, sentences)

    def events_of(self, story: str) -> list[str]:
        """The events the articles of ``story`` (a node id) report, the most reported first."""
        if self._events is None:
            by_story: dict[str, list[str]] = defaultdict(list)
            for node, d in self.g.nodes.items():
                if d.get("kind") == EVENT:
                    for sid in split_list(d.get("stories")):
                        by_story[NODE_PREFIXES[STORY] + sid].append(node)
            self._events = by_story
        found = self._events.get(story, [])
        return sorted(found, key=lambda e: (-int(self.g.nodes[e].get("doc_count") or 0), e))


def _short_span(first: str, last: str) -> str:
    """A story's span in months, as the overview's labels give it: "Sep – Nov 2008", "Dec 2008".

    >>> _short_span("2008-09-14", "2011-11-15"), _short_span("2008-12-09", "2008-12-12"), _short_span("", "")
    ('Sep 2008 – Nov 2011', 'Dec 2008', '')
    """
    if len(first) < 7 or len(last) < 7:
        return first[:4] if first[:4] == last[:4] else (f"{first[:4]} – {last[:4]}" if first else "")
    a, b = MONTHS[int(first[5:7]) - 1], MONTHS[int(last[5:7]) - 1]
    if first[:7] == last[:7]:
        return f"{a} {first[:4]}"
    if first[:4] == last[:4]:
        return f"{a} – {b} {first[:4]}"
    return f"{a} {first[:4]} – {b} {last[:4]}"
