"""A time that opens its sentence dates the main clause's verbs (kg.time.dating.opening), on hand-made records."""

from __future__ import annotations

from kg.model import EventTime
from kg.time.dating.opening import opening_time
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def test_an_opening_time_dates_the_main_clause_whatever_the_parse_hung_it_on() -> None:
    # The parse hung "April 8" on the aside's participle; the searching and unearthing are the news.
    ex = _extraction(
        "But on April 8, investigators, wondering how he escaped, searched the site and unearthed a rifle buried below",
        [("April 8", "1999-04-08")],
        [
            {"word": "wondering", "timex": 0, "timeml_class": "I_STATE"},
            {"word": "escaped", "tense": "past"},
            {"word": "searched", "tense": "past", "object_span": (0, 1)},
            {"word": "unearthed", "tense": "past", "object_span": (0, 1)},
            {"word": "buried", "tense": "past"},
        ],
        dct="1999-05-05",
    )
    values = {0: "1999-04-08"}
    assert [opening_time(ex, ev, values) for ev in ex.events] == [None, None, 0, 0, None]
    placed = [ev.time for ev in place_events(ex).events]
    assert placed[2] == placed[3] == EventTime("1999-04-08", "", "timex")
    assert placed[4] == EventTime("1999-05-05", "before", "tense")  # "a rifle buried": no clause of its own


def test_no_opening_time_for_what_is_reported_quoted_or_attributed_after() -> None:
    ex = _extraction(
        "On Friday, police said the bomb had exploded. Last week, Freeh asked Mexico to help, officials have said. "
        "``Today, we have our suspect,'' said the agent",
        [("Friday", "1998-08-07"), ("Last week", "1999-W02"), ("Today", "1999-05-07")],
        [
            {"word": "said the bomb", "tense": "past", "timeml_class": "REPORTING", "subject_span": (0, 1)},
            {"word": "exploded", "tense": "past", "subject_span": (0, 1)},
            {"word": "asked", "tense": "past", "subject_span": (0, 1)},
            {"word": "have said", "tense": "perfect", "timeml_class": "REPORTING", "subject_span": (0, 1)},
            {"word": "said the agent", "tense": "past", "timeml_class": "REPORTING", "subject_span": (0, 1)},
        ],
        dct="1999-05-07",
    )
    values = {0: "1998-08-07", 1: "1999-W02", 2: "1999-05-07"}
    # The saying and the asking take their opening time; what is said, and a saying that closes
    # another clause or follows a quotation, do not.
    assert [opening_time(ex, ev, values) for ev in ex.events] == [0, None, 1, None, None]


def test_a_time_after_the_subject_or_a_second_time_is_no_opening() -> None:
    ex = _extraction(
        "In 1992, the group said that on Monday it had sold the plant. The police, on Friday, arrested him",
        [("1992", "1992"), ("Monday", "1998-10-26"), ("Friday", "1998-10-23")],
        [
            {"word": "sold", "tense": "past", "subject_span": (0, 1)},
            {"word": "arrested", "tense": "past", "subject_span": (0, 1)},
        ],
        dct="1998-10-28",
    )
    values = {0: "1992", 1: "1998-10-26", 2: "1998-10-23"}
    assert [opening_time(ex, ev, values) for ev in ex.events] == [None, None]


def test_a_time_written_on_the_opening_occasion_dates_the_main_clause() -> None:
    text = "In Sunday's debate against Vacco, Spitzer attacked him. In the wake of Friday's attack, police arrested him"
    ex = _extraction(
        text,
        [("Sunday", "1998-10-25"), ("Friday", "1998-10-23")],
        [
            {"word": "attacked", "tense": "past", "subject_span": (0, 1)},
            {"word": "arrested", "tense": "past", "subject_span": (0, 1)},
        ],
        dct="1998-10-26",
    )
    values = {0: "1998-10-25", 1: "1998-10-23"}
    # the attack was at Sunday's debate; an arrest "in the wake of" Friday's attack was not on Friday
    assert [opening_time(ex, ev, values) for ev in ex.events] == [0, None]
    ex = _extraction(
        "In its Friday issue, the paper quoted an officer",
        [("Friday", "1998-11-20")],
        [{"word": "quoted", "tense": "past", "subject_span": (0, 1)}],
        dct="1998-11-21",
    )
    assert opening_time(ex, ex.events[0], {0: "1998-11-20"}) == 0
