"""Forked helper processes: whether the machine can hold one, and making it die with its parent
(freed memory handed back to the kernel before a fork: :mod:`kg.runtime.memory`).

A forked child shares the parent's pages until it writes to them, and Python
writes to every object it reads (reference counts), so the pages a child reads
become its own copies. Both the exports' second process and the event
coreference's story workers are forks (they share what the parent holds without
pickling it).
"""

from __future__ import annotations

import ctypes
import signal
import sys
from pathlib import Path

# prctl(2) option: the signal the kernel sends this process when its parent dies.
_PR_SET_PDEATHSIG = 1


# Memory a fork needs, as a share of this process's resident size: the child may come to own a
# copy of every page it reads, and the parent goes on growing meanwhile. A parent of about half
# the machine's memory once forked its export process with about as much free: the child copied
# what it read, the parent grew, and the kernel killed the build (benchmarks/RESULTS.md).
FORK_SHARE = 1.5


def fork_fits(meminfo: Path = Path("/proc/meminfo"), status: Path = Path("/proc/self/status")) -> bool:
    """Whether the memory the kernel can still give holds :data:`FORK_SHARE` times this process's resident size.

    Where the figures cannot be read (not Linux), the answer is yes, as before this check.
    """
    figures = _figures(meminfo, status)
    return figures is None or figures[1] * FORK_SHARE < figures[0]


def forks_that_fit(
    share: float, meminfo: Path = Path("/proc/meminfo"), status: Path = Path("/proc/self/status")
) -> int:
    """How many children, each needing ``share`` of this process's resident size, the
    memory the kernel can still give holds; a large number where the figures cannot be read."""
    figures = _figures(meminfo, status)
    if figures is None:
        return 1 << 16
    available, resident = figures
    return int(available // max(resident * share, 1))


def _figures(meminfo: Path, status: Path) -> tuple[int, int] | None:
    """(memory the kernel can give, this process's resident size) in kB, or None."""
    try:
        available = field_kb(meminfo.read_text(), "MemAvailable:")
        resident = field_kb(status.read_text(), "VmRSS:")
    except OSError:
        return None
    if available is None or resident is None:
        return None
    return available, resident


def resident_mb(status: Path = Path("/proc/self/status")) -> int:
    """This process's resident size in MB, 0 where it cannot be read."""
    try:
        return (field_kb(status.read_text(), "VmRSS:") or 0) >> 10
    except OSError:
        return 0


def field_kb(text: str, field: str) -> int | None:
    """The value in kB of ``field`` in a ``/proc`` file of "Name:  value kB" lines, or None."""
    for line in text.splitlines():
        if line.startswith(field):
            parts = line.split()
            return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    return None


def die_with_parent() -> None:
    """Linux: have the kernel send SIGTERM when the parent dies, even by ``kill -9``.

    A child left running would go on writing or computing for a parent that is
    gone. SIGTERM, not SIGKILL, so a child that handles it can unwind and remove
    its temporary files. Call it with SIGTERM blocked: it arrives once unblocked.
    """
    if not sys.platform.startswith("linux"):
        return  # elsewhere each child's own checks between pieces of work are all there is
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):
        pass  # no prctl in this C library
