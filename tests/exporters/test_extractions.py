"""The per-article extraction records: how an event's time is written."""

from __future__ import annotations

from exporters.extractions import article_records
from kg.model import Article, Corpus, Entity, EventMention, EventTime, Extraction, Mention, PublicationDate


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


def test_a_month_or_year_is_written_as_its_timex_value() -> None:
    # As TIMEX3 and ISO 8601 write them, the way the kit's event dating reads them ("2009-11" agrees with "2009-11-03").
    assert _record(EventTime("2009-11", "", "timex"))["date"] == "2009-11"
    assert _record(EventTime("2009", "", "timex"))["date"] == "2009"


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


def _shooting(aid: str, text: str, words: str, named: tuple[Mention, ...] = ()) -> Extraction:
    """An article whose "shot" has the agent ``words``, written where they first appear."""
    start = text.index(words)
    trigger = text.index("shot")
    event = EventMention(
        trigger, trigger + 4, "shot", "shoot", "attack", 0, subject=words, subject_span=(start, start + len(words))
    )
    article = Article(id=aid, text=text)
    return Extraction(
        article=article, dct=PublicationDate("2009-06-04"), sentences=((0, len(text)),), events=(event,), mentions=named
    )


def test_an_unnamed_agent_is_one_entity_across_the_articles_of_its_event() -> None:
    a = _shooting("a1", "A gunman shot a guard.", "gunman")
    b = _shooting("b1", "The gunman shot a guard.", "gunman")
    c = _shooting("c1", "The gunman shot a guard.", "gunman")
    d = _shooting("d1", "A Michigan man shot a guard.", "Michigan man")
    corpus = Corpus(
        extractions=(a, b, c, d),
        entities=(),
        events=(),
        event_of={("a1", 0): "shooting-1", ("b1", 0): "shooting-1", ("c1", 0): "shooting-2", ("d1", 0): "shooting-1"},
    )
    records = {r["id"]: r["entities"] for r in article_records(corpus)}
    first = records["a1"][0]
    assert (first["text"], first["form"], first["entity_id"]) == ("gunman", "description", "shooting-1/agent/gunman")
    assert first["type"] not in ("PERSON", "ORG", "GPE", "LOC")  # no name type: scores of names leave it out
    assert records["b1"][0]["entity_id"] == first["entity_id"]
    # Another shooting's gunman is another referent; and so is another noun in one cluster, as
    # a cluster may have joined two events by mistake ("the woman" hit, "the driver" charged).
    assert records["c1"][0]["entity_id"] != first["entity_id"]
    assert records["d1"][0]["entity_id"] not in (first["entity_id"], records["c1"][0]["entity_id"])


def test_one_head_noun_is_one_referent_within_a_story() -> None:
    text = "The gunman shot a guard. The gunman fled."
    shot = _shooting("a1", text, "gunman")
    fled = EventMention(36, 40, "fled", "flee", "movement", 1, subject="gunman", subject_span=(29, 35))
    ex = Extraction(article=shot.article, dct=shot.dct, sentences=((0, 24), (25, 41)), events=(*shot.events, fled))
    other = _shooting("b1", "The gunman shot a guard.", "gunman")
    corpus = Corpus(
        extractions=(ex, other),
        entities=(),
        events=(),
        event_of={("a1", 0): "shooting-1", ("a1", 1): "flight-1", ("b1", 0): "shooting-2"},
        story_of={"a1": "s1", "b1": "s2"},
    )
    records = {r["id"]: r["entities"] for r in article_records(corpus)}
    assert [e["text"] for e in records["a1"]] == ["gunman", "gunman"]
    assert len({e["entity_id"] for e in records["a1"]}) == 1
    assert records["b1"][0]["entity_id"] != records["a1"][0]["entity_id"]


def test_a_description_overlapping_a_name_is_left_to_the_name() -> None:
    text = "US gunman Abel Kane shot a guard."
    name = Mention(10, 19, "Abel Kane", "Abel Kane", "PERSON", 0)
    ex = _shooting("a1", text, "US gunman Abel", named=(name,))
    corpus = Corpus(
        extractions=(ex,),
        entities=(Entity("abel-kane", "Abel Kane", "PERSON", mentions=(("a1", 0),)),),
        events=(),
        entity_of={("a1", 0): "abel-kane"},
        event_of={("a1", 0): "shooting-1"},
    )
    entities = next(article_records(corpus))["entities"]
    assert [e["form"] for e in entities] == ["name"]


def _robbery(aid: str, text: str, words: str, place: str) -> Extraction:
    """An article whose "shot" has the agent ``words``, naming ``place`` once."""
    ex = _shooting(aid, text, words)
    start = text.index(place)
    return Extraction(
        article=ex.article,
        dct=ex.dct,
        sentences=ex.sentences,
        events=ex.events,
        mentions=(Mention(start, start + len(place), place, place, "GPE", 0),),
    )


def test_an_unnamed_agent_of_one_cluster_in_articles_of_two_places_is_two_referents() -> None:
    """A cluster may have joined a story's two look-alike robberies: the places tell them apart."""
    a = _robbery("a1", "In Lorvik, armed robbers shot a guard.", "armed robbers", "Lorvik")
    b = _robbery("b1", "In Lorvik, masked robbers shot a guard.", "masked robbers", "Lorvik")
    c = _robbery("c1", "In Maddon, young robbers shot a guard.", "young robbers", "Maddon")
    ids = {"a1": "lorvik", "b1": "lorvik", "c1": "maddon"}
    corpus = Corpus(
        extractions=(a, b, c),
        entities=(Entity("lorvik", "Lorvik", "GPE"), Entity("maddon", "Maddon", "GPE")),
        events=(),
        entity_of={(aid, 0): eid for aid, eid in ids.items()},
        event_of={(aid, 0): "robbery-1" for aid in ids},
        story_of={"a1": "s1", "b1": "s1", "c1": "s1"},
    )
    records = {r["id"]: r["entities"][-1] for r in article_records(corpus)}
    assert records["a1"]["form"] == "description"
    assert records["a1"]["entity_id"] == records["b1"]["entity_id"]
    assert records["c1"]["entity_id"] != records["a1"]["entity_id"]


def test_in_a_story_only_the_same_words_are_one_referent() -> None:
    a = _shooting("a1", "The masked gunman shot a guard.", "masked gunman")
    b = _shooting("b1", "A masked gunman shot a guard.", "masked gunman")
    c = _shooting("c1", "The teenage gunman shot a guard.", "teenage gunman")
    corpus = Corpus(
        extractions=(a, b, c),
        entities=(),
        events=(),
        event_of={("a1", 0): "shooting-1", ("b1", 0): "shooting-2", ("c1", 0): "shooting-3"},
        story_of={"a1": "s1", "b1": "s1", "c1": "s1"},
    )
    records = {r["id"]: r["entities"][0]["entity_id"] for r in article_records(corpus)}
    assert records["a1"] == records["b1"]
    assert records["c1"] != records["a1"]


def test_a_span_overlaps_the_names_exactly_when_one_of_them_it_overlaps() -> None:
    """The bisection over an article's named spans answers as a scan of them all would."""
    import random

    from exporters.extractions import _Spans

    rng = random.Random(7)
    for _ in range(300):
        named = [(s, s + rng.randint(1, 8)) for s in (rng.randrange(40) for _ in range(rng.randrange(6)))]
        spans = _Spans(named)
        for start in range(45):
            for end in range(start + 1, start + 6):
                scanned = any(s < end and start < e for s, e in named)
                assert spans.overlap((start, end)) is scanned, (named, start, end)
