"""Where graph.html draws each node of a view, worked out here so the page opens at once.

A story opened is laid out as a reader reads it: its key events left to right in
date order, the dates they fall on above them, places above those, and the people
and organisations taking part below; each name sits over the events it takes part
in, rows keeping labels apart. The overview of stories is a force layout (igraph,
:mod:`exporters.layout`) fitted to a window's proportions. Coordinates are fixed by
the inputs alone (no random seed from the clock), so reruns give the same page.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import networkx as nx

from exporters.layout import force_layout

# Horizontal room for one event and its label, the width a label wraps at, and the height of a row.
EVENT_STEP = 150.0
LABEL_WIDTH = 130
ROW = 105.0
# Rows of names below (actors) and above (places) the events before names share a row's space,
# and how many rows below the events the first row of actors is (an event's label takes four lines).
NAME_ROWS = 3
ACTORS_BELOW = 1.5
# The overview's proportions: a wide window less the side panel.
OVERVIEW_BOX = (1040.0, 800.0)
LAYOUT_SEED = 42


def story_positions(
    events: Sequence[str],
    dates: Mapping[str, Sequence[str]],
    actors: Mapping[str, Sequence[str]],
    places: Mapping[str, Sequence[str]],
) -> dict[str, tuple[float, float]]:
    """Node -> (x, y) for a story: ``events`` in reading order; ``dates``, ``actors`` and
    ``places`` map each of those nodes to the events it belongs to (in that order too).

    >>> story_positions(["e1", "e2"], {"d1": ["e1"]}, {"p": ["e1", "e2"]}, {})
    {'e1': (0.0, 0.0), 'e2': (150.0, 0.0), 'd1': (0.0, -105.0), 'p': (75.0, 157.5)}
    """
    found: dict[str, tuple[float, float]] = {event: (i * EVENT_STEP, 0.0) for i, event in enumerate(events)}

    def over(linked: Sequence[str]) -> float:
        xs = [found[e][0] for e in linked if e in found]
        return sum(xs) / len(xs) if xs else 0.0

    for node, (x, _) in _spread({d: over(linked) for d, linked in dates.items()}, rows=1).items():
        found[node] = (x, -ROW)
    for node, (x, row) in _spread({a: over(linked) for a, linked in actors.items()}, rows=NAME_ROWS).items():
        found[node] = (x, ROW * (ACTORS_BELOW + row))  # below the events' labels, which wrap
    for node, (x, row) in _spread({p: over(linked) for p, linked in places.items()}, rows=NAME_ROWS).items():
        found[node] = (x, -ROW * (2 + row))
    return found


def _spread(wanted: Mapping[str, float], rows: int) -> dict[str, tuple[float, int]]:
    """Node -> (x, row): each as near its wanted x as the labels already placed allow,
    in the first of ``rows`` rows with room, else pushed right in the least full one."""
    last = [float("-inf")] * rows
    placed: dict[str, tuple[float, int]] = {}
    for node in sorted(wanted, key=lambda n: (wanted[n], n)):
        x = wanted[node]
        row = next((r for r in range(rows) if x - last[r] >= EVENT_STEP), None)
        if row is None:
            row = min(range(rows), key=lambda r: (last[r], r))
            x = last[row] + EVENT_STEP
        last[row] = x
        placed[node] = (x, row)
    return placed


def around(stories: Sequence[str], shape: nx.Graph) -> dict[str, tuple[float, float]]:
    """Node -> (x, y) for an overview of a few ``stories``: each story with the names and events
    only it links to in a ring around it, the stories side by side, a node several stories link
    to below, between them.

    >>> g = nx.Graph([("s", "a"), ("s", "b")])
    >>> around(["s"], g)
    {'s': (0.0, 0.0), 'a': (0.0, -200.0), 'b': (0.0, 200.0)}
    """
    found: dict[str, tuple[float, float]] = {}
    for i, story in enumerate(stories):
        cx = i * 3 * RING
        found[story] = (cx, 0.0)
        own = sorted(n for n in shape[story] if shape.degree(n) == 1)
        for k, node in enumerate(own):
            angle = math.pi * (2 * k / len(own) - 0.5)
            found[node] = (round(cx + RING * math.cos(angle), 1), round(RING * math.sin(angle), 1))
    shared = sorted(n for n in shape if n not in found)
    for k, node in enumerate(shared):
        xs = [found[s][0] for s in shape[node] if s in found] or [0.0]
        found[node] = (round(sum(xs) / len(xs), 1), RING * 1.6 + (k % 2) * ROW)
    return found


# The radius of a story's ring of names when the overview holds a few stories.
RING = 200.0


def overview_positions(shape: nx.Graph, satellites: Mapping[str, str]) -> dict[str, tuple[float, float]]:
    """Node -> (x, y) of the overview: a grid of a wide window's proportions (:data:`OVERVIEW_BOX`),
    a cell a story or a name stories share, filled row by row, each group of stories linked by
    names (the largest first) in breadth-first order from its best-linked story, so that linked
    cells are near. A story's own main actor (``satellites``: name -> story) sits in its cell,
    above it."""
    cells = [node for node in _walk(shape) if node not in satellites]
    wide, high = OVERVIEW_BOX
    columns = max(1, min(len(cells), round((len(cells) * wide * CELL[1] / (high * CELL[0])) ** 0.5)))
    found: dict[str, tuple[float, float]] = {}
    for i, node in enumerate(cells):
        row, column = divmod(i, columns)
        found[node] = (column * CELL[0], row * CELL[1])
    for name, story in sorted(satellites.items()):
        x, y = found[story]
        found[name] = (x, y - SATELLITE)
    return found


# A cell of the overview (width, height), and how far above its story a story's own actor sits.
# The actor's label hangs below its dot: two lines of it must end above the largest star, and its
# dot start below the caption of the story a row up (label, size, span: five lines of 17 px).
CELL = (165.0, 215.0)
SATELLITE = 76.0
# The width an overview's label wraps at.
OVERVIEW_LABEL = 150


def _walk(shape: nx.Graph) -> list[str]:
    """Every node: each connected group in turn (the largest first), breadth first from its best-linked node."""
    order: list[str] = []
    groups = sorted((sorted(c) for c in nx.connected_components(shape)), key=lambda c: (-len(c), c[0]))
    for group in groups:
        start = min(group, key=lambda n: (-shape.degree(n), n))
        seen = {start}
        queue = [start]
        while queue:
            node = queue.pop(0)
            order.append(node)
            for other in sorted(shape[node], key=lambda n: (-shape.degree(n), n)):
                if other not in seen:
                    seen.add(other)
                    queue.append(other)
    return order


def force_positions(nodes: Sequence[str], edges: Sequence[tuple[str, str]]) -> dict[str, tuple[float, float]]:
    """Fixed-seed force layout of a graph drawn whole, scaled to screen pixels."""
    shape = nx.Graph()
    shape.add_nodes_from(nodes)
    shape.add_edges_from(edges)
    return force_layout(shape, seed=LAYOUT_SEED, scale=80.0 * len(nodes) ** 0.5)
