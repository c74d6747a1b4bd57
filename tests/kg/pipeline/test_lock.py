"""One kg writing an output at a time: the lock, the CLI's refusal, and its release on kill -9."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kg.cli import main
from kg.errors import OutputError
from kg.pipeline.lock import BUILD_LOCK, output_lock

ROOT = Path(__file__).resolve().parents[3]


def test_a_second_holder_is_refused_naming_the_first_and_the_lock_is_free_after(tmp_path: Path) -> None:
    lock = tmp_path / BUILD_LOCK
    with output_lock(lock, "kg build", tmp_path):
        assert lock.read_text().strip().isdigit()
        # flock locks belong to an open file: a second open in this process conflicts too.
        with pytest.raises(OutputError, match=r"another kg build is writing to .* \(pid \d+\); wait for it"):
            with output_lock(lock, "kg build", tmp_path):
                pass
    with output_lock(lock, "kg build", tmp_path):
        pass


def test_a_build_into_a_locked_folder_fails_at_once_with_exit_2(tmp_path: Path, capsys) -> None:
    out = tmp_path / "out"
    out.mkdir()
    stale = out / ".graph.gexf.0123456789ab.tmp"
    stale.write_text("the other build's file")
    with output_lock(out / BUILD_LOCK, "kg build", out):
        started = time.monotonic()
        code = main(["build", str(ROOT / "seeds"), "-o", str(out), "-q"])
        assert time.monotonic() - started < 5  # refused before any parsing
    assert code == 2
    err = capsys.readouterr().err
    assert "another kg build is writing to" in err and "choose another -o" in err
    assert "Traceback" not in err
    assert stale.exists()  # a temporary file of a build still running is not touched
    assert sorted(p.name for p in out.iterdir()) == sorted([BUILD_LOCK, stale.name])


def test_an_extract_into_a_locked_file_fails_with_exit_2(tmp_path: Path, capsys) -> None:
    target = tmp_path / "out.jsonl"
    with output_lock(tmp_path / ".out.jsonl.kg-extract.lock", "kg extract", target):
        assert main(["extract", str(ROOT / "seeds"), "-o", str(target), "-q"]) == 2
    assert "another kg extract is writing to" in capsys.readouterr().err


def test_extract_into_a_folder_is_a_clean_exit_2_before_parsing(tmp_path: Path, capsys) -> None:
    assert main(["extract", str(ROOT / "seeds"), "-o", str(tmp_path), "-q"]) == 2
    err = capsys.readouterr().err
    assert "is a folder; kg extract writes one .jsonl file" in err and "Traceback" not in err


_HOLD = """
import sys, time
from pathlib import Path
from kg.pipeline.lock import output_lock
with output_lock(Path(sys.argv[1]), "kg build", Path(sys.argv[1]).parent):
    print("held", flush=True)
    time.sleep(60)
"""


def test_a_lock_held_by_a_process_killed_with_sigkill_is_free_at_once(tmp_path: Path) -> None:
    lock = tmp_path / BUILD_LOCK
    holder = subprocess.Popen([sys.executable, "-c", _HOLD, str(lock)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        with pytest.raises(OutputError, match=rf"\(pid {holder.pid}\)"):
            with output_lock(lock, "kg build", tmp_path):
                pass
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    with output_lock(lock, "kg build", tmp_path):
        pass


def test_the_lock_file_is_left_empty(tmp_path: Path) -> None:
    lock = tmp_path / BUILD_LOCK
    with output_lock(lock, "kg build", tmp_path):
        pass
    assert lock.read_bytes() == b""  # outputs of two builds compare equal, whatever their pids


def test_a_lock_file_that_cannot_be_opened_is_an_output_error(tmp_path: Path) -> None:
    (tmp_path / BUILD_LOCK).mkdir()
    with pytest.raises(OutputError, match="cannot open the lock file .*remove it if it is not a file"):
        with output_lock(tmp_path / BUILD_LOCK, "kg build", tmp_path):
            pass
