"""An undated event the grammar ties to a dated neighbour shares its date (kg.time.dating.sharing), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from kg.time.dating.comparisons import outside_comparison
from kg.time.dating.placement import place_events
from kg.time.dating.sharing import shared_dates
from tests.kg.time.dating.test_placement import _extraction


def _times(ex):
    return [ev.time for ev in place_events(ex).events]


def _lemmas(ex, lemmas: dict[str, str]):
    """``ex`` with the given triggers' lemmas (the records' helper takes the word as its lemma)."""
    return replace(ex, events=tuple(replace(e, lemma=lemmas.get(e.trigger, e.lemma)) for e in ex.events))


def test_a_participle_after_a_dated_statement_shares_its_day() -> None:
    ex = _extraction(
        "The ambassadors issued a joint statement Friday saying the entry will consolidate security",
        [("Friday", "1999-03-12")],
        [
            {"word": "statement", "nominal": True, "timex": 0},
            {"word": "saying", "tense": ""},
            {"word": "consolidate", "tense": "future", "factuality": "future"},
        ],
        dct="1999-03-13",
    )
    times = _times(ex)
    assert times[0] == EventTime("1999-03-12", "", "timex")
    assert times[1] == EventTime("1999-03-12", "", "narrative")
    assert times[2] is None or not times[2].exact  # what is said will happen later


def test_a_participle_after_a_comma_shares_the_main_verbs_day() -> None:
    ex = _extraction(
        "The minister spoke on Friday, adding that talks would resume",
        [("Friday", "1999-03-12")],
        [{"word": "spoke", "tense": "past", "timex": 0}, {"word": "adding", "tense": ""}],
        dct="1999-03-13",
    )
    assert _times(ex)[1] == EventTime("1999-03-12", "", "narrative")


def test_a_participle_after_a_relative_clause_is_not_its_verbs() -> None:
    # "seized in 1998" is the relative clause's; the killing goes with the attack, undated here.
    ex = _extraction(
        "The army attacked the town, which rebels seized in 1998, killing 20 people",
        [("1998", "1998")],
        [
            {"word": "attacked", "tense": "past"},
            {"word": "seized", "tense": "past", "timex": 0},
            {"word": "killing", "tense": ""},
        ],
        dct="1999-03-13",
    )
    times = _times(ex)
    assert times[1] == EventTime("1998", "", "timex")
    assert times[2] is None or times[2].value != "1998"


def test_a_participle_after_a_dated_noun_and_a_comma_is_left_alone() -> None:
    # "the 1998 deal" dates the deal, not the criticising nor what it says.
    ex = _extraction(
        "Rivals criticised the 1998 deal, saying it was unfair",
        [("1998", "1998")],
        [{"word": "criticised", "tense": "past"}, {"word": "deal", "nominal": True, "timex": 0}, {"word": "saying"}],
        dct="1999-03-13",
    )
    times = _times(ex)
    assert times[2] is None or times[2].value != "1998"


def test_what_an_aspectual_verb_stops_shares_its_day() -> None:
    ex = _extraction(
        "The company told customers about the bugs and temporarily stopped shipping the product",
        [],
        [
            {"word": "told", "tense": "past"},
            {"word": "stopped", "tense": "past"},
            {"word": "shipping", "tense": "past"},
        ],
        dct="1989-10-27",
    )
    ex = _lemmas(ex, {"stopped": "stop"})
    monday, bound = EventTime("1989-10-23", "", "relation"), EventTime("1989-10-27", "before", "tense")
    shared = shared_dates(ex, [monday, monday, bound])
    assert shared[2] == EventTime("1989-10-23", "", "narrative")
    # a date shared is not passed on, nor one the publication day bounds
    assert shared_dates(ex, [monday, EventTime("1989-10-23", "", "narrative"), bound])[2] == bound
    assert shared_dates(ex, [monday, bound, bound])[2] == bound


def test_an_aspectual_verb_dated_by_its_own_time_passes_it_on() -> None:
    ex = _extraction(
        "Troops began to withdraw on Friday",
        [("Friday", "1999-03-12")],
        [{"word": "began", "tense": "past", "timex": 0}, {"word": "withdraw", "tense": ""}],
        dct="1999-03-13",
    )
    ex = _lemmas(ex, {"began": "begin"})
    assert _times(ex)[1] == EventTime("1999-03-12", "", "narrative")


def test_the_main_verb_happens_when_its_when_clause_does() -> None:
    ex = _extraction(
        "In addition, 73 soldiers were killed en route to Lebanon when two helicopters crashed last February",
        [("last February", "1997-02")],
        [{"word": "killed", "tense": "past"}, {"word": "crashed", "tense": "past", "timex": 0}],
        dct="1998-03-01",
    )
    crash, bound = EventTime("1997-02", "", "timex"), EventTime("1998-03-01", "before", "tense")
    assert shared_dates(ex, [bound, crash]) == [EventTime("1997-02", "", "narrative"), crash]


def test_an_after_clause_or_a_question_does_not_date_the_main_verb() -> None:
    after = _extraction(
        "The soldiers were killed after two helicopters crashed last February",
        [("last February", "1997-02")],
        [{"word": "killed", "tense": "past"}, {"word": "crashed", "tense": "past", "timex": 0}],
        dct="1998-03-01",
    )
    asked = _extraction(
        "Police asked when the man left the house on Friday",
        [("Friday", "1998-02-27")],
        [{"word": "asked", "tense": "past"}, {"word": "left", "tense": "past", "timex": 0}],
        dct="1998-03-01",
    )
    asked = _lemmas(asked, {"asked": "ask"})
    bound = EventTime("1998-03-01", "before", "tense")
    for ex, day in ((after, "1997-02"), (asked, "1998-02-27")):
        assert shared_dates(ex, [bound, EventTime(day, "", "timex")])[0] == bound


def test_a_comparisons_base_dates_only_what_it_names() -> None:
    ex = _extraction(
        "Sales rose 43% in February compared to the same period last year, as the automaker outsold rivals",
        [("February", "2010-02"), ("the same period last year", "2009-02")],
        [{"word": "rose", "tense": "past", "timex": 0}, {"word": "outsold", "tense": "past", "timex": 1}],
        dct="2010-03-03",
    )
    times = _times(ex)
    assert times[0] == EventTime("2010-02", "", "timex")
    assert times[1] is None or not times[1].value.startswith("2009")
    inside = _extraction(
        "Net was $306 million, compared with a loss in 1988",
        [("1988", "1988")],
        [{"word": "Net", "nominal": True}, {"word": "loss", "nominal": True, "timex": 0}],
        dct="1989-11-02",
    )
    # the loss, inside the comparison, was then; the net is not of 1988
    assert [outside_comparison(inside, ev, 0) for ev in inside.events] == [True, False]


def test_the_verb_of_an_after_phrases_noun_does_not_take_the_main_clauses_day() -> None:
    ex = _extraction(
        "The king declared mourning on Saturday after the deadliest earthquake to hit the country in decades",
        [("Saturday", "2023-09-09")],
        [{"word": "declared", "tense": "past", "timex": 0}, {"word": "hit", "tense": ""}],
        dct="2023-09-10",
    )
    times = _times(ex)
    assert times[0] == EventTime("2023-09-09", "", "timex")
    assert times[1] is None or not times[1].exact


def test_an_as_clause_after_a_comma_shares_its_main_clauses_time() -> None:
    rose = EventTime("2010-02", "", "timex")
    bound = EventTime("2010-03-03", "before", "tense")
    ex = _extraction(
        "Ford said that its sales rose 43% in February, as the automaker outsold its rivals",
        [("February", "2010-02")],
        [
            {"word": "said", "tense": "past"},
            {"word": "rose", "tense": "past", "timex": 0},
            {"word": "outsold", "tense": "past"},
        ],
        dct="2010-03-03",
    )
    assert shared_dates(ex, [bound, rose, bound])[2] == EventTime("2010-02", "", "narrative")
    ex = _extraction(
        "The company, which sold its plant in February, as the automaker outsold its rivals",
        [("February", "2010-02")],
        [{"word": "sold", "tense": "past", "timex": 0}, {"word": "outsold", "tense": "past"}],
        dct="2010-03-03",
    )
    assert shared_dates(ex, [rose, bound])[1] == bound  # the dated verb is a relative clause's
    ex = _extraction(
        "Sales rose in February, as well as the profits it reported",
        [("February", "2010-02")],
        [{"word": "rose", "tense": "past", "timex": 0}, {"word": "reported", "tense": "past"}],
        dct="2010-03-03",
    )
    assert shared_dates(ex, [rose, bound])[1] == bound  # "as well as" opens no clause
