"""benchmarks/identical.py: digests of every output file of kg runs, and which files differ."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "identical.py"
_spec = importlib.util.spec_from_file_location("identical", _PATH)
assert _spec is not None and _spec.loader is not None
identical = importlib.util.module_from_spec(_spec)
sys.modules["identical"] = identical
_spec.loader.exec_module(identical)

# A stand-in for the kg command: writes what it was asked for, with contents set by an
# environment variable, so a test can make two "checkouts" that agree or differ.
_FAKE_KG = """
import json, os, sys
from pathlib import Path
args = sys.argv[1:]
out = Path(args[args.index("-o") + 1])
flavour = os.environ.get("FAKE_FLAVOUR", "a")
if args[0] == "read":
    out.write_text(json.dumps({"id": Path(args[1]).name, "text": "t"}) + "\\n")
elif args[0] == "extract":
    out.write_text(json.dumps({"events": flavour == "b"}) + "\\n")
else:
    out.mkdir(parents=True)
    (out / "graph.graphml").write_text("<graphml/>" + ("x" if flavour == "c" else ""))
    (out / "report.json").write_text(json.dumps({"created": os.environ.get("FAKE_NOW", "1"),
                                                 "inputs_given": [str(Path(args[1]).resolve())]}))
"""


@pytest.fixture
def fake_kg(tmp_path: Path) -> list[str]:
    script = tmp_path / "fake_kg.py"
    script.write_text(_FAKE_KG)
    return [sys.executable, str(script)]


def _inputs(tmp_path: Path) -> tuple[str, str, str]:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "seeds").mkdir()
    (tmp_path / "quake").mkdir()
    (tmp_path / "corpus.in.jsonl").write_text("{}\n")
    return str(tmp_path / "seeds"), str(tmp_path / "quake"), str(tmp_path / "corpus.in.jsonl")


def _digest(fake_kg: list[str], tmp_path: Path, name: str) -> dict[str, str]:
    """Digest the same inputs (made once) from a work folder of its own, as a second checkout would."""
    if not (tmp_path / "inputs").exists():
        _inputs(tmp_path / "inputs")
    inputs = tmp_path / "inputs"
    work = tmp_path / name
    work.mkdir()
    return identical.digest(
        fake_kg,
        work,
        builds=[str(inputs / "seeds")],
        read_builds=[str(inputs / "quake")],
        extracts=[str(inputs / "corpus.in.jsonl")],
    )


def test_every_output_file_of_every_run_is_digested(fake_kg: list[str], tmp_path: Path) -> None:
    digests = _digest(fake_kg, tmp_path, "one")
    assert sorted(digests) == [
        "build-seeds/output/graph.graphml",
        "build-seeds/output/report.json",
        "extract-corpus.in/extract.jsonl",
        "read-build-quake/output/graph.graphml",
        "read-build-quake/output/report.json",
        "read-build-quake/read.jsonl",
    ]


def test_the_same_code_run_twice_elsewhere_and_later_is_identical(
    fake_kg: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAKE_NOW", "2026-01-01T00:00:00Z")
    first = _digest(fake_kg, tmp_path, "one")
    monkeypatch.setenv("FAKE_NOW", "2026-01-01T00:00:09Z")
    assert identical.differences(first, _digest(fake_kg, tmp_path, "two")) == []


def test_a_changed_output_is_named(fake_kg: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = _digest(fake_kg, tmp_path, "one")
    monkeypatch.setenv("FAKE_FLAVOUR", "b")
    assert identical.differences(before, _digest(fake_kg, tmp_path, "two")) == [
        "differs:       extract-corpus.in/extract.jsonl"
    ]
    monkeypatch.setenv("FAKE_FLAVOUR", "c")
    assert identical.differences(before, _digest(fake_kg, tmp_path, "three")) == [
        "differs:       build-seeds/output/graph.graphml",
        "differs:       read-build-quake/output/graph.graphml",
    ]


def test_missing_and_new_files_are_named() -> None:
    assert identical.differences({"a": "1", "b": "2"}, {"b": "2", "c": "3"}) == [
        "missing after: a",
        "new after:     c",
    ]


def test_report_json_differs_when_anything_but_its_time_and_paths_does(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    for root, when in ((one, "2026-01-01T00:00:00Z"), (two, "2027-05-05T10:10:10Z")):
        root.mkdir()
        report = {"created": when, "inputs_given": [f"{root}/in.jsonl"], "counts": {"ok": 3}}
        (root / "report.json").write_text(json.dumps(report, indent=2))
    assert identical.file_digests(one) == identical.file_digests(two)
    (two / "report.json").write_text((two / "report.json").read_text().replace('"ok": 3', '"ok": 4'))
    assert identical.file_digests(one) != identical.file_digests(two)


def test_the_command_line_compares_and_fails_on_a_difference(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.json").write_text(json.dumps({"x/graph.html": "1", "x/report.json": "2"}))
    (tmp_path / "b.json").write_text(json.dumps({"x/graph.html": "1", "x/report.json": "3"}))
    assert identical.main(["compare", str(tmp_path / "a.json"), str(tmp_path / "a.json")]) == 0
    assert "identical: 2 files" in capsys.readouterr().out
    assert identical.main(["compare", str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 1
    assert "differs:       x/report.json" in capsys.readouterr().out


def test_a_failing_kg_run_stops_the_digest(tmp_path: Path) -> None:
    seeds, _, _ = _inputs(tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    with pytest.raises(SystemExit, match="failed"):
        identical.digest([sys.executable, "-c", "raise SystemExit(3)"], work, builds=[seeds])
