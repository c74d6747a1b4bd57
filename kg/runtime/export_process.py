"""Writing several files at once: a forked second process takes the next file when it is free.

The prepared graph is shared with the child by ``fork``, not copied. Which
process writes a file changes from run to run; what it writes does not. An
interrupt or a failure on either side stops the other, and each removes its
own temporary file (see :func:`kg.files.atomic_open`).
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.process
import os
import signal
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import Connection
from pathlib import Path

from kg.errors import OutputError
from kg.runtime.forks import die_with_parent, fork_fits, resident_mb

log = logging.getLogger(__name__)

# File name -> function writing that file to a path.
Writers = dict[str, Callable[[Path], object]]


def write_files(writers: Writers, out: Path, order: list[str], jobs: int) -> None:
    """Write ``writers``' files into ``out`` in ``order``, in two processes when ``jobs`` > 1 and fork exists.

    The second process is not started when the machine could not hold a
    second copy of this one (see :func:`fork_fits`). A file that cannot be
    written is an :class:`OutputError` naming it.
    """
    if not second_process(jobs):
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


def second_process(jobs: int) -> bool:
    """Whether :func:`write_files` would write in two processes now: ``jobs`` > 1, ``fork``
    exists, and the machine could hold a second copy of this process (:func:`fork_fits`)."""
    if jobs < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return False
    if not fork_fits():
        log.info("exports written in one process: a second would need up to %d MB", resident_mb())
        return False
    return True


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
        die_with_parent()
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
