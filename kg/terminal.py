"""Text from the inputs, made safe to print on a terminal.

File names, article ids and labels come from whoever wrote the inputs. Printed
raw, ``\\x1b]0;...\\x07`` retitles the terminal, other escape sequences move the
cursor or recolour the screen, a carriage return overwrites the line, and a
right-to-left override shows a name reversed. Every such character is shown
as a Python-style escape instead; everything else is printed as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from kg.ingest import printable

# Bidirectional controls (marks, embeddings, overrides, isolates) and the
# Unicode line and paragraph separators, which some terminals honour.
_LAYOUT = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029"
_UNSAFE = re.compile(f"[\\x00-\\x1f\\x7f-\\x9f{_LAYOUT}]")


def for_terminal(text: object) -> str:
    """``text`` with control, bidirectional and separator characters escaped.

    Names that are not valid UTF-8 (surrogate escapes) show their bytes as
    ``\\xNN``, as :func:`kg.ingest.printable` does.

    >>> for_terminal("\\x1b]0;owned\\x07news.txt"), for_terminal("abc\\u202eexe.txt"), for_terminal("São Paulo")
    ('\\\\x1b]0;owned\\\\x07news.txt', 'abc\\\\u202eexe.txt', 'São Paulo')
    """
    text = str(text)
    try:
        text = printable(text)
    except UnicodeError:  # a lone surrogate that is no escaped byte (a JSON "\\ud800")
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return _UNSAFE.sub(_escape, text) if _UNSAFE.search(text) else text


@lru_cache(maxsize=64)
def _code(char: str) -> str:
    point = ord(char)
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}"


def _escape(match: re.Match[str]) -> str:
    return _code(match.group())

