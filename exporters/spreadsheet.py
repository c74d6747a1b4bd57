"""nodes.csv and edges.csv for Gephi's spreadsheet import (Data Laboratory).

Gephi recognises ``Id`` and ``Label`` on nodes and ``Source``, ``Target``,
``Type``, ``Id``, ``Label`` and ``Weight`` on edges; they come first, then every
other attribute of :func:`exporters.prepare.prepare` in name order. Lists stay
`` | ``-joined, so each row is one node or edge.

Article text reaches these cells, and spreadsheet programs run a cell that
starts with ``=``, ``+``, ``-`` or ``@`` as a formula (``=HYPERLINK(...)``):
text cells starting with one of those, a tab or a carriage return get a
leading ``'``, as OWASP recommends for CSV files; numbers kg writes as numbers
(weights, counts, sizes) stay as they are. Line breaks in text are written as
``\n`` inside a quoted cell, never a lone ``\r`` (Python's csv writer leaves
that unquoted, and readers take it for the end of the row), and control
characters are removed.
"""

from __future__ import annotations

import csv
import os
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from operator import itemgetter
from pathlib import Path
from typing import Any

from exporters.prepare import Graph, edge_types, node_types, prepare
from kg.files import atomic_open
from kg.graph.schema import OPTIONAL_NUMBERS, scalar_text
from kg.graph.table import Row, Schema

NODE_COLUMNS = ("Id", "Label")
EDGE_COLUMNS = ("Source", "Target", "Type", "Id", "Label", "Weight")


def write_nodes_csv(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write one row per node: ``Id,Label`` then the other attributes.

    >>> rows = write_nodes_csv(graph, out / "nodes.csv").read_text(encoding="utf-8").splitlines()
    >>> [row.split(",")[:2] for row in rows]
    [['Id', 'Label'], ['doc:a', 'a'], ['event:talks', 'talks']]
    """
    g = prepare(graph)
    names = sorted(node_types(g).keys() - {"label"})
    # A node without an optional number (a place's latitude) gets None: an empty cell, not a text column.
    missing = [None if n in OPTIONAL_NUMBERS else "" for n in names]
    values = _getter(names, missing)
    rows = ([node, data.get("label", node), *values(data)] for node, data in g.nodes.items())
    return _write_csv(path, [*NODE_COLUMNS, *_headers(names, NODE_COLUMNS)], rows)


def write_edges_csv(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write one row per edge: ``Source,Target,Type,Id,Label,Weight`` then the rest.

    ``Type`` is ``Directed``; ``Label`` is the relation; ids are those of
    graph.graphml and graph.gexf (:func:`exporters.prepare.edge_id`).

    >>> rows = write_edges_csv(graph, out / "edges.csv").read_text(encoding="utf-8").splitlines()
    >>> [row.split(",")[:3] + row.split(",")[4:6] for row in rows]
    [['Source', 'Target', 'Type', 'Label', 'Weight'], ['event:talks', 'doc:a', 'Directed', 'mentioned_in', '1']]
    """
    g = prepare(graph)
    names = sorted(edge_types(g).keys() - {"weight"})
    values = _getter(names, [""] * len(names))
    rows = (
        [u, v, "Directed", key, data.get("relation", ""), data.get("weight", 1), *values(data)]
        for u, v, key, data in g.edges
    )
    return _write_csv(path, [*EDGE_COLUMNS, *_headers(names, EDGE_COLUMNS)], rows)


def _getter(names: Sequence[str], missing: Sequence[Any]) -> Callable[[Mapping[str, Any]], Sequence[Any]]:
    """A function giving a row's values of ``names``, ``missing``'s value where it has none.

    A compact row (:class:`~kg.graph.table.Row`) is read by one ``itemgetter`` call over its
    values and the defaults, made once for each layout: the CSVs have one cell for every
    attribute of every node and edge.

    >>> from kg.graph.table import Schema
    >>> get = _getter(["a", "b", "c"], [0, 0, None])
    >>> get(Row(Schema(["c", "a"]), (3, 1))), get({"b": 2})
    ((1, 0, 3), [0, 2, None])
    """
    defaults = tuple(missing)
    pickers: dict[Schema, Callable[[tuple[Any, ...]], Sequence[Any]]] = {}

    def picker(schema: Schema) -> Callable[[tuple[Any, ...]], Sequence[Any]]:
        width = len(schema.names)
        where = [schema.index.get(n, width + i) for i, n in enumerate(names)]
        if len(where) == 1:
            only = where[0]
            return lambda values: (values[only],)
        return itemgetter(*where) if where else lambda values: ()

    def values(data: Mapping[str, Any]) -> Sequence[Any]:
        if type(data) is Row:
            pick = pickers.get(data.schema)
            if pick is None:
                pick = pickers[data.schema] = picker(data.schema)
            return pick(data.values_ + defaults)
        return [data.get(n, m) for n, m in zip(names, defaults)]

    return values


def _headers(names: Iterable[str], reserved: Sequence[str]) -> list[str]:
    """Attribute names as column headers; Gephi reads its columns in any case,
    so an attribute named like one (an edge ``type``) gets an ``attr_`` prefix."""
    taken = {c.casefold() for c in reserved}
    return [f"attr_{n}" if n.casefold() in taken else n for n in names]


# Characters that make a spreadsheet read a cell as a formula (OWASP's list).
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# A row's text cells are searched joined, each led by a NUL (prepare() removed
# every NUL, as XML forbids it): a cell starting with a formula character, then
# any CR or control but tab and line feed. Two searches, each a fast scan in C
# (one regex of both alternatives tried each at every position: 3x slower).
_FORMULA_CELL = re.compile(r"\x00[=+\-@\t\r]")
_CARE = re.compile(r"[\r\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def _write_csv(path: str | os.PathLike[str], header: Sequence[str], rows: Iterable[list[Any]]) -> Path:
    """Stream ``rows`` under ``header`` into ``path``, atomically."""
    with atomic_open(path) as fh:
        # \n line ends: the file holds exactly what the writer gives it.
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(header)
        flags: list[int] | None = None
        texts: list[int] = []
        pick: Callable[[list[Any]], tuple[str, ...]] | None = None
        for row in rows:
            if flags is None:
                # prepare() gave each column one type: the first row shows
                # which hold booleans, the only values str() spells wrong,
                # and which hold text, the only values that can hold a formula.
                flags = [i for i, value in enumerate(row) if isinstance(value, bool)]
                texts = [i for i, value in enumerate(row) if isinstance(value, str)]
                # itemgetter of two or more indices gives a tuple, of one the value itself.
                pick = itemgetter(*texts, *texts[:1]) if texts else None
            for i in flags:
                row[i] = scalar_text(row[i])
            if pick is not None:
                # A whole row checked in C; only a row that needs it is changed cell by cell.
                joined = "\x00" + "\x00".join(pick(row))
                if _FORMULA_CELL.search(joined) or _CARE.search(joined):
                    for i in texts:
                        row[i] = safe_text(row[i])
            writer.writerow(row)
    return Path(path)


def safe_text(text: str) -> str:
    """A text cell a spreadsheet shows as text and a CSV reader reads as one cell.

    >>> safe_text('=HYPERLINK("http://x","y")'), safe_text("-2+3"), safe_text("a\\rb")
    ('\\'=HYPERLINK("http://x","y")', "'-2+3", 'a\\nb')
    """
    lead = "'" if text.startswith(_FORMULA_START) else ""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return lead + _CONTROL.sub("", text)
