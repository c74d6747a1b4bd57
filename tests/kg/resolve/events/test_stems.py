"""Word families: a prefixed word is not of its stem's family (issue 52: "turn Elian over" and
"overturn the decision" were one node)."""

from __future__ import annotations

from kg.resolve.events.stems import related


def test_a_particle_or_preposition_makes_another_word():
    assert not related("turn", "overturn") and not related("shock", "aftershock")
    assert not related("attack", "counterattack") and not related("draw", "withdraw")
    # A compound's head is still its word: an earthquake is a quake, a wildfire a fire.
    assert related("quake", "earthquake") and related("fire", "wildfire")
