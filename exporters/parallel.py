"""Writing several files at once: a forked second process takes the next file when it is free.

The prepared graph is shared with the child by ``fork``, not copied. Which
process writes a file changes from run to run; what it writes does not. An
interrupt or a failure on either side stops the other, and each removes its
own temporary file (see :func:`kg.util.atomic_open`).
"""

from __future__ import annotations

import ctypes
import logging
import multiprocessing
import multiprocessing.process
import os
import signal
import sys
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import Connection
from pathlib import Path

from kg.errors import OutputError

log = logging.getLogger(__name__)

# File name -> function writing that file to a path.
Writers = dict[str, Callable[[Path], object]]


def write_files(writers: Writers, out: Path, order: list[str], jobs: int) -> None:
    """Write ``writers``' files into ``out`` in ``order``, in two processes when ``jobs`` > 1 and fork exists.

    The second process is not started when the machine could not hold a
    second copy of this one (see :func:`fork_fits`). A file that cannot be
    written is an :class:`OutputError` naming it.
    """
    if jobs < 2 or "fork" not in multiprocessing.get_all_start_methods() or not fork_fits():
        _write(writers, out, order)
        return
    queue = _Queue(order)
    child = _start_child(writers, out, queue)
    try:
        _write(writers, out, queue)
        _finish_child(child)
    finally:
        if child[0].is_alive():
            child[0].terminate()  # SIGTERM: the child unwinds and removes its temporary file
            child[0].join()


def fork_fits(meminfo: Path = Path("/proc/meminfo"), status: Path = Path("/proc/self/status")) -> bool:
    """Whether the memory the kernel can still give exceeds this process's resident size.

    A forked child shares the parent's pages only until it writes to them, and
    Python writes to every object it reads (reference counts), so the pages
    the child reads become its own copies. At 100,000 articles the parent
    held 19 GB and the pair was killed by the kernel on a 24 GB machine. Where
    the figures cannot be read (not Linux), the child is started as before.
    """
    try:
        available = _field_kb(meminfo.read_text(), "MemAvailable:")
        resident = _field_kb(status.read_text(), "VmRSS:")
    except OSError:
        return True
    if available is None or resident is None:
        return True
    if resident >= available:
        log.info(
            "exports written in one process: a second would need up to %d MB, %d MB free",
            resident >> 10,
            available >> 10,
        )
        return False
    return True


def _field_kb(text: str, field: str) -> int | None:
    """The value in kB of ``field`` in a ``/proc`` file of "Name:  value kB" lines, or None."""
    for line in text.splitlines():
        if line.startswith(field):
            parts = line.split()
            return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    return None


class _Queue:
    """File names handed out one at a time to whichever process asks first.

    Which process writes a file changes from run to run; what it writes does not.
    """

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.taken = multiprocessing.get_context("fork").Value("i", 0)  # shared with the child

    def __iter__(self) -> Iterator[str]:
        while True:
            with self.taken.get_lock():
                index = self.taken.value
                self.taken.value = index + 1
            if index >= len(self.names):
                return
            yield self.names[index]


def _write(writers: Writers, out: Path, names: Iterable[str]) -> None:
    for name in names:
        try:
            writers[name](out / name)
        except OSError as exc:
            raise OutputError(
                f"cannot write {out / name}: {exc.strerror or exc}; "
                "check the folder's space and permissions, or choose another with -o"
            ) from exc


Child = tuple[multiprocessing.process.BaseProcess, Connection]


# Signals that stop a build: the child must take them inside its own handling,
# never while multiprocessing is still setting it up (it would print a traceback).
_STOP = {signal.SIGINT, signal.SIGTERM}


def _start_child(writers: Writers, out: Path, queue: _Queue) -> Child:
    receive, send = multiprocessing.Pipe(duplex=False)
    process = multiprocessing.get_context("fork").Process(
        target=_child, args=(writers, out, queue, send, os.getpid()), name="kg-export", daemon=True
    )
    # Started with the stop signals blocked; each side unblocks where it can handle them.
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
    send.close()
    return process, receive


def _child(writers: Writers, out: Path, queue: _Queue, send: Connection, parent: int) -> None:
    message = ""
    name = ""
    try:
        # Stopped by the parent (it failed or was interrupted), the child unwinds like on
        # Ctrl-C and removes its temporary file, whether or not the caller set a handler.
        signal.signal(signal.SIGTERM, _interrupted)
        _die_with_parent()
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP)
        for name in queue:
            _check_parent(parent)
            _write(writers, out, [name])
    except OutputError as exc:
        message = str(exc)
    except BaseException as exc:  # reported by the parent, which knows how to say it
        message = (
            f"writing {name or 'a file'} in the second export process failed ({type(exc).__name__}: {exc}); "
            "run with --jobs 1 to write it in one process"
        )
    finally:
        # Nothing left to clean up: a late signal must not reach multiprocessing's exit code.
        signal.pthread_sigmask(signal.SIG_BLOCK, _STOP)
    try:
        send.send(message)
    except OSError:  # the parent is gone: nobody to tell, and no traceback on its terminal
        pass
    if message:
        raise SystemExit(1)


# prctl(2) option: the signal the kernel sends this process when its parent dies.
_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    """Linux: have the kernel send SIGTERM when the parent dies, even by ``kill -9``.

    Without it a killed kg left its export process replacing files in the
    folder for a second or more, while a new build could already be writing
    there. SIGTERM, not SIGKILL, so the child unwinds and removes its
    temporary file. Called with SIGTERM blocked: it arrives once unblocked.
    """
    if not sys.platform.startswith("linux"):
        return  # elsewhere _check_parent, before each file, is all there is
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):
        pass  # no prctl in this C library: _check_parent still stops the child between files


def _check_parent(parent: int) -> None:
    """Stop if ``parent`` is no longer this process's parent (it died; the child was adopted)."""
    if os.getppid() != parent:
        raise KeyboardInterrupt


def _interrupted(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _finish_child(child: Child) -> None:
    process, receive = child
    message = receive.recv() if receive.poll(None) else ""
    process.join()
    if process.exitcode != 0:
        raise OutputError(
            message
            or f"the second export process failed (exit code {process.exitcode}); "
            "run with --jobs 1 to write every file in one process"
        )
