"""``disagreements.json``: facts the articles state differently, with who said which."""

from __future__ import annotations

import json
import os
from pathlib import Path

import networkx as nx

from kg.util import atomic_write_text


def disagreements_of(graph: nx.Graph) -> list[dict]:
    """The disagreements the core recorded on the graph (a JSON string attribute), labelled.

    >>> disagreements_of(nx.MultiDiGraph(disagreements="[]"))
    []
    """
    found = json.loads(graph.graph.get("disagreements") or "[]")
    for item in found:
        node = graph.nodes.get(item["node"], {})
        item["node_kind"] = node.get("kind", "")
    return found


def write_disagreements(graph: nx.Graph, path: str | os.PathLike[str]) -> Path:
    """Write the graph's disagreements as a sorted JSON list (empty list if none)."""
    text = json.dumps(disagreements_of(graph), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    return atomic_write_text(path, text)
