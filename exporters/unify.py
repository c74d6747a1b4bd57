"""One type for each attribute across a graph's nodes (or edges), and every name in every row.

:func:`unify` is the step of :func:`~exporters.prepare.prepare` that lets a GraphML or GEXF
file declare a column once. It reads the rows' types a layout at a time (rows come in a few
layouts: an edge, an entity, an event...) and then makes each row's
:class:`~kg.graph.table.Row` directly from its values, one row at a time: filling every
row's dict with the names it lacked first held a dict of every name for every node at once
(forty names, more than a kilobyte a node, 1.9 million nodes at 100,000 articles).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from operator import itemgetter
from typing import Any

from kg.graph.schema import Scalar, scalar_text
from kg.graph.table import Row, Schemas

# The value a missing attribute gets, by the type the key has elsewhere.
EMPTY: dict[type, Scalar] = {str: "", int: 0, float: 0.0, bool: False}
Maker = Callable[[Sequence[Scalar]], tuple[Scalar, ...]]


def unify(rows: list[Any], optional: frozenset[str] = frozenset(), schemas: Schemas | None = None) -> list[Row]:
    """Give each key one type across rows and every row every key, keys sorted; the rows become
    :class:`~kg.graph.table.Row` s of ``schemas`` (a layout's rows share one schema).

    Empty strings (what ``None`` flattens to) count as missing, so one unset
    ``mentions`` does not turn the whole column into text. ``rows`` (dicts or rows) are replaced in the list one at a time, and the list returned. Keys in
    ``optional`` are numbers only some rows have: floats where given, absent
    elsewhere (:data:`kg.graph.schema.OPTIONAL_NUMBERS`).

    >>> unify([{"n": 1, "x": "a"}, {"n": "", "y": True}])
    [Row({'n': 1, 'x': 'a', 'y': False}), Row({'n': 0, 'x': '', 'y': True})]
    >>> unify([{"lat": 31, "n": 1}, {"lat": "", "n": 2}], frozenset({"lat"}))
    [Row({'lat': 31.0, 'n': 1}), Row({'n': 2})]
    """
    schemas = schemas or Schemas()
    held = _hold(rows, optional) if optional else None
    present: Counter[str] = Counter()
    types: dict[str, set[type]] = defaultdict(set)
    for (keys, kinds), count in Counter(
        (names, tuple(map(type, values))) for names, values in map(_shape, rows)
    ).items():
        for key, kind in zip(keys, kinds, strict=True):
            present[key] += count
            types[key].add(kind)
    names = tuple(sorted(present))
    fills: dict[str, Scalar] = {}  # only missing from some rows: the empty value of its one type
    coerce: dict[str, type] = {}  # of several types: the one it gets (see _column_type)
    for name in names:
        of_name = types[name]
        if len(of_name) == 1 and present[name] == len(rows):
            continue  # one type in every row already
        if len(of_name) == 1:
            fills[name] = EMPTY[next(iter(of_name))]
        else:
            coerce[name] = _column_type(rows, name)
    schema = schemas(names)
    if not fills and not coerce and len(names) > 1:
        pick = itemgetter(*names)
        for i, row in enumerate(rows):
            rows[i] = Row(schema, pick(row))
    else:
        makers: dict[tuple[str, ...], Maker] = {}
        for i, row in enumerate(rows):
            own, values = _shape(row)
            make = makers.get(own)
            if make is None:
                make = makers[own] = _maker(own, names, fills, coerce)
            rows[i] = Row(schema, make(values))
    for i, numbers in (held or {}).items():
        merged = dict(sorted({**rows[i], **numbers}.items()))
        rows[i] = Row(schemas(tuple(merged)), tuple(merged.values()))
    return rows


def _shape(row: Mapping[str, Scalar]) -> tuple[tuple[str, ...], tuple[Scalar, ...]]:
    """A row's names and values, in its order (a :class:`Row`'s without a call a name)."""
    if type(row) is Row:
        return row.schema.names, row.values_
    return tuple(row), tuple(row.values())


def _maker(own: tuple[str, ...], names: tuple[str, ...], fills: dict[str, Scalar], coerce: dict[str, type]) -> Maker:
    """For rows named ``own``: their values -> the values of ``names``, missing ones filled and
    columns of several types coerced (a missing one, as "", coerces to its type's empty value)."""
    where = {name: i for i, name in enumerate(own)}
    extra: list[Scalar] = []
    positions = []
    for name in names:
        i = where.get(name)
        if i is None:
            i = len(own) + len(extra)
            extra.append(fills.get(name, ""))
        positions.append(i)
    padding = tuple(extra)
    if not positions:
        return lambda values: ()
    pick = itemgetter(*positions) if len(positions) > 1 else (lambda values, at=positions[0]: (values[at],))
    fixes = [(k, coerce[name]) for k, name in enumerate(names) if name in coerce]

    def make(values: Sequence[Scalar]) -> tuple[Scalar, ...]:
        found = pick(tuple(values) + padding if padding else values)
        if not fixes:
            return found
        fixed = list(found)
        for k, to in fixes:
            fixed[k] = _coerce(fixed[k], to)
        return tuple(fixed)

    return make


def _hold(rows: list[Any], optional: frozenset[str]) -> dict[int, dict[str, float]]:
    """Take the ``optional`` numbers out of ``rows``: row index -> its numbers, as floats (empty ones dropped).
    A row that has one becomes a dict without them (a :class:`Row` is read-only)."""
    held: dict[int, dict[str, float]] = {}
    for i, row in enumerate(rows):
        if optional.isdisjoint(row):
            continue
        if type(row) is not dict:
            row = rows[i] = dict(row.items())
        numbers = {k: row.pop(k) for k in sorted(optional.intersection(row))}
        kept = {k: number for k, v in numbers.items() if (number := _number(v)) is not None}
        if kept:
            held[i] = kept
    return held


def _number(value: Scalar) -> float | None:
    """``value`` as a finite float, or None (text that is no number, a boolean, "")."""
    if isinstance(value, bool):
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return number if math.isfinite(number) else None


def _column_type(rows: list[Any], name: str) -> type:
    """The one type a column of several gets; empty strings do not vote."""
    seen: type | None = None
    for row in rows:
        value = row.get(name, "")
        if value == "" and isinstance(value, str):
            continue
        seen = _merge(seen, type(value))
    return seen or str  # only ever empty: text


def _merge(seen: type | None, new: type) -> type:
    if seen is None or seen is new:
        return new
    if {seen, new} == {int, float}:
        return float
    return str


def _coerce(value: Scalar, to: type) -> Scalar:
    if value == "" and isinstance(value, str):
        return EMPTY[to]
    if to is str:
        return scalar_text(value)
    return to(value)
