"""Flatten attribute values to scalars that every graph format can store.

GraphML, GEXF and most viewers accept only strings, numbers and booleans, and
XML 1.0 forbids most control characters. This module is the one place where
kg decides how a list, a ``None`` or a stray control character is written, so
the core and every exporter agree.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

Scalar = str | int | float | bool

# Separator for list values; the same one the core uses for `sources`, `roles`.
SEP = " | "

# Everything XML 1.0 allows (https://www.w3.org/TR/xml/#charsets) less DEL and
# the C1 controls, which it discourages and no reader shows; the rest,
# including lone surrogates and U+FFFE/U+FFFF, is removed.


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
        return SEP.join(v for v in value if v)
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
    if isinstance(value, set | frozenset):
        items = sorted(_item_text(v) for v in value)
        return SEP.join(i for i in items if i)
    if isinstance(value, list | tuple):
        return SEP.join(t for t in (_item_text(v) for v in value) if t)
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
    flat = flatten(value)
    if isinstance(flat, bool):
        return "true" if flat else "false"
    return str(flat)


def flatten_attrs(attrs: Mapping[str, Any]) -> dict[str, Scalar]:
    """Flatten every value of an attribute dict; keys become strings.

    >>> flatten_attrs({"aliases": ("Merkel", "Angela Merkel"), "date": None})
    {'aliases': 'Merkel | Angela Merkel', 'date': ''}
    """
    return {str(k): flatten(v) for k, v in attrs.items()}
