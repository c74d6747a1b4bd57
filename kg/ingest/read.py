"""Read articles from files and folders into :class:`~kg.model.Article` records.

Bad inputs never abort a build: each one becomes an :class:`InputProblem`
with a reason, and the other articles are still read.
"""

from __future__ import annotations

import re
import stat
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path, PurePosixPath

from kg.errors import UsageError, bug_reason
from kg.ids import IdPool
from kg.ingest.encoding import decode
from kg.ingest.headline import headline
from kg.ingest.html import MAX_DEPTH
from kg.ingest.records import MalformedJson, ReadResult, load_json, read_json, read_jsonl, too_large
from kg.ingest.walk import files_under, os_reason
from kg.ingest.web import read_page
from kg.model import Article, InputProblem
from kg.safe_text import printable, visible
from kg.time.publication.metadata import DATE_KEYS, metadata_date
from kg.time.publication.sources import METADATA

__all__ = ["DEFAULT_MAX_BYTES", "SUFFIXES", "decode", "estimate_articles", "read_file", "read_inputs", "require_paths"]

SUFFIXES = (".txt", ".md", ".html", ".htm", ".json", ".jsonl")
# One article (or one JSON document, or one JSON line) larger than this is
# skipped: no news article comes near it, and parsing one would hold the whole build up.
DEFAULT_MAX_BYTES = 5_000_000


def read_inputs(
    paths: Iterable[str | Path], max_bytes: int | None = None, exclude: Iterable[str | Path] = ()
) -> Iterator[ReadResult]:
    """Yield every article (or problem) under ``paths``, in a stable order.

    Folders are walked recursively, passing over kg's output folders and the
    ``exclude`` folders (see :func:`kg.ingest.walk.files_under`); files are read by
    suffix. A missing path is a usage error, raised before anything is read.

    >>> [a.id for a in read_inputs(["seeds"]) if isinstance(a, Article)][:1]
    ['000_97fc7418df2b2aa1']
    """
    limit = DEFAULT_MAX_BYTES if max_bytes is None else max_bytes
    roots = [Path(p) for p in paths]
    exclude = list(exclude)
    require_paths(roots)
    seen = IdPool()
    for root in roots:
        for found in files_under(root, exclude):
            if isinstance(found, InputProblem):
                yield found
                continue
            for item in _read_safely(*found, max_bytes=limit):
                if isinstance(item, Article):
                    item = _unique(item, seen)
                yield item


def require_paths(paths: Iterable[str | Path]) -> None:
    """A :class:`UsageError` naming the first of ``paths`` that does not exist."""
    for root in map(Path, paths):
        if not root.exists() and not root.is_symlink():
            raise UsageError(f"input path not found: {printable(str(root))} (give a file or folder of articles)")


def estimate_articles(
    paths: Iterable[str | Path], exclude: Iterable[str | Path] = (), max_bytes: int | None = None
) -> int:
    """How many articles ``paths`` hold, roughly, for a progress bar: no decoding or repair.

    A ``.jsonl`` file counts its non-blank lines, read a block at a time (a line without
    end holds no more memory than a block), a ``.json`` list its records (a file over
    ``max_bytes``, which the build skips unread, counts one), any other readable article
    file one. Bad inputs may make it overcount; the build itself reports what was really read.

    >>> estimate_articles(["seeds"])
    3
    """
    total = 0
    exclude = list(exclude)
    limit = DEFAULT_MAX_BYTES if max_bytes is None else max_bytes
    for root in (Path(p) for p in paths):
        if not root.exists():
            continue
        for found in files_under(root, exclude):
            if not isinstance(found, InputProblem) and found[0].suffix.lower() in SUFFIXES:
                total += _records_in(found[0], limit)
    return total


_BLOCK = 1 << 20


def _records_in(path: Path, max_bytes: int) -> int:
    try:
        if not path.is_file():  # a pipe named .jsonl would block a reader; the build reports it
            return 0
        if path.suffix.lower() == ".jsonl":
            return _lines_in(path)
        if path.suffix.lower() == ".json" and path.stat().st_size <= max_bytes:
            with path.open("rb") as fh:
                data = load_json(fh.read(max_bytes + 1))
            return len(data) if isinstance(data, list) else 1
    except (OSError, MalformedJson):
        return 1
    return 1


def _lines_in(path: Path) -> int:
    """The non-blank lines of ``path``, read :data:`_BLOCK` bytes at a time."""
    count, blank = 0, True  # whether the line under way is blank so far
    with path.open("rb") as fh:
        while block := fh.read(_BLOCK):
            pieces = block.split(b"\n")
            for i, piece in enumerate(pieces):
                blank = blank and not piece.strip()
                if i < len(pieces) - 1:  # the line ends here
                    count += not blank
                    blank = True
    return count + (not blank)


def _unique(article: Article, seen: IdPool) -> Article:
    """Two files may share a stem (a/x.txt, b/x.txt); their ids must not collide."""
    new_id = article.id
    if new_id in seen and article.path:
        new_id = re.sub(r"\.[^./]+$", "", article.path)
    new_id = seen.claim(new_id)
    if new_id == article.id:
        return article
    return replace(article, id=new_id)


def _read_safely(path: Path, rel: str, max_bytes: int) -> list[ReadResult]:
    """:func:`read_file`, with a bug in kg's reading costing only this file."""
    try:
        return read_file(path, rel, max_bytes)
    except Exception as exc:  # Ctrl-C still stops the build: it is not an Exception
        return [InputProblem(rel, bug_reason("reading", exc), status="error", stage="reading")]


def read_file(path: Path, rel: str, max_bytes: int = DEFAULT_MAX_BYTES) -> list[ReadResult]:
    """Read one file into articles, or a single problem saying why it was skipped."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        return [InputProblem(rel, f"unsupported file type '{printable(suffix) or 'none'}' (use {', '.join(SUFFIXES)})")]
    stem = PurePosixPath(rel).stem
    try:
        info = path.stat()  # follows links: a link to itself fails here, not in a loop
        if not stat.S_ISREG(info.st_mode):
            # Reading a FIFO or device would block or never end.
            return [InputProblem(rel, "not a regular file (a pipe, socket or device)")]
        if suffix == ".jsonl":
            return read_jsonl(path, stem, rel, max_bytes)
        if info.st_size > max_bytes:
            return [too_large(rel, info.st_size, max_bytes)]
        with path.open("rb") as fh:
            data = fh.read(max_bytes + 1)  # the file may have grown since stat()
    except OSError as exc:
        return [InputProblem(rel, f"cannot read file: {os_reason(exc)}", status="error")]
    if len(data) > max_bytes:
        return [too_large(rel, len(data), max_bytes)]
    text = decode(data)
    if isinstance(text, InputProblem):
        return [InputProblem(rel, text.reason)]
    if not text.strip():
        return [InputProblem(rel, "empty file" if not text else "empty file (only whitespace)")]
    if suffix == ".json":
        return read_json(text, stem, rel)
    if suffix in (".html", ".htm"):
        return _from_html(text, stem, rel)
    if suffix == ".md":
        return [_check(_from_markdown(text, stem, rel), rel)]
    text = _normalise_newlines(text)
    return [_check(Article(id=stem, text=text, title=headline(text), path=rel), rel)]


def _normalise_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _check(article: Article, rel: str) -> ReadResult:
    if not article.text.strip():
        return InputProblem(rel, "no visible text")
    return article


_FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)


def _from_markdown(text: str, stem: str, rel: str) -> Article:
    """Markdown: YAML-style front matter gives title/date; heading marks are dropped."""
    text = _normalise_newlines(text)
    meta: dict[str, str] = {}
    match = _FRONT_MATTER.match(text)
    if match:
        for line in match.group(1).splitlines():
            key, _, value = line.partition(":")
            meta[key.strip().lower()] = value.strip().strip("\"'")
        text = text[match.end() :]
    body = re.sub(r"(?m)^#{1,6}[ \t]+", "", text)
    title = meta.get("title") or next((ln.strip() for ln in body.splitlines() if ln.strip()), "")
    key = next((k for k in DATE_KEYS if meta.get(k)), None)
    date, note = metadata_date(meta[key], f"front matter {key}") if key else (None, "")
    return Article(
        id=stem,
        text=body,
        title=visible(title),
        date=date,
        source=meta.get("source", ""),
        url=meta.get("url", ""),
        path=rel,
        date_source=METADATA if date else "",
        date_evidence=f"front matter {key}: {date}" if date else "",
        author=meta.get("author", ""),
        date_note=note,
    )


def _from_html(text: str, stem: str, rel: str) -> list[ReadResult]:
    """A web page's article (:func:`kg.ingest.web.read_page`); a page nested too deep keeps
    the text before that point and is also reported, so the loss is never silent."""
    page = read_page(
        text
    )  # its date is checked there (kg.time.publication.metadata.page_date): only an absolute one is kept
    date, note = page.date, page.date_note
    article = Article(
        id=stem,
        text=page.text,
        title=visible(page.title),
        date=date,
        source=page.source,
        url=page.url,
        path=rel,
        date_source=METADATA if date else "",
        date_evidence=page.date_evidence,
        author=page.author,
        reader=page.reader,
        date_note=note,
    )
    if not page.too_deep:
        return [_check(article, rel)]
    problem = InputProblem(
        rel,
        f"HTML nested more than {MAX_DEPTH} elements deep: the text after that "
        "point was not read (fix the page's markup)",
        status="error",
    )
    return [article, problem] if article.text.strip() else [problem]
