"""benchmarks/identity.py: two build folders compared byte for byte, a report's creation time aside."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "identity.py"
_spec = importlib.util.spec_from_file_location("identity", _PATH)
assert _spec is not None and _spec.loader is not None
identity = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(identity)


def _folder(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_only_the_reports_creation_time_may_differ(tmp_path):
    report = '{"kg_version": "0.1.0", "created": "%s", "files": {"graph.json": "ab12"}}'
    before = _folder(tmp_path / "a", {"seeds/report.json": report % "2026-01-01T00:00:00Z", "seeds/graph.json": "{}"})
    after = _folder(tmp_path / "b", {"seeds/report.json": report % "2026-02-02T10:00:00Z", "seeds/graph.json": "{}"})
    assert identity.compare(before, after) == []


def test_a_changed_byte_and_a_missing_file_are_reported(tmp_path):
    before = _folder(tmp_path / "a", {"seeds/graph.json": "{}", "timebank.out.jsonl": "x\n"})
    after = _folder(tmp_path / "b", {"seeds/graph.json": "{ }", "extra.log": ""})
    assert identity.compare(before, after) == [
        f"only in {before}: timebank.out.jsonl",
        f"only in {after}: extra.log",
        "differs: seeds/graph.json",
    ]
    report = '{"created": "2026-01-01T00:00:00Z", "model": "%s"}'
    one = _folder(tmp_path / "c", {"report.json": report % "en_core_web_sm"})
    other = _folder(tmp_path / "d", {"report.json": report % "en_core_web_md"})
    assert identity.compare(one, other) == ["differs: report.json"]
