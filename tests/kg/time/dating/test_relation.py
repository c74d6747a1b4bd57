"""The learnt event-time relation: its candidates and the model kg ships."""

from __future__ import annotations

from kg.model import Article, EventMention, Extraction, PublicationDate, Timex, TimexSpan
from kg.time.dating.placement import _calendar_values
from kg.time.dating.relation import FEATURES, candidates, load_model


def _extraction(text: str, times: list[tuple[str, str, int]], trigger: str, sentence: int) -> Extraction:
    spans, timexes = [], []
    for words, value, number in times:
        at = text.index(words)
        spans.append(TimexSpan(at, at + len(words), words, number))
        timexes.append(Timex(at, at + len(words), words, number, "DATE", value, "day"))
    at = text.index(trigger)
    event = EventMention(at, at + len(trigger), trigger, trigger, "other", sentence, tense="past", factuality="fact")
    lines = [(0, text.index("\n")), (text.index("\n") + 1, len(text))]
    return Extraction(
        Article("a", text),
        PublicationDate("2009-06-04", "metadata"),
        tuple(lines),
        tuple(spans),
        tuple(timexes),
        events=(event,),
    )


def test_the_shipped_model_reads_its_features():
    model = load_model()
    assert len(model.weights) == len(FEATURES) and 0.5 <= model.threshold < 1


def test_a_date_line_is_no_candidate_but_a_sentence_time_is():
    text = "June 4, 2009\nThe plant closed on Monday, workers said."
    ex = _extraction(text, [("June 4, 2009", "2009-06-04", 0), ("Monday", "2009-06-01", 1)], "closed", 1)
    found = candidates(ex, 0, _calendar_values(ex))
    assert [c.value for c in found] == ["2009-06-01"]
    assert len(found[0].features) == len(FEATURES)
