"""How nodes look in every viewer: colours by kind and type, legend names, sizes.

One palette for graph.html, timeline.html, GEXF and GraphML, so a person is
the same colour wherever it is shown.
"""

from __future__ import annotations

import math
from typing import Any

from kg.graph.schema import DATE, DOCUMENT, ENTITY, EVENT, STORY

# Okabe-Ito based, readable on white and for most colour-blind readers.
TYPE_COLORS: dict[str, str] = {
    "PERSON": "#e69f00",
    "ORG": "#0072b2",
    "GPE": "#009e73",
    "LOC": "#56b4e9",
    "FAC": "#cc79a7",
    "NORP": "#d55e00",
}
KIND_COLORS: dict[str, str] = {
    ENTITY: "#8c8c8c",  # an entity of a type outside TYPE_COLORS
    EVENT: "#7b3294",
    DATE: "#a6a6a6",
    DOCUMENT: "#4d4d4d",
    STORY: "#e7298a",  # magenta: apart from every type colour, and drawn as a star (KIND_SHAPES)
}
# vis-network shapes other than the default dot: a story stands out among its articles.
KIND_SHAPES: dict[str, str] = {STORY: "star"}
UNKNOWN_COLOR = "#bdbdbd"


def color_for(kind: Any, type_: Any) -> str:
    """Hex colour of a node: entities by type, everything else by kind.

    >>> color_for("entity", "PERSON")
    '#e69f00'
    """
    if kind == ENTITY and type_ in TYPE_COLORS:
        return TYPE_COLORS[str(type_)]
    return KIND_COLORS.get(str(kind), UNKNOWN_COLOR)


def shape_for(kind: Any) -> str:
    """The node shape graph.html draws: a star for a story, a dot for the rest.

    >>> shape_for("story"), shape_for("entity")
    ('star', 'dot')
    """
    return KIND_SHAPES.get(str(kind), "dot")


# The entity types as a reader calls them: "GPE" or "NORP" are the tagger's names, kept in the
# exports (Gephi filters on them), never shown as the legend of a page.
TYPE_NAMES: dict[str, str] = {
    "PERSON": "person",
    "ORG": "organisation",
    "GPE": "country, city, state",
    "LOC": "place",
    "FAC": "building, site",
    "NORP": "nationality, group",
}

# The node kinds as the page's Kind filter and search results name them; the others read as they are.
KIND_WORDS: dict[str, str] = {"entity": "name", "document": "article"}


def legend_name(kind: Any, type_: Any) -> str:
    """The legend entry a node's colour stands for, in plain words.

    >>> legend_name("entity", "NORP"), legend_name("event", "conflict"), legend_name(None, None)
    ('nationality, group', 'event', 'other')
    """
    return TYPE_NAMES[str(type_)] if kind == ENTITY and type_ in TYPE_NAMES else str(kind or "other")


def hex_to_rgb(color: str) -> tuple[int, int, int]:
    """``#e69f00`` -> ``(230, 159, 0)``."""
    value = color.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def number(value: Any) -> float:
    """A numeric attribute as float; text or missing counts as 0."""
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, int | float) and math.isfinite(value):
        return float(value)
    try:
        return float(str(value))
    except ValueError:
        return 0.0


def node_size(mentions: Any, degree: int) -> float:
    """Display size growing with the log of mentions plus degree (10 to ~60)."""
    return round(10.0 + 5.0 * math.log2(1.0 + max(number(mentions), 0.0) + degree), 2)
