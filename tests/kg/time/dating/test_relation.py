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


def test_events_between_are_counted_up_to_the_four_the_feature_reads():
    from types import SimpleNamespace

    from kg.time.dating.relation import _events_within

    # Events at 10-14, 20-24, ..., 90-94, and one from 95 running past 100.
    made = SimpleNamespace(starts=[*range(10, 100, 10), 95], ends=[*range(14, 100, 10), 120])
    assert _events_within(made, 0, 100) == 4  # nine fit: four is as far as it counts
    assert _events_within(made, 15, 45) == 3  # 20-24, 30-34, 40-44
    assert _events_within(made, 90, 100) == 1  # 90-94; 95-120 runs past the end
    assert _events_within(made, 0, 100, enough=99) == 9
