"""Statements that go on telling what a speaker said on a day the article has just named.

"In a televised speech today, Obama presented a plan. Obama explained the rationale. He stated
that ..." -- the explaining and the stating are the speech's, told sentence after sentence: the
article's narrative keeps its time until it names another. Only a statement (a reporting verb
in the past) of the same speaker as the dated statement or act before it takes that day, and
only while no sentence between names a time, no other speaker's statement comes between and
the account has not wandered off for more than a few sentences of background ("GM had received
$13 billion"); a different speaker ("the USGS estimated" after "the king visited on Tuesday")
or any other event keeps its bound. A speaker's statement written as a participle beside a
dated statement of theirs in the same sentence ("Speaking to the press, Henderson described
...", "He stressed ..., saying that") is made with it: it takes its day too. Source ``narrative``.

A pure function over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

from kg.model import EventMention, EventTime, Extraction

# How many sentences on a speaker's statements may run without naming a time again: the one
# right after, or past a short stretch of background the account of a speech interleaves.
MAX_GAP = 3


def continued_statements(
    ex: Extraction, placed: list[EventTime | None], values: dict[int, str]
) -> list[EventTime | None]:
    """``placed`` with each continuing statement (module docstring) dated like the one it goes on from."""
    timed = {ex.timex_spans[n].sentence for n in values}
    out = list(placed)
    current: tuple[frozenset[str], int, str] | None = None  # speakers, sentence, value
    order = sorted(range(len(ex.events)), key=lambda k: ex.events[k].start)
    for i in order:
        ev, time = ex.events[i], out[i]
        speakers = _speakers(ex, ev)
        if time is not None and time.exact and time.source in ("timex", "narrative") and speakers and not ev.nominal:
            if len(time.value) < 10:  # a quarter or a year is no day a speech was made on
                current = None
                continue
            current = (speakers, ev.sentence, time.value)
            continue
        if current is not None and _continues(ev, time) and speakers and not speakers & current[0]:
            current = None  # another speaker's account: the first one's has ended
            continue
        if current is None or not _continues(ev, time) or not speakers & current[0]:
            continue
        gap = range(current[1] + 1, ev.sentence + 1)
        if ev.sentence - current[1] > MAX_GAP or any(s in timed for s in gap):
            continue
        out[i] = EventTime(current[2].split("T")[0], "", "narrative")  # the day, not the hour it began
        current = (current[0], ev.sentence, current[2])
    return _participles(ex, out)


def _participles(ex: Extraction, placed: list[EventTime | None]) -> list[EventTime | None]:
    """``placed`` with each undated participle statement given the day of its speaker's dated
    statement in the same sentence ("Speaking to the press, Henderson described ...")."""
    out = list(placed)
    for i, ev in enumerate(ex.events):
        if out[i] is not None or not _participle_statement(ev):
            continue
        speakers = _speakers(ex, ev)
        days = {
            time.value.split("T")[0]
            for other, time in zip(ex.events, placed)
            if other is not ev
            and other.sentence == ev.sentence
            and time is not None
            and time.exact
            and time.source in ("timex", "narrative")
            and len(time.value) >= 10
            and other.event_class == "statement"
            and not other.nominal
            and speakers & _speakers(ex, other)
        }
        if len(days) == 1:
            out[i] = EventTime(days.pop(), "", "narrative")
    return out


def _participle_statement(ev: EventMention) -> bool:
    """Whether ``ev`` is a statement of fact written as a bare participle ("saying", "Speaking")."""
    return (
        ev.event_class == "statement"
        and not ev.nominal
        and not ev.tense
        and ev.factuality == "fact"
        and ev.trigger.lower().endswith("ing")
    )


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
