"""One verb completed in two ways: its particle, the month it names, an ordinal in its arguments.

"he made a smart play by dropping off of Dennis" and "Garrard dropped back to pass" are two
moves: a particle right after a verb makes another verb of it ("drop off", "drop back"). "proposed the new
regulations in May" and "it was proposed in August" are two proposals: a month written right
after the verb is when it happened, and an act has one. "Her second marriage also failed" and
"after her third marriage failed" are two failures: an ordinal in what the act is of or done by
("the second quake", "his third arrest") tells which of several it is. Each test is a pure function of two
:class:`~kg.resolve.events.features.View` records, a veto applied through
:func:`kg.resolve.events.senses.other_uses`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.resolve.events.stems import stem
from kg.time.words import MONTHS, ORDINALS

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# Adverbial particles that make a phrasal verb of another meaning: "drop off" / "drop back",
# "pull out" / "pull back", "break up" / "break down". ("in", "on" and "over" are left out: most
# often they open a phrase of place or time, "arrived in Paris", "fired on protesters".)
# "off", "out" and "away" are one way, from here: "walked off" and "walked out" may be one escape.
PARTICLES = {"up": "up", "down": "down", "back": "back", "out": "away", "off": "away", "away": "away"}
# The word right after the trigger ("after" opens with the trigger itself).
_NEXT = re.compile(r"^\S+\s+([A-Za-z]+)\b")
# A month in a phrase of time within the verb's own next words, before any clause break:
# "proposed the new regulations in May", "was proposed in August". A capital is required ("may").
# Not a bound ("by May", "since May") nor a month told roughly ("in early December", "in
# November-end"): two reports of one act may round its time two ways.
_MONTH = re.compile(
    r"^\S+(?:\s+[^\s,;:.!?\"“”]+){0,5}?\s+(?:in|on|during|last)\s+"
    r"(" + "|".join(m.capitalize() for m in MONTHS if not any(o != m and o.startswith(m) for o in MONTHS)) + r")\b(?!-)"
)

# "second", "3rd", "21st": an ordinal word. Not one joined by a hyphen ("first-degree murder" and
# "second-degree murder" are charges), nor one counting a series ("their eighth straight win" is
# also "their 11th win of the season").
_ORD = r"\b(" + "|".join(ORDINALS) + r"|\d+(?:st|nd|rd|th))(?!-)(?!\s+(?:straight|consecutive|successive|career)\b)"
_ORDINAL = re.compile(_ORD, re.IGNORECASE)
# An ordinal right before a noun: "her second arrest", "the third such attack".
_BEFORE_NOUN = re.compile(_ORD + r"\s+(?:such\s+)?$", re.IGNORECASE)


def particle(v: View) -> str:
    """The way a particle written right after a verb points ("dropped back": "back", "walked out":
    "away"), "" if none or a noun."""
    if v.mention.nominal:
        return ""
    found = _NEXT.match(v.after)
    word = found.group(1).lower() if found else ""
    return PARTICLES.get(word, "")


def month(v: View) -> int | None:
    """The month a verb's own next words name ("proposed the rules in May": 5), None if none."""
    if v.mention.nominal:
        return None
    found = _MONTH.match(v.after)
    return MONTHS[found.group(1).lower()] if found else None


def ordinal(v: View) -> int | None:
    """Which of several a mention is by its own words: an ordinal in a verb's subject or object
    as written ("second marriage failed": 2), or right before a noun ("his third arrest": 3).
    None when there is none, or more than one."""
    m = v.mention
    if m.nominal:
        # Not a noun opening a compound ("his 7th game-winning drive" counts drives).
        found = _BEFORE_NOUN.search(v.before)
        word = v.after.split(None, 1)[0] if v.after.strip() else ""
        text = found.group(1) if found and "-" not in word else ""
    else:
        text = f"{m.subject} {m.object}"
    values = {_ordinal_value(w) for w in _ORDINAL.findall(text)}
    return values.pop() if len(values) == 1 else None


def _ordinal_value(word: str) -> int:
    word = word.lower()
    return ORDINALS[word] if word in ORDINALS else int(word[:-2])


def other_ordinals(a: View, b: View) -> bool:
    """One act's word told of two of several: "her second marriage failed", "her third marriage failed"."""
    oa, ob = ordinal(a), ordinal(b)
    return oa is not None and ob is not None and oa != ob


def other_particles(a: View, b: View) -> bool:
    """One verb with two particles: "dropping off of Dennis", "dropped back to pass"."""
    pa, pb = particle(a), particle(b)
    return bool(pa and pb) and pa != pb


def other_months(a: View, b: View) -> bool:
    """One verb told in two months by its own words: "proposed in May", "proposed in August"."""
    ma, mb = month(a), month(b)
    return ma is not None and mb is not None and ma != mb


def other_complements(a: View, b: View) -> bool:
    """Whether two mentions of one verb are two acts by what completes them (see the module)."""
    if stem(a.mention.lemma) != stem(b.mention.lemma):
        return False
    return other_particles(a, b) or other_months(a, b) or other_ordinals(a, b)
