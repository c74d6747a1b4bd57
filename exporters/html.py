"""An interactive, fully offline graph page built with vis-network: stories first.

The page opens on the overview of the corpus's stories (:mod:`exporters.views`); a click
opens a story, drawn from its own JSON block, parsed only then, so a page of 100,000
articles opens as fast as one of a hundred. Search looks through every node of the graph
but the dates and opens the story it belongs to. A graph without stories is drawn whole.

The vis-network node and edge records are pyvis's (:mod:`exporters.graph_nodes`, without
importing it); the page itself comes from our own template because pyvis's templates fetch Bootstrap
and vis from CDNs (``in_line`` still does) and ``local`` points at files next to the
page. vis-network's JavaScript is inlined from the copy shipped inside pyvis. Measured
against the alternatives: vis-network draws a story's few dozen nodes and the overview's
few hundred at once, with fixed positions computed here, so nothing needed replacing.

Article text never reaches ``innerHTML``: graph data travels as JSON in
``<script type="application/json">`` blocks (with ``<``, ``>`` and ``&``
escaped), hover titles are plain strings, which vis-network shows with
``innerText``, and the panels are built with ``textContent``.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from markupsafe import Markup

from exporters.gexf import node_intervals
from exporters.prepare import Graph, prepare
from exporters.render import write_rendered
from exporters.story_nodes import Context, StoryNode, story_nodes
from exporters.style import KIND_WORDS, TYPE_NAMES
from exporters.view_layout import LABEL_WIDTH
from exporters.views import overview, search_index, story_view, whole_view

# Above this many nodes the browser's physics gets slow; lay out in Python.
PHYSICS_LIMIT = 300
LAYOUT_SEED = 42
VIS_JS = "templates/lib/vis-9.1.2/vis-network.min.js"


def write_html(graph: Graph, path: str | os.PathLike[str], max_nodes: int = 500) -> Path:
    """Write the interactive graph page; draw at most ``max_nodes`` nodes in one view.

    With stories, the page opens on their overview and each story is a view of its own;
    without, it draws the graph's most important nodes (most articles, then mentions,
    then degree) and says how many were hidden; above ``PHYSICS_LIMIT`` nodes positions
    are computed here with a fixed seed and physics is off.

    >>> page = write_html(graph, out / "graph.html", max_nodes=1).read_text(encoding="utf-8")
    >>> page.startswith("<!DOCTYPE html>"), '"id": "doc:a"' in page, '"id": "event:talks"' in page
    (True, True, False)
    """
    g = prepare(graph)
    ctx = Context(g, node_intervals(g))
    stories = story_nodes(g)
    first = overview(ctx, stories, max_nodes) if stories else whole_view(ctx, max_nodes, PHYSICS_LIMIT)
    drawn: dict[str, int] = {}  # node -> the first (largest) story whose view draws it

    def views() -> Iterator[tuple[int, dict[str, Any]]]:
        for index, story in enumerate(stories):
            view = story_view(ctx, story, max_nodes)
            for node in view["nodes"]:
                drawn.setdefault(node["id"], index)
            drawn.setdefault(story.node, index)
            yield index, view

    return write_rendered(
        path,
        "graph.html.j2",
        title=str(g.attrs.get("name", "")) or "Knowledge graph",
        data={
            "first": first,
            "stories": [_story_item(s) for s in stories],
            "options": _options(physics=bool(first["physics"])),
            "total": g.number_of_nodes(),
            # The filters' options in a reader's words; their values stay the graph's names.
            "words": {"kind": KIND_WORDS, "type": TYPE_NAMES},
        },
        views=views(),
        # After the views: which story a node opens is known once they are all made.
        search=lambda: search_index(ctx, stories, drawn),
        vis_js=Markup(_vis_js()),  # trusted library code, checked in _vis_js
    )


def _story_item(story: StoryNode) -> dict[str, Any]:
    """A story as the overview's list shows it."""
    return {
        "id": story.node,
        "label": story.label,
        "span": story.span,
        "articles": story.articles,
        "outlets": list(story.outlets[:3]),
        "more_outlets": max(0, len(story.outlets) - 3),
    }


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
            # Long labels wrap instead of running over their neighbours.
            "widthConstraint": {"maximum": LABEL_WIDTH},
        },
        "edges": {
            "color": {"color": "#b0b0b0", "highlight": "#555555", "hover": "#777777"},
            "smooth": {"enabled": physics, "type": "continuous"},
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.5}},
        },
    }


def _package_folder(name: str) -> Path:
    """The folder of the installed package ``name``, found without importing it (pyvis imports IPython)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise ImportError(f"{name} is not installed (pip install {name})")
    return Path(next(iter(spec.submodule_search_locations)))


@cache
def _vis_js() -> str:
    """vis-network's JavaScript from the pyvis package, safe to put in <script>."""
    code = (_package_folder("pyvis") / VIS_JS).read_text(encoding="utf-8")
    if "</script" in code.lower():  # would end our <script> element early
        raise RuntimeError(f"{VIS_JS} cannot be inlined: it contains '</script'")
    return code
