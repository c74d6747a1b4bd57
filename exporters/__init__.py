"""Exporters: a finished kg graph to files for Gephi, igraph, browsers and timelines.

Each writer takes a graph and a path and nothing else; :func:`write_all` writes
the standard set. Same graph in, byte-identical files out: no timestamps,
sorted nodes and edges, fixed layout seeds.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Collection, Mapping
from functools import partial
from pathlib import Path

from exporters.disagreements import write_disagreements
from exporters.gexf import node_intervals, write_gexf
from exporters.graphml import write_graphml
from exporters.html import write_html
from exporters.nodelink import write_json
from exporters.prepare import Graph, prepare
from exporters.spreadsheet import write_edges_csv, write_nodes_csv
from exporters.timeline import collect_events, write_timeline_html, write_timeline_json
from kg.graph.table import GraphTable
from kg.runtime.export_process import Writers, write_files
from kg.runtime.memory import give_back_freed_memory, paused_gc

__all__ = [
    "FORMATS",
    "OUTPUTS",
    "write_all",
    "write_disagreements",
    "write_edges_csv",
    "write_gexf",
    "write_graphml",
    "write_html",
    "write_json",
    "write_nodes_csv",
    "write_timeline_html",
    "write_timeline_json",
]

# File name -> writer, dearest first (as timed on a large corpus: benchmarks/RESULTS.md):
# two processes that each take the next file when they finish one then end close
# together, whatever the corpus.
OUTPUTS: dict[str, Callable[[Graph, Path], Path]] = {
    "graph.gexf": write_gexf,
    "graph.graphml": write_graphml,
    "edges.csv": write_edges_csv,
    "timeline.html": write_timeline_html,
    "timeline.json": write_timeline_json,
    "graph.html": write_html,
    "graph.json": write_json,
    "nodes.csv": write_nodes_csv,
    "disagreements.json": write_disagreements,
}

# What two writers read of the prepared tables (their memo), by the files that read it: worked
# out before a second process forks (:func:`_shared_first`), so that it is worked out once, not in
# each process that takes one of those files.
SHARED: tuple[tuple[Callable[[GraphTable], object], tuple[str, str]], ...] = (
    (node_intervals, ("graph.gexf", "graph.html")),
    (collect_events, ("timeline.html", "timeline.json")),
)

# Format names (``kg build --formats``) -> the files they are: one name a viewer
# needs, so a user who opens only Gephi's GEXF need not wait for GraphML too.
FORMATS: dict[str, tuple[str, ...]] = {
    "gexf": ("graph.gexf",),
    "graphml": ("graph.graphml",),
    "html": ("graph.html",),
    "json": ("graph.json",),
    "csv": ("nodes.csv", "edges.csv"),
    "timeline": ("timeline.json", "timeline.html"),
    "disagreements": ("disagreements.json",),
}


def write_all(
    graph: Graph,
    out_dir: str | os.PathLike[str],
    max_nodes: int = 500,
    jobs: int = 1,
    also: Mapping[str, Callable[[Path], object]] | None = None,
    only: Collection[str] | None = None,
    consume: bool = False,
) -> dict[str, Path]:
    """Write every export of ``graph`` into ``out_dir``; return name -> path.

    ``only`` limits the exports to these file names (see :data:`FORMATS`);
    files already in ``out_dir`` that are not written are left as they are.
    ``extractions.jsonl`` is not an export of the graph; the core passes its
    writer in ``also`` (file name -> function writing that path), so that
    it is written with the rest. ``max_nodes`` bounds the nodes drawn in
    ``graph.html``. With ``jobs`` > 1 (and ``fork``, so the prepared graph
    is shared, not copied), a child process writes files too, each process
    taking the next unwritten one; the files are the same either way, and
    an interrupt stops the child, which removes its temporary file like the
    parent does. A file that cannot be written is an :class:`OutputError`
    naming it. ``graph`` is kg's tables (:class:`~kg.graph.table.GraphTable`) or any
    networkx graph. With ``consume``, ``graph`` is emptied as it is prepared
    (:func:`~exporters.prepare.prepare`), so a large graph is not held twice.

    >>> sorted(write_all(graph, out))  # graph, out: see conftest.py
    ['disagreements.json', 'edges.csv', 'graph.gexf', 'graph.graphml', 'graph.html', 'graph.json', 'nodes.csv', 'timeline.html', 'timeline.json']
    """
    out = Path(out_dir)
    unknown = sorted(set(only or ()) - set(OUTPUTS))
    if unknown:
        raise ValueError(f"not an export: {', '.join(unknown)} (exports: {', '.join(sorted(OUTPUTS))})")
    out.mkdir(parents=True, exist_ok=True)
    chosen = OUTPUTS if only is None else only
    with paused_gc():  # the rows written are acyclic: see kg.runtime.memory
        # No export, no need of the flattened copy (seconds on a large graph).
        prepared = prepare(graph, consume=consume) if chosen else graph
        give_back_freed_memory()  # what consuming the graph let go of, before a second process forks
        try:
            writers = _writers(prepared, max_nodes, also or {}, chosen)
            _shared_first(prepared, writers)
            _write_prepared(writers, out, jobs)
            return {name: out / name for name in writers}
        finally:
            if prepared is not graph and isinstance(prepared, GraphTable):
                # What the writers worked out (memo) may point back at the tables: emptied now
                # they are freed at once, not by a full collection later.
                prepared.clear()


def _writers(
    graph: Graph, max_nodes: int, also: Mapping[str, Callable[[Path], object]], only: Collection[str]
) -> Writers:
    """File name -> function writing it to a path, for the exports in ``only`` and each of ``also``."""
    writers: Writers = {name: partial(writer, graph) for name, writer in OUTPUTS.items() if name in only}
    if "graph.html" in writers:
        writers["graph.html"] = partial(write_html, graph, max_nodes=max_nodes)
    return {**writers, **also}


def _shared_first(graph: Graph, writers: Collection[str]) -> None:
    """Work out what two of ``writers`` both read (:data:`SHARED`), held in ``graph``'s memo."""
    if isinstance(graph, GraphTable):
        for work, files in SHARED:
            if all(name in writers for name in files):
                work(graph)


def _write_prepared(writers: Writers, out: Path, jobs: int) -> None:
    # Extra files first: their cost is unknown, and a dear file taken last would
    # leave the other process waiting.
    order = [name for name in writers if name not in OUTPUTS] + [name for name in writers if name in OUTPUTS]
    write_files(writers, out, order, jobs)
