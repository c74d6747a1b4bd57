"""Batches of articles, shared by parsing in this process, in a pool and on a Dask cluster.

A batch knows which of its articles the cache holds; :func:`finish` stores the
new extractions and puts the batch's outcomes back in input order.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from spacy.language import Language

from kg.extract.attribute_rules import fast_attribute_ruler
from kg.extract.nlp import describe_model, hash_lemma_index, load_model
from kg.model import Article, Extraction, InputProblem
from kg.pipeline.extraction import Outcome, extract_batch, failed
from kg.runtime.cache import ExtractionCache, article_key, code_digest
from kg.runtime.memory import exempt_from_collection, keep_pages_between_batches
from kg.runtime.records import compact
from kg.runtime.signals import signals_held
from kg.runtime.threads import one_blas_thread
from kg.runtime.worker_process import WorkerTask
from kg.time.expressions.detect import prepare_vocab

# What a worker runs on a batch: (pipeline, articles, spaCy's batch size) -> an outcome an article.
Work = Callable[[Language, Sequence[Article], int], list[Any]]
# Called after each article with (articles done, articles in all).
Progress = Callable[[int, int], None]
# A batch of ``batch_size`` articles holds at most this many characters an article on average.
CHARS_PER_ARTICLE = 2_000


@dataclass
class Batch:
    """A run of articles in input order: their cache keys, what the cache holds, what must be parsed."""

    articles: list[Article]
    pipeline: str  # the fingerprint the keys were made under
    keys: list[str | None]
    found: dict[str, Extraction]
    misses: list[Article]


def fingerprint(nlp: str | Language | None, settings: Mapping[str, Any] | None = None) -> str:
    """A digest of everything besides the article that decides its extraction.

    ``nlp`` is a loaded pipeline or the name of an installed one (read from
    its meta.json, not loaded); both give the same digest.

    kg's own source is hashed too, so editing the code (without bumping the
    version) does not serve extractions made by the old code.
    """
    ident, pipes = describe_model(nlp)
    parts = {
        "model": ident,
        "pipes": list(pipes),
        "code": code_digest(),
        "settings": dict(settings or {}),
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


def batches(
    articles: Iterable[Article], size: int, model: str | Language, cache: ExtractionCache | None
) -> Iterator[Batch]:
    """``articles`` a ``size`` at a time, each batch with what ``cache`` already holds of it."""
    pipeline = fingerprint(model) if cache is not None else ""
    for chunk in chunks(articles, size):
        keys: list[str | None] = [None] * len(chunk)
        found: dict[str, Extraction] = {}
        if cache is not None:
            keys = [article_key(a, pipeline) for a in chunk]
            found = cache.get_many(k for k in keys if k is not None)
        misses = [a for a, k in zip(chunk, keys) if k not in found]
        yield Batch(chunk, pipeline, keys, found, misses)


def chunks(items: Iterable[Article], size: int, chars: int | None = None) -> Iterator[list[Article]]:
    """``items`` in lists of ``size``, or fewer once they hold ``chars`` characters of text
    (default ``size`` times :data:`CHARS_PER_ARTICLE`).

    A parse's memory follows the text it holds: a batch of long articles, bounded by count
    alone, set a worker's peak, which so rose with the corpus as longer batches came by.

    >>> [len(c) for c in chunks([Article(id=str(i), text="x" * 50) for i in range(5)], 4, chars=100)]
    [2, 2, 1]
    """
    budget = size * CHARS_PER_ARTICLE if chars is None else chars
    chunk: list[Article] = []
    held = 0
    for item in items:
        chunk.append(item)
        held += len(item.text)
        if len(chunk) >= size or held >= budget:
            yield chunk
            chunk = []
            held = 0
    if chunk:
        yield chunk


def finish(batch: Batch, parsed: list[Outcome], cache: ExtractionCache | None) -> list[Outcome]:
    """The batch's outcomes in input order; new extractions are committed before any is used
    (failures are not stored: the next build tries those articles again). New ones are
    shared through :func:`~kg.runtime.records.compact`, as the cache's are when decoded."""
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
            new = next(fresh)
            out.append(compact(new) if isinstance(new, Extraction) else new)
    return out


def loaded_model(name: str) -> Language:
    """The pipeline ``name``, loaded and prepared as every parsing process needs it."""
    with signals_held():  # the pipeline's components load compiled modules
        nlp = load_model(name)
    one_blas_thread()  # each parsing process is one core's (see kg.runtime.threads)
    prepare_vocab(nlp.vocab)
    hash_lemma_index(nlp)
    fast_attribute_ruler(nlp)
    keep_pages_between_batches()
    exempt_from_collection()
    return nlp


def pipeline_of(model: str | Language) -> Language:
    """The pipeline a worker parses with: ``model`` itself when it is one, else loaded by name."""
    return model if isinstance(model, Language) else loaded_model(model)


def _extraction_failed(article: Article, exc: Exception) -> Outcome:
    return failed(article, "extracting", exc)


def _worker_lost(article: Article, reason: str) -> Outcome:
    return InputProblem(article.path or article.id, reason, article.line, "error", "parsing")


def parse_task(work: Work = extract_batch) -> WorkerTask:
    """The parse task kg's worker processes run (:class:`kg.runtime.workers.Workers`): load the
    pipeline once, then ``work`` on each batch; an article that fails alone, or whose workers
    keep dying, is reported as an :class:`~kg.model.InputProblem`."""
    return WorkerTask(load=pipeline_of, work=work, failed=_extraction_failed, lost=_worker_lost)
