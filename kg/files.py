"""Atomic file writes: every output goes through them, so a reader never sees half a file.

Written to a temporary file beside the target and renamed over it; temporaries a killed
build left behind are found by name.
"""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

# Write buffer of atomic_open: fewer system calls for files of many small records.
_BUFFER = 1 << 20


@contextmanager
def atomic_open(path: str | os.PathLike[str], text: bool = True) -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path`` that replaces ``path`` on success.

    Writers stream into it, so no exporter needs the whole file in memory.
    ``os.replace`` is atomic within one file system, so a reader (or a crash)
    never sees half a file; on any exception, Ctrl-C and SIGTERM included,
    the temporary file is removed and ``path`` keeps its old content. Text
    mode writes UTF-8 with ``\\n`` line ends, whatever the platform.

    >>> import tempfile
    >>> tmp = Path(tempfile.mkdtemp())
    >>> with atomic_open(tmp / "nodes.csv") as fh:
    ...     _ = fh.write("Id,Label\\n")
    >>> [(p.name, p.read_bytes()) for p in tmp.iterdir()]
    [('nodes.csv', b'Id,Label\\n')]
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    # The name is made before the try and the file created inside it, so an
    # interrupt (Ctrl-C, SIGTERM) at any point leaves no temporary file behind.
    tmp = target.parent / f".{target.name}.{secrets.token_hex(_TMP_BYTES)}.tmp"
    fd: int | None = None
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        mode: dict[str, Any] = {"mode": "w", "encoding": "utf-8", "newline": "\n"} if text else {"mode": "wb"}
        with os.fdopen(fd, buffering=_BUFFER, **mode) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        # A FileExistsError from os.open means the name is not ours: never remove it.
        if not (fd is None and isinstance(exc, FileExistsError)):
            tmp.unlink(missing_ok=True)
        raise


# Random bytes in a temporary file's name: ``.NAME.<12 hex digits>.tmp``.
_TMP_BYTES = 6


def stale_temporaries(folder: str | os.PathLike[str], names: Iterable[str]) -> list[Path]:
    """Temporary files :func:`atomic_open` left in ``folder`` for files named ``names``.

    A process killed outright (``kill -9``, a power cut) cannot remove its
    temporary file. Only names of exactly that pattern are returned, and only
    regular files; the caller removes them while no other process can be
    writing that folder (see :mod:`kg.runtime.lock`).

    >>> import tempfile
    >>> out = Path(tempfile.mkdtemp())
    >>> for name in ("graph.gexf", ".graph.gexf.3f2a9c01b7e4.tmp", ".graph.gexf.x.tmp", ".nodes.csv.3f2a9c01b7e4.tmp"):
    ...     _ = (out / name).write_text("")
    >>> [p.name for p in stale_temporaries(out, ["graph.gexf"])]
    ['.graph.gexf.3f2a9c01b7e4.tmp']
    """
    wanted = "|".join(re.escape(name) for name in sorted(set(names)))
    if not wanted:
        return []
    pattern = re.compile(rf"\.(?:{wanted})\.[0-9a-f]{{{2 * _TMP_BYTES}}}\.tmp")
    try:
        with os.scandir(folder) as entries:
            found = [Path(e.path) for e in entries if pattern.fullmatch(e.name) and e.is_file(follow_symlinks=False)]
    except OSError:
        return []  # an unreadable folder: the write will say so
    return sorted(found)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` via a temporary file in the same folder.

    >>> import tempfile
    >>> path = atomic_write_bytes(Path(tempfile.mkdtemp()) / "graph.json", b"{}")
    >>> path.name, path.read_bytes()
    ('graph.json', b'{}')
    """
    with atomic_open(path, text=False) as fh:
        fh.write(data)
    return Path(path)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends, atomically.

    >>> import tempfile
    >>> atomic_write_text(Path(tempfile.mkdtemp()) / "timeline.html", "<p>caf\u00e9</p>\\n").read_bytes()
    b'<p>caf\\xc3\\xa9</p>\\n'
    """
    return atomic_write_bytes(path, text.encode("utf-8"))
