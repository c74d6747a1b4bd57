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
   tells what happened: ``before``), a future one ``after`` it; source ``tense``.

A past statement that goes on from the same speaker's dated one keeps its day
(:mod:`kg.time.dating.continuation`, source ``narrative``). Then narrative order: an event the article puts after another ("after the quake,
the king declared") is not placed before that event's date, and one put before
another not after it (source ``order``, or an ``earliest`` limit on a bound).

A pure function over an :class:`~kg.model.Extraction` whose time expressions are
normalised; it sets :attr:`EventMention.time`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.model import EventMention, EventTime, Extraction
from kg.time.dating.asides import in_aside
from kg.time.dating.changes import change_start, expected_time
from kg.time.dating.clauses import elsewhere, in_complement, in_since_clause
from kg.time.dating.continuation import continued_statements
from kg.time.dating.modifiers import for_period, in_with_phrase, may_take, modifies, premodifies
from kg.time.dating.quoted import quoted_presents
from kg.time.dating.relation import Candidate, Context, RelationModel, best, candidates, context, load_model
from kg.time.dating.reports import in_what_is_reported, statements_time
from kg.time.dating.vague import untrusted
from kg.time.dating.when import habitual, when_clause_time
from kg.time.values import value_interval

# Tense and aspect -> how a tense-placed event relates to the publication date.
TENSE_BOUNDS: dict[str, str] = {
    "past": "before",
    "perfect": "before",
    "present": "around",
    "progressive": "around",
    "future": "after",
}
# A time expression after these words bounds a stretch ("since 1992", "by 2012", "until
# March"), it is not when the sentence's events happen.
_BOUNDING_WORDS = re.compile(
    r"\b(since|until|till|by|before|after|through|from|to|than)\s+((the|an?)\s+([a-z][\w-]*\s+)?)?$", re.I
)
# Of those, the ones that never open or close the time of an event near them: "since 1992" is
# no time of "the first loss since 1992" ("by", "from", "to" may be: "rose to 2,012 by Sunday").
_STRETCH_WORDS = re.compile(r"\b(since|until|till)\s+(the\s+)?$", re.I)
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
    placed = [_place(ex, i, ev, relation, made, ev.timex in unclear) for i, ev in enumerate(ex.events)]
    headlines = frozenset(i for i, ev in enumerate(ex.events) if _headline(ex, ev))
    placed = continued_statements(ex, placed, made.values, headlines)
    placed = quoted_presents(ex, placed)
    placed = [_in_order(ev, time, placed) for ev, time in zip(ex.events, placed)]
    # An event nothing places is kept as it is: a copy of a record equal to it costs a call a field.
    events = tuple(
        ev if time is None and ev.time is None else replace(ev, time=time) for ev, time in zip(ex.events, placed)
    )
    return replace(ex, events=events)


def _calendar_values(ex: Extraction, everyone: dict[int, str] | None = None) -> dict[int, str]:
    """Span index -> calendar value, for the spans that are a DATE or TIME with a known year; not a
    bare clock time whose day nothing near it names (:func:`_day_unsaid`), nor a value that is no
    evidence of an event's time (:func:`kg.time.dating.vague.untrusted`: a fiscal quarter, "the
    week" of a day named in another week, "later in the day" after two days). ``everyone`` is
    :func:`_all_calendar_values` when the caller has it."""
    out = _all_calendar_values(ex) if everyone is None else everyone
    return {n: v for n, v in out.items() if not _day_unsaid(ex, n, v, out) and not untrusted(ex, n, v, out)}


def _all_calendar_values(ex: Extraction) -> dict[int, str]:
    """Span index -> calendar value of every DATE or TIME span with a known year."""
    by_extent = {(t.start, t.end): t for t in ex.timexes}
    out: dict[int, str] = {}
    for number, span in enumerate(ex.timex_spans):
        timex = by_extent.get((span.start, span.end))
        if timex is not None and timex.type in ("DATE", "TIME") and timex.value[:1].isdigit():
            out[number] = timex.value
    return out


# A clock time with no day in its words: "at 10 p.m.", "about 6 a.m.", "noon", "1630 GMT".
_BARE_CLOCK = re.compile(
    r"^(about |around |at |shortly (before|after) )?(\d{1,2}(:\d\d)? ?[ap]\.?m\.?|\d{1,2}:\d\d|\d{4}|noon|midnight)"
    r"( (local time|[A-Z]{2,4}))?$",
    re.I,
)


def _day_unsaid(ex: Extraction, number: int, value: str, values: dict[int, str]) -> bool:
    """Whether time ``number`` is a bare clock time ("was shot at 10 p.m.") on a day that is neither
    the publication's, nor the day before, nor a day its sentence or the one before names: the
    day is the story's last one, which a paragraph about an earlier night need not be."""
    span = ex.timex_spans[number]
    if not _BARE_CLOCK.match(span.text) or len(value) < 10:
        return False
    day = value[:10]
    today = value_interval(ex.dct.value[:10]) if ex.dct.value else None
    interval = value_interval(day)
    if today is not None and interval is not None and 0 <= (today[0] - interval[0]).days <= 1:
        return False
    near = (ex.timex_spans[n].sentence for n, v in values.items() if n != number and v[:10] == day)
    return not any(span.sentence - 1 <= s <= span.sentence for s in near)


def _place(
    ex: Extraction, index: int, ev: EventMention, relation: RelationModel, made: Context, unclear: bool = False
) -> EventTime | None:
    """The time of event ``index`` (module docstring); ``unclear`` when the time it governs has a
    value that is no evidence (:func:`kg.time.dating.vague.untrusted`): then no other time near
    it is its time either ("arrived later in the day" is not the day of the sentence before)."""
    own = _own_date(ex, ev)
    when = when_clause_time(ex, ev, made.values)
    if when is not None and _fits_tense(when, ev, ex.dct.value):
        return EventTime(when, "", "timex")  # "in 1968, when the Soviets invaded"
    said_on = _said_on(ex, ev, made.values) if own is None else None
    if said_on is not None:
        return EventTime(said_on, "", "timex")  # "said on Monday it had accepted help"
    if ev.factuality in _TIMELESS and own is None or habitual(ex, ev):
        return None  # "if prices rise", "any time a plant goes to one shift, it puts them in limbo"
    usable = [] if unclear else usable_candidates(ex, index, made.values, own, made)
    if own is not None and any(c.span == ev.timex for c in usable):
        return EventTime(own, "", "timex")
    if ev.nominal and (written := next((c for c in usable if modifies(ex, c.span, ev)), None)):
        return EventTime(written.value, "", "timex")  # "Friday's quake", "the Oct. 23 shooting": its own
    if (done := _done_by_dated_happening(ex, ev, made.values)) is not None:
        return EventTime(done, "", "timex")  # "the 1996 bombing that killed one person"
    found = best(relation, _own_sentence_first(ex, ev, usable))
    if found is not None:
        return EventTime(found[0].value, "", "timex" if found[0].span == ev.timex else "relation")
    if ev.factuality in _TIMELESS:
        return None
    if (setting := _setting_date(ex, index, ev)) is not None:
        return EventTime(setting, "", "timex")  # "presented a plan in a speech at 16:00 today"
    dct = ex.dct.value
    bound = "after" if ev.factuality == "future" else TENSE_BOUNDS.get(ev.tense, "")
    if bound == "around" and _headline(ex, ev):
        bound = "before"  # "Morocco declares mourning": a headline tells the news in the present
    if dct and bound:
        return EventTime(dct, bound, "tense")
    return EventTime(own, "", "timex") if own else None  # a noun's own time, no tense to bound it


def _own_sentence_first(ex: Extraction, ev: EventMention, usable: list[Candidate]) -> list[Candidate]:
    """``usable`` without the times of the sentence before: "Slepian was shot ... on the night of
    Friday, Oct. 23" is not of the day the sentence before names, nor "Sales rose 6.2%" of "the
    year-ago quarter" the sentence before compares with, nor "Farkas expressed the hope" of the
    October 1984 flight a crewmate made. A time of another sentence dates an event only through
    the story's telling of one speaker's account (:mod:`kg.time.dating.continuation`)."""
    return [c for c in usable if ex.timex_spans[c.span].sentence == ev.sentence]


# Verbs that tell what a happening did to people or things as it happened: "the Aug. 7 bombings
# killed 224", "the 1996 bombing that killed one person". Others need not ("the 1995 bombing led
# to new laws", "Friday's quake prompted offers of help").
HARM_VERBS = frozenset("kill injure wound maim destroy damage flatten level devastate wreck topple claim".split())


def _done_by_dated_happening(ex: Extraction, ev: EventMention, values: dict[int, str]) -> str | None:
    """The time written on the noun event that is the subject of harm verb ``ev``, which did the
    harm then: "the 1996 Olympic bombing that killed one person" (1996), "the Dec. 21, 1988,
    bombing of Pan Am Flight 103 that killed 259", "the 1995 shooting of Dr. Hugh Short, who was
    wounded". ``values``: the article's calendar times."""
    if ev.nominal or ev.lemma not in HARM_VERBS or ev.factuality != "fact" or ev.tense not in ("past", "perfect", ""):
        return None
    subject = ev.subject_span
    if subject is None:
        return None
    text = ex.article.text
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
        if any(modifies(ex, number, n) for n in nouns) and _fits_tense(value, ev, ex.dct.value):
            return value
    return None


_RELATIVE_BEFORE = re.compile(r"[\s,]*(that|which|who)\s+((was|were|had been|also)\s+)?", re.I)
_OF_PHRASE = re.compile(r"\s+of\s+[^;:()]{0,40}?")


def _setting_date(ex: Extraction, index: int, ev: EventMention) -> str | None:
    """The own date of the noun event that is ``ev``'s "in"/"at"/"during" phrase, which it happened
    within: "presented a plan in a televised speech at 16:00 today", "re-elected in a referendum
    on Sunday"."""
    if ev.nominal:
        return None
    for noun in ex.events:
        if noun.setting_of == index and noun.nominal and noun is not ev:
            own = _own_date(ex, noun)
            if own and _fits_tense(own, ev, ex.dct.value):
                return own
    return None


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


def usable_candidates(
    ex: Extraction, index: int, values: dict[int, str], own: str | None, made: Context | None = None
) -> list[Candidate]:
    """The times event ``index`` may happen within (:func:`kg.time.dating.relation.candidates`), by the
    structure of the text: its governed time only when usable (``own``, :func:`_own_date`); not the
    time of an event it is said to follow or precede ("after the quake on Friday, the king
    declared": a limit, kept by narrative order), nor a stretch's bound ("since 1992"), nor a
    possessive time in a phrase of its own ("the toll from Friday's earthquake"); a time of the
    sentence before only when no predicate governs it; for a noun, only a time no event governs
    or one its support verb governs (:func:`_shares_time`)."""
    made = made or context(ex, values)
    ev = ex.events[index]
    others = [ex.events[i] for i in (ev.after_of, ev.before_of) if i is not None]
    linked = {o.timex for o in others}
    found = []
    for c in candidates(ex, index, values, made):
        if any(o.nominal and _possessive_of(ex, c.span, o) for o in others):
            continue  # "after Friday's quake, the king spoke": Friday is a limit, kept by order
        if c.span == ev.timex:
            if own:
                found.append(c)
        elif ev.nominal and _possessive_of(ex, c.span, ev):
            found.append(c)  # "after Friday's quake": Friday is the quake's own time
        elif not _may_take(ex, ev, c.span):
            continue  # "a witness in the Oct. 23 shooting": Oct. 23 is the shooting's
        elif in_with_phrase(ex, ev) and c.span in made.governing:
            continue  # "rose to 2,012 on Sunday, with 2,000 people injured": Sunday is the toll's
        elif elsewhere(ex, ev, c.span, c.value) or in_since_clause(ex, c.span, ev):
            continue  # "up from 14% a year ago", "a service planned for Saturday was canceled"
        elif in_complement(ex, ev, made.governing.get(c.span, [])):
            continue  # "has offered to travel today": today is the travelling's
        elif c.span in linked or _embedded_possessive(ex, c.span) or _bounding(ex, c.span, _STRETCH_WORDS):
            continue  # "the toll from Friday's earthquake rose": Friday is the earthquake's
        elif ex.timex_spans[c.span].sentence != ev.sentence and (c.span in made.governing or for_period(ex, c.span)):
            continue  # another sentence's time is its predicate's: "... on Sunday. Soldiers dug"
        elif _reported_within(ex, ev, made.governing.get(c.span, [])) or _the_sayings(ex, ev, c.span):
            continue  # "said on Tuesday that families who lost their homes ...": Tuesday is the saying's
        elif change_start(ex, c.span) or expected_time(ex, ev, c.span):
            continue  # "jumped from 100,000 in 1980 to 300,000", "is expected in December"
        elif c.span != ev.timex and in_aside(ex, ev, c.span):
            continue  # "Albright, who fled after the takeover in 1948, made no secret": 1948 is the aside's
        elif statements_time(ex, ev, c.span) or in_what_is_reported(ex, ev, c.span):
            continue  # "82 were killed, officials said as dawn broke Saturday": Saturday is the saying's
        elif ev.nominal and not _shares_time(ev, made.governing.get(c.span, [])):
            continue  # "accepted offers of help on Sunday": the offers came before
        else:
            found.append(c)
    return found


# Verbs whose subject or object noun happens when they do: "chaired an emergency meeting on
# Saturday", "held talks Monday", "began work on Sunday". Other verbs' nouns need not ("accepted
# offers of help on Sunday": the offers came before; "with 2,000 people injured").
SUPPORT_VERBS = frozenset(
    """
attend begin call carry chair close complete conduct continue convene deliver end finish give hold
host join launch lead make mount open organise organize resume stage start take
""".split()
)


def _may_take(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` may date ``ev`` (:func:`kg.time.dating.modifiers.may_take`), or is the
    own time of a noun event in the object of support verb ``ev``, which happens with it:
    "attended a Sunday night memorial service", "held Saturday's talks"."""
    if may_take(ex, ev, span):
        return True
    if ev.nominal or ev.lemma not in SUPPORT_VERBS or ev.object_span is None:
        return False
    start, end = ev.object_span
    timex = ex.timex_spans[span]
    if ev.lemma in GATHERING_VERBS and ev.end <= timex.start and timex.end <= end and premodifies(ex, span):
        return True  # "attended a Sunday night memorial service": whatever noun kg holds no event
    return any(
        n.nominal and start <= n.start and n.end <= end and modifies(ex, span, n) for n in ex.events if n is not ev
    )


# Support verbs whose object is a gathering they take part in as it happens: "attended a Sunday
# night memorial service", "chaired Monday's session". Not "make", "call" or "take" ("made a
# 1987 Chevrolet", "called Friday's meeting" before it met).
GATHERING_VERBS = frozenset({"attend", "chair", "convene", "hold", "host", "stage"})


_PREPOSITION_BEFORE = re.compile(r"\b(from|of)\s+$", re.I)


def _bounding(ex: Extraction, span: int, words: re.Pattern[str] = _BOUNDING_WORDS) -> bool:
    """Whether time ``span`` bounds a stretch ("the first loss since 1992", "until March")."""
    start = ex.timex_spans[span].start
    return bool(words.search(ex.article.text[max(0, start - 24) : start]))


def _embedded_possessive(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` is a possessive in a "from"/"of" phrase, which modifies a noun ("the
    toll from Friday's earthquake rose", "victims of Tuesday's attack"): the time of the noun it
    modifies, not of the clause's event ("killed in Friday's blast" stays the killing's)."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    return text[timex.end : timex.end + 2] in ("'s", "’s") and bool(
        _PREPOSITION_BEFORE.search(text[max(0, timex.start - 12) : timex.start])
    )


def _possessive_of(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span`` modifies noun event ``ev`` ("Friday's quake", "Sunday's deadly
    blast", "the Oct. 23 sniper shooting"): then it is the noun's own time, whatever verb
    governs the phrase (:func:`kg.time.dating.modifiers.modifies`)."""
    return modifies(ex, span, ev)


def _reported_within(ex: Extraction, ev: EventMention, governing: list[EventMention]) -> bool:
    """Whether a time governed by a statement ``ev`` is told within is that statement's alone: the
    statement ("said on Tuesday that ...") is dated, not what it reports, which may be earlier."""
    for g in governing:
        if g is ev or g.event_class != "statement" or g.sentence != ev.sentence or ev.start < g.end:
            continue
        told = g.reported or g.quote
        if told and ev.trigger in told:
            return True
    return False


def _shares_time(ev: EventMention, governing: list[EventMention]) -> bool:
    """Whether a noun event ``ev`` takes a time the events ``governing`` govern, by structure: none
    governs it (the sentence's free time), or the verb that governs it has the noun as its object
    or subject and is a support verb (:data:`SUPPORT_VERBS`)."""
    governors = [e for e in governing if e is not ev]
    if not governors:
        return True
    return any(
        g.lemma in SUPPORT_VERBS and arg is not None and arg[0] <= ev.start and ev.end <= arg[1]
        for g in governors
        for arg in (g.object_span, g.subject_span)
    )


def _own_date(ex: Extraction, ev: EventMention) -> str | None:
    """The calendar value of the time expression ``ev`` governs, unless it cannot be the event's
    own time: a stretch's bound ("recognizes ... since 1901"), or a day after publication for a
    past event, which is the day of what it set up ("declared a dividend, payable Dec. 1",
    "has scheduled a news conference Thursday")."""
    own = ex.governed_date(ev)
    if not own or ev.timex is None:
        return own
    if _bounding(ex, ev.timex) and not (ev.nominal and _possessive_of(ex, ev.timex, ev)):
        return None  # "after Friday's quake": the "after" bounds the king's speech, not the quake
    if ev.tense in ("past", "perfect") and ev.factuality != "future" and not _fits_tense(own, ev, ex.dct.value):
        return None
    if _the_sayings(ex, ev, ev.timex):
        return None  # "said on Monday it had accepted help": Monday is the saying's
    if change_start(ex, ev.timex) or expected_time(ex, ev, ev.timex):
        return None  # "jumped from 100,000 in 1980 to 300,000", "closing, which is expected in December"
    if elsewhere(ex, ev, ev.timex, own):
        return None  # "shares tendered from today through Nov. 17", "suggested that the fourth quarter"
    if not _may_take(ex, ev, ev.timex):
        return None  # "charged in the Dec. 21 bombing", "reported their January sales"
    return own


def _said_on(ex: Extraction, ev: EventMention, values: dict[int, str]) -> str | None:
    """The calendar value of the time right after statement verb ``ev``, before what it reports
    (:func:`_the_sayings`): "said on Monday it had accepted help" is said on Monday, whichever
    word the parse gives "on Monday" to."""
    if ev.nominal or ev.event_class != "statement":
        return None
    text = ex.article.text
    for number, value in sorted(values.items()):
        timex = ex.timex_spans[number]
        if timex.sentence != ev.sentence or timex.start < ev.end:
            continue
        if _right_after(ex, ev, timex.start) or _DATED_WRITING.fullmatch(text[ev.end : timex.start]):
            return value
    return None


# A statement made in a dated writing: "said in the letter, dated Monday", "said a Spanish
# version of the letter, dated Feb. 4".
_DATED_WRITING = re.compile(
    r"[^.;:\"“”]{0,60}\b(letter|statement|communiqu[eé]|message|note|memo|memorandum|document|e-?mail|fax)"
    r",?\s+dated\s+(on\s+)?",
    re.I,
)


# What may stand between a statement verb and its own time: "said Monday", "said on Monday",
# "said in a video message on Monday", "told his Cabinet on Sunday".
_SAID_GAP = re.compile(r"[\s,]*(?:(?:on|in|at|to|late|early|earlier|last|this|during|over)\b[\w\s'’-]{0,24})?", re.I)


def _right_after(ex: Extraction, statement: EventMention, start: int) -> bool:
    """Whether the time at ``start`` is the statement's own adjunct: it follows ``statement``
    closely, with no "that" and no verb between, and is no possessive ("said last month's
    discovery" is the discovery's)."""
    text = ex.article.text
    gap = text[statement.end : start]
    if not _SAID_GAP.fullmatch(gap) or re.search(r"\bthat\b", gap, re.I):
        return False
    span = next((t for t in ex.timex_spans if t.start == start), None)
    if span is None or text[span.end : span.end + 2] in ("'s", "’s"):
        return False
    if not re.search(r"\b(on|in|at|during|over)\s*$", gap, re.I) and not _ADVERBIAL_TIME.fullmatch(span.text):
        return False  # "said third-quarter net income dropped": the quarter is the income's
    return not any(statement.end <= e.start < start and not e.nominal for e in ex.events)


# Times that stand alone as an adverb after a verb: "said Thursday", "said today", "said last week".
_ADVERBIAL_TIME = re.compile(
    r"(today|tonight|yesterday|(last|this|next|earlier|later)\s+\w+|"
    r"(mon|tues|wednes|thurs|fri|satur|sun)day(\s+(morning|afternoon|evening|night))?)",
    re.I,
)


def _the_sayings(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` stands between a statement verb and ``ev``, which it reports, with no
    "that" or verb between: "said on Monday it had accepted help" (the parse may give Monday to
    "accepted"); the statement is dated, what it reports happened by then. "said that on Monday
    the army withdrew" keeps Monday the withdrawal's."""
    timex = ex.timex_spans[span]
    if ev.event_class == "statement" or timex.sentence != ev.sentence or timex.end > ev.start:
        return False
    return any(
        g is not ev
        and not g.nominal
        and g.event_class == "statement"
        and g.sentence == ev.sentence
        and g.end <= timex.start
        and _right_after(ex, g, timex.start)
        for g in ex.events
    )


def _fits_tense(value: str, ev: EventMention, dct: str | None) -> bool:
    """Whether a date can be a time of ``ev`` given its tense: a past event is not dated
    after publication, a future one not before it."""
    interval, today = value_interval(value), value_interval(dct)
    if interval is None or today is None:
        return True
    bound = "after" if ev.factuality == "future" else TENSE_BOUNDS.get(ev.tense, "")
    if bound == "before":
        return interval[0] <= today[1]
    if bound == "after":
        return interval[1] >= today[0]
    return True


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
