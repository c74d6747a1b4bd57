"""Building large structures in bulk: millions of small, acyclic records and dicts."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause Python's cycle collector while building large acyclic structures.

    The collector rescans every live object each time the heap has grown by a
    quarter; resolution, the graph and the exports create millions of small
    records and dicts, none in cycles, and those rescans were a third of
    their time at 4,000 articles. Reference counting still frees everything.

    >>> with paused_gc():
    ...     rows = [{"n": i} for i in range(3)]
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
