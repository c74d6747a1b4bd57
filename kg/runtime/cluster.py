"""Running a task on a Dask cluster: a batch of items a task, on a ``distributed.Client``'s workers.

The task is handed in (a :class:`~kg.runtime.workers.WorkerTask`, as for the local
workers): the pipeline parses articles with it (:func:`kg.pipeline.parse.extract_articles`,
``kg build --dask ADDRESS``). Each worker runs the task's ``load`` once, the first time a
batch needs it. Batches come back in input order with a bounded number in flight; a worker
lost mid-run costs only its tasks, which the scheduler runs again elsewhere; a batch that
fails as a whole is run again one item at a time, so a bug costs only the item at fault.

Dask is imported only here, and only when a cluster is asked for: it is an
optional extra (``pip install 'kg[dask]'``).
"""

from __future__ import annotations

import logging
import threading
import traceback
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from kg.errors import UsageError
from kg.runtime.signals import signals_held
from kg.runtime.worker_process import WorkerTask
from kg.safe_text import printable

if TYPE_CHECKING:
    from distributed import Client, Future

B = TypeVar("B")

log = logging.getLogger(__name__)

INSTALL = "pip install 'kg[dask]'"
# A batch task whose worker raised is run this many more times before its articles are
# tried one at a time. A worker that dies is not counted here: the scheduler moves its
# tasks to another worker on its own (up to distributed.scheduler.allowed-failures).
RETRIES = 1
# Batches in flight per worker thread: enough to keep each busy while the next batch is read.
IN_FLIGHT_PER_THREAD = 2


def client_for(address: str) -> Client:
    """A ``distributed.Client`` connected to the scheduler at ``address``, or a
    :class:`~kg.errors.UsageError` saying why not (no dask installed, no scheduler there)."""
    distributed = _distributed()
    try:
        return distributed.Client(address, set_as_default=False)
    except (OSError, ValueError, TypeError) as exc:
        raise UsageError(
            f"cannot reach the Dask scheduler at {printable(address)}: {printable(str(exc))}; "
            "start one with `dask scheduler` (and workers with `dask worker ADDRESS`), or check the address"
        ) from None


@contextmanager
def connected(client: Client | str) -> Iterator[Client]:
    """``client`` itself, or a client to the scheduler at that address, closed on leaving."""
    _quiet_cancel_race()
    if not isinstance(client, str):
        yield client
        return
    own = client_for(client)
    try:
        yield own
    finally:
        own.close()


def _distributed() -> Any:
    """The ``distributed`` package, or a UsageError naming the extra to install."""
    try:
        # Its compiled modules (msgpack, psutil) must not take a Ctrl-C while they load
        # (see kg.runtime.signals.signals_held); it arrives just after instead.
        with signals_held():
            import distributed
    except ImportError:
        raise UsageError(f"running on a Dask cluster needs Dask: {INSTALL}") from None
    return distributed


class _CancelRace(logging.Filter):
    """Drops the log records of two known races of a Ctrl-C in ``distributed``, keeps the rest.

    A Ctrl-C that lands while the client's event loop has not yet started the call the
    main thread waits on makes ``sync`` schedule a ``cancel`` that reads a variable not
    yet assigned (distributed 2026.8); tornado logs that NameError with its traceback.
    A Ctrl-C while the main thread waits on a future leaves the client's ``_gather``
    task waiting on the loop; when kg then releases the future, that task fails with
    ``AllExit`` and asyncio logs "Task exception was never retrieved". Both print a
    traceback under kg's own "interrupted" message, and both are harmless: the
    KeyboardInterrupt is raised all the same and kg cancels its futures itself.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        if not record.exc_info or record.exc_info[1] is None:
            return True
        error = record.exc_info[1]
        if type(error).__name__ == "AllExit" and type(error).__module__ == "distributed.client":
            return False
        if not isinstance(error, NameError):
            return True
        frame = traceback.extract_tb(record.exc_info[2])[-1:]
        return not (frame and frame[0].name == "cancel" and _is_distributed_utils(frame[0].filename))


def _is_distributed_utils(filename: str) -> bool:
    parts = Path(filename).parts
    return parts[-2:] == ("distributed", "utils.py")


_CANCEL_RACE = _CancelRace()


def _quiet_cancel_race() -> None:
    # Tornado and asyncio log a callback's or task's exception on these loggers; the filter is
    # added once, for good: the failing call may run on the event loop after the build returned.
    for name in ("tornado.application", "asyncio"):
        logger = logging.getLogger(name)
        if _CANCEL_RACE not in logger.filters:
            logger.addFilter(_CANCEL_RACE)


def run_on_cluster(
    batches: Iterator[B],
    items: Callable[[B], list[Any]],
    setting: Any,
    task: WorkerTask,
    client: Client,
    batch_size: int,
) -> Iterator[tuple[B, list[Any]]]:
    """Each batch with the results of its ``items`` (``task`` run on the cluster's workers, one
    result an item, in order), in input order; a batch with no items is not sent."""
    threads = sum(client.nthreads().values())
    window = max(2, IN_FLIGHT_PER_THREAD * threads)
    pending: deque[tuple[B, Future | None]] = deque()
    try:
        for batch in batches:
            todo = items(batch)
            future = _submit(client, task, setting, todo, batch_size) if todo else None
            pending.append((batch, future))
            while len(pending) > window:
                done, result = pending.popleft()
                yield done, _collect(client, task, setting, items(done), result, batch_size)
        while pending:
            done, result = pending.popleft()
            yield done, _collect(client, task, setting, items(done), result, batch_size)
    finally:
        # Ctrl-C or an error: nothing more is computed for this build.
        left = [f for _, f in pending if f is not None]
        if left:
            client.cancel(left)
            _release(*left)


def _submit(client: Client, task: WorkerTask, setting: Any, items: list[Any], batch_size: int) -> Future:
    # pure=False: a fresh key, not a hash of every item (the same batch twice is rare).
    return client.submit(_work, task, setting, items, batch_size, pure=False, retries=RETRIES)


def _collect(
    client: Client, task: WorkerTask, setting: Any, items: list[Any], result: Future | None, batch_size: int
) -> list[Any]:
    """The results of ``items``; if their batch failed as a whole, each item tried alone
    (as :class:`kg.runtime.workers.Workers` does for local workers)."""
    if result is None:
        return []
    try:
        return list(result.result())
    except Exception:
        log.debug("a batch failed on the cluster; its items are tried one at a time", exc_info=True)
    finally:
        _release(result)
    out: list[Any] = []
    for item in items:
        alone = _submit(client, task, setting, [item], batch_size)
        try:
            out.extend(alone.result())
        except Exception as exc:
            out.append(task.failed(item, exc))
        finally:
            _release(alone)
    return out


def _release(*futures: Future) -> None:
    """Let the cluster forget ``futures`` now, with Ctrl-C held.

    Left to the collector, a future releases itself in ``__del__``, where a Ctrl-C
    is printed as "Exception ignored in Future.__del__" with a traceback.
    """
    with signals_held():
        for future in futures:
            future.release()


# On a worker: what each task's load made of each setting (a pipeline by name), loaded once
# by the first batch that needs it.
_LOADED: dict[tuple[Any, Any], Any] = {}
_LOCK = threading.Lock()


def _work(task: WorkerTask, setting: Any, items: list[Any], batch_size: int) -> list[Any]:
    """Run on a worker: ``task`` on ``items``."""
    # One batch at a time per worker process, whatever its thread count: a spaCy
    # pipeline (its vocabulary) is not safe to share between threads.
    with _LOCK:
        key = (task.load, setting)
        state = _LOADED.get(key)
        if state is None:
            state = _LOADED[key] = task.load(setting)
        return task.work(state, items, batch_size)
