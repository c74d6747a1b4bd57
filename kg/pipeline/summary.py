"""The lines ``kg`` prints about a build: articles read, how they were dated, the graph, the inputs skipped.

Pure: a build (or its parts) in, text out; the CLI prints them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from kg.model import InputProblem
from kg.safe_text import printable
from kg.time.publication.sources import NONE

if TYPE_CHECKING:  # kg read prints its lines without loading the graph and NLP modules
    from kg.graph.table import GraphTable
    from kg.pipeline.build import Build

# A list of names in one line shows this many, then "and N more".
SHOWN = 10


def count(n: int, word: str) -> str:
    """``n`` and ``word``, plural unless one.

    >>> count(1, "article"), count(3, "article")
    ('1 article', '3 articles')
    """
    return f"{n} {word}" + ("" if n == 1 else "s")


def some(names: Sequence[str]) -> str:
    """The first :data:`SHOWN` of ``names``, then how many more."""
    more = f" and {len(names) - SHOWN} more" if len(names) > SHOWN else ""
    return ", ".join(names[:SHOWN]) + more


def skipped_lines(problems: Sequence[InputProblem]) -> list[str]:
    """One line per input skipped or failed, with its file, line and reason."""
    lines = []
    for p in problems:
        where = f"{p.path}:{p.line}" if p.line else p.path
        lines.append(f"kg: skipped {printable(where)}: {printable(p.reason)}")
    return lines


def visible_text_note(pages: Sequence[str]) -> str:
    """The web pages whose main text was not found, so that all their text was read."""
    return (
        f"kg: no main text found in {count(len(pages), 'web page')}, so all their visible text "
        f"was read (menus and footers included; check them, reader 'visible text'): "
        + some([printable(p) for p in pages])
    )


def graph_summary(graph: GraphTable, out: Path | None = None) -> str:
    """The summary's line on the graph: its nodes by kind and its edges; then one on its stories."""
    kinds = Counter(d["kind"] for d in graph.nodes.values())
    line = (
        f"kg: graph: {graph.number_of_nodes()} nodes ("
        + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        + f"), {graph.number_of_edges()} edges"
    )
    return line + "\n" + stories_summary(graph, out) if kinds.get("story") else line


def stories_summary(graph: GraphTable, out: Path | None) -> str:
    """The summary's line on the stories: how many, how many of three articles or more, how to list them."""
    sizes = [int(d.get("articles") or d.get("doc_count") or 0) for d in graph.nodes.values() if d["kind"] == "story"]
    big = sum(1 for n in sizes if n >= 3)
    told = f"{len(sizes)} " + ("story" if len(sizes) == 1 else "stories")
    where = printable(out) if out is not None else "OUTPUT"
    return f"kg: {told} ({big} of 3 articles or more): kg stories --from {where} lists them with their key events"


def read_summary(build: Build) -> list[str]:
    """The summary's lines on the articles read: how many, how they were dated, which need a look."""
    corpus = build.corpus
    dated = Counter(ex.dct.source for ex in corpus.extractions)
    cached = f", {build.cache_hits} of them from the cache" if build.cache_hits else ""
    lines = [
        f"kg: read {count(len(corpus.extractions), 'article')}{cached}, skipped {len(build.problems)} "
        f"(model {printable(build.model)})",
        "kg: publication dates: "
        + ", ".join(f"{n} from {s}" if s != NONE else f"{n} undated" for s, n in sorted(dated.items())),
    ]
    refused = [ex.article for ex in corpus.extractions if ex.article.date_note]
    if refused:
        lines.append(
            "kg: date metadata not used (relative or not a calendar date; the article was dated by other "
            "metadata, its dateline or its text instead, see date_note in report.json): "
            + some([f"{printable(a.id)} ({printable(a.date_note)})" for a in refused])
        )
    undated = [printable(ex.article.id) for ex in corpus.extractions if not ex.dct.value]
    if undated:
        lines.append(f"kg: undated (relative dates left unresolved; give a 'date' in the input): {some(undated)}")
    visible = [ex.article.path or ex.article.id for ex in corpus.extractions if ex.article.reader == "visible text"]
    if visible:
        lines.append(visible_text_note(visible))
    return lines
