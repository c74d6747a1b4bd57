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

import logging
import math
import os
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx
from markupsafe import Markup
from pyvis.network import Network

from exporters.common import atomic_write_text, importance, legend_name, prepare, render, split_list

log = logging.getLogger(__name__)

# Above this many nodes the browser's physics gets slow; lay out in Python.
PHYSICS_LIMIT = 300
LAYOUT_SEED = 42
VIS_JS = "templates/lib/vis-9.1.2/vis-network.min.js"

# Node fields shown in the details panel, in this order.
_DETAIL_FIELDS = (
    "kind", "type", "date", "aliases", "roles", "trigger", "mentions", "doc_count",
    "title", "date_source", "path", "sources", "evidence", "quote",
)
_TOOLTIP_FIELDS = ("date", "aliases", "roles", "sources", "evidence")
_MAX_TOOLTIP = 280
_MAX_LABEL = 40


def write_html(graph: nx.Graph, path: str | os.PathLike[str], max_nodes: int = 500) -> Path:
    """Write an interactive graph page; show at most ``max_nodes`` nodes.

    The most important nodes (most articles, then mentions, then degree) are
    kept and the page says how many were hidden. Above ``PHYSICS_LIMIT`` nodes
    positions are computed here with a fixed seed and physics is off.

    >>> write_html(graph, out / "graph.html", max_nodes=200)  # doctest: +SKIP
    PosixPath('out/graph.html')
    """
    g = prepare(graph)
    shown = _most_important(g, max(max_nodes, 0))
    sub = g.subgraph(shown)
    positions = _layout(sub) if len(shown) > PHYSICS_LIMIT else {}

    net = Network(directed=True)  # data assembly only; the page is ours
    for node in shown:
        data = sub.nodes[node]
        extra: dict[str, Any] = {}
        if node in positions:
            extra.update(x=positions[node][0], y=positions[node][1])
        net.add_node(
            node,
            label=_short(str(data.get("label") or node), _MAX_LABEL),
            color=str(data["color"]),
            size=float(data["size"]),
            title=_tooltip(node, data),
            legend=legend_name(data.get("kind"), data.get("type")),
            full_label=str(data.get("label") or node),
            details=[[f, str(data[f])] for f in _DETAIL_FIELDS if str(data.get(f, "")).strip()],
            search=" ".join([str(data.get("label", "")), str(data.get("aliases", "")), node]).casefold(),
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

    legend = sorted({(n["legend"], n["color"]) for n in net.nodes})
    page = render(
        "graph.html.j2",
        title=str(g.graph.get("name", "")) or "Knowledge graph",
        data={"nodes": net.nodes, "edges": net.edges, "options": _options(physics=not positions)},
        legend=legend,
        shown=len(shown),
        total=g.number_of_nodes(),
        hidden=g.number_of_nodes() - len(shown),
        edges=sub.number_of_edges(),
        vis_js=Markup(_vis_js()),  # trusted library code, checked in _vis_js
    )
    return atomic_write_text(path, page)


def _most_important(g: nx.MultiDiGraph, limit: int) -> list[str]:
    """The ``limit`` most important node ids, in id order."""
    degree = dict(g.degree())
    ranked = sorted(g.nodes, key=lambda n: (tuple(-x for x in importance(g.nodes[n], degree[n])), n))
    return sorted(ranked[:limit])


def _layout(g: nx.MultiDiGraph) -> dict[str, tuple[float, float]]:
    """Fixed-seed spring layout scaled to screen pixels."""
    scale = 80.0 * math.sqrt(len(g))
    simple = nx.Graph(g.to_undirected())
    try:
        pos = nx.spring_layout(simple, seed=LAYOUT_SEED, scale=scale)
    except ImportError:  # networkx needs scipy from 500 nodes on
        log.warning("scipy is not installed; using a circular layout for %d nodes", len(g))
        pos = nx.circular_layout(simple, scale=scale)
    return {n: (round(float(x), 1), round(float(y), 1)) for n, (x, y) in pos.items()}


def _options(physics: bool) -> dict[str, Any]:
    """vis-network options; a fixed random seed keeps the initial layout stable."""
    return {
        "layout": {"randomSeed": LAYOUT_SEED, "improvedLayout": physics},
        "physics": {
            "enabled": physics,
            "solver": "forceAtlas2Based",
            "stabilization": {"enabled": physics, "iterations": 300},
        },
        "interaction": {"hover": True, "tooltipDelay": 150, "navigationButtons": False},
        "nodes": {"shape": "dot", "font": {"size": 14, "face": "sans-serif"}, "borderWidth": 1},
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
        value = str(data.get(field, "")).strip()
        if field == "sources" and value:
            value = ", ".join(split_list(value)[:8])
        if value:
            lines.append(f"{field}: {_short(value, _MAX_TOOLTIP)}")
    return "\n".join(lines)


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
