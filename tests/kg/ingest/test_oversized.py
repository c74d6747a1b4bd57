"""Oversized inputs and endless lines are skipped in bounded memory: estimating and reading alike."""

from __future__ import annotations

import json
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from kg.ingest.read import estimate_articles, read_inputs
from kg.model import Article, InputProblem

SIZE = 24 << 20  # an input many times the limit below; the benchmark goes to 1 GB
LIMIT = 100_000
BOUND = 4 << 20  # what reading may hold at once, far below SIZE


def _peak(work: Callable[[], object]) -> int:
    tracemalloc.start()
    try:
        work()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _write(path: Path, head: bytes, fill: bytes, tail: bytes) -> Path:
    with path.open("wb") as fh:
        fh.write(head)
        for _ in range(SIZE // len(fill)):
            fh.write(fill)
        fh.write(tail)
    return path


def test_an_endless_json_line_is_counted_and_skipped_in_bounded_memory(tmp_path):
    """A JSONL line of 1.5 GB without a newline peaked at 3.3 GB, in the progress estimate."""
    _write(tmp_path / "feed.jsonl", b'{"text": "', b"x" * 65536, b'"}')  # no newline, ever
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps({"text": "The bridge reopened on Monday."}) + "\n\n")
    assert _peak(lambda: estimate_articles([tmp_path], max_bytes=LIMIT)) < BOUND
    assert estimate_articles([tmp_path], max_bytes=LIMIT) == 2
    items: list[Article | InputProblem] = []
    assert _peak(lambda: items.extend(read_inputs([tmp_path], LIMIT))) < BOUND
    assert [type(i).__name__ for i in items] == ["InputProblem", "Article"]
    assert "line too large" in items[0].reason  # type: ignore[union-attr]


def test_an_oversized_json_file_is_counted_unread(tmp_path):
    """The progress estimate read a 1 GB .json whole (1.5 GB at its peak) before it was skipped."""
    _write(tmp_path / "big.json", b'[{"text": "', b"y" * 65536, b'"}]')
    assert _peak(lambda: estimate_articles([tmp_path], max_bytes=LIMIT)) < BOUND
    assert estimate_articles([tmp_path], max_bytes=LIMIT) == 1
    items = []
    assert _peak(lambda: items.extend(read_inputs([tmp_path], LIMIT))) < BOUND
    assert len(items) == 1 and "too large" in items[0].reason


def test_a_huge_report_json_in_an_input_folder_is_not_read_whole(tmp_path):
    """Whether a folder is kg's output is told from its report.json's opening when the file is large."""
    out = tmp_path / "old-output"
    out.mkdir()
    _write(out / "report.json", b'{\n  "kg_version": "0.1.0",\n  "inputs_given": ["', b"z" * 65536, b'"]}')
    (tmp_path / "story.txt").write_text("The bridge reopened on Monday.")
    items = []
    assert _peak(lambda: items.extend(read_inputs([tmp_path], LIMIT))) < BOUND
    assert [getattr(i, "id", None) for i in items if isinstance(i, Article)] == ["story"]
