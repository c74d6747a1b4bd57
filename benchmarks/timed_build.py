"""Run ``kg`` (the real command line) and print one JSON line of timings.

Used by ``benchmarks/scale.py`` in a fresh process per run, so that its
peak RSS is one build's. Phases are timed by wrapping the pipeline's steps:
``parse`` is the rest: model loading, reading and extraction (or cache reads)
and the report, ``resolve`` the corpus steps, ``graph`` building the graph,
``export`` writing the files (the extractions file with them).
``cpu_s`` and ``children_cpu_s`` are CPU seconds, comparable on a busy machine.
Memory: ``max_rss_mb`` is this (the main) process's peak; each parsing
worker's own peak (``parse_worker_rss_mb``, their largest
``parse_worker_max_rss_mb``) and the forks' (the event coreference's story
workers, then the exporters' fork: ``fork_rss_mb``, pages shared with the main
process included, and ``fork_private_mb``, their own pages only) are sampled
apart by ``child_memory.py``;
``children_ru_maxrss_mb`` is the largest child's ``ru_maxrss``, whichever child
it was (with ``--jobs 2``, the fork's, i.e. about the main process's).
``marks`` are each timed phase's start and end, in seconds since the run began.
``phases_cpu`` are the phases in CPU seconds (this process and the children that ended in
the phase: the story workers, the exporters' fork; the parsing workers end in ``parse``),
what the phases cost whatever else the machine runs.
Usage::

    python benchmarks/timed_build.py build CORPUS.jsonl -o OUT --no-cache --jobs 1 -q
"""

from __future__ import annotations

import json
import resource
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from child_memory import ChildPeaks  # noqa: E402

PHASES: dict[str, float] = defaultdict(float)
PHASES_CPU: dict[str, float] = defaultdict(float)
# [phase, start, end] in seconds since the run started: what a memory sampler's log lines up with.
MARKS: list[list[Any]] = []
STARTED = time.perf_counter()


def _cpu_seconds() -> float:
    """CPU seconds (user + system) of this process and of its children that have ended."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _timed(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start, cpu = time.perf_counter(), _cpu_seconds()
        try:
            return fn(*args, **kwargs)
        finally:
            PHASES[name] += time.perf_counter() - start
            PHASES_CPU[name] += _cpu_seconds() - cpu
            MARKS.append([name, round(start - STARTED, 1), round(time.perf_counter() - STARTED, 1)])

    return wrapper


def main() -> int:
    from kg.runtime.imports import import_spacy_without_cli
    from kg.runtime.memory import paused_gc

    # Imported here to be wrapped, before the command line would import them: as it does.
    with paused_gc(exempt=True):
        import_spacy_without_cli()
        import exporters
        from kg import cli
        from kg.pipeline import build as pipeline

    pipeline.resolve_corpus = _timed("resolve", pipeline.resolve_corpus)
    pipeline.Build.add_graph = _timed("graph", pipeline.Build.add_graph)  # type: ignore[method-assign]
    exporters.write_all = _timed("export", exporters.write_all)
    peaks = ChildPeaks().start()
    start = time.perf_counter()
    try:
        code = cli.main(sys.argv[1:])
    finally:
        peaks.stop()
    wall = time.perf_counter() - start
    self_usage, children_usage = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    own, workers = self_usage.ru_maxrss, children_usage.ru_maxrss
    phases = {k: round(v, 2) for k, v in PHASES.items()}
    phases["parse"] = round(wall - sum(PHASES.values()), 2)
    phases_cpu = {k: round(v, 2) for k, v in PHASES_CPU.items()}
    # The rest, from the interpreter's start: imports, model loading, reading, parsing, the report.
    phases_cpu["parse"] = round(_cpu_seconds() - sum(PHASES_CPU.values()), 2)
    print(
        json.dumps(
            {
                "code": code,
                "wall": round(wall, 2),
                "phases": phases,
                "phases_cpu": phases_cpu,
                "max_rss_mb": round(own / 1024),
                **peaks.summary(),
                "children_ru_maxrss_mb": round(workers / 1024),
                # CPU seconds (user + system) here and in the finished children: unlike the wall,
                # what a run costs whatever else the machine runs meanwhile.
                "cpu_s": round(self_usage.ru_utime + self_usage.ru_stime, 1),
                "children_cpu_s": round(children_usage.ru_utime + children_usage.ru_stime, 1),
                "marks": MARKS,
            }
        )
    )
    return code


if __name__ == "__main__":
    raise SystemExit(main())
