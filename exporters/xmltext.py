"""Escaping for the streamed XML writers (GraphML, GEXF).

Building an ElementTree of a 50,000-edge graph and serialising it took most of
an export's time and held the whole document in memory several times over;
the writers now emit text element by element. Values reaching here were
cleaned by :func:`exporters.prepare.prepare` (no character XML 1.0 forbids), so
escaping the markup characters is all that keeps the file well-formed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from operator import itemgetter
from typing import IO, Any
from xml.sax.saxutils import escape

from kg.graph.schema import scalar_text
from kg.graph.table import Row

# xml.sax.saxutils does the escaping; these are the references it adds to
# &, < and >. ``\r`` needs one because a parser turns a literal CR (or CR LF)
# into LF; in attribute values a parser also turns tab and newline into spaces.
_TEXT_REFS = {"\r": "&#13;"}
_ATTR_REFS = {'"': "&quot;", "\r": "&#13;", "\n": "&#10;", "\t": "&#09;"}
# Most values (ids, numbers, names) have none of these: one search, instead of
# escape()'s seven replacements, sends them through untouched.
_TEXT_SPECIAL = re.compile("[&<>\r]")
_ATTR_SPECIAL = re.compile('[&<>"\r\n\t]')


def text(value: str) -> str:
    """``value`` escaped for character data (between tags).

    >>> text("Evil & Co <b>")
    'Evil &amp; Co &lt;b&gt;'
    """
    return escape(value, _TEXT_REFS) if _TEXT_SPECIAL.search(value) else value


def attr(value: str) -> str:
    """``value`` escaped for a double-quoted attribute value.

    >>> attr('say "hi"\\n')
    'say &quot;hi&quot;&#10;'
    """
    return escape(value, _ATTR_REFS) if _ATTR_SPECIAL.search(value) else value


def start_tag(name: str, attrs: dict[str, str], close: bool = False) -> str:
    """``<name a="v" ...>`` (or ``<name ... />`` with ``close``); attribute values escaped here.

    >>> start_tag("node", {"id": "a&b"}, close=True)
    '<node id="a&amp;b" />'
    """
    inner = "".join(f' {key}="{attr(val)}"' for key, val in attrs.items())
    return f"<{name}{inner}{' />' if close else '>'}"


def row_formatter(
    names: Sequence[str], template: str, escape: Callable[[str], str], types: Iterable[type] = ()
) -> Callable[[Mapping[str, Any]], str]:
    """A function that puts a row's ``names`` values, escaped, into the ``{}`` slots of ``template``.

    Per row it costs a handful of C calls, not a few per value: the values
    are joined with NUL, which :func:`exporters.prepare.prepare` has removed
    from every string, escaped in one pass and split again. A row without
    one of ``names`` gets ``""`` there.

    >>> f = row_formatter(["a", "b"], "<x a='{}' b='{}'/>", attr, [str, bool])
    >>> f({"a": 'say "hi"', "b": True})
    "<x a='say &quot;hi&quot;' b='true'/>"
    >>> row_formatter(["a", "b"], "{} {}", attr, [bool])({"a": 1, "b": False})  # types not one a name
    '1 false'
    """
    names = list(names)
    if not names:
        return lambda row: template
    pick = itemgetter(*names) if len(names) > 1 else (lambda row: (row[names[0]],))
    wanted = tuple(names)
    kinds = list(types)
    # str(True) is "True"; XML wants "true". Given a type for each name (prepare() gave each
    # name one type), only the boolean ones are spelt in Python, the rest by str in C.
    flags = [i for i, kind in enumerate(kinds) if kind is bool] if len(kinds) == len(names) else []
    spell = scalar_text if bool in set(kinds) and not flags else str
    fill = template.format

    def format_row(row: Mapping[str, Any]) -> str:
        # A compact row's values are picked from its tuple in one C call, as a dict's are.
        if type(row) is Row and (picked := row.schema.picker(wanted)) is not None:
            values = picked(row.values_)
        else:
            try:
                values = pick(row)
            except KeyError:
                values = tuple(row.get(name, "") for name in names)
        if flags:
            spelt: list[Any] = list(values)
            for i in flags:
                spelt[i] = scalar_text(spelt[i])
            values = tuple(spelt)
        return fill(*escape("\0".join(map(spell, values))).split("\0"))

    return format_row


def write_chunked(fh: IO[str], items: Iterable[str], size: int = 2000) -> None:
    """Write ``items`` joined ``size`` at a time: fewer, larger writes than one per element.

    >>> import io; out = io.StringIO(); write_chunked(out, ["<a />", "<b />"], size=1); out.getvalue()
    '<a /><b />'
    """
    chunk: list[str] = []
    for item in items:
        chunk.append(item)
        if len(chunk) >= size:
            fh.write("".join(chunk))
            chunk.clear()
    fh.write("".join(chunk))
