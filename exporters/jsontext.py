"""JSON text as every exporter writes it: compact, keys sorted, non-ASCII as is."""

from __future__ import annotations

from collections.abc import Iterable
from typing import IO, Any

import msgspec

# msgspec, compact and with keys sorted (same data, same bytes): about four
# times json's C encoder on the graph's records, which are most of graph.json,
# timeline.json and extractions.jsonl at 1,000 articles and more.
_ENCODER = msgspec.json.Encoder(order="sorted")


def encode_json(value: Any) -> str:
    """``value`` as compact JSON text, object keys sorted, non-ASCII as is.

    >>> encode_json({"b": [1, 2.5], "a": "é"})
    '{"a":"é","b":[1,2.5]}'
    """
    return _ENCODER.encode(value).decode("utf-8")


def encode_json_line(value: Any) -> bytes:
    """``value`` as one line of JSON lines (UTF-8 bytes), as :func:`encode_json` writes it.

    >>> encode_json_line({"id": "a1"})
    b'{"id":"a1"}\\n'
    """
    return _ENCODER.encode(value) + b"\n"


def write_json_items(fh: IO[str], items: Iterable[Any]) -> None:
    """The items of a JSON array, one a line, as they come: ``\\n{...},\\n{...}\\n``.

    The caller writes the brackets; nothing is written for no items.

    >>> import io
    >>> buffer = io.StringIO(); write_json_items(buffer, [{"b": 1, "a": "é"}, 2]); buffer.getvalue()
    '\\n{"a":"é","b":1},\\n2\\n'
    """
    chunk: list[str] = []
    lead = "\n"
    for item in items:
        chunk.append(encode_json(item))
        if len(chunk) >= 2000:  # fewer, larger writes
            fh.write(lead + ",\n".join(chunk))
            chunk.clear()
            lead = ",\n"
    if chunk:
        fh.write(lead + ",\n".join(chunk))
    if lead != "\n" or chunk:
        fh.write("\n")
