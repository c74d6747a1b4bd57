"""One kg writing into a folder at a time: an advisory lock in the folder.

Two kg commands writing one folder at once would each replace files the other
wrote, leaving graph.graphml of one build beside nodes.csv of the other, or an
``extractions.jsonl`` from ``kg extract`` beside a build's graph. So every
command that writes takes the lock of the folder it writes into (``kg build``
its output folder, ``kg extract``, ``kg read`` and ``kg timeline -o`` the folder
of their file, the Parquet store the folder that holds it), and a second one
fails at once (exit 2) instead of waiting: a build can take many minutes, and a
user who started it twice by mistake learns it now, while a script can retry
or pick another folder.

The lock is ``flock`` on a small file, :data:`BUILD_LOCK` in the folder. The
kernel releases it when the last process holding it ends, however it ends,
``kill -9`` included, so a crash never leaves a stale lock; the file itself
stays (removing it would let a third kg lock a new file while the second still
holds the old one). A forked export process holds it too, so the folder stays
locked until every process that may still write there is gone.

The file is opened without following a symbolic link and must be a regular
file with no other name that holds nothing but a holder's line: a lock file
planted as a link to (or a hard link of) another file is refused, never
written, so kg cannot be made to empty or overwrite a file of the user's.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kg.errors import OutputError
from kg.safe_text import printable

try:
    import fcntl
except ImportError:  # not a POSIX system: no lock, builds run as before
    fcntl = None  # type: ignore[assignment]

BUILD_LOCK = ".kg-build.lock"

# What kg writes into a lock file while it holds it: its pid and the command ("4021 kg build").
_HOLDER = re.compile(rb"(?:(\d+)(?: (kg(?: [a-z]+)?))?\n?)?")
_HOLDER_BYTES = 64

# Lock files this process holds, for callers that may take one again on purpose
# (the CLI holds the lock from before parsing, then calls write_outputs, which takes it too).
_held: set[Path] = set()


def folder_lock(folder: Path) -> Path:
    """The lock file of ``folder``: every kg command writing into it takes this one."""
    return folder / BUILD_LOCK


@contextmanager
def output_lock(lock: Path, command: str, target: Path, *, reentrant: bool = False) -> Iterator[None]:
    """Hold the lock file ``lock`` while the body runs; :class:`OutputError` if another process holds it.

    ``command`` and ``target`` name what is busy in the message (``kg build``
    writing to ``out``). A file system that cannot lock (some network mounts)
    runs the body unlocked. With ``reentrant``, a lock this process holds
    already lets the body run at once, under the outer hold.

    >>> import tempfile
    >>> out = Path(tempfile.mkdtemp())
    >>> with output_lock(out / ".kg-build.lock", "kg build", out):
    ...     _ = (out / "graph.json").write_text("{}")
    ...     with output_lock(out / ".kg-build.lock", "kg extract", out):  # doctest: +ELLIPSIS
    ...         pass
    Traceback (most recent call last):
    kg.errors.OutputError: another kg build is writing to ... (pid ...); wait for it to finish or choose another -o
    >>> sorted(p.name for p in out.iterdir())
    ['.kg-build.lock', 'graph.json']
    """
    key = Path(os.path.abspath(lock))
    if fcntl is None or (reentrant and key in _held):
        yield
        return
    fd = _open(lock)
    try:
        if not _locked(fd):
            holder, pid = _holder(fd)
            raise OutputError(
                f"another {holder} is writing to {printable(target)} ({pid}); "
                "wait for it to finish or choose another -o"
            )
        # Who holds it, for the message a second kg prints; emptied on the way out, so the
        # folder a finished build leaves is the same whoever built it. The file was checked
        # to be a lock file (_open): nothing else is ever truncated.
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()} {command}\n".encode("ascii", errors="replace"), 0)
        _held.add(key)
        try:
            yield
        finally:
            _held.discard(key)
            os.ftruncate(fd, 0)
    finally:
        os.close(fd)


def _open(lock: Path) -> int:
    """The lock file, opened for writing without following a link and checked to be a lock file."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(lock, flags, 0o644)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            why = "it is a symbolic link, which kg never writes through"
        else:
            why = exc.strerror or str(exc)
        raise OutputError(
            f"cannot use the lock file {printable(lock)}: {why}; remove it if it is not a file, or choose another -o"
        ) from None
    try:
        info = os.fstat(fd)
        why = ""
        if not stat.S_ISREG(info.st_mode):
            why = "it is not a regular file"
        elif info.st_nlink != 1:
            why = "it is a hard link: another name reaches the same file"
        elif info.st_size > _HOLDER_BYTES or not _HOLDER.fullmatch(os.pread(fd, _HOLDER_BYTES + 1, 0)):
            why = "it holds something else than a kg lock's pid"
        if why:
            raise OutputError(
                f"{printable(lock)} is not a kg lock file ({why}), so kg leaves it alone; "
                "remove it if it is not yours, or choose another -o"
            )
    except BaseException:
        os.close(fd)
        raise
    return fd


def _locked(fd: int) -> bool:
    """Take the lock on ``fd`` without waiting; False if another process holds it.

    True also where the file system cannot lock at all (some network mounts):
    the build then runs unlocked, as it did before there was a lock.
    """
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        return exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES)
    return True


def _holder(fd: int) -> tuple[str, str]:
    """The command holding the lock (``kg build``) and ``pid N``, as far as the lock file says."""
    try:
        match = _HOLDER.fullmatch(os.pread(fd, _HOLDER_BYTES, 0))
    except OSError:
        match = None
    if match is None or not match.group(1):
        return "kg", "pid unknown"
    return (match.group(2) or b"kg").decode("ascii"), f"pid {match.group(1).decode('ascii')}"
