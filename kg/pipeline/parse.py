"""Parsing articles a batch at a time, in this process or in a pool of workers, with the cache.

Each worker loads the spaCy pipeline once; batches come back in input order,
and a batch that fails as a whole in a worker is run again one article at a
time, so a bug costs only the article at fault.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sized
from multiprocessing.pool import AsyncResult, Pool
from typing import TYPE_CHECKING

from spacy.language import Language

from kg.model import Article, Extraction
from kg.pipeline.batches import Batch, Progress, batches, finish, loaded_model
from kg.pipeline.cache import ExtractionCache
from kg.pipeline.extraction import Outcome, extract_batch, failed

if TYPE_CHECKING:
    from distributed import Client

log = logging.getLogger(__name__)


def extract_articles(
    articles: Iterable[Article],
    model: str | Language,
    *,
    progress: Progress | None = None,
    batch_size: int = 32,
    jobs: int | None = 1,
    cache: ExtractionCache | None = None,
    total: int | None = None,
    client: Client | str | None = None,
) -> Iterator[Outcome]:
    """Yield one extraction per article, in input order, parsing a batch at a time.

    An article kg fails on (a bug: any exception while parsing, extracting or
    dating it) yields an :class:`InputProblem` instead, with the stage and the
    exception; the other articles are not affected.

    ``model`` is a loaded pipeline or the name of one, loaded at the first
    article the cache cannot serve. Only one batch of articles per process is
    held, never all spaCy Docs. ``jobs`` > 1 parses in worker processes that
    load ``model`` once each (the main process then never loads it), unless
    no more than :data:`IN_PROCESS_MAX` articles need parsing. With
    ``cache``, stored extractions are reused and new ones stored, one
    transaction per batch. With ``client`` (a ``distributed.Client``, or a
    scheduler's address: a client is then opened and closed here), ``jobs``
    is ignored and the articles the cache does not hold are parsed on the
    Dask cluster's workers (:mod:`kg.pipeline.cluster`).
    """
    if client is not None:
        from kg.pipeline.cluster import extract_on_cluster

        yield from extract_on_cluster(articles, model, client, progress, batch_size, cache, total)
        return
    if total is None:
        total = len(articles) if isinstance(articles, Sized) else 0
    runs = batches(articles, batch_size, model, cache)
    jobs = (os.cpu_count() or 1) if jobs is None else max(1, jobs)
    done = 0
    if jobs == 1:
        loaded: list[Language] = [model] if isinstance(model, Language) else []

        def parse(batch: Batch) -> list[Outcome]:
            if batch.misses and not loaded:
                loaded.append(loaded_model(model))
            return extract_batch(loaded[0], batch.misses, batch_size) if batch.misses else []

        finished = (finish(batch, parse(batch), cache) for batch in runs)
    else:
        finished = _parallel(runs, model, jobs, batch_size, cache)
    for extractions in finished:
        for ex in extractions:
            done += 1
            yield ex
            if progress:
                progress(done, max(total, done))


# Up to this many articles to parse, a build with --jobs > 1 parses them itself:
# starting workers that each load the model costs more (a rebuild of 1,000 cached
# articles plus 10 new spent 3.1-3.3 s outside the corpus steps with two workers,
# 1.8 s in-process).
IN_PROCESS_MAX = 48


def _parallel(
    batches: Iterator[Batch], model: str | Language, jobs: int, batch_size: int, cache: ExtractionCache | None
) -> Iterator[list[Extraction]]:
    """Batches parsed by a pool of workers, a bounded number in flight, yielded in order.

    The pool starts once more than :data:`IN_PROCESS_MAX` articles need parsing;
    until then batches are held, and if the input ends first (a rebuild that adds
    a few articles) their misses are parsed in this process instead.
    """
    pool: Pool | None = None
    pending: deque[tuple[Batch, AsyncResult | None]] = deque()
    held: list[Batch] = []
    to_parse = 0
    try:
        for batch in batches:
            if pool is None and (held or batch.misses):
                held.append(batch)
                to_parse += len(batch.misses)
                if to_parse <= IN_PROCESS_MAX:
                    continue
                # spawn: a forked child would inherit the parent's threads and locks mid-use.
                pool = _start_pool(jobs, model)
                started = pool
                pending.extend(
                    (b, started.apply_async(_work, (b.misses, batch_size)) if b.misses else None) for b in held
                )
                held = []
            elif pool is not None and batch.misses:
                pending.append((batch, pool.apply_async(_work, (batch.misses, batch_size))))
            else:
                pending.append((batch, None))
            while len(pending) > 2 * jobs:
                done, result = pending.popleft()
                yield finish(done, collect(pool, done.misses, result, batch_size), cache)
        while pending:
            done, result = pending.popleft()
            yield finish(done, collect(pool, done.misses, result, batch_size), cache)
        if held:
            nlp = model if isinstance(model, Language) else loaded_model(model)
            for done in held:
                yield finish(done, extract_batch(nlp, done.misses, batch_size), cache)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


def collect(
    pool: Pool | None,
    articles: list[Article],
    result: AsyncResult | None,
    batch_size: int,
    work: Callable[[list[Article], int], list[Outcome]] | None = None,
) -> list[Outcome]:
    """A worker's outcomes for ``articles``.

    If the batch failed as a whole in the worker (an exception
    :func:`kg.pipeline.extraction.extract_batch` does not catch, a result that would
    not travel back), its articles are run again one at a time, so only the
    one at fault is lost. ``work`` is what the batch ran (:func:`_work`).
    """
    if result is None or pool is None:
        return []
    work = work or _work
    try:
        return result.get()
    except Exception:
        log.debug("a batch failed in a worker; its articles are tried one at a time", exc_info=True)
    out: list[Outcome] = []
    for article in articles:
        try:
            out.extend(pool.apply(work, ([article], batch_size)))
        except Exception as exc:
            out.append(failed(article, "extracting", exc))
    return out


_WORKER_NLP: Language | None = None


# A worker is replaced by a fresh one after this many batches (3,200 articles at the
# default batch size; loading the model again costs 2-3 s, under 1% of that). A worker's
# resident size grows slowly with what it parses even inside spaCy's memory zones (0.8 KB
# an article from 1,000 to 100,000 articles with new names: bounded memos filling and the
# allocator's fragmentation, no parse kept alive), so a long-lived worker drifted 1.2x
# above its 1,000-article peak; a replaced one stays within 1.01x.
WORKER_BATCHES = 100


def _start_pool(jobs: int, model: str | Language) -> Pool:
    """Worker processes that leave Ctrl-C to this one, each replaced after :data:`WORKER_BATCHES`.

    A worker ignores SIGINT once :func:`_init_worker` runs, but it spends a
    second or two importing spaCy before that; a Ctrl-C in that window printed
    a traceback from each worker. Started while SIGINT is ignored here, they
    inherit "ignored" through exec and never see it. SIGINT is blocked
    meanwhile, so one pressed while the pool starts is held (Linux keeps a
    blocked signal pending even while it is ignored) and stops the build
    as soon as the handler is back. (A worker that replaces another starts
    while this process handles SIGINT, so a Ctrl-C in its first second or two
    may still print its traceback; the build stops as it should.)
    """
    context = multiprocessing.get_context("spawn")
    if threading.current_thread() is not threading.main_thread():  # signal handlers are the main thread's
        return context.Pool(jobs, _init_worker, (model,), maxtasksperchild=WORKER_BATCHES)
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    handler = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return context.Pool(jobs, _init_worker, (model,), maxtasksperchild=WORKER_BATCHES)
    finally:
        signal.signal(signal.SIGINT, handler)
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)


def _init_worker(model: str | Language) -> None:
    # Ctrl-C is the parent's to handle: it stops the pool.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER_NLP
    _WORKER_NLP = model if isinstance(model, Language) else loaded_model(model)


def _work(articles: list[Article], batch_size: int) -> list[Outcome]:
    assert _WORKER_NLP is not None
    return extract_batch(_WORKER_NLP, articles, batch_size)
