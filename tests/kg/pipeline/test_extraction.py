"""The per-article safety net of kg.pipeline.extraction and kg.pipeline.build: a bug on one article costs only that article.

Extraction reads parts of speech, so these tests run the trained pipeline.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from spacy.language import Language

import kg.pipeline.batches
import kg.pipeline.build
import kg.pipeline.corpus
import kg.pipeline.extraction
import kg.pipeline.parse
from kg.model import Article, Extraction, InputProblem, PublicationDate
from kg.pipeline.corpus import date_from_corpus, resolve_corpus
from kg.pipeline.extraction import failed
from kg.pipeline.parse import extract_articles

MARKER = "Zqxj"


@pytest.fixture(scope="module")
def model_nlp(request):
    """A pipeline of this module's own: one test adds a component to it."""
    request.getfixturevalue("nlp")  # skips when no trained pipeline is installed
    from kg.extract.nlp import default_model

    return kg.pipeline.batches.loaded_model(default_model())


def _articles(n: int = 5, bad: tuple[int, ...] = (2,)) -> list[Article]:
    return [
        Article(
            id=f"a{i}",
            text=f"Maria Lopez visited Ruritania on 3 May 2004. {MARKER if i in bad else ''}",
            path=f"a{i}.txt",
            date="2004-05-10",
        )
        for i in range(n)
    ]


def _raising_on_marker(real, exc: type[BaseException] = ValueError):
    def step(*args, **kwargs):
        if any(MARKER in getattr(a, "text", "") for a in args):
            raise exc("injected failure")
        return real(*args, **kwargs)

    return step


def _fails_on_marked_article(real):
    """``real`` for an extraction, unless its article holds the marker."""

    def step(ex: Extraction) -> Extraction:
        if MARKER in ex.article.text:
            raise ValueError("injected failure")
        return real(ex)

    return step


def _split(outcomes) -> tuple[list[Extraction], list[InputProblem]]:
    outcomes = list(outcomes)
    return ([o for o in outcomes if isinstance(o, Extraction)], [o for o in outcomes if isinstance(o, InputProblem)])


@pytest.mark.model
def test_an_article_failing_in_extraction_is_an_error_and_the_others_go_on(model_nlp, monkeypatch):
    monkeypatch.setattr(
        kg.pipeline.extraction, "extract_events", _raising_on_marker(kg.pipeline.extraction.extract_events)
    )
    good, bad = _split(extract_articles(_articles(), model_nlp, batch_size=2))
    assert [ex.article.id for ex in good] == ["a0", "a1", "a3", "a4"]
    assert [(p.path, p.status, p.stage) for p in bad] == [("a2.txt", "error", "extracting")]
    assert bad[0].reason.startswith("kg bug while extracting: ValueError: injected failure")
    assert "report" in bad[0].reason


@pytest.mark.model
def test_a_batch_spacy_fails_on_is_parsed_again_one_article_at_a_time(model_nlp):
    @Language.component("kg_test_fails_on_marker")
    def fails_on_marker(doc):
        if MARKER in doc.text:
            raise RuntimeError("parser crashed")
        return doc

    model_nlp.add_pipe("kg_test_fails_on_marker")
    try:
        good, bad = _split(extract_articles(_articles(6, bad=(1, 4)), model_nlp, batch_size=3))
    finally:
        model_nlp.remove_pipe("kg_test_fails_on_marker")
    assert [ex.article.id for ex in good] == ["a0", "a2", "a3", "a5"]
    assert [(p.path, p.stage) for p in bad] == [("a1.txt", "parsing"), ("a4.txt", "parsing")]
    assert "RuntimeError: parser crashed" in bad[0].reason


@pytest.mark.model
def test_an_article_failing_while_dated_is_an_error_at_the_dating_stage(model_nlp, monkeypatch):
    monkeypatch.setattr(
        kg.pipeline.extraction, "place_events", _fails_on_marked_article(kg.pipeline.extraction.place_events)
    )
    good, bad = _split(extract_articles(_articles(3, bad=(0,)), model_nlp))
    assert [ex.article.id for ex in good] == ["a1", "a2"]
    assert [p.stage for p in bad] == ["dating"]


@pytest.mark.model
def test_ctrl_c_is_never_swallowed(model_nlp, monkeypatch):
    monkeypatch.setattr(
        kg.pipeline.extraction,
        "extract_events",
        _raising_on_marker(kg.pipeline.extraction.extract_events, KeyboardInterrupt),
    )
    with pytest.raises(KeyboardInterrupt):
        list(extract_articles(_articles(), model_nlp))


@pytest.mark.model
def test_corpus_steps_leave_out_only_the_article_they_fail_on(model_nlp, monkeypatch):
    extractions, _ = _split(extract_articles(_articles(4, bad=()), model_nlp))
    marked = replace(extractions[1].article, text=extractions[1].article.text + MARKER)
    extractions[1] = replace(extractions[1], article=marked)
    real = kg.pipeline.corpus._with_names
    monkeypatch.setattr(
        kg.pipeline.corpus, "_with_names", lambda ex, entries: _fails_on_marked_article(lambda e: real(e, entries))(ex)
    )
    corpus = resolve_corpus(extractions, [InputProblem("x.pdf", "binary")])
    assert [ex.article.id for ex in corpus.extractions] == ["a0", "a2", "a3"]
    assert [(p.path, p.stage) for p in corpus.problems] == [("x.pdf", ""), ("a1.txt", "extracting")]


@pytest.mark.model
def test_redating_failure_costs_only_that_article(model_nlp, monkeypatch):
    extractions, _ = _split(extract_articles(_articles(3, bad=()), model_nlp))
    marked = replace(extractions[0].article, text=extractions[0].article.text + MARKER)
    extractions[0] = replace(extractions[0], article=marked)
    # Every article gets a new date, so each is normalised again; the marked one fails.
    moved = PublicationDate("2004-06-01", "corpus")
    monkeypatch.setattr(kg.pipeline.corpus, "corpus_dates", lambda dcts, *_: [moved] * len(dcts))
    monkeypatch.setattr(
        kg.pipeline.extraction, "place_events", _fails_on_marked_article(kg.pipeline.extraction.place_events)
    )
    problems: list[InputProblem] = []
    out = date_from_corpus(extractions, problems)
    assert [ex.article.id for ex in out] == ["a1", "a2"] and all(ex.dct.value == "2004-06-01" for ex in out)
    assert [(p.path, p.stage) for p in problems] == [("a0.txt", "dating")]
    with pytest.raises(ValueError):  # without a list to report in, the failure is the caller's
        date_from_corpus(extractions)


def test_the_reason_is_one_bounded_line():
    long = ValueError("E088: text of length 2000000 exceeds maximum\n" + "x" * 5000)
    problem = failed(Article(id="a", text="t", path="big.txt", line=4), "parsing", long)
    assert problem.line == 4 and "\n" not in problem.reason and len(problem.reason) < 500


@pytest.mark.model
@pytest.mark.parametrize("command", ["build", "extract"])
def test_cli_reports_the_failing_article_and_writes_the_rest(command, tmp_path, monkeypatch, capsys):
    from kg.cli import main

    inputs = tmp_path / "in"
    inputs.mkdir()
    for a in _articles(3, bad=(1,)):
        (inputs / a.path).write_text(a.text, encoding="utf-8")
    monkeypatch.setattr(
        kg.pipeline.extraction, "extract_events", _raising_on_marker(kg.pipeline.extraction.extract_events)
    )
    out = tmp_path / ("out" if command == "build" else "out.jsonl")
    assert main([command, str(inputs), "-o", str(out), "--no-cache", "--jobs", "1", "-q"]) == 1
    err = capsys.readouterr().err
    assert "a1.txt: kg bug while extracting: ValueError: injected failure" in err and "Traceback" not in err
    lines = (out / "extractions.jsonl" if command == "build" else out).read_text().splitlines()
    assert sorted(json.loads(line)["id"] for line in lines) == ["a0", "a2"]
    if command == "build":
        rows = json.loads((out / "report.json").read_text())["inputs"]
        assert [(r["path"], r["status"], r["stage"]) for r in rows] == [
            ("a0.txt", "ok", ""),
            ("a1.txt", "error", "extracting"),
            ("a2.txt", "ok", ""),
        ]
