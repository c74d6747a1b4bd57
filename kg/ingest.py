"""Read articles from files and folders into :class:`~kg.model.Article` records.

Bad inputs never abort a build: each one becomes an :class:`InputProblem`
with a reason, and the other articles are still read.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator
from html.parser import HTMLParser
from pathlib import Path

from kg.errors import UsageError
from kg.model import Article, InputProblem
from kg.names import first_free

SUFFIXES = (".txt", ".md", ".html", ".htm", ".json", ".jsonl")
_DATE_KEYS = ("date", "published", "publication_date", "dct", "pubdate")
_BINARY_MAGIC = (b"%PDF", b"PK\x03\x04", b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"\x1f\x8b")

ReadResult = Article | InputProblem


def read_inputs(paths: Iterable[str | Path]) -> Iterator[ReadResult]:
    """Yield every article (or problem) under ``paths``, in a stable order.

    Folders are walked recursively; files are read by suffix. A missing path
    is a usage error, raised before anything is read.

    >>> [a.id for a in read_inputs(["seeds"]) if isinstance(a, Article)][:1]
    ['000_97fc7418df2b2aa1']
    """
    roots = [Path(p) for p in paths]
    for root in roots:
        if not root.exists():
            raise UsageError(f"input path not found: {root} (give a file or folder of articles)")
    seen: set[str] = set()
    for root in roots:
        for file, rel in _files_under(root):
            for item in read_file(file, rel):
                if isinstance(item, Article):
                    item = _unique(item, seen)
                yield item


def _files_under(root: Path) -> Iterator[tuple[Path, str]]:
    if root.is_file():
        yield root, root.name
        return
    found = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in filenames:
            if name.startswith("."):
                continue
            path = Path(dirpath) / name
            found.append((path.relative_to(root).as_posix(), path))
    for rel, path in sorted(found):
        yield path, rel


def _unique(article: Article, seen: set[str]) -> Article:
    """Two files may share a stem (a/x.txt, b/x.txt); their ids must not collide."""
    new_id = article.id
    if new_id in seen and article.path:
        new_id = re.sub(r"\.[^./]+$", "", article.path)
    new_id = first_free(new_id, seen)
    if new_id == article.id:
        return article
    return Article(**{**article.__dict__, "id": new_id})


def read_file(path: Path, rel: str) -> list[ReadResult]:
    """Read one file into articles, or a single problem saying why it was skipped."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        return [InputProblem(rel, f"unsupported file type '{suffix or 'none'}' (use {', '.join(SUFFIXES)})")]
    try:
        data = path.read_bytes()
    except OSError as exc:
        return [InputProblem(rel, f"cannot read file: {exc.strerror or exc}")]
    text = decode(data)
    if isinstance(text, InputProblem):
        return [InputProblem(rel, text.reason)]
    if not text.strip():
        return [InputProblem(rel, "empty file")]
    if suffix in (".json", ".jsonl"):
        return _read_json(text, path.stem, rel, lines=suffix == ".jsonl")
    if suffix in (".html", ".htm"):
        return [_check(_from_html(text, path.stem, rel), rel)]
    if suffix == ".md":
        return [_check(_from_markdown(text, path.stem, rel), rel)]
    return [Article(id=path.stem, text=_normalise_newlines(text), path=rel)]


def decode(data: bytes) -> str | InputProblem:
    """Bytes to text: BOM-marked UTF-8/16, then UTF-8, then Windows-1252."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="replace")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace")
    if data.startswith(_BINARY_MAGIC) or b"\x00" in data[:4096]:
        return InputProblem("", "binary file (not text); convert it to .txt first")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _normalise_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _check(article: Article, rel: str) -> ReadResult:
    if not article.text.strip():
        return InputProblem(rel, "no visible text")
    return article


def _read_json(text: str, stem: str, rel: str, lines: bool) -> list[ReadResult]:
    if not lines:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            return [InputProblem(rel, f"malformed JSON: {exc.msg} at line {exc.lineno}", exc.lineno)]
        records = data if isinstance(data, list) else [data]
        many = isinstance(data, list)
        return [_record(r, f"{stem}-{i}" if many else stem, rel, None) for i, r in enumerate(records, 1)]
    out: list[ReadResult] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            out.append(InputProblem(rel, f"malformed JSON line: {exc.msg}", number))
            continue
        out.append(_record(record, f"{stem}-{number}", rel, number))
    return out


def _record(record: object, default_id: str, rel: str, line: int | None) -> ReadResult:
    if not isinstance(record, dict):
        return InputProblem(rel, "JSON record is not an object with a 'text' field", line)
    text = record.get("text")
    if not isinstance(text, str) or not text.strip():
        return InputProblem(rel, "JSON record has no non-empty 'text' field", line)
    date = next((str(record[k]) for k in _DATE_KEYS if record.get(k)), None)
    return Article(
        id=str(record.get("id") or default_id),
        text=_normalise_newlines(text),
        title=str(record.get("title") or ""),
        date=date,
        source=str(record.get("source") or ""),
        url=str(record.get("url") or ""),
        path=rel,
        line=line,
    )


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
        text = text[match.end():]
    body = re.sub(r"(?m)^#{1,6}[ \t]+", "", text)
    title = meta.get("title") or next((ln.strip() for ln in body.splitlines() if ln.strip()), "")
    date = next((meta[k] for k in _DATE_KEYS if meta.get(k)), None)
    return Article(id=stem, text=body, title=title, date=date, source=meta.get("source", ""),
                   url=meta.get("url", ""), path=rel)


class _VisibleText(HTMLParser):
    """Collects the text a browser would show, plus title and publication metadata."""

    _HIDDEN = {"script", "style", "head", "noscript", "template", "svg"}
    _BLOCK = {"p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section",
              "article", "header", "footer", "blockquote", "pre", "hr", "figcaption"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title = ""
        self.meta: dict[str, str] = {}
        self._hidden = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "meta":
            a = {k: v or "" for k, v in attrs}
            key = (a.get("property") or a.get("name") or a.get("itemprop") or "").lower()
            if key and a.get("content"):
                self.meta.setdefault(key, a["content"])
        if tag == "title":
            self._in_title = True
        if tag in self._HIDDEN:
            self._hidden += 1
        if tag in self._BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in self._HIDDEN and self._hidden:
            self._hidden -= 1
        if tag in self._BLOCK:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        elif not self._hidden:
            self.parts.append(data)


def _from_html(text: str, stem: str, rel: str) -> Article:
    parser = _VisibleText()
    parser.feed(text)
    parser.close()
    raw = "".join(parser.parts)
    lines = [" ".join(line.split()) for line in raw.splitlines()]
    body = "\n\n".join(line for line in lines if line)
    meta = parser.meta
    date = next((meta[k] for k in ("article:published_time", "date", "pubdate", "datepublished",
                                   "dc.date") if meta.get(k)), None)
    title = " ".join((meta.get("og:title") or parser.title).split())
    return Article(id=stem, text=body, title=title, date=date, source=meta.get("og:site_name", ""),
                   url=meta.get("og:url", ""), path=rel)
