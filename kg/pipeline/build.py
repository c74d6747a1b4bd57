"""The one public entry point: articles in, a resolved corpus and its graph out.

``build_graph`` is what the CLI and the tests call. Extraction is per
article (pure, over a spaCy Doc: :mod:`kg.pipeline.extraction`); dating, resolution
and the graph are corpus steps that run on the extractions. A bug on one
article costs only that article, in every step (see
:func:`kg.pipeline.extraction.failed`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import networkx as nx
from spacy.language import Language

from kg.extract.nlp import default_model, describe_model
from kg.graph.corpus_graph import assemble_corpus, corpus_table
from kg.graph.table import GraphTable
from kg.ingest.read import DEFAULT_MAX_BYTES, estimate_articles, read_inputs
from kg.model import Article, Corpus, Extraction, InputProblem
from kg.pipeline.corpus import resolve_corpus
from kg.pipeline.parse import Progress, extract_articles
from kg.pipeline.settings import BuildSettings
from kg.resolve.entities.aliases import Aliases, load_aliases
from kg.runtime.cache import ExtractionCache
from kg.runtime.memory import MemorySteps, paused_gc
from kg.runtime.signals import check_interrupted
from kg.runtime.store import Store, StoreWriter, open_store, read_extractions, read_problems
from kg.runtime.threads import one_blas_thread

if TYPE_CHECKING:
    from kg.graph.assemble import Assembly

# Called before each corpus step with what it does ("resolving ..."), for progress messages.
Step = Callable[[str], None]


@dataclass
class Build:
    """What one build produced: the graph, the corpus behind it, and skipped inputs.

    Not a record but the handle on one build's results, and not frozen: its graph's tables are
    set once built (:meth:`add_graph`) and its corpus swapped for the part report.json needs
    (:meth:`let_go_of_articles`), by these methods only. The records it holds stay frozen.
    ``graph`` is the graph as networkx holds it, made from the tables when first read.
    """

    table: GraphTable | None  # None until add_graph, in a build made with graph=False
    corpus: Corpus
    model: str
    cache_hits: int = 0  # articles whose extraction came from the cache
    inputs: tuple[str | Path, ...] = ()  # the paths given, for report.json
    max_bytes: int = DEFAULT_MAX_BYTES  # the size limit the inputs were read with
    # Articles written to a store and not kept in memory (resolve=False with extractions_dir).
    streamed: int = 0
    _networkx: nx.MultiDiGraph | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def graph(self) -> nx.MultiDiGraph | None:
        """The graph as a networkx ``MultiDiGraph``, made from :attr:`table` the first time it is
        read (``None`` before :meth:`add_graph` in a build made with ``graph=False``)."""
        if self._networkx is None and self.table is not None:
            self._networkx = self.table.to_networkx()
        return self._networkx

    @property
    def problems(self) -> tuple[InputProblem, ...]:
        return self.corpus.problems

    def let_go_of_articles(self) -> None:
        """Keep only what report.json needs of the corpus (:meth:`~kg.model.Corpus.without_articles`).

        What ``write_outputs(..., consume=True)`` does once ``extractions.jsonl`` is written: the
        graph holds what the exports need, and the articles' records, most of the build's
        memory, are freed before the exports' copy is made.
        """
        self.corpus = self.corpus.without_articles()

    def add_graph(self, let_go_of_articles: bool = False) -> GraphTable:
        """The graph's tables of a build made with ``graph=False``, built now (:func:`corpus_table`); the tables as they are otherwise.

        ``let_go_of_articles=True`` hands the articles' records to the graph, which lets each go
        once drawn, and keeps what :meth:`let_go_of_articles` keeps of the corpus: the records and
        the whole graph are never held together (the records are most of a large build's memory).
        ``write_outputs(..., consume=True)`` does this once ``extractions.jsonl`` is written.
        """
        if self.table is not None:
            return self.table
        # Millions of acyclic objects: the collector's scans of them would double the step's time.
        # Each step's freed pages go back to the kernel before the next (MemorySteps): the
        # sorting's columns are large arrays of their own, which reuse none of the heap the
        # corpus leaves free, and the drawn edges go once the graph is made from them.
        # The tables live on through the exports: exempt from the collector's later scans.
        steps = MemorySteps()
        with paused_gc(exempt=True):
            if let_go_of_articles:
                assembly = steps.run(self._assembled_letting_go)
                table = steps.run(assembly.table)
                del assembly
            else:
                table = steps.run(corpus_table, self.corpus)
        steps.finish()
        self.table = table
        return table

    def _assembled_letting_go(self) -> Assembly:
        """The graph's edges drawn from the corpus, whose records this build lets go of first: the
        list made here is their only holder, and the graph lets each go once drawn."""
        articles: list[Extraction | None] = list(self.corpus.extractions)
        corpus = replace(self.corpus, extractions=())
        self.let_go_of_articles()  # the list is now the records' only holder
        # Entities, events and their indexes: the nodes hold what the graph needs of them,
        # and they go (with this function's frame) before the edges are sorted, where the graph step peaks.
        return assemble_corpus(corpus, articles)


def build_graph(
    paths: Iterable[str | Path],
    settings: BuildSettings | None = None,
    *,
    progress: Progress | None = None,
    step: Step | None = None,
    **options: Any,
) -> Build:
    """Read, extract, date, resolve and link every article under ``paths``, as ``settings`` say.

    ``settings`` (a :class:`~kg.pipeline.settings.BuildSettings`, default: its defaults) are the
    build's options; keyword ``options`` replace fields of it (``build_graph(paths, jobs=2)``).
    Folders in ``exclude`` (the build's own output folder) are never read,
    nor are folders holding a kg ``report.json``.

    Articles are read and parsed a batch at a time, on ``jobs`` processes
    (``None``: one per core). With ``cache`` (a path or an open
    :class:`ExtractionCache`) only new or changed articles are parsed.
    ``progress`` hears of each article extracted, ``step`` of each corpus
    step after that (they take a while on a large corpus).

    With ``extractions_dir``, the articles' extractions are written there as a Parquet
    store (:mod:`kg.runtime.store`) as they come. ``resolve=False`` stops after that
    (``kg extract --format parquet``): the graph is empty, and the corpus holds the
    extractions only when no store was written (``Build.streamed`` counts those the store
    took), so that a store of any size is written in the memory of one shard.
    With ``dask`` (a ``distributed.Client`` or a scheduler's address), parsing runs on
    that Dask cluster's workers instead of ``jobs`` local processes.
    With ``graph=False`` the corpus is resolved and the graph left to :meth:`Build.add_graph`,
    which ``write_outputs`` calls: ``kg build`` does this, so that the graph may let the
    articles' records go as it is built, once ``extractions.jsonl`` is written.
    """
    settings = replace(settings or BuildSettings(), **options)
    one_blas_thread()  # numpy and scipy are loaded: the pair scorer's products (kg.runtime.threads)
    aliases = settings.aliases
    if aliases is not None and not isinstance(aliases, Aliases):
        aliases = load_aliases(aliases)
    max_bytes, jobs, extractions_dir = settings.max_bytes, settings.jobs, settings.extractions_dir
    # Named, not loaded: a build served by the cache or by worker processes
    # never needs the pipeline here. describe_model fails early if it is missing.
    model = settings.model if isinstance(settings.model, Language) else (settings.model or default_model())
    ident, _ = describe_model(model)
    paths = list(paths)
    # The progress bar's total, counted without decoding: reading is done once, streamed.
    # The store being written is never read as input, as the output folder is not.
    exclude = [*settings.exclude, extractions_dir] if extractions_dir else list(settings.exclude)
    total = estimate_articles(paths, exclude, max_bytes)
    problems: list[InputProblem] = []

    def articles() -> Iterator[Article]:
        for item in read_inputs(paths, max_bytes, exclude):
            if isinstance(item, Article):
                yield item
            else:
                problems.append(item)

    # Opened before parsing: a folder it may not replace fails the build at once.
    writer = StoreWriter(extractions_dir, model=ident, inputs=paths, max_bytes=max_bytes) if extractions_dir else None
    cache = settings.cache
    store = ExtractionCache(cache) if isinstance(cache, (str, Path)) else cache
    hits_before = store.hits if store else 0
    try:
        extractions, streamed = _extracted(articles(), model, settings, store, total, progress, problems, writer)
        hits = store.hits - hits_before if store else 0
        source = _Source.of(ident, hits, tuple(paths), max_bytes)
        if not settings.resolve:
            corpus = Corpus(extractions=tuple(extractions), entities=(), events=(), problems=tuple(problems))
            return source.build(corpus, GraphTable(), streamed=streamed)
        # The cache stays open through the corpus steps: it also keeps what they made of each
        # article on its own (date_from_corpus), which a rebuild of a grown corpus reuses.
        return _resolved(extractions, problems, aliases, step, jobs, settings.graph, source, store)
    finally:
        if store is not None and store is not cache:
            store.close()


def _extracted(
    articles: Iterable[Article],
    model: str | Language,
    settings: BuildSettings,
    store: ExtractionCache | None,
    total: int | None,
    progress: Progress | None,
    problems: list[InputProblem],
    writer: StoreWriter | None,
) -> tuple[list[Extraction], int]:
    """The articles' extractions (kept unless only a store is written) and how many only the store took."""
    extractions: list[Extraction] = []
    keep = settings.resolve or writer is None
    streamed = 0
    try:
        for outcome in extract_articles(
            articles,
            model,
            progress=progress,
            batch_size=settings.batch_size,
            jobs=settings.jobs,
            cache=store,
            total=total,
            client=settings.dask,
        ):
            check_interrupted()  # a Ctrl-C a future or a pool dropped while releasing itself
            if isinstance(outcome, Extraction):
                if keep:
                    extractions.append(outcome)
                if writer is not None:
                    writer.add(outcome)
                    streamed += not keep
            else:
                problems.append(outcome)
        if store is not None and (extractions or streamed):  # a build that read nothing uses nothing
            store.finish_build()
        if writer is not None:
            writer.commit(problems)
    finally:
        if writer is not None:
            writer.abort()  # nothing left to remove once committed
    return extractions, streamed


def build_from_store(
    path: str | Path,
    settings: BuildSettings | None = None,
    *,
    step: Step | None = None,
    **options: Any,
) -> Build:
    """The build of the articles whose extractions the store at ``path`` holds (:mod:`kg.runtime.store`):
    the same outputs as :func:`build_graph` on those articles, without parsing them.

    Of ``settings`` (keyword ``options`` replace its fields, as in :func:`build_graph`) only
    these count: ``aliases``; ``jobs`` processes (``None``: one per core) cluster the events;
    ``graph=False`` leaves the graph to :meth:`Build.add_graph`."""
    settings = replace(settings or BuildSettings(), **options)
    one_blas_thread()  # numpy and scipy are loaded: the pair scorer's products (kg.runtime.threads)
    aliases = settings.aliases
    if aliases is not None and not isinstance(aliases, Aliases):
        aliases = load_aliases(aliases)
    store = open_store(path)
    problems = read_problems(store)
    steps = MemorySteps()  # gives back the tables the records were decoded from
    with paused_gc():  # decoded records are acyclic (see ExtractionCache.get_many)
        extractions = steps.run(_stored_records, store, problems)
    steps.finish()
    source = _Source.of(store.model, 0, store.inputs, store.max_bytes)
    return _resolved(extractions, problems, aliases, step, settings.jobs, settings.graph, source)


def _stored_records(store: Store, problems: list[InputProblem]) -> list[Extraction]:
    """The store's extractions; a damaged record costs only its article (added to ``problems``)."""
    extractions: list[Extraction] = []
    for item in read_extractions(store):
        (extractions if isinstance(item, Extraction) else problems).append(item)  # type: ignore[arg-type]
    return extractions


def _resolved(
    extractions: list[Extraction],
    problems: list[InputProblem],
    aliases: Aliases | None,
    step: Step | None,
    jobs: int | None,
    graph: bool,
    source: _Source,
    memo: ExtractionCache | None = None,
) -> Build:
    """The corpus steps and (unless not ``graph``) the graph on the articles' extractions;
    ``jobs`` processes cluster the events; ``source`` is what the build was made from; ``memo``
    keeps what the steps make of one article alone (see :func:`resolve_corpus`)."""
    # The corpus and its graph are acyclic and live on through the exports: exempt from the
    # collector's later scans, of which the first after the pause would walk them all.
    with paused_gc(exempt=True):
        check_interrupted()
        if step:
            step(f"dating and resolving {len(extractions):,} articles")
        corpus = resolve_corpus(extractions, problems, aliases, jobs=jobs or os.cpu_count() or 1, memo=memo)
        built = source.build(corpus)
        if graph:
            check_interrupted()
            if step:
                step("building the graph")
            built.add_graph()
    return built


@dataclass(frozen=True)
class _Source:
    """What a build was made from, for its report: a :class:`Build`'s fields besides the graph and the corpus."""

    model: str
    cache_hits: int
    inputs: tuple[str | Path, ...]
    max_bytes: int

    @classmethod
    def of(cls, model: str, hits: int, inputs: tuple[str | Path, ...], max_bytes: int | None) -> _Source:
        return cls(model, hits, inputs, DEFAULT_MAX_BYTES if max_bytes is None else max_bytes)

    def build(self, corpus: Corpus, table: GraphTable | None = None, streamed: int = 0) -> Build:
        """The :class:`Build` of ``corpus`` (and the graph's ``table``, if made) from this source."""
        return Build(
            table=table,
            corpus=corpus,
            model=self.model,
            cache_hits=self.cache_hits,
            inputs=self.inputs,
            max_bytes=self.max_bytes,
            streamed=streamed,
        )
