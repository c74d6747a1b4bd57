"""The one public entry point: articles in, a resolved corpus and its graph out.

``build_graph`` is what the CLI and the tests call. Extraction is per
article (pure, over a spaCy Doc: :mod:`kg.pipeline.extraction`); dating, resolution
and the graph are corpus steps that run on the extractions. A bug on one
article costs only that article, in every step (see
:func:`kg.pipeline.extraction.failed`).
"""

from __future__ import annotations

import datetime as dt
import logging
import multiprocessing
import os
import signal
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence, Sized
from dataclasses import dataclass, replace
from multiprocessing.pool import AsyncResult, Pool
from pathlib import Path

import networkx as nx
from spacy.language import Language

from kg.resolve.entities.aliases import Aliases, drop_ignored, load_aliases
from kg.util import paused_gc
from kg.pipeline.cache import ExtractionCache, article_key, fingerprint
from kg.resolve.events.coref import resolve_events
from kg.pipeline.extraction import Outcome, extract_batch, failed, normalise_times
from kg.resolve.entities.gazetteer import _with_names, gazetteer
from kg.graph.build import corpus_graph
from kg.ingest.read import DEFAULT_MAX_BYTES, estimate_articles, read_inputs
from kg.resolve.dates.placing import place_undated
from kg.model import Article, Corpus, Extraction, InputProblem, PublicationDate
from kg.extract.names import name_key
from kg.extract.nlp import default_model, describe_model, hash_lemma_index, load_model
from kg.resolve.entities.resolution import resolve_entities
from kg.extract.timexes import prepare_vocab
from kg.resolve.dates.dct import complete_partial

log = logging.getLogger(__name__)

# Called after each article with (articles done, articles in all).
Progress = Callable[[int, int], None]
# Called before each corpus step with what it does ("resolving ..."), for progress messages.
Step = Callable[[str], None]


@dataclass(frozen=True)
class Build:
    """What one build produced: the graph, the corpus behind it, and skipped inputs."""

    graph: nx.MultiDiGraph
    corpus: Corpus
    model: str
    cache_hits: int = 0  # articles whose extraction came from the cache
    inputs: tuple[str | Path, ...] = ()  # the paths given, for report.json
    max_bytes: int = DEFAULT_MAX_BYTES  # the size limit the inputs were read with

    @property
    def problems(self) -> tuple[InputProblem, ...]:
        return self.corpus.problems


def build_graph(paths: Iterable[str | Path], *, model: str | Language | None = None,
                aliases: Aliases | str | Path | None = None, progress: Progress | None = None,
                batch_size: int = 32, jobs: int | None = 1,
                cache: ExtractionCache | str | Path | None = None, max_bytes: int | None = None,
                step: Step | None = None, exclude: Iterable[str | Path] = ()) -> Build:
    """Read, extract, date, resolve and link every article under ``paths``.

    Folders in ``exclude`` (the build's own output folder) are never read,
    nor are folders holding a kg ``report.json``.

    Articles are read and parsed a batch at a time, on ``jobs`` processes
    (``None``: one per core). With ``cache`` (a path or an open
    :class:`ExtractionCache`) only new or changed articles are parsed.
    ``progress`` hears of each article extracted, ``step`` of each corpus
    step after that (they take a while on a large corpus).

    >>> build = build_graph(["seeds"])            # doctest: +SKIP
    >>> build.graph.number_of_nodes() > 0         # doctest: +SKIP
    True
    """
    if aliases is not None and not isinstance(aliases, Aliases):
        aliases = load_aliases(aliases)
    # Named, not loaded: a build served by the cache or by worker processes
    # never needs the pipeline here. describe_model fails early if it is missing.
    model = model if isinstance(model, Language) else (model or default_model())
    ident, _ = describe_model(model)
    paths = list(paths)
    # The progress bar's total, counted without decoding: reading is done once, streamed.
    exclude = list(exclude)
    total = estimate_articles(paths, exclude)
    problems: list[InputProblem] = []

    def articles() -> Iterator[Article]:
        for item in read_inputs(paths, max_bytes, exclude):
            if isinstance(item, Article):
                yield item
            else:
                problems.append(item)

    store = ExtractionCache(cache) if isinstance(cache, (str, Path)) else cache
    hits_before = store.hits if store else 0
    extractions: list[Extraction] = []
    try:
        for outcome in extract_articles(articles(), model, progress=progress, batch_size=batch_size,
                                        jobs=jobs, cache=store, total=total):
            if isinstance(outcome, Extraction):
                extractions.append(outcome)
            else:
                problems.append(outcome)
        hits = store.hits - hits_before if store else 0
        if store is not None and extractions:  # a build that read nothing uses nothing
            store.finish_build()
    finally:
        if store is not None and store is not cache:
            store.close()
    with paused_gc():
        if step:
            step(f"dating and resolving {len(extractions):,} articles")
        corpus = resolve_corpus(extractions, problems, aliases)
        if step:
            step("building the graph")
        graph = corpus_graph(corpus)
    return Build(graph=graph, corpus=corpus, model=ident, cache_hits=hits, inputs=tuple(paths),
                 max_bytes=DEFAULT_MAX_BYTES if max_bytes is None else max_bytes)


def extract_articles(articles: Iterable[Article], model: str | Language, *, progress: Progress | None = None,
                     batch_size: int = 32, jobs: int | None = 1, cache: ExtractionCache | None = None,
                     total: int | None = None) -> Iterator[Outcome]:
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
    transaction per batch.
    """
    if total is None:
        total = len(articles) if isinstance(articles, Sized) else 0
    batches = _batches(articles, batch_size, model, cache)
    jobs = (os.cpu_count() or 1) if jobs is None else max(1, jobs)
    done = 0
    if jobs == 1:
        loaded: list[Language] = [model] if isinstance(model, Language) else []

        def parse(batch: _Batch) -> list[Outcome]:
            if batch.misses and not loaded:
                loaded.append(_loaded(model))
            return extract_batch(loaded[0], batch.misses, batch_size) if batch.misses else []

        finished = (_finish(batch, parse(batch), cache) for batch in batches)
    else:
        finished = _parallel(batches, model, jobs, batch_size, cache)
    for extractions in finished:
        for ex in extractions:
            done += 1
            yield ex
            if progress:
                progress(done, max(total, done))


@dataclass
class _Batch:
    articles: list[Article]
    pipeline: str  # the fingerprint the keys were made under
    keys: list[str | None]
    found: dict[str, Extraction]
    misses: list[Article]


def _batches(articles: Iterable[Article], size: int, model: str | Language,
             cache: ExtractionCache | None) -> Iterator[_Batch]:
    pipeline = fingerprint(model) if cache is not None else ""
    for chunk in _chunks(articles, size):
        keys: list[str | None] = [None] * len(chunk)
        found: dict[str, Extraction] = {}
        if cache is not None:
            keys = [article_key(a, pipeline) for a in chunk]
            found = cache.get_many(k for k in keys if k is not None)
        misses = [a for a, k in zip(chunk, keys) if k not in found]
        yield _Batch(chunk, pipeline, keys, found, misses)


def _chunks(items: Iterable[Article], size: int) -> Iterator[list[Article]]:
    chunk: list[Article] = []
    for item in items:
        chunk.append(item)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _finish(batch: _Batch, parsed: list[Outcome], cache: ExtractionCache | None) -> list[Outcome]:
    """The batch's outcomes in input order; new extractions are committed before any is used
    (failures are not stored: the next build tries those articles again)."""
    if cache is not None and parsed:
        new_keys = [k for k in batch.keys if k is not None and k not in batch.found]
        cache.put_many((k, batch.pipeline, ex) for k, ex in zip(new_keys, parsed) if isinstance(ex, Extraction))
    fresh = iter(parsed)
    out: list[Outcome] = []
    for article, key in zip(batch.articles, batch.keys):
        if key is not None and key in batch.found:
            ex = batch.found[key]
            # The same words may now live in another file, line or id.
            out.append(ex if ex.article == article else replace(ex, article=article))
        else:
            out.append(next(fresh))
    return out


# Up to this many articles to parse, a build with --jobs > 1 parses them itself:
# starting workers that each load the model costs more (a rebuild of 1,000 cached
# articles plus 10 new spent 3.1-3.3 s outside the corpus steps with two workers,
# 1.8 s in-process).
IN_PROCESS_MAX = 48


def _parallel(batches: Iterator[_Batch], model: str | Language, jobs: int, batch_size: int,
              cache: ExtractionCache | None) -> Iterator[list[Extraction]]:
    """Batches parsed by a pool of workers, a bounded number in flight, yielded in order.

    The pool starts once more than :data:`IN_PROCESS_MAX` articles need parsing;
    until then batches are held, and if the input ends first (a rebuild that adds
    a few articles) their misses are parsed in this process instead.
    """
    pool: Pool | None = None
    pending: deque[tuple[_Batch, AsyncResult | None]] = deque()
    held: list[_Batch] = []
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
                pending.extend((b, started.apply_async(_work, (b.misses, batch_size)) if b.misses else None)
                               for b in held)
                held = []
            elif pool is not None and batch.misses:
                pending.append((batch, pool.apply_async(_work, (batch.misses, batch_size))))
            else:
                pending.append((batch, None))
            while len(pending) > 2 * jobs:
                done, result = pending.popleft()
                yield _finish(done, collect(pool, done.misses, result, batch_size), cache)
        while pending:
            done, result = pending.popleft()
            yield _finish(done, collect(pool, done.misses, result, batch_size), cache)
        if held:
            nlp = model if isinstance(model, Language) else _loaded(model)
            for done in held:
                yield _finish(done, extract_batch(nlp, done.misses, batch_size), cache)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


def collect(pool: Pool | None, articles: list[Article], result: AsyncResult | None, batch_size: int,
            work: Callable[[list[Article], int], list[Outcome]] | None = None) -> list[Outcome]:
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


def _start_pool(jobs: int, model: str | Language) -> Pool:
    """Worker processes that leave Ctrl-C to this one.

    A worker ignores SIGINT once :func:`_init_worker` runs, but it spends a
    second or two importing spaCy before that; a Ctrl-C in that window printed
    a traceback from each worker. Started while SIGINT is ignored here, they
    inherit "ignored" through exec and never see it. SIGINT is blocked
    meanwhile, so one pressed while the pool starts is held (Linux keeps a
    blocked signal pending even while it is ignored) and stops the build
    as soon as the handler is back.
    """
    context = multiprocessing.get_context("spawn")
    if threading.current_thread() is not threading.main_thread():
        return context.Pool(jobs, _init_worker, (model,))  # signal handlers are the main thread's
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    handler = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return context.Pool(jobs, _init_worker, (model,))
    finally:
        signal.signal(signal.SIGINT, handler)
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)


def _init_worker(model: str | Language) -> None:
    # Ctrl-C is the parent's to handle: it stops the pool.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER_NLP
    _WORKER_NLP = model if isinstance(model, Language) else _loaded(model)


def _loaded(name: str) -> Language:
    nlp = load_model(name)
    prepare_vocab(nlp.vocab)
    hash_lemma_index(nlp)
    return nlp


def _work(articles: list[Article], batch_size: int) -> list[Outcome]:
    assert _WORKER_NLP is not None
    return extract_batch(_WORKER_NLP, articles, batch_size)


def resolve_corpus(extractions: Sequence[Extraction], problems: Sequence[InputProblem] = (),
                   aliases: Aliases | None = None) -> Corpus:
    """The corpus steps: date undated articles, re-anchor their times, find names the
    model missed, resolve entities, corefer events.

    An article kg fails on while dating it or finding its names is left out
    and joins ``problems`` (see :func:`failed`).
    """
    problems = list(problems)
    extractions = _known_names(date_from_corpus(extractions, problems), problems)
    if aliases is not None:
        extractions = [drop_ignored(ex, aliases) for ex in extractions]
    entities, entity_of = resolve_entities(extractions, aliases)
    events, event_of = resolve_events(extractions, entity_of)
    return Corpus(extractions=tuple(extractions), entities=tuple(entities), events=tuple(events),
                  entity_of=entity_of, event_of=event_of, problems=tuple(problems))


def date_from_corpus(extractions: Sequence[Extraction], problems: list[InputProblem] | None = None
                     ) -> list[Extraction]:
    """Fill in publication dates the articles could not give themselves.

    A dateline without a year takes the year of the other articles' dates;
    an article with no date at all is placed by the articles it shares names
    with. Articles whose date changed have their times normalised again.
    With ``problems``, an article kg fails on while redating it is left out and
    added there; without, the exception propagates.
    """
    known = [dt.date.fromisoformat(ex.dct.value) for ex in extractions if ex.dct.value]
    out = []
    for ex in extractions:
        if ex.dct.value is None and ex.dct.partial:
            redated = _guarded(problems, ex, lambda ex=ex: _redated(ex, complete_partial(ex.dct, known)))
            if redated is None:
                continue
            ex = redated
        out.append(ex)
    placed = place_undated([ex.dct for ex in out], [_names(ex) for ex in out],
                           [[(s.text, s.tense) for s in ex.timex_spans] for ex in out])
    again = (ex if dct == ex.dct else _guarded(problems, ex, lambda ex=ex, dct=dct: _redated(ex, dct))
             for ex, dct in zip(out, placed))
    return [ex for ex in again if ex is not None]


def _guarded(problems: list[InputProblem] | None, ex: Extraction, step: Callable[[], Extraction],
             stage: str = "dating") -> Extraction | None:
    """``step()``; or, when it fails and ``problems`` is given, ``None`` with the failure recorded."""
    if problems is None:
        return step()
    try:
        return step()
    except Exception as exc:
        problems.append(failed(ex.article, stage, exc))
        return None


def _known_names(extractions: list[Extraction], problems: list[InputProblem]) -> list[Extraction]:
    """:func:`kg.resolve.entities.gazetteer.add_known_names`, one article at a time under the safety net."""
    entries = gazetteer(extractions)
    found = (_guarded(problems, ex, lambda ex=ex: _with_names(ex, entries), "extracting") for ex in extractions)
    return [ex for ex in found if ex is not None]


def _redated(ex: Extraction, dct: PublicationDate) -> Extraction:
    if dct == ex.dct:
        return ex
    return normalise_times(replace(ex, dct=dct))


def _names(ex: Extraction) -> set[str]:
    return {name_key(m.name) for m in ex.mentions}
