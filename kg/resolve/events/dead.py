"""Whose death a mention tells, by a kinship noun's sex: "killed his mother" and "his son's death".

Two deaths whose dead are a woman and a man ("a wreck that killed his mother", "referring to his own
son's death due to cancer") are two happenings, in one article or two: whoever the kin are kin to,
a mother is no son. Only the noun written on the death is read (the subject or owner of "die" and
"death", "the death of"; the object of "kill", or its subject when passive); two kin of one sex
("his mother", "his wife") may be one person, so only a clash of sex keeps two mentions apart.
"""

from __future__ import annotations

import re

from kg.resolve.events.features import View

DEATH_WORDS = frozenset({"die", "death", "kill", "drown"})
_FEMALE = "mother|daughter|wife|sister|grandmother|granddaughter|aunt|niece|widow|girlfriend"
_MALE = "father|son|husband|brother|grandfather|grandson|uncle|nephew|widower|boyfriend"
_KIN = rf"(?P<kin>{_FEMALE}|{_MALE})"
_OWNER = r"(his|her|their|the|a|an|its|my|our|your)\s+((own|late|young|elder|older|younger)\s+)?"
# "his mother died", "his own son's death", "his mother was killed", "her son had died".
_BEFORE = re.compile(rf"\b{_OWNER}(\w+['’]s\s+)?{_KIN}(['’]s)?\s+((was|were|had|has|had been|has been)\s+)?$", re.I)
# "killed his mother", "the death of her son", "killed his mother and 10 other people"; not a list of
# kin ("killed his mother and father").
_AFTER = re.compile(
    rf"^[\w-]+\s+(of\s+)?{_OWNER}{_KIN}\b(?!\s*(,|and|or)\s+(((his|her|their|the)\s+)?({_FEMALE}|{_MALE})\b|(?-i:[A-Z])))",
    re.I,
)
_FEMALE_WORDS = frozenset(_FEMALE.split("|"))


def dead_sex(v: View) -> str | None:
    """ "female" or "male" for the kin a death mention names as its dead, else None."""
    lemma = v.mention.lemma
    if lemma not in DEATH_WORDS:
        return None
    found = None
    if lemma == "kill":
        found = _AFTER.match(v.after)
        before = _BEFORE.search(v.before)
        if found is None and before is not None and re.search(r"\b(was|were|been)\s+$", v.before):
            found = before
    else:
        found = _BEFORE.search(v.before)
        if found is None and lemma == "death":
            after = _AFTER.match(v.after)
            found = after if after is not None and re.match(r"^[\w-]+\s+of\b", v.after) else None
    if found is None:
        return None
    return "female" if found.group("kin").lower() in _FEMALE_WORDS else "male"
