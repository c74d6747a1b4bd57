"""Where a (cached) build spends its CPU, step by step, and how much of the event coreference
is in stories that given articles do not touch.

Runs ``kg build`` in this process (``--jobs 1``, so that every step's CPU is this process's)
with each corpus step, the graph and each output file timed in CPU seconds. With ``--new``
(article ids: the articles a rebuild adds), the event coreference's per-story work (views,
pair features, clustering) is split between the stories holding one of them and the others:
what reusing untouched stories could save at most. Usage, on the work folder of
``incremental.py --work W`` (its grown corpus and a copy of the cache as its first build left
it: each run adds to the cache it is given, so copy it again for the next)::

    cp W/cache-first.sqlite /tmp/c.sqlite
    python benchmarks/rebuild_steps.py W/grown.jsonl --cache /tmp/c.sqlite --new 1_21ecbplus 5_13ecb
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

STARTED = time.process_time()
TIMES: dict[str, float] = defaultdict(float)


def _timed(label: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            TIMES[label] += time.process_time() - start

    return wrapper


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--cache", type=Path, required=True)
    parser.add_argument("--new", nargs="*", default=[], help="ids of the articles the rebuild adds")
    args = parser.parse_args()

    import exporters
    from kg import cli
    from kg.pipeline import build, corpus, memos, outputs
    from kg.resolve.events import by_story, coref

    TIMES["imports"] = time.process_time() - STARTED
    build._extracted = _timed("steps: _extracted", build._extracted)
    for name in (
        "_named",
        "group_names",
        "find_stories",
        "entities_in_stories",
        "date_from_corpus",
        "article_vectors",
        "background_vectors",
        "resolve_events",
        "_assembled",
        "describe_stories",
    ):
        setattr(corpus, name, _timed(f"steps: {name}", getattr(corpus, name)))
    # With the cache, the stories not described before are described through the memo's module.
    memos.describe_stories = _timed("steps: describe_stories", memos.describe_stories)
    coref._event_fields = _timed("steps: events made (in resolve_events)", coref._event_fields)
    build.Build.add_graph = _timed("graph", build.Build.add_graph)  # type: ignore[method-assign]
    outputs._write_jsonl = _timed("out: extractions.jsonl", outputs._write_jsonl)
    exporters.prepare = _timed("out: prepare", exporters.prepare)
    for name, writer in list(exporters.OUTPUTS.items()):
        exporters.OUTPUTS[name] = _timed(f"out: {name}", writer)
    exporters.write_html = _timed("out: graph.html", exporters.write_html)

    new = set(args.new)
    stories: dict[bool, list[float]] = {True: [0, 0, 0.0], False: [0, 0, 0.0]}  # stories, mentions, CPU
    links, expander = by_story.links, coref._Expander.__call__

    def story_work(self: Any, briefs: list[Any]) -> list[Any]:
        # A story's views are made just before its links: both are timed as the story's work.
        start = time.process_time()
        views = expander(self, briefs)
        stories[any(b.key[0] in new for b in briefs)][2] += time.process_time() - start
        return views

    def story_links(views: list[Any], *rest: Any) -> Any:
        start = time.process_time()
        found = links(views, *rest)
        part = stories[any(v.key[0] in new for v in views)]
        part[0], part[1], part[2] = part[0] + 1, part[1] + len(views), part[2] + time.process_time() - start
        return found

    coref._Expander.__call__ = story_work  # type: ignore[method-assign]
    by_story.links = story_links
    # kg's messages to stderr: stdout is the JSON below.
    with tempfile.TemporaryDirectory() as out, contextlib.redirect_stdout(sys.stderr):
        code = cli.main(["build", str(args.corpus), "-o", out, "--jobs", "1", "--cache", str(args.cache), "-q"])
    total = time.process_time()
    steps = {k: round(v, 2) for k, v in TIMES.items()}
    steps["other (startup, reading the input, report)"] = round(total - sum(TIMES.values()), 2)
    result: dict[str, Any] = {"code": code, "cpu_s": round(total, 2), "steps": steps}
    if new:
        result["coref_stories"] = {
            ("touched" if touched else "untouched"): {"stories": n, "mentions": m, "views_and_links_cpu_s": round(s, 2)}
            for touched, (n, m, s) in stories.items()
        }
    print(json.dumps(result, indent=1))
    return code


if __name__ == "__main__":
    raise SystemExit(main())
