"""A plural event noun whose own words make it many happenings, not one told in the plural.

"a task force investigating all five of the shootings" names five shootings, "the communist
government has held such rallies almost daily" and "along with other rallies almost every day"
name rallies of many days. Joined with one of them
("the shooting of Dr. Slepian", "a rally Thursday"), the node would give the one happening the
others' places and days. Read by :func:`kg.resolve.events.told.count`, which a single noun's
"one" then keeps apart (:func:`kg.resolve.events.apart.not_one_happening`). Words that name
one happening in the plural ("talks") are left out by that caller.
"""

from __future__ import annotations

import re

# Words that pick out some happenings already told ("after the bombings", "since their strikes").
_DETERMINERS = r"(?:the|a|an|this|that|these|those|its|their|his|her|our|my|your)"
_NUMBER = r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)"
# Before the noun: a share of a counted set ("all five of the", "two of the", "both of these",
# "each of the", "all the", "all of the"), or a word that makes it a kind or others than the one
# told ("such rallies", "other rallies", "similar attacks", "repeated strikes", "frequent raids").
# Not a bare plural after "during" or "after": "Three die in bank during Greek riots" are the
# riots the story tells (told.count reads bare plurals after other prepositions).
_BEFORE = re.compile(
    rf"(?:\b(?:all\s+(?:{_NUMBER}\s+)?(?:of\s+)?|both\s+(?:of\s+)?|each\s+of\s+|{_NUMBER}\s+of\s+)(?:the|these|those)"
    r"|\b(?:such|other|similar|repeated|frequent|numerous|countless|periodic|regular|daily|weekly|nightly))"
    rf"\s+(?:(?!{_DETERMINERS}\b)[a-z][\w-]*\s+)?$",
    re.IGNORECASE,
)
# After the noun: how often they were held ("rallies almost daily", "protests every day",
# "raids each week", "strikes nearly every night").
_AFTER = re.compile(
    r"^\W*(?:\w+\s+){0,3}?(?:(?:almost|nearly)\s+)?(?:daily|nightly|weekly|every\s+(?:day|night|week|month)|"
    r"each\s+(?:day|night|week|month))\b",
    re.IGNORECASE,
)


def many_in_plural(before: str, after: str) -> bool:
    """Whether a plural event noun is many happenings by the words around it: ``before`` is the
    text just before it (its sentence), ``after`` the text from its end on."""
    return _BEFORE.search(before) is not None or _AFTER.match(after) is not None
