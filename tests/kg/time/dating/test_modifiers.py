"""Times written inside a noun phrase, periods a figure covers, "with" participles: whose time
they are (kg.time.dating.modifiers), and what placement then takes, on hand-made records."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.model import EventTime, Extraction
from kg.time.dating.modifiers import for_period, in_with_phrase, may_take, premodifies
from kg.time.dating.placement import _calendar_values, place_events
from kg.time.dating.usable import own_date, usable_candidates
from tests.kg.time.dating.test_placement import _extraction


def _usable(ex: Extraction, index: int) -> list[str]:
    """The texts of the times event ``index`` may be placed within."""
    values = _calendar_values(ex)
    found = usable_candidates(ex, index, values, own_date(ex, ex.events[index]))
    return [ex.timex_spans[c.span].text for c in found]


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(ex).events]


def test_the_forms_of_a_time_that_modifies_a_noun() -> None:
    cases = {
        "a witness in the Oct. 23 sniper shooting": ("Oct. 23", True),
        "manufacturers reported their January sales": ("January", True),
        "other companies reported February sales today": ("February", True),
        "the company reported 1989 earnings": ("1989", True),
        "the Aug. 7, 1998, bombings killed 200": ("Aug. 7, 1998", True),
        "it posted third-quarter profit": ("third-quarter", True),
        "after Friday's quake": ("Friday", True),
        "the team plays this Friday the final": ("Friday", False),  # "this Friday" is the adverb
        "sales fell in January as dealers cut prices": ("January", False),
        "the rally on Sunday drew thousands": ("Sunday", False),
        "In his Sunday Mass at the cathedral": ("Sunday", True),  # a capitalised noun of his
        "the reports on Sunday Reuters said": ("Sunday", False),  # no owner: a name after the adverb
    }
    for text, (words, expected) in cases.items():
        ex = _extraction(text, [(words, "2009-01")], [])
        assert premodifies(ex, 0) is expected, text


def test_a_time_in_a_noun_phrase_is_the_nouns_not_the_verbs_it_hangs_on() -> None:
    # "obtained a warrant ... as a witness in the Oct. 23 sniper shooting": the warrant came later.
    ex = _extraction(
        "Police obtained a warrant for him as a witness in the October 23 sniper shooting of a doctor",
        [("October 23", "2008-10-23")],
        [{"word": "obtained", "tense": "past"}, {"word": "shooting", "nominal": True, "timex": 0}],
    )
    assert _usable(ex, 0) == []
    assert _usable(ex, 1) == ["October 23"]
    assert _times(ex)[1] == EventTime("2008-10-23", "", "timex")


def test_a_time_the_parse_gives_the_verb_through_a_noun_it_acts_on_is_not_its_own() -> None:
    # "charged in the Dec. 21, 1988, bombing": the charges came years later.
    ex = _extraction(
        "Two agents were charged in the December 21, 1988, bombing of a jet",
        [("December 21, 1988", "1988-12-21")],
        [{"word": "charged", "tense": "past", "timex": 0}, {"word": "bombing", "nominal": True}],
    )
    assert _times(ex)[0] == EventTime("2009-06-04", "before", "tense")
    assert _usable(ex, 0) == [] and _usable(ex, 1) == ["December 21, 1988"]


def test_what_a_noun_with_its_own_time_did_happened_then() -> None:
    # "The Aug. 7 bombings killed 200": the subject's time is the killing's.
    text = "The August 7 bombings killed more than 200 people"
    at = text.index("bombings")
    ex = _extraction(
        text,
        [("August 7", "2009-08-07")],
        [
            {"word": "bombings", "nominal": True, "timex": 0},
            {"word": "killed", "tense": "past", "subject_span": (at, at + len("bombings"))},
        ],
        dct="2009-08-20",
    )
    assert _usable(ex, 1) == ["August 7"]


def test_a_decade_before_a_noun_in_the_subject_dates_no_verb() -> None:
    # "The 1950s pinup died yesterday": the decade is her era, not when she died.
    text = "The 1950s pinup died yesterday in Los Angeles"
    at = text.index("pinup")
    ex = _extraction(
        text,
        [("1950s", "195"), ("yesterday", "2008-12-11")],
        [{"word": "died", "tense": "past", "subject_span": (0, at + len("pinup"))}],
        dct="2008-12-12",
    )
    assert premodifies(ex, 0)
    assert _usable(ex, 0) == ["yesterday"]


def test_a_reports_period_does_not_date_what_the_report_did() -> None:
    # "a November sales report that came in low": the report came out after the month it covers.
    text = "The decline is attributed to a November sales report that came in low"
    at = text.index("a November")
    ex = _extraction(
        text,
        [("November", "2009-11")],
        [{"word": "came", "tense": "past", "subject_span": (at, at + len("a November sales report"))}],
        dct="2009-12-03",
    )
    assert _usable(ex, 0) == []
    sales = "Its November sales fell 5%"  # the sales' own month: they fell then
    ex = _extraction(
        sales, [("November", "2009-11")], [{"word": "fell", "tense": "past", "subject_span": (0, 18)}], dct="2009-12-03"
    )
    assert may_take(ex, ex.events[0], 0)


def test_a_noun_phrase_time_in_a_setting_dates_the_verb() -> None:
    # "In its Friday issue, the paper quoted an officer": the issue is where and when it quoted.
    ex = _extraction(
        "In its Friday issue the paper quoted an officer",
        [("Friday", "2009-05-29")],
        [{"word": "quoted", "tense": "past", "timex": 0}],
    )
    assert _times(ex) == [EventTime("2009-05-29", "", "timex")]


def test_a_setting_opening_the_sentence_dates_its_verbs_not_its_nouns() -> None:
    # "In his Sunday Mass, the cardinal urged those angered by the slaying": urged on Sunday, but
    # the slaying (two days before) is no act of the Mass
    ex = _extraction(
        "In his Sunday Mass the cardinal urged those angered by the slaying to pray",
        [("Sunday", "2009-05-31")],
        [{"word": "urged", "tense": "past"}, {"word": "slaying", "nominal": True}],
        dct="2009-05-31",
    )
    assert may_take(ex, ex.events[0], 0)
    assert not may_take(ex, ex.events[1], 0)


def test_a_sales_period_is_not_when_the_sales_were_reported() -> None:
    # "manufacturers reported their January sales" in a February article: reported in February.
    ex = _extraction(
        "As manufacturers reported their January sales, shares fell",
        [("January", "2009-01")],
        [{"word": "reported", "tense": "past", "timex": 0, "timeml_class": "REPORTING"}],
        dct="2009-02-03",
    )
    ex = replace(ex, events=(replace(ex.events[0], event_class="statement"),))
    assert _times(ex) == [EventTime("2009-02-03", "before", "tense")]


def test_a_period_after_for_dates_no_noun_but_the_one_it_follows() -> None:
    # "a charge related to the sale of its division for the third quarter": the quarter is the
    # charge's period, the sale is only agreed; "cash flow for 1990" is 1990's.
    ex = _extraction(
        "It expects a charge related to the sale of its division for the third quarter. "
        "It is confident about cash flow for 1990",
        [("the third quarter", "2009-Q3"), ("1990", "1990")],
        [{"word": "sale", "nominal": True, "timex": 0}, {"word": "flow", "nominal": True, "timex": 1}],
        dct="1989-10-30",
    )
    assert for_period(ex, 0) and for_period(ex, 1)
    assert _times(ex) == [None, EventTime("1990", "", "timex")]


def test_a_with_participle_takes_no_time_of_the_clause() -> None:
    # "The toll rose to 2,012 on Sunday, the ministry said, with 2,000 people injured": the
    # injuries came with the quake, Sunday is the count's.
    ex = _extraction(
        "The toll rose to 2,012 on Sunday, the ministry said, with more than 2,000 people injured",
        [("Sunday", "2009-05-31")],
        [{"word": "rose", "tense": "past", "timex": 0}, {"word": "injured", "tense": "past"}],
    )
    assert in_with_phrase(ex, ex.events[1]) and not in_with_phrase(ex, ex.events[0])
    assert _usable(ex, 1) == []
    assert _times(ex)[1] == EventTime("2009-06-04", "before", "tense")


def test_a_support_verb_happens_at_its_objects_own_time() -> None:
    # "attended a Sunday night memorial service": the attending was on Sunday night, while
    # "reported their January sales" stays undated by January.
    text = "About 500 people attended a Sunday night memorial service for the physician"
    ex = _extraction(
        text,
        [("Sunday night", "1999-10-24TNI")],
        [{"word": "attended", "tense": "past", "timex": 0}, {"word": "service", "nominal": True}],
        dct="1999-10-25",
    )
    obj = (text.index("a Sunday"), len(text))
    ex = replace(ex, events=(replace(ex.events[0], lemma="attend", object_span=obj), ex.events[1]))
    assert [ev.time for ev in place_events(ex).events][0] == EventTime("1999-10-24TNI", "", "timex")
    ex = replace(ex, events=(replace(ex.events[0], lemma="report"), ex.events[1]))
    assert [ev.time for ev in place_events(ex).events][0] == EventTime("1999-10-25", "before", "tense")


def test_a_year_after_a_possessive_name_is_its_nouns() -> None:
    # "Kopp's 1987 Chevrolet was discovered last month": 1987 is the car's model year.
    ex = _extraction(
        "Kopp's 1987 Chevrolet Cavalier was discovered last month at the airport",
        [("1987", "1987"), ("last month", "1998-12")],
        [{"word": "discovered", "tense": "past", "timex": 0}],
        dct="1999-01-22",
    )
    assert premodifies(ex, 0) and not premodifies(ex, 1)
    assert [ev.time for ev in place_events(ex).events][0] != EventTime("1987", "", "timex")
    ex = _extraction(
        "It was Kopp's 1987 and 1988 work",
        [("1987", "1987")],
        [{"word": "work", "nominal": True}],
        dct="1999-01-22",
    )
    assert not premodifies(ex, 0)  # "1987 and 1988": no noun right after the year


@pytest.mark.model
def test_a_time_closing_a_noun_events_phrase_is_the_nouns(nlp) -> None:
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    text = (
        "The move seemed aimed at calming Norland, which had condemned Vardia's invasion of Ostia on Aug. 2 "
        "but also criticized the force sent to the border."
    )
    ex = extract_doc(Article(id="a", text=text, date="1990-08-15"), nlp(text))
    events = {ev.trigger: ev for ev in ex.events}
    assert ex.event_time(events["invasion"]) == EventTime("1990-08-02", "", "timex")
    # neither the condemning nor the criticizing joined to it is of the invasion's day
    for verb in ("condemned", "criticized"):
        time = ex.event_time(events[verb])
        assert time is None or time.value != "1990-08-02"


def test_a_month_of_figures_reported_is_not_the_reportings() -> None:
    # "reported February sales today": the reporting was in March
    ex = _extraction(
        "Other companies also reported February sales today",
        [("February", "2010-02"), ("today", "2010-03-03")],
        [{"word": "reported", "tense": "past", "timex": 0}],
        dct="2010-03-03",
    )
    time = place_events(ex).events[0].time
    assert time is not None and time.value != "2010-02"


@pytest.mark.model
def test_a_time_after_a_reported_nouns_phrase_stays_the_reportings(nlp) -> None:
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    # what makes a happening known keeps the time the parse gives it; the happening is not dated by it
    text = "Acme confirmed Vardia's purchase of Ostia Mining on Monday."
    ex = extract_doc(Article(id="a", text=text, date="1990-08-15"), nlp(text))
    events = {ev.trigger: ev for ev in ex.events}
    assert ex.event_time(events["confirmed"]) == EventTime("1990-08-13", "", "timex")
    assert ex.event_time(events["purchase"]) == EventTime("1990-08-15", "before", "tense")


def test_a_time_in_the_of_phrase_of_a_thing_dates_no_verb() -> None:
    """Issue 51: "rid Detroit of the boxy cars of the 70s" was dated the 1970s: the decade tells
    of the cars, not of when Detroit was rid of them; a noun event before "of" keeps its time."""
    ex = _extraction(
        "A design revolution rid Detroit of the boxy cars of the 70s.",
        [("the 70s", "197")],
        [{"word": "revolution", "nominal": True}, {"word": "rid", "tense": "past"}],
    )
    assert _usable(ex, 0) == []
    assert _usable(ex, 1) == []
    war = _extraction(
        "Historians studied the war of 1812.",
        [("1812", "1812")],
        [{"word": "studied", "tense": "past"}, {"word": "war", "nominal": True}],
    )
    assert _usable(war, 0) == []
    assert _usable(war, 1) == ["1812"]


@pytest.mark.parametrize(
    "text",
    ["Sales rose at the end of 2008.", "Sales rose in each of the last three years.", "Sales rose as of 2008."],
)
def test_a_part_or_share_of_a_time_after_of_is_still_the_verbs(text: str) -> None:
    words = "2008" if "2008" in text else "the last three years"
    ex = _extraction(text, [(words, "2008")], [{"word": "rose", "tense": "past"}])
    assert _usable(ex, 0) == [words]


def test_a_period_a_noun_covers_after_for_does_not_date_the_verb_acting_on_it() -> None:
    # "is cutting his earnings estimate for next year": next year is what the estimate covers;
    # the cutting is now, bounded by the publication day as the present progressive has it.
    text = "An analyst said he is cutting his earnings estimate for next year"
    ex = _extraction(
        text,
        [("next year", "1990")],
        [{"word": "cutting", "tense": "present", "timex": 0}],
        dct="1989-10-30",
    )
    assert _usable(ex, 0) == []
    assert _times(ex)[0] is None or _times(ex)[0].value != "1990"
    ex = _extraction(
        "The agency lowered the budget covering fiscal 1991",
        [("fiscal 1991", "1991")],
        [{"word": "lowered", "tense": "past", "timex": 0}],
        dct="1990-05-02",
    )
    assert _usable(ex, 0) == []
    # A figure's period is its own: what it did happened then; a verb before "for" keeps it.
    text = "Profit for the third quarter rose 5%"
    ex = _extraction(
        text,
        [("the third quarter", "1989-Q3")],
        [{"word": "rose", "tense": "past", "timex": 0, "subject_span": (0, text.index(" rose"))}],
        dct="1989-10-30",
    )
    assert may_take(ex, ex.events[0], 0)
    ex = _extraction(
        "The vote was scheduled for Tuesday",
        [("Tuesday", "1989-10-31")],
        [{"word": "scheduled", "tense": "past", "timex": 0}],
        dct="1989-10-30",
    )
    assert may_take(ex, ex.events[0], 0)


def _planned(text: str, when: str, value: str) -> Extraction:
    """One past "planned" (lemma plan) whose object is "a ... demonstration"/"a march"."""
    at = text.index("a ", text.index("planned"))
    ex = _extraction(text, [(when, value)], [{"word": "planned", "tense": "past", "timex": 0}], dct="2000-01-07")
    planned = replace(ex.events[0], lemma="plan", object_span=(at, len(text)))
    return replace(ex, events=(planned,))


def test_a_time_after_what_is_planned_is_the_planned_things() -> None:
    # A Friday article: "on Saturday" is the coming Saturday's demonstration, not the planning.
    ex = _planned("Protesters planned a large demonstration on Saturday", "Saturday", "2000-01-01")
    assert not may_take(ex, ex.events[0], 0)
    assert _usable(ex, 0) == []
    # A time written before the verb dates the planning itself.
    ex = _planned("On Thursday, protesters planned a march", "Thursday", "2000-01-06")
    assert may_take(ex, ex.events[0], 0)


def test_a_noun_in_another_nouns_of_phrase_takes_no_time_from_outside_it() -> None:
    # "both sides of the custody battle, attention returned today": the battle is months old
    ex = _extraction(
        "After a weekend of accusations by both sides of the custody battle, attention returned today",
        [("today", "2000-04-17")],
        [{"word": "battle", "nominal": True}],
        dct="2000-04-17",
    )
    assert _usable(ex, 0) == []
    # a time closing the phrase ("his capture on March 26") or naming the noun before "of" is its own
    for text, when, word in (
        ("He died within weeks of his capture on March 26", "March 26", "capture"),
        ("It is the second day of an offensive against the villages", "the second day", "offensive"),
    ):
        ex = _extraction(text, [(when, "1996-03-26")], [{"word": word, "nominal": True}], dct="1998-02-19")
        assert _usable(ex, 0) == [when], text


def test_a_participle_describing_a_noun_takes_no_time_of_the_sentence() -> None:
    # "During his speech Wednesday night, Castro spoke of an appeal filed by the relatives"
    ex = _extraction(
        "During his speech Wednesday night Castro spoke of an appeal filed by the relatives",
        [("Wednesday night", "2000-04-05TNI")],
        [{"word": "spoke", "tense": "past"}, {"word": "filed"}],
        dct="2000-04-05",
    )
    assert _usable(ex, 1) == []
    assert _usable(ex, 0) == ["Wednesday night"]


def test_a_noun_in_what_statements_are_about_takes_no_time_from_outside_it() -> None:
    # "an article on Friday about her statements regarding a meeting": the meeting is older
    ex = _extraction(
        "She responded to an article on Friday about her statements regarding a meeting with the president",
        [("Friday", "1998-02-06")],
        [{"word": "meeting", "nominal": True}],
        dct="1998-02-07",
    )
    assert _usable(ex, 0) == []
    # a time closing the phrase is its own: "talks about the meeting on Friday"
    ex = _extraction(
        "They held talks about the meeting on Friday",
        [("Friday", "1998-02-06")],
        [{"word": "meeting", "nominal": True}],
        dct="1998-02-07",
    )
    assert _usable(ex, 0) == ["Friday"]
