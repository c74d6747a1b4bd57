"""Exporters: a finished kg graph to files for Gephi, igraph, browsers and timelines.

Each writer takes a graph and a path and nothing else; :func:`write_all` writes
the standard set. Same graph in, byte-identical files out: no timestamps,
sorted nodes and edges, fixed layout seeds.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import multiprocessing.process
import os
import signal
import sys
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
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
from kg.util import paused_gc
from kg.errors import OutputError

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

# File name -> writer, dearest first (seconds on a 5,010-article corpus: GEXF 5.4,
# GraphML 4.1, edges.csv 2.8, timeline.html 2.6, timeline.json 1.6, graph.html 1.1,
# graph.json 1.0, nodes.csv 0.9): two processes that each take the next file when
# they finish one then end close together, whatever the corpus.
OUTPUTS: dict[str, Callable[[nx.Graph, Path], Path]] = {
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


def write_all(graph: nx.Graph, out_dir: str | os.PathLike[str], max_nodes: int = 500,
              jobs: int = 1, also: Mapping[str, Callable[[Path], object]] | None = None,
              only: Collection[str] | None = None) -> dict[str, Path]:
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
    naming it.

    >>> sorted(write_all(graph, "output"))  # doctest: +SKIP
    ['disagreements.json', 'edges.csv', 'graph.gexf', 'graph.graphml', 'graph.html', 'graph.json', 'nodes.csv', 'timeline.html', 'timeline.json']
    """
    out = Path(out_dir)
    unknown = sorted(set(only or ()) - set(OUTPUTS))
    if unknown:
        raise ValueError(f"not an export: {', '.join(unknown)} (exports: {', '.join(sorted(OUTPUTS))})")
    out.mkdir(parents=True, exist_ok=True)
    chosen = OUTPUTS if only is None else only
    with paused_gc():  # the rows written are acyclic: see kg.util
        # No export, no need of the flattened copy (seconds on a large graph).
        prepared = prepare(graph) if chosen else graph
        try:
            writers = _writers(prepared, max_nodes, also or {}, chosen)
            _write_prepared(writers, out, jobs)
            return {name: out / name for name in writers}
        finally:
            if prepared is not graph:
                # networkx caches views that point back at their graph, so the copy is a reference
                # cycle: emptied now it is freed at once, not by a full collection later
                # (0.8 s at 5,000 articles).
                prepared.clear()


Writers = dict[str, Callable[[Path], object]]


def _writers(graph: nx.Graph, max_nodes: int, also: Mapping[str, Callable[[Path], object]],
             only: Collection[str]) -> Writers:
    """File name -> function writing it to a path, for the exports in ``only`` and each of ``also``."""
    writers: Writers = {name: partial(writer, graph) for name, writer in OUTPUTS.items() if name in only}
    if "graph.html" in writers:
        writers["graph.html"] = partial(write_html, graph, max_nodes=max_nodes)
    return {**writers, **also}


def _write_prepared(writers: Writers, out: Path, jobs: int) -> None:
    # Extra files first: their cost is unknown, and a dear file taken last would
    # leave the other process waiting.
    order = [name for name in writers if name not in OUTPUTS] + [name for name in writers if name in OUTPUTS]
    if jobs < 2 or "fork" not in multiprocessing.get_all_start_methods():
        _write(writers, out, order)
        return
    queue = _Queue(order)
    child = _start_child(writers, out, queue)
    try:
        _write(writers, out, queue)
        _finish_child(child)
    finally:
        if child[0].is_alive():
            child[0].terminate()  # SIGTERM: the child unwinds and removes its temporary file
            child[0].join()


class _Queue:
    """File names handed out one at a time to whichever process asks first.

    Which process writes a file changes from run to run; what it writes does not.
    """

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.taken = multiprocessing.get_context("fork").Value("i", 0)  # shared with the child

    def __iter__(self) -> Iterator[str]:
        while True:
            with self.taken.get_lock():
                index = self.taken.value
                self.taken.value = index + 1
            if index >= len(self.names):
                return
            yield self.names[index]


def _write(writers: Writers, out: Path, names: Iterable[str]) -> None:
    for name in names:
        try:
            writers[name](out / name)
        except OSError as exc:
            raise OutputError(f"cannot write {out / name}: {exc.strerror or exc}; "
                              "check the folder's space and permissions, or choose another with -o") from exc


Child = tuple[multiprocessing.process.BaseProcess, Connection]


# Signals that stop a build: the child must take them inside its own handling,
# never while multiprocessing is still setting it up (it would print a traceback).
_STOP = {signal.SIGINT, signal.SIGTERM}


def _start_child(writers: Writers, out: Path, queue: _Queue) -> Child:
    receive, send = multiprocessing.Pipe(duplex=False)
    process = multiprocessing.get_context("fork").Process(target=_child,
                                                          args=(writers, out, queue, send, os.getpid()),
                                                          name="kg-export", daemon=True)
    # Started with the stop signals blocked; each side unblocks where it can handle them.
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
    send.close()
    return process, receive


def _child(writers: Writers, out: Path, queue: _Queue, send: Connection, parent: int) -> None:
    message = ""
    name = ""
    try:
        # Stopped by the parent (it failed or was interrupted), the child unwinds like on
        # Ctrl-C and removes its temporary file, whether or not the caller set a handler.
        signal.signal(signal.SIGTERM, _interrupted)
        _die_with_parent()
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP)
        for name in queue:
            _check_parent(parent)
            _write(writers, out, [name])
    except OutputError as exc:
        message = str(exc)
    except BaseException as exc:  # reported by the parent, which knows how to say it
        message = (f"writing {name or 'a file'} in the second export process failed ({type(exc).__name__}: {exc}); "
                   "run with --jobs 1 to write it in one process")
    finally:
        # Nothing left to clean up: a late signal must not reach multiprocessing's exit code.
        signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    try:
        send.send(message)
    except OSError:  # the parent is gone: nobody to tell, and no traceback on its terminal
        pass
    if message:
        raise SystemExit(1)


# prctl(2) option: the signal the kernel sends this process when its parent dies.
_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    """Linux: have the kernel send SIGTERM when the parent dies, even by ``kill -9``.

    Without it a killed kg left its export process replacing files in the
    folder for a second or more, while a new build could already be writing
    there. SIGTERM, not SIGKILL, so the child unwinds and removes its
    temporary file. Called with SIGTERM blocked: it arrives once unblocked.
    """
    if not sys.platform.startswith("linux"):
        return  # elsewhere _check_parent, before each file, is all there is
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):
        pass  # no prctl in this C library: _check_parent still stops the child between files


def _check_parent(parent: int) -> None:
    """Stop if ``parent`` is no longer this process's parent (it died; the child was adopted)."""
    if os.getppid() != parent:
        raise KeyboardInterrupt


def _interrupted(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _finish_child(child: Child) -> None:
    process, receive = child
    message = receive.recv() if receive.poll(None) else ""
    process.join()
    if process.exitcode != 0:
        raise OutputError(message or f"the second export process failed (exit code {process.exitcode}); "
                          "run with --jobs 1 to write every file in one process")
