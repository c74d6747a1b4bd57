"""Times of another clause than the event's (kg.time.dating.clauses), and what placement then does, on
hand-made records."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.model import EventTime, Extraction
from kg.time.dating import clauses
from kg.time.dating.placement import place_events
from tests.kg.time.dating.test_placement import _extraction


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(ex).events]


def test_a_range_start_and_a_since_clause_are_limits() -> None:
    ex = _extraction(
        "The bank will buy shares tendered from today through November 17",
        [("today", "1989-10-27"), ("November 17", "1989-11-17")],
        [{"word": "tendered", "timex": 0}, {"word": "will buy", "tense": "future"}],
        dct="1989-10-27",
    )
    assert clauses.range_start(ex, 0) and not clauses.range_start(ex, 1)
    placed = place_events(ex)
    assert placed.events[0].time is None  # no day: the tendering runs from today on
    assert placed.event_time(placed.events[0]) is None  # and none is drawn from its governed time
    ex = _extraction(
        "Ever since he learned that the boy was in Florida last November he has been seeking his return",
        [("last November", "1999-11")],
        [{"word": "learned", "tense": "past"}, {"word": "seeking", "tense": "perfect"}],
        dct="2000-04-24",
    )
    assert not clauses.in_since_clause(ex, 0, ex.events[0])  # the learning is in the clause
    assert clauses.in_since_clause(ex, 0, ex.events[1])
    assert _times(ex)[1] == EventTime("2000-04-24", "before", "tense")


def test_a_comparison_base_and_a_scheduled_day_date_nothing_else() -> None:
    ex = _extraction(
        "Its market share rose to 17%, up from 14% a year ago",
        [("a year ago", "2009")],
        [{"word": "rose", "tense": "past"}],
        dct="2010-03-03",
    )
    assert clauses.comparison_base(ex, 0)
    assert _times(ex) == [EventTime("2010-03-03", "before", "tense")]
    ex = _extraction(
        "A memorial service planned for Saturday was canceled after plans were leaked",
        [("Saturday", "1999-10-23")],
        [{"word": "planned", "tense": "past", "timex": 0}, {"word": "canceled", "tense": "past"}],
        dct="1999-10-24",
    )
    assert clauses.scheduled_day(ex, 0, "1999-10-23") and not clauses.scheduled_day(ex, 0, "1999-Q3")
    assert _times(ex) == [EventTime("1999-10-24", "before", "tense")] * 2


def test_an_intended_complements_time_is_not_the_intending() -> None:
    # "has offered to travel today": the offer came before the travel it offers.
    text = "The boy's father has offered to travel alone today to pick up his son"
    ex = _extraction(
        text,
        [("today", "2000-04-03")],
        [{"word": "offered", "tense": "perfect"}, {"word": "travel", "tense": "", "timex": 0}],
        dct="2000-04-03",
    )
    ex = replace(ex, events=(replace(ex.events[0], lemma="offer", theme="travel"), ex.events[1]))
    assert clauses.in_complement(ex, ex.events[0], [ex.events[1]])
    assert _times(ex)[0] == EventTime("2000-04-03", "before", "tense")
    began = replace(ex.events[0], lemma="begin")
    assert not clauses.in_complement(ex, began, [ex.events[1]])  # "began to travel today": today


def test_what_a_statement_says_and_a_past_time_beside_a_present_perfect() -> None:
    ex = _extraction(
        "He suggested that the fourth quarter could see an operating profit",
        [("the fourth quarter", "2009-Q4")],
        [{"word": "suggested", "tense": "past", "timex": 0}],
        dct="2009-11-03",
    )
    ex = replace(ex, events=(replace(ex.events[0], event_class="statement"),))
    assert clauses.in_what_is_said(ex, ex.events[0], 0)
    assert _times(ex) == [EventTime("2009-11-03", "before", "tense")]
    ex = _extraction(
        "Another man has been arrested in connection with the bombings last year",
        [("last year", "1998")],
        [{"word": "arrested", "tense": "perfect", "timex": 0}],
        dct="1999-10-08",
    )
    assert clauses.perfect_with_past(ex, ex.events[0], "1998")
    assert not clauses.perfect_with_past(ex, ex.events[0], "1999")  # "has ... this year"
    assert _times(ex) == [EventTime("1999-10-08", "before", "tense")]
    # the complement of a verb in the present perfect: "ago" is the earthquake's
    ex = _extraction(
        "The insurer has started processing claims from the earthquake nearly two weeks ago",
        [("nearly two weeks ago", "1989-W42")],
        [{"word": "started", "tense": "perfect", "timex": 0}, {"word": "processing", "tense": "perfect", "timex": 0}],
        dct="1989-10-30",
    )
    assert clauses.perfect_with_past(ex, ex.events[1], "1989-W42")
    assert _times(ex) == [EventTime("1989-10-30", "before", "tense")] * 2
    ex = _extraction(
        "The insurer started processing claims two weeks ago",
        [("two weeks ago", "1989-W42")],
        [{"word": "started", "tense": "past", "timex": 0}, {"word": "processing", "tense": "past", "timex": 0}],
        dct="1989-10-30",
    )
    assert _times(ex) == [EventTime("1989-W42", "", "timex")] * 2


def test_a_bound_with_an_article_and_a_modifier_is_no_date() -> None:
    # "After a flat second quarter, the firm attributed the gain to prices": after, not during.
    ex = _extraction(
        "After a flat second quarter the firm attributed the gain to prices",
        [("second quarter", "1989-Q2")],
        [{"word": "attributed", "tense": "past", "timex": 0}],
        dct="1989-11-01",
    )
    assert _times(ex) == [EventTime("1989-11-01", "before", "tense")]


def test_a_period_a_figure_covers_in_the_sentence_before_dates_nothing_here() -> None:
    # "... a decline in sales for the month of July. An analyst points to gas prices."
    from kg.time.dating.placement import _calendar_values
    from kg.time.dating.usable import own_date, usable_candidates

    ex = _extraction(
        "It reported a decline in sales for the month of July. An analyst points to rising gas prices",
        [("the month of July", "2006-07")],
        [{"word": "points", "tense": "present"}],
        dct="2006-08-19",
    )
    found = usable_candidates(ex, 0, _calendar_values(ex), own_date(ex, ex.events[0]))
    assert found == []


def test_a_clause_a_stretch_after_or_before_does_not_take_the_main_clauses_time() -> None:
    # "today became members, less than a decade after shedding their ties": the shedding was years before.
    text = "Three countries today became members of the alliance, less than a decade after shedding their military ties"
    ex = _extraction(
        text,
        [("today", "1999-03-12"), ("a decade", "P10Y")],
        [{"word": "became", "tense": "past", "timex": 0}, {"word": "shedding", "tense": ""}],
        dct="1999-03-12",
    )
    ex = replace(ex, timexes=(ex.timexes[0], replace(ex.timexes[1], type="DURATION", granularity="duration")))
    assert clauses.offset_clause(ex, ex.events[1], 0)
    assert not clauses.offset_clause(ex, ex.events[0], 0)
    placed = _times(ex)
    assert placed[0] == EventTime("1999-03-12", "", "timex")
    assert placed[1] is None or not placed[1].exact
    # A time inside that clause stays its own: "a decade after the revolution of 1989".
    later = _extraction(
        "Three countries today became members, a decade after shedding their ties in 1989",
        [("today", "1999-03-12"), ("a decade", "P10Y"), ("1989", "1989")],
        [{"word": "became", "tense": "past", "timex": 0}, {"word": "shedding", "tense": ""}],
        dct="1999-03-12",
    )
    later = replace(later, timexes=(later.timexes[0], replace(later.timexes[1], type="DURATION"), later.timexes[2]))
    assert not clauses.offset_clause(later, later.events[1], 2)


def _model_events(nlp, text: str, date: str = "2009-06-04"):
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    ex = extract_doc(Article(id="a", text=text, date=date), nlp(text))
    return ex, {ev.trigger: ev for ev in ex.events}


@pytest.mark.model
def test_a_time_of_another_clause_does_not_date_the_event(nlp) -> None:
    # an opening participle clause's month is the stopping's, not the sending home's
    ex, events = _model_events(nlp, "Stopped by city police in March for speeding, Lundgren was sent home.")
    assert ex.event_time(events["sent"]) == EventTime("2009-06-04", "before", "tense")


@pytest.mark.model
def test_an_infinitive_in_a_subject_does_not_take_its_verbs_time(nlp) -> None:
    # "later this year" is the naming's; the shutting the subject describes is not dated by it
    ex, events = _model_events(nlp, "Two more factories to be shut are to be named later this year.")
    assert ex.event_time(events["named"]) == EventTime("2009", "", "timex")
    assert ex.event_time(events["shut"]).value != "2009"


@pytest.mark.model
def test_a_noun_another_happening_follows_is_on_or_before_it(nlp) -> None:
    ex, events = _model_events(nlp, "The fare cut follows an investigation by the transport regulator.")
    assert ex.event_time(events["investigation"]) == EventTime("2009-06-04", "before", "tense")
    # a time written on the noun is still its own
    ex, events = _model_events(nlp, "The fare cut follows Friday's ruling by the court.")
    assert ex.event_time(events["ruling"]) == EventTime("2009-05-29", "", "timex")


def test_an_intending_verbs_day_dates_neither_what_it_intends_nor_what_that_names() -> None:
    import numpy as np

    from kg.time.dating.relation import FEATURES, RelationModel

    text = "The mayors vow Saturday to punish those responsible for the fires"
    ex = _extraction(
        text,
        [("Saturday", "2009-05-30")],
        [
            {"word": "vow", "tense": "past", "timex": 0},
            {"word": "punish", "factuality": "future"},
            {"word": "responsible"},
            {"word": "fires", "nominal": True},
        ],
    )
    # a relation sure of every candidate: only the structure keeps Saturday to the vow
    sure = RelationModel(np.zeros(len(FEATURES)), 10.0, 0.7)
    times = [ev.time for ev in place_events(ex, relation=sure).events]
    assert times[0] == EventTime("2009-05-30", "", "timex")
    assert all(t is None or t.value != "2009-05-30" for t in times[1:])


@pytest.mark.model
def test_a_but_clauses_day_is_its_own(nlp) -> None:
    # "has flown" with no time of its own is at most on or before the article's day
    ex, events = _model_events(
        nlp,
        "Canada has flown doctors to the island to treat the injured, but officials in Ottawa gave no figures on Thursday.",
    )
    assert ex.event_time(events["flown"]) == EventTime("2009-06-04", "before", "tense")


@pytest.mark.model
def test_a_time_ending_an_after_phrase_is_of_what_the_phrase_names(nlp) -> None:
    # "ten years ago" is the fall's, whichever verb the parse gives it to
    ex, events = _model_events(nlp, "They moved to guard the freedoms won after the fall of the junta ten years ago.")
    assert all(
        ex.event_time(ev) is None or ex.event_time(ev).value != "1999" for ev in ex.events if ev.trigger != "fall"
    )


def test_a_figures_earlier_value_dates_not_the_change() -> None:
    # "to A from B <time>": the time is when the figure was B, the base the change is measured from
    ex = _extraction(
        "The mills saw a sharp fall in operating income to $21.3 million from $77.9 million a year ago",
        [("a year ago", "1990-Q3")],
        [{"word": "saw", "tense": "past", "timex": 0}, {"word": "fall", "nominal": True}],
        dct="1991-10-24",
    )
    assert clauses.comparison_base(ex, 0)
    assert _times(ex)[0] == EventTime("1991-10-24", "before", "tense")
    ex = _extraction(
        "Freight volume grew faster than a year earlier",
        [("a year earlier", "1990")],
        [{"word": "grew", "tense": "past", "timex": 0}],
        dct="1991-10-24",
    )
    assert clauses.comparison_base(ex, 0)
    assert _times(ex) == [EventTime("1991-10-24", "before", "tense")]
    # not a base: people from villages, a range, a figure that is itself a time
    cases = [
        ("Rescuers evacuated 40 people from 3 villages on Friday", [("Friday", "1991-10-18")]),
        ("The plant ran at full capacity from 1990 to 1995", [("1990", "1990"), ("1995", "1995")]),
        ("The talks lasted from 2 p.m. on Friday", [("2 p.m.", "1991-10-18T14:00"), ("Friday", "1991-10-18")]),
    ]
    for text, times in cases:
        ex = _extraction(text, times, [], dct="1991-10-24")
        assert not clauses.comparison_base(ex, len(times) - 1), text


def test_a_time_of_a_clause_joined_before_is_not_the_next_clauses() -> None:
    # "were reworked last year, and dealers said": last year is the reworking's, not the saying's
    text = "Both trucks were heavily reworked last year, and dealers said that demand was rising"
    ex = _extraction(
        text,
        [("last year", "2010")],
        [{"word": "reworked", "tense": "past", "timex": 0}, {"word": "said", "tense": "past", "timex": 0}],
        dct="2011-04-05",
    )
    at = text.index("dealers")
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], subject_span=(at, at + len("dealers")))))
    assert clauses.earlier_conjunct(ex, ex.events[1], 0)
    assert _times(ex) == [EventTime("2010", "", "timex"), EventTime("2011-04-05", "before", "tense")]
    # a time opening the sentence stands over both clauses
    text = "In 2010 the company cut jobs and its shares fell"
    ex = _extraction(
        text,
        [("2010", "2010")],
        [{"word": "cut", "tense": "past", "timex": 0}, {"word": "fell", "tense": "past", "timex": 0}],
        dct="2011-04-05",
    )
    at = text.index("its shares")
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], subject_span=(at, at + len("its shares")))))
    assert not clauses.earlier_conjunct(ex, ex.events[1], 0)
    assert _times(ex) == [EventTime("2010", "", "timex")] * 2


def test_a_comparison_base_with_its_per_share_figure_or_opened_further_back() -> None:
    ex = _extraction(
        "The maker said net jumped to $87 million, or $2.02 a share, from $58 million, or $1.40 a share, a year earlier",
        [("a year earlier", "1988-Q3")],
        [{"word": "jumped", "tense": "past", "timex": 0}],
        dct="1989-10-26",
    )
    assert clauses.comparison_base(ex, 0)
    assert _times(ex) == [EventTime("1989-10-26", "before", "tense")]
    ex = _extraction(
        "These results compare with net income of $1.8 million, or 44 cents a share, for the corresponding period last year",
        [("last year", "1988-Q3")],
        [{"word": "compare", "tense": "present", "timex": 0}],
        dct="1989-10-26",
    )
    assert clauses.comparison_base(ex, 0)
    ex = _extraction(
        "Sales compare with a weak start, and the company was sold last year",
        [("last year", "1988")],
        [{"word": "sold", "tense": "past", "timex": 0}],
        dct="1989-10-26",
    )
    assert not clauses.comparison_base(ex, 0)  # another clause opened after the comparison


def test_a_past_time_beside_a_present_progressive_is_not_its_time() -> None:
    # "is increasing its reserves for the third quarter": the quarter is what the reserves are for
    ex = _extraction(
        "The bank is increasing its reserves for the third quarter by $8 million",
        [("the third quarter", "1989-Q3")],
        [{"word": "increasing", "tense": "progressive", "timex": 0}],
        dct="1989-10-27",
    )
    assert clauses.progressive_with_past(ex, ex.events[0], "1989-Q3")
    assert _times(ex) == [EventTime("1989-10-27", "around", "tense")]
    # "is still considering a request last week": the request's week, not the considering's
    ex = _extraction(
        "The department is still considering a request last week from the father",
        [("last week", "2000-W05")],
        [{"word": "considering", "tense": "progressive", "timex": 0}],
        dct="2000-02-10",
    )
    assert _times(ex) == [EventTime("2000-02-10", "around", "tense")]
    # a time not wholly past is its own ("is holding talks this week", "today"), and a past verb's
    # past time is its own
    ex = _extraction(
        "The company is holding talks with its lenders this week",
        [("this week", "1989-W43")],
        [{"word": "holding", "tense": "progressive", "timex": 0}],
        dct="1989-10-27",
    )
    assert not clauses.progressive_with_past(ex, ex.events[0], "1989-W43")
    assert _times(ex) == [EventTime("1989-W43", "", "timex")]
    assert not clauses.progressive_with_past(ex, replace(ex.events[0], tense="past"), "1989-Q3")
    # "seemed to be backing down yesterday": an infinitive's "be" is no present
    ex = _extraction(
        "The United States seemed to be backing down yesterday from its hard line",
        [("yesterday", "2002-10-20")],
        [{"word": "backing", "tense": "progressive", "timex": 0}],
        dct="2002-10-21",
    )
    assert not clauses.progressive_with_past(ex, ex.events[0], "2002-10-20")
    assert _times(ex) == [EventTime("2002-10-20", "", "timex")]
