"""Forked helpers: the memory check before a fork, a child that dies with its parent, freed memory given back."""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import time
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from kg.runtime import forks, memory
from kg.runtime.forks import die_with_parent, fork_fits, forks_that_fit, resident_mb


@pytest.mark.parametrize(
    ("available", "resident", "fits"),
    [
        ("8000000", "2000000", True),
        ("2000000", "8000000", False),
        ("1000", "1000", False),
        # the 100,000-article build the kernel killed: about as much free as the parent held
        ("12000000", "11700000", False),
        ("x", "1000", True),
    ],
)
def test_fork_fits_wants_room_for_half_as_much_again_as_this_process(
    tmp_path: Path, available: str, resident: str, fits: bool
) -> None:
    meminfo, status = tmp_path / "meminfo", tmp_path / "status"
    meminfo.write_text(f"MemTotal:       24684000 kB\nMemAvailable:   {available} kB\n")
    status.write_text(f"Name:\tpython\nVmHWM:\t 9999999 kB\nVmRSS:\t {resident} kB\n")
    assert fork_fits(meminfo, status) is fits
    assert fork_fits(tmp_path / "missing", status)  # figures not to be had: fork as before


def test_forks_that_fit_count_children_at_a_share_of_this_process(tmp_path: Path) -> None:
    meminfo, status = tmp_path / "meminfo", tmp_path / "status"
    meminfo.write_text("MemAvailable:   9000000 kB\n")
    status.write_text("VmRSS:\t 2000000 kB\n")
    assert forks_that_fit(1.0, meminfo, status) == 4
    assert forks_that_fit(0.5, meminfo, status) == 9
    assert forks_that_fit(0.5, tmp_path / "missing", status) > 1000  # no figures: as many as asked


def test_resident_mb_reads_this_process_or_says_zero(tmp_path: Path) -> None:
    status = tmp_path / "status"
    status.write_text("Name:\tpython\nVmRSS:\t 2048000 kB\n")
    assert resident_mb(status) == 2000
    assert resident_mb(tmp_path / "missing") == 0


def _orphan(ready: multiprocessing.synchronize.Event, pids: Connection) -> None:
    """A middle process whose own child asks to die with it, then the middle one exits."""
    context = multiprocessing.get_context("fork")
    child = context.Process(target=_wait_forever, args=(ready,))
    child.start()
    pids.send(child.pid)
    ready.wait(10)
    os._exit(0)


def _wait_forever(ready: multiprocessing.synchronize.Event) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()
    ready.set()
    time.sleep(60)


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="prctl is Linux's")
def test_a_child_that_asked_dies_when_its_parent_does() -> None:
    context = multiprocessing.get_context("fork")
    ready = context.Event()
    pids, sender = context.Pipe(duplex=False)  # send() is written at once: the sender exits right after
    middle = context.Process(target=_orphan, args=(ready, sender))
    middle.start()
    assert pids.poll(10), "the middle process sent no pid"
    grandchild = pids.recv()
    middle.join(10)
    for _ in range(100):
        if not Path(f"/proc/{grandchild}").exists() or "Z" in _state(grandchild):
            break
        time.sleep(0.05)
    else:
        os.kill(grandchild, signal.SIGKILL)
        pytest.fail("the child outlived its parent")


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def test_freed_memory_goes_back_to_the_kernel_where_glibc_is_the_allocator() -> None:
    # Blocks freed in the middle of glibc's heap stay resident until trimmed. 64 kB blocks are under
    # glibc's mmap threshold (128 kB), so they are in the heap; they are made with the C allocator
    # itself, so the figure does not depend on Python's own.
    if memory._malloc_trim() is None:
        pytest.skip("not glibc: nothing to give back")
    libc = ctypes.CDLL(None)
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    blocks = [libc.malloc(64 << 10) for _ in range(1600)]  # 100 MB
    for block in blocks:
        ctypes.memset(block, 1, 64 << 10)  # touched, so resident
    keep = blocks[-1]  # the heap's top stays in use: only a trim gives back what is under it
    for block in blocks[:-1]:
        libc.free(block)
    before = forks.resident_mb()
    assert memory.give_back_freed_memory() is True
    after = forks.resident_mb()
    libc.free(keep)
    assert before - after > 60, (before, after)
