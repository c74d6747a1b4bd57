"""Issue 52's "one happening per node": one verb completed in two ways is two acts (a particle,
a month written after it, an ordinal)."""

from __future__ import annotations

from kg.resolve.events.complements import (
    month,
    ordinal,
    other_complements,
    other_months,
    other_ordinals,
    other_particles,
    particle,
)
from kg.resolve.events.features import CANNOT, verdict
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

OFF = "It was man coverage, and the safety made a smart play by dropping off of the receiver in the end zone."
BACK = "But with 12 seconds left, the quarterback dropped back to pass and found the end on top of him."


def test_two_particles_are_two_moves():
    off = _view("a", OFF, "dropping", "drop")
    back = _view("b", BACK, "dropped", "drop")
    assert particle(off) == "away" and particle(back) == "back"
    assert other_particles(off, back) and other_complements(off, back)
    assert verdict(off, back, NO_TABLES)[2] == CANNOT


def test_one_particle_or_none_is_not_told_apart():
    back = _view("a", BACK, "dropped", "drop")
    again = _view("b", BACK.replace("But with 12 seconds left, the", "The veteran"), "dropped", "drop")
    assert not other_particles(back, again)
    # "off", "out" and "away" point one way: one escape may be told with either.
    out = _view("a", "The prisoner overpowered two guards and walked out wearing a uniform.", "walked", "walk")
    off = _view(
        "b", "The prisoner handcuffed the guards and walked off wearing one of their uniforms.", "walked", "walk"
    )
    assert particle(out) == particle(off) == "away" and not other_particles(out, off)
    # A preposition of place is no particle, and a verb with none joins one with one.
    plain = _view("b", "The quarterback dropped to the turf after the hit in the fourth quarter.", "dropped", "drop")
    assert particle(plain) == "" and not other_particles(back, plain)
    noun = _view(
        "c", "The drop off in sales surprised analysts at the company on Monday.", "drop", "drop", nominal=True
    )
    assert particle(noun) == ""


MAY = "The Interior Department proposed the new regulations in May and has since received comments."
AUGUST = "It has been revised since it was proposed in August because the public made suggestions."


def test_two_months_are_two_proposals():
    may = _view("a", MAY, "proposed", "propose")
    august = _view("b", AUGUST, "proposed", "propose")
    assert month(may) == 5 and month(august) == 8
    assert other_months(may, august) and verdict(may, august, NO_TABLES)[2] == CANNOT
    again = _view("c", MAY.replace("The Interior Department", "Interior officials"), "proposed", "propose")
    assert not other_months(may, again)


def test_months_not_of_the_verb_are_not_read():
    # A month told roughly, or a bound, may be either report's rounding of one act's time.
    rough = _view(
        "a", "The destroyer, which replaced the frigate in November-end, began patrols.", "replaced", "replace"
    )
    early = _view("b", "The destroyer replaced the frigate in early December on the patrol.", "replaced", "replace")
    since = _view("c", "The destroyer has replaced the frigate since December on the patrol.", "replaced", "replace")
    assert month(rough) is None and month(early) is None and month(since) is None
    # A modal "may", a month past a clause break or far after the verb is no month of the verb.
    modal = _view(
        "a", "Officials proposed that the rules may take effect soon, perhaps in June.", "proposed", "propose"
    )
    assert month(modal) is None
    far = _view(
        "a",
        "The department proposed changes to the rules on endangered fish and wildlife in August.",
        "proposed",
        "propose",
    )
    assert month(far) is None


def test_two_ordinals_are_two_of_several():
    second = _view(
        "a",
        "Her second marriage also failed, and she suffered a nervous breakdown.",
        "failed",
        "fail",
        subject="second marriage",
    )
    third = _view(
        "b",
        "Her life took a dark turn in 1978 after her third marriage failed, her agent said.",
        "failed",
        "fail",
        subject="third marriage",
    )
    assert ordinal(second) == 2 and ordinal(third) == 3
    assert other_ordinals(second, third) and verdict(second, third, NO_TABLES)[2] == CANNOT
    arrest = _view(
        "a", "Police said it was the man's 2nd arrest this year, after one in March.", "arrest", "arrest", nominal=True
    )
    first = _view(
        "b", "The officers made their first arrest in the case on Friday night.", "arrest", "arrest", nominal=True
    )
    assert ordinal(arrest) == 2 and ordinal(first) == 1 and other_ordinals(arrest, first)


def test_one_ordinal_or_none_is_not_told_apart():
    second = _view(
        "a",
        "Her second marriage also failed, and she suffered a nervous breakdown.",
        "failed",
        "fail",
        subject="second marriage",
    )
    again = _view(
        "b",
        "Her second marriage failed within a year, her agent said on Monday.",
        "failed",
        "fail",
        subject="second marriage",
    )
    bare = _view(
        "c", "Her marriage failed within a year, her agent said on Monday.", "failed", "fail", subject="marriage"
    )
    assert not other_ordinals(second, again) and not other_ordinals(second, bare)
    # An ordinal far before a noun, past its phrase, is not the noun's.
    far = _view(
        "d", "In the first game of the season, the arrest of the coach shocked fans.", "arrest", "arrest", nominal=True
    )
    assert ordinal(far) is None
    # A degree is no ordinal: "first-degree murder" and "second-degree murder" are charges.
    first = _view(
        "a", "A man was charged with first-degree murder in the killing on Friday.", "murder", "murder", nominal=True
    )
    second = _view(
        "b", "The man was found guilty of second-degree murder in the killing.", "murder", "murder", nominal=True
    )
    assert ordinal(first) is None and not other_ordinals(first, second)
    # A series count is no ordinal of the act ("eighth straight win" is "the 11th win of the
    # season"), nor one before a compound ("his 7th game-winning drive" counts drives).
    straight = _view(
        "a", "Manning led the Colts to their eighth straight win over the Jaguars.", "win", "win", nominal=True
    )
    assert ordinal(straight) is None
    drive = _view("b", "This game was the rookie's 7th game-winning drive of the season.", "game", "game", nominal=True)
    assert ordinal(drive) is None
