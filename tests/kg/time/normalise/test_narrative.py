"""Anchoring in document order: deictic expressions on the publication date, anaphoric ones on the narrative."""

import datetime as dt

import pytest

from kg.model import TimexSpan
from kg.time.normalise.narrative import normalise_all

ANCHOR = dt.date(2002, 10, 21)  # a Monday


def _values(*texts_and_tenses: tuple[str, str]) -> list[str]:
    """Values of spans laid out one after another, as if in one document."""
    spans, pos = [], 0
    for text, tense in texts_and_tenses:
        spans.append(TimexSpan(pos, pos + len(text), text, 0, tense))
        pos += len(text) + 20
    return [t.value for t in normalise_all(spans, ANCHOR, keep_unresolved=True)]


@pytest.mark.parametrize(
    "context, text, tense, expected",
    [
        # anaphoric: counted from the last date the text mentioned
        ("May 22, 1995", "the following year", "past", "1996"),
        ("June 1998", "later that year", "past", "1998"),
        ("Oct. 23, 1999", "Earlier that day", "past", "1999-10-23"),
        ("Oct. 23, 1999", "the next day", "past", "1999-10-24"),
        ("Oct. 23, 1999", "the day before", "past", "1999-10-22"),
        ("Oct. 23, 1999", "that same day", "past", "1999-10-23"),
        # "that same day" after a time that names no day is a day within it, not an older day
        ("last October", "that same day", "past", "2001-10"),
        ("Oct. 23, 1999", "the next morning", "past", "1999-10-24TMO"),
        ("Oct. 23, 1999", "later in the day", "past", "1999-10-23"),
        ("March 1990", "the following month", "past", "1990-04"),
        ("March 1990", "two years later", "past", "1992"),
        ("March 3, 1990", "three days later", "past", "1990-03-06"),
        ("last year", "the year previous", "past", "2000"),
        ("June 10", "that time", "future", "2002-06-10"),
        ("Friday", "the previous Friday", "past", "2002-10-11"),
        # a place in a run ("the eighth day of", "a third straight day") is the time the story is at
        ("Oct. 23, 1999", "the eighth day", "present", "1999-10-23"),
        ("Oct. 23, 1999", "a third straight day", "past", "1999-10-23"),
        ("Oct. 23, 1999", "its third week", "past", "1999-W42"),
        ("June 1998", "the 12th consecutive month", "past", "1998-06"),
        ("June 1998", "a third straight year", "past", "1998"),
        ("June 1998", "the first year", "past", "XXXX-XX-XX"),
        # an uncounted "later" in a past story is a stretch, not the future
        ("Oct. 23, 1999", "A few days later", "past", "PXD"),
        ("Oct. 23, 1999", "hours later", "past", "PTXH"),
        ("Oct. 23, 1999", "weeks later", "future", "FUTURE_REF"),
        # deictic: stays on the publication date even after an older date
        ("May 22, 1995", "yesterday", "past", "2002-10-20"),
        ("May 22, 1995", "last week", "past", "2002-W42"),
        ("May 22, 1995", "two years ago", "past", "2000"),
        ("May 22, 1995", "today", "present", "2002-10-21"),
        ("May 22, 1995", "Sunday", "past", "2002-10-20"),
        ("May 22, 1995", "next year", "future", "2003"),
        # "the next year" looks ahead from now unless the story is told in the past
        ("May 22, 1995", "the next year", "future", "2003"),
        ("May 22, 1995", "the next year", "past", "1996"),
    ],
)
def test_reference_time(context, text, tense, expected):
    assert _values((context, "past"), (text, tense))[-1] == expected


@pytest.mark.parametrize(
    "context, text, expected",
    [
        # "that time" is the time named last, as named: a stretch stays a stretch, a year a year
        ("five-year", "During that time", "P5Y"),
        ("1995", "at that time", "1995"),
        ("Oct. 23, 1999", "by that time", "1999-10-23"),
    ],
)
def test_that_time_is_the_time_named_last(context, text, expected):
    assert _values((context, "past"), (text, "past"))[1] == expected


def test_that_time_with_no_time_named_before_is_no_day():
    # "that" points back: with nothing named before, it is not the publication day
    assert _values(("that time", "past")) == ["XXXX-XX-XX"]


def test_without_context_anaphora_falls_back_on_publication_date():
    assert _values(("the following year", "past")) == ["2003"]
    assert _values(("that day", "past")) == ["2002-10-21"]


def test_reporting_quarter():
    values = _values(
        ("the third quarter", "past"),
        ("a year earlier", "past"),
        ("a year ago", "past"),
        ("the latest quarter", "past"),
        ("the year-earlier period", "past"),
    )
    assert values == ["2002-Q3", "2001-Q3", "2001-Q3", "2002-Q3", "2001-Q3"]


def test_reporting_month():
    assert _values(("January", "past"), ("the same month a year ago", "past")) == ["2002-01", "2001-01"]


def test_current_quarter_is_deictic():
    assert _values(("the third quarter", "past"), ("the current quarter", "present"))[-1] == "2002-Q4"


def test_range_end_lends_its_unit():
    spans = [TimexSpan(0, 2, "60", 0), TimexSpan(7, 14, "90 days", 0)]
    assert [(t.type, t.value) for t in normalise_all(spans, ANCHOR)] == [("DURATION", "P60D"), ("DURATION", "P90D")]


def test_unresolved_kept_or_dropped():
    spans = [TimexSpan(0, 8, "This day", 0)]
    assert normalise_all(spans, ANCHOR, keep_unresolved=True)[0].value == "XXXX-XX-XX"
    assert normalise_all(spans, ANCHOR) == []
    # with no word of the calendar left, an unread span is not a time at all
    assert normalise_all([TimexSpan(0, 18, "little as 99 cents", 0)], ANCHOR, keep_unresolved=True) == []


def test_documents_are_independent():
    first = _values(("May 22, 1995", "past"), ("the following year", "past"))
    second = _values(("the following year", "past"))
    assert first[-1] == "1996" and second == ["2003"]


@pytest.mark.parametrize(
    "spans, expected",
    [
        # with no quarter reported yet, "the latest period" is the last quarter over (October: the third)
        ([("the latest period", "past")], ["2002-Q3"]),
        ([("the most recent quarter", "past")], ["2002-Q3"]),
        # a reported quarter that is over sets the period; one still to come does not
        ([("the second quarter", "past"), ("the latest quarter", "past")], ["2002-Q2", "2002-Q2"]),
        ([("the fourth quarter", "future"), ("the latest quarter", "past")], ["2002-Q4", "2002-Q3"]),
        ([("the third quarter", "past"), ("the year-earlier period", "past")], ["2002-Q3", "2001-Q3"]),
        ([("the third quarter", "past"), ("the 2001 period", "past")], ["2002-Q3", "2001-Q3"]),
        (
            [("the third quarter", "past"), ("the first nine months", "past"), ("a year earlier", "past")],
            ["2002-Q3", "P9M", "2001"],
        ),
        # a year-back comparison in a report does not move the story back a year ...
        (
            [("the third quarter", "past"), ("a year earlier", "past"), ("earlier in the year", "past")],
            ["2002-Q3", "2001-Q3", "2002"],
        ),
        # a past clause cannot be at a time after publication: a target year does not become the story's
        ([("2005", "future"), ("the full year", "past")], ["2005", "2002"]),
        ([("2005", "future"), ("the full year", "")], ["2005", "2002"]),
        ([("2005", "future"), ("the full year", "future")], ["2005", "2005"]),
        # ... but in a story with no reported period it does
        ([("a year ago", "past"), ("later that year", "past")], ["2001", "2001"]),
        # an earlier quarter named after the reported one is a comparison, not the new topic
        (
            [("the third quarter", "past"), ("second quarter", "past"), ("a year ago", "past")],
            ["2002-Q3", "2002-Q2", "2001-Q3"],
        ),
    ],
)
def test_reporting_period(spans, expected):
    assert _values(*spans) == expected


@pytest.mark.parametrize(
    "spans, expected",
    [
        # a bare clock time in a past clause is on the day the story is at ...
        ([("Oct. 3", "past"), ("10 p.m.", "past")], ["2002-10-03", "2002-10-03T22:00"]),
        # ... in the present or future, or with a day of its own, it stays where it points
        ([("Oct. 3", "past"), ("10 p.m.", "future")], ["2002-10-03", "2002-10-21T22:00"]),
        ([("Oct. 3", "past"), ("10 p.m. Sunday", "past")], ["2002-10-03", "2002-10-20T22:00"]),
        ([("10 p.m.", "past")], ["2002-10-21T22:00"]),
        # Monday's report of a quake "late on Sunday" that "hit at 11:11 p.m.": Sunday night, even
        # after "said on Monday" moved the story to the publication day; a morning time stays
        (
            [("late on Sunday", "past"), ("Monday", "past"), ("11:11 p.m.", "past")],
            ["2002-10-20", "2002-10-21", "2002-10-20T23:11"],
        ),
        (
            [("Sunday night", "past"), ("Monday", "past"), ("11 p.m.", "past")],
            ["2002-10-20TNI", "2002-10-21", "2002-10-20T23:00"],
        ),
        (
            [("late on Sunday", "past"), ("Monday", "past"), ("9 a.m.", "past")],
            ["2002-10-20", "2002-10-21", "2002-10-21T09:00"],
        ),
        # ... only the night just before publication: an older one says nothing of today's evening
        (
            [("late on Saturday", "past"), ("Monday", "past"), ("11 p.m.", "past")],
            ["2002-10-19", "2002-10-21", "2002-10-21T23:00"],
        ),
    ],
)
def test_clock_time_on_the_narrative_day(spans, expected):
    assert _values(*spans) == expected


def _values_at(anchor: dt.date, *texts_and_tenses: tuple[str, str]) -> list[str]:
    spans, pos = [], 0
    for text, tense in texts_and_tenses:
        spans.append(TimexSpan(pos, pos + len(text), text, 0, tense))
        pos += len(text) + 20
    return [t.value for t in normalise_all(spans, anchor, keep_unresolved=True)]


SUNDAY_0830 = dt.datetime(2023, 9, 10, 8, 30)


@pytest.mark.parametrize(
    "anchor, spans, expected",
    [
        # a paper stamped 08:30: a past 11:11 p.m. is the night before, a past 7 a.m. this morning
        (SUNDAY_0830, [("11:11 p.m.", "past")], ["2023-09-09T23:11"]),
        (SUNDAY_0830, [("Sunday", "past"), ("11:11 p.m.", "past")], ["2023-09-10", "2023-09-09T23:11"]),
        (SUNDAY_0830, [("7 a.m.", "past")], ["2023-09-10T07:00"]),
        (SUNDAY_0830, [("11 p.m.", "future")], ["2023-09-10T23:00"]),
        # an earlier day the story is at keeps its clock times
        (SUNDAY_0830, [("Friday", "past"), ("11 p.m.", "past")], ["2023-09-08", "2023-09-08T23:00"]),
        # an afternoon stamp: a past morning time is that day's
        (dt.datetime(2023, 9, 10, 14, 11), [("10 a.m.", "past")], ["2023-09-10T10:00"]),
        # a text naming the evening of its own day outranks a stamp from the small hours (a filing time)
        (
            dt.datetime(1998, 2, 12, 1, 58),
            [("Thursday evening", "past"), ("7:15 p.m.", "past")],
            ["1998-02-12TEV", "1998-02-12T19:15"],
        ),
        # date only: "early Sunday" named as past in Sunday's paper says it was written that
        # morning, so a past evening time is Saturday's; a morning time stays Sunday's
        (
            dt.date(2023, 9, 10),
            [("early Sunday", "past"), ("11:11 p.m.", "past")],
            ["2023-09-10", "2023-09-09T23:11"],
        ),
        (dt.date(2023, 9, 10), [("early Sunday", "past"), ("6 a.m.", "past")], ["2023-09-10", "2023-09-10T06:00"]),
        (dt.date(2023, 9, 10), [("11:11 p.m.", "past")], ["2023-09-10T23:11"]),
        # "early Friday" two days back says nothing of when Sunday's paper was written
        (
            dt.date(2023, 9, 10),
            [("early Friday", "past"), ("Sunday", "past"), ("11 p.m.", "past")],
            ["2023-09-08", "2023-09-10", "2023-09-10T23:00"],
        ),
    ],
)
def test_clock_time_after_the_publication_is_the_day_before(anchor, spans, expected):
    assert _values_at(anchor, *spans) == expected


@pytest.mark.parametrize(
    "spans, expected",
    [
        # "the 1988 period" compares with the reported quarter; it does not become the one reported on
        (
            [("the third quarter", "past"), ("the 2001 period", "past"), ("the year-ago period", "past")],
            ["2002-Q3", "2001-Q3", "2001-Q3"],
        ),
    ],
)
def test_a_comparison_does_not_move_the_reported_quarter(spans, expected):
    assert _values(*spans) == expected


@pytest.mark.parametrize(
    "text, expected_text, expected_value",
    [
        # a span the model stretched over a word beside the expression is cut to the expression
        ("interview several months", "several months", "PXM"),
        ("d'etat last year", "last year", "2001"),
        ("long as a month", "a month", "P1M"),
        ("April month", "April", "2002-04"),
        # ... but never past a word that changes its meaning: then it stays whole and unresolved
        ("the third consecutive hour", "the third consecutive hour", "XXXX-XX-XX"),
        ("This day", "This day", "XXXX-XX-XX"),
        ("pivotal year", "pivotal year", "XXXX-XX-XX"),
    ],
)
def test_an_overlong_span_is_narrowed(text, expected_text, expected_value):
    [timex] = normalise_all([TimexSpan(10, 10 + len(text), text, 0, "past")], ANCHOR, keep_unresolved=True)
    assert (timex.text, timex.value) == (expected_text, expected_value)
    assert timex.end - timex.start == len(expected_text) and timex.start == 10 + text.index(expected_text)


def test_a_weekday_borrows_the_recurring_part_of_day():
    spans = [TimexSpan(0, 6, "Monday", 0, "future"), TimexSpan(11, 25, "Tuesday nights", 0, "future")]
    assert [(t.type, t.value, t.text) for t in normalise_all(spans, ANCHOR)] == [
        ("SET", "XXXX-WXX-1TNI", "Monday"),
        ("SET", "XXXX-WXX-2TNI", "Tuesday nights"),
    ]


def test_a_second_day_borrows_the_month():
    spans = [TimexSpan(0, 8, "April 24", 0, "future"), TimexSpan(13, 15, "25", 0, "future")]
    assert [t.value for t in normalise_all(spans, ANCHOR)] == ["2003-04-24", "2003-04-25"]


@pytest.mark.parametrize("words", [["the"], ["in", "the"], [], ["a"]])
def test_anaphora_reads_nothing_from_function_words(words):
    from kg.time.normalise.anaphora import Reference, anaphoric

    assert anaphoric(words, Reference(ANCHOR), "past") is None


def test_the_month_is_the_month_the_figures_are_for() -> None:
    # September sales reported in October, and a day of October named between: "during the month"
    # is September, not the month the story runs in.
    values = _values(("September", "past"), ("Tuesday", "past"), ("the month", "past"))
    assert values == ["2002-09", "2002-10-15", "2002-09"]
    assert _values(("the month", "past")) == ["2002-10"]  # no month named: the story's


def test_that_same_day_after_a_month_is_not_an_older_day():
    # "closed it Thursday night ... most recently last October when he was shot. His name was
    # crossed out that same day": October's day, not Thursday
    values = _values(("Thursday", "past"), ("last October", "past"), ("that same day", "past"))
    assert values[-1] == values[1] and len(values[1]) == 7
    # a day named last is still the one "that same day" points at
    assert _values(("last October", "past"), ("Thursday", "past"), ("that same day", "past"))[-1] == "2002-10-17"
