"""JSON and JSON-lines inputs: records of ``text`` and metadata, read a line at a time.

A record has ``text`` and, where known, ``id``, ``title``, ``date``, ``source``, ``url``
(and ``author``, ``date_source``, ``date_evidence``, as ``kg read`` writes them). Its date is
kept only when it is an absolute calendar date (:mod:`kg.time.publication.metadata`). Bad records are
problems, never the end of the build.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

from kg.ingest.encoding import decode, decode_text, has_bom, keep_offsets, repair, sniff_binary
from kg.model import Article, InputProblem
from kg.safe_text import clean_xml_text, visible
from kg.time.publication.metadata import DATE_KEYS, metadata_date
from kg.time.publication.sources import METADATA

ReadResult = Article | InputProblem


def too_large(rel: str, size: int, limit: int) -> InputProblem:
    return InputProblem(rel, f"too large: {size:,} bytes, over the limit of {limit:,} (raise it with --max-bytes)")


class MalformedJson(ValueError):
    """Why a JSON text could not be read, and on which line when known."""

    def __init__(self, reason: str, line: int | None = None) -> None:
        super().__init__(reason)
        self.reason, self.line = reason, line


def load_json(text: str | bytes) -> object:
    """``json.loads``, with every way it fails on bad input raised as :class:`MalformedJson`.

    Python's parser recurses once per nesting level and refuses integers of
    more than 4,300 digits (a guard against quadratic conversion); it then
    raises ``RecursionError`` or a plain ``ValueError``, which would otherwise
    end the build. To kg both are malformed input.

    >>> load_json("[" * 100_000)
    Traceback (most recent call last):
    kg.ingest.records.MalformedJson: nested too deep (more levels than Python's recursion limit)
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise MalformedJson(exc.msg, exc.lineno) from None
    except RecursionError:
        raise MalformedJson("nested too deep (more levels than Python's recursion limit)") from None
    except ValueError as exc:  # decode errors are JSONDecodeError: this is the digits limit
        raise MalformedJson(
            f"a number too long (over {sys.get_int_max_str_digits():,} digits)" if "digits" in str(exc) else str(exc)
        ) from None


def read_json(text: str, stem: str, rel: str) -> list[ReadResult]:
    try:
        data = load_json(text)
    except MalformedJson as exc:
        at = f" at line {exc.line}" if exc.line else ""
        return [InputProblem(rel, f"malformed JSON: {exc.reason}{at}", exc.line, "error")]
    records = data if isinstance(data, list) else [data]
    many = isinstance(data, list)
    return [_record(r, f"{stem}-{i}" if many else stem, rel, None) for i, r in enumerate(records, 1)]


def read_jsonl(path: Path, stem: str, rel: str, max_bytes: int) -> list[ReadResult]:
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
                return [too_large(rel, size, max_bytes)]
            lines: Iterable[tuple[int, bytes | str | None]] = enumerate(decode_text(fh.read())[0].split("\n"), 1)
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
        record = load_json(text)
    except MalformedJson as exc:
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
    key = next((k for k in DATE_KEYS if record.get(k) not in (None, "")), None)
    date, note = metadata_date(record.get(key), key) if key else (None, "")
    # kg read's own lines say where their date came from; any other record's date is its metadata.
    evidence = (_field(record, "date_evidence") or f"{key}: {date}") if date else ""
    return Article(
        id=clean_xml_text(" ".join(_field(record, "id").split())) or default_id,
        text=text,
        title=visible(_field(record, "title")),
        date=repair(date) if date else None,
        source=_field(record, "source"),
        url=_field(record, "url"),
        path=rel,
        line=line,
        date_source=(_field(record, "date_source") or METADATA) if date else "",
        date_evidence=evidence,
        date_note=note,
        author=_field(record, "author"),
    )


def _field(record: dict[str, object], key: str) -> str:
    return repair(str(record.get(key) or ""))
