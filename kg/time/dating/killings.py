"""A definite later mention of a killing takes the day the article gives its killing.

"Slepian was shot in the back on Friday night ... the shooting in western New York ... the
unfortunate murder of Slepian ... the slaying": one happening told with several words of one
family (killing, murder, slaying, shooting, assassination, homicide). Extends
:mod:`kg.time.dating.mentions` (the very noun again) to that family, verbs included: a definite
noun of the family ("the killing", "Slepian's murder") with no time of its own takes the day of
the article's dated killings, only when every dated killing the article tells lies on that one
day (a month written for one of them, "last October", may contain it). Two killings on two days
leave every mention as it was. A bombing is told the same way ("two bombs exploded on Friday ...
the blasts ... the embassy bombings"), a family of its own. Source ``narrative``.
"""

from __future__ import annotations

from kg.model import EventTime, Extraction
from kg.time.dating.mentions import DEFINITE, REDESCRIBED

# The nouns of a killing, and the lemmas (verbs and nouns) of a dated killing.
KILLING_NOUNS = frozenset("killing murder slaying shooting homicide assassination".split())
KILLING_LEMMAS = KILLING_NOUNS | frozenset("kill murder slay shoot assassinate".split())
# Likewise of a bombing: "bombs exploded Friday ... the blasts ... the bombings of the embassies".
BOMBING_NOUNS = frozenset("bombing bombings blast blasts explosion explosions".split())
BOMBING_LEMMAS = BOMBING_NOUNS | frozenset("bomb explode blast explosion bombing".split())
FAMILIES = ((KILLING_NOUNS, KILLING_LEMMAS), (BOMBING_NOUNS, BOMBING_LEMMAS))
# Where a dated killing's day comes from: a verb's own time or the learnt relation's; a noun's own
# written time or an earlier mention's (the relation is no evidence for a noun: "called the
# murder wrong" in Sunday's sermon was no murder on Sunday).
_VERB_SOURCES = frozenset({"timex", "relation"})
_NOUN_SOURCES = frozenset({"timex", "narrative"})


def killing_mentions(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with each definite, undated killing (or bombing) noun given the one day of the
    article's dated killings (bombings)."""
    for nouns, lemmas in FAMILIES:
        placed = _family_mentions(ex, placed, nouns, lemmas)
    return placed


def _family_mentions(
    ex: Extraction, placed: list[EventTime | None], nouns: frozenset[str], lemmas: frozenset[str]
) -> list[EventTime | None]:
    dated = [
        (e, t)
        for e, t in zip(ex.events, placed)
        if (e.lemma in lemmas or e.trigger.lower() in nouns)
        and t is not None
        and t.exact
        and t.source in (_NOUN_SOURCES if e.nominal else _VERB_SOURCES)
        and e.factuality == "fact"
    ]
    day = _one_day([t.value for _, t in dated])
    if day is None:
        return placed
    out = list(placed)
    text = ex.article.text
    for i, ev in enumerate(ex.events):
        time = placed[i]
        if not ev.nominal or ev.trigger.lower() not in nouns or ev.timex is not None:
            continue
        if time is not None and time.exact or ev.factuality != "fact":
            continue
        if not DEFINITE.search(text[max(0, ev.start - 40) : ev.start]) or REDESCRIBED.match(text, ev.end):
            continue
        if any(e.start < ev.start for e, _ in dated):
            out[i] = EventTime(day, "", "narrative")
    return out


def _one_day(values: list[str]) -> str | None:
    """The one day ``values`` name, each a day, a time of it, or a month or year containing it; None
    when they name none or two."""
    days = {v[:10] for v in values if len(v) >= 10 and v[4:5] == "-" and v[7:8] == "-"}
    if len(days) != 1:
        return None
    day = next(iter(days))
    return day if all(day.startswith(v[:10]) for v in values) else None
