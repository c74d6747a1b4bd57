"""Exporters: a finished kg graph to files for Gephi, igraph, browsers and timelines.

Each writer takes a graph and a path and nothing else; :func:`write_all` writes
the standard set. Same graph in, byte-identical files out: no timestamps,
sorted nodes and edges, fixed layout seeds.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.process
import os
import signal
from collections.abc import Callable, Mapping
from functools import partial
from multiprocessing.connection import Connection
from pathlib import Path

import networkx as nx

from exporters.common import prepare
from exporters.disagreements import write_disagreements
from exporters.gexf import write_gexf
from exporters.graphml import write_graphml
from exporters.html import write_html
from exporters.nodelink import write_json
from exporters.spreadsheet import write_edges_csv, write_nodes_csv
from exporters.timeline import write_timeline_html, write_timeline_json
from kg.bulk import paused_gc
from kg.errors import OutputError

__all__ = [
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

# File name -> writer, in the order they are written.
OUTPUTS: dict[str, Callable[[nx.Graph, Path], Path]] = {
    "graph.graphml": write_graphml,
    "graph.gexf": write_gexf,
    "graph.json": write_json,
    "graph.html": write_html,
    "nodes.csv": write_nodes_csv,
    "edges.csv": write_edges_csv,
    "timeline.json": write_timeline_json,
    "timeline.html": write_timeline_html,
    "disagreements.json": write_disagreements,
}


# Written by a second process when write_all may use two: about half the
# export time (the two XML files are the dearest writers). edges.csv here too
# was no faster: at 10,000 articles 43.5 and 40.2 s against 41.6 and 37.9 s.
FORKED = ("graph.graphml", "graph.gexf", "nodes.csv")


def write_all(graph: nx.Graph, out_dir: str | os.PathLike[str], max_nodes: int = 500,
              jobs: int = 1, also: Mapping[str, Callable[[Path], object]] | None = None) -> dict[str, Path]:
    """Write every export of ``graph`` into ``out_dir``; return name -> path.

    ``extractions.jsonl`` is not an export of the graph; the core passes its
    writer in ``also`` (file name -> function writing that path), so that
    it is written with the rest. ``max_nodes`` bounds the nodes drawn in
    ``graph.html``. With ``jobs`` > 1 (and ``fork``, so the prepared graph
    is shared, not copied), the files of :data:`FORKED` and of ``also`` are
    written by a child process meanwhile; the files are the same either way,
    and an interrupt stops the child, which removes its temporary file like
    the parent does.

    >>> sorted(write_all(graph, "output"))  # doctest: +SKIP
    ['disagreements.json', 'edges.csv', 'graph.gexf', 'graph.graphml', 'graph.html', 'graph.json', 'nodes.csv', 'timeline.html', 'timeline.json']
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with paused_gc():  # the rows written are acyclic: see kg.bulk
        prepared = prepare(graph)
        try:
            return _write_prepared(_writers(prepared, max_nodes, also or {}), out, jobs)
        finally:
            if prepared is not graph:
                # networkx caches views that point back at their graph, so the copy is a reference
                # cycle: emptied now it is freed at once, not by a full collection later
                # (0.8 s at 5,000 articles).
                prepared.clear()


Writers = dict[str, Callable[[Path], object]]


def _writers(graph: nx.Graph, max_nodes: int, also: Mapping[str, Callable[[Path], object]]) -> Writers:
    """File name -> function writing it to a path, for every export and each of ``also``."""
    writers: Writers = {name: partial(writer, graph) for name, writer in OUTPUTS.items()}
    writers["graph.html"] = partial(write_html, graph, max_nodes=max_nodes)
    return {**writers, **also}


def _write_prepared(writers: Writers, out: Path, jobs: int) -> dict[str, Path]:
    if jobs < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return _write(writers, out, list(writers))
    forked = [name for name in writers if name in FORKED or name not in OUTPUTS]
    child = _start_child(writers, out, forked)
    try:
        _write(writers, out, [name for name in writers if name not in forked])
        _finish_child(child, forked)
    finally:
        if child[0].is_alive():
            child[0].terminate()  # SIGTERM: the child unwinds and removes its temporary file
            child[0].join()
    return {name: out / name for name in writers}


def _write(writers: Writers, out: Path, names: list[str]) -> dict[str, Path]:
    for name in names:
        writers[name](out / name)
    return {name: out / name for name in names}


Child = tuple[multiprocessing.process.BaseProcess, Connection]


# Signals that stop a build: the child must take them inside its own handling,
# never while multiprocessing is still setting it up (it would print a traceback).
_STOP = {signal.SIGINT, signal.SIGTERM}


def _start_child(writers: Writers, out: Path, names: list[str]) -> Child:
    receive, send = multiprocessing.Pipe(duplex=False)
    process = multiprocessing.get_context("fork").Process(target=_child, args=(writers, out, names, send),
                                                          name="kg-export", daemon=True)
    # Started with the stop signals blocked; each side unblocks where it can handle them.
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
    send.close()
    return process, receive


def _child(writers: Writers, out: Path, names: list[str], send: Connection) -> None:
    message = ""
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP)
        _write(writers, out, names)
    except BaseException as exc:  # reported by the parent, which knows how to say it
        message = f"{type(exc).__name__}: {exc}"
    finally:
        # Nothing left to clean up: a late signal must not reach multiprocessing's exit code.
        signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    send.send(message)
    if message:
        raise SystemExit(1)


def _finish_child(child: Child, names: list[str]) -> None:
    process, receive = child
    message = receive.recv() if receive.poll(None) else ""
    process.join()
    if process.exitcode != 0:
        raise OutputError(f"writing {', '.join(names)} in {process.name} failed"
                          f" ({message or f'exit code {process.exitcode}'}); run with --jobs 1 to write them in one process")
