"""Peak memory of a build's child processes, each on its own and told apart by what it is.

``ru_maxrss`` of ``RUSAGE_CHILDREN`` is the largest child's peak, whichever child
that was: with ``--jobs 2`` the exporters fork the main process after the build
(``kg/runtime/export_process.py``), and that fork shares the main process's pages, so the
"worker" peak it gave was the main process's. Here a thread of the measuring
process reads each child's ``/proc/<pid>/status`` (``VmHWM``, the kernel's own peak
of resident memory) every ``interval`` seconds while the build runs, keeps the
largest value per pid, and classifies each child by its command line: parsing
workers are started with the ``spawn`` method and run ``multiprocessing.spawn``;
spawn's resource tracker runs ``multiprocessing.resource_tracker``; a fork (the
exporters') keeps its parent's command line. Benchmark-only: kg is not touched.

A peak reached in the last ``interval`` before a child exits is missed; parsing
workers reach theirs early (model loading and their first batches) and sit idle
before the pool ends them, so that matters little for them.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

PROC = Path("/proc")
# Reading a fork's ``smaps_rollup`` walks its page tables: about 0.07 s for each of the two
# story workers forked from the 100,000-article build's 7 GB process. Read each second, that
# took a sixth of a core from the build being measured (a twenty-fifth at 10,000 articles), so
# the measurement slowed the large build more than the small one. The walks are spaced so
# that they take at most this share of the run's time.
WALK_SHARE = 0.01


@dataclass
class Child:
    """One child process seen during the run: its kind and the largest VmHWM read, in KB."""

    pid: int
    kind: str  # "parse worker", "resource tracker" or "fork"
    peak_kb: int = 0
    # A fork's largest private memory (pages it wrote or made, not shared with its parent):
    # what it costs the machine beyond the main process. Its VmHWM counts shared pages too.
    private_kb: int = 0


def classify(cmdline: list[str], parent_cmdline: list[str]) -> str:
    """What a child of the measuring process is, from its command line."""
    joined = " ".join(cmdline)
    if "multiprocessing.resource_tracker" in joined:
        return "resource tracker"
    if "multiprocessing.spawn" in joined or "--multiprocessing-fork" in cmdline:
        return "parse worker"
    if cmdline == parent_cmdline:
        return "fork"
    return "other"


def own_memory_mb() -> dict[str, int]:
    """This process's resident memory (VmRSS) and its peak (VmHWM), in MB."""
    out = {}
    for line in (PROC / "self" / "status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            out[key] = int(value.split()[0]) // 1024
    return out


def private_kb(rollup: str) -> int:
    """Private_Clean + Private_Dirty of a ``/proc/<pid>/smaps_rollup`` text, in KB."""
    total = 0
    for line in rollup.splitlines():
        if line.startswith(("Private_Clean:", "Private_Dirty:")):
            total += int(line.split()[1])
    return total


def vm_hwm_kb(status: str) -> int | None:
    """The VmHWM line of a ``/proc/<pid>/status`` text, in KB (None for a zombie, which has none)."""
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return None


def children(pid: int) -> set[int]:
    """The live children of ``pid``, whichever of its threads started them."""
    found: set[int] = set()
    try:
        tasks = list((PROC / str(pid) / "task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            found.update(int(c) for c in (task / "children").read_text().split())
        except OSError:  # the thread ended, or a kernel without CONFIG_PROC_CHILDREN
            continue
    return found


def _cmdline(pid: int | str) -> list[str] | None:
    try:
        raw = (PROC / str(pid) / "cmdline").read_bytes()
    except OSError:
        return None
    return [part.decode(errors="replace") for part in raw.split(b"\0") if part]


class ChildPeaks:
    """A daemon thread sampling this process's children's VmHWM until :meth:`stop`."""

    def __init__(self, interval: float = 0.1, clock: Callable[[], float] = time.perf_counter) -> None:
        self.interval = interval
        self._clock = clock  # what the walks' share of the run is timed by
        self.seen: dict[int, Child] = {}
        self._pid = os.getpid()
        self._own = _cmdline("self") or []
        self._done = threading.Event()
        self._started = clock()
        self._walking = 0.0  # seconds spent reading forks' smaps_rollup
        self._thread = threading.Thread(target=self._run, name="child-peaks", daemon=True)

    def start(self) -> ChildPeaks:
        self._thread.start()
        return self

    def stop(self) -> dict[int, Child]:
        """Take a last sample, end the thread and return every child seen, by pid."""
        self._done.set()
        self._thread.join()
        self.sample()
        return self.seen

    def _run(self) -> None:
        while not self._done.wait(self.interval):
            self.sample()

    def sample(self) -> None:
        """Read each live child's VmHWM once and keep the largest per pid; a fork's private
        memory too while its reads stay within :data:`WALK_SHARE` of the run's time."""
        walk = self._walking <= WALK_SHARE * (self._clock() - self._started)
        for pid in children(self._pid):
            try:
                status = (PROC / str(pid) / "status").read_text()
            except OSError:  # it has just exited
                continue
            peak = vm_hwm_kb(status)
            child = self.seen.get(pid)
            if child is None:
                cmdline = _cmdline(pid)
                if cmdline is None:
                    continue
                child = self.seen[pid] = Child(pid, classify(cmdline, self._own))
            if peak is not None:
                child.peak_kb = max(child.peak_kb, peak)
            if child.kind == "fork" and walk:
                began = self._clock()
                try:
                    child.private_kb = max(child.private_kb, private_kb((PROC / str(pid) / "smaps_rollup").read_text()))
                except OSError:
                    pass
                self._walking += self._clock() - began

    def summary(self) -> dict[str, object]:
        """Per-kind peaks in MB: each parsing worker's in start order, the largest of each other kind."""
        by_kind: dict[str, list[int]] = {}
        for pid in sorted(self.seen):  # pids grow with start order (no wrap within one build)
            child = self.seen[pid]
            by_kind.setdefault(child.kind, []).append(round(child.peak_kb / 1024))
        workers = by_kind.get("parse worker", [])
        forks = [self.seen[pid] for pid in sorted(self.seen) if self.seen[pid].kind == "fork"]
        return {
            # In start order: with --jobs above 1, the event coreference's story workers, then the exports' fork.
            "fork_rss_mb": [round(c.peak_kb / 1024) for c in forks],
            "fork_private_mb": [round(c.private_kb / 1024) for c in forks],
            "parse_worker_rss_mb": workers,
            "parse_worker_max_rss_mb": max(workers, default=0),
            "fork_max_rss_mb": max(by_kind.get("fork", []), default=0),
            "other_child_max_rss_mb": max(by_kind.get("other", []), default=0),
        }
