"""Where graph.html draws each node of a view, worked out here so the page opens at once.

A story opened is laid out as a reader reads its key moments: its key events one under
another in date order, down the middle of the window; when and where (dates, places)
in lanes to their left, who (people, organisations) in lanes to their right, each name
level with the events it takes part in, a name's height apart from the next. Labels are
given the width of two lines, so that a window holds ten events at a readable size. The
overview of stories is a grid (:func:`overview_positions`) fitted to a window's
proportions. Coordinates are fixed by the inputs alone (no random seed from the clock),
so reruns give the same page.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import networkx as nx

from exporters.layout import force_layout

# The width a label wraps at (whole graphs and the overview's defaults), and the height of a row.
LABEL_WIDTH = 130
ROW = 105.0
# An opened story: the width its labels wrap at (a label of up to 40 characters takes two lines
# of 17 px, as vis-network measures them), the height one event with two lines of label takes, and one name.
STORY_LABEL = 270
EVENT_STEP = 88.0
NAME_STEP = 72.0
# How far apart lanes of names are (a label's width and a gap), and how many lanes each side has
# before the names of a lane too full are pushed down it.
LANE = 310.0
LANES = 2
# The overview's proportions: a wide window less the side panel.
OVERVIEW_BOX = (1040.0, 800.0)
LAYOUT_SEED = 42


def story_positions(
    events: Sequence[str],
    dates: Mapping[str, Sequence[str]],
    actors: Mapping[str, Sequence[str]],
    places: Mapping[str, Sequence[str]],
    tall: Mapping[str, float] | None = None,
) -> dict[str, tuple[float, float]]:
    """Node -> (x, y) for a story: ``events`` in reading order, top to bottom; ``dates``,
    ``actors`` and ``places`` map each of those nodes to the events it belongs to; ``tall``
    gives a node whose label is longer than two lines its height in names.

    >>> story_positions(["e1", "e2"], {"d1": ["e1"]}, {"p": ["e1", "e2"]}, {})
    {'e1': (0.0, 0.0), 'e2': (0.0, 88.0), 'd1': (-310.0, 0.0), 'p': (310.0, 44.0)}
    """
    found: dict[str, tuple[float, float]] = {event: (0.0, i * EVENT_STEP) for i, event in enumerate(events)}

    def level(linked: Sequence[str]) -> float:
        ys = [found[e][1] for e in linked if e in found]
        return sum(ys) / len(ys) if ys else 0.0

    left = {n: level(linked) for n, linked in {**dates, **places}.items()}
    right = {n: level(linked) for n, linked in actors.items() if n not in left}
    for side, wanted in ((-1, left), (1, right)):
        for node, (y, lane) in _spread(wanted, LANES, tall or {}).items():
            found[node] = (side * LANE * (lane + 1), y)
    return found


def _spread(wanted: Mapping[str, float], lanes: int, tall: Mapping[str, float]) -> dict[str, tuple[float, int]]:
    """Node -> (y, lane): each as near its wanted y as the labels already placed allow; an outer
    lane (whose edge crosses the inner ones) only when the inner one would push it a name further."""
    last = [float("-inf")] * lanes
    placed: dict[str, tuple[float, int]] = {}
    for node in sorted(wanted, key=lambda n: (wanted[n], n)):
        height = NAME_STEP * tall.get(node, 1.0)
        start = wanted[node] - (height - NAME_STEP) / 2  # a tall label starts higher, to end level
        # In an outer lane, half a name lower: its edge then passes the inner lane between two
        # dots, never through one (which would read as a chain of links).
        lane = min(range(lanes), key=lambda k: (max(start + k * NAME_STEP / 2, last[k]) - start + k * NAME_STEP, k))
        y = max(start + lane * NAME_STEP / 2, last[lane])
        last[lane] = y + height
        placed[node] = (round(y, 1), lane)
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
    a cell a story or a name stories share, filled row by row (every other one right to left), each group of stories linked by
    names (the largest first) in breadth-first order from its best-linked story, so that linked
    cells are near. A story's own main actor (``satellites``: name -> story) sits in its cell,
    above it."""
    cells = [node for node in _walk(shape) if node not in satellites]
    wide, high = OVERVIEW_BOX
    columns = max(1, min(len(cells), round((len(cells) * wide * CELL[1] / (high * CELL[0])) ** 0.5)))
    # Row by row, every other row right to left: the cell after a row's last is right below it,
    # not a window's width away.
    grid = {node: (_snake(i, columns), i // columns) for i, node in enumerate(cells)}
    found: dict[str, tuple[float, float]] = {}
    for node in cells:
        column, row = grid[node]
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


def _snake(i: int, columns: int) -> int:
    """The column of the ``i``-th cell when odd rows run right to left.

    >>> [_snake(i, 3) for i in range(7)]
    [0, 1, 2, 2, 1, 0, 0]
    """
    row, column = divmod(i, columns)
    return column if row % 2 == 0 else columns - 1 - column


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
