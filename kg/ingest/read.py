"""Read articles from files and folders into :class:`~kg.model.Article` records.

Bad inputs never abort a build: each one becomes an :class:`InputProblem`
with a reason, and the other articles are still read.
"""

from __future__ import annotations

import json
import re
import stat
import sys
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from kg.errors import UsageError, bug_reason
from kg.ingest.encoding import decode_text, has_bom, keep_offsets, looks_binary, repair, sniff_binary
from kg.ingest.headline import headline
from kg.ingest.html import MAX_DEPTH
from kg.ingest.walk import files_under, os_reason
from kg.ingest.web import read_page
from kg.model import Article, InputProblem
from kg.util import IdPool, clean_xml_text, printable

SUFFIXES = (".txt", ".md", ".html", ".htm", ".json", ".jsonl")
_DATE_KEYS = ("date", "published", "publication_date", "dct", "pubdate")
# One article (or one JSON document, or one JSON line) larger than this is
# skipped: no news article is 5 MB of text, and parsing one would take minutes.
DEFAULT_MAX_BYTES = 5_000_000

ReadResult = Article | InputProblem


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
    for root in roots:
        if not root.exists() and not root.is_symlink():
            raise UsageError(f"input path not found: {printable(str(root))} (give a file or folder of articles)")
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


def estimate_articles(paths: Iterable[str | Path], exclude: Iterable[str | Path] = ()) -> int:
    """How many articles ``paths`` hold, roughly, for a progress bar: no decoding or repair.

    A ``.jsonl`` file counts its non-blank lines, a ``.json`` list its
    records, any other readable article file one. Bad inputs may make it
    overcount; the build itself reports what was really read.

    >>> estimate_articles(["seeds"])
    3
    """
    total = 0
    exclude = list(exclude)
    for root in (Path(p) for p in paths):
        if not root.exists():
            continue
        for found in files_under(root, exclude):
            if not isinstance(found, InputProblem) and found[0].suffix.lower() in SUFFIXES:
                total += _records_in(found[0])
    return total


def _records_in(path: Path) -> int:
    try:
        if not path.is_file():  # a pipe named .jsonl would block a reader; the build reports it
            return 0
        if path.suffix.lower() == ".jsonl":
            with path.open("rb") as fh:
                return sum(1 for line in fh if line.strip())
        if path.suffix.lower() == ".json":
            data = _load_json(path.read_bytes())
            return len(data) if isinstance(data, list) else 1
    except (OSError, _MalformedJson):
        return 1
    return 1


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
            return _read_jsonl(path, stem, rel, max_bytes)
        if info.st_size > max_bytes:
            return [_too_large(rel, info.st_size, max_bytes)]
        with path.open("rb") as fh:
            data = fh.read(max_bytes + 1)  # the file may have grown since stat()
    except OSError as exc:
        return [InputProblem(rel, f"cannot read file: {os_reason(exc)}", status="error")]
    if len(data) > max_bytes:
        return [_too_large(rel, len(data), max_bytes)]
    text = decode(data)
    if isinstance(text, InputProblem):
        return [InputProblem(rel, text.reason)]
    if not text.strip():
        return [InputProblem(rel, "empty file" if not text else "empty file (only whitespace)")]
    if suffix == ".json":
        return _read_json(text, stem, rel)
    if suffix in (".html", ".htm"):
        return _from_html(text, stem, rel)
    if suffix == ".md":
        return [_check(_from_markdown(text, stem, rel), rel)]
    text = _normalise_newlines(text)
    return [_check(Article(id=stem, text=text, title=headline(text), path=rel), rel)]


def _too_large(rel: str, size: int, limit: int) -> InputProblem:
    return InputProblem(rel, f"too large: {size:,} bytes, over the limit of {limit:,} (raise it with --max-bytes)")


def decode(data: bytes) -> str | InputProblem:
    """Bytes to repaired text (see :mod:`kg.ingest.encoding`), or why they are not text.

    >>> decode("Itâ€™s".encode("utf-8"))
    'It’s'
    """
    why = sniff_binary(data)
    if why:
        return InputProblem("", why)
    text, _ = decode_text(data)
    if looks_binary(text):
        return InputProblem("", "binary file (mostly control characters), not text")
    return repair(text)


def _normalise_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _check(article: Article, rel: str) -> ReadResult:
    if not article.text.strip():
        return InputProblem(rel, "no visible text")
    return article


class _MalformedJson(ValueError):
    """Why a JSON text could not be read, and on which line when known."""

    def __init__(self, reason: str, line: int | None = None) -> None:
        super().__init__(reason)
        self.reason, self.line = reason, line


def _load_json(text: str | bytes) -> object:
    """``json.loads``, with every way it fails on bad input raised as :class:`_MalformedJson`.

    Python's parser recurses once per nesting level and refuses integers of
    more than 4,300 digits (a guard against quadratic conversion); it then
    raises ``RecursionError`` or a plain ``ValueError``, which would otherwise
    end the build. To kg both are malformed input.

    >>> _load_json("[" * 100_000)
    Traceback (most recent call last):
    kg.ingest.read._MalformedJson: nested too deep (more levels than Python's recursion limit)
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _MalformedJson(exc.msg, exc.lineno) from None
    except RecursionError:
        raise _MalformedJson("nested too deep (more levels than Python's recursion limit)") from None
    except ValueError as exc:  # decode errors are JSONDecodeError: this is the digits limit
        raise _MalformedJson(
            f"a number too long (over {sys.get_int_max_str_digits():,} digits)" if "digits" in str(exc) else str(exc)
        ) from None


def _read_json(text: str, stem: str, rel: str) -> list[ReadResult]:
    try:
        data = _load_json(text)
    except _MalformedJson as exc:
        at = f" at line {exc.line}" if exc.line else ""
        return [InputProblem(rel, f"malformed JSON: {exc.reason}{at}", exc.line, "error")]
    records = data if isinstance(data, list) else [data]
    many = isinstance(data, list)
    return [_record(r, f"{stem}-{i}" if many else stem, rel, None) for i, r in enumerate(records, 1)]


def _read_jsonl(path: Path, stem: str, rel: str, max_bytes: int) -> list[ReadResult]:
    """JSON lines, read a line at a time: the limit is per line (per article), so
    a large collection is fine and one huge line never has to fit in memory."""
    out: list[ReadResult] = []
    with path.open("rb") as fh:
        head = fh.read(_SNIFF_BYTES)
        why = sniff_binary(head)
        if why:
            return [InputProblem(rel, why)]
        fh.seek(0)
        if has_bom(head) and not head.startswith(b"\xef\xbb\xbf"):
            # UTF-16/32: newline bytes cannot be split on; read it whole.
            size = path.stat().st_size
            if size > max_bytes:
                return [_too_large(rel, size, max_bytes)]
            lines: Iterable[tuple[int, bytes | str]] = enumerate(decode_text(fh.read())[0].split("\n"), 1)
        else:
            lines = _byte_lines(fh, max_bytes)
        for number, line in lines:
            if line is None:
                out.append(
                    InputProblem(
                        rel,
                        f"line too large: over the limit of {max_bytes:,} bytes (raise it with --max-bytes)",
                        number,
                    )
                )
                continue
            text = decode(line.removeprefix(b"\xef\xbb\xbf")) if isinstance(line, bytes) else line
            if isinstance(text, InputProblem):
                out.append(InputProblem(rel, text.reason, number))
            elif text.strip():
                out.append(_json_line(text, f"{stem}-{number}", rel, number))
    return out or [InputProblem(rel, "empty file")]


_SNIFF_BYTES = 8192


def _byte_lines(fh: BinaryIO, max_bytes: int) -> Iterator[tuple[int, bytes | None]]:
    """Numbered lines of ``fh``; ``None`` for a line over ``max_bytes`` (skipped unread)."""
    number = 0
    while line := fh.readline(max_bytes + 2):
        number += 1
        if len(line.rstrip(b"\r\n")) > max_bytes:
            while line and not line.endswith(b"\n"):
                line = fh.readline(1 << 20)
            yield number, None
        else:
            yield number, line


def _json_line(text: str, default_id: str, rel: str, number: int) -> ReadResult:
    try:
        record = _load_json(text)
    except _MalformedJson as exc:
        return InputProblem(rel, f"malformed JSON line: {exc.reason}", number, "error")
    return _record(record, default_id, rel, number)


def _json_kind(value: object) -> str:
    """The JSON name of a decoded value's type, for messages."""
    names = {bool: "a boolean", int: "a number", float: "a number", list: "a list", dict: "an object"}
    return names.get(type(value), type(value).__name__)


def _record(record: object, default_id: str, rel: str, line: int | None) -> ReadResult:
    if not isinstance(record, dict):
        return InputProblem(rel, "JSON record is not an object with a 'text' field", line, "error")
    text = record.get("text")
    if not isinstance(text, str):
        what = "has no 'text' field" if text is None else f"has a 'text' that is {_json_kind(text)}, not a string"
        return InputProblem(rel, f"JSON record {what}", line, "error")
    # Offsets must index the record's text as given: no repair, no newline change.
    text = keep_offsets(text)
    if not text.strip():
        return InputProblem(rel, "JSON record has an empty 'text' field", line)
    key = next((k for k in _DATE_KEYS if record.get(k)), None)
    date = _field(record, key) if key else None
    # kg read's own lines say where their date came from; any other record's date is its metadata.
    evidence = (_field(record, "date_evidence") or f"{key}: {date}") if key else ""
    return Article(
        id=clean_xml_text(" ".join(_field(record, "id").split())) or default_id,
        text=text,
        title=_field(record, "title"),
        date=date,
        source=_field(record, "source"),
        url=_field(record, "url"),
        path=rel,
        line=line,
        date_source=(_field(record, "date_source") or "metadata") if key else "",
        date_evidence=evidence,
        author=_field(record, "author"),
    )


def _field(record: dict[str, object], key: str) -> str:
    return repair(str(record.get(key) or ""))


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
    key = next((k for k in _DATE_KEYS if meta.get(k)), None)
    return Article(
        id=stem,
        text=body,
        title=title,
        date=meta[key] if key else None,
        source=meta.get("source", ""),
        url=meta.get("url", ""),
        path=rel,
        date_source="metadata" if key else "",
        date_evidence=f"front matter {key}: {meta[key]}" if key else "",
        author=meta.get("author", ""),
    )


def _from_html(text: str, stem: str, rel: str) -> list[ReadResult]:
    """A web page's article (:func:`kg.ingest.web.read_page`); a page nested too deep keeps
    the text before that point and is also reported, so the loss is never silent."""
    page = read_page(text)
    article = Article(
        id=stem,
        text=page.text,
        title=page.title,
        date=page.date,
        source=page.source,
        url=page.url,
        path=rel,
        date_source="metadata" if page.date else "",
        date_evidence=page.date_evidence,
        author=page.author,
        reader=page.reader,
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
