"""``kg stories``, and ``kg timeline`` / ``kg stories --from`` reading a build, end to end (needs the trained model)."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest

from kg.cli import main
from kg.graph.story_list import story_rows
from kg.pipeline.outputs import read_graph
from tests.kg.test_cli_timeline import ARTICLES

pytestmark = pytest.mark.model

# A second story beside the carmaker's: a flood, told by two outlets.
FLOOD = [
    {
        "id": "flood-1",
        "title": "River Elm floods Port Elm",
        "date": "2011-03-05",
        "source": "Elm Post",
        "text": "The river Elm flooded Port Elm on March 4, 2011. Rescue crews evacuated 300 families from "
        "Port Elm. Mayor Ana Lind declared an emergency in Port Elm.",
    },
    {
        "id": "flood-2",
        "title": "Port Elm flood waters recede",
        "date": "2011-03-07",
        "source": "Valley Courier",
        "text": "Flood waters receded in Port Elm on March 6, 2011, two days after the river Elm flooded the town. "
        "Mayor Ana Lind said Port Elm would rebuild. Rescue crews evacuated families from Port Elm.",
    },
]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, nlp: object) -> tuple[Path, Path]:
    """A build of both stories (its output folder), and the articles it read."""
    folder = tmp_path_factory.mktemp("stories")
    articles = folder / "news.jsonl"
    articles.write_text("".join(json.dumps(a) + "\n" for a in ARTICLES + FLOOD), encoding="utf-8")
    out = folder / "out"
    assert main(["build", str(articles), "-o", str(out), "-q", "-j", "1"]) == 0
    return out, articles


def test_stories_from_a_build_list_each_story_with_its_key_events(built, capsys, tmp_path, monkeypatch) -> None:
    out, articles = built
    monkeypatch.chdir(tmp_path)  # no ./output here: nothing may be parsed or written into one
    hidden = tmp_path / "gone.jsonl"
    shutil.move(articles, hidden)  # the build alone is read
    try:
        code = main(["stories", "--from", str(out)])
    finally:
        shutil.move(hidden, articles)
    printed, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert not (tmp_path / "output").exists()
    rows = story_rows(read_graph(out))
    assert printed.splitlines()[0] == "2 stories, the largest first"
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))["stories"]
    assert sorted(r.story for r in rows) == sorted(s["node"] for s in report)
    for row in rows:
        assert f"{row.label}: {row.articles} articles" in printed
        assert row.key_events
        for event in row.key_events:
            assert event.label[:40] in printed
    flood = next(r for r in rows if "Valley Courier" in r.outlets)
    assert flood.outlets == ("Elm Post", "Valley Courier") and (flood.first, flood.last) == ("2011-03-05", "2011-03-07")
    assert "Port Elm" in flood.key_names
    assert f"{flood.label}: 2 articles, 5 – 7 Mar 2011; Elm Post, Valley Courier" in printed  # in words, as the pages


@pytest.mark.parametrize("suffix", [".md", ".json", ".csv"])
def test_stories_write_the_format_their_file_names(built, capsys, tmp_path, suffix) -> None:
    out, _ = built
    target = tmp_path / f"stories{suffix}"
    assert main(["stories", "--from", str(out), "-o", str(target)]) == 0
    assert "2 stories ->" in capsys.readouterr().err
    text = target.read_text(encoding="utf-8")
    rows = story_rows(read_graph(out))
    if suffix == ".json":
        doc = json.loads(text)
        assert [s["story"] for s in doc["stories"]] == [r.story for r in rows]
        assert [len(s["key_events"]) for s in doc["stories"]] == [len(r.key_events) for r in rows]
    elif suffix == ".csv":
        table = list(csv.DictReader(io.StringIO(text)))
        assert len(table) == sum(len(r.key_events) for r in rows)
        assert {t["event"] for t in table} == {e.event for r in rows for e in r.key_events}
    else:
        assert text.startswith("# Stories") and all(f"## {r.label}" in text for r in rows)


def test_timeline_from_a_build_is_the_timeline_of_its_articles(built, capsys, tmp_path, monkeypatch) -> None:
    out, articles = built
    monkeypatch.chdir(tmp_path)
    assert main(["timeline", "general motors", "--from", str(out)]) == 0
    from_build = capsys.readouterr().out
    assert main(["timeline", "general motors", str(articles), "-q", "-j", "1"]) == 0
    parsed = capsys.readouterr().out
    assert from_build == parsed and from_build.startswith("General Motors (ORG, entity:general-motors)")
    # Parsing the articles made no cache in a folder nobody named.
    assert not (tmp_path / "output").exists()


def test_usage_mistakes_fail_before_anything_is_read(built, capsys, tmp_path) -> None:
    out, articles = built
    assert main(["stories", "--from", str(out), str(articles)]) == 2
    assert "give no input paths" in capsys.readouterr().err
    assert main(["stories", "--from", str(tmp_path)]) == 2
    assert "not a kg build's output folder" in capsys.readouterr().err
    assert main(["stories", "--from", str(out), "-o", str(tmp_path / "s.pdf")]) == 2
    assert ".txt, .md, .json or .csv" in capsys.readouterr().err
    assert main(["stories", "--from", str(out), "-o", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_the_stories_read_from_a_builds_nodes_alone_are_those_of_the_whole_graph(built) -> None:
    out, _ = built
    nodes_only = read_graph(out, edges=False)
    assert nodes_only.number_of_edges() == 0 < read_graph(out).number_of_edges()
    assert story_rows(nodes_only) == story_rows(read_graph(out))
