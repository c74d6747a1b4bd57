"""report.json: every input with its status, reason and publication date."""

from __future__ import annotations

import datetime as dt
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from exporters.report import input_rows, report_data, write_report
from kg.cli import main
from kg.model import Article, Corpus, Extraction, InputProblem, PublicationDate

ROOT = Path(__file__).resolve().parents[2]


def _corpus() -> Corpus:
    ex = Extraction(
        article=Article(id="b", text="B.", path="b.txt"),
        dct=PublicationDate("2002-10-21", "dateline", 0.9, "BAGHDAD, 21 October"),
        sentences=(),
    )
    problems = (
        InputProblem("c.jsonl", "malformed JSON line: Expecting value", 2, "error"),
        InputProblem("a.pdf", "unsupported file type '.pdf'"),
    )
    return Corpus(extractions=(ex,), entities=(), events=(), problems=problems)


def test_rows_cover_every_input_in_path_order():
    rows = input_rows(_corpus())
    assert [(r["path"], r["status"]) for r in rows] == [("a.pdf", "skipped"), ("b.txt", "ok"), ("c.jsonl", "error")]
    ok = rows[1]
    assert (ok["date"], ok["date_source"], ok["reason"]) == ("2002-10-21", "dateline", "")
    assert rows[2]["line"] == 2 and "malformed" in rows[2]["reason"]


def test_report_counts_and_timestamp(tmp_path):
    now = dt.datetime(2024, 5, 1, 12, 0, 0, 123, tzinfo=dt.UTC)
    data = report_data(_corpus(), model="m", exit_code=1, inputs=["in\udce9"], now=now)
    assert data["created"] == "2024-05-01T12:00:00Z"
    assert data["counts"] == {"ok": 1, "skipped": 1, "error": 1}
    assert data["inputs_given"] == ["in\\xe9"]
    path = write_report(_corpus(), tmp_path / "report.json", model="m", exit_code=1)
    assert json.loads(path.read_text(encoding="utf-8"))["exit_code"] == 1
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_max_bytes_must_be_positive(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["build", "seeds", "--max-bytes", "0"])
    assert exc.value.code == 2 and "positive" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.model
def test_nothing_readable_is_exit_2_and_sigterm_handler_restored(tmp_path, nlp):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "empty.txt").write_text("")
    before = signal.getsignal(signal.SIGTERM)
    result = subprocess.run(
        [sys.executable, "-m", "kg", "build", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 2 and "no readable article" in result.stderr
    assert "empty.txt" in result.stderr and not (tmp_path / "out" / "report.json").exists()
    assert main(["build", str(tmp_path / "missing"), "-o", str(tmp_path / "out")]) == 2
    assert signal.getsignal(signal.SIGTERM) == before
