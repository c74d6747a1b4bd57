"""Every event placed in time, from the best evidence the article gives.

1. The time expressions near the event: the one its trigger governs ("declared ... on
   Saturday", found at extraction by :func:`kg.extract.events.extract_events`), and the
   calendar times of its sentence and the one before it (not the article's own date line or
   dateline, :mod:`kg.time.dating.headings`). The governed one, when it passes the checks
   below, is the event's own time and is taken as it is. Else the learnt event-time relation
   (:mod:`kg.time.dating.relation`, trained on TimeBank's links between events and dates) takes
   the likeliest time of the event's own sentence when it is likely enough (one of the sentence
   before is never taken on likelihood alone: the quarter a previous sentence compares with is
   no date of "sales rose"):
   exact, source ``timex`` (the governed one) or ``relation``. A governed time that bounds a
   stretch ("since 1992") or lies after publication for a past event is no candidate, nor a
   time that belongs to a noun (:mod:`kg.time.dating.modifiers`: "a witness in the Oct. 23 shooting")
   or to another clause (:mod:`kg.time.dating.clauses`: "up from 14% a year ago").
   Else the own time of the noun it happened in ("presented a plan in a speech at 16:00").
   First of all, a verb of a "when" clause takes the time the clause explains ("from 1968, when
   the Soviets invaded": :mod:`kg.time.dating.when`).
2. Else its tense and aspect against the publication date: a past-tense event in the news
   happened on or before publication (``before`` the publication day, a bound, never that
   day itself), a present or progressive one is ``around`` it (but a headline's present
   tells what happened: ``before``, and so does a present passive status left by an earlier
   act, "is charged"), a future one ``after`` it; source ``tense``.

A past statement that goes on from the same speaker's dated one keeps its day
(:mod:`kg.time.dating.continuation`, source ``narrative``), and a sentence naming no time that
goes on with the news of the day the sentence before is at takes that day
(:mod:`kg.time.dating.story`: "Police seized a bomb Sunday. A police chief said ...", source
``narrative``). Then narrative order: an event the article puts after another ("after the quake,
the king declared") is not placed before that event's date, and one put before
another not after it (source ``order``, or an ``earliest`` limit on a bound).

A pure function over an :class:`~kg.model.Extraction` whose time expressions are
normalised; it sets :attr:`EventMention.time`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.clauses import preceded_by_after
from kg.time.dating.clock import day_unsaid
from kg.time.dating.continuation import continued_statements, today_after_another_day
from kg.time.dating.gapping import gapped_partner
from kg.time.dating.killings import killing_mentions
from kg.time.dating.lasting import lasting_bounds
from kg.time.dating.making import made_on
from kg.time.dating.mentions import earlier_mentions
from kg.time.dating.modifiers import modifies, trails
from kg.time.dating.occasions import HARM_VERBS, occasion_days
from kg.time.dating.opening import opening_time
from kg.time.dating.quoted import quoted_presents
from kg.time.dating.relation import Candidate, Context, RelationModel, best, context, load_model
from kg.time.dating.reported_now import reported_presents
from kg.time.dating.reports import said_on
from kg.time.dating.sharing import shared_dates
from kg.time.dating.story import carried_days
from kg.time.dating.usable import TENSE_BOUNDS, fits_tense, own_date, usable_candidates
from kg.time.dating.vague import many_days_as_one, untrusted
from kg.time.dating.when import habitual, when_clause_time
from kg.time.values import value_interval

# Events the article does not assert in time: a condition or a generic statement has no date.
_TIMELESS = frozenset({"hypothetical"})


def place_events(ex: Extraction, relation: RelationModel | None = None) -> Extraction:
    """``ex`` with every event's :attr:`~kg.model.EventMention.time` set where evidence allows.

    ``relation`` replaces the event-time model kg ships (training uses it)."""
    if not ex.events:
        return ex
    relation = relation or load_model()
    raw = _all_calendar_values(ex)
    made = context(ex, _calendar_values(ex, raw))
    unclear = frozenset(n for n, v in raw.items() if untrusted(ex, n, v, raw))
    many = frozenset(n for n, v in raw.items() if many_days_as_one(ex, n, v))
    placed = [
        _place(ex, i, ev, relation, made, ev.timex in unclear, ev.timex in many) for i, ev in enumerate(ex.events)
    ]
    placed = lasting_bounds(ex, placed)  # "clung for two days": on no one day, nor a donor of one
    headlines = frozenset(i for i, ev in enumerate(ex.events) if _headline(ex, ev))
    placed = continued_statements(ex, placed, made.values, headlines)
    placed = carried_days(ex, placed, relation, made)
    placed = earlier_mentions(ex, placed)
    placed = killing_mentions(ex, placed)
    placed = occasion_days(ex, placed)  # "the blast occurred Friday", "said at a news conference Friday"
    placed = quoted_presents(ex, placed)
    placed = reported_presents(ex, placed)  # "said on Monday they are questioning": Monday's present
    placed = lasting_bounds(ex, shared_dates(ex, placed))
    placed = [_in_order(ev, time, placed) for ev, time in zip(ex.events, placed)]
    # An event nothing places is kept as it is: a copy of a record equal to it costs a call a field.
    events = tuple(
        ev if time is None and ev.time is None else replace(ev, time=time) for ev, time in zip(ex.events, placed)
    )
    return replace(ex, events=events)


def _calendar_values(ex: Extraction, everyone: dict[int, str] | None = None) -> dict[int, str]:
    """Span index -> calendar value, for the spans that are a DATE or TIME with a known year; not a
    bare clock time whose day nothing near it names (:func:`day_unsaid`), nor a value that is no
    evidence of an event's time (:func:`kg.time.dating.vague.untrusted`: a fiscal quarter, "the
    week" of a day named in another week, "later in the day" after two days). ``everyone`` is
    :func:`_all_calendar_values` when the caller has it."""
    out = _all_calendar_values(ex) if everyone is None else everyone
    return {n: v for n, v in out.items() if not day_unsaid(ex, n, v, out) and not untrusted(ex, n, v, out)}


def _all_calendar_values(ex: Extraction) -> dict[int, str]:
    """Span index -> calendar value of every DATE or TIME span with a known year."""
    by_extent = {(t.start, t.end): t for t in ex.timexes}
    out: dict[int, str] = {}
    for number, span in enumerate(ex.timex_spans):
        timex = by_extent.get((span.start, span.end))
        if timex is not None and timex.type in ("DATE", "TIME") and timex.value[:1].isdigit():
            out[number] = timex.value
    return out


def _announcement_time(ex: Extraction, ev: EventMention, found: Candidate) -> bool:
    """Whether ``found`` is a planned event's borrowed time of the statement that tells of the
    plan ("plants to be closed are to be announced later this year"): the time of a telling
    is its own (a statement of its sentence governs it), not when what is planned will be."""
    if ev.factuality != "future" or found.span == ev.timex:
        return False
    return any(
        other.timex == found.span and other.sentence == ev.sentence and other.event_class == "statement"
        for other in ex.events
        if other is not ev
    )


def _place(
    ex: Extraction,
    index: int,
    ev: EventMention,
    relation: RelationModel,
    made: Context,
    unclear: bool = False,
    no_day: bool = False,
) -> EventTime | None:
    """The time of event ``index`` (module docstring); ``unclear`` when the time it governs has a
    value that is no evidence (:func:`kg.time.dating.vague.untrusted`): then no other time near
    it is its time either ("arrived later in the day" is not the day of the sentence before);
    ``no_day`` when that value is one day standing for many
    (:func:`kg.time.dating.vague.many_days_as_one`), which is not even a tenseless noun's own."""
    # "the Christmas sales period": no day of its own either; nor a stale "today" of a statement
    stale = ev.event_class == "statement" and today_after_another_day(ex, ev, made.values)
    own = None if no_day or stale else own_date(ex, ev)
    when = when_clause_time(ex, ev, made.values)
    if when is not None and fits_tense(when, ev, ex.dct.value):
        return EventTime(when, "", "timex")  # "in 1968, when the Soviets invaded"
    said = said_on(ex, ev, made.values) if own is None and not stale else None
    if said is not None:
        return EventTime(said, "", "timex")  # "said on Monday it had accepted help"
    if ev.factuality in _TIMELESS and own is None or habitual(ex, ev):
        return None  # "if prices rise", "any time a plant goes to one shift, it puts them in limbo"
    usable = [] if unclear else usable_candidates(ex, index, made.values, own, made)
    if own is not None and any(c.span == ev.timex for c in usable):
        return EventTime(own, "", "timex")
    if ev.nominal and (
        written := next((c for c in usable if modifies(ex, c.span, ev) or trails(ex, c.span, ev)), None)
    ):
        return EventTime(written.value, "", "timex")  # "Friday's quake", "the Oct. 23 shooting": its own
    if (done := _done_by_dated_happening(ex, ev, made.values)) is not None:
        return EventTime(done, "", "timex")  # "the 1996 bombing that killed one person"
    if (making := made_on(ex, ev, made.values)) is not None:
        return EventTime(making, "", "timex")  # "the Feb. 23 accord signed by Annan"
    found = best(relation, _own_sentence_first(ex, ev, usable))
    if found is not None and _announcement_time(ex, ev, found[0]):
        found = None
    if found is not None:
        return EventTime(found[0].value, "", "timex" if found[0].span == ev.timex else "relation")
    if ev.factuality in _TIMELESS:
        return None
    opening = None if unclear else opening_time(ex, ev, made.values)
    if opening is not None and fits_tense(made.values[opening], ev, ex.dct.value):
        return EventTime(made.values[opening], "", "timex")  # "On April 8, investigators searched the site"
    if (setting := _setting_date(ex, index, ev)) is not None:
        return EventTime(setting, "", "timex")  # "presented a plan in a speech at 16:00 today"
    dct = ex.dct.value
    bound = "after" if ev.factuality == "future" else TENSE_BOUNDS.get(ev.tense, "")
    if bound == "around" and _headline(ex, ev):
        bound = "before"  # "Morocco declares mourning": a headline tells the news in the present
    if bound == "around" and preceded_by_after(ex, ev):
        bound = "before"  # "the price cut follows an inquiry": the inquiry came first
    if bound == "around" and _standing_status(ex, ev):
        bound = "before"  # "he also is charged in three attacks": the charging came earlier
    if dct and bound:
        return EventTime(dct, bound, "tense")
    if own and unclear and ev.nominal:
        return None  # "a fourth-quarter loss" of a fiscal quarter: a value that dates no event
    return EventTime(own, "", "timex") if own else None  # a noun's own time, no tense to bound it


def _own_sentence_first(ex: Extraction, ev: EventMention, usable: list[Candidate]) -> list[Candidate]:
    """``usable`` without the times of the sentence before: "Slepian was shot ... on the night of
    Friday, Oct. 23" is not of the day the sentence before names, nor "Sales rose 6.2%" of "the
    year-ago quarter" the sentence before compares with, nor "Farkas expressed the hope" of the
    October 1984 flight a crewmate made. A time of another sentence dates an event only through
    the story's telling of one speaker's account (:mod:`kg.time.dating.continuation`)."""
    return [c for c in usable if ex.timex_spans[c.span].sentence == ev.sentence]


def _done_by_dated_happening(ex: Extraction, ev: EventMention, values: dict[int, str]) -> str | None:
    """The time written on the noun event that is the subject of harm verb ``ev``, which did the
    harm then: "the 1996 Olympic bombing that killed one person" (1996), "the Dec. 21, 1988,
    bombing of Pan Am Flight 103 that killed 259", "the 1995 shooting of Dr. Hugh Short, who was
    wounded". ``values``: the article's calendar times."""
    if ev.nominal or ev.lemma not in HARM_VERBS or ev.factuality != "fact" or ev.tense not in ("past", "perfect", ""):
        return None
    joined = _and_joined_harm(ex, ev)
    if joined is not None and (done := _done_by_dated_happening(ex, joined, values)) is not None:
        return done  # "the 1998 bombing that killed an officer and maimed a nurse": the bombing maimed too
    text = ex.article.text
    subject = ev.subject_span or _relative_pronoun(text, ev.start)  # the parse may give "who" no verb
    if subject is None:
        return None
    nouns = [n for n in ex.events if n.nominal and n.sentence == ev.sentence and subject[0] <= n.start < subject[1]]
    if _RELATIVE_BEFORE.fullmatch(text[subject[1] : ev.start]):
        # the relative clause tells what the happening did to its "of" phrase
        nouns += [
            n
            for n in ex.events
            if n.nominal
            and n.sentence == ev.sentence
            and n.end <= subject[0]
            and _OF_PHRASE.fullmatch(text[n.end : subject[0]])
        ]
    for number, value in sorted(values.items()):
        if any(modifies(ex, number, n) for n in nouns) and fits_tense(value, ev, ex.dct.value):
            return value
    return None


def _and_joined_harm(ex: Extraction, ev: EventMention) -> EventMention | None:
    """The harm verb before ``ev`` in its sentence that ``ev`` is joined to by "and" after its
    object ("killed an off-duty officer and maimed a nurse"), or None."""
    for other in ex.events:
        if (
            other is not ev
            and not other.nominal
            and other.sentence == ev.sentence
            and other.end <= ev.start
            and other.lemma in HARM_VERBS
            and _AND_JOINED.fullmatch(ex.article.text[other.end : ev.start])
        ):
            return other
    return None


def _relative_pronoun(text: str, start: int) -> tuple[int, int] | None:
    """An empty subject right before the relative pronoun that opens the passive before ``start``
    (", who was "): what precedes it is the antecedent, or None."""
    found = _PRONOUN_BEFORE.search(text, max(0, start - 30), start)
    return (found.start(), found.start()) if found else None


_PRONOUN_BEFORE = re.compile(r",\s*(who|which)\s+(was|were|had been)\s+$", re.I)
# A harm verb's object, then "and" before the next verb: "killed an off-duty officer and ".
_AND_JOINED = re.compile(r"\s+(?:[^,;:.()]|(?<=\d),(?=\d)){0,60}?\s+and\s+((also|then)\s+)?", re.I)
_RELATIVE_BEFORE = re.compile(r"[\s,]*(that|which|who)\s+((was|were|had been|also)\s+)?", re.I)
_OF_PHRASE = re.compile(r"\s+of\s+[^;:()]{0,40}?")


def _setting_date(ex: Extraction, index: int, ev: EventMention) -> str | None:
    """The own date of the noun event that is ``ev``'s "in"/"at"/"during" phrase, which it happened
    within: "presented a plan in a televised speech at 16:00 today", "re-elected in a referendum
    on Sunday"; or the phrase of the verb after it that shares its clause's ending
    (:mod:`kg.time.dating.gapping`)."""
    if ev.nominal:
        return None
    partner = gapped_partner(ex, index)  # "were killed and 58 injured in an attack on Friday"
    settled = {index} if partner is None else {index, partner}
    for noun in ex.events:
        if noun.setting_of in settled and noun.nominal and noun is not ev:
            own = own_date(ex, noun)
            if own and fits_tense(own, ev, ex.dct.value):
                return own
    return None


# Verbs whose present passive tells a standing status left by an earlier act: "is charged",
# "is accused", "is wanted", "is held", "are jailed". The act (the charging, the arrest) is
# not of the report's day, and the text does not date it: it was on or before that day.
STATUS_VERBS = frozenset(
    """
accuse arrest charge convict detain hold imprison indict intern jail sentence suspect want
""".split()
)
_PRESENT_BE = re.compile(r"\b(is|are|am|remains?)\s+((also|still|now|already|currently|being|not)\s+){0,2}$", re.I)


def _standing_status(ex: Extraction, ev: EventMention) -> bool:
    """Whether ``ev`` is a present passive of :data:`STATUS_VERBS` ("he also is charged", "is
    being held"): the state of an earlier act, not an act of the report's day; or a noun in such a
    verb's "in"/"of"/"with" phrase, what the charge is about ("is charged in two robberies")."""
    text = ex.article.text
    if ev.nominal:
        return any(
            not g.nominal
            and g.sentence == ev.sentence
            and g.end <= ev.start
            and _STATUS_PHRASE.fullmatch(text[g.end : ev.start])
            and _standing_status(ex, g)
            for g in ex.events
        )
    if ev.lemma not in STATUS_VERBS or ev.trigger.lower() == ev.lemma:
        return False
    return bool(_PRESENT_BE.search(text[max(0, ev.start - 30) : ev.start]))


_STATUS_PHRASE = re.compile(r"\s+(in|of|with|for|over)\s+[^,;:.()]{0,40}", re.I)


def _headline(ex: Extraction, ev: EventMention) -> bool:
    """Whether ``ev`` is in the article's headline: its title, or a first line without a full
    stop above the body."""
    start, end = ex.sentences[ev.sentence]
    text = ex.article.text
    sentence = text[start:end].strip()
    if ex.article.title and sentence and sentence in ex.article.title:
        return True
    head = text.lstrip()
    first = head.split("\n", 1)[0].strip()
    offset = len(text) - len(head)
    return (
        "\n" in head
        and offset <= start < offset + len(first)
        and not first.endswith((".", "!", "?", '"', "”"))
        and len(first.split()) <= 20
    )


def _in_order(ev: EventMention, time: EventTime | None, placed: list[EventTime | None]) -> EventTime | None:
    """``time`` made to keep the narrative order the article states for ``ev``."""
    if ev.after_of is not None:
        time = _not_before(time, placed[ev.after_of])
    if ev.before_of is not None:
        time = _not_after(time, placed[ev.before_of])
    return time


def _not_before(time: EventTime | None, other: EventTime | None) -> EventTime | None:
    if other is None or not other.exact:
        return time
    if time is None:
        return EventTime(other.value, "after", "order")
    if time.source == "timex":
        return time  # the article's own date for it stands
    if time.exact:
        return time if not _earlier(time.value, other.value) else EventTime(other.value, "after", "order")
    if time.bound == "before" and not _earlier(time.value, other.value):
        return replace(time, earliest=other.value)
    return time


def _not_after(time: EventTime | None, other: EventTime | None) -> EventTime | None:
    if other is None or not other.exact:
        return time
    if time is None:
        return EventTime(other.value, "before", "order")
    if time.source == "timex":
        return time
    if time.exact:
        return time if not _earlier(other.value, time.value) else EventTime(other.value, "before", "order")
    if time.bound == "before" and _earlier(other.value, time.value):
        return EventTime(other.value, "before", "order")
    return time


def _earlier(a: str, b: str) -> bool:
    """Whether all of ``a`` lies before all of ``b``: one day of "2009-06-01" is not
    earlier than "2009-06"."""
    ia, ib = value_interval(a), value_interval(b)
    return ia is not None and ib is not None and ia[1] < ib[0]
