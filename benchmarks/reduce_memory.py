"""The corpus steps' time and memory, step by step, on extractions a build has kept.

Reads every extraction of a kg cache (``kg build --cache FILE``, e.g. one that
``scale.py`` left) or of a Parquet store (``kg extract --format parquet -o DIR``),
then runs the steps of :func:`kg.pipeline.corpus.resolve_corpus`, the graph and
(with ``--exports``) the outputs one at a time, with the collector paused as a
build does, and prints each step's seconds, the resident memory after it (VmRSS)
and its peak (VmHWM, reset before each step through ``/proc/self/clear_refs``). Usage::

    python benchmarks/reduce_memory.py /tmp/scalework2/c10000.sqlite
    python benchmarks/reduce_memory.py /tmp/store-10000 --exports
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from child_memory import own_memory_mb

from kg.graph.corpus_graph import corpus_table
from kg.model import Corpus
from kg.pipeline.build import Build
from kg.pipeline.corpus import _known_names, date_from_corpus
from kg.pipeline.outputs import write_outputs
from kg.resolve.disagreements import find_disagreements
from kg.resolve.entities.resolution import resolve_entities
from kg.resolve.events.coref import resolve_events
from kg.resolve.similarity import article_vectors
from kg.resolve.stories import find_stories, story_index
from kg.runtime.memory import paused_gc
from kg.runtime.records import decode
from kg.runtime.store import open_store, read_extractions


def _step(name: str, fn: Callable[[], Any]) -> Any:
    before = own_memory_mb()["VmRSS"]
    try:
        Path("/proc/self/clear_refs").write_text("5")  # the peak from here on
    except OSError:
        pass
    start = time.perf_counter()
    result = fn()
    status = own_memory_mb()
    row = {"step": name, "s": round(time.perf_counter() - start, 2), "rss_before": before, **status}
    print(json.dumps(row), flush=True)
    return result


def _read(source: Path) -> list:
    """Every extraction of a cache file or a store folder."""
    if source.is_dir():
        return list(read_extractions(open_store(source)))
    db = sqlite3.connect(source)
    return [decode(d) for (d,) in db.execute("SELECT data FROM extractions")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", type=Path, help="a kg cache (.sqlite) or a Parquet extractions store")
    parser.add_argument("--exports", action="store_true", help="also write the outputs as kg build does (one process)")
    args = parser.parse_args()
    with paused_gc():
        rows = _step("decode", lambda: _read(args.source))
    extractions = sorted(rows, key=lambda ex: ex.article.id)
    del rows
    problems: list = []
    with paused_gc():
        dated = _step("date_from_corpus", lambda: date_from_corpus(extractions, problems))
        named = _step("known_names", lambda: _known_names(dated, problems))
        entities, entity_of = _step("resolve_entities", lambda: resolve_entities(named, None))
        vectors = _step(
            "article_vectors", lambda: article_vectors(sorted(named, key=lambda ex: ex.article.id), entity_of)
        )
        stories = _step("find_stories", lambda: find_stories(named, entity_of, vectors))
        story_of = story_index(stories)
        names = {e.id: e.name for e in entities}
        events, event_of = _step(
            "resolve_events", lambda: resolve_events(named, entity_of, story_of, vectors, None, names)
        )
        disagreements = _step("disagreements", lambda: find_disagreements(named, entities, events))
        corpus = Corpus(
            extractions=tuple(named),
            entities=tuple(entities),
            events=tuple(events),
            entity_of=entity_of,
            event_of=event_of,
            problems=tuple(problems),
            disagreements=disagreements,
            stories=tuple(stories),
            story_of=story_of,
        )
        table = _step("corpus_table", lambda: corpus_table(corpus))
        if args.exports:
            build = Build(table=table, corpus=corpus, model="?")
            with tempfile.TemporaryDirectory() as out:
                _step("exports", lambda: write_outputs(build, out, jobs=1, consume=True))
    print(json.dumps({"articles": len(extractions), "entities": len(entities), "events": len(events)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
