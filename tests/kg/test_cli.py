"""The command line end to end, on the seeds and on bad input (needs the trained model)."""

import gc
import json
import shutil
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from kg.cli import main

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"
OUTPUTS = ("graph.graphml", "graph.gexf", "graph.html", "graph.json", "timeline.json", "timeline.html",
           "nodes.csv", "edges.csv", "disagreements.json",
           "extractions.jsonl")

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
    amnesty = [d for d in nodes.values() if d["kind"] == "event" and d["label"] == "amnesty"]
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


def test_extractions_follow_the_evaluation_contract(seeds_build):
    _, out = seeds_build
    records = [json.loads(line) for line in (out / "extractions.jsonl").read_text().splitlines()]
    text = (SEEDS / "001_4ae48428f5600ef7.txt").read_text()
    rec = next(r for r in records if r["id"] == "001_4ae48428f5600ef7")
    assert rec["date"] == "2002-10-21"
    yesterday = [t for t in rec["timexes"] if t["text"] == "yesterday"]
    assert yesterday and yesterday[0]["value"] == "2002-10-20"
    assert all(text[t["start"]:t["end"]] == t["text"] for t in rec["timexes"])
    assert all(text[e["start"]:e["end"]] == e["text"] for e in rec["entities"])
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


def test_missing_input_is_exit_2_without_traceback(tmp_path):
    result = subprocess.run([sys.executable, "-m", "kg", "build", str(tmp_path / "missing"), "-o",
                             str(tmp_path / "out")], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 2
    assert "not found" in result.stderr and "Traceback" not in result.stderr


def test_each_step_is_announced_unless_quiet_and_cached_articles_are_counted(tmp_path, nlp, capsys):
    out = tmp_path / "out"
    assert main(["build", str(SEEDS), "-o", str(out), "--jobs", "1"]) == 0
    first = capsys.readouterr()
    for doing in ("kg: dating and resolving 3 articles...", "kg: building the graph...",
                  f"kg: writing the outputs to {out}..."):
        assert doing in first.err
    assert "kg: read 3 articles, skipped 0" in first.out
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


def test_seed_graph_page_draws_every_node_in_a_browser_offline(seeds_build, tmp_path):
    from tests.exporters.test_html_browser import CHROMIUM, _body_tag, dump_dom

    if CHROMIUM is None:
        pytest.skip("chromium not on PATH (Debian: apt-get install chromium)")
    _, out = seeds_build
    nodes = nx.read_graphml(out / "graph.graphml").number_of_nodes()
    body = _body_tag(dump_dom(out / "graph.html", tmp_path / "profile"))
    assert 'data-ready="1"' in body and f'data-node-count="{nodes}"' in body
