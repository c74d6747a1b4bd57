"""The stories of a built graph as ``kg stories`` lists them: the largest first, each with its key events.

A story node carries its record (:mod:`kg.resolve.key_events`, written by :mod:`kg.graph.corpus_graph`):
its articles, outlets, span, key events and key entities. This reads them back, from a graph just
built or one read from a build's ``graph.json``, so the list is the same either way.
"""

from __future__ import annotations

import networkx as nx

from kg.graph.schema import STORY, split_list
from kg.graph.timeline import event_row
from kg.model import StoryRow
from kg.time.values import key_moments, parse_span


def story_rows(graph: nx.MultiDiGraph, min_articles: int = 1) -> list[StoryRow]:
    """Every story of at least ``min_articles`` articles, the largest first (ties by label, then id)."""
    rows = []
    for node, d in graph.nodes(data=True):
        if d.get("kind") != STORY:
            continue
        articles = int(d.get("articles") or d.get("doc_count") or 0)
        if articles < min_articles:
            continue
        events = [event_row(graph, e) for e in split_list(d.get("key_events")) if e in graph]
        names = [str(graph.nodes[e].get("label") or e) for e in split_list(d.get("key_entities")) if e in graph]
        rows.append(
            StoryRow(
                story=node,
                label=str(d.get("label") or node),
                first=str(d.get("first") or ""),
                last=str(d.get("last") or ""),
                articles=articles,
                outlets=tuple(split_list(d.get("outlets"))),
                key_events=tuple(key_moments(events, lambda row: parse_span(row.date))),
                key_names=tuple(names),
            )
        )
    return sorted(rows, key=lambda r: (-r.articles, r.label.casefold(), r.story))
