"""Whom an event noun was done to, as its own "of" phrase writes it: "the shooting death of Dr.
Barnet Slepian" and "the shooting of doctors in Winnipeg, Vancouver and Rochester" are two
happenings (one named man, and a group told by a bare plural), and so are "the shooting of Dr.
Hugh Short" and "the shooting of Dr. Barnet Slepian" (two named victims). The phrase right after
the noun is read as written, so it holds where the entities missed a name or read none as its
patient. One node would give one victim's shooting the other's places and dates.
Compared by :func:`~kg.resolve.events.wording.other_victims`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.resolve.similarity import ENGLISH_STOP_WORDS, WORD

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# The noun, at most one more noun of a compound ("shooting death of"), then its "of" phrase up to
# a comma or a bracket (an apposition: "Dr. Barnet Slepian, an obstetrician").
_OF_PHRASE = re.compile(r"^\S+(?:\s+(?P<between>[a-z][\w-]*))?\s+of\s+(?P<what>[^,;:()\"“”`]+)")
_NAME = re.compile(r"^(?:the\s+)?(?P<name>(?:[A-Z][\w.&'’-]*\s+){0,4}[A-Z][\w.&'’-]*)(?P<rest>.*)$", re.DOTALL)
# Capitalised words that date a happening or count it, not whom it was done to.
_NO_NAMES = frozenset(
    "january february march april may june july august september october november december monday tuesday "
    "wednesday thursday friday saturday sunday this that these those".split()
)
# Plurals not made with -s.
_PLURALS = frozenset({"people", "men", "women", "children", "police", "civilians"})


def of_name(v: View) -> str | None:
    """The name an event noun's "of" phrase gives whom it was done to ("the shooting death of Dr.
    Barnet Slepian": "Dr. Barnet Slepian"); None when the phrase is no name or there is none. A
    name followed by a noun is a modifier, not whom ("the Pan Am jet")."""
    what = _what(v)
    if what is None:
        return None
    found = _NAME.match(what)
    if found is None or found.group("name").split()[0].lower() in _NO_NAMES:
        return None
    rest = WORD.findall(found.group("rest").lower())
    if rest and rest[0] not in ENGLISH_STOP_WORDS:
        return None  # "the U.S. embassy": a name modifying a noun
    return found.group("name")


def of_bare_plural(v: View) -> bool:
    """Whether an event noun's "of" phrase is a bare plural, a group with no article, number or
    name ("the shooting of doctors", "the killing of abortion doctors"): a kind of victim, told of
    more than one."""
    what = _what(v)
    if what is None:
        return False
    words: list[str] = []
    for word in what.split():
        if not re.fullmatch(r"[a-z][a-z-]*", word) or word in ENGLISH_STOP_WORDS:
            break
        words.append(word)
    if not words:
        return False
    head = words[-1]
    return head in _PLURALS or (len(head) > 3 and head.endswith("s") and not head.endswith(("ss", "us", "is")))


def _what(v: View) -> str | None:
    if not v.mention.nominal or not v.after:
        return None
    found = _OF_PHRASE.match(v.after)
    if found is None or (found.group("between") or "") in ENGLISH_STOP_WORDS:
        return None
    return found.group("what").strip()
