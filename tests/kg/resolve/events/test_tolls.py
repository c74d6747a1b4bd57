"""Issue 52's "one happening per node": "the bombings killed more than 200 people" and "Slepian was
killed by a single gunshot" were one node; a toll of many and one named victim are two acts."""

from __future__ import annotations

from dataclasses import replace

from kg.resolve.events.features import CANNOT, verdict
from kg.resolve.events.tolls import toll_and_named_victim
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

TOLL = "The Aug. 7 bombings killed more than 200 people, including 12 Americans."
ONE = "The doctor was killed by a single gunshot fired through a window of his home."


def _toll() -> object:
    return _view("a", TOLL, "killed", "kill", event_class="conflict", quantities=("200", "12"))


def test_a_toll_and_one_named_victim_are_two():
    toll = _toll()
    victim = replace(_view("a", ONE, "killed", "kill", event_class="conflict"), patients=frozenset({"slepian"}))
    assert toll_and_named_victim(toll, victim) and toll_and_named_victim(victim, toll)  # type: ignore[arg-type]
    assert verdict(toll, victim, NO_TABLES)[2] == CANNOT  # type: ignore[arg-type]


def test_two_tolls_a_victim_told_twice_or_no_violence_are_left_to_the_scorer():
    toll = _toll()
    # The toll told again with a name in it: the same count, a named victim among them.
    again = replace(
        _view(
            "b",
            "The bombings killed 200 people, among them Ambassador Smith.",
            "killed",
            "kill",
            event_class="conflict",
            quantities=("200",),
        ),
        patients=frozenset({"smith"}),
    )
    assert not toll_and_named_victim(toll, again)  # type: ignore[arg-type]
    # An unnamed victim and a victim named: nothing tells them apart.
    unnamed = _view("c", ONE, "killed", "kill", event_class="conflict")
    assert not toll_and_named_victim(toll, unnamed)  # type: ignore[arg-type]
    # One victim counted ("killed 1") is no toll of many.
    lone = _view("d", "The gunman killed 1 guard.", "killed", "kill", event_class="conflict", quantities=("1",))
    named = replace(_view("e", ONE, "killed", "kill", event_class="conflict"), patients=frozenset({"slepian"}))
    assert not toll_and_named_victim(lone, named)  # type: ignore[arg-type]
    # Not an act of violence: a company cutting 200 jobs and cutting a named unit's budget.
    cut = _view("f", "The company cut 200 jobs.", "cut", "cut", quantities=("200",))
    unit = replace(_view("g", "The company cut the unit's budget.", "cut", "cut"), patients=frozenset({"unit"}))
    assert not toll_and_named_victim(cut, unit)  # type: ignore[arg-type]
