"""``kg read``: what kg reads, one JSON line an article, and kg build / kg extract reading it back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.cli import main
from kg.ingest.read import read_inputs
from kg.model import Article
from kg.pipeline.articles import FIELDS, write_articles
from tests.kg.ingest.pages import LAYOUTS, PARAGRAPHS

ROOT = Path(__file__).resolve().parents[2]


def _corpus(root: Path) -> Path:
    """Every format kg reads: web pages of two layouts, Markdown, plain text, JSON with metadata."""
    root.mkdir()
    (root / "news.html").write_text(LAYOUTS["news_site"]()["html"], encoding="utf-8")
    (root / "graph.html").write_text(LAYOUTS["open_graph"]()["html"], encoding="utf-8")
    (root / "notes.md").write_text(
        f"---\ntitle: Floods\ndate: 2014-05-24\nauthor: Ana Novak\n---\n# Floods\n\n{PARAGRAPHS[1]}\n"
    )
    (root / "wire.txt").write_text(f"ZAGREB, May 25, 2014 — {PARAGRAPHS[2]}\n\n{PARAGRAPHS[3]}\n")
    (root / "feed.json").write_text(
        json.dumps(
            [
                {
                    "id": "feed-a",
                    "text": PARAGRAPHS[0],
                    "title": "Feed A",
                    "published": "2014-05-26",
                    "source": "Wire Service",
                    "url": "https://wire.example.org/a",
                }
            ]
        )
    )
    return root


def _lines(path: Path) -> dict[str, dict]:
    return {r["id"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}


def test_read_writes_one_line_an_article_with_where_each_field_came_from(tmp_path, capsys):
    corpus = _corpus(tmp_path / "in")
    out = tmp_path / "articles.jsonl"
    assert main(["read", str(corpus), "-o", str(out)]) == 0
    assert "kg: 5 articles -> " in capsys.readouterr().err
    lines = _lines(out)
    assert all(list(r) == list(FIELDS) for r in lines.values())
    news = lines["news"]
    assert news["title"] == "Floods force thousands from homes in Sava valley" and news["reader"] == "main text"
    assert (news["date"], news["date_source"], news["date_evidence"]) == (
        "2014-05-20",
        "metadata",
        "pubdate: 2014-05-20",
    )
    assert news["text"].split("\n\n") == [news["title"], *PARAGRAPHS] and news["path"] == "news.html"
    assert (lines["graph"]["source"], lines["graph"]["date_source"]) == ("Nordic Times", "metadata")
    assert lines["graph"]["url"] == "https://news.example.org/2014/05/22/sava-floods"
    notes = lines["notes"]
    assert (notes["date"], notes["date_evidence"], notes["author"]) == (
        "2014-05-24",
        "front matter date: 2014-05-24",
        "Ana Novak",
    )
    # No date given: dated as a build dates it, from the dateline, and said so.
    wire = lines["wire"]
    assert (wire["date"], wire["date_source"], wire["reader"]) == ("2014-05-25", "dateline", "")
    assert "ZAGREB, May 25, 2014" in wire["date_evidence"]
    feed = lines["feed-a"]
    assert (feed["date"], feed["date_source"], feed["date_evidence"]) == (
        "2014-05-26",
        "metadata",
        "published: 2014-05-26",
    )
    assert (feed["source"], feed["url"], feed["title"]) == ("Wire Service", "https://wire.example.org/a", "Feed A")


def test_a_rerun_is_byte_identical_and_never_reads_its_own_output(tmp_path):
    corpus = _corpus(tmp_path / "in")
    out = corpus / "articles.jsonl"  # inside the folder read
    assert main(["read", str(corpus), "-o", str(out)]) == 0
    first = out.read_bytes()
    assert main(["read", str(corpus), "-o", str(out)]) == 0
    assert out.read_bytes() == first and len(first.splitlines()) == 5
    # No temporary left; the folder's lock (one kg writing into a folder at a time) stays, empty.
    assert [p.name for p in corpus.iterdir() if p.name.startswith(".")] == [".kg-build.lock"]
    assert main(["read", str(out), "-o", str(out)]) == 2  # only its own output: nothing to read


def test_skipped_inputs_are_reported_as_build_reports_them(tmp_path, capsys):
    corpus = _corpus(tmp_path / "in")
    (corpus / "empty.txt").write_text("")
    (corpus / "broken.jsonl").write_text('{"text": "Officials met in Paris on Monday."}\n{oops\n')
    out = tmp_path / "articles.jsonl"
    assert main(["read", str(corpus), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "kg: skipped empty.txt: empty file" in err and "kg: skipped broken.jsonl:2: malformed JSON" in err
    assert len(_lines(out)) == 6


def test_nothing_readable_is_exit_2_and_writes_nothing(tmp_path, capsys):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "empty.txt").write_text("")
    out = tmp_path / "articles.jsonl"
    assert main(["read", str(tmp_path / "in"), "-o", str(out)]) == 2
    assert "no readable article" in capsys.readouterr().err and not out.exists()
    assert main(["read", str(tmp_path / "in"), "-o", str(tmp_path)]) == 2  # a folder is no output file
    assert main(["read", str(tmp_path / "missing"), "-o", str(out)]) == 2


def test_pages_read_as_visible_text_are_named(tmp_path, capsys):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "odd.html").write_text("<html><body><div class='footer'>The mayor resigned.</div></body></html>")
    assert main(["read", str(tmp_path / "in"), "-o", str(tmp_path / "a.jsonl")]) == 0
    assert "no main text found in 1 web page" in capsys.readouterr().err
    assert _lines(tmp_path / "a.jsonl")["odd"]["reader"] == "visible text"


@pytest.mark.model
def test_kg_build_names_the_pages_read_as_visible_text_too(tmp_path, capsys):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "odd.html").write_text("<html><body><div class='footer'>The mayor resigned.</div></body></html>")
    (tmp_path / "in" / "plain.txt").write_text("The council met on Friday.")
    assert main(["build", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q", "--no-cache"]) == 0
    said = capsys.readouterr().out
    assert "no main text found in 1 web page" in said and "odd.html" in said and "plain.txt" not in said


def test_the_file_reads_back_as_the_same_articles(tmp_path):
    """What kg build and kg extract read from the file: ids, text, title, date, outlet and url survive."""
    corpus = _corpus(tmp_path / "in")
    out = tmp_path / "articles.jsonl"
    done = write_articles([corpus], out)
    again = [a for a in read_inputs([out]) if isinstance(a, Article)]
    keep = ("id", "text", "title", "date", "date_source", "date_evidence", "source", "url", "author")
    assert [{k: getattr(a, k) for k in keep} for a in again] == [
        {k: getattr(a, k) for k in keep} for a in done.articles
    ]


@pytest.mark.model
def test_extracting_the_file_gives_what_extracting_the_folder_gives(tmp_path, nlp):
    corpus = _corpus(tmp_path / "in")
    (corpus / "quake.txt").write_text((ROOT / "seeds" / "001_4ae48428f5600ef7.txt").read_text(encoding="utf-8"))
    assert main(["read", str(corpus), "-o", str(tmp_path / "articles.jsonl")]) == 0
    args = ["-q", "-j", "1", "--no-cache"]
    assert main(["extract", str(corpus), "-o", str(tmp_path / "folder.jsonl"), *args]) == 0
    assert main(["extract", str(tmp_path / "articles.jsonl"), "-o", str(tmp_path / "file.jsonl"), *args]) == 0
    # Where each came from differs (a file and its line); the date may now be metadata.
    where = ("path", "date_source", "date_confidence", "date_evidence")
    folder = {k: {f: v for f, v in r.items() if f not in where} for k, r in _lines(tmp_path / "folder.jsonl").items()}
    file = {k: {f: v for f, v in r.items() if f not in where} for k, r in _lines(tmp_path / "file.jsonl").items()}
    assert sorted(folder) == sorted(file) and len(folder) == 6
    assert folder == file
