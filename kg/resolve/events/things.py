"""One word of one article done to two different named things: two acts.

"Apple released the MacBook Air" and "the release of the MacBook Pro", "HP acquired EDS" and
"HP acquired Palm", "GM sold Saab" and "GM sold Hummer": a writer who tells one act twice names
what it was done to alike. Only things (companies, products, works, laws, named events and
buildings) count: one shooting, arrest or quake is often told victim by victim ("Bryant Dalton
was shot in the neck", "Latonya Brown was shot in the head"), and one place named at two sizes
("hit Sumatra", "hit Indonesia"). What one mention names together ("released the MacBook Air and
iLife") the text joins: a cluster's things are those of all its mentions, so a node that holds
both may take a mention of either. Across articles it stays the scorer's (two reports may
name one thing by two names the entities did not join).
"""

from __future__ import annotations

from collections.abc import Callable

from kg.model import EventMention, Extraction
from kg.resolve.events.apart import other_parties

# Entity types of things a happening is done to whose two names are two things.
THING_KINDS = frozenset({"ORG", "PRODUCT", "WORK_OF_ART", "LAW", "EVENT", "FAC"})


def done_to(ex: Extraction, ev: EventMention, ids: Callable[[tuple[int, ...]], frozenset[str]]) -> frozenset[str]:
    """The entity ids of the named things ``ev`` was done to (its patients of :data:`THING_KINDS`)."""
    kinds = [m.type for m in ex.mentions]
    return ids(tuple(i for i in ev.patients if i < len(kinds) and kinds[i] in THING_KINDS))


def other_things_done(x: frozenset[str], y: frozenset[str]) -> bool:
    """Whether two groups of one article's mentions of one word were done to two different named
    things: both name some, none the same, and no name a short form of another
    (:func:`~kg.resolve.events.apart.other_parties`: "MacBook", "MacBook Air")."""
    return other_parties(x, y)
