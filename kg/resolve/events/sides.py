"""Whose side did a verb, by the nationality its subject is written with: "Iraqi troops massed
nearby in Kuwait" and "an estimated 20,000 American GIs have already massed to defend Saudi
Arabia" are two armies' acts. The subjects are unnamed groups, so no entity tells them apart
(:mod:`kg.resolve.events.doers` reads named agents), and their head words ("troops", "GIs") may
be one group's; the people or country that modifies them is whose they are. One node would
show the Iraqi buildup as the American one.

The subject is the one the parse gave, else the words right before the verb and its auxiliaries
("... American GIs have already massed"). Compared by :func:`other_sides`, a veto applied by
:func:`kg.resolve.events.wording.told_apart`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# A people's adjective: "Iraqi", "American", "Israeli", "Chinese", "British", "Kuwaiti".
_PEOPLE = re.compile(r"^[A-Z][a-z]{2,}(?:i|an|ese|ish)$")
# Country words that are one people however written: a demonym whose stem is not its country's
# ("American", "U.S."), or one country's acronym and name. Others compare by their first four
# letters ("Iraq"/"Iraqi", "Kuwait"/"Kuwaiti", "China"/"Chinese").
_ONE_PEOPLE = (
    frozenset({"american", "americans", "us", "usa", "america", "united states"}),
    frozenset({"british", "britain", "briton", "britons", "uk", "united kingdom", "english", "england"}),
    frozenset({"french", "france"}),
    frozenset({"dutch", "netherlands", "holland"}),
    frozenset({"swiss", "switzerland"}),
    frozenset({"spanish", "spain", "spaniard", "spaniards"}),
    frozenset({"polish", "poland", "pole", "poles"}),
    frozenset({"danish", "denmark", "dane", "danes"}),
    frozenset({"filipino", "philippines", "philippine"}),
    frozenset({"soviet", "ussr", "soviet union", "russian", "russia"}),
)
# Country names and acronyms that modify a subject as its people's adjective does ("U.S. troops").
_COUNTRIES = frozenset(
    {"us", "usa", "uk", "ussr", "america", "britain", "france", "israel", "iraq", "iran", "china", "russia"}
)
# What may stand between a subject and its verb: auxiliaries and adverbs ("have already massed").
_AUXILIARIES = re.compile(
    r"(?:\s+(?:has|have|had|is|are|was|were|be|been|being|will|would|could|may|might|also|already|now|"
    r"reportedly|still|just|then|not|n't))*\s*$",
    re.IGNORECASE,
)
# The start of the clause a subject stands in: punctuation (no comma of a number: "20,000") or a
# word that opens a clause.
_CLAUSE = re.compile(
    r"(?:,(?!\d)|[;:()\"“”`]|--|\b(?:that|who|which|and|but|while|as|when|saying|said)\b)", re.IGNORECASE
)
# How many words a subject read from the text may have at most.
_SUBJECT_WORDS = 6


def subject_text(v: View) -> str:
    """A verb's subject as written: the parse's, else the words of its clause right before it
    and its auxiliaries (at most :data:`_SUBJECT_WORDS`); "" when none."""
    m = v.mention
    if m.subject.strip():
        return m.subject.strip()
    auxiliaries = _AUXILIARIES.search(v.before)
    before = v.before[: auxiliaries.start()] if auxiliaries is not None else v.before
    opens = list(_CLAUSE.finditer(before))
    clause = before[opens[-1].end() :] if opens else before
    words = clause.split()
    return " ".join(words) if 0 < len(words) <= _SUBJECT_WORDS else ""


def side(v: View) -> str | None:
    """The people a verb's subject is written with ("Iraqi troops": "iraqi", "U.S. soldiers":
    "us"), or None: a word before the subject's last word (a modifier of its head), one people
    only ("U.S. and Iraqi officials" are no one side)."""
    m = v.mention
    if m.nominal:
        return None
    words = subject_text(v).split()
    found = [_key(w) for w in words[:-1] if _PEOPLE.match(w.strip("'’")) or _key(w) in _COUNTRIES]
    return found[-1] if len(set(found)) == 1 else None


def _key(word: str) -> str:
    return re.sub(r"[.’']|s$", "", word).lower() if word.isupper() or "." in word else word.lower().strip("'’")


def one_people(x: str, y: str) -> bool:
    """Whether two side words may name one people: one word, one of :data:`_ONE_PEOPLE`, or one
    stem ("iraq", "iraqi")."""
    if x == y or x[:4] == y[:4]:
        return True
    return any(x in group and y in group for group in _ONE_PEOPLE)


def other_sides(a: View, b: View) -> bool:
    """One verb done by subjects of two peoples: "Iraqi troops massed", "American GIs massed"."""
    if a.mention.lemma != b.mention.lemma:
        return False
    x, y = side(a), side(b)
    return x is not None and y is not None and not one_people(x, y)
