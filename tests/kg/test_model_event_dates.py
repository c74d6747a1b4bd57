"""Extraction.event_date / event_time: what an event mention is dated by, with and without dating."""

from __future__ import annotations

from kg.model import Article, EventMention, EventTime, Extraction, PublicationDate, Timex, TimexSpan

TEXT = "Talks opened on 3 May 2001. Rebels fled. Police said."


def _article(*events: EventMention) -> Extraction:
    span = TimexSpan(16, 26, "3 May 2001", 0)
    timex = Timex(16, 26, "3 May 2001", 0, "DATE", "2001-05-03", "day")
    return Extraction(
        Article("a", TEXT),
        PublicationDate(None),
        ((0, 27), (28, 40), (41, 53)),
        timex_spans=(span,),
        timexes=(timex,),
        events=events,
    )


def _event(
    start: int, end: int, sentence: int, timex: int | None = None, time: EventTime | None = None
) -> EventMention:
    word = TEXT[start:end]
    return EventMention(start, end, word, word, "other", sentence, timex=timex, time=time)


def test_a_hand_made_record_dates_an_event_by_the_time_it_governs_and_no_other():
    opened, fled = _event(6, 12, 0, timex=0), _event(35, 39, 1)
    ex = _article(opened, fled)
    assert ex.event_date(opened) == "2001-05-03" and ex.event_time(opened) == EventTime("2001-05-03")
    assert ex.event_date(fled) is None and ex.event_time(fled) is None


def test_once_dating_placed_some_event_an_unplaced_one_has_no_date_even_with_a_time_of_its_own():
    placed = EventTime("2001-05-03")
    opened, fled, said = _event(6, 12, 0, time=placed), _event(35, 39, 1, timex=0), _event(48, 52, 2)
    ex = _article(opened, fled, said)
    assert ex.event_time(opened) == placed and ex.event_date(opened) is None  # no time expression it governs
    assert ex.event_date(fled) is None and ex.event_time(fled) is None  # dating turned its time down
    assert ex.event_date(said) is None and ex.event_time(said) is None
