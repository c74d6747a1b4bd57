"""Memory between and during a build's steps: the cycle collector paused while large acyclic
structures are built, and the pages freed by a step handed back to the kernel before the next.

These change how much memory a build holds and how long it takes, never what it computes.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

R = TypeVar("R")


@contextmanager
def paused_gc(exempt: bool = False) -> Iterator[None]:
    """Pause Python's cycle collector while building large acyclic structures.

    The collector rescans every live object each time the heap has grown by a
    quarter; resolution, the graph and the exports create millions of small
    records and dicts, none in cycles, and those rescans were a third of
    their time at 4,000 articles. Reference counting still frees everything.

    With ``exempt``, every object alive when the pause ends is exempt from later scans
    (:func:`exempt_from_collection`) before the collector runs again: where what was made is
    acyclic and lives on (records read from the cache), the first collection after the pause
    would otherwise scan all of it at once, and each full collection again.

    >>> with paused_gc():
    ...     rows = [{"n": i} for i in range(3)]
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if exempt:
            exempt_from_collection()
        if enabled:
            gc.enable()


def give_back_freed_memory() -> bool:
    """Hand the kernel the free pages the C allocator keeps (glibc's ``malloc_trim``); whether it could.

    A corpus step lets go of its working data when it ends, but glibc keeps the pages that held
    it for later requests, and most of what the next step makes is small objects that Python
    takes from pages of its own. Those freed pages would stay resident for the rest of the
    build: at 10,000 articles giving them back between steps takes the build's size down by
    about a tenth, in milliseconds. Elsewhere (not glibc) nothing happens.
    """
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    return _glibc("malloc_trim")


def _glibc(name: str) -> Callable[..., int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return getattr(ctypes.CDLL(None), name)  # type: ignore[no-any-return]  # glibc; musl lacks some
    except (OSError, AttributeError):
        return None


# glibc's mallopt parameters (malloc.h).
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
# Free memory at the top of the heap that glibc keeps rather than hands back: more than what
# one parsed batch of articles frees, so the next batch finds its pages already mapped.
PARSING_TRIM_THRESHOLD = 256 << 20
# Blocks this large or larger are mapped apart, as glibc's own adaptive threshold allows at most.
PARSING_MMAP_THRESHOLD = 32 << 20


@functools.cache
def keep_pages_between_batches() -> bool:
    """Let glibc keep the pages a parsed batch frees for the next batch; whether it could.

    Parsing and extracting a batch allocates and frees far more than glibc's adaptive
    thresholds keep: it handed the top of the heap back to the kernel after nearly every
    batch and the next batch faulted every page in again, about three times the page faults
    and system time of spaCy's own ``nlp.pipe`` on the same texts (benchmarks/RESULTS.md).
    The pages kept are only those a batch had in use; :func:`give_back_freed_memory` still
    hands them back between the corpus steps. Elsewhere (not glibc) nothing happens.
    """
    mallopt = _glibc("mallopt")
    if mallopt is None:
        return False
    # Either setting fixes both thresholds (glibc stops adapting them): set both.
    return bool(
        mallopt(_M_MMAP_THRESHOLD, PARSING_MMAP_THRESHOLD) and mallopt(_M_TRIM_THRESHOLD, PARSING_TRIM_THRESHOLD)
    )


def exempt_from_collection() -> None:
    """Exempt every object alive now from the cycle collector's full scans (``gc.freeze``).

    Called once the spaCy pipeline is loaded: its vocabulary, lookup tables and weights
    live as long as the process and hold no garbage, yet each full collection while
    articles are parsed would walk them all again. Objects made later are collected as
    before; nothing alive now is freed any later than it would have been while it lives
    (reference counting frees it), but for garbage in cycles left at this moment, which
    stays until the process ends.
    """
    gc.freeze()


class MemorySteps:
    """Runs a build's steps one after another, handing the pages each left free back to the
    kernel (:func:`give_back_freed_memory`) before the next starts and after the last.

    A step lets go of its working data when it returns; glibc would keep those pages for the
    rest of the build. The steps themselves stay free of memory housekeeping: what they compute
    does not depend on it.
    """

    def __init__(self) -> None:
        self._started = False

    def run(self, step: Callable[..., R], *args: Any, **kwargs: Any) -> R:
        """``step(*args, **kwargs)``, after giving back what the steps before it freed."""
        if self._started:
            give_back_freed_memory()
        self._started = True
        return step(*args, **kwargs)

    def finish(self) -> None:
        """Give back what the last step freed."""
        give_back_freed_memory()
