"""Two gatherings told by one generic noun in two articles: "a news conference", "the talks".

A gathering noun (the lexicon's "meeting" class: conference, meeting, summit, talks, session,
hearing) names a kind of happening that recurs every day: a foreign minister's news conference
in one report and an FBI director's at an airport three days later are two. In one article the
scorer's other evidence (one sentence, one thread) may join them; across articles only plain
evidence that it is the same gathering does: a party or place named in both sentences, or dates that
fit. Without it, or when both name where it was held and the places differ, they are two; so
are one held at an unnamed building and one whose sentence does not name that building ("a
ceremony held in the city of Independence", "a flag-lowering ceremony at the Dutch embassy").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.resolve.events.date_fit import DAY_SLACK_DAYS, fits

if TYPE_CHECKING:
    from kg.resolve.events.features import View

GATHERING = "meeting"  # the lexicon class of nouns naming a gathering

# A building named only by its kind right after the gathering's noun: "ceremony at the Dutch
# embassy", "a rally outside the city hall" (a capitalised kind, "at the Truman Library", is a name).
_UNNAMED_BUILDING = re.compile(
    r"^[\w-]+\s+(?:at|in|inside|outside)\s+(?:the|a|an)\s+(?:[A-Z][\w.-]*\s+)?"
    r"(embassy|consulate|church|cathedral|mosque|synagogue|temple|library|hotel|stadium|palace|"
    r"school|hospital|cemetery|museum|parliament|airport|base|headquarters|ministry)\b"
)


def _unnamed_building(v: View) -> str | None:
    """The kind of the unnamed building ``v``'s gathering was held at, or None."""
    found = _UNNAMED_BUILDING.match(v.after)
    return found.group(1) if found else None


def _elsewhere(a: View, b: View) -> bool:
    """``b`` held at an unnamed building that ``a``'s sentence neither names nor places it at:
    "a ceremony held in the city of Independence" or "before the signing ceremony" and "a
    flag-lowering ceremony at the Dutch embassy". Only the same building kind in ``a``'s
    sentence ("the ceremony at the embassy in Budapest") or a place named for it leaves them to
    the scorer; a sentence too short to keep its words says nothing."""
    building = _unnamed_building(b)
    if building is None or not (a.before or a.after) or any(building in p for p in a.places):
        return False
    return building not in f"{a.before} {a.after}".lower()


def other_gatherings(a: View, b: View) -> bool:
    """Whether two mentions of one gathering noun in two articles are two gatherings: nothing
    named in common and no dates that fit ("a joint news conference with Albright", "a press
    conference at the Jomo Kenyatta airport"), or held at two named places."""
    ma, mb = a.mention, b.mention
    if a.key[0] == b.key[0] or ma.lemma != mb.lemma or not (ma.nominal and mb.nominal):
        return False
    if ma.event_class != GATHERING or mb.event_class != GATHERING:
        return False
    if a.places and b.places and not a.places & b.places:
        return True  # one holder's two conferences, in two cities
    if _elsewhere(a, b) or _elsewhere(b, a):
        return True  # in a named city, and at an embassy
    if (a.arguments | a.context) & (b.arguments | b.context):
        # A party named in both sentences, if not parsed as the noun's own: "Gary Ross in
        # negotiations to direct the sequel", "Ross is in negotiations with Lionsgate".
        return False
    return not (a.date and b.date and fits(a.date, b.date, DAY_SLACK_DAYS))
