"""The event timeline: TimelineJS3 JSON and a self-contained HTML page.

Events are ordered by the first day their date covers; when two start on the
same day the coarser one comes first, so ``1991`` precedes ``1991-03-04`` and
``2002-10`` precedes ``2002-10-01``. Dates keep their real precision: a
``1979`` event states only a year, a week or decade becomes a range with a
``display_date``. Events without a usable date are left out of the JSON and
listed separately on the page.

Each event carries the stories of the articles reporting it: TimelineJS
groups the JSON's events by their main story's label (``group``), and the
page's Story select shows one story's events and articles. The page's Entity
select shows the events one name takes part in (agent, patient, participant,
place), in date order: "everything General Motors did".

Factuality: TimelineJS presents every event as what happened, so events no
article asserts (uncertain, future, hypothetical) are left out of the JSON,
and a negated event's headline and text say it did not happen; each JSON event
carries its ``factuality``. The page keeps unasserted events, hidden unless asked for.
"""

from __future__ import annotations

import html
import os
from datetime import date
from pathlib import Path
from typing import Any

from exporters.anchors import document_anchor, graph_link, timeline_anchor
from exporters.disagreements import disagreements_of
from exporters.graph_nodes import short
from exporters.jsontext import encode_json, write_json_items
from exporters.prepare import Graph, edge_relations, prepare
from exporters.render import write_rendered
from exporters.story_nodes import day_span
from exporters.style import color_for
from exporters.timeline_event import MAX_NAMED_SOURCES, TimelineEvent, event_item
from exporters.timeline_stories import story_moments
from exporters.wording import relation_word
from kg.files import atomic_open
from kg.graph.schema import DESTINATION, DOCUMENT, EVENT, MENTIONED_IN, NODE_PREFIXES, ROLE_RELATIONS, STORY, split_list
from kg.graph.table import GraphTable
from kg.time.values import known_fields, parse_span
from kg.time.values import span_sort_key as sort_key

_MONTH_LEVEL = {"quarter", "half", "season"}
# Above this many events a page with stories opens on them alone, the rest laid out when asked for.
LAZY_EVENTS = 2000
_DAY_LEVEL = {"week", "weekend"}


def collect_events(g: GraphTable) -> tuple[list[TimelineEvent], list[TimelineEvent]]:
    """Dated events in chronological order, and the undated ones by label.

    ``g`` must come from :func:`exporters.prepare.prepare`; worked out once per
    graph for timeline.json and timeline.html. Callers must not change the
    events (the lists are their own).
    """
    dated, undated = g.memo("timeline.events", lambda: _collect_events(g))
    return list(dated), list(undated)


def _collect_events(g: GraphTable) -> tuple[list[TimelineEvent], list[TimelineEvent]]:
    nodes = g.nodes
    labels, story_of = _stories(g)
    events: dict[Any, TimelineEvent] = {}
    unsourced: set[Any] = set()  # events without `sources`: their articles are read off the graph
    for node, data in g.nodes.items():
        if data.get("kind") != EVENT:
            continue
        value = str(data.get("date", ""))
        event = events[node] = TimelineEvent(
            id=node,
            label=str(data.get("label", node)),
            event_class=str(data.get("type", "")) or "other",
            date=value,
            span=parse_span(value),
            evidence=str(data.get("evidence", "")),
            quote=str(data.get("quote", "")),
            reported=str(data.get("reported", "") or ""),
            trigger=str(data.get("trigger", "")),
            sources=split_list(data.get("sources")),
            stories=sorted(split_list(data.get("stories"))),
            factuality=str(data.get("factuality", "")),
            date_bound=str(data.get("date_bound", "") or ""),
            unnamed=split_list(data.get("unnamed")),
        )
        if not event.sources:
            unsourced.add(node)

    def met(node: Any, other: Any, relation: str) -> None:
        """``node``'s edge to or from ``other``: a participant, or an article it is mentioned in."""
        event = events.get(node)
        if event is None:
            return
        if relation in ROLE_RELATIONS:
            event.participants.append((relation, str(nodes[other].get("label", other)), other))
        elif node in unsourced and nodes[other].get("kind") == DOCUMENT:
            event.sources.append(_article_id(other))

    # One walk over the edges, in or out of an event alike, rather than each event's adjacency:
    # a prepared graph keeps its edges as columns and makes no adjacency for the writers.
    for u, v, value in edge_relations(g):
        relation = str(value)
        if relation in ROLE_RELATIONS or relation == MENTIONED_IN:
            met(u, v, relation)
            met(v, u, relation)
    order = {r: i for i, r in enumerate(ROLE_RELATIONS)}
    for event in events.values():
        event.participants = sorted(set(event.participants), key=lambda p: (order[p[0]], p[1].casefold(), p[1], p[2]))
        event.sources = sorted(set(event.sources))
        event.story = _main_story(event, labels, story_of)
    dated = sorted((e for e in events.values() if e.span), key=lambda e: (sort_key(e.span), e.label, e.id))
    undated = sorted((e for e in events.values() if not e.span), key=lambda e: (e.label.casefold(), e.id))
    return dated, undated


def _stories(g: GraphTable) -> tuple[dict[str, str], dict[str, str]]:
    """Story id -> label, and article id -> story id, from the story and document nodes."""
    prefix = NODE_PREFIXES[STORY]
    labels: dict[str, str] = {}
    story_of: dict[str, str] = {}
    for node, d in g.nodes.items():
        kind = d.get("kind")
        if kind == STORY:
            labels[node.removeprefix(prefix)] = str(d.get("label", "")) or node
        elif kind == DOCUMENT and d.get("story"):
            story_of[_article_id(node)] = str(d["story"])
    return labels, story_of


def _main_story(event: TimelineEvent, labels: dict[str, str], story_of: dict[str, str]) -> str:
    """The label of the event's story that most of its articles belong to (ties: by label)."""
    if not event.stories:
        return ""
    votes = {sid: sum(1 for a in event.sources if story_of.get(a) == sid) for sid in event.stories}
    best = min(event.stories, key=lambda sid: (-votes[sid], labels.get(sid, sid), sid))
    return labels.get(best, best)


def timeline_data(graph: Graph) -> dict[str, Any]:
    """The TimelineJS3 document for ``graph`` (all text HTML-escaped: TimelineJS renders HTML).

    >>> import networkx as nx
    >>> graph = nx.MultiDiGraph()
    >>> graph.add_node("doc:a", kind="document", label="a", title="Talks open", date="2001-02-03")
    >>> graph.add_node("event:talks", kind="event", label="talks", event_class="occurrence", date="2001-02-03")
    >>> _ = graph.add_edge("event:talks", "doc:a", relation="mentioned_in")
    >>> timeline_data(graph)["events"][0]["start_date"]
    {'year': 2001, 'month': 2, 'day': 3}
    """
    g = prepare(graph)
    dated, undated = collect_events(g)
    shown = [e for e in dated if not e.unasserted]
    names = _source_names(g)
    return {"title": _timeline_title(g, dated, undated), "events": [_timelinejs_event(e, names) for e in shown]}


def _timeline_title(g: GraphTable, dated: list[TimelineEvent], undated: list[TimelineEvent]) -> dict[str, Any]:
    docs = sum(1 for d in g.nodes.values() if d.get("kind") == DOCUMENT)
    name = str(g.attrs.get("name", "")) or "Event timeline"
    unasserted = sum(1 for e in dated if e.unasserted)
    summary = f"{len(dated) - unasserted} dated events from {docs} articles"
    if unasserted:
        summary += f"; {unasserted} unasserted (uncertain, planned or hypothetical) not shown"
    if undated:
        summary += f"; {len(undated)} undated not shown"
    return {"text": {"headline": html.escape(name), "text": html.escape(summary)}}


def write_timeline_json(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write the TimelineJS3 JSON for the dated events of ``graph``, one event a line.

    The document is :func:`timeline_data`'s, streamed event by event.

    >>> import json
    >>> doc = json.loads(write_timeline_json(graph, out / "timeline.json").read_text(encoding="utf-8"))
    >>> [(e["unique_id"], e["text"]["headline"]) for e in doc["events"]]
    [('event-talks', 'talks')]
    """
    g = prepare(graph)
    dated, undated = collect_events(g)
    with atomic_open(path) as fh:
        fh.write('{"events":[')  # keys in sorted order and compact, as encode_json writes them
        # TimelineJS shows every event as what happened: the unasserted ones stay out.
        names = _source_names(g)
        write_json_items(fh, (_timelinejs_event(e, names) for e in dated if not e.unasserted))
        fh.write(f'],"title":{encode_json(_timeline_title(g, dated, undated))}}}\n')
    return Path(path)


def write_timeline_html(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write a readable, self-contained HTML timeline (inline CSS; one small static script, the filters).

    >>> page = write_timeline_html(graph, out / "timeline.html").read_text(encoding="utf-8")
    >>> page.startswith("<!DOCTYPE html>"), '<li id="event-talks">' in page
    (True, True)
    """
    g = prepare(graph)
    dated, undated = collect_events(g)
    documents = sorted(
        (
            {
                "id": _article_id(node),
                "anchor": document_anchor(_article_id(node)),
                "title": str(d.get("title", "") or d.get("label", "")),
                "date": str(d.get("date", "")),
                "date_source": str(d.get("date_source", "")) or "none",
                "path": str(d.get("path", "")),
                "story": str(d.get("story", "")),
            }
            for node, d in g.nodes.items()
            if d.get("kind") == DOCUMENT
        ),
        key=lambda doc: (doc["date"] or "9999", doc["id"]),
    )
    anchors = {doc["id"]: doc["anchor"] for doc in documents}
    source_names = _source_names(g)

    stories, story_count = story_moments(g, dated + undated)
    statements = [e for e in dated + undated if e.event_class == "statement" and (e.quote or e.reported)]
    return write_rendered(
        path,
        "timeline.html.j2",
        title=str(g.attrs.get("name", "")) or "Event timeline",
        dated=dated,
        years=group_by_day(dated),
        graph_link=graph_link,
        undated=undated,
        documents=documents,
        anchors=anchors,
        source_names=source_names,
        statements=statements,
        disagreements=disagreements_of(g),
        event_color=color_for(EVENT, ""),
        stories=story_choices(g),
        moments=stories,
        story_count=story_count,
        # Stories to show first and many events: every event waits in a template until asked for.
        lazy=bool(stories) and len(dated) + len(undated) > LAZY_EVENTS,
        entities=entity_choices(dated + undated),
        entity_anchor=timeline_anchor,
        event_item=event_item,
    )


def _source_names(g: GraphTable) -> dict[str, str]:
    """Article id -> how an event's sources name it (:func:`source_name`), for articles with a title."""
    return {
        _article_id(node): source_name(str(d.get("title") or d.get("label") or ""), str(d.get("date") or ""))
        for node, d in g.nodes.items()
        if d.get("kind") == DOCUMENT and (d.get("title") or d.get("label"))
    }


def source_name(title: str, day: str) -> str:
    """An article as an event's sources name it: its title, cut at a word, and its day.

    >>> source_name("Hope fades for survivors in Morocco's mountain villages as the toll rises", "2023-09-12")
    "“Hope fades for survivors in Morocco's mountain…” (12 Sep 2023)"
    >>> source_name("Quake", "")
    '“Quake”'
    """
    name = f"“{short(title, MAX_SOURCE_TITLE)}”"
    return f"{name} ({day_span(day, day)})" if day else name


MAX_SOURCE_TITLE = 50


def entity_choices(events: list[TimelineEvent]) -> list[tuple[str, str]]:
    """``(entity anchor, "name (n events)")`` for the page's Entity select: every entity
    taking part in an event (agent, patient, participant, place or destination), by name.

    The count is of the events shown by default; unasserted ones are counted apart.
    """
    names: dict[str, str] = {}
    asserted: dict[str, int] = {}
    unasserted: dict[str, int] = {}
    for event in events:
        counts = unasserted if event.unasserted else asserted
        for node in {node for _, _, node in event.participants}:
            counts[node] = counts.get(node, 0) + 1
        for _, label, node in event.participants:
            names.setdefault(node, label)
    options = []
    for node, label in names.items():
        count = f"{asserted.get(node, 0)}" + (f" + {unasserted[node]} unasserted" if node in unasserted else "")
        options.append((timeline_anchor(node), f"{label} ({count})"))
    return sorted(options, key=lambda o: (o[1].casefold(), o[0]))


def story_choices(g: GraphTable) -> list[tuple[str, str]]:
    """``(story id, "label (n articles)")`` for the page's Story select, by label."""
    prefix = NODE_PREFIXES[STORY]
    options = [
        (node.removeprefix(prefix), f"{d.get('label') or node} ({d.get('doc_count', 0)})")
        for node, d in g.nodes.items()
        if d.get("kind") == STORY
    ]
    return sorted(options, key=lambda o: (o[1].casefold(), o[0]))


def group_by_day(dated: list[TimelineEvent]) -> list[tuple[int, list[tuple[str, list[TimelineEvent]]]]]:
    """Dated events as ``[(year, [(readable date, events)])]``, order kept.

    Many events can share a date (a day's news); the page shows the date once
    with its events under it.
    """
    years: list[tuple[int, list[tuple[str, list[TimelineEvent]]]]] = []
    for event in dated:
        assert event.span is not None
        year = event.span.start.year
        if not years or years[-1][0] != year:
            years.append((year, []))
        days = years[-1][1]
        if not days or days[-1][0] != event.when:
            days.append((event.when, []))
        days[-1][1].append(event)
    return years


def _timelinejs_event(event: TimelineEvent, names: dict[str, str]) -> dict[str, Any]:
    span = event.span
    assert span is not None
    item: dict[str, Any] = {
        "unique_id": event.anchor,
        # TimelineJS draws one row per group: a story's events side by side. A graph
        # without stories keeps the event class there, as before stories existed.
        "group": html.escape(event.story or event.event_class),
        "text": {"headline": html.escape(_headline(event)), "text": _event_body(event, names)},
        "factuality": event.factuality or "fact",
    }
    g = span.granularity
    if g in ("day", "month", "year"):
        item["start_date"] = known_fields(event.date, span)
        if event.date_bound:
            item["display_date"] = html.escape(event.when)
        return item
    # Coarser or week-shaped values: a range at the precision they really have.
    if g in _DAY_LEVEL:
        start, end = _fields(span.start, 3), _fields(span.end, 3)
    elif g in _MONTH_LEVEL:
        start, end = _fields(span.start, 2), _fields(span.end, 2)
    else:
        start, end = _fields(span.start, 1), _fields(span.end, 1)
    item.update(start_date=start, end_date=end, display_date=html.escape(event.when))
    return item


def _fields(day: date, depth: int) -> dict[str, int]:
    return dict(list({"year": day.year, "month": day.month, "day": day.day}.items())[:depth])


NEGATED_MARK = "Did not happen: "


def _headline(event: TimelineEvent) -> str:
    """The event's label; a negated event's says so, as TimelineJS shows nothing else first."""
    return NEGATED_MARK + event.label if event.factuality == "negated" else event.label


def _event_body(event: TimelineEvent, names: dict[str, str]) -> str:
    """TimelineJS ``text.text``: HTML built from escaped pieces only."""
    parts = []
    if event.factuality == "negated":
        parts.append("<p><strong>Negated:</strong> the articles report this as not having happened.</p>")
    if event.evidence:
        parts.append(f"<p>{html.escape(event.evidence)}</p>")
    if event.quote:
        parts.append(f"<blockquote>{html.escape(event.quote)}</blockquote>")
    if event.reported:
        parts.append(f"<p>Reported: {html.escape(event.reported)}</p>")
    if event.participants:
        who = ", ".join(
            f"to {html.escape(label)}"
            if rel == DESTINATION
            else f"{html.escape(label)} ({html.escape(relation_word(rel))})"
            for rel, label, _ in event.participants
        )
        parts.append(f"<p>Participants: {who}</p>")
    if event.sources:
        # By their titles, as timeline.html names them: an id means nothing to a reader.
        named = [names.get(a, a) for a in event.sources[:MAX_NAMED_SOURCES]]
        more = len(event.sources) - len(named)
        tail = f" and {more} more article{'s' if more > 1 else ''}" if more > 0 else ""
        parts.append(f"<p>Sources: {html.escape('; '.join(named) + tail)}</p>")
    return "".join(parts)


def _article_id(node: str) -> str:
    return node[4:] if node.startswith("doc:") else node
