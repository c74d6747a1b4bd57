"""nodes.csv and edges.csv for Gephi's spreadsheet import (Data Laboratory).

Gephi recognises ``Id`` and ``Label`` on nodes and ``Source``, ``Target``,
``Type``, ``Id``, ``Label`` and ``Weight`` on edges; they come first, then every
other attribute of :func:`exporters.common.prepare` in name order. Lists stay
`` | ``-joined, so each row is one node or edge.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import networkx as nx

from exporters.common import atomic_open, edge_list, prepare

NODE_COLUMNS = ("Id", "Label")
EDGE_COLUMNS = ("Source", "Target", "Type", "Id", "Label", "Weight")


def write_nodes_csv(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write one row per node: ``Id,Label`` then the other attributes.

    >>> write_nodes_csv(graph, out / "nodes.csv")  # doctest: +SKIP
    PosixPath('out/nodes.csv')
    """
    g = prepare(graph)
    names = sorted(_names(d for _, d in g.nodes(data=True)) - {"label"})
    rows = ([node, data.get("label", node), *[data.get(n, "") for n in names]]
            for node, data in g.nodes(data=True))
    return _write_csv(path, [*NODE_COLUMNS, *_headers(names, NODE_COLUMNS)], rows)


def write_edges_csv(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write one row per edge: ``Source,Target,Type,Id,Label,Weight`` then the rest.

    ``Type`` is ``Directed``; ``Label`` is the relation; ids are those of
    graph.graphml and graph.gexf (:func:`exporters.common.edge_id`).

    >>> write_edges_csv(graph, out / "edges.csv")  # doctest: +SKIP
    PosixPath('out/edges.csv')
    """
    g = prepare(graph)
    names = sorted(_names(d for _, _, _, d in edge_list(g)) - {"weight"})
    rows = (
        [u, v, "Directed", key, data.get("relation", ""), data.get("weight", 1),
         *[data.get(n, "") for n in names]]
        for u, v, key, data in edge_list(g)
    )
    return _write_csv(path, [*EDGE_COLUMNS, *_headers(names, EDGE_COLUMNS)], rows)


def _names(rows: Iterable[dict[str, Any]]) -> set[str]:
    names: set[str] = set()
    last: Any = None
    for row in rows:
        if row.keys() != last:  # prepare() gives every row the same keys
            names.update(row)
            last = row.keys()
    return names


def _headers(names: Iterable[str], reserved: Sequence[str]) -> list[str]:
    """Attribute names as column headers; Gephi reads its columns in any case,
    so an attribute named like one (an edge ``type``) gets an ``attr_`` prefix."""
    taken = {c.casefold() for c in reserved}
    return [f"attr_{n}" if n.casefold() in taken else n for n in names]


def _write_csv(path: str | os.PathLike[str], header: Sequence[str], rows: Iterable[list[Any]]) -> Path:
    """Stream ``rows`` under ``header`` into ``path``, atomically."""
    with atomic_open(path) as fh:
        # \n line ends: the file holds exactly what the writer gives it.
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(header)
        flags: list[int] | None = None
        for row in rows:
            if flags is None:
                # prepare() gave each column one type: the first row shows
                # which hold booleans, the only values str() spells wrong.
                flags = [i for i, value in enumerate(row) if isinstance(value, bool)]
            for i in flags:
                row[i] = _cell(row[i])
            writer.writerow(row)
    return Path(path)


def _cell(value: Any) -> Any:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value
