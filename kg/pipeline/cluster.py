"""Parsing on a Dask cluster: a batch of articles a task, on a ``distributed.Client``'s workers.

Used by :func:`kg.pipeline.parse.extract_articles` when it is given a client
(``kg build --dask ADDRESS``). Only the articles the cache does not hold are
sent; cache hits are served here as in a local build. Each worker loads the
spaCy pipeline once, the first time a task needs it, and sends back compact
msgspec-encoded records, never spaCy Docs, so the outputs are byte-identical
to a ``--jobs 1`` build. Batches come back in input order with a bounded
number in flight; a worker lost mid-run costs only its tasks, which the
scheduler runs again elsewhere; a batch that fails as a whole is run again
one article at a time, so a bug costs only the article at fault.

Dask is imported only here, and only when a cluster is asked for: it is an
optional extra (``pip install 'kg[dask]'``).
"""

from __future__ import annotations

import logging
import threading
import traceback
from collections import deque
from collections.abc import Iterable, Iterator, Sized
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from kg.errors import UsageError
from kg.model import Article, InputProblem
from kg.pipeline.batches import Batch, Progress, batches, finish, loaded_model
from kg.pipeline.extraction import Outcome, extract_batch, failed
from kg.runtime.cache import ExtractionCache, decode, encode
from kg.runtime.signals import signals_held
from kg.safe_text import printable

if TYPE_CHECKING:
    from distributed import Client, Future
    from spacy.language import Language

log = logging.getLogger(__name__)

INSTALL = "pip install 'kg[dask]'"
# A batch task whose worker raised is run this many more times before its articles are
# tried one at a time. A worker that dies is not counted here: the scheduler moves its
# tasks to another worker on its own (up to distributed.scheduler.allowed-failures).
RETRIES = 1
# Batches in flight per worker thread: enough to keep each busy while the next batch is read.
IN_FLIGHT_PER_THREAD = 2

# What travels back from a worker: (0, an Extraction) or (1, an InputProblem), msgspec JSON.
_Encoded = tuple[int, bytes]
_PROBLEM = msgspec.json.Decoder(InputProblem)


def extract_on_cluster(
    articles: Iterable[Article],
    model: str | Language,
    client: Client | str,
    progress: Progress | None,
    batch_size: int,
    cache: ExtractionCache | None,
    total: int | None,
) -> Iterator[Outcome]:
    """:func:`kg.pipeline.parse.extract_articles` with its parsing on a Dask cluster."""
    if not isinstance(model, str):
        # A loaded pipeline would travel to every worker with every task; a name is loaded there once.
        raise UsageError("parsing on a Dask cluster needs the spaCy pipeline by name (installed on every worker)")
    if total is None:
        total = len(articles) if isinstance(articles, Sized) else 0
    with connected(client) as dask_client:
        done = 0
        runs = batches(articles, batch_size, model, cache)
        for outcomes in parse_on_cluster(runs, model, dask_client, batch_size, cache):
            for outcome in outcomes:
                done += 1
                yield outcome
                if progress:
                    progress(done, max(total, done))


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


def parse_on_cluster(
    batches: Iterator[Batch], model: str, client: Client, batch_size: int, cache: ExtractionCache | None
) -> Iterator[list[Outcome]]:
    """Each batch's outcomes, in input order; its misses parsed on the cluster's workers."""
    threads = sum(client.nthreads().values())
    window = max(2, IN_FLIGHT_PER_THREAD * threads)
    pending: deque[tuple[Batch, Future | None]] = deque()
    try:
        for batch in batches:
            future = _submit(client, model, batch.misses, batch_size) if batch.misses else None
            pending.append((batch, future))
            while len(pending) > window:
                done, result = pending.popleft()
                yield finish(done, _collect(client, model, done.misses, result, batch_size), cache)
        while pending:
            done, result = pending.popleft()
            yield finish(done, _collect(client, model, done.misses, result, batch_size), cache)
    finally:
        # Ctrl-C or an error: nothing more is computed for this build.
        left = [f for _, f in pending if f is not None]
        if left:
            client.cancel(left)
            _release(*left)


def _submit(client: Client, model: str, articles: list[Article], batch_size: int) -> Future:
    # pure=False: a fresh key, not a hash of every article's text (the same batch twice is rare).
    return client.submit(_work, model, articles, batch_size, pure=False, retries=RETRIES)


def _collect(
    client: Client, model: str, articles: list[Article], result: Future | None, batch_size: int
) -> list[Outcome]:
    """The outcomes of ``articles``; if their batch failed as a whole, each article tried alone
    (as :class:`kg.pipeline.workers.Workers` does for local workers)."""
    if result is None:
        return []
    try:
        return _decoded(result.result())
    except Exception:
        log.debug("a batch failed on the cluster; its articles are tried one at a time", exc_info=True)
    finally:
        _release(result)
    out: list[Outcome] = []
    for article in articles:
        alone = _submit(client, model, [article], batch_size)
        try:
            out.extend(_decoded(alone.result()))
        except Exception as exc:
            out.append(failed(article, "extracting", exc))
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


def _decoded(encoded: list[_Encoded]) -> list[Outcome]:
    # Not shared here: finish() shares every new extraction, wherever it was parsed.
    return [decode(data, share=False) if kind == 0 else _PROBLEM.decode(data) for kind, data in encoded]


# On a worker: its pipelines by name, each loaded once by the first task that needs it.
_MODELS: dict[str, Any] = {}
_LOCK = threading.Lock()


def _work(model: str, articles: list[Article], batch_size: int) -> list[_Encoded]:
    """Run on a worker: ``articles`` parsed and extracted, each outcome msgspec-encoded."""
    # One batch at a time per worker process, whatever its thread count: a spaCy
    # pipeline (its vocabulary) is not safe to share between threads.
    with _LOCK:
        nlp = _MODELS.get(model)
        if nlp is None:
            nlp = _MODELS[model] = loaded_model(model)
        outcomes = extract_batch(nlp, articles, batch_size)
    return [(0, encode(o)) if not isinstance(o, InputProblem) else (1, msgspec.json.encode(o)) for o in outcomes]
