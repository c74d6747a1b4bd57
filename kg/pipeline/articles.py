"""What kg reads, as JSON lines (``kg read``): the articles a build would extract, for users
to check and fix before building, and a way to test the readers on real pages.

The same readers as ``kg build`` (:func:`kg.ingest.read.read_inputs`); an article whose
input gave no date is dated as a build dates it (:mod:`kg.time.publication`: a dateline,
a date line, a body date that reads as the article's present; a dateline without a year takes
it from the dates the other articles give themselves), and ``date_source`` says which. ``kg build`` and ``kg extract`` read the file back.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from kg.files import atomic_open
from kg.ingest.read import read_inputs, require_paths
from kg.model import Article, InputProblem
from kg.pipeline.targets import check_output_file
from kg.runtime.lock import folder_lock, output_lock
from kg.time.publication.corpus import corpus_dates
from kg.time.publication.dct import find_publication_date
from kg.time.publication.sources import METADATA

# The fields of a line, in this order: who, when, from where, then the text.
FIELDS = (
    "id",
    "title",
    "date",
    "date_source",
    "date_evidence",
    "date_note",
    "source",
    "author",
    "url",
    "path",
    "reader",
    "text",
)


@dataclass(frozen=True)
class ArticlesRead:
    """What :func:`write_articles` did: the articles written (none: nothing was written),
    the inputs skipped, and the web pages read as all their visible text because the
    main-text extractor found none (their paths)."""

    articles: tuple[Article, ...]
    problems: tuple[InputProblem, ...]
    visible_text: tuple[str, ...] = ()


def write_articles(paths: Iterable[str | Path], target: str | Path, *, max_bytes: int | None = None) -> ArticlesRead:
    """Read every article under ``paths`` and write them to ``target``, one JSON line each.

    Written atomically, and only when some article was read; the same inputs give
    the same bytes. ``target`` itself is never read as input, and may not be one
    (:func:`kg.pipeline.targets.check_output_file`); its folder's lock is held meanwhile.

    >>> import tempfile
    >>> out = Path(tempfile.mkdtemp()) / "articles.jsonl"
    >>> done = write_articles(["seeds"], out)
    >>> len(done.articles), json.loads(out.read_text().splitlines()[0])["id"]
    (3, '000_97fc7418df2b2aa1')
    """
    target = Path(target)
    paths = list(paths)
    require_paths(paths)
    check_output_file(target, paths, "read")
    target.parent.mkdir(parents=True, exist_ok=True)
    articles: list[Article] = []
    problems: list[InputProblem] = []
    with output_lock(folder_lock(target.parent), "kg read", target.parent, reentrant=True):
        for item in read_inputs(paths, max_bytes, exclude=[target]):
            if isinstance(item, Article):
                articles.append(item)
            else:
                problems.append(item)
        articles = dated(articles)
        if articles:
            with atomic_open(target, text=False) as out:
                out.writelines(article_line(a) for a in articles)
    return ArticlesRead(tuple(articles), tuple(problems), tuple(a.path for a in articles if a.reader == "visible text"))


def dated(articles: list[Article]) -> list[Article]:
    """The articles, each undated one given the date a build would find for it, with its source.

    An article's own date (its metadata) is kept as it is, even when kg cannot parse it:
    the user sees it and can fix it. Without a parse there are no stories: every article is a
    story of its own in the rules a build applies (:func:`~kg.time.publication.corpus.corpus_dates`),
    so a dateline's missing year is taken from the dates the articles give themselves.
    """
    found = [find_publication_date(a) for a in articles]
    completed = corpus_dates(found, [None] * len(found), [()] * len(found))
    out = []
    for article, dct in zip(articles, completed, strict=True):
        if article.date:
            if not article.date_source:
                article = replace(article, date_source=METADATA, date_evidence=f"date: {article.date}")
            out.append(article)
            continue
        evidence = dct.evidence
        if dct.partial and not dct.value:
            evidence += " (no year, and no other article dated to take it from)"
        out.append(replace(article, date=dct.value, date_source=dct.source, date_evidence=evidence))
    return out


def article_line(article: Article) -> bytes:
    """One line of ``kg read``'s output: :data:`FIELDS`, in order, UTF-8 as is."""
    record = {name: getattr(article, name) for name in FIELDS}
    return (json.dumps(record, ensure_ascii=False) + "\n").encode("utf-8")
