"""The graph's schema: node kinds, relation names, and how attribute values are stored.

:mod:`kg.graph.corpus_graph` writes the graph and the exporters read it; both take
these names from here. GraphML, GEXF and most viewers accept only strings,
numbers and booleans, and XML 1.0 forbids most control characters. This
module is the one place where kg decides how a list, a ``None`` or a boolean
is written as text, so the core and every exporter agree.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import asdict
from datetime import date, datetime
from typing import Any

Scalar = str | int | float | bool

# Node kinds (the ``kind`` attribute); a node's id starts with its kind's prefix.
ENTITY = "entity"
EVENT = "event"
DATE = "date"
DOCUMENT = "document"
STORY = "story"  # articles about one happening or thread (kg.resolve.stories)
NODE_KINDS: tuple[str, ...] = (ENTITY, EVENT, DATE, DOCUMENT, STORY)
# Node id prefix of each kind ("doc:" is shorter than its kind).
NODE_PREFIXES: dict[str, str] = {ENTITY: "entity:", EVENT: "event:", DATE: "date:", DOCUMENT: "doc:", STORY: "story:"}

# Relations (an edge's ``relation`` and key).
MENTIONED_IN = "mentioned_in"  # entity or event -> the document naming it
PUBLISHED_ON = "published_on"  # document -> its publication date
ON_DATE = "on_date"  # event -> its date
CO_OCCURS = "co_occurs"  # entity -> entity named in the same sentence
PRECEDES = "precedes"  # date -> the next date in time
IN_STORY = "in_story"  # document -> the story it belongs to
AGENT = "agent"
PATIENT = "patient"
PARTICIPANT = "participant"
LOCATION = "location"
DESTINATION = "destination"  # where a movement goes ("left for X"), never where it happened
# Edges joining an event to the entities that take part in it, one for each of an event
# mention's argument fields (kg.model.ARGUMENT_FIELDS), in that order.
ROLE_RELATIONS: tuple[str, ...] = (AGENT, PATIENT, PARTICIPANT, LOCATION, DESTINATION)
RELATIONS: tuple[str, ...] = (MENTIONED_IN, PUBLISHED_ON, ON_DATE, CO_OCCURS, PRECEDES, IN_STORY, *ROLE_RELATIONS)
# What every edge of kg's graph carries, in the order it is written (kg.graph.corpus_graph).
EDGE_FIELDS: tuple[str, ...] = ("relation", "weight", "doc_count", "evidence", "sources", "outlets")

# Numbers only some nodes have: a place's coordinates (kg.resolve.entities.places). Written as
# doubles where known and left out elsewhere, never filled with 0.0: Gephi's GeoLayout would put
# every other node at latitude 0, longitude 0.
OPTIONAL_NUMBERS: frozenset[str] = frozenset({"latitude", "longitude"})

# Separator for list values; the same one the core uses for `sources`, `roles`.
SEP = " | "

# Everything XML 1.0 allows (https://www.w3.org/TR/xml/#charsets) less DEL and
# the C1 controls, which it discourages and no reader shows; the rest,
# including lone surrogates and U+FFFE/U+FFFF, is removed.


class Records(tuple):
    """Frozen records a graph attribute carries as data, such as the corpus's disagreements.

    Exporters read the records themselves; the formats that hold only flat values
    on a graph (GraphML, node-link JSON) get them as one sorted JSON list
    (:func:`flatten`).
    """

    __slots__ = ()


def flatten(value: Any) -> Scalar:
    """Turn ``value`` into a str, int, float or bool.

    ``None`` and non-finite floats become ``""``; lists and tuples are joined
    with `` | `` in their own order, sets in sorted order so the output does not
    depend on hashing; empty items are dropped. Mappings become sorted JSON.

    >>> flatten(["Iraq", None, "Baghdad"])
    'Iraq | Baghdad'
    """
    kind = type(value)
    # Fast paths for what the graph is made of (most of a build's flattening).
    if kind is str or kind is int or kind is bool:
        return value
    if (kind is list or kind is tuple) and all(type(v) is str for v in value):
        return join_list(value)
    if value is None:
        return ""
    if isinstance(value, bool | str):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else ""
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Mapping):
        return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    if isinstance(value, Records):
        return json.dumps([asdict(v) for v in value], sort_keys=True, ensure_ascii=False)
    if isinstance(value, set | frozenset):
        items = sorted(_item_text(v) for v in value)
        return join_list(items)
    if isinstance(value, list | tuple):
        return join_list(_item_text(v) for v in value)
    # numpy and similar scalars expose .item(); checked by duck typing so kg
    # does not import numpy just for this.
    item = getattr(value, "item", None)
    if callable(item):
        try:
            return flatten(item())
        except (TypeError, ValueError):
            pass
    return str(value)


def _item_text(value: Any) -> str:
    """One list item as text (nested lists flatten the same way)."""
    return scalar_text(flatten(value))


def scalar_text(value: Any) -> str:
    """A value as text: booleans ``true``/``false`` (as XML Schema and JSON spell them), others ``str()``.

    >>> scalar_text(True), scalar_text(17.92), scalar_text("x")
    ('true', '17.92', 'x')
    """
    if value is True or value is False:
        return "true" if value else "false"
    return str(value)


def join_list(items: Iterable[str]) -> str:
    """Items as one list attribute: `` | ``-joined, empty ones dropped (what :func:`flatten` makes of a list).

    >>> join_list(["a1", "", "b2"])
    'a1 | b2'
    """
    return SEP.join(item for item in items if item)


def split_list(value: Any) -> list[str]:
    """Items of a list attribute (:func:`join_list`), empty ones dropped.

    >>> split_list("a1 | b2 | "), split_list("")
    (['a1', 'b2'], [])
    """
    return [part.strip() for part in str(value or "").split(SEP.strip()) if part.strip()]


def flatten_attrs(attrs: Mapping[str, Any]) -> dict[str, Scalar]:
    """Flatten every value of an attribute dict; keys become strings.

    >>> flatten_attrs({"aliases": ("Merkel", "Angela Merkel"), "date": None})
    {'aliases': 'Merkel | Angela Merkel', 'date': ''}
    """
    return {str(k): flatten(v) for k, v in attrs.items()}
