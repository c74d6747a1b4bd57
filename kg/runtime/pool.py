"""Pieces of work on forked workers, each taking the next piece: the event clustering's story workers.

Workers are forked, so they share what the main process holds (the mentions, the
model, the vectors) without pickling it; each sends back only its results. Which
worker takes a piece changes from run to run; what comes back does not. Ctrl-C is
the main process's to handle; a worker that fails raises its error here, and one that
dies (the kernel's out-of-memory killer) is a :class:`~kg.errors.WorkerError`, never
a wait without end.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.process
import signal
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any, TypeVar, cast

from kg.errors import WorkerError
from kg.runtime.forks import die_with_parent, forks_that_fit

log = logging.getLogger(__name__)

R = TypeVar("R")

# The part of the main process's resident size a story worker is counted as needing: its own
# copies of the pages it reads and its stories' pairs. Above the shares measured on synthetic
# corpora whose stories grow with them (benchmarks/RESULTS.md), which grew with the corpus.
WORKER_SHARE = 0.75
# Signals that stop a build: the main process handles them and stops the workers (SIGTERM).
_STOP = {signal.SIGINT, signal.SIGTERM}


@dataclass(frozen=True)
class Labels:
    """How messages name the work: what a worker is ``doing``, how to do it ``alone``, the ``items``."""

    doing: str = "clustering events"
    alone: str = "cluster them in one process"
    items: str = "stories"


def forked_map(
    task: Callable[[str], R], order: list[str], jobs: int, labels: Labels = Labels(), share: float = WORKER_SHARE
) -> dict[str, R] | None:
    """``{item: task(item)}`` for every item of ``order``, on up to ``jobs`` forked workers taking
    the next item in ``order``; None where this process should do them itself.

    None when ``jobs`` < 2, fork is missing, the memory free holds fewer than two workers (each
    counted at ``share`` of this process: :func:`~kg.runtime.forks.forks_that_fit`), or no
    worker could start (fork failed: no memory for its page tables).
    """
    if jobs < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return None
    fit = forks_that_fit(share)
    if fit < jobs:
        log.info("%s on %d processes, not %d: the memory free holds no more", labels.doing, max(fit, 1), jobs)
    workers = min(jobs, fit)
    return _forked(task, order, workers, labels) if workers > 1 else None


def _forked(task: Callable[[str], R], order: list[str], jobs: int, labels: Labels) -> dict[str, R] | None:
    """Every item's result from ``jobs`` forked workers; None when no worker could be started."""
    context = multiprocessing.get_context("fork")
    taken = context.Value("i", 0)  # the next item in ``order``, shared by the workers
    children: list[tuple[multiprocessing.process.BaseProcess, Connection]] = []
    # Workers start with the stop signals blocked, so none can arrive before _worker
    # sets what a worker does with them (Ctrl-C reaches the whole process group).
    before = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    try:
        for _ in range(jobs):
            receive, send = context.Pipe(duplex=False)
            process = context.Process(
                target=_worker, args=(task, order, taken, send, labels), name="kg-stories", daemon=True
            )
            try:
                process.start()
            except OSError as exc:
                log.info("%s with %d workers: another could not start (%s)", labels.doing, len(children), exc)
                break
            finally:
                send.close()
            children.append((process, receive))
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
    if not children:
        return None
    try:
        return _collect(children, len(order), labels)
    finally:
        for child, _ in children:
            if child.is_alive():
                child.terminate()  # an error, a dead worker or Ctrl-C: the others stop at once
        for child, _ in children:
            child.join()


def _collect(
    children: list[tuple[multiprocessing.process.BaseProcess, Connection]], items: int, labels: Labels
) -> dict[str, Any]:
    """What the workers send until each has closed its end; raises what a worker raised, or for a worker that died."""
    found: dict[str, Any] = {}
    live = {receive: process for process, receive in children}
    while live:
        for ready in wait(list(live)):
            receive = cast(Connection, ready)  # wait() gives back the connections it was given
            try:
                item, result = receive.recv()
            except EOFError:  # the worker is done, or dead
                process = live.pop(receive)
                process.join()
                if process.exitcode != 0:
                    raise WorkerError(
                        f"a process {labels.doing} died ({_how(process.exitcode)}), perhaps out of memory; "
                        f"run with --jobs 1 to {labels.alone}"
                    ) from None
                continue
            if isinstance(result, BaseException):
                raise result
            found[item] = result
    if len(found) != items:  # a worker closed early without an error: never expected
        raise WorkerError(
            f"the workers {labels.doing} returned {len(found)} of {items} {labels.items}; run with --jobs 1"
        )
    return found


def _how(exitcode: int | None) -> str:
    if exitcode is not None and exitcode < 0:
        return f"killed by {signal.Signals(-exitcode).name}"
    return f"exit code {exitcode}"


def _worker(task: Callable[[str], Any], order: list[str], taken: Any, send: Connection, labels: Labels) -> None:
    """A worker: Ctrl-C is the main process's to handle, SIGTERM (from it) ends the worker at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP)
    item = ""
    try:
        while True:
            with taken.get_lock():
                index = taken.value
                taken.value = index + 1
            if index >= len(order):
                break
            item = order[index]
            send.send((item, task(item)))
    except Exception as exc:  # the main process raises it, as the same class where it can be sent
        try:
            send.send((item, exc))
        except Exception:
            send.send((item, RuntimeError(f"{labels.doing}: {item!r} failed: {type(exc).__name__}: {exc}")))
    finally:
        send.close()
