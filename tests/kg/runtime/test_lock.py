"""One kg writing into a folder at a time: the lock, the CLI's refusal, its release on kill -9, and a
lock file that is not kg's (a link, a hard link, a pipe, someone's file) refused, never written."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kg.cli import main
from kg.errors import OutputError
from kg.runtime.lock import BUILD_LOCK, output_lock

ROOT = Path(__file__).resolve().parents[3]


def test_a_second_holder_is_refused_naming_the_first_and_the_lock_is_free_after(tmp_path: Path) -> None:
    lock = tmp_path / BUILD_LOCK
    with output_lock(lock, "kg build", tmp_path):
        assert re.fullmatch(r"\d+ kg build\n", lock.read_text())
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


def test_an_extract_into_a_locked_folder_fails_with_exit_2(tmp_path: Path, capsys) -> None:
    target = tmp_path / "out.jsonl"
    with output_lock(tmp_path / BUILD_LOCK, "kg extract", tmp_path):
        assert main(["extract", str(ROOT / "seeds"), "-o", str(target), "-q"]) == 2
    assert "another kg extract is writing to" in capsys.readouterr().err


def test_extract_into_a_folder_is_a_clean_exit_2_before_parsing(tmp_path: Path, capsys) -> None:
    assert main(["extract", str(ROOT / "seeds"), "-o", str(tmp_path), "-q"]) == 2
    err = capsys.readouterr().err
    assert "is a folder; kg extract writes one .jsonl file" in err and "Traceback" not in err


_HOLD = """
import sys, time
from pathlib import Path
from kg.runtime.lock import output_lock
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
    with pytest.raises(OutputError, match="cannot use the lock file .*remove it if it is not a file"):
        with output_lock(tmp_path / BUILD_LOCK, "kg build", tmp_path):
            pass


@pytest.mark.parametrize(
    "command",
    [
        ["extract", "{seeds}", "-o", "{out}/extractions.jsonl"],
        ["extract", "{seeds}", "--format", "parquet", "-o", "{out}/store"],
        ["read", "{seeds}", "-o", "{out}/articles.jsonl"],
        ["timeline", "Nobody", "{seeds}", "-o", "{out}/timeline.json"],
        ["build", "{seeds}", "-o", "{out}"],
    ],
    ids=["extract", "parquet", "read", "timeline", "build"],
)
def test_no_other_kg_writes_into_a_folder_a_build_holds(tmp_path: Path, capsys, command: list[str]) -> None:
    """kg extract -o out/extractions.jsonl and kg timeline -o out/timeline.json beside kg build -o out
    exited 0, leaving a folder that mixed three runs."""
    out = tmp_path / "out"
    out.mkdir()
    args = [a.format(seeds=ROOT / "seeds", out=out) for a in command]
    with output_lock(out / BUILD_LOCK, "kg build", out):
        started = time.monotonic()
        assert main(args if args[0] == "read" else [*args, "-q", "--no-cache"]) == 2
        assert time.monotonic() - started < 5  # refused before any parsing
    err = capsys.readouterr().err
    assert f"another kg build is writing to {out} (pid {os.getpid()})" in err and "Traceback" not in err
    assert sorted(p.name for p in out.iterdir()) == [BUILD_LOCK]


def _victim(tmp_path: Path) -> Path:
    victim = tmp_path / "notes.txt"
    victim.write_text("the user's own notes\n")
    return victim


@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_a_lock_file_linked_to_another_file_is_refused_and_that_file_left_whole(tmp_path: Path, link: str) -> None:
    """With out/.kg-build.lock a link to any file the user can write, kg build -o out emptied that file."""
    victim = _victim(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (os.symlink if link == "symbolic" else os.link)(victim, out / BUILD_LOCK)
    why = "symbolic link" if link == "symbolic" else "hard link"
    with pytest.raises(OutputError, match=why):
        with output_lock(out / BUILD_LOCK, "kg build", out):
            pass
    assert victim.read_text() == "the user's own notes\n"


def test_a_lock_file_holding_something_else_is_refused_and_left_whole(tmp_path: Path, capsys) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / BUILD_LOCK).write_text("not a lock at all, but something of the user's\n")
    assert main(["build", str(ROOT / "seeds"), "-o", str(out), "-q", "--no-cache"]) == 2
    assert "is not a kg lock file (it holds something else" in capsys.readouterr().err
    assert (out / BUILD_LOCK).read_text() == "not a lock at all, but something of the user's\n"


def test_a_pipe_in_place_of_the_lock_file_is_refused_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / BUILD_LOCK)
    with pytest.raises(OutputError, match="not a regular file"):
        with output_lock(tmp_path / BUILD_LOCK, "kg build", tmp_path):
            pass


def test_a_lock_file_of_an_older_kg_is_taken(tmp_path: Path) -> None:
    (tmp_path / BUILD_LOCK).write_text("4021\n")  # what kg wrote before it named the command
    with output_lock(tmp_path / BUILD_LOCK, "kg build", tmp_path):
        pass
    assert (tmp_path / BUILD_LOCK).read_bytes() == b""
