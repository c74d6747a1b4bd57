"""The README's smaller promises, as an attacker tried them (issue 50, fault 10)."""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from kg.cli import main
from kg.errors import UsageError
from kg.graph.timeline import find_entity
from kg.pipeline import outputs
from kg.resolve.entities.aliases import load_aliases
from kg.runtime.cache import ExtractionCache

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.model
@pytest.mark.slow
def test_a_closed_stdout_after_a_good_build_is_no_error(tmp_path):
    """kg build ... | true gave a BrokenPipeError traceback and exit 1 after a good build."""
    build = subprocess.Popen(
        [sys.executable, "-m", "kg", "build", "seeds", "-o", str(tmp_path / "out"), "-q", "--no-cache"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert build.stdout is not None
    build.stdout.close()  # the reader is gone before kg prints its summary
    _, err = build.communicate(timeout=300)
    assert build.returncode == 0, err
    assert "Traceback" not in err and "BrokenPipe" not in err
    assert (tmp_path / "out" / "report.json").exists()


def test_a_deeply_nested_aliases_file_is_a_usage_error(tmp_path):
    """A nested --aliases TOML gave a RecursionError."""
    path = tmp_path / "aliases.toml"
    path.write_text("ignore = " + "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(UsageError, match="nested too deep"):
        load_aliases(path)


def test_a_cache_that_is_a_link_is_left_alone(tmp_path):
    target = tmp_path / "empty.db"
    target.write_bytes(b"")
    (tmp_path / "cache.sqlite").symlink_to(target)
    with ExtractionCache(tmp_path / "cache.sqlite") as cache:
        assert cache.problem and "symbolic link, device or pipe" in cache.problem
        assert cache.get_many(["k"]) == {}
    assert target.read_bytes() == b"" and sorted(p.name for p in tmp_path.iterdir()) == ["cache.sqlite", "empty.db"]


def test_a_cache_whose_journal_is_a_planted_link_is_left_alone(tmp_path):
    victim = tmp_path / "notes.txt"
    victim.write_text("the user's notes\n")
    (tmp_path / "cache.sqlite-wal").symlink_to(victim)
    with ExtractionCache(tmp_path / "cache.sqlite") as cache:
        assert cache.problem and "symbolic link" in cache.problem
    assert victim.read_text() == "the user's notes\n" and not (tmp_path / "cache.sqlite").exists()


def test_a_cache_that_is_a_device_gets_no_journal_beside_it(tmp_path):
    """--cache /dev/null left /dev/null-journal."""
    device = tmp_path / "null"
    try:
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # what /dev/null is
    except PermissionError:
        pytest.skip("making a device node needs root")
    with ExtractionCache(device) as cache:
        assert cache.problem and "device" in cache.problem
        cache.put_many([])
        cache.finish_build()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null"]


def test_a_long_timeline_name_is_not_echoed_whole():
    graph = nx.MultiDiGraph()
    graph.add_node("entity:ana-lind", kind="entity", label="Ana Lind", type="PERSON", aliases=["Ana Lind"])
    with pytest.raises(UsageError) as caught:
        find_entity(graph, "Q" * 10_000)
    assert len(str(caught.value)) < 400 and "QQQ…'" in str(caught.value)


def _store(path: Path, count: int) -> Path:
    from tests.kg.runtime.test_store import EXTRACTIONS, _write

    return _write(path, EXTRACTIONS[:count])


def _build(store: Path, out: Path) -> int:
    return main(["build", "--from-extractions", str(store), "-o", str(out), "-q", "-j", "1"])


def test_report_json_lists_each_output_with_its_digest(tmp_path):
    pytest.importorskip("pyarrow")
    out = tmp_path / "out"
    assert _build(_store(tmp_path / "a", 6), out) == 1  # 1: the store's own skipped inputs
    files = json.loads((out / "report.json").read_text())["files"]
    assert "graph.graphml" in files and "extractions.jsonl" in files and "report.json" not in files
    assert files["graph.json"]["bytes"] == (out / "graph.json").stat().st_size
    assert outputs.not_of_report(out) == []
    other = tmp_path / "other"
    assert _build(_store(tmp_path / "b", 4), other) == 1
    (out / "nodes.csv").write_bytes((other / "nodes.csv").read_bytes())  # one file of another build
    assert outputs.not_of_report(out) == ["nodes.csv"]


def test_a_full_disk_while_writing_is_exit_2_and_the_mix_is_shown(tmp_path, monkeypatch, capsys):
    """A full disk exited 2 ("nothing written") after six outputs were written: the files
    replaced are complete and new, report.json the previous build's, whose digests show them."""
    pytest.importorskip("pyarrow")
    out = tmp_path / "out"
    assert _build(_store(tmp_path / "a", 6), out) == 1
    before = (out / "report.json").read_bytes()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(outputs, "write_report", full)
    capsys.readouterr()
    assert _build(_store(tmp_path / "b", 4), out) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "report.json: No space left on device" in err and "Traceback" not in err
    assert (out / "report.json").read_bytes() == before
    mixed = outputs.not_of_report(out)
    assert "graph.graphml" in mixed and "extractions.jsonl" in mixed
    assert [p.name for p in out.iterdir() if p.name.endswith(".tmp")] == []
