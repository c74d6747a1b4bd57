"""``disagreements.json``: facts the articles state differently, with who said which."""

from __future__ import annotations

import json
import os
from dataclasses import asdict
from pathlib import Path

from exporters.prepare import Graph, prepare
from kg.files import atomic_write_text


def disagreements_of(graph: Graph) -> list[dict]:
    """The disagreements the graph carries (kg.model.Disagreement records), as JSON-ready
    dicts labelled with the kind of node each is about (its node as :func:`~exporters.prepare.prepare` keeps it).

    >>> from kg.graph.schema import Records
    >>> disagreements_of(nx.MultiDiGraph(disagreements=Records()))
    []
    """
    g = prepare(graph)
    return [
        {**asdict(d), "node_kind": g.nodes.get(d.node, {}).get("kind", "")} for d in g.attrs.get("disagreements", ())
    ]


def write_disagreements(graph: Graph, path: str | os.PathLike[str]) -> Path:
    """Write the graph's disagreements as a sorted JSON list (empty list if none)."""
    text = json.dumps(disagreements_of(graph), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    return atomic_write_text(path, text)
