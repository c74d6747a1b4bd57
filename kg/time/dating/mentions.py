"""A later mention of a dated happening, by the same noun, takes its date: "the Oct. 23 slaying of
Dr. Slepian ... a reward for information on the slaying".

Only a definite mention ("the slaying", "Slepian's slaying", "this attack") with no time of its own
and no complement telling it anew ("the decision to deny him a hearing"),
written with the very noun of an earlier mention whose time is written on it ("Friday's ceremony",
"the Oct. 23 slaying", "the invasion of Kuwait on Aug. 2"), and only when every dated mention of
that noun in the article agrees: two dated bombings make "the bombing" ambiguous, and it stays as
it is. A pure function over an :class:`~kg.model.Extraction` and the times placement gave its
events; source ``narrative``.
"""

from __future__ import annotations

import re

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.modifiers import modifies, trails

# A definite noun phrase up to the noun: "the", a demonstrative, a possessive ("Slepian's"),
# then at most two modifiers ("the fatal sniper shooting").
DEFINITE = re.compile(r"\b(the|this|that|its|his|her|their|[A-Z][\w-]*['’]s)\s+([\w-]+\s+){0,2}$")


# What tells the happening anew after its noun: "the INS's decision to deny him a hearing", "the
# ruling that he must return": maybe another decision than the dated one.
REDESCRIBED = re.compile(r"\s+(to|that)\s", re.I)


def earlier_mentions(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with each definite later mention of a dated happening given its date (module docstring)."""
    out = list(placed)
    text = ex.article.text
    for i, ev in enumerate(ex.events):
        time = placed[i]
        if not ev.nominal or ev.timex is not None or ev.factuality != "fact" or time is not None and time.exact:
            continue
        if not DEFINITE.search(text[max(0, ev.start - 40) : ev.start]) or REDESCRIBED.match(text, ev.end):
            continue
        word = ev.trigger.lower()
        same = [(e, t) for e, t in zip(ex.events, placed) if e is not ev and e.trigger.lower() == word]
        days = {t.value for _, t in same if t is not None and t.exact}
        written = [e for e, t in same if e.start < ev.start and t is not None and t.exact and _written_on(ex, e)]
        if len(days) == 1 and written:
            out[i] = EventTime(days.pop(), "", "narrative")
    return out


def _written_on(ex: Extraction, ev: EventMention) -> bool:
    """Whether noun event ``ev`` has its time written on it: before it ("Friday's ceremony") or
    closing its phrase ("the invasion of Kuwait on Aug. 2")."""
    return ev.timex is not None and (modifies(ex, ev.timex, ev) or trails(ex, ev.timex, ev))
