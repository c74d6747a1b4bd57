"""The extraction cache's faults: what kind each is and what the user can do about it, in words
(:func:`describe_fault`). A fault never costs a build (:mod:`kg.runtime.cache`)."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path


class NotACache(Exception):
    """The file is an SQLite database of something else."""


class NotAFile(Exception):
    """The cache path, or a journal beside it, is a symbolic link, a device, a pipe or a socket."""


def not_a_file(path: Path) -> bool:
    """A symbolic link, or something there that is neither a regular file nor a folder."""
    return path.is_symlink() or (path.exists() and not path.is_dir() and not path.is_file())


def describe_fault(path: Path, exc: BaseException) -> str:
    """What went wrong with the cache at ``path`` and what to do, in a sentence or two.

    >>> print(describe_fault(Path("c.sqlite"), OSError(errno.ENOSPC, "No space left on device")))
    ... # doctest: +NORMALIZE_WHITESPACE
    the extraction cache c.sqlite cannot grow: the disk is full (No space left on device);
    this build goes on without it. Free some space, pass another --cache PATH, or --no-cache.
    """
    going_on = "this build goes on without it."
    if isinstance(exc, NotACache):
        return (
            f"{path} is an SQLite database but not a kg extraction cache; it was left untouched and "
            f"{going_on} Pass another --cache PATH, or --no-cache."
        )
    if isinstance(exc, NotAFile):
        return (
            f"the extraction cache {path} (or its -wal, -shm or -journal file) is a symbolic link, device or "
            f"pipe, which kg never writes through; it was left untouched and {going_on} Name another file "
            "with --cache PATH, or --no-cache."
        )
    if path.is_dir():
        return (
            f"the extraction cache {path} is a folder, not a file; {going_on} "
            "Name a file with --cache PATH, or --no-cache."
        )
    if isinstance(exc, OSError):
        reason = exc.strerror or str(exc)
        if exc.filename and Path(exc.filename) != path:  # its folder could not be made
            reason = f"{reason}: {exc.filename}"
        kind = _OS_KINDS.get(exc.errno or 0, "")
    else:
        reason = str(exc)
        code = getattr(exc, "sqlite_errorcode", None)  # not on errors raised by Python's own checks
        kind = _SQLITE_KINDS.get(code & 0xFF, "") if isinstance(code, int) else ""
    what, todo = _ADVICE.get(kind, ("cannot be used", "Pass another --cache PATH, or --no-cache"))
    return f"the extraction cache {path} {what} ({reason}); {going_on} {todo}."


# Faults by what the user can do about them: SQLite's primary result codes, then errno's.
_SQLITE_KINDS = {
    sqlite3.SQLITE_CORRUPT: "damaged",
    sqlite3.SQLITE_NOTADB: "notadb",
    sqlite3.SQLITE_READONLY: "readonly",
    sqlite3.SQLITE_PERM: "readonly",
    sqlite3.SQLITE_CANTOPEN: "readonly",  # a folder it may not write; a folder in its place is told apart
    sqlite3.SQLITE_FULL: "full",
    sqlite3.SQLITE_BUSY: "locked",
    sqlite3.SQLITE_LOCKED: "locked",
}
_OS_KINDS = {
    errno.ENOSPC: "full",
    errno.EDQUOT: "full",
    errno.EACCES: "readonly",
    errno.EPERM: "readonly",
    errno.EROFS: "readonly",
}
_OTHERWISE = "pass another --cache PATH, or --no-cache"
_ADVICE = {
    "damaged": ("is damaged", f"Delete the file (the next build starts a fresh one), {_OTHERWISE}"),
    # A file that is no database at all may be the user's own, named by --cache by mistake.
    "notadb": (
        "is not a database or is a damaged one",
        f"If it is an old kg cache, delete it (the next build starts a fresh one); otherwise {_OTHERWISE}",
    ),
    "readonly": ("cannot be written", f"Make the file and its folder writable, {_OTHERWISE}"),
    "full": ("cannot grow: the disk is full", f"Free some space, {_OTHERWISE}"),
    "locked": ("is in use by another process", f"Let the other build finish first, {_OTHERWISE}"),
}
