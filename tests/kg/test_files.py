"""kg.files: atomic writes; every output file goes through them."""

from __future__ import annotations

from pathlib import Path

from kg.files import atomic_open, atomic_write_bytes, atomic_write_text, stale_temporaries


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "out.txt"
    atomic_write_text(target, "one")
    atomic_write_bytes(target, "twö\n".encode())
    assert target.read_text(encoding="utf-8") == "twö\n"
    assert sorted(p.name for p in target.parent.iterdir()) == ["out.txt"]


def test_stale_temporaries_are_exactly_those_atomic_open_makes(tmp_path: Path) -> None:
    with atomic_open(tmp_path / "graph.gexf") as fh:
        fh.write("x")
        (own,) = tmp_path.iterdir()  # the temporary file of an unfinished write
        assert stale_temporaries(tmp_path, ["graph.gexf", "nodes.csv"]) == [own]
    assert stale_temporaries(tmp_path, ["graph.gexf"]) == []
    lookalikes = [
        ".graph.gexf.0123456789ab.tmp.keep",
        ".graph.gexf.0123456789a.tmp",
        ".notes.0123456789ab.tmp",
        "graph.gexf.0123456789ab.tmp",
        ".graph.gexf.0123456789AB.tmp",
        ".graphXgexf.0123456789ab.tmp",
    ]
    for name in lookalikes:
        (tmp_path / name).write_text("not ours")
    (tmp_path / ".nodes.csv.abcdef012345.tmp").mkdir()  # a folder is never removed
    stale = tmp_path / ".nodes.csv.0123456789ab.tmp"
    stale.write_text("left by kill -9")
    assert stale_temporaries(tmp_path, ["graph.gexf", "nodes.csv"]) == [stale]
    assert stale_temporaries(tmp_path, []) == []
