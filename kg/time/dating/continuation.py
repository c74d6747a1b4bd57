"""Statements that go on telling what a speaker said on a day the article has just named.

"In a televised speech today, Obama presented a plan. Obama explained the rationale. He stated
that ..." -- the explaining and the stating are the speech's, told sentence after sentence: the
article's narrative keeps its time until it names another. Only a statement (a reporting verb
in the past) of the same speaker as the dated statement or act right before it takes that day,
and only while no sentence between names a time; a different speaker ("the USGS estimated" after
"the king visited on Tuesday") or any other event keeps its bound. Source ``narrative``.

A pure function over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

from kg.model import EventMention, EventTime, Extraction

# How many sentences a speaker's statements may run on without naming a time again.
MAX_GAP = 1


def continued_statements(
    ex: Extraction, placed: list[EventTime | None], values: dict[int, str]
) -> list[EventTime | None]:
    """``placed`` with each continuing statement (module docstring) dated like the one it goes on from."""
    timed = {ex.timex_spans[n].sentence for n in values}
    out = list(placed)
    current: tuple[frozenset[str], int, str] | None = None  # speakers, sentence, value
    for i in sorted(range(len(ex.events)), key=lambda k: ex.events[k].start):
        ev, time = ex.events[i], out[i]
        speakers = _speakers(ex, ev)
        if time is not None and time.exact and time.source in ("timex", "narrative") and speakers and not ev.nominal:
            if len(time.value) < 10:  # a quarter or a year is no day a speech was made on
                current = None
                continue
            current = (speakers, ev.sentence, time.value)
            continue
        if current is None or not _continues(ev, time) or not speakers & current[0]:
            continue
        gap = range(current[1] + 1, ev.sentence + 1)
        if ev.sentence - current[1] > MAX_GAP or any(s in timed for s in gap):
            continue
        out[i] = EventTime(current[2].split("T")[0], "", "narrative")  # the day, not the hour it began
        current = (current[0], ev.sentence, current[2])
    return out


def _continues(ev: EventMention, time: EventTime | None) -> bool:
    """Whether ``ev`` is a past statement of fact with only a bound from its tense."""
    return (
        ev.event_class == "statement"
        and not ev.nominal
        and ev.tense == "past"
        and ev.factuality == "fact"
        and (time is None or time.source == "tense")
    )


def _speakers(ex: Extraction, ev: EventMention) -> frozenset[str]:
    """The last words of the names of ``ev``'s agents ("Obama" for "Barack Obama")."""
    names = (ex.mentions[m].name for m in ev.agents if m < len(ex.mentions))
    return frozenset(n.split()[-1].lower() for n in names if n.strip())
