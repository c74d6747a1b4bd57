"""The one set of rules dating an article from the others (kg.time.publication.corpus)."""

from __future__ import annotations

import datetime as dt

from kg.model import Article, PublicationDate
from kg.time.publication.corpus import corpus_dates, year_hints

OWN = PublicationDate("2011-03-30", "dateline", 0.95)
BODY = PublicationDate("2010-12-30", "text", 0.66)
BODY_DAY = dt.date(2010, 12, 30)
YEARLESS = PublicationDate(None, "dateline", 0.6, "RABAT, Dec. 31 -", partial="12-31")


def test_a_yearless_dateline_takes_its_storys_year_before_anyone_elses():
    other_story = PublicationDate("2009-12-29", "metadata", 1.0)
    out = corpus_dates([OWN, other_story, YEARLESS], ["s", "t", "s"], [[]] * 3)
    # Its story's own date (March 2011) puts 31 December in 2010, nearest to it.
    assert out[2].value == "2010-12-31" and out[2].source == "dateline"


def test_a_storys_body_dates_come_before_every_articles_own_dates():
    elsewhere = PublicationDate("2015-12-20", "metadata", 1.0)
    assert year_hints([BODY, elsewhere, YEARLESS], ["s", None, "s"])[2] == [BODY_DAY]
    assert corpus_dates([BODY, elsewhere, YEARLESS], ["s", None, "s"], [[]] * 3)[2].value == "2010-12-31"


def test_without_stories_only_the_year_is_taken_and_no_article_is_dated_from_another():
    undated = PublicationDate(None)
    out = corpus_dates([OWN, YEARLESS, undated], [None] * 3, [[]] * 3)
    assert [d.value for d in out] == ["2011-03-30", "2010-12-31", None]


def test_kg_read_and_kg_build_date_articles_by_the_same_rules(monkeypatch):
    import kg.pipeline.articles
    import kg.pipeline.corpus

    calls = []
    real = corpus_dates

    def spy(dcts, stories, times):
        calls.append(len(dcts))
        return real(dcts, stories, times)

    monkeypatch.setattr(kg.pipeline.articles, "corpus_dates", spy)
    monkeypatch.setattr(kg.pipeline.corpus, "corpus_dates", spy)
    read = kg.pipeline.articles.dated(
        [Article("a", "RABAT, Dec. 31 - Talks ended."), Article("b", "x", date="2011-03-30")]
    )
    assert read[0].date == "2010-12-31" and read[0].date_source == "dateline"
    kg.pipeline.corpus.date_from_corpus([])
    assert calls == [2, 0]
