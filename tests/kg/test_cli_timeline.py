"""``kg timeline`` end to end on constructed articles (needs the trained model)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from exporters.entity_timeline import _DATE_WIDTH
from kg.cli import main
from kg.model import UNASSERTED
from kg.time.values import parse_span, span_sort_key

pytestmark = pytest.mark.model

# Three articles about one carmaker: dated and undated events, one it only might do, one it
# did not do; two people who share a surname, each called by it alone.
ARTICLES = [
    {
        "id": "gm-1",
        "title": "GM files for bankruptcy",
        "date": "2009-06-02",
        "text": "General Motors filed for bankruptcy in New York on June 1, 2009. General Motors might sell "
        "its Opel unit to Magna next year, analysts said. Ray Dolan, a union leader in Detroit, criticized "
        "General Motors on Tuesday. Dolan said the deal was unfair.",
    },
    {
        "id": "gm-2",
        "title": "GM leaves bankruptcy",
        "date": "2009-07-11",
        "text": "General Motors emerged from bankruptcy on July 10, 2009. Mira Dolan praised General Motors. "
        "Dolan left the plant early. General Motors did not close its Detroit headquarters. "
        "General Motors hired new managers in 2009.",
    },
    {
        "id": "gm-3",
        "title": "Opel talks",
        "date": "2009-05-20",
        "text": "General Motors began talks with Magna about Opel in May 2009. "
        "General Motors has a long history in Detroit and General Motors builds cars.",
    },
]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory, nlp: object) -> tuple[Path, Path]:
    """The articles as one JSON-lines file, and a cache the tests share (each parses nothing again)."""
    folder = tmp_path_factory.mktemp("timeline")
    path = folder / "news.jsonl"
    path.write_text("".join(json.dumps(a) + "\n" for a in ARTICLES), encoding="utf-8")
    return path, folder / "cache.sqlite"


def _run(corpus: tuple[Path, Path], capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    path, cache = corpus
    code = main(["timeline", *args[:1], str(path), "--cache", str(cache), "-q", "-j", "1", *args[1:]])
    out, err = capsys.readouterr()
    return code, out, err


def _rows(out: str) -> list[list[str]]:
    """The printed table's rows: the date (a bound's words dropped, as the files hold it), then the
    columns after it split on their runs of spaces: granularity, factuality, roles, ..."""
    rows = []
    for line in out.splitlines()[1:]:
        if line.startswith("("):
            continue
        when, rest = line[:_DATE_WIDTH].strip(), line[_DATE_WIDTH:].split()
        rows.append([when.rsplit(" ", 1)[-1], *rest])
    return rows


def test_one_match_prints_its_events_dated_in_order_then_undated(corpus, capsys) -> None:
    code, out, err = _run(corpus, capsys, "general motors")
    assert code == 0 and err == ""
    header = out.splitlines()[0]
    assert header.startswith("General Motors (ORG, entity:general-motors): ")
    rows = _rows(out)
    assert header.endswith(f": {len(rows)} events") and len(rows) >= 4
    dates = [r[0] for r in rows]
    dated = [d for d in dates if d != "undated"]
    # Undated events (if any: most are placed at least by a bound) come last.
    assert dates == dated + ["undated"] * (len(dates) - len(dated)) and dated
    keys = [span_sort_key(parse_span(d)) for d in dated]
    assert keys == sorted(keys)
    assert all(r[1] == parse_span(r[0]).granularity for r in rows if r[0] != "undated")
    filed = next(i for i, line in enumerate(out.splitlines()) if "filed" in line)
    emerged = next(i for i, line in enumerate(out.splitlines()) if "emerged" in line)
    assert filed < emerged and "2009-06-01" in out.splitlines()[filed]
    # Every line names its sources: a count and the article ids.
    assert all(" article" in line and "gm-" in line for line in out.splitlines()[1:] if not line.startswith("("))


def test_an_entity_id_works_too(corpus, capsys) -> None:
    by_name = _run(corpus, capsys, "General Motors")[1]
    assert _run(corpus, capsys, "entity:general-motors")[1] == by_name


def test_an_ambiguous_name_is_exit_2_naming_the_candidates(corpus, capsys) -> None:
    code, out, err = _run(corpus, capsys, "Dolan")
    assert code == 2 and out == ""
    assert err.startswith("kg: error: 'Dolan' names 2 entities:")
    assert "Mira Dolan (PERSON, entity:mira-dolan" in err and "Ray Dolan (PERSON, entity:ray-dolan" in err
    assert "give a fuller name or one of these entity ids" in err and "Traceback" not in err
    code, out, _ = _run(corpus, capsys, "Ray Dolan")
    assert code == 0 and out.startswith("Ray Dolan (PERSON")


def test_an_unknown_name_is_exit_2_suggesting_the_closest(corpus, capsys) -> None:
    code, out, err = _run(corpus, capsys, "General Motor")
    assert code == 2 and out == ""
    assert err.startswith("kg: error: no entity named 'General Motor'; closest: General Motors (ORG")
    code, _, err = _run(corpus, capsys, "Volkswagen")
    assert code == 2 and "no entity named 'Volkswagen' among the" in err and "check the spelling" in err


def test_unasserted_events_only_with_all_and_marked(corpus, capsys) -> None:
    default = _rows(_run(corpus, capsys, "General Motors")[1])
    code, out, _ = _run(corpus, capsys, "General Motors", "--all")
    everything = _rows(out)
    assert code == 0
    assert not [r for r in default if r[2] in UNASSERTED]
    assert "negated" in {r[2] for r in default}  # "did not close": listed, marked
    added = [r for r in everything if r not in default]
    assert added and all(r[2] in UNASSERTED for r in added)  # "might sell"
    assert out.rstrip().endswith("(uncertain, future and hypothetical events are not reported as having happened)")


def test_output_files_in_every_format_read_back_as_the_printed_timeline(corpus, capsys, tmp_path) -> None:
    printed = _rows(_run(corpus, capsys, "General Motors")[1])
    for suffix in (".csv", ".json", ".md", ".txt"):
        target = tmp_path / f"gm{suffix}"
        code, out, err = _run(corpus, capsys, "General Motors", "-o", str(target))
        assert code == 0 and out == ""
        assert err == f"kg: {len(printed)} events of General Motors -> {target}\n"
    with (tmp_path / "gm.csv").open(encoding="utf-8", newline="") as fh:
        table = list(csv.DictReader(fh))
    assert [(r["date"], r["factuality"]) for r in table] == [(r[0], r[2]) for r in printed]
    doc = json.loads((tmp_path / "gm.json").read_text(encoding="utf-8"))
    assert doc["entity"] == "entity:general-motors" and doc["name"] == "General Motors"
    assert [e["event"] for e in doc["events"]] == [r["event"] for r in table]
    assert [e["date"] or "undated" for e in doc["events"]] == [r[0] for r in printed]
    titles = {s["id"]: s["title"] for e in doc["events"] for s in e["sources"]}
    assert titles == {a["id"]: a["title"] for a in ARTICLES}
    markdown = (tmp_path / "gm.md").read_text(encoding="utf-8")
    assert markdown.startswith("# General Motors (ORG, entity:general-motors)\n")
    assert markdown.count("\n| ") - 2 == len(printed)  # heading and rule rows, then one per event
    assert _rows((tmp_path / "gm.txt").read_text(encoding="utf-8")) == printed


def test_an_output_of_unknown_format_is_exit_2_writing_nothing(corpus, capsys, tmp_path) -> None:
    code, out, err = _run(corpus, capsys, "General Motors", "-o", str(tmp_path / "gm.pdf"))
    assert code == 2 and out == ""
    assert "end the file name with .txt, .csv, .json or .md" in err
    assert list(tmp_path.iterdir()) == []


def test_the_default_cache_is_kg_builds_when_there_is_one(corpus, capsys, tmp_path, monkeypatch) -> None:
    from kg.cli import _cache_path
    from kg.cli.options import parser as _parser

    monkeypatch.chdir(tmp_path)
    code = main(["timeline", "General Motors", str(corpus[0]), "-q", "-j", "1"])
    assert code == 0 and capsys.readouterr().out.startswith("General Motors (ORG")
    # No build here: nothing is written into a folder nobody named (it was a 24 MB cache on ECB+).
    assert not (tmp_path / "output").exists()
    args = _parser().parse_args(["timeline", "General Motors", str(corpus[0])])
    assert _cache_path(args) is None
    # Where `kg build` keeps it by default: a timeline after a build parses nothing again.
    (tmp_path / "output").mkdir()
    (tmp_path / "output" / ".kg-cache.sqlite").write_bytes(b"")
    assert _cache_path(args) == Path("output") / ".kg-cache.sqlite"
