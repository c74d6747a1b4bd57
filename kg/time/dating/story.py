"""The day the story is at, carried to the next sentence when that goes on telling the day's news.

"Police seized a car bomb Sunday in a border town. Chief Superintendent McHugh said the bomb was
destined for Northern Ireland." -- the saying is the seizure's account, told on its day; "The DAX
dropped 19 points Friday. Traders said ...", "Two bombs exploded Friday, killing 81. At least 74
were killed in Nairobi". A sentence that names no time of its own takes the day the sentence
before put its news on, only when:

* the sentence before names one day and no other time, written for its main clause's act (not a
  stretch's bound or a reference point: "from $8 on Oct. 9", "as of Sept. 30", "last Monday"),
  and that act, a past act of fact (not a state), was placed on that day;
* that day is no "today" told after the story was put on an earlier day (as
  :mod:`kg.time.dating.continuation` keeps it);
* that act is no statement, or the event is one too: a statement's day is its saying's, not the
  day of what else the story tells next ("Investigators said Friday they found a rifle. The gun
  was sent to the FBI laboratory");
* no event of the sentence before is told as coming after or before another ("was found on
  Thanksgiving Day after a boat sank. His mother drowned": the next sentence may go back to the
  earlier happening), and the event happened in no noun event of its own ("Twelve Americans were
  killed in the embassy bombing": the bombing's day, not the day the sentence before is at);
* a statement names no occasion of its own after a statement (:mod:`kg.time.dating.same_act`:
  "She told African envoys", "said at a news conference");
* the event is what its own sentence tells, in the past tense and as a fact: not inside quotation
  marks or what a verb of saying, believing or denying before it reports ("said the bullet hit
  him", "denied the kingdom had notified"), nor in a clause that explains or qualifies another
  ("because his mother died", "doctors who performed abortions");
* the learnt event-time relation (:mod:`kg.time.dating.relation`) gives the day at least
  :data:`CARRY_CUT` for it (by the time's own features: how far, what lies between).

Anything else keeps its bound: better undated than wrong. Source ``narrative``. A pure function
over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

import re

import numpy as np

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.asides import in_relative
from kg.time.dating.continuation import named_as_earlier, today_after_another_day
from kg.time.dating.relation import Context, RelationModel, candidates
from kg.time.dating.reports import reported_extent
from kg.time.dating.same_act import own_occasion

# The relation's probability the carried day must reach: lower than the model's own cut, as the
# rules above have already kept only a sentence that goes on with the day's news. Chosen on
# TimeBank/AQUAINT's cross-validated dating (benchmarks/RESULTS.md, round 9, issue 51).
CARRY_CUT = 0.5

# Verb classes (TimeML's) whose complement tells what someone said, believed or denied: an event
# after one in its sentence is what it reports, not the sentence's news.
_REPORTING = frozenset({"REPORTING", "I_STATE", "I_ACTION"})
# The words that open a clause explaining or qualifying another, up to the event.
_SUBORDINATE = re.compile(
    r"\b(because|who|whom|whose|which|that|when|where|why|as|if|since|after|before|while|until|although|though"
    r"|how|whether)\b[^,;:]*$",
    re.I,
)
# A time right after these words is a stretch's bound or a reference point, not the act's day.
_NOT_THE_DAY = re.compile(r"\b(since|until|till|by|before|after|through|from|to|than|as of|last|set on)\s+$", re.I)
# Between an act and its time, these words make the time a reference point ("accelerated, from a
# price of $8 on Oct. 9").
_REFERENCE = re.compile(r"\b(from|since|until|than|as of|compared with)\b", re.I)


def carried_days(
    ex: Extraction, placed: list[EventTime | None], relation: RelationModel, made: Context
) -> list[EventTime | None]:
    """``placed`` with each event that goes on telling the day of the sentence before (module
    docstring) given that day; ``made`` is the article's :func:`~kg.time.dating.relation.context`."""
    out = list(placed)
    for i, ev in enumerate(ex.events):
        time = placed[i]
        if time is not None and time.source != "tense" or not _goes_on(ex, ev, made):
            continue
        day = _day_before(ex, ev, placed, made)
        if day is None or any(n.setting_of == i and n.nominal for n in ex.events):
            continue
        times = made.by_sentence.get(ev.sentence - 1, [])
        found = [c for c in candidates(ex, i, made.values, made) if c.span in times]
        if found and float(relation.probability(np.asarray([c.features for c in found])).max()) >= CARRY_CUT:
            out[i] = EventTime(day, "", "narrative")
    return out


def _day_before(ex: Extraction, ev: EventMention, placed: list[EventTime | None], made: Context) -> str | None:
    """The one day the sentence before ``ev``'s put its news on, when ``ev`` may go on with it."""
    before = [(e, t) for e, t in zip(ex.events, placed) if e.sentence == ev.sentence - 1]
    if any(e.after_of is not None or e.before_of is not None for e, _ in before):
        return None
    acts = [(e, t) for e, t in before if t is not None and _dated_news(ex, e, t)]
    days = {t.value[:10] for _, t in acts if t is not None}
    times = made.by_sentence.get(ev.sentence - 1, [])
    if len(days) != 1 or {made.values[n][:10] for n in times} != days:
        return None
    if any(today_after_another_day(ex, e, made.values) for e, _ in acts):
        return None  # "In a Wednesday event, Acme released ... Smith announced today": which day goes on is unclear
    if any(t is not None and named_as_earlier(ex, e, t, made.values) for e, t in acts):
        return None  # "said last Wednesday they were considering a merger": a past occasion, not the story's day
    text = ex.article.text
    for n in times:
        start = ex.timex_spans[n].start
        if _NOT_THE_DAY.search(text[max(0, start - 12) : start]):
            return None
        if any(e.end <= start and _REFERENCE.search(text[e.end : start]) for e, _ in acts):
            return None
    if all(e.event_class == "statement" for e, _ in acts) and ev.event_class != "statement":
        return None
    if ev.event_class == "statement" and any(
        own_occasion(ex, ev, e, e.sentence, e.event_class == "statement") for e, _ in acts
    ):
        return None  # "Albright announced on Monday a reward. She told African envoys ...": another occasion
    return days.pop()


def _goes_on(ex: Extraction, ev: EventMention, made: Context) -> bool:
    """Whether ``ev`` may take the day of the sentence before: a past verb of fact that is its
    sentence's news, in a sentence with no calendar time of its own."""
    return (
        not ev.nominal
        and ev.factuality == "fact"
        and ev.tense == "past"
        and ev.timex is None
        and ev.sentence > 0
        and not made.by_sentence.get(ev.sentence)
        and news_of_its_sentence(ex, ev)
    )


def _dated_news(ex: Extraction, ev: EventMention, time: EventTime) -> bool:
    """Whether ``ev`` is its sentence's news, a past act of fact placed on a day by a time of its
    sentence (the one it governs, or the learnt relation's)."""
    return (
        time.exact
        and time.source in ("timex", "relation")
        and len(time.value) >= 10
        and not ev.nominal
        and ev.factuality == "fact"
        and ev.tense == "past"
        and ev.timeml_class != "STATE"
        and news_of_its_sentence(ex, ev)
    )


def news_of_its_sentence(ex: Extraction, ev: EventMention) -> bool:
    """Whether verb event ``ev`` is what its sentence tells: not inside quotation marks or what a
    verb of saying, believing or denying before it reports ("said the bullet hit him", "82 were
    killed, officials said"), nor in a clause that explains or qualifies another ("because his
    mother died", "doctors who performed abortions", "the record set on Aug. 6")."""
    start = ex.sentences[ev.sentence][0]
    before = ex.article.text[start : ev.start]
    if before.count("``") > before.count("''") or before.count('"') % 2 or before.count("“") > before.count("”"):
        return False
    if _SUBORDINATE.search(before) or in_relative(ex, ev):
        return False
    for other in ex.events:
        if other is ev or other.sentence != ev.sentence or other.nominal:
            continue
        if other.end <= ev.start and other.timeml_class in _REPORTING:
            return False  # "denied the kingdom had notified", "said Sununu lamented"
        if other.event_class != "statement":
            continue
        if ev.end <= other.start:
            return False  # "... were killed, officials said"
        told = reported_extent(ex, other)
        if told is not None and told[0] <= ev.start < told[1]:
            return False
    return True
