"""An interactive, fully offline graph page built with pyvis and vis-network.

pyvis assembles the vis-network node and edge records; the page itself comes
from our own template because pyvis's templates fetch Bootstrap and vis from
CDNs (``in_line`` still does) and ``local`` points at files next to the page.
vis-network's JavaScript is inlined from the copy shipped inside pyvis.

Article text never reaches ``innerHTML``: graph data travels as JSON in a
``<script type="application/json">`` block (with ``<``, ``>`` and ``&``
escaped), hover titles are plain strings, which vis-network shows with
``innerText``, and the details panel is built with ``textContent``.
"""

from __future__ import annotations

import math
import os
from collections import Counter
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx
from markupsafe import Markup
from pyvis.network import Network

from exporters.gexf import node_intervals
from exporters.layout import force_layout
from exporters.prepare import degrees, edge_list, edges_from, importance, prepare
from exporters.render import write_rendered
from exporters.style import legend_name, shape_for
from exporters.timeline import document_anchor, story_choices, timeline_anchor
from kg.graph.schema import DOCUMENT, EVENT, MENTIONED_IN, NODE_PREFIXES, ON_DATE, PUBLISHED_ON, STORY, split_list
from kg.model import BOUND_WORDS, UNASSERTED

# Above this many nodes the browser's physics gets slow; lay out in Python.
PHYSICS_LIMIT = 300
LAYOUT_SEED = 42
VIS_JS = "templates/lib/vis-9.1.2/vis-network.min.js"

# Node fields shown in the details panel, in this order.
_DETAIL_FIELDS = (
    "kind",
    "type",
    "date",
    "story_label",
    "terms",
    "aliases",
    "roles",
    # A place's coordinates, where the gazetteer knows them (absent elsewhere).
    "latitude",
    "longitude",
    "trigger",
    "quote",
    "factuality",
    # Reported speech: a paraphrase, shown as the plain text it is.
    "reported",
    "unnamed",
    "mentions",
    "doc_count",
    "title",
    "date_source",
    "date_evidence",
    "path",
    "sources",
)
_MAX_SENTENCES = 12
_TOOLTIP_FIELDS = ("date", "aliases", "roles", "sources", "evidence")
_MAX_TOOLTIP = 280
_MAX_LABEL = 40


def write_html(graph: nx.Graph, path: str | os.PathLike[str], max_nodes: int = 500) -> Path:
    """Write an interactive graph page; show at most ``max_nodes`` nodes.

    The most important nodes (most articles, then mentions, then degree) are
    kept and the page says how many were hidden. Above ``PHYSICS_LIMIT`` nodes
    positions are computed here with a fixed seed and physics is off.

    >>> page = write_html(graph, out / "graph.html", max_nodes=1).read_text(encoding="utf-8")
    >>> page.startswith("<!DOCTYPE html>"), '"id": "doc:a"' in page, '"id": "event:talks"' in page
    (True, True, False)
    >>> "1 of 2 nodes hidden" in page
    True
    """
    g = prepare(graph)
    shown = _most_important(g, max(max_nodes, 0))
    sub = _subgraph(g, shown)
    positions = _layout(sub) if len(shown) > PHYSICS_LIMIT else {}
    spans = node_intervals(g)
    articles = _articles(g)
    stories = _node_stories(g)

    net = Network(directed=True)  # data assembly only; the page is ours
    for node in shown:
        data = sub.nodes[node]
        extra: dict[str, Any] = {}
        if node in positions:
            extra.update(x=positions[node][0], y=positions[node][1])
        if node in spans:
            extra.update(start=spans[node][0].isoformat(), end=spans[node][1].isoformat())
        if shape_for(data.get("kind")) != "dot":  # the dot is the page's default
            extra.update(shape=shape_for(data.get("kind")))
        net.add_node(
            node,
            label=_short(_marked(str(data.get("label") or node), data), _MAX_LABEL),
            color=str(data["color"]),
            size=float(data["size"]),
            title=_tooltip(node, data),
            kind=str(data.get("kind", "")),
            group_type=str(data.get("type", "")),
            legend=legend_name(data.get("kind"), data.get("type")),
            full_label=str(data.get("label") or node),
            details=[[f, _field_text(data, f)] for f in _DETAIL_FIELDS if str(data.get(f, "")).strip()],
            sentences=_sentences(g, node, articles),
            timeline=_timeline_anchor(node, data),
            search=" ".join([str(data.get("label", "")), str(data.get("aliases", "")), node]).casefold(),
            stories=stories.get(node, []),
            unasserted=str(data.get("factuality", "")) in UNASSERTED,
            **extra,
        )
    for u, v, key, data in sub.edges(keys=True, data=True):
        relation = str(data.get("relation", ""))
        weight = max(float(data.get("weight", 1) or 1), 1.0)
        evidence = str(data.get("evidence", ""))
        net.add_edge(
            u,
            v,
            id=key,
            title=relation + (f"\n{_short(evidence, _MAX_TOOLTIP)}" if evidence else ""),
            width=round(1.0 + math.log2(weight), 2),
            relation=relation,
        )

    counts = Counter((n["legend"], n["color"]) for n in net.nodes)
    days = sorted(d for n in net.nodes for d in (n.get("start"), n.get("end")) if d)
    return write_rendered(
        path,
        "graph.html.j2",
        title=str(g.graph.get("name", "")) or "Knowledge graph",
        data={
            "nodes": net.nodes,
            "edges": net.edges,
            "options": _options(physics=not positions),
            "articles": articles,
        },
        legend=[(name, color, counts[name, color]) for name, color in sorted(counts)],
        kinds=sorted({str(n["kind"]) for n in net.nodes if n["kind"]}),
        types=sorted({str(n["group_type"]) for n in net.nodes if n["group_type"]}, key=str.casefold),
        stories=story_choices(g),
        first_day=days[0] if days else "",
        last_day=days[-1] if days else "",
        shown=len(shown),
        total=g.number_of_nodes(),
        hidden=g.number_of_nodes() - len(shown),
        edges=sub.number_of_edges(),
        vis_js=Markup(_vis_js()),  # trusted library code, checked in _vis_js
    )


def _articles(g: nx.MultiDiGraph) -> dict[str, dict[str, str]]:
    """Article id -> title and date, for naming the source of a sentence."""
    return {
        _article_id(node): {
            "title": _short(str(d.get("title") or d.get("label") or ""), _MAX_TOOLTIP),
            "date": str(d.get("date", "")),
        }
        for node, d in g.nodes(data=True)
        if d.get("kind") == DOCUMENT
    }


def _node_stories(g: nx.MultiDiGraph) -> dict[str, list[str]]:
    """Node -> the ids of the stories it belongs to, for the page's story filter.

    A story holds its own node, its articles (their ``story``), the events
    reported in them (their ``stories``), the entities the articles name and
    the dates they and their events fall on.
    """
    prefix = NODE_PREFIXES[STORY]
    own: dict[str, set[str]] = {}
    for node, d in g.nodes(data=True):
        kind = d.get("kind")
        if kind == STORY:
            own[node] = {node.removeprefix(prefix)}
        elif kind == DOCUMENT and d.get("story"):
            own[node] = {str(d["story"])}
        elif kind == EVENT and d.get("stories"):
            own[node] = set(split_list(d["stories"]))
    found = {node: set(ids) for node, ids in own.items()}
    for u, v, _, d in edge_list(g):
        relation = d.get("relation")
        if relation == MENTIONED_IN and v in own and g.nodes[u].get("kind") != EVENT:
            found.setdefault(u, set()).update(own[v])  # an entity takes its articles' stories
        elif relation in (PUBLISHED_ON, ON_DATE) and u in own:
            found.setdefault(v, set()).update(own[u])  # a date takes its articles' and events'
    return {node: sorted(ids) for node, ids in found.items()}


def _sentences(g: nx.MultiDiGraph, node: str, articles: dict[str, Any]) -> list[list[str]]:
    """Up to ``_MAX_SENTENCES`` ``[article id, sentence]`` pairs that mention ``node``.

    The ``mentioned_in`` edges hold one sentence per article (for entities the
    only sentences there are); an event's own ``evidence`` comes first.
    """
    found: list[list[str]] = []
    own = str(g.nodes[node].get("evidence", "")).strip()
    own_sources = split_list(g.nodes[node].get("sources"))
    for _, doc, _, data in edges_from(g, node):
        if data.get("relation") == MENTIONED_IN and g.nodes[doc].get("kind") == DOCUMENT:
            sentence = str(data.get("evidence", "")).strip()
            if sentence:
                found.append([_article_id(doc), sentence])
    if own and all(sentence != own for _, sentence in found):
        # Without an edge we only know the article when there is one source.
        found.insert(0, [own_sources[0] if len(own_sources) == 1 else "", own])
    elif own:
        found.sort(key=lambda pair: pair[1] != own)  # stable: the node's own sentence first
    unique = list({(a, s): [a, s] for a, s in found}.values())
    return unique[:_MAX_SENTENCES]


def _marked(label: str, data: dict[str, Any]) -> str:
    """An event's label with what the articles say of it when that is not a plain fact:
    "Port Elm flooded (not)", "Port Elm flooded (future)"."""
    factuality = str(data.get("factuality", ""))
    if data.get("kind") != EVENT or factuality in ("", "fact"):
        return label
    return f"{label} ({'not' if factuality == 'negated' else factuality})"


def _timeline_anchor(node: str, data: dict[str, Any]) -> str:
    """Fragment of the node's entry in timeline.html, or "" when it has none."""
    if data.get("kind") == EVENT:
        return timeline_anchor(node)
    if data.get("kind") == DOCUMENT:
        return document_anchor(_article_id(node))
    return ""


def _article_id(node: str) -> str:
    return node[4:] if node.startswith("doc:") else node


def _most_important(g: nx.MultiDiGraph, limit: int) -> list[str]:
    """The ``limit`` most important node ids, in id order."""
    degree = degrees(g)
    ranked = sorted(g.nodes, key=lambda n: (tuple(-x for x in importance(g.nodes[n], degree[n])), n))
    return sorted(ranked[:limit])


def _subgraph(g: nx.MultiDiGraph, nodes: list[str]) -> nx.MultiDiGraph:
    """The nodes and the edges among them, in ``g``'s order.

    Not ``g.subgraph(nodes)``: when it holds less than half the nodes, that
    view iterates a set, so edge order and layout changed with the hash seed
    from one run to the next.

    >>> list(_subgraph(nx.MultiDiGraph([("a", "b"), ("b", "c")]), ["b", "a"]).edges)
    [('a', 'b', 0)]
    """
    keep = set(nodes)
    ordered = [n for n in g if n in keep]
    sub = nx.MultiDiGraph()
    sub.add_nodes_from((n, g.nodes[n]) for n in ordered)
    sub.add_edges_from((u, v, k, d) for u in ordered for _, v, k, d in edges_from(g, u) if v in keep)
    return sub


def _layout(g: nx.MultiDiGraph) -> dict[str, tuple[float, float]]:
    """Fixed-seed force layout scaled to screen pixels."""
    # Structure only: to_undirected() deep-copied every attribute the layout never reads.
    shape = nx.Graph()
    shape.add_nodes_from(g)
    shape.add_edges_from(g.edges())
    return force_layout(shape, seed=LAYOUT_SEED, scale=80.0 * math.sqrt(len(g)))


def _options(physics: bool) -> dict[str, Any]:
    """vis-network options; a fixed random seed keeps the initial layout stable."""
    return {
        "layout": {"randomSeed": LAYOUT_SEED, "improvedLayout": physics},
        "physics": {
            "enabled": physics,
            "solver": "forceAtlas2Based",
            # More room than vis's defaults: labels of neighbours overlap less.
            "forceAtlas2Based": {"gravitationalConstant": -90, "springLength": 140, "avoidOverlap": 0.6},
            "stabilization": {"enabled": physics, "iterations": 300},
        },
        "interaction": {"hover": True, "tooltipDelay": 150, "navigationButtons": False},
        "nodes": {
            "shape": "dot",
            "font": {"size": 14, "face": "sans-serif", "strokeWidth": 3, "strokeColor": "#ffffff"},
            "borderWidth": 1,
        },
        "edges": {
            "color": {"color": "#b0b0b0", "highlight": "#555555", "hover": "#777777"},
            "smooth": {"enabled": physics, "type": "continuous"},
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.5}},
        },
    }


def _tooltip(node: str, data: dict[str, Any]) -> str:
    """Plain-text hover title (vis-network shows strings with innerText)."""
    lines = [str(data.get("label") or node), f"{data.get('kind', '')} · {data.get('type', '')}"]
    for field in _TOOLTIP_FIELDS:
        value = _field_text(data, field).strip()
        if field == "sources" and value:
            value = ", ".join(split_list(value)[:8])
        if value:
            lines.append(f"{field}: {_short(value, _MAX_TOOLTIP)}")
    return "\n".join(lines)


def _field_text(data: dict[str, Any], field: str) -> str:
    """A node field as shown; an event date that is only a bound reads as one ("by 2009-06-04").

    >>> _field_text({"date": "2009-06-04", "date_bound": "before"}, "date")
    'by 2009-06-04'
    """
    value = str(data.get(field, ""))
    if field == "date" and value:
        return BOUND_WORDS.get(str(data.get("date_bound", "") or ""), "") + value
    return value


def _short(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


@cache
def _vis_js() -> str:
    """vis-network's JavaScript from the pyvis package, safe to put in <script>."""
    code = resources.files("pyvis").joinpath(VIS_JS).read_text(encoding="utf-8")
    if "</script" in code.lower():  # would end our <script> element early
        raise RuntimeError(f"{VIS_JS} cannot be inlined: it contains '</script'")
    return code
