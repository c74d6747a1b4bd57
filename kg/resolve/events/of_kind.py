"""An event noun that says what kind a thing is, not a happening: "Lawyers for the family sent
letters of protest to the attorney general" tells of letters; the protest is what they say. Joined
with a protest that took place ("The protest marked a return to the larger demonstrations"), the
node would show the letters as the march. Compared by
:func:`kg.resolve.events.wording.told_apart`, as a verb that tells what a thing does is
(:func:`kg.resolve.events.wording.describes`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# A thing written, said or shown, then "of" right before the noun: "letters of protest", "a note
# of protest", "a message of condolence", "signs of protest", "a gesture of goodwill".
_THING_OF = re.compile(
    r"\b(?:letters?|notes?|messages?|signs?|placards?|banners?|gestures?|words?|expressions?|shouts?|cries|cry)"
    r"\s+of\s+$",
    re.IGNORECASE,
)


def of_kind(v: View) -> bool:
    """Whether an event noun is the kind of a thing written, said or shown ("letters of protest")."""
    return v.mention.nominal and _THING_OF.search(v.before[-30:]) is not None


def kind_and_happening(a: View, b: View) -> bool:
    """One noun as a thing's kind and as a happening: two (two things' kinds are left alone)."""
    return a.mention.lemma == b.mention.lemma and of_kind(a) != of_kind(b)
