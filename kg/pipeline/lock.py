"""One kg writing to an output at a time: an advisory lock beside the outputs.

Two builds writing one folder at once would each replace files the other
wrote, leaving graph.graphml of one build beside nodes.csv of the other. The
second one fails at once (exit 2) instead of waiting: a build can take many
minutes, and a user who started it twice by mistake learns it now, while a
script can retry or pick another folder.

The lock is ``flock`` on a small file (``.kg-build.lock`` in the output
folder). The kernel releases it when the last process holding it ends, however
it ends, ``kill -9`` included, so a crash never leaves a stale lock; the file
itself stays (removing it would let a third build lock a new file while the
second still holds the old one). A forked export process holds it too, so the
folder stays locked until every process that may still write there is gone.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kg.errors import OutputError
from kg.util import printable

try:
    import fcntl
except ImportError:  # not a POSIX system: no lock, builds run as before
    fcntl = None  # type: ignore[assignment]

BUILD_LOCK = ".kg-build.lock"

# Lock files this process holds, for callers that may take one again on purpose
# (the CLI holds the lock from before parsing, then calls write_outputs, which takes it too).
_held: set[Path] = set()


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
    ...     with output_lock(out / ".kg-build.lock", "kg build", out):  # doctest: +ELLIPSIS
    ...         pass
    Traceback (most recent call last):
    kg.errors.OutputError: another kg build is writing to ... wait for it to finish or choose another -o
    >>> sorted(p.name for p in out.iterdir())
    ['.kg-build.lock', 'graph.json']
    """
    key = Path(os.path.abspath(lock))
    if fcntl is None or (reentrant and key in _held):
        yield
        return
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise OutputError(
            f"cannot open the lock file {printable(lock)}: {exc.strerror or exc}; "
            "remove it if it is not a file, or choose another -o"
        ) from None
    try:
        if not _locked(fd):
            raise OutputError(
                f"another {command} is writing to {printable(target)} ({_holder(fd)}); "
                "wait for it to finish or choose another -o"
            )
        # Who holds it, for the message a second build prints; emptied on the way
        # out, so the folder a finished build leaves is the same whoever built it.
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        _held.add(key)
        try:
            yield
        finally:
            _held.discard(key)
            os.ftruncate(fd, 0)
    finally:
        os.close(fd)


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


def _holder(fd: int) -> str:
    """``pid N`` of the process that wrote the lock file, if it says."""
    try:
        text = os.pread(fd, 32, 0).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        text = ""
    return f"pid {text}" if text.isdigit() else "pid unknown"
