"""--jobs is capped at the work there is, and a number above the cores is noted (issue 50, fault 6)."""

from __future__ import annotations

import os

import spacy

from kg.cli import main
from kg.model import Article
from kg.pipeline import parse


def test_no_more_parse_workers_than_batches(monkeypatch):
    """60 articles (two batches) with --jobs 6 started six spaCy workers; --jobs 1000 would start a thousand."""
    asked: list[int] = []

    class Recorded(parse.Workers):
        def __init__(self, jobs, *args, **kwargs):
            asked.append(jobs)
            super().__init__(jobs, *args, **kwargs)

        def submit(self, key, articles):  # parsed here: only the number asked for matters
            self._done[key] = [a.id for a in articles]

    monkeypatch.setattr(parse, "Workers", Recorded)
    articles = [Article(id=f"a{i}", text=f"Officials met in Town{i}.") for i in range(60)]
    for jobs in (6, 1000):
        out = list(parse.extract_articles(articles, spacy.blank("en"), jobs=jobs, total=len(articles)))
        assert out == [a.id for a in articles]
    assert asked == [2, 2]


def test_jobs_above_the_cores_are_noted(capsys, tmp_path):
    cores = os.cpu_count() or 1
    assert main(["build", str(tmp_path / "missing"), "--jobs", str(cores + 1), "-o", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert f"kg: note: --jobs {cores + 1} is more than the {cores} cores here" in err
    assert main(["build", str(tmp_path / "missing"), "--jobs", str(cores), "-o", str(tmp_path / "o")]) == 2
    assert "note: --jobs" not in capsys.readouterr().err
