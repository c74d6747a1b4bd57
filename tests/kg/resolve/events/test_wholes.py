"""Issue 52's "one happening per node": one verb told of a group of happenings ("the bombings in
Kenya and Tanzania ... injured") and of one of them ("the car bomb attack in Nairobi injured") is
two happenings."""

from __future__ import annotations

from kg.resolve.events.features import CANNOT, verdict
from kg.resolve.events.wholes import group_and_one_of_them, subject_count
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

BOTH = "In all, the bombings in Kenya and Tanzania last week claimed at least 217 lives and injured nearly 5,000."
NAIROBI = "The car bomb attack at the U.S. embassy in Nairobi killed 253 people and injured 5,000 others."
TWIN = "Last week's twin blasts at the two embassies injured more than 5,000 people, officials said."


def test_a_group_of_happenings_and_one_of_them_are_two():
    both = _view("a", BOTH, "injured", "injure")
    one = _view("b", NAIROBI, "injured", "injure")
    assert subject_count(both) == "many" and subject_count(one) == "one"
    assert group_and_one_of_them(both, one)
    assert verdict(both, one, NO_TABLES)[2] == CANNOT
    twin = _view("c", TWIN, "injured", "injure")
    assert subject_count(twin) == "many" and group_and_one_of_them(twin, one)


def test_one_told_twice_or_a_plural_that_does_not_count_is_left_to_the_scorer():
    one = _view("b", NAIROBI, "injured", "injure")
    again = _view("c", "The bombing at the embassy in Nairobi injured 5,000 people on Friday.", "injured", "injure")
    assert subject_count(again) == "one" and not group_and_one_of_them(one, again)
    # A bare plural may be one happening told in the plural ("the riots").
    riots = _view("d", "The riots in the capital injured 30 people on Friday.", "injured", "injure")
    assert subject_count(riots) == "" and not group_and_one_of_them(riots, one)
    # A singular noun told of places joined by "and" is no one of them.
    joined = _view("e", "The bombing of the embassies in Kenya and Tanzania injured 5,000.", "injured", "injure")
    assert subject_count(joined) == "" and not group_and_one_of_them(joined, _view("a", BOTH, "injured", "injure"))


def test_a_subject_that_is_no_happening_or_another_verbs_is_not_read():
    # An event noun modifying another noun is not the subject's head.
    probe = _view("a", "The bombing investigation injured no one, police said.", "injured", "injure")
    assert subject_count(probe) == ""
    # The parse gave the verb its own subject: the happening opening the sentence is not it.
    after = _view(
        "b",
        "The attack in Nairobi came a day after gunmen injured two guards.",
        "injured",
        "injure",
        subject="gunmen",
    )
    assert subject_count(after) == ""
    # A noun trigger is never read.
    noun = _view("c", NAIROBI, "attack", "attack", nominal=True)
    assert subject_count(noun) == ""
