"""The Python API writes what the CLI writes: build_graph + write_outputs is ``kg build``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.cli import main
from kg.errors import OutputError, UsageError
from kg.pipeline.outputs import output_files
from kg.runtime.lock import BUILD_LOCK, output_lock

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.model
def test_the_python_api_writes_exactly_what_kg_build_and_kg_extract_write(tmp_path, nlp, monkeypatch):
    monkeypatch.chdir(ROOT)  # "seeds" as the README writes it, from the repository's root
    from kg import build_graph, write_extractions, write_outputs

    out = tmp_path / "api"
    build = build_graph(["seeds"])
    paths = write_outputs(build, out)
    assert main(["build", "seeds", "-o", str(tmp_path / "cli"), "-q", "--no-cache"]) == 0

    written = sorted(p.name for p in (tmp_path / "cli").iterdir() if not p.name.startswith("."))
    assert sorted(p.name for p in paths.values()) == written
    assert all(path.parent == out for path in paths.values())
    for name in written:
        if name != "report.json":  # the one output with a timestamp
            assert (out / name).read_bytes() == (tmp_path / "cli" / name).read_bytes(), name
    api_report, cli_report = (
        json.loads((folder / "report.json").read_text(encoding="utf-8")) for folder in (out, tmp_path / "cli")
    )
    for report in (api_report, cli_report):
        del report["created"]
    assert api_report == cli_report

    path = write_extractions(build, tmp_path / "extractions.jsonl")
    assert main(["extract", "seeds", "-o", str(tmp_path / "cli.jsonl"), "-q", "--no-cache"]) == 0
    assert path.read_bytes() == (tmp_path / "cli.jsonl").read_bytes() == (out / "extractions.jsonl").read_bytes()


@pytest.mark.model
def test_write_outputs_writes_only_the_formats_asked_and_always_the_report(tmp_path, nlp, monkeypatch):
    monkeypatch.chdir(ROOT)
    from kg import build_graph, write_outputs

    build = build_graph(["seeds"])
    paths = write_outputs(build, tmp_path, formats=["csv", "extractions"])
    assert sorted(paths) == ["edges.csv", "extractions.jsonl", "nodes.csv", "report"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".kg-build.lock",
        "edges.csv",
        "extractions.jsonl",
        "nodes.csv",
        "report.json",
    ]
    # The CLI holds the folder's lock from before parsing; write_outputs taking it again goes on.
    with output_lock(tmp_path / BUILD_LOCK, "kg build", tmp_path):
        assert sorted(write_outputs(build, tmp_path, formats=["json"])) == ["graph.json", "report"]


def test_format_names_are_the_files_they_stand_for():
    assert output_files(None) is None
    assert output_files([" Timeline", "gexf"]) == {"timeline.json", "timeline.html", "graph.gexf"}
    with pytest.raises(UsageError, match="unknown format 'svg'.*choose from .*extractions"):
        output_files(["svg"])
    with pytest.raises(UsageError):
        output_files([""])


def test_write_extractions_refuses_a_folder(tmp_path):
    from kg.pipeline.outputs import write_extractions

    with pytest.raises(OutputError, match="is a folder"):
        write_extractions(None, tmp_path)  # type: ignore[arg-type]


def _articles(folder: Path) -> Path:
    folder.mkdir()
    for i, text in enumerate(
        [
            "Maria Lopez visited Ruritania on Monday. Lopez met the State council there.",
            "President Maria Lopez said Ruritania would hold a vote. The State agreed.",
            "Old Mill closed last week, Lopez said in Ruritania.",
        ]
    ):
        (folder / f"a{i}.txt").write_text(text, encoding="utf-8")
    return folder


@pytest.mark.model
@pytest.mark.parametrize(
    ("jobs", "fork_fits", "deferred", "let_go"),
    [
        (1, True, False, True),
        (2, False, False, True),
        (2, True, False, False),
        (1, True, True, True),
        (2, True, True, True),
    ],
)
def test_consuming_a_build_lets_its_articles_go_once_written_unless_a_second_process_writes_them(
    tmp_path, nlp, monkeypatch, jobs, fork_fits, deferred, let_go
):
    """kg build consumes its build: where no second process could write extractions.jsonl beside
    the exports, or where the graph is still to be built (``graph=False``, as kg build does), it
    is written first and the articles are let go; the files are the same."""
    import kg.runtime.export_process
    from kg import build_graph, write_outputs

    folder = _articles(tmp_path / "in")
    kept, used = build_graph([folder], model=nlp), build_graph([folder], model=nlp, graph=not deferred)
    assert (used.graph is None) is deferred
    write_outputs(kept, tmp_path / "kept")
    monkeypatch.setattr(kg.runtime.export_process, "fork_fits", lambda: fork_fits)
    seen = []
    paths = write_outputs(used, tmp_path / "used", jobs=jobs, consume=True, on_graph=seen.append)

    assert used.table.number_of_nodes() == 0 and seen == [used.table]
    assert (used.corpus.extractions == ()) is let_go and len(kept.corpus.extractions) == 3
    assert used.corpus.stories == kept.corpus.stories and used.corpus.problems == kept.corpus.problems
    written = sorted((tmp_path / "kept").glob("[!.]*"))
    assert sorted(p.name for p in paths.values()) == [p.name for p in written]
    for path in written:
        mine = (tmp_path / "used" / path.name).read_text(encoding="utf-8")
        theirs = path.read_text(encoding="utf-8")
        if path.name == "report.json":  # the one output with a timestamp
            mine, theirs = (json.loads(text) | {"created": ""} for text in (mine, theirs))
        assert mine == theirs, path.name


@pytest.mark.model
def test_a_graph_left_to_later_is_the_graph_built_at_once_and_may_let_the_articles_go(tmp_path, nlp):
    from kg import build_graph

    folder = _articles(tmp_path / "in")
    whole = build_graph([folder], model=nlp)
    later, slim = (build_graph([folder], model=nlp, graph=False) for _ in range(2))
    assert later.graph is None and later.add_graph() is later.table
    assert later.add_graph() is later.table and later.graph is later.graph  # built once
    graph = slim.add_graph(let_go_of_articles=True).to_networkx()
    assert slim.corpus.extractions == () and slim.corpus.stories == whole.corpus.stories
    for built in (later.graph, graph):
        assert list(built.nodes(data=True)) == list(whole.graph.nodes(data=True))
        assert list(built.edges(keys=True, data=True)) == list(whole.graph.edges(keys=True, data=True))


@pytest.mark.model
def test_a_corpus_without_its_articles_keeps_what_the_report_needs(tmp_path, nlp):
    from exporters.report import input_rows, report_data
    from kg import build_graph

    corpus = build_graph([_articles(tmp_path / "in")], model=nlp).corpus
    slim = corpus.without_articles()
    assert (slim.extractions, slim.entities, slim.events, len(slim.entity_of), len(slim.event_of)) == ((), (), (), 0, 0)
    assert slim.stories == corpus.stories
    whole = report_data(corpus, model="m", exit_code=0)
    assert report_data(slim, model="m", exit_code=0, rows=input_rows(corpus)) | {"created": ""} == whole | {
        "created": ""
    }
    assert report_data(slim, model="m", exit_code=0)["inputs"] == []
