"""Ctrl-C and SIGTERM: held back while compiled modules load, and remembered when Python
would drop them, so that a build stops cleanly and says so.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def signals_held() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM back (blocked, not lost) while compiled modules load.

    A KeyboardInterrupt raised inside a compiled module's start-up is mangled:
    scipy's becomes "ImportError: initialization failed", and Cython's makes CPython
    exit by SIGINT at the very end whatever the program returns. Held, the signal
    arrives just after the block, in Python code that handles it. Outside the main
    thread (which alone receives them) nothing is changed.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


# The signals :func:`interruptible`'s handler took, first first; empty outside it.
_RECEIVED: list[int] = []


@contextmanager
def interruptible() -> Iterator[list[int]]:
    """Ctrl-C and SIGTERM raise KeyboardInterrupt, and are remembered (the list yielded).

    Python prints and drops an exception raised inside a ``__del__`` ("Exception
    ignored in ..."): a Ctrl-C that lands while a Dask future or a pool releases itself
    would be lost and the build go on. :func:`check_interrupted`, called where a build
    can stop cleanly, raises it again; the dropped one is not printed (it is not lost).
    The command line runs inside this; in the main thread only (which alone receives
    signals), with the old handlers put back after.
    """
    if threading.current_thread() is not threading.main_thread():
        yield _RECEIVED
        return

    def handler(signum: int, frame: Any) -> None:
        _RECEIVED.append(signum)
        raise KeyboardInterrupt

    def unraisable(dropped: Any) -> None:
        if not (dropped.exc_type is KeyboardInterrupt and _RECEIVED):
            hook(dropped)

    _RECEIVED.clear()
    before = {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM)}
    hook, sys.unraisablehook = sys.unraisablehook, unraisable
    try:
        yield _RECEIVED
    finally:
        sys.unraisablehook = hook
        for s, previous in before.items():
            signal.signal(s, previous)
        _RECEIVED.clear()


def check_interrupted() -> None:
    """Raise KeyboardInterrupt if :func:`interruptible` took a signal that did not stop the
    program (its exception was dropped in a ``__del__``); otherwise nothing."""
    if _RECEIVED:
        raise KeyboardInterrupt


def hold_to_exit() -> None:
    """Hold Ctrl-C and SIGTERM back until the process exits, once a command's work is done.

    One that lands after the command has returned, while the process shuts down (worker
    pools and threads joined, handlers put back), would kill it by the signal with nothing
    said, though every output is complete; held, the process exits with the command's code.
    Only for the process's own command: a caller in the same process keeps its signals."""
    if threading.current_thread() is threading.main_thread():
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
