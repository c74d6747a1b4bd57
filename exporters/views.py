"""The views graph.html draws: the overview of stories, each story opened, or the whole graph.

A corpus of any size opens on its stories: one node a story (size by articles, its
span in its label), the names they share linking them, the main actors themselves.
A story opened draws its key events, the people, organisations and places taking part
in them and the dates they fall on (:mod:`exporters.view_layout`); its articles are
provenance, listed beside it, never drawn as hubs. Each story's view is its own JSON,
parsed only when the story is opened, so the page opens as fast on 100,000 articles
as on 100. A graph without stories (one not made by kg) is drawn whole, its most
important nodes first, as before stories existed.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any

import networkx as nx

from exporters.anchors import timeline_anchor
from exporters.graph_nodes import article_names, marked
from exporters.prepare import importance
from exporters.story_nodes import Context, StoryNode
from exporters.view_layout import (
    LABEL_WIDTH,
    OVERVIEW_LABEL,
    STORY_LABEL,
    around,
    force_positions,
    overview_positions,
    story_positions,
)
from kg.graph.schema import (
    DATE,
    DESTINATION,
    DOCUMENT,
    ENTITY,
    EVENT,
    LOCATION,
    NODE_PREFIXES,
    ON_DATE,
    ROLE_RELATIONS,
    STORY,
)
from kg.graph.table import GraphTable
from kg.model import BOUND_WORDS, KEY_ITEMS
from kg.time.values import display, key_moments, parse_span

# Stories of this many articles are always on the overview; smaller ones fill it up to MIN_STORIES.
OVERVIEW_ARTICLES = 3
MIN_STORIES = 8
# At most this many stories are drawn on the overview (the largest), so that its labels stay readable
# in a window; the list beside it holds them all.
OVERVIEW_STORIES = 60
# Names drawn in a story opened, and articles its panel lists.
STORY_NAMES = 16
STORY_ARTICLES = 50
# Entity types drawn as places (above the events) rather than as actors (below).
PLACE_TYPES = frozenset({"GPE", "LOC", "FAC"})
# How many of a story's key entities count as its own when stories are linked by the names they share,
# and how many stories may share a name for it to link them: one most stories give links nothing.
SHARED_NAMES = 5
MAX_SHARING = 10


def overview(ctx: Context, stories: Sequence[StoryNode], max_nodes: int) -> dict[str, Any]:
    """The first view: the largest stories, the names they share and their main actors."""
    g = ctx.g
    drawn = [s for s in stories if s.articles >= OVERVIEW_ARTICLES]
    drawn = (drawn if len(drawn) >= MIN_STORIES else list(stories[:MIN_STORIES]))[:OVERVIEW_STORIES]
    drawn = drawn[: max(1, max_nodes // 2)]
    few = len(drawn) <= 5
    actors_each = 4 if few else 1
    events_each = 3 if few else 0
    named = Counter(e for s in drawn for e in s.key_entities[:SHARED_NAMES])
    pairs = _shared(drawn)
    paired = {n for a, b, _ in pairs for n in (a, b)}
    shape = nx.Graph()
    links: list[tuple[str, str, str]] = []  # (story, node, relation)
    satellites: dict[str, str] = {}  # a story's own main actor -> the story
    for s in drawn:
        shape.add_node(s.node)
        mine = [e for e in s.key_entities[:SHARED_NAMES] if 1 < named[e] <= MAX_SHARING]
        if few or not (mine or s.node in paired):  # its own main actor, so that it is never drawn alone
            own = [e for e in s.key_entities[:actors_each] if e not in mine] or list(s.key_events[:1])
            if not few and own:
                satellites.setdefault(own[0], s.node)
            mine += own
        for e in dict.fromkeys(mine):
            links.append((s.node, e, "involves"))
        for e in s.key_events[:events_each]:
            if e not in mine:  # a story without names hangs from its first key event already
                links.append((s.node, e, "key event"))
    kept = _within(links, max_nodes - len(drawn))
    shape.add_edges_from((s, n) for s, n, _ in kept)
    shape.add_edges_from((a, b) for a, b, _ in pairs)
    if few:
        positions = around([s.node for s in drawn], shape)
    else:
        positions = overview_positions(shape, {a: s for a, s in satellites.items() if shape.degree(a) == 1})
    records = ctx.records(sentences=3)
    for s in drawn:
        x, y = positions[s.node]
        records.node(s.node, label=s.caption, x=x, y=y, size=_story_size(s.articles), opens=s.node)
    for node in dict.fromkeys(n for _, n, _ in kept):
        x, y = positions[node]
        records.node(node, x=x, y=y, size=SATELLITE_SIZE if node in satellites else NAME_SIZE)
    for story, node, relation in kept:
        records.link(story, node, f"{story}>{node}", relation, relation=relation)
    for a, b, names in pairs:
        title = "share " + ", ".join(str(g.nodes[n].get("label") or n) for n in names)
        records.link(a, b, f"{a}~{b}", title, width=round(1 + math.log2(len(names)), 2), relation="shares", dashes=True)
    return {
        "id": "overview",
        "title": "All stories",
        "nodes": records.nodes,
        "edges": records.edges,
        "physics": False,
        "font": 17,
        "labelWidth": OVERVIEW_LABEL,
        "story": None,
        "drawnStories": len(drawn),
        "articles": article_names(g, records.articles),
    }


def _within(links: list[tuple[str, str, str]], budget: int) -> list[tuple[str, str, str]]:
    """The links whose far ends fit in ``budget`` nodes, in order."""
    seen: set[str] = set()
    kept = []
    for story, node, relation in links:
        if node not in seen:
            if len(seen) >= budget:
                continue
            seen.add(node)
        kept.append((story, node, relation))
    return kept


def _shared(drawn: Sequence[StoryNode], per_story: int = 3) -> list[tuple[str, str, list[str]]]:
    """Pairs of stories that share key names, each story keeping its ``per_story`` strongest links."""
    holders: dict[str, list[str]] = defaultdict(list)
    for s in drawn:
        for e in s.key_entities:
            holders[e].append(s.node)
    shared: dict[tuple[str, str], list[str]] = defaultdict(list)
    for e, nodes in sorted(holders.items()):
        if len(nodes) <= MAX_SHARING:  # a name most stories give ("United States") links nothing in particular
            for a, b in combinations(sorted(nodes), 2):
                shared[a, b].append(e)
    ranked = sorted(shared.items(), key=lambda item: (-len(item[1]), item[0]))
    count: Counter[str] = Counter()
    kept = []
    for (a, b), names in ranked:
        if count[a] < per_story and count[b] < per_story:
            count[a] += 1
            count[b] += 1
            kept.append((a, b, names))
    return kept


def _story_size(articles: int) -> float:
    return round(10.0 + 3.0 * math.log2(1 + articles), 2)


# The size of a name, event or date drawn around stories: the stories stand out.
NAME_SIZE = 9.0
# The room an opened story's own node takes among its names, in names (its caption is four lines).
CAPTION_NAMES = 1.6
SATELLITE_SIZE = 6.0


def story_view(ctx: Context, story: StoryNode, max_nodes: int) -> dict[str, Any]:
    """One story opened: its key events in date order with the names and dates around them."""
    g = ctx.g
    # A story none of whose events its articles assert still shows what they report (marked).
    chosen = list(story.key_events) or ctx.events_of(story.node)[:KEY_ITEMS]
    events = key_moments(chosen, lambda e: parse_span(str(g.nodes[e].get("date") or "")))
    drawn_events = set(events)
    events = events[: max(1, max_nodes // 4)]
    roles: dict[str, list[str]] = defaultdict(list)  # entity -> the events it takes part in
    relations: dict[str, set[str]] = defaultdict(set)
    dates: dict[str, list[str]] = defaultdict(list)
    edges: list[tuple[str, str, str, Any]] = []
    for event in events:
        for _, other, key, data in g.edges_from(event):
            relation = str(data.get("relation", ""))
            if relation in ROLE_RELATIONS and g.nodes[other].get("kind") == ENTITY:
                roles[other].append(event)
                relations[other].add(relation)
                edges.append((event, other, key, data))
            elif relation == ON_DATE:
                dates[other].append(event)
                edges.append((event, other, key, data))
    rank = {e: i for i, e in enumerate(story.key_entities)}
    names = sorted(
        roles,
        key=lambda e: (rank.get(e, len(rank)), -len(roles[e]), -int(g.nodes[e].get("mentions") or 0), e),
    )[: min(STORY_NAMES, max(0, max_nodes - len(events) - len(dates)))]
    places = {e: roles[e] for e in names if _is_place(g.nodes[e], relations[e])}
    actors = {e: roles[e] for e in names if e not in places}
    # A key event no drawn name or date ties down ("other pirates fled") hangs from the story
    # itself, drawn among the actors level with it, so that nothing is drawn alone; its caption
    # (label, size and span: four lines) takes the room of two names.
    tied = {e for e in events if any(e in linked for linked in (*dates.values(), *actors.values(), *places.values()))}
    lone = [e for e in events if e not in tied]
    positions = story_positions(
        events, dates, {**actors, **({story.node: lone} if lone else {})}, places, {story.node: CAPTION_NAMES}
    )
    records = ctx.records(sentences=4)
    if lone:
        x, y = positions.pop(story.node)
        records.node(story.node, label=story.caption, x=x, y=y, size=NAME_SIZE)
    for node in [*events, *dates, *actors, *places]:
        x, y = positions[node]
        # The events a story opens on are drawn whatever the unasserted filter hides: a key event
        # still to come is the story's news (its label says "(future)"), not a claim it happened.
        key = {"key": True} if node in drawn_events else {}
        records.node(node, x=x, y=y, size=EVENT_SIZE if node in drawn_events else NAME_SIZE, **key)
    for u, v, key, data in edges:
        if v in positions:
            records.edge(u, v, key, data)
    for e in lone:
        records.link(story.node, e, f"{story.node}>{e}", "key event", relation="key event")
    documents = article_names(g, story.article_ids[:STORY_ARTICLES])
    return {
        "id": story.node,
        "title": story.label,
        "nodes": records.nodes,
        "edges": records.edges,
        "physics": False,
        "font": 17,
        "labelWidth": STORY_LABEL,
        "story": {
            "id": story.node,
            "label": story.label,
            "span": story.span,
            "asserted": bool(story.key_events),
            "articles": story.articles,
            "outlets": list(story.outlets),
            "events": [[e, _when(g.nodes[e]), marked(str(g.nodes[e].get("label") or e), g.nodes[e])] for e in events],
            "actors": [
                [e, str(g.nodes[e].get("label") or e)] for e in _names(g, story.key_entities, PLACE_TYPES, False)
            ],
            "places": [
                [e, str(g.nodes[e].get("label") or e)] for e in _names(g, story.key_entities, PLACE_TYPES, True)
            ],
            "documents": [
                [aid, *documents[aid].values()] for aid in story.article_ids[:STORY_ARTICLES] if aid in documents
            ],
            "timeline": timeline_anchor(story.node),
        },
        "articles": article_names(g, records.articles),
    }


EVENT_SIZE = 13.0


def _names(g: GraphTable, ids: Iterable[str], types: frozenset[str], inside: bool) -> list[str]:
    return [e for e in ids if (str(g.nodes[e].get("type")) in types) == inside]


def _is_place(data: Mapping[str, Any], relations: set[str]) -> bool:
    # A name only ever where something happened or went to is a place, whatever its tag.
    return str(data.get("type")) in PLACE_TYPES or bool(relations) and relations <= {LOCATION, DESTINATION}


def _when(data: Mapping[str, Any]) -> str:
    """An event's date as the timeline shows it ("by 4 Jun 2009" when only a bound), or "undated"."""
    value = str(data.get("date") or "")
    span = parse_span(value)
    if span is None:
        return "undated"
    return BOUND_WORDS.get(str(data.get("date_bound") or ""), "") + display(value, span)


def whole_view(ctx: Context, max_nodes: int, physics_limit: int) -> dict[str, Any]:
    """A graph without stories, drawn whole: its ``max_nodes`` most important nodes."""
    g = ctx.g
    degree = g.degrees()
    ranked = sorted(g.nodes, key=lambda n: (tuple(-x for x in importance(g.nodes[n], degree[n])), n))
    keep = set(ranked[: max(max_nodes, 0)])
    shown = [n for n in g if n in keep]
    edges = [(u, v, k, d) for u in shown for _, v, k, d in g.edges_from(u) if v in keep]
    positions = force_positions(shown, [(u, v) for u, v, _, _ in edges]) if len(shown) > physics_limit else {}
    records = ctx.records(sentences=12)
    for node in shown:
        extra: dict[str, Any] = {"x": positions[node][0], "y": positions[node][1]} if node in positions else {}
        records.node(node, **extra)
    for u, v, k, d in edges:
        records.edge(u, v, k, d)
    return {
        "id": "graph",
        "title": "Whole graph",
        "nodes": records.nodes,
        "edges": records.edges,
        "physics": not positions,
        "font": 14,
        "labelWidth": LABEL_WIDTH,
        "story": None,
        "hidden": g.number_of_nodes() - len(shown),
        "articles": article_names(g, records.articles),
    }


# The kinds as the search index spells them, to keep a long index short (the page reads them back).
_KIND_LETTERS = {ENTITY: "e", EVENT: "v", DOCUMENT: "d", STORY: "s", DATE: "t"}


def search_index(ctx: Context, stories: Sequence[StoryNode], drawn: Mapping[str, int]) -> list[list[Any]]:
    """``[id, label, kind, story index, other names, when]`` of every node: the story it opens is the
    first (largest) one drawing it, else the largest it belongs to. The kind is a letter
    (:data:`_KIND_LETTERS`); no other names, no fifth item. A dated event also has its date, as
    the timeline words it: two events of one label ("earthquake") are told apart by it."""
    order = {s.node.removeprefix(NODE_PREFIXES[STORY]): i for i, s in enumerate(stories)}
    found = []
    for node, d in ctx.g.nodes.items():
        kind = _KIND_LETTERS.get(str(d.get("kind", "")), str(d.get("kind", "")))
        index = drawn.get(node)
        if index is None:
            mine = [order[s] for s in ctx.stories.get(node, ()) if s in order]
            index = min(mine) if mine else -1
        entry = [node, str(d.get("label") or node), kind, index]
        aliases = str(d.get("aliases") or "")
        when = _when(d) if kind == _KIND_LETTERS[EVENT] and d.get("date") else "undated"
        if when != "undated":
            found.append([*entry, aliases, when])
        else:
            found.append([*entry, aliases] if aliases else entry)
    return found
