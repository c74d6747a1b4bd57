"""The per-article extraction records: how an event's time is written."""

from __future__ import annotations

from exporters.extractions import article_records
from kg.model import Article, Corpus, EventMention, EventTime, Extraction, PublicationDate


def _record(time: EventTime | None) -> dict:
    article = Article(id="a1", text="The plant closed.")
    event = EventMention(10, 16, "closed", "close", "other", 0, time=time)
    ex = Extraction(
        article=article, dct=PublicationDate("2009-06-04", "metadata"), sentences=((0, 17),), events=(event,)
    )
    corpus = Corpus(extractions=(ex,), entities=(), events=(), event_of={("a1", 0): "close-undated"})
    return next(article_records(corpus))["events"][0]


def test_a_day_is_the_date() -> None:
    record = _record(EventTime("2009-06-01", "", "sentence"))
    assert (record["date"], record["date_bound"], record["date_source"]) == ("2009-06-01", "", "sentence")


def test_a_month_or_year_is_written_at_day_length() -> None:
    assert _record(EventTime("2009-11", "", "timex"))["date"] == "2009-11-XX"
    assert _record(EventTime("2009", "", "timex"))["date"] == "2009-XX-XX"


def test_a_bound_is_never_written_as_the_date() -> None:
    record = _record(EventTime("2009-06-04", "before", "tense", earliest="2009-05-29"))
    assert record["date"] is None
    assert (record["date_bound"], record["date_value"], record["date_earliest"]) == (
        "before",
        "2009-06-04",
        "2009-05-29",
    )


def test_around_publication_is_the_publication_day() -> None:
    record = _record(EventTime("2009-06-04", "around", "tense"))
    assert (record["date"], record["date_bound"]) == ("2009-06-04", "around")


def test_an_unplaced_event_has_no_date() -> None:
    record = _record(None)
    assert (record["date"], record["date_bound"], record["date_value"]) == (None, "", None)


def test_an_agent_written_without_a_name_is_kept_on_the_event() -> None:
    article = Article(id="a1", text="The gunman shot King Abel II.")
    event = EventMention(11, 15, "shot", "shoot", "attack", 0, subject="gunman", object="King Abel II")
    ex = Extraction(article=article, dct=PublicationDate("2009-06-04"), sentences=((0, 29),), events=(event,))
    corpus = Corpus(extractions=(ex,), entities=(), events=(), event_of={("a1", 0): "shoot-undated"})
    record = next(article_records(corpus))["events"][0]
    # A capitalised name the entity step missed is no description of an unnamed actor.
    assert record["unnamed"] == [{"role": "agent", "text": "gunman"}]
