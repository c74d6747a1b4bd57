"""A statement's time and the time of what it reports (kg.time.dating.reports), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction
from kg.time.dating import reports
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def _statement(ex: Extraction, index: int, reported: str) -> Extraction:
    events = list(ex.events)
    events[index] = replace(events[index], event_class="statement", timeml_class="REPORTING", reported=reported)
    return replace(ex, events=tuple(events))


def test_the_time_of_a_statement_written_after_what_it_reports_is_the_statements() -> None:
    # The killing was on Friday; the officials spoke as dawn broke on Saturday.
    ex = _extraction(
        "At least 82 were killed and more than 1,700 injured, officials said as dawn broke Saturday",
        [("Saturday", "1998-08-08")],
        [
            {"word": "killed", "tense": "past"},
            {"word": "injured", "tense": "past"},
            {"word": "said", "tense": "past"},
            {"word": "broke", "tense": "past", "timex": 0},
        ],
        dct="1998-08-08",
    )
    ex = _statement(ex, 2, "At least 82 were killed and more than 1,700 injured")
    assert reports.reported_extent(ex, ex.events[2]) == (0, 51)
    assert reports.statements_time(ex, ex.events[0], 0) and reports.statements_time(ex, ex.events[1], 0)
    assert not reports.statements_time(ex, ex.events[3], 0)  # the dawn broke on Saturday
    placed = [ev.time for ev in place_events(ex).events]
    assert placed[0] == placed[1] == EventTime("1998-08-08", "before", "tense")
    assert placed[3] == EventTime("1998-08-08", "", "timex")


def test_a_time_inside_what_a_statement_reports_is_not_the_statements() -> None:
    ex = _extraction(
        "The company said it was informed Friday that the site broke its policy",
        [("Friday", "1999-02-05")],
        [{"word": "said", "tense": "past"}, {"word": "informed", "tense": "past", "timex": 0}],
        dct="1999-02-06",
    )
    ex = _statement(ex, 0, "it was informed Friday that the site broke its policy")
    assert reports.in_what_is_reported(ex, ex.events[0], 0)
    assert not reports.in_what_is_reported(ex, ex.events[1], 0)  # no statement: nothing it reports
    placed = [ev.time for ev in place_events(ex).events]
    assert placed == [EventTime("1999-02-06", "before", "tense"), EventTime("1999-02-05", "", "timex")]
    # Written before the statement: "Kopp's car was discovered last month, the FBI said".
    ex = _extraction(
        "The car was discovered last month at the airport, the FBI said",
        [("last month", "1998-12")],
        [{"word": "discovered", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
        dct="1999-01-22",
    )
    ex = _statement(ex, 1, "The car was discovered last month at the airport")
    placed = [ev.time for ev in place_events(ex).events]
    assert placed == [EventTime("1998-12", "", "timex"), EventTime("1999-01-22", "before", "tense")]


def test_a_statement_after_what_it_reports_without_a_parsed_clause() -> None:
    # The parse gave "said" no clause: the sentence up to the comma before its subject is it.
    ex = _extraction(
        "At least 82 were killed, officials said as dawn broke Saturday",
        [("Saturday", "1998-08-08")],
        [
            {"word": "killed", "tense": "past"},
            {"word": "said", "tense": "past", "timeml_class": "REPORTING"},
            {"word": "broke", "tense": "past", "timex": 0},
        ],
        dct="1998-08-08",
    )
    assert reports.statements_time(ex, ex.events[0], 0)
    assert not reports.statements_time(ex, ex.events[2], 0)


def test_a_time_in_what_a_later_statement_reports_without_a_parsed_clause() -> None:
    # "The death toll rose to 2,012 on Sunday, the Interior Ministry said": Sunday is the rise's.
    ex = _extraction(
        "The death toll rose to 2,012 on Sunday, the Interior Ministry said, with 2,000 people injured",
        [("Sunday", "2023-09-10")],
        [{"word": "rose", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
        dct="2023-09-10",
    )
    ex = _statement(ex, 1, "")
    assert reports.in_what_is_reported(ex, ex.events[1], 0)
    placed = [ev.time for ev in place_events(ex).events]
    assert placed == [EventTime("2023-09-10", "", "timex"), EventTime("2023-09-10", "before", "tense")]


def test_find_words_finds_what_the_whitespace_pattern_finds() -> None:
    """find_words stands in for re.search(r"\\s+".join(map(re.escape, words)), text, start, end):
    the same span or None, on texts of words, look-alikes, regex characters and mixed whitespace."""
    import random
    import re

    rng = random.Random(7)
    vocabulary = ["it", "it.", "rained", "rained.", "(a+b)", "a", "said", "\u00a0", "  ", "\n", "\t", " ", "i"]
    for _ in range(3000):
        text = "".join(rng.choice(vocabulary) + rng.choice(["", " ", "  ", "\n", "\u2009"]) for _ in range(12))
        words = [rng.choice(["it", "it.", "rained", "(a+b)", "a", "i", "said"]) for _ in range(rng.randint(1, 3))]
        start = rng.randint(0, len(text))
        end = rng.randint(start, len(text))
        found = re.compile(r"\s+".join(re.escape(w) for w in words)).search(text, start, end)
        expected = (found.start(), found.end()) if found else None
        assert reports.find_words(text, words, start, end) == expected, (text, words, start, end)


def test_a_past_fact_a_statement_reports_takes_no_time_from_outside_what_it_reports() -> None:
    from kg.time.dating.usable import usable_candidates

    ex = _extraction(
        "An official was quoted Friday as saying that a group planned the attacks",
        [("Friday", "1998-08-21")],
        [
            {"word": "quoted", "tense": "past", "timex": 0},
            {"word": "saying", "tense": ""},
            {"word": "planned", "tense": "past"},
        ],
        dct="1998-08-21",
    )
    ex = _statement(ex, 1, "a group planned the attacks")
    assert reports.told_before_its_report(ex, ex.events[2], 0)
    assert 0 not in [c.span for c in usable_candidates(ex, 2, {0: "1998-08-21"}, None)]
    # a time inside what is said is the said thing's: "saying that on Friday a group planned"
    inside = _extraction(
        "An official was quoted as saying that on Friday a group planned the attacks",
        [("Friday", "1998-08-21")],
        [{"word": "saying", "tense": ""}, {"word": "planned", "tense": "past"}],
        dct="1998-08-22",
    )
    inside = _statement(inside, 0, "that on Friday a group planned the attacks")
    assert not reports.told_before_its_report(inside, inside.events[1], 0)
