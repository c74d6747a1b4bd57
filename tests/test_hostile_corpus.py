"""Issue 18's corpus: every hostile or unlucky input at once, through ``kg build``.

The build must finish (exit 1: some inputs are bad), put every good article in
the graph, name each bad one in report.json with its reason, print no
traceback, and write CSV files that a spreadsheet opens safely.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from kg.cli import main

pytestmark = [pytest.mark.model, pytest.mark.slow]

GOOD = "The mayor of {city} resigned on Friday after a vote in the council."


def _corpus(folder: Path) -> dict[str, str]:
    """Write the corpus; return {file name: expected status in report.json}."""
    files: dict[str, tuple[str | bytes, str]] = {
        "good.txt": ("Reuters reported on Monday that the mayor of Oslo resigned.", "ok"),
        # Nesting and integer size past Python's limits: malformed JSON, not a crash.
        "nested.json": ("[" * 1000 + "]" * 1000, "error"),
        "digits.json": ('{"text": "A story.", "n": ' + "9" * 4301 + "}", "error"),
        # Dates at the calendar's edges, and a partial date with no year to anchor it.
        "first-day.json": (json.dumps({"date": "0001-01-01", "text": "The army attacked yesterday."}), "ok"),
        "last-day.json": (json.dumps({"date": "9999-12-31", "text": "The army will attack tomorrow."}), "ok"),
        "monday.json": (json.dumps({"date": "9999-12-30", "text": "The army will attack on Monday."}), "ok"),
        "week.json": (json.dumps({"text": "The talks happen in the first week of December."}), "ok"),
        "bc.json": (
            json.dumps(
                {
                    "date": "2002-10-10",
                    "text": "Rome was founded in 753 BC. In the year 10000 robots rule. " + GOOD.format(city="Rome"),
                }
            ),
            "ok",
        ),
        # Formula injection and a lone carriage return in metadata.
        "formula.json": (
            json.dumps(
                {
                    "id": "=1+1",
                    "title": '=HYPERLINK("http://evil","y")',
                    "source": "@SUM(1,2)",
                    "text": GOOD.format(city="Lyon"),
                }
            ),
            "ok",
        ),
        "minus.json": (json.dumps({"id": "-2+3", "title": "\tTab", "text": GOOD.format(city="Nantes")}), "ok"),
        "cr.json": (json.dumps({"title": "a\rb", "source": "x\ry", "text": GOOD.format(city="Nice")}), "ok"),
        # Valid HTML5 without </head>, and markup that is quadratic for html.parser.
        "nohead.html": (
            "<!doctype html><html><head><title>T</title><body><p>" + GOOD.format(city="Turin") + "</p></body></html>",
            "ok",
        ),
        "tags.html": ("<a" * 20_000, "skipped"),
        # Longer than one parse (the text is cut into pieces, offsets kept).
        "long.txt": ("The minister spoke in Paris on Monday. " * 3100, "ok"),
        # One whitespace-free run of 40,000 characters.
        "dashes.txt": ("-a" * 20_000 + "\n\n" + GOOD.format(city="Bern"), "ok"),
        # Names no ASCII slug can tell apart, and a name that retitles a terminal.
        "новости.txt": (GOOD.format(city="Kazan"), "ok"),
        "新闻一.txt": (GOOD.format(city="Wuhan"), "ok"),
        "新闻二.txt": (GOOD.format(city="Xian"), "ok"),
        "\x1b]0;pwned\x07.txt": (GOOD.format(city="Porto"), "ok"),
        "a b.txt": (GOOD.format(city="Graz"), "ok"),
        "a-b.txt": (GOOD.format(city="Linz"), "ok"),
    }
    for name, (content, _) in files.items():
        path = folder / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    # One bad line in a JSON lines file costs only that line.
    lines = [
        json.dumps({"id": "line-ok", "text": GOOD.format(city="Bonn")}),
        '{"text": "x", "n": ' + "9" * 5000 + "}",
        "[" * 5000,
    ]
    (folder / "mixed.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return {name: status for name, (_, status) in files.items()}


def test_hostile_corpus_builds_with_every_good_article(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inputs, out = tmp_path / "in", tmp_path / "in" / "out"  # the output folder inside the input folder
    inputs.mkdir()
    expected = _corpus(inputs)

    code = main(["build", str(inputs), "-o", str(out), "-q", "--jobs", "1"])
    captured = capsys.readouterr()
    assert code == 1, captured.err
    assert "Traceback" not in captured.err + captured.out
    assert "\x1b" not in captured.err + captured.out and "\x07" not in captured.err + captured.out

    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    rows = {Path(r["path"]).name: r for r in report["inputs"] if r["line"] is None}
    for name, status in expected.items():
        row = rows.get(name) or next(r for p, r in rows.items() if p.endswith(".txt") and "pwned" in p)
        if status == "ok":
            assert row["status"] == "ok", (name, row)
        else:
            assert row["status"] != "ok" and row["reason"], (name, row)
    by_line = {r["line"]: r for r in report["inputs"] if r["path"].endswith("mixed.jsonl")}
    assert by_line[1]["status"] == "ok"
    assert by_line[2]["status"] == "error" and by_line[3]["status"] == "error"

    # Every good article is extracted and feeds the graph.
    ok_ids = {r["id"] for r in report["inputs"] if r["status"] == "ok"}
    assert len(ok_ids) == sum(s == "ok" for s in expected.values()) + 1
    extracted = {json.loads(line)["id"] for line in (out / "extractions.jsonl").read_text().splitlines()}
    assert extracted == ok_ids
    sources = {s for row in _csv_rows(out / "nodes.csv") for s in row["sources"].split(" | ") if s}
    assert {"good", "line-ok"} <= sources

    # Anchors are unique whatever the article ids.
    page = (out / "timeline.html").read_text(encoding="utf-8")
    anchors = re.findall(r'id="(doc-[^"]*)"', page)
    assert len(anchors) >= 10 and len(anchors) == len(set(anchors))

    # A second build reads the same inputs: the output folder is never read back.
    main(["build", str(inputs), "-o", str(out), "-q", "--jobs", "1"])
    capsys.readouterr()
    again = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert again["counts"] == report["counts"]


def _csv_rows(path: Path) -> list[dict[str, str]]:
    """Rows of a kg CSV file, checked as a spreadsheet would meet them."""
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    header, body = rows[0], rows[1:]
    for row in body:
        assert len(row) == len(header), row
        for cell in row:
            assert not cell or cell[0] not in "=+-@\t\r", cell
    return [dict(zip(header, row)) for row in body]


def test_hostile_csv_cells_are_neutralised(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inputs, out = tmp_path / "in", tmp_path / "out"
    inputs.mkdir()
    _corpus(inputs)
    main(["build", str(inputs), "-o", str(out), "-q", "--jobs", "1", "--formats", "csv"])
    capsys.readouterr()
    nodes = _csv_rows(out / "nodes.csv")
    _csv_rows(out / "edges.csv")
    cells = {cell for row in nodes for cell in row.values()}
    assert "'=1+1" in cells or any(c.startswith("'=") for c in cells)
