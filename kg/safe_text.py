"""Text safe to show or store: invisible characters taken out, characters XML cannot carry
removed, file names made printable.

Pure functions; nothing here knows of articles or graphs.
"""

from __future__ import annotations

import os
import re
import unicodedata

# Invisible characters a name can carry from the page: bidi embeddings, overrides and isolates
# (U+202A-202E, U+2066-2069, U+200E/F, U+061C), zero-width spaces, byte order marks, soft hyphens
# (all format, Cf) and control characters (Cc). A right-to-left override in a label reverses what
# readers of the graph see. ZWNJ and ZWJ stay: Persian, Indic and emoji spellings need them.
_KEEP_FORMAT = frozenset("\u200c\u200d")
_XML_INVALID = re.compile("[^\t\n\r\x20-\x7e\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_UNSHOWN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def visible(text: str) -> str:
    """``text`` without invisible format and control characters (whitespace is kept).

    >>> visible("Ali\u202e Baba\u200b")
    'Ali Baba'
    """
    if text.isprintable():
        return text
    return "".join(c for c in text if c.isspace() or c in _KEEP_FORMAT or unicodedata.category(c) not in ("Cf", "Cc"))


def clean_xml_text(text: str) -> str:
    """Remove characters that XML 1.0 cannot carry at all.

    Tab, newline and carriage return stay; other C0 controls, lone surrogates
    and U+FFFE/U+FFFF go, because one of them makes the whole file unreadable.

    >>> clean_xml_text("Iraq\\x00\\x1b says")
    'Iraq says'
    """
    return _XML_INVALID.sub("", text)


def printable(name: object) -> str:
    """A file name as text that is safe to print and can always be encoded as UTF-8.

    Names that are not valid UTF-8 reach Python with surrogate escapes; those
    bytes are shown as ``\\xNN``. Control, separator and bidirectional
    control characters are shown as escapes too (``\\x1b``, ``\\u202e``), so a
    name can neither drive the terminal nor reorder the text around it.

    >>> printable("caf\\udce9.txt")
    'caf\\\\xe9.txt'
    >>> print(printable("\\x1b]0;owned\\x07news\\u202etxt.exe"))
    \\x1b]0;owned\\x07news\\u202etxt.exe
    """
    name = str(name)
    try:
        raw = os.fsencode(name)
    except UnicodeEncodeError:  # a surrogate no file system name decodes to: given, not listed
        raw = name.encode("utf-8", errors="backslashreplace")
    text = raw.decode("utf-8", errors="backslashreplace")
    return _UNSHOWN.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)
