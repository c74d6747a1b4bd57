"""``report.json``: what became of every input of a build, and why.

It needs the corpus (articles, their publication dates, skipped inputs),
not just the graph, so it lives in the core rather than in ``exporters``.
It is the one output with a timestamp; every other output is a pure
function of the inputs and settings.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from kg._version import __version__
from kg.files import atomic_write_text
from kg.graph.schema import NODE_PREFIXES
from kg.model import Corpus, Story

STATUSES: tuple[str, ...] = ("ok", "skipped", "error")


def input_rows(corpus: Corpus) -> list[dict[str, Any]]:
    """One row per article read and per input skipped, ordered by path and line.

    >>> from kg.model import InputProblem
    >>> input_rows(Corpus((), (), (), problems=(InputProblem("a.pdf", "binary"),)))[0]["status"]
    'skipped'
    """
    rows: list[dict[str, Any]] = []
    for ex in corpus.extractions:
        a = ex.article
        rows.append(
            {
                "path": a.path,
                "line": a.line,
                "status": "ok",
                "reason": "",
                "id": a.id,
                "title": a.title,
                "date": ex.dct.value,
                "date_source": ex.dct.source,
                "date_evidence": ex.dct.evidence,
                "date_note": a.date_note,
                "stage": "",
            }
        )
    for p in corpus.problems:
        rows.append(
            {
                "path": p.path,
                "line": p.line,
                "status": p.status,
                "reason": p.reason,
                "id": None,
                "title": "",
                "date": None,
                "date_source": None,
                "date_evidence": "",
                "date_note": "",
                "stage": p.stage,
            }
        )
    # Stable: articles of one file keep their order; ok rows precede problems at one place.
    return sorted(rows, key=lambda r: (r["path"], r["line"] or 0))


def story_records(stories: Sequence[Story]) -> list[dict[str, Any]]:
    """Each story as report.json lists it, the largest first: its id and label, its articles
    (``article_ids``, and how many), ``outlets``, its span (``first``, ``last``: publication
    dates, ``""`` when none is known), and its ``key_events`` and ``key_entities`` as graph
    node ids, most important first.

    >>> story_records([Story("story-x", "x", ("a1",), key_events=("flood-2009",))])[0]["key_events"]
    ['event:flood-2009']
    """
    event, entity = NODE_PREFIXES["event"], NODE_PREFIXES["entity"]
    ordered = sorted(stories, key=lambda s: (-len(s.articles), s.id))
    return [
        {
            "id": s.id,
            "node": NODE_PREFIXES["story"] + s.id,
            "label": s.label,
            "articles": len(s.articles),
            "article_ids": list(s.articles),
            "outlets": list(s.outlets),
            "first": s.first,
            "last": s.last,
            "key_events": [event + e for e in s.key_events],
            "key_entities": [entity + e for e in s.key_entities],
        }
        for s in ordered
    ]


def report_data(
    corpus: Corpus,
    *,
    model: str,
    exit_code: int,
    inputs: Sequence[str | os.PathLike[str]] = (),
    settings: Mapping[str, Any] | None = None,
    now: dt.datetime | None = None,
    rows: list[dict[str, Any]] | None = None,
    files: Mapping[str, Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The report as a JSON-ready dict; ``now`` is for tests (default: the current UTC time).

    ``rows`` are :func:`input_rows` of the corpus taken earlier, when the corpus has
    let its articles go since (:meth:`~kg.model.Corpus.without_articles`). ``files`` are the
    outputs this build wrote, each with its size and SHA-256, so a folder holding files
    of two builds (one cut short while writing) says which are not this report's.
    """
    rows = input_rows(corpus) if rows is None else rows
    counts = Counter(r["status"] for r in rows)
    when = (now or dt.datetime.now(dt.UTC)).replace(microsecond=0)
    return {
        "kg_version": __version__,
        "created": when.isoformat().replace("+00:00", "Z"),
        "model": model,
        "inputs_given": [os.fsencode(p).decode("utf-8", errors="backslashreplace") for p in inputs],
        "settings": dict(settings or {}),
        "files": {name: dict(entry) for name, entry in sorted((files or {}).items())},
        "exit_code": exit_code,
        "counts": {s: counts.get(s, 0) for s in STATUSES},
        "stories": story_records(corpus.stories),
        "inputs": rows,
    }


def write_report(
    corpus: Corpus,
    path: str | os.PathLike[str],
    *,
    model: str,
    exit_code: int,
    inputs: Sequence[str | os.PathLike[str]] = (),
    settings: Mapping[str, Any] | None = None,
    rows: list[dict[str, Any]] | None = None,
    files: Mapping[str, Mapping[str, Any]] | None = None,
) -> Path:
    """Write ``report.json`` atomically (a reader never sees half of it); ``rows`` and ``files`` as
    :func:`report_data` takes them."""
    data = report_data(
        corpus, model=model, exit_code=exit_code, inputs=inputs, settings=settings, rows=rows, files=files
    )
    return atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=2) + "\n")
