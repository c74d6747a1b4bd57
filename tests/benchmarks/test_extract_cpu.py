"""benchmarks/extract_cpu.py: checkouts timed alternately, and whether their outcomes' digests agree."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "extract_cpu.py"
_spec = importlib.util.spec_from_file_location("extract_cpu", _PATH)
assert _spec is not None and _spec.loader is not None
extract_cpu = importlib.util.module_from_spec(_spec)
sys.modules["extract_cpu"] = extract_cpu
_spec.loader.exec_module(extract_cpu)


def _fake_runs(monkeypatch: pytest.MonkeyPatch, digests: dict[str, str], order: list[str]) -> None:
    """Stand in for the timed runs: each checkout (the first entry of PYTHONPATH) reports its digest."""

    def run(command: list[str], env: dict[str, str], **_: object) -> subprocess.CompletedProcess:
        checkout = Path(env["PYTHONPATH"].split(":")[0]).name
        order.append(checkout)
        line = json.dumps({"kg": checkout, "cpu_s": 1.0, "digest": digests[checkout]})
        return subprocess.CompletedProcess(command, 0, stdout=line + "\n", stderr="")

    monkeypatch.setattr(extract_cpu.subprocess, "run", run)


def test_compare_alternates_and_passes_on_equal_digests(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    order: list[str] = []
    _fake_runs(monkeypatch, {"main": "d1", "branch": "d1"}, order)
    assert extract_cpu.compare(tmp_path / "store", [tmp_path / "main", tmp_path / "branch"], repeat=2) == 0
    assert order == ["main", "branch", "main", "branch"]


def test_compare_fails_when_a_digest_differs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys) -> None:
    _fake_runs(monkeypatch, {"main": "d1", "branch": "d2"}, [])
    assert extract_cpu.compare(tmp_path / "store", [tmp_path / "main", tmp_path / "branch"], repeat=1) == 1
    assert "DIFFER" in capsys.readouterr().out
