"""The command line end to end, on the seeds and on bad input (needs the trained model)."""

import gc
import json
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest

from kg.cli import main

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"
OUTPUTS = (
    "graph.graphml",
    "graph.gexf",
    "graph.html",
    "graph.json",
    "timeline.json",
    "timeline.html",
    "nodes.csv",
    "edges.csv",
    "disagreements.json",
    "extractions.jsonl",
)

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def seeds_build(tmp_path_factory, nlp):
    out = tmp_path_factory.mktemp("out")
    code = main(["build", str(SEEDS), "-o", str(out), "-q"])
    return code, out


def test_build_writes_every_output(seeds_build):
    code, out = seeds_build
    assert code == 0
    for name in OUTPUTS:
        assert (out / name).stat().st_size > 0, name
    assert json.loads((out / "report.json").read_text())["settings"]["outputs"] == sorted(OUTPUTS)


@pytest.mark.acceptance
def test_seed_graph_has_the_merged_actors_and_events(seeds_build):
    _, out = seeds_build
    g = nx.read_graphml(out / "graph.graphml")
    nodes = {n: d for n, d in g.nodes(data=True)}
    people = {d["label"]: d for d in nodes.values() if d["kind"] == "entity"}
    saddam = people["Saddam Hussein"]
    assert saddam["type"] == "PERSON" and saddam["doc_count"] == 3
    assert {"Saddam", "Saddam Hussein"} <= set(saddam["aliases"].split(" | "))
    assert "President" in saddam["roles"].split(" | ")
    assert {"Colin Powell", "Tommy Franks", "United States"} <= set(people)
    assert not any(label in people for label in ("Saddam", "Powell", "US", "U.S."))
    us = people["United States"]
    assert {"US", "U.S.", "United States"} <= set(us["aliases"].split(" | "))
    amnesty = [d for d in nodes.values() if d["kind"] == "event" and d["label"] == "Saddam Hussein amnesty"]
    assert len(amnesty) == 1 and amnesty[0]["date"] == "2002-10-20" and amnesty[0]["doc_count"] == 3
    amnesty_id = next(n for n, d in nodes.items() if d is amnesty[0])
    saddam_id = next(n for n, d in nodes.items() if d is saddam)
    assert g.has_edge(amnesty_id, saddam_id)
    referendum = [d for d in nodes.values() if d["kind"] == "event" and d["label"] == "referendum"]
    assert [d["date"] for d in referendum] == ["2002-10-15"]
    docs = [d for d in nodes.values() if d["kind"] == "document"]
    assert len(docs) == 3
    for d in docs:
        assert d["date"] in ("2002-10-20", "2002-10-21") and d["date_source"] in ("text", "dateline", "corpus")


@pytest.mark.acceptance
def test_extractions_follow_the_evaluation_contract(seeds_build):
    _, out = seeds_build
    records = [json.loads(line) for line in (out / "extractions.jsonl").read_text().splitlines()]
    text = (SEEDS / "001_4ae48428f5600ef7.txt").read_text()
    rec = next(r for r in records if r["id"] == "001_4ae48428f5600ef7")
    assert rec["date"] == "2002-10-21"
    yesterday = [t for t in rec["timexes"] if t["text"] == "yesterday"]
    assert yesterday and yesterday[0]["value"] == "2002-10-20"
    assert all(text[t["start"] : t["end"]] == t["text"] for t in rec["timexes"])
    assert all(text[e["start"] : e["end"]] == e["text"] for e in rec["entities"])
    durations = [t for t in rec["timexes"] if t["text"] == "48 hours"]
    assert durations and durations[0]["type"] == "DURATION"


def test_rebuild_is_byte_identical(seeds_build, tmp_path):
    _, out = seeds_build
    assert main(["build", str(SEEDS), "-o", str(tmp_path), "-q"]) == 0
    assert gc.get_freeze_count() == 0, "main() hands the collector back as it found it"
    for name in OUTPUTS:
        assert (tmp_path / name).read_bytes() == (out / name).read_bytes(), name


def test_bad_files_are_skipped_and_the_rest_built(tmp_path, nlp, capsys):
    corpus = tmp_path / "in"
    corpus.mkdir()
    shutil.copy(SEEDS / "001_4ae48428f5600ef7.txt", corpus)
    (corpus / "empty.txt").write_text("")
    (corpus / "broken.jsonl").write_text('{"text": "Officials met in Paris on Monday."}\n{oops\n')
    (corpus / "scan.txt").write_bytes(b"%PDF-1.7\x00\x00")
    code = main(["build", str(corpus), "-o", str(tmp_path / "out"), "-q"])
    assert code == 1
    err = capsys.readouterr().err
    assert "empty.txt" in err and "broken.jsonl:2" in err and "scan.txt" in err
    g = nx.read_graphml(tmp_path / "out" / "graph.graphml")
    assert sum(d["kind"] == "document" for _, d in g.nodes(data=True)) == 2


@pytest.mark.slow
def test_missing_input_is_exit_2_without_traceback(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "kg", "build", str(tmp_path / "missing"), "-o", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 2
    assert "not found" in result.stderr and "Traceback" not in result.stderr


def test_each_step_is_announced_unless_quiet_and_cached_articles_are_counted(tmp_path, nlp, capsys):
    out = tmp_path / "out"
    assert main(["build", str(SEEDS), "-o", str(out), "--jobs", "1"]) == 0
    first = capsys.readouterr()
    for doing in (
        "kg: dating and resolving 3 articles...",
        f"kg: building the graph and writing the outputs to {out}...",
    ):
        assert doing in first.err
    assert "kg: read 3 articles, skipped 0" in first.out
    # Counted before the exports took the graph apart (kg build lets them consume it).
    graph = nx.read_graphml(out / "graph.graphml")
    kinds = Counter(d["kind"] for _, d in graph.nodes(data=True))
    assert f"kg: graph: {graph.number_of_nodes()} nodes (" in first.out and f"{kinds['document']} document" in first.out
    assert f"), {graph.number_of_edges()} edges" in first.out
    # The stories, and how to list them from this build.
    assert f"kg: 1 story (1 of 3 articles or more): kg stories --from {out} lists them" in first.out
    assert main(["build", str(SEEDS), "-o", str(out), "--jobs", "1", "-q"]) == 0
    again = capsys.readouterr()
    assert "kg: read 3 articles, 3 of them from the cache, skipped 0" in again.out
    assert again.err == ""


def test_formats_writes_only_the_chosen_outputs_and_names_the_ones_left_over(seeds_build, tmp_path, capsys):
    _, full = seeds_build
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.graphml").write_text("from an earlier build")
    assert main(["build", str(SEEDS), "-o", str(out), "-q", "--formats", "gexf, Timeline,extractions"]) == 0
    written = {"graph.gexf", "timeline.json", "timeline.html", "extractions.jsonl"}
    assert {p.name for p in out.iterdir() if not p.name.startswith(".")} == written | {"graph.graphml", "report.json"}
    for name in written:
        assert (out / name).read_bytes() == (full / name).read_bytes(), name
    assert "left from an earlier build: graph.graphml" in capsys.readouterr().err
    report = json.loads((out / "report.json").read_text())
    assert report["settings"]["outputs"] == sorted(written)


@pytest.mark.parametrize("value", ["gefx", "gexf,,pdf", ","])
def test_an_unknown_format_is_a_usage_error_listing_the_choices(tmp_path, value, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["build", str(SEEDS), "-o", str(tmp_path), "--formats", value])
    assert exit_.value.code == 2
    assert "choose from csv, disagreements, extractions, gexf, graphml, html, json, timeline" in capsys.readouterr().err
    assert not any(tmp_path.iterdir())


def test_an_output_that_cannot_be_written_is_exit_2_naming_it(tmp_path, nlp, capsys):
    out = tmp_path / "out"
    (out / "graph.json").mkdir(parents=True)  # a folder where kg must write a file
    assert main(["build", str(SEEDS), "-o", str(out), "-q", "--jobs", "1", "--no-cache"]) == 2
    err = capsys.readouterr().err
    assert f"kg: error: cannot write {out / 'graph.json'}: Is a directory" in err
    assert "Traceback" not in err


@pytest.mark.browser
def test_seed_graph_page_opens_on_its_story_in_a_browser_offline(seeds_build):
    """The first view: the seeds' story with its main actors and key events, drawn."""
    from tests.exporters.test_html_browser import _body_tag, dump_dom

    _, out = seeds_build
    graph = nx.read_graphml(out / "graph.graphml")
    stories = [n for n, d in graph.nodes(data=True) if d.get("kind") == "story"]
    body = _body_tag(dump_dom(out / "graph.html"))
    assert 'data-ready="1"' in body and 'data-view="overview"' in body and 'data-drawn="1"' in body
    count = int(body.split('data-node-count="')[1].split('"')[0])
    # The story, and for a corpus of one story its actors and key events around it.
    assert len(stories) == 1 and 3 < count < 20


def _hostile_corpus(folder: Path) -> Path:
    """Articles whose ids, titles, sources and file names are formulas, line breaks and terminal escapes."""
    folder.mkdir()
    text = "Maria Lopez, the mayor of {}, resigned on Friday after talks with Paul Weber in Berlin."
    records = {
        "a.json": {
            "id": "=1+1",
            "title": '=HYPERLINK("http://evil","y")',
            "source": "@SUM(1,2)",
            "text": text.format("Lyon"),
        },
        "b.json": {"title": "a\rb", "source": "x\ry", "text": text.format("Nice")},
        "c.json": {"id": "-2+3", "title": "+ok", "text": text.format("Metz")},
    }
    for name, record in records.items():
        (folder / name).write_text(json.dumps(record), encoding="utf-8")
    for name, city in [
        ("a b.txt", "Rome"),
        ("a-b.txt", "Bonn"),
        ("新闻一.txt", "Oslo"),
        ("新闻二.txt", "Riga"),
        ("خبر.txt", "Kiev"),
        ("\x1b]0;owned\x07 \u202eevil\rx.txt", "Graz"),
    ]:
        (folder / name).write_text(text.format(city), encoding="utf-8")
    (folder / "bad\x1b[31m.json").write_text("{", encoding="utf-8")
    return folder


def test_hostile_names_give_safe_csv_unique_anchors_and_escaped_terminal_output(tmp_path, nlp, capsys):
    import csv
    import re

    corpus = _hostile_corpus(tmp_path / "in")
    out = tmp_path / "out"
    assert main(["build", str(corpus), "-o", str(out), "--no-cache", "--jobs", "1", "-q"]) == 1
    printed = capsys.readouterr()
    for stream in (printed.out, printed.err):
        assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", stream)
    assert "skipped bad\\x1b[31m.json" in printed.err
    assert "\\x1b]0;owned\\x07 \\u202eevil\\rx" in printed.out  # the undated article, named
    for name in ("nodes.csv", "edges.csv"):
        with (out / name).open(encoding="utf-8", newline="") as fh:
            rows = list(csv.reader(fh))
        assert len(rows) > 1
        assert all(len(row) == len(rows[0]) for row in rows), name
        for cell in (c for row in rows[1:] for c in row):
            if cell.startswith(("=", "+", "-", "@", "\t", "\r")):
                float(cell)  # numbers only
    with (out / "nodes.csv").open(encoding="utf-8", newline="") as fh:
        docs = {row["Id"]: row for row in csv.DictReader(fh) if row["kind"] == "document"}
    assert docs["doc:=1+1"]["Label"] == '\'=HYPERLINK("http://evil","y")'
    assert docs["doc:=1+1"]["sources"] == "'=1+1" and docs["doc:=1+1"]["outlet"] == "'@SUM(1,2)"
    assert docs["doc:-2+3"]["title"] == "'+ok"
    assert docs["doc:b"]["title"] == "a\nb"
    page = (out / "timeline.html").read_text(encoding="utf-8")
    rows = re.findall(r'<tr id="(doc-[^"]*)"', page)
    assert len(rows) == len(set(rows)) == 9


def test_stale_temporary_files_are_removed_by_the_next_build_only(tmp_path, nlp, capsys):
    out = tmp_path / "out"
    out.mkdir()
    stale = [
        out / ".graph.gexf.0123456789ab.tmp",
        out / ".extractions.jsonl.abcdef012345.tmp",
        out / ".report.json.00000000ffff.tmp",
    ]
    kept = [out / ".graph.gexf.0123456789ab.tmp.bak", out / ".mine.0123456789ab.tmp", out / "notes.tmp"]
    for path in stale + kept:
        path.write_text("x")
    assert main(["build", str(SEEDS), "-o", str(out), "--formats", "json"]) == 0
    assert not any(p.exists() for p in stale) and all(p.exists() for p in kept)
    assert "kg: removed 3 temporary files left by an interrupted run" in capsys.readouterr().err


def test_extract_on_a_full_disk_is_a_clean_exit_2(tmp_path, nlp, capsys, monkeypatch):
    import errno
    import os

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    target = tmp_path / "out.jsonl"
    monkeypatch.setattr(os, "fsync", full)
    assert main(["extract", str(SEEDS), "-o", str(target), "-q", "--no-cache", "--jobs", "1"]) == 2
    err = capsys.readouterr().err
    assert f"kg: error: cannot write {target}: No space left on device" in err and "Traceback" not in err
    assert not target.exists() and not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
