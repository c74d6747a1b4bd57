"""Issue 52's "one happening per node": one verb done by subjects of two peoples ("Iraqi troops
massed", "American GIs have massed") is two happenings."""

from __future__ import annotations

from kg.resolve.events.features import CANNOT, verdict
from kg.resolve.events.sides import one_people, other_sides, side, subject_text
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

IRAQ = "The president sent planes to the kingdom, saying Iraqi troops massed nearby in the emirate."
US = "In the largest military operation in years, an estimated 20,000 American GIs have already massed at the border."


def test_two_peoples_troops_are_two_acts():
    iraq = _view("a", IRAQ, "massed", "mass", subject="Iraqi troops")
    us = _view("b", US, "massed", "mass")  # no subject from the parse: read from the words before
    assert subject_text(us) == "an estimated 20,000 American GIs"
    assert side(iraq) == "iraqi" and side(us) == "american"
    assert other_sides(iraq, us)
    assert verdict(iraq, us, NO_TABLES)[2] == CANNOT


def test_one_people_written_two_ways_or_no_people_is_left_to_the_scorer():
    us = _view("b", US, "massed", "mass")
    soldiers = _view("c", "Thousands of U.S. soldiers massed at the border on Tuesday.", "massed", "mass")
    assert side(soldiers) == "us" and not other_sides(us, soldiers)
    assert one_people("american", "us") and one_people("iraq", "iraqi") and not one_people("iraqi", "kuwaiti")
    bare = _view("c", "Thousands of troops massed at the border on Tuesday.", "massed", "mass")
    assert side(bare) is None and not other_sides(us, bare)
    # A name as the whole subject is no modifier: named doers have their own tests.
    named = _view("c", "Iraq massed troops at the border on Tuesday.", "massed", "mass", subject="Iraq")
    assert side(named) is None
    # Two peoples in one subject are no one side.
    both = _view(
        "c", "U.S. and Iraqi officials met at the border on Tuesday.", "met", "meet", subject="U.S. and Iraqi officials"
    )
    assert side(both) is None
