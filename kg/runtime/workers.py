"""The local parsing processes: spawned workers, each on a pipe of its own, that parse a batch at a time.

Not ``multiprocessing.Pool``: its workers share one task queue behind one lock, and a
worker killed outright (the out-of-memory killer, ``kill -9``) took its batch with it
while the pool waited for ever, holding the output lock, and stopping the pool blocked on
the queue's lock the dead worker held. Here each worker has its own pipe, so nothing is shared that a
death can leave locked, and the main process waits on the pipes and on the processes
themselves: a death is seen at once. The dead worker's batch is parsed again by a fresh
worker; a batch that kills a second one is parsed an article at a time, and an article
that kills two is left out (reported, as any article kg fails on), so one article that
makes spaCy crash or swell costs only itself. Workers that keep dying stop the build
with a :class:`~kg.errors.WorkerError` naming how they died. Stopping (Ctrl-C, SIGTERM,
an error) terminates every worker and waits for each only briefly.
"""

from __future__ import annotations

import logging
import os
import sys
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from tqdm import tqdm

from kg.errors import KgError, WorkerError
from kg.runtime.forks import field_kb
from kg.runtime.worker_process import WorkerTask, how_it_ended, send, spawn, terminate

log = logging.getLogger(__name__)


# A worker is replaced by a fresh one after this many batches (3,200 articles at the
# default batch size; loading the model again is a small part of parsing them). A worker's
# resident size grows slowly with what it parses even inside spaCy's memory zones (bounded
# memos filling and the allocator's fragmentation, no parse kept alive), so a long-lived
# worker drifted above the peak it had after its first articles; a replaced one stays at it
# (benchmarks/RESULTS.md).
WORKER_BATCHES = 100
# A task (a batch, or an article of a batch that failed) is given to a fresh worker this
# many times in all: a death may be the machine's doing, a second one is the task's.
TRIES = 2
# Workers dying this many times in a row, with no batch finished between, stop the build:
# they cannot load the model, or the machine has no memory for them.
DEATHS_IN_A_ROW = 6
# A worker asked to stop (SIGTERM) is waited for this long before it is killed outright.
_STOP_WAIT = 2.0
# Batches a worker holds at once: the one it parses and the next, which its reader thread has
# taken off the pipe, so that it never waits for the main process between two batches.
_AHEAD = 2


@dataclass
class _Task:
    key: int  # the batch's number
    articles: list[Any]
    part: int | None = None  # the article's place in its batch, once the batch is split
    deaths: int = 0


@dataclass
class _Worker:
    process: BaseProcess
    conn: Connection
    ready: bool = False  # the model is loaded
    tasks: deque[_Task] = field(default_factory=deque)  # sent, in order: the first is being parsed
    sent: int = 0
    batches: int = 0


@dataclass
class Workers:
    """``jobs`` parsing processes at most: :meth:`submit` batches, then take each :meth:`result`.

    Workers start as batches wait for one, so no more start than there is work for
    (two batches and ``--jobs 6`` start two). Beyond the machine's cores a worker starts
    only while the memory the kernel can still give holds twice a loaded worker's size.
    Use as a context manager: leaving it stops every worker.
    """

    jobs: int
    model: Any  # what each worker's task.load is given: a model's name, or a pipeline
    batch_size: int
    task: WorkerTask
    _workers: list[_Worker] = field(default_factory=list)
    _queue: deque[_Task] = field(default_factory=deque)
    _done: dict[int, list[Any]] = field(default_factory=dict)
    _parts: dict[int, list[list[Any] | None]] = field(default_factory=dict)
    _deaths: int = 0  # in a row
    _worker_kb: int = 0  # a loaded worker's resident size

    def submit(self, key: int, articles: list[Any]) -> None:
        """Parse ``articles`` (batch number ``key``) on the next free worker."""
        self._queue.append(_Task(key, articles))
        self._dispatch()

    def result(self, key: int) -> list[Any]:
        """The outcomes of batch ``key``, in its articles' order, once they are all in."""
        while key not in self._done:
            self._step()
        return self._done.pop(key)

    def close(self, *, at_once: bool = True) -> None:
        """Stop every worker: at once (an error, Ctrl-C), or once each has finished its batch."""
        workers, self._workers = self._workers, []
        for w in workers:
            if at_once or w.tasks or not w.ready:
                terminate(w.process)
            else:
                send(w.conn, None)  # asks it to return
        for w in workers:
            w.process.join(_STOP_WAIT)
            if w.process.is_alive():
                w.process.kill()
                w.process.join(_STOP_WAIT)
            w.conn.close()

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        self.close(at_once=exc_type is not None)

    def _dispatch(self) -> None:
        """Give waiting tasks to idle workers, start workers for those no worker will take soon,
        then give each busy worker its next batch (parsed as soon as the one under way ends)."""
        self._give(lambda w: not w.tasks)
        coming = sum(1 for w in self._workers if not w.ready)
        while len(self._queue) > coming and len(self._workers) < self.jobs and self._room():
            try:
                self._workers.append(_Worker(*spawn(self.model, self.batch_size, self.task)))
            except OSError as exc:  # no memory or processes left to start one
                if not self._workers:
                    raise WorkerError(f"no parsing process could be started ({exc}); run with --jobs 1") from None
                self.jobs = len(self._workers)  # those running take the rest
                break
            coming += 1
        if len(self._queue) > coming:
            self._give(lambda w: len(w.tasks) < _AHEAD)

    def _give(self, takes: Callable[[_Worker], bool]) -> None:
        for w in self._workers:
            if not self._queue:
                return
            if w.ready and w.sent < WORKER_BATCHES and takes(w):
                task = self._queue.popleft()
                w.tasks.append(task)
                w.sent += 1
                send(w.conn, task.articles)  # a worker that died meanwhile is seen by _step

    def _room(self) -> bool:
        """Whether another worker may start: within the cores, or while memory holds two more."""
        if len(self._workers) < (os.cpu_count() or 1):
            return True
        if not self._worker_kb:  # beyond the cores only once a loaded worker's size is known
            return False
        available = _available_kb()
        return available is None or available > 2 * self._worker_kb

    def _step(self) -> None:
        """Wait for a worker to answer or die, and act on it."""
        if not self._workers:
            self._dispatch()
            if not self._workers:
                raise WorkerError("no parsing process could be started; run with --jobs 1")
        # A connection or a process sentinel (an int): wait() gives back what it was given.
        by_handle: dict[Any, _Worker] = {h: w for w in self._workers for h in (w.conn, w.process.sentinel)}
        for handle in wait(list(by_handle)):
            w = by_handle[handle]
            if w not in self._workers:  # dealt with under its other handle
                continue
            try:
                if w.conn.poll():
                    self._heard(w, w.conn.recv())
                    continue
            except (EOFError, OSError):  # the pipe closed: the worker is gone or going
                pass
            if handle is w.conn or not w.process.is_alive():
                self._died(w)
        self._dispatch()

    def _heard(self, w: _Worker, message: tuple[str, object]) -> None:
        kind, value = message
        if kind == "ready":
            w.ready = True
            self._worker_kb = self._worker_kb or _resident_kb(w.process.pid)
            return
        if kind == "failed":  # could not load the model: every worker would fail alike
            if isinstance(value, KgError):
                raise value
            raise WorkerError(f"a parsing process could not load the model: {value}")
        task = w.tasks.popleft()
        w.batches += 1
        self._deaths = 0
        if isinstance(value, BaseException):
            self._failed(task, value)
        else:
            self._deliver(task, value)  # type: ignore[arg-type]
        if w.batches >= WORKER_BATCHES:  # sent no more: a fresh one starts when a task waits
            self._workers.remove(w)
            send(w.conn, None)
            w.process.join(_STOP_WAIT)
            w.conn.close()

    def _failed(self, task: _Task, exc: BaseException) -> None:
        """A batch failed as a whole in a worker: its articles are run again one at a time,
        so that only the one at fault is lost."""
        if task.part is None and len(task.articles) > 1:
            self._split(task)
            return
        log.debug("an article failed in a worker", exc_info=exc)
        reason = exc if isinstance(exc, Exception) else RuntimeError(str(exc))
        self._deliver(task, [self.task.failed(a, reason) for a in task.articles])

    def _split(self, task: _Task) -> None:
        self._parts[task.key] = [None] * len(task.articles)
        singles = [_Task(task.key, [a], i) for i, a in enumerate(task.articles)]
        self._queue.extendleft(reversed(singles))

    def _deliver(self, task: _Task, outcomes: list[Any]) -> None:
        if task.part is None:
            self._done[task.key] = outcomes
            return
        parts = self._parts[task.key]
        parts[task.part] = outcomes
        if all(p is not None for p in parts):
            del self._parts[task.key]
            self._done[task.key] = [o for p in parts for o in p or ()]

    def _died(self, w: _Worker) -> None:
        """A worker died (killed, out of memory, a crash in compiled code): its task is tried again."""
        self._workers.remove(w)
        w.process.join(_STOP_WAIT)
        if w.process.is_alive():  # its pipe closed, yet it lingers
            w.process.kill()
            w.process.join(_STOP_WAIT)
        w.conn.close()
        fate = how_it_ended(w.process.exitcode)
        self._deaths += 1
        if self._deaths >= DEATHS_IN_A_ROW:
            raise WorkerError(
                f"parsing processes keep dying ({self._deaths} in a row, the last {fate}), perhaps for want "
                "of memory; run with fewer --jobs, or --jobs 1 to parse in kg's own process"
            )
        if not w.tasks:
            if not w.ready:
                _warn(f"a parsing process died ({fate}) while loading the model; another is started")
            return
        task, *waiting = w.tasks  # the batch under way, and the next, not begun: sent again as it is
        self._queue.extendleft(reversed(waiting))
        task.deaths += 1
        count = f"{len(task.articles)} article" + ("" if len(task.articles) == 1 else "s")
        if task.deaths < TRIES:
            again = "is" if len(task.articles) == 1 else "are"
            _warn(f"a parsing process died ({fate}), perhaps out of memory; its {count} {again} parsed again")
            self._queue.appendleft(task)
        elif task.part is None and len(task.articles) > 1:
            _warn(f"a parsing process died again ({fate}); the {count} of its batch are parsed one at a time")
            self._split(task)
        else:
            article = task.articles[0]
            reason = (
                f"the process parsing it died {task.deaths} times ({fate}), perhaps out of memory "
                "(the article was left out; try it alone, or raise the memory kg may use)"
            )
            self._deliver(task, [self.task.lost(article, reason)])


def _warn(message: str) -> None:
    """A warning on stderr, clear of the progress bar."""
    with tqdm.external_write_mode(file=sys.stderr):
        log.warning("kg: warning: %s", message)


def _resident_kb(pid: int | None) -> int:
    try:
        return field_kb(Path(f"/proc/{pid}/status").read_text(), "VmRSS:") or 0
    except OSError:
        return 0


def _available_kb() -> int | None:
    try:
        return field_kb(Path("/proc/meminfo").read_text(), "MemAvailable:")
    except OSError:
        return None
