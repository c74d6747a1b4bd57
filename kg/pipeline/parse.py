"""Parsing articles a batch at a time, in this process or in worker processes, with the cache.

Each worker loads the spaCy pipeline once; batches come back in input order,
and a batch that fails as a whole in a worker is run again one article at a
time, so a bug costs only the article at fault (:mod:`kg.runtime.workers`,
which also parses again the batch of a worker that died).
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Iterable, Iterator, Sequence, Sized
from contextlib import ExitStack
from typing import TYPE_CHECKING

import msgspec
from spacy.language import Language

from kg.errors import UsageError
from kg.model import Article, InputProblem
from kg.pipeline.batches import Batch, Progress, batches, finish, loaded_model, parse_task
from kg.pipeline.extraction import Outcome, extract_batch
from kg.runtime.cache import ExtractionCache
from kg.runtime.records import decode, encode
from kg.runtime.workers import Workers

if TYPE_CHECKING:
    from distributed import Client


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
    no more than :data:`IN_PROCESS_MAX` articles need parsing; no more workers start
    than there are batches (of ``total``, when given) to parse. With
    ``cache``, stored extractions are reused and new ones stored, one
    transaction per batch. With ``client`` (a ``distributed.Client``, or a
    scheduler's address: a client is then opened and closed here), ``jobs``
    is ignored and the articles the cache does not hold are parsed on the
    Dask cluster's workers (:mod:`kg.runtime.cluster`).
    """
    if client is not None:
        yield from extract_on_cluster(articles, model, client, progress, batch_size, cache, total)
        return
    if total is None:
        total = len(articles) if isinstance(articles, Sized) else 0
    runs = batches(articles, batch_size, model, cache)
    jobs = (os.cpu_count() or 1) if jobs is None else max(1, jobs)
    if total:  # no more workers than batches: two batches and --jobs 6 start two
        jobs = min(jobs, -(-total // batch_size))
    done = 0
    finished: Iterator[list[Outcome]]
    if jobs == 1:
        loaded: list[Language] = []

        def parse(batch: Batch) -> list[Outcome]:
            if batch.misses and not loaded:
                loaded.append(model if isinstance(model, Language) else loaded_model(model))
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
# starting workers that each load the model costs more than parsing them
# (a rebuild of a cached corpus plus a few new articles: benchmarks/RESULTS.md).
IN_PROCESS_MAX = 48


def _parallel(
    batches: Iterator[Batch], model: str | Language, jobs: int, batch_size: int, cache: ExtractionCache | None
) -> Iterator[list[Outcome]]:
    """Batches parsed by worker processes (:class:`~kg.runtime.workers.Workers`), a bounded
    number in flight, yielded in order.

    The workers start once more than :data:`IN_PROCESS_MAX` articles need parsing;
    until then batches are held, and if the input ends first (a rebuild that adds
    a few articles) their misses are parsed in this process instead.
    """
    pending: deque[tuple[int, Batch]] = deque()
    held: list[Batch] = []
    to_parse = 0
    with ExitStack() as stack:
        workers: Workers | None = None
        for number, batch in enumerate(batches):
            if workers is None and (held or batch.misses):
                held.append(batch)
                to_parse += len(batch.misses)
                if to_parse <= IN_PROCESS_MAX:
                    continue
                workers = stack.enter_context(Workers(jobs, model, batch_size, parse_task()))
                first = number - len(held) + 1
                for i, b in enumerate(held, first):
                    pending.append((i, b))
                    if b.misses:
                        workers.submit(i, b.misses)
                held = []
                continue
            pending.append((number, batch))
            if workers is not None and batch.misses:
                workers.submit(number, batch.misses)
            while len(pending) > 2 * jobs:
                yield _finished(workers, *pending.popleft(), cache)
        while pending:
            yield _finished(workers, *pending.popleft(), cache)
        if held:
            nlp = model if isinstance(model, Language) else loaded_model(model)
            for done in held:
                yield finish(done, extract_batch(nlp, done.misses, batch_size), cache)


def _finished(workers: Workers | None, number: int, batch: Batch, cache: ExtractionCache | None) -> list[Outcome]:
    parsed = workers.result(number) if workers is not None and batch.misses else []
    return finish(batch, parsed, cache)


def extract_on_cluster(
    articles: Iterable[Article],
    model: str | Language,
    client: Client | str,
    progress: Progress | None,
    batch_size: int,
    cache: ExtractionCache | None,
    total: int | None,
) -> Iterator[Outcome]:
    """:func:`extract_articles` with its parsing on a Dask cluster (:mod:`kg.runtime.cluster`).

    Only the articles the cache does not hold are sent; each worker loads the pipeline once
    and sends back compact msgspec-encoded records, never spaCy Docs, so the outputs are
    byte-identical to a ``--jobs 1`` build.
    """
    from kg.runtime.cluster import connected, run_on_cluster

    if not isinstance(model, str):
        # A loaded pipeline would travel to every worker with every task; a name is loaded there once.
        raise UsageError("parsing on a Dask cluster needs the spaCy pipeline by name (installed on every worker)")
    if total is None:
        total = len(articles) if isinstance(articles, Sized) else 0
    task = parse_task(encoded_batch)
    with connected(client) as dask_client:
        done = 0
        runs = batches(articles, batch_size, model, cache)
        for batch, results in run_on_cluster(runs, _misses, model, task, dask_client, batch_size):
            for outcome in finish(batch, [_decoded(r) for r in results], cache):
                done += 1
                yield outcome
                if progress:
                    progress(done, max(total, done))


def _misses(batch: Batch) -> list[Article]:
    return batch.misses


# What travels back from a cluster's worker: (0, an Extraction) or (1, an InputProblem), msgspec JSON.
_Encoded = tuple[int, bytes]
_PROBLEM = msgspec.json.Decoder(InputProblem)


def encoded_batch(nlp: Language, articles: Sequence[Article], batch_size: int) -> list[_Encoded]:
    """Run on a cluster's worker: ``articles`` parsed and extracted, each outcome msgspec-encoded."""
    outcomes = extract_batch(nlp, articles, batch_size)
    return [(0, encode(o)) if not isinstance(o, InputProblem) else (1, msgspec.json.encode(o)) for o in outcomes]


def _decoded(result: _Encoded | InputProblem) -> Outcome:
    # An article that failed alone comes back as its problem itself. Not shared here: finish()
    # shares every new extraction, wherever it was parsed.
    if isinstance(result, InputProblem):
        return result
    kind, data = result
    return decode(data, share=False) if kind == 0 else _PROBLEM.decode(data)
