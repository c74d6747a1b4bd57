"""Issue 52's "one happening per node": a plural event noun its words make many happenings ("all
five of the shootings", "such rallies almost daily") is not one of them."""

from __future__ import annotations

from kg.resolve.events.features import CANNOT, verdict
from kg.resolve.events.plurals import many_in_plural
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

ONE = "The sniper shooting of a doctor in his kitchen in Amherst shocked the city on Friday night."
FIVE = "A detective of the task force investigating all five of the shootings said he had never met the men."
SUCH = "For weeks the communist government has held such rallies almost daily in the capital."
RALLY = "The president attended a rally on Thursday by media workers at the palace of conventions."


def test_a_counted_set_of_happenings_is_not_one_of_them():
    one = _view("a", ONE, "shooting", "shooting", nominal=True)
    five = _view("b", FIVE, "shootings", "shooting", nominal=True)
    assert one.count == "one" and five.count == "many"
    assert verdict(one, five, NO_TABLES)[2] == CANNOT
    rally = _view("a", RALLY, "rally", "rally", nominal=True)
    such = _view("b", SUCH, "rallies", "rally", nominal=True)
    assert such.count == "many" and verdict(rally, such, NO_TABLES)[2] == CANNOT


def test_words_that_make_a_plural_many():
    for before, after in (
        ("investigating all five of the ", ", said he"),
        ("officials suspect a link between both of the ", "."),
        ("along with other ", " to draw attention"),
        ("the government has held ", " almost every day for weeks"),
    ):
        assert many_in_plural(before, after), before
    # A determiner picks out happenings already told: "after the bombings", "since their strikes".
    for before, after in (
        ("in the days after the ", ", police said"),
        ("since their ", " began in May"),
        ("the twin ", " in Nairobi and Dar es Salaam"),
        ("the president attended a ", " on Thursday"),
        ("three bank workers died during Greek ", " on Wednesday"),
    ):
        assert not many_in_plural(before, after), before


def test_a_plural_that_names_one_happening_is_left_alone():
    """ "talks" are one happening told in the plural: "such talks" counts no talks."""
    talks = _view("a", "Officials said such talks would resume in Geneva next month.", "talks", "talk", nominal=True)
    assert talks.count == ""
