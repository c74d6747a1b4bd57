"""A file's format from its suffix, for the commands that write one file as its name says
(``kg timeline -o``, ``kg stories -o``)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TypeVar

from kg.errors import UsageError
from kg.safe_text import printable

W = TypeVar("W")


def writer_for(path: str | os.PathLike[str], formats: Mapping[str, W], what: str) -> W:
    """The writer ``formats`` gives ``path``'s suffix (``""`` for none); :class:`UsageError`
    naming the choices, in ``formats``' order, for another.

    >>> writer_for("a.MD", {".txt": 1, ".md": 2, "": 1}, "notes")
    2
    """
    suffix = Path(path).suffix.lower()
    if suffix not in formats:
        named = [s for s in formats if s]
        choices = ", ".join(named[:-1]) + " or " + named[-1] if len(named) > 1 else "".join(named)
        raise UsageError(
            f"cannot write {what} as {printable(suffix)!r} ({printable(path)}); end the file name with {choices}"
        )
    return formats[suffix]
