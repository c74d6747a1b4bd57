"""A toll and one named victim: "The Aug. 7 bombings killed more than 200 people" and "Slepian was
killed by a single gunshot" are two happenings. An act of violence counted over many victims and
the same verb done to one named party, with no count of its own, cannot be one act: the named
victim's killing is another one (or at most one death in the toll, never the whole of it). One
node would give the lone victim the toll's day and doers, or the toll a victim it never had.
Applied by :func:`kg.resolve.events.wording.told_apart`; anything else is left to the scorer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# Acts done to people that news counts in victims ("killed 200 people", "wounded 12").
_VIOLENCE = "conflict"


def _counts_many(v: View) -> bool:
    """Whether the verb counts its victims as more than one ("killed 257 people") and names none."""
    if v.patients:
        return False
    return any(q.isdigit() and int(q) > 1 for q in v.mention.quantities)


def _one_named(v: View) -> bool:
    """Whether the verb is done to named parties and gives no number ("Slepian was killed")."""
    return bool(v.patients) and not v.mention.quantities


def toll_and_named_victim(a: View, b: View) -> bool:
    """Two verbs of violence, one counting many unnamed victims and one done to a named victim
    with no count: two happenings (see the module)."""
    if a.mention.nominal or b.mention.nominal:
        return False
    if a.mention.event_class != _VIOLENCE or b.mention.event_class != _VIOLENCE:
        return False
    return (_counts_many(a) and _one_named(b)) or (_counts_many(b) and _one_named(a))
