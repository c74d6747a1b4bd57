"""benchmarks/child_memory.py: each child's own peak, and a fork told apart from a spawned worker."""

from __future__ import annotations

import importlib.util
import multiprocessing
import sys
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "child_memory.py"
_spec = importlib.util.spec_from_file_location("child_memory", _PATH)
assert _spec is not None and _spec.loader is not None
child_memory = importlib.util.module_from_spec(_spec)
sys.modules["child_memory"] = child_memory  # dataclasses look their module up by name
_spec.loader.exec_module(child_memory)

MB = 2**20


def _hold(megabytes: int, conn: Connection) -> None:
    """Touch ``megabytes`` of memory, say so, and wait to be told to exit."""
    block = b"x" * (megabytes * MB)  # filled, so its pages are resident
    conn.send(len(block))
    conn.recv()


def test_vm_hwm_read_from_status_text() -> None:
    status = "Name:\tpython\nVmPeak:\t  900 kB\nVmHWM:\t  51200 kB\nVmRSS:\t  40000 kB\n"
    assert child_memory.vm_hwm_kb(status) == 51200
    assert child_memory.vm_hwm_kb("Name:\tpython\nState:\tZ (zombie)\n") is None


def test_children_classified_by_command_line() -> None:
    own = ["/usr/bin/python", "benchmarks/timed_build.py", "build", "c.jsonl"]
    spawned = ["/usr/bin/python", "-c", "from multiprocessing.spawn import spawn_main; spawn_main(tracker_fd=5)"]
    tracker = ["/usr/bin/python", "-c", "from multiprocessing.resource_tracker import main;main(4)"]
    assert child_memory.classify(own, own) == "fork"
    assert child_memory.classify([*spawned, "--multiprocessing-fork"], own) == "parse worker"
    assert child_memory.classify(tracker, own) == "resource tracker"
    assert child_memory.classify(["/bin/sh", "-c", "true"], own) == "other"


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
def test_spawned_worker_and_fork_each_get_their_own_peak() -> None:
    """A fork of a big parent is not mistaken for a worker, and each child's peak is its own."""
    peaks = child_memory.ChildPeaks()
    processes = []
    try:
        for method, megabytes in (("spawn", 120), ("fork", 40)):
            parent_end, child_end = multiprocessing.Pipe()
            process = multiprocessing.get_context(method).Process(target=_hold, args=(megabytes, child_end))
            process.start()
            processes.append((process, parent_end))
            assert parent_end.recv() == megabytes * MB
        peaks.sample()
    finally:
        for process, conn in processes:
            conn.send("exit")
            process.join(30)
    by_kind = {child.kind: child.peak_kb / 1024 for child in peaks.seen.values() if child.kind != "resource tracker"}
    assert set(by_kind) == {"parse worker", "fork"}
    assert by_kind["parse worker"] >= 120
    assert by_kind["fork"] >= 40
    summary = peaks.summary()
    assert summary["parse_worker_rss_mb"] == [summary["parse_worker_max_rss_mb"]]
    assert summary["parse_worker_max_rss_mb"] >= 120
    assert summary["fork_max_rss_mb"] >= 40
    assert summary["fork_private_mb"][0] >= 40  # what it allocated is its own, not its parent's


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
def test_thread_samples_until_stopped() -> None:
    parent_end, child_end = multiprocessing.Pipe()
    process = multiprocessing.get_context("fork").Process(target=_hold, args=(30, child_end))
    peaks = child_memory.ChildPeaks(interval=0.01).start()
    process.start()
    try:
        parent_end.recv()
        seen = peaks.stop()
    finally:
        parent_end.send("exit")
        process.join(30)
    assert seen[process.pid].kind == "fork"
    assert seen[process.pid].peak_kb >= 30 * 1024


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
def test_page_table_walks_kept_to_their_share_of_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fork's smaps_rollup is read only while the reads took at most WALK_SHARE of the time so far."""
    now = [0.0]
    walks = []

    def walk(rollup: str) -> int:  # each read of a fork's rollup "takes" half a second
        walks.append(now[0])
        now[0] += 0.5
        return 0

    monkeypatch.setattr(child_memory, "private_kb", walk)
    parent_end, child_end = multiprocessing.Pipe()
    process = multiprocessing.get_context("fork").Process(target=_hold, args=(1, child_end))
    process.start()
    try:
        parent_end.recv()
        peaks = child_memory.ChildPeaks(clock=lambda: now[0])
        for at in (0.0, 1.0, 30.0, 49.0, 51.0, 60.0):
            now[0] = max(now[0], at)
            peaks.sample()
    finally:
        parent_end.send("exit")
        process.join(30)
    # 0.5 s walked by 0.5 s; 1 % of the run covers it again only once the run is 50 s old.
    assert walks == [0.0, 51.0]
    assert peaks.seen[process.pid].kind == "fork"
