"""An entity's timeline written as text, CSV, JSON and Markdown, and read back."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from exporters.entity_timeline import TimelineOf, format_of, timeline_text, write_entity_timeline
from kg.errors import UsageError
from kg.model import TimelineRow

WHOSE = TimelineOf("entity:general-motors", "General Motors", "ORG")
ROWS = [
    TimelineRow("event:june", "GM cut jobs", "2009-06", "month", "fact", ("agent",), ("a1",), ("GM | files",)),
    TimelineRow(
        "event:sale",
        "=GM did not sell Opel",
        "2009-06-01",
        "day",
        "negated",
        ("agent", "patient"),
        ("a1", "a2"),
        ("GM files", ""),
    ),
    TimelineRow("event:plants", "GM close plants", "", "", "future", ("participant",), ("a2",), ("",)),
]


def test_text_lists_date_granularity_factuality_roles_label_and_sources() -> None:
    lines = timeline_text(ROWS, WHOSE).splitlines()
    assert lines[0] == "General Motors (ORG, entity:general-motors): 3 events"
    assert lines[1].split()[:4] == ["2009-06", "month", "fact", "agent"]
    assert lines[2].split()[:3] == ["2009-06-01", "day", "negated"] and lines[2].endswith("2 articles: a1, a2")
    assert lines[3].startswith("undated") and "future" in lines[3]
    assert "not reported as having happened" in lines[-1]


def test_text_names_the_first_five_sources_and_counts_the_rest() -> None:
    many = TimelineRow("event:x", "x", "2009", "year", "fact", ("agent",), tuple(f"a{i}" for i in range(12)))
    assert timeline_text([many], WHOSE).splitlines()[1].endswith("12 articles: a0, a1, a2, a3, a4 and 7 more")


@pytest.mark.parametrize("suffix", [".txt", ".csv", ".json", ".md", ""])
def test_every_format_is_written_atomically_and_identically_twice(tmp_path: Path, suffix: str) -> None:
    path = write_entity_timeline(ROWS, WHOSE, tmp_path / f"gm{suffix}")
    first = path.read_bytes()
    assert first and write_entity_timeline(ROWS, WHOSE, path).read_bytes() == first
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"gm{suffix}"]


def test_csv_reads_back_one_row_per_event_safe_for_spreadsheets(tmp_path: Path) -> None:
    path = write_entity_timeline(ROWS, WHOSE, tmp_path / "gm.csv")
    rows = list(csv.DictReader(path.open(encoding="utf-8", newline="")))
    assert [r["event"] for r in rows] == ["event:june", "event:sale", "event:plants"]
    assert [r["date"] for r in rows] == ["2009-06", "2009-06-01", "undated"]
    assert rows[1]["label"] == "'=GM did not sell Opel"  # never a formula
    assert (rows[1]["factuality"], rows[1]["roles"], rows[1]["source_count"]) == ("negated", "agent | patient", "2")
    assert rows[1]["sources"] == "a1 | a2"


def test_json_reads_back_with_titles_and_null_dates(tmp_path: Path) -> None:
    doc = json.loads(write_entity_timeline(ROWS, WHOSE, tmp_path / "gm.json").read_text(encoding="utf-8"))
    assert (doc["entity"], doc["name"], doc["type"]) == ("entity:general-motors", "General Motors", "ORG")
    events = doc["events"]
    assert [e["date"] for e in events] == ["2009-06", "2009-06-01", None]
    assert events[1]["sources"] == [{"id": "a1", "title": "GM files"}, {"id": "a2", "title": ""}]
    assert [e["factuality"] for e in events] == ["fact", "negated", "future"]


def test_markdown_is_one_table_row_per_event_with_pipes_escaped(tmp_path: Path) -> None:
    text = write_entity_timeline(ROWS, WHOSE, tmp_path / "gm.md").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith(("| Date", "| ---"))]
    assert len(rows) == 3
    assert rows[0].startswith("| 2009-06 (month) | fact | agent | GM cut jobs | a1 (GM \\| files) |")
    assert rows[2].startswith("| undated | future |")


def test_an_unknown_suffix_is_a_usage_error_naming_the_choices(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"\.txt, \.csv, \.json or \.md"):
        format_of(tmp_path / "gm.html")
    assert not (tmp_path / "gm.html").exists()
