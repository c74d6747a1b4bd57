"""One word of one article told in two places or for two amounts: two acts.

A writer who tells one act twice in an article gives it one place and one figure; troops "sent
to Oklahoma City" and "sent to Nairobi", "the bombing in Birmingham" and "the bombing in Atlanta", "a $15-a-share
offer" and "a new, $10-a-share offer" are two acts each. The pair scorer weighs these as features
(a one-article amount rules a pair out), outvoted by a third mention scored like both sides; the clustering's
:class:`~kg.resolve.events.guard.Guard` keeps them apart through it. Across articles they are
left to the scorer: two reports name one place at two sizes ("in Nairobi", "in Kenya") and
round one figure two ways. A verb's numbers are read from all its arguments ("shot a 16-year-old",
"shot eleven times") and tell no act apart; an event noun's are its amount ("a $15-a-share offer"),
and so are a change word's, verb or noun ("sales increased 36% to $683 million", "a 74% increase":
two figures, two changes).
Two named patients are left to the pair vote (:func:`~kg.resolve.events.apart.other_patients`):
one spree's victims are told one by one ("Bryant Dalton was shot in the neck", "Latonya Brown
was shot in the head") and read as one shooting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kg.ids import unnumbered
from kg.resolve.events.apart import other_parties
from kg.resolve.events.changes import CHANGE_WORDS

if TYPE_CHECKING:
    from kg.resolve.events.features import View


@dataclass(frozen=True)
class Target:
    """What one mention names as where it was done (places and destinations, entity ids) and
    how much (an event noun's own numbers)."""

    places: frozenset[str]
    amounts: frozenset[str]


def target(v: View) -> Target | None:
    """The :class:`Target` of a mention that names any of them; else None."""
    m = v.mention
    amounts = frozenset(m.quantities) if m.nominal or m.lemma in CHANGE_WORDS else frozenset()
    found = Target(_named(v.places), amounts)
    return found if found.places or found.amounts else None


# The entity types an id may end with when two entities' names clash ("georgia-gpe" beside the
# person "Georgia"): no word of the name (kg.resolve.entities.resolution).
_KINDS = frozenset(
    "person org gpe loc norp fac product event work_of_art law language date time percent money quantity "
    "ordinal cardinal other".split()
)


def _named(ids: frozenset[str]) -> frozenset[str]:
    """Entity ids without a type added to tell clashing names apart: "georgia-gpe" is "georgia", so
    that "Georgia" and "Atlanta, Georgia" may be one place (:func:`~kg.resolve.events.apart.other_parties`)."""
    return frozenset(_untyped(i) for i in ids)


def _untyped(eid: str) -> str:
    parts = unnumbered(eid).split("-")
    return "-".join(parts[:-1]) if len(parts) > 1 and parts[-1] in _KINDS else eid


def other_targets(x: Target, y: Target) -> bool:
    """Whether two mentions of one word in one article are two acts: places none of which may
    be the other's (a short name of one, "Oklahoma" and "Oklahoma City", is one), or amounts
    none in common."""
    if other_parties(x.places, y.places):
        return True
    return bool(x.amounts and y.amounts) and x.amounts.isdisjoint(y.amounts)
