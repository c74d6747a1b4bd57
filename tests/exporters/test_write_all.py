"""write_all: the standard set of files, byte-identical for the same graph."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable
from pathlib import Path

import networkx as nx
import pytest

from exporters import write_all
from kg.errors import OutputError

EXPECTED = [
    "disagreements.json",
    "edges.csv",
    "graph.gexf",
    "graph.graphml",
    "graph.html",
    "graph.json",
    "nodes.csv",
    "timeline.html",
    "timeline.json",
]


def _reversed_copy(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """Same graph, nodes, edges and attributes inserted in reverse order."""
    g = nx.MultiDiGraph()
    g.graph.update(graph.graph)
    for node, data in reversed(list(graph.nodes(data=True))):
        g.add_node(node, **dict(reversed(list(data.items()))))
    for u, v, data in reversed(list(graph.edges(data=True))):
        g.add_edge(u, v, **dict(reversed(list(data.items()))))
    return g


def test_writes_all_files(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    paths = write_all(graph, tmp_path / "out")
    assert sorted(paths) == EXPECTED
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == EXPECTED
    assert all(p.stat().st_size > 0 for p in paths.values())


def test_deterministic(build: Callable[[], nx.MultiDiGraph], tmp_path: Path) -> None:
    first = write_all(build(), tmp_path / "a")
    second = write_all(build(), tmp_path / "b")
    shuffled = write_all(_reversed_copy(build()), tmp_path / "c")
    for name in EXPECTED:
        data = first[name].read_bytes()
        assert data == second[name].read_bytes(), name
        assert data == shuffled[name].read_bytes(), name


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_consumed_graph_gives_the_same_files_and_is_left_empty(
    build: Callable[[], nx.MultiDiGraph], tmp_path: Path, jobs: int
) -> None:
    kept, consumed = build(), build()
    write_all(kept, tmp_path / "kept", jobs=jobs)
    write_all(consumed, tmp_path / "consumed", jobs=jobs, consume=True)
    for name in EXPECTED:
        assert (tmp_path / "kept" / name).read_bytes() == (tmp_path / "consumed" / name).read_bytes(), name
    # Held once, not twice: what the exports worked from is gone; the kept graph is untouched.
    assert consumed.number_of_nodes() == consumed.number_of_edges() == 0 and not consumed.graph
    assert nx.utils.graphs_equal(kept, build())


def test_empty_graph(tmp_path: Path) -> None:
    paths = write_all(nx.MultiDiGraph(), tmp_path)
    assert sorted(paths) == EXPECTED


def test_two_processes_write_the_same_files_as_one(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    one = write_all(graph, tmp_path / "one", jobs=1)
    two = write_all(graph, tmp_path / "two", jobs=2)
    assert list(one) == list(two)
    for name in EXPECTED:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
    assert sorted(p.name for p in (tmp_path / "two").iterdir()) == EXPECTED  # no temporary file left


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("name", ["graph.gexf", "timeline.html", "disagreements.json"])
def test_a_file_that_cannot_be_written_is_an_output_error_naming_it(
    graph: nx.MultiDiGraph, tmp_path: Path, name: str, jobs: int
) -> None:
    out = tmp_path / "out"
    (out / name).mkdir(parents=True)  # a folder where the file must go
    with pytest.raises(OutputError, match=f"cannot write {re.escape(str(out / name))}"):
        write_all(graph, out, jobs=jobs)
    assert not [p for p in out.iterdir() if p.name.endswith(".tmp")]


def _extra(path: Path) -> None:
    path.write_text("written with the exports\n", encoding="utf-8")


def test_extra_files_are_written_with_the_exports_by_either_process(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    for jobs in (1, 2):
        out = tmp_path / str(jobs)
        paths = write_all(graph, out, jobs=jobs, also={"extra.txt": _extra})
        assert sorted(paths) == sorted([*EXPECTED, "extra.txt"])
        assert paths["extra.txt"] == out / "extra.txt"
        assert paths["extra.txt"].read_text(encoding="utf-8") == "written with the exports\n"


def test_a_failure_in_the_second_process_is_an_output_error_naming_the_file(
    graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    parent = os.getpid()

    def broken_in_child(path: Path) -> None:
        if os.getpid() == parent:
            time.sleep(0.3)  # holds the parent long enough for the child to take another file
            _extra(path)
        else:
            raise ValueError(f"cannot make {path.name}")

    extras = {f"extra{i}.txt": broken_in_child for i in range(3)}
    with pytest.raises(
        OutputError,
        match=r"writing extra\d\.txt in the second export process failed "
        r"\(ValueError: cannot make extra\d\.txt\)",
    ):
        write_all(graph, tmp_path, jobs=2, also=extras)


def test_files_are_shared_out_between_two_processes(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    parent = os.getpid()
    writers: dict[str, int] = {}

    def record(path: Path) -> None:
        time.sleep(0.2)  # every file takes a while: one process alone would not take them all
        writers[path.name] = os.getpid()  # the child's own copy of the dict: only its absence shows
        _extra(path)

    paths = write_all(graph, tmp_path, jobs=2, also={f"extra{i}.txt": record for i in range(4)})
    by_parent = {name for name, pid in writers.items() if pid == parent}
    assert by_parent and len(by_parent) < 4  # the child wrote the others
    assert all(paths[f"extra{i}.txt"].read_text(encoding="utf-8") == "written with the exports\n" for i in range(4))


@pytest.mark.parametrize("jobs", [1, 2])
def test_only_the_chosen_exports_are_written_and_others_left_alone(
    graph: nx.MultiDiGraph, tmp_path: Path, jobs: int
) -> None:
    full = write_all(graph, tmp_path / "full")
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.graphml").write_text("from an earlier build")
    paths = write_all(graph, out, jobs=jobs, only={"graph.gexf", "timeline.html"})
    assert sorted(paths) == ["graph.gexf", "timeline.html"]
    assert sorted(p.name for p in out.iterdir()) == ["graph.gexf", "graph.graphml", "timeline.html"]
    assert (out / "graph.graphml").read_text() == "from an earlier build"
    for name in paths:  # the same bytes as when every file is written
        assert paths[name].read_bytes() == full[name].read_bytes(), name


def test_no_export_chosen_writes_only_the_extra_files(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    paths = write_all(graph, tmp_path, only=(), also={"extra.txt": lambda path: path.write_text("x")})
    assert sorted(paths) == ["extra.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["extra.txt"]


def test_an_unknown_export_is_refused_before_anything_is_written(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="not an export: graph.gefx"):
        write_all(graph, tmp_path / "out", only={"graph.gefx"})
    assert not (tmp_path / "out").exists()


# A parent writing two slow extra files with a second process, so each process is inside one
# when the test kills the parent; each writer records who wrote it.
_SLOW_PARENT = """
import os, sys, time
from pathlib import Path
import networkx as nx
from exporters import write_all
from kg.files import atomic_open

def slow(path):
    with atomic_open(path) as fh:
        fh.write("x")
        fh.flush()
        # Renamed into place: the test must never read a pid file created but not yet written.
        Path(str(path) + ".tmp").write_text(str(os.getpid()))
        os.replace(str(path) + ".tmp", str(path) + ".pid")
        time.sleep(30)

write_all(nx.MultiDiGraph(), sys.argv[1], jobs=2, only=(), also={"a.slow": slow, "b.slow": slow})
"""


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie no one reaped yet counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc/self") or not hasattr(os, "fork"), reason="needs Linux /proc and fork")
def test_the_second_process_dies_with_a_killed_parent_and_removes_its_temporary_file(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    parent = subprocess.Popen([sys.executable, "-c", _SLOW_PARENT, str(tmp_path)], cwd=root)
    try:
        deadline = time.monotonic() + 60
        while len(list(tmp_path.glob("*.pid"))) < 2:
            assert parent.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        pids = {int(p.read_text()) for p in tmp_path.glob("*.pid")}
        assert parent.pid in pids and len(pids) == 2
        (child,) = pids - {parent.pid}
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    deadline = time.monotonic() + 5
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child)
    # The killed parent could not remove its temporary file; the child, stopped by a signal, did.
    temporaries = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(temporaries) == 1
    assert not (tmp_path / "a.slow").exists() and not (tmp_path / "b.slow").exists()


def test_no_second_process_when_the_machine_could_not_hold_a_copy(
    graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import kg.runtime.export_process

    monkeypatch.setattr(kg.runtime.export_process, "fork_fits", lambda: False)
    parent = os.getpid()
    writers: dict[str, int] = {}

    def record(path: Path) -> None:
        time.sleep(0.2)  # as above: a second process would take some of these
        writers[path.name] = os.getpid()
        _extra(path)

    paths = write_all(graph, tmp_path / "one", jobs=2, also={f"extra{i}.txt": record for i in range(4)})
    assert writers == {f"extra{i}.txt": parent for i in range(4)}  # every file written here
    reference = write_all(graph, tmp_path / "ref", jobs=1)
    for name in EXPECTED:
        assert paths[name].read_bytes() == reference[name].read_bytes(), name


@pytest.mark.parametrize("only", [None, {"graph.gexf", "timeline.json"}])
def test_work_two_files_share_is_done_before_the_second_process(
    graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, only: set[str] | None
) -> None:
    # Left to the writers, each process taking one of the two files would work it out again.
    import exporters

    done: list[tuple[str, int]] = []

    def noted(work: Callable[[object], object], files: tuple[str, str]) -> Callable[[object], object]:
        def run(g: object) -> object:
            done.append((files[0], os.getpid()))
            return work(g)

        return run

    monkeypatch.setattr(exporters, "SHARED", tuple((noted(w, f), f) for w, f in exporters.SHARED))
    write_all(graph, tmp_path / "out", jobs=2, only=only)
    assert done == ([] if only else [("graph.gexf", os.getpid()), ("timeline.html", os.getpid())])
