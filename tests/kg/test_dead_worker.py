"""A parse worker killed outright (the out-of-memory killer, kill -9) during ``kg build --jobs 2``:
the build parses its batch again and finishes, and a SIGTERM then ends kg within seconds, lock released."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from kg.pipeline.lock import BUILD_LOCK, output_lock
from tests.processes import kg_command

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.model, pytest.mark.slow]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("corpus")
    for i in range(160):  # five batches: well over the 48 articles kg parses without workers
        (folder / f"{i:03d}.txt").write_text(
            f"The council of Town{i} met on Friday and voted on the budget. Mayor Ana Berg{i} said the vote "
            "would cut taxes next year. Residents protested outside the hall on Saturday.\n",
            encoding="utf-8",
        )
    return folder


def _workers(parent: int) -> list[int]:
    """The spawned parse workers of ``parent`` (not its resource tracker)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        ppid = next((line.split()[1] for line in status.splitlines() if line.startswith("PPid:")), "")
        if ppid == str(parent) and b"spawn_main" in command:
            found.append(int(entry.name))
    return sorted(found)


def _kill_a_parsing_worker(build: subprocess.Popen, settle: float = 4.0) -> int:
    """kill -9 a worker once it has lived ``settle`` seconds (its model loaded, parsing)."""
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and build.poll() is None:
        workers = _workers(build.pid)
        if workers:
            time.sleep(settle)
            workers = _workers(build.pid)
            if workers:
                os.kill(workers[0], signal.SIGKILL)
                return workers[0]
        time.sleep(0.05)
    pytest.fail("no parse worker seen")


def _start(corpus: Path, out: Path) -> subprocess.Popen:
    return subprocess.Popen(
        kg_command("build", str(corpus), "-o", str(out), "--jobs", "2", "--no-cache", "-q"),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_killed_worker_costs_no_article_and_no_hang(corpus, tmp_path):
    out = tmp_path / "out"
    build = _start(corpus, out)
    try:
        _kill_a_parsing_worker(build)
        _, err = build.communicate(timeout=300)  # the old pool waited for the dead worker for ever
    finally:
        if build.poll() is None:
            build.kill()
    assert build.returncode == 0, err
    assert "a parsing process died (killed by SIGKILL)" in err and "Traceback" not in err
    rows = json.loads((out / "report.json").read_text())["inputs"]
    assert len(rows) == 160 and {r["status"] for r in rows} == {"ok"}


def test_sigterm_after_a_worker_died_ends_kg_within_seconds_with_the_lock_free(corpus, tmp_path):
    out = tmp_path / "out"
    build = _start(corpus, out)
    try:
        _kill_a_parsing_worker(build, settle=3.0)
        left = _workers(build.pid)
        build.send_signal(signal.SIGTERM)
        started = time.monotonic()
        _, err = build.communicate(timeout=120)  # the old pool blocked in Pool.terminate for minutes
        took = time.monotonic() - started
    finally:
        if build.poll() is None:
            build.kill()
    assert build.returncode == 128 + signal.SIGTERM, err
    assert took < 20, took  # a few seconds; generous for a machine shared with other work
    assert "interrupted" in err and "Traceback" not in err
    with output_lock(out / BUILD_LOCK, "kg build", out):  # free: a next build may start
        pass
    time.sleep(1)
    assert not [pid for pid in left if Path(f"/proc/{pid}").exists() and _state(pid) != "Z"]


def _state(pid: int) -> str:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return "Z"
    return next((line.split()[1] for line in status.splitlines() if line.startswith("State:")), "Z")
