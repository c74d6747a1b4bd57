"""Statements that go on telling what a speaker said on a day the article has just named.

"In a televised speech today, Obama presented a plan. Obama explained the rationale. He stated
that ..." -- the explaining and the stating are the speech's, told sentence after sentence: the
article's narrative keeps its time until it names another (a time inside what is said, after
the verb, is the said thing's, not another time of the saying). Only a statement (a reporting verb
in the past) of the same speaker as the dated statement or act before it takes that day, and
only while no sentence between names a time, no other speaker's statement comes between and
the account has not wandered off for more than a few sentences of background ("GM had received
$13 billion"); a different speaker ("the USGS estimated" after "the king visited on Tuesday")
or any other event keeps its bound. Nor does a statement that names an occasion of its own
after a dated statement ("She told African envoys", "said at a news conference" after
"announced on Monday"): it ends the account (:mod:`kg.time.dating.same_act`). A speaker's act
written as a participle beside a dated statement of theirs in the same sentence ("Speaking to
the press, Henderson described ...", "He stressed ..., saying that") is made with it: it takes
its day too. Source ``narrative``.

A headline tells the article's news in the present ("Obama presents rescue plan"); when the
story then dates that act ("Obama presented a reorganization plan at 16:00 today": the same
verb about the same thing), the headline's event is that one and takes its day. When the story
tells the act as still to come ("two days before the phone launches"), the headline's act is
left undated: neither the publication day nor a bound by it holds.

A pure function over an :class:`~kg.model.Extraction` and the times placement gave its events.
"""

from __future__ import annotations

import re

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.modifiers import premodifies
from kg.time.dating.reports import reported_extent
from kg.time.dating.same_act import own_occasion

# The word sets of the names of an event's agents.
Speakers = frozenset[frozenset[str]]

# How many sentences on a speaker's statements may run without naming a time again: the one
# right after, or past a short stretch of background the account of a speech interleaves.
MAX_GAP = 3


def continued_statements(
    ex: Extraction, placed: list[EventTime | None], values: dict[int, str], headlines: frozenset[int] = frozenset()
) -> list[EventTime | None]:
    """``placed`` with each continuing statement (module docstring) dated like the one it goes on from,
    and each event of the headline (``headlines``: indices of its events) the story dates."""
    # The sentences that name a time, with the days they name: one naming another day than the
    # account's ends it, one naming the account's own day ("the events of today") does not.
    timed: dict[int, set[str]] = {}
    for n, value in values.items():
        timed.setdefault(ex.timex_spans[n].sentence, set()).add(value[:10])
    # A time after the statement's verb in its own sentence is in what is said ("said that its
    # share rose to 17%, up from 14% a year ago"); one before it may be the saying's own.
    told_before = {(ex.timex_spans[n].sentence, ex.timex_spans[n].start) for n in values}
    out = list(placed)
    current: tuple[Speakers, int, str, int] | None = None  # speakers, sentence, value, dated act
    order = sorted(range(len(ex.events)), key=lambda k: ex.events[k].start)
    for i in order:
        ev, time = ex.events[i], out[i]
        speakers = _speakers(ex, ev)
        if time is not None and time.exact and _told_day(ex, ev, time, timed) and speakers and not ev.nominal:
            if len(time.value) < 10 or not _opens_account(ex, ev, time):
                current = None  # a quarter or a year is no day a speech was made on
                continue
            if today_after_another_day(ex, ev, values):
                current = None  # "In a Wednesday event ... Jobs announced today": which day goes on is unclear
                continue
            if named_as_earlier(ex, ev, time, values):
                current = None  # "Orkem said last Wednesday it was considering a merger": a past occasion
                continue
            current = (speakers, ev.sentence, time.value, i)
            continue
        if current is not None and _continues(ex, ev, time) and speakers and not _same(speakers, current[0]):
            current = None  # another speaker's account: the first one's has ended
            continue
        if current is None or not _continues(ex, ev, time) or not _same(speakers, current[0]):
            continue
        day = current[2][:10]
        gap = range(current[1] + 1, ev.sentence)
        own = any(s == ev.sentence and at < ev.start for s, at in told_before)
        if ev.sentence - current[1] > MAX_GAP or own or any(timed.get(s, {day}) != {day} for s in gap):
            continue
        if _told_by_another(ex, ev):
            continue  # "Reports said Saudi Arabia told oil companies": the telling was by then, no day
        opener = ex.events[current[3]]
        if own_occasion(ex, ev, opener, current[1], _statement(opener, ex.article.text)):
            current = None  # "She told African envoys": another occasion; what follows is no longer the dated one's
            continue
        out[i] = EventTime(current[2].split("T")[0], "", "narrative")  # the day, not the hour it began
        current = (current[0], ev.sentence, current[2], current[3])
    return _headline_news(ex, _participles(ex, out, timed), headlines)


def _headline_news(ex: Extraction, placed: list[EventTime | None], headlines: frozenset[int]) -> list[EventTime | None]:
    """``placed`` with each present-tense headline act dated like the story's dated telling of it:
    the first later mention of the same verb about the same thing (its theme, else a word of
    its subject), placed on a day or a time of day by a time it governs or its speaker's account
    (not by the learnt relation's likeliest time nearby: a headline shows that date first)."""
    out = list(placed)
    for i in sorted(headlines):
        head, time = ex.events[i], placed[i]
        if head.nominal or head.tense != "present" or head.factuality != "fact":
            continue
        if _still_to_come(ex, headlines, head):
            out[i] = None  # "Apple launches iPhone" over "two days before the phone launches": not yet
            continue
        if time is not None and time.source != "tense":
            continue
        for j, later in enumerate(ex.events):
            if j in headlines or later.nominal or later.lemma != head.lemma or later.sentence <= head.sentence:
                continue
            if not (head.theme and head.theme == later.theme) and (
                head.theme and later.theme or not _words(head.subject) & _words(later.subject)
            ):
                continue
            told = placed[j]
            if (day := _day_told(told)) is not None and later.factuality == "fact":
                out[i] = EventTime(day, "", "narrative")
            break  # the story's first telling of it decides
        else:
            out[i] = _lead_act(ex, placed, headlines, head) or out[i]
    return out


def _still_to_come(ex: Extraction, headlines: frozenset[int], head: EventMention) -> bool:
    """Whether the story tells headline act ``head``'s verb only as still to come ("Apple launches
    new iPhone" over "available on June 17, two days before the phone launches"), never as done
    ("Apple releases SDK" over "Apple released the SDK"): the headline's present is then the news
    of a coming act, on no day the publication's bounds."""
    told = [
        later
        for j, later in enumerate(ex.events)
        if j not in headlines and later.sentence > head.sentence and later.lemma == head.lemma
    ]
    coming = any(later.factuality == "future" or later.tense == "future" for later in told)
    return coming and not any(
        later.factuality == "fact" and later.tense in ("past", "perfect") and not later.nominal for later in told
    )


def _day_told(told: EventTime | None) -> str | None:
    """The day of ``told`` when a time the text gives dates it on one (not the relation's pick)."""
    if told is None or not told.exact or told.source not in ("timex", "narrative") or len(told.value) < 10:
        return None
    return told.value.split("T")[0]


def _lead_act(
    ex: Extraction, placed: list[EventTime | None], headlines: frozenset[int], head: EventMention
) -> EventTime | None:
    """The day of the act the lead tells in other words than headline act ``head`` ("GM seeks
    bankruptcy protection" over "General Motors filed for bankruptcy and Chapter 11 protection ...
    at 12:00 UTC Monday"): the first act of fact of the same agent in the story's first sentence
    with an act, dated on a day, when that sentence names what the headline's act is about."""
    lead = min(
        (
            e.sentence
            for j, e in enumerate(ex.events)
            if j not in headlines and not e.nominal and e.sentence > head.sentence
        ),
        default=None,
    )
    agents = _speakers(ex, head)
    if lead is None or not head.theme or not agents:
        return None
    start, end = ex.sentences[lead]
    if head.theme.lower() not in re.findall(r"\w+", ex.article.text[start:end].lower()):
        return None
    for j, later in enumerate(ex.events):
        if later.sentence != lead or later.nominal or later.factuality != "fact" or j in headlines:
            continue
        if _same(agents, _speakers(ex, later)):
            day = _day_told(placed[j])
            return EventTime(day, "", "narrative") if day is not None else None
    return None


def _words(text: str) -> set[str]:
    return {w for w in text.lower().split() if w.isalpha() and len(w) > 2}


def _participles(ex: Extraction, placed: list[EventTime | None], timed: dict[int, set[str]]) -> list[EventTime | None]:
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
            and _told_day(ex, other, time, timed)
            and len(time.value) >= 10
            and _statement(other, ex.article.text)
            and not other.nominal
            and _same(speakers, _speakers(ex, other))
        }
        if len(days) == 1:
            out[i] = EventTime(days.pop(), "", "narrative")
    return out


def _participle_statement(ev: EventMention) -> bool:
    """Whether ``ev`` is an act of fact written as a bare participle beside its speaker's statement
    ("Speaking to the press", "saying", "concluding that"): done while speaking. Not one the text
    puts before or after another ("after visiting Detroit, he said")."""
    return (
        not ev.nominal
        and not ev.tense
        and ev.factuality == "fact"
        and ev.trigger.lower().endswith("ing")
        and ev.after_of is None
        and ev.before_of is None
    )


# The words before an event that put it in a clause of time ("since he arrived on April 6", "after
# he met the king on Monday"): background to the sentence, not the occasion of what follows.
_TIME_CLAUSE = re.compile(r"\b(since|until|till|after|before|when|while|once)\b[^,;:]*$", re.I)
# The words before an event that put it in an aside about someone ("Bush, who returned from his
# injury on Thanksgiving, said ..."): what the aside tells is no occasion of the speaker's words.
_ASIDE = re.compile(r",\s*(who|which|whose)\b[^,;:]*$", re.I)


def _opens_account(ex: Extraction, ev: EventMention, time: EventTime) -> bool:
    """Whether dated ``ev`` is an occasion later statements may go on from: something that
    happened (not a plan: "will issue rights to holders of record Nov. 8"), not after
    publication, and not told in a clause of time ("since he arrived on April 6") or an aside
    ("Bush, who returned on Thanksgiving, said")."""
    if ev.factuality != "fact":
        return False
    dct = ex.dct.value
    if dct and time.value[:10] > dct[:10]:
        return False
    start = next((a for a, b in ex.sentences if a <= ev.start <= b), ev.start)
    before = ex.article.text[start : ev.start]
    return not _TIME_CLAUSE.search(before) and not _ASIDE.search(before)


# A day named as one before the story's present: "last Wednesday", "three days ago", "the
# previous Friday" (not "earlier Sunday": a time earlier on the story's own day).
_EARLIER = re.compile(r"^(last|this past|the past|previous|the previous)\b|\bago$", re.I)


def named_as_earlier(ex: Extraction, ev: EventMention, time: EventTime, values: dict[int, str]) -> bool:
    """Whether statement ``ev`` is dated by a day its sentence names as before the story's present
    ("Orkem and Coates said last Wednesday that the two were considering a merger" in a story on
    the bid they announce now): an earlier occasion the story looks back to, so the speaker's
    next statements ("Orkem said it would fund the acquisition") are the story's own, not that
    day's."""
    day = time.value[:10]
    return any(
        ex.timex_spans[n].sentence == ev.sentence
        and v[:10] == day
        and _EARLIER.search(" ".join(ex.timex_spans[n].text.split()))
        for n, v in values.items()
    )


# A day named by the article's own day: "today", "tonight", "this morning".
_TODAY = re.compile(r"^(today|tonight|this (morning|afternoon|evening))$", re.I)


def today_after_another_day(ex: Extraction, ev: EventMention, values: dict[int, str]) -> bool:
    """Whether statement ``ev`` is dated by a "today" while a sentence before it has put the story's
    occasion on an earlier day ("In a Wednesday media event, Apple released ... Jobs announced
    today" in a Saturday article): the "today" may be the day the account was first written, and
    the statements after it are at most on or before the article's day. An earlier day of another
    act ("Bush on Tuesday said ... Bush today denounced") leaves today's account as it is."""
    if ev.timex is None or not _TODAY.match(ex.timex_spans[ev.timex].text.strip()):
        return False
    today = values.get(ev.timex, "")[:10]
    return any(
        ex.timex_spans[n].sentence < ev.sentence
        and len(v) >= 10
        and v[:4].isdigit()
        and v[:10] < today
        and premodifies(ex, n)  # an occasion's day: "a Wednesday media event", "Tuesday's keynote"
        for n, v in values.items()
    )


def _told_day(ex: Extraction, ev: EventMention, time: EventTime, timed: dict[int, set[str]]) -> bool:
    """Whether ``time`` is a day the text gives statement ``ev``: a time it governs or its speaker's
    account (sources ``timex``, ``narrative``), or, for a statement, the one day its own sentence
    names, which the learnt relation chose ("Henderson described the events of today as ...")."""
    if time.source in ("timex", "narrative"):
        return True
    if time.source != "relation" or not _statement(ev, ex.article.text) or timed.get(ev.sentence) != {time.value[:10]}:
        return False
    if not (ev.reported or ev.quote):
        return True  # "described the events of today as a turning point": nothing it tells has the day
    return not any(  # "said the businesses had revenue for the year ended March 31": the revenue's
        t.sentence == ev.sentence and t.start >= ev.end for t in ex.timex_spans
    )


# Verbs that tell what a speaker said, beyond the lexicon's statement class ("say", "state",
# "describe"): an account of a speech goes on with them ("He stressed ...", "He pointed to ...").
_SPEECH_VERBS = frozenset("emphasise emphasize mention note observe point remark stress thank".split())


# "declined to comment", "refused to speculate": a speaker's answer, told as a refusal.
_DECLINED = re.compile(r"\s+to\s+(comment|elaborate|predict|say|specify|speculate)\b", re.I)


def _statement(ev: EventMention, text: str) -> bool:
    """Whether ``ev`` (in article ``text``) tells what its speaker said: a statement, a verb of
    speech above, or declining to say something."""
    if ev.event_class == "statement" or ev.lemma in _SPEECH_VERBS:
        return True
    return ev.lemma in ("decline", "refuse") and bool(_DECLINED.match(text, ev.end))


def _continues(ex: Extraction, ev: EventMention, time: EventTime | None) -> bool:
    """Whether ``ev`` is a past statement of fact with only a bound from its tense, or an undated
    participle one ("He declined to speculate ..., saying that ...")."""
    return (
        _statement(ev, ex.article.text)
        and not ev.nominal
        and (ev.tense == "past" or _participle_statement(ev))
        and ev.factuality == "fact"
        and (time is None or time.source == "tense")
    )


def _told_by_another(ex: Extraction, ev: EventMention) -> bool:
    """Whether ``ev`` lies in what another statement of its sentence reports: it happened by that
    statement's time, which is no day of the speaker's account."""
    return any(
        g is not ev
        and not g.nominal
        and g.sentence == ev.sentence
        and g.event_class == "statement"
        and (told := reported_extent(ex, g)) is not None
        and told[0] <= ev.start
        and ev.end <= told[1]
        for g in ex.events
    )


def _speakers(ex: Extraction, ev: EventMention) -> Speakers:
    """The words of the names of ``ev``'s agents, one set a name."""
    names = (ex.mentions[m].name for m in ev.agents if m < len(ex.mentions))
    return frozenset(frozenset(re.findall(r"\w+", n.lower())) for n in names if n.strip())


def _same(one: Speakers, other: Speakers) -> bool:
    """Whether some agent of ``one`` is one of ``other``: the words of one name are all in the other
    ("Obama" and "Barack Obama", "Ford" and "Ford Motor Company")."""
    return any(a <= b or b <= a for a in one for b in other if a and b)
