"""write_all: the standard set of files, byte-identical for the same graph."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import networkx as nx

from exporters import write_all

EXPECTED = [
    "disagreements.json", "edges.csv", "graph.gexf", "graph.graphml", "graph.html", "graph.json", "nodes.csv",
    "timeline.html", "timeline.json",
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


def test_a_failure_in_the_second_process_is_an_output_error(graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    import pytest

    from exporters import FORKED
    from kg.errors import OutputError

    out = tmp_path / "out"
    (out / FORKED[0]).mkdir(parents=True)  # a folder where the child must put a file
    with pytest.raises(OutputError, match=FORKED[0]):
        write_all(graph, out, jobs=2)
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


def test_a_failing_extra_writer_in_the_second_process_is_an_output_error(graph: nx.MultiDiGraph,
                                                                          tmp_path: Path) -> None:
    import pytest

    from kg.errors import OutputError

    def broken(path: Path) -> None:
        raise OSError(f"cannot write {path.name}")

    with pytest.raises(OutputError, match="cannot write extra.txt"):
        write_all(graph, tmp_path, jobs=2, also={"extra.txt": broken})
