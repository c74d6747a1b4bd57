"""Which times an event may take, by the structure of its text: the time it governs when that can
be its own (:func:`own_date`), and the times of its sentence the learnt relation may choose from
(:func:`usable_candidates`); each refusal names the construction that gives the time to another
event or bounds a stretch.

Pure functions over an :class:`~kg.model.Extraction`, used by :mod:`kg.time.dating.placement`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction
from kg.time.dating.asides import in_aside
from kg.time.dating.changes import change_start, expected_time
from kg.time.dating.clauses import (
    elsewhere,
    in_complement,
    in_contrasting_clause,
    in_intended,
    in_opening_participle,
    in_since_clause,
    in_subject_of,
    preceded_by_after,
)
from kg.time.dating.comparisons import outside_comparison
from kg.time.dating.coordinated import coordinated
from kg.time.dating.modifiers import for_period, in_with_phrase, may_take, modifies, premodifies, trails
from kg.time.dating.noun_clauses import in_noun_relative
from kg.time.dating.own_bound import held_by_own_time
from kg.time.dating.planned import planned_things_time
from kg.time.dating.pluperfect import in_pluperfect_relative
from kg.time.dating.relation import Candidate, Context, candidates, context
from kg.time.dating.relatives import in_objects_clause
from kg.time.dating.reports import (
    in_what_is_reported,
    reported_within,
    statements_time,
    the_sayings,
    told_before_its_report,
)
from kg.time.dating.told import in_told_clause
from kg.time.dating.when import across_limit
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
# March", "between 1985 and 1987"), it is not when the sentence's events happen.
_BOUNDING_WORDS = re.compile(
    r"\b(since|until|till|by|before|after|through|from|to|than|between)\s+((the|an?)\s+([a-z][\w-]*\s+)?)?$"
    r"|\bbetween\s+[\w.,' -]{1,16}\s+and\s+$",
    re.I,
)


# Of those, the ones that never open or close the time of an event near them: "since 1992" is
# no time of "the first loss since 1992", "through Oct. 19" none of a return earned up to then
# ("by", "from", "to" may be: "rose to 2,012 by Sunday").
_STRETCH_WORDS = re.compile(r"\b(since|until|till|through)\s+(the\s+)?$", re.I)


def usable_candidates(
    ex: Extraction, index: int, values: dict[int, str], own: str | None, made: Context | None = None
) -> list[Candidate]:
    """The times event ``index`` may happen within (:func:`kg.time.dating.relation.candidates`), by the
    structure of the text: its governed time only when usable (``own``, :func:`own_date`); not the
    time of an event it is said to follow or precede ("after the quake on Friday, the king
    declared": a limit, kept by narrative order), nor a stretch's bound ("since 1992"), nor a
    possessive time in a phrase of its own ("the toll from Friday's earthquake"); a time of the
    sentence before only when no predicate governs it; for a noun, only a time no event governs
    or one its support verb governs (:func:`_shares_time`)."""
    made = made or context(ex, values)
    ev = ex.events[index]
    others = [ex.events[i] for i in (ev.after_of, ev.before_of) if i is not None]
    linked = {o.timex for o in others}
    held = own is None and held_by_own_time(ex, ev)
    found = []
    for c in candidates(ex, index, values, made):
        if any(o.nominal and _possessive_of(ex, c.span, o) for o in others):
            continue  # "after Friday's quake, the king spoke": Friday is a limit, kept by order
        if c.span == ev.timex:
            if own:
                found.append(c)
        elif ev.nominal and _possessive_of(ex, c.span, ev):
            found.append(c)  # "after Friday's quake": Friday is the quake's own time
        elif ev.nominal and trails(ex, c.span, ev):
            found.append(c)  # "condemned Iraq's invasion of Kuwait on Aug. 2": Aug. 2 is the invasion's
        elif held:
            continue  # "launched the revolution more than four decades ago in a rally Saturday": not Saturday
        elif not _may_take(ex, ev, c.span):
            continue  # "a witness in the Oct. 23 shooting": Oct. 23 is the shooting's
        elif in_with_phrase(ex, ev) and c.span in made.governing:
            continue  # "rose to 2,012 on Sunday, with 2,000 people injured": Sunday is the toll's
        elif elsewhere(ex, ev, c.span, c.value) or in_since_clause(ex, c.span, ev):
            continue  # "up from 14% a year ago", "a service planned for Saturday was canceled"
        elif in_complement(ex, ev, made.governing.get(c.span, [])):
            continue  # "has offered to travel today": today is the travelling's
        elif in_objects_clause(ex, ev, c.span, made.governing.get(c.span, [])):
            continue  # "continued the diplomacy he began ... last August": August is the beginning's
        elif in_pluperfect_relative(ex, ev, c.span, made.governing.get(c.span, [])) or in_noun_relative(ex, ev, c.span):
            continue  # "In January, officers who had been searching concluded": January is the concluding's
        elif later_step(ex, ev, c.span):
            continue  # "In 1996 Jobs returned and soon after reassumed the role": 1996 is the return's
        elif across_limit(ex, ev, c.span) or outside_comparison(ex, ev, c.span) or coordinated(ex, c.span):
            continue  # "mourning on Saturday after the quake to hit", "rose ... compared to last year"
        elif _another_clauses(ex, ev, c.span, made.governing.get(c.span, [])):
            continue  # "Cited in March for speeding, Lund was sent home": March is the citing's
        elif c.span in linked or _embedded_possessive(ex, c.span) or _bounding(ex, c.span, _STRETCH_WORDS):
            continue  # "the toll from Friday's earthquake rose": Friday is the earthquake's
        elif ex.timex_spans[c.span].sentence != ev.sentence and (c.span in made.governing or for_period(ex, c.span)):
            continue  # another sentence's time is its predicate's: "... on Sunday. Soldiers dug"
        elif reported_within(ex, ev, made.governing.get(c.span, [])) or the_sayings(ex, ev, c.span):
            continue  # "said on Tuesday that families who lost their homes ...": Tuesday is the saying's
        elif in_told_clause(ex, ev, made.governing.get(c.span, [])) or planned_things_time(ex, ev, c.span):
            continue  # "was informed Friday that it violated", "planned a march on Saturday": not theirs
        elif change_start(ex, c.span) or expected_time(ex, ev, c.span):
            continue  # "jumped from 100,000 in 1980 to 300,000", "is expected in December"
        elif c.span != ev.timex and in_aside(ex, ev, c.span):
            continue  # "Albright, who fled after the takeover in 1948, made no secret": 1948 is the aside's
        elif (
            statements_time(ex, ev, c.span)
            or in_what_is_reported(ex, ev, c.span)
            or told_before_its_report(ex, ev, c.span)
        ):
            continue  # "82 were killed, officials said as dawn broke Saturday": Saturday is the saying's
        elif ev.nominal and not _shares_time(ev, made.governing.get(c.span, [])):
            continue  # "accepted offers of help on Sunday": the offers came before
        elif c.span != ev.timex and _describes_a_noun(ex, ev):
            continue  # "waiting out an appeal filed by the relatives": the filing came before
        elif ev.nominal and c.span != ev.timex and _in_another_nouns_phrase(ex, ev, c.span):
            continue  # "both sides of the custody battle, attention returned today": the battle is older
        elif _clock_of_another_clause(ev, c.value, made.governing.get(c.span, [])):
            continue  # "stocks lost ground, with the index falling 2% at midday": midday is the falling's
        elif any(g is not ev and g.lemma in DISCOVERY_VERBS for g in made.governing.get(c.span, [])):
            continue  # "kidnappers killed him and police found his body Friday": Friday is the finding's
        else:
            found.append(c)
    return found


def _another_clauses(ex: Extraction, ev: EventMention, span: int, governing: list[EventMention]) -> bool:
    """Whether time ``span`` is another clause's by how the sentence joins them
    (:mod:`kg.time.dating.clauses`): an opening participle clause's, a clause's after "but", an
    intending verb's for what it intends or names, a verb's for what describes its subject; or
    ``ev`` is a noun another happening follows ("follows an inquiry"), which only a time written
    on it dates."""
    return (
        in_opening_participle(ex, ev, governing)
        or in_contrasting_clause(ex, ev, span)
        or in_intended(ex, ev, governing)
        or in_subject_of(ex, ev, governing)
        or (preceded_by_after(ex, ev) and not _written_after(ex, span, ev))
    )


def _written_after(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span`` is noun event ``ev``'s own: a possessive on it, or written after it
    in its phrase ("follows two rulings by the court last June")."""
    timex = ex.timex_spans[span]
    return _possessive_of(ex, span, ev) or (
        timex.sentence == ev.sentence
        and timex.start >= ev.end
        and not re.search(r"[,;:]", ex.article.text[ev.end : timex.start])
    )


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


# A phrase an event is said to come after or before, with the time that dates it at its end:
# "after the collapse of communism 10 years ago", "before the start of the war in 1991".
_LIMIT_PHRASE = re.compile(
    r"\b(after|before|following|since)\s+(the|an?|his|her|its|their)\s+[\w-]+(\s+of\s+(the\s+)?[\w-]+)?\s+$", re.I
)


def _in_limit_phrase(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` ends an "after"/"before" phrase ``ev`` stands before: the time of the
    happening the phrase names, a limit of ``ev``, not its own."""
    begin = max(0, ex.timex_spans[span].start - 60)
    found = _LIMIT_PHRASE.search(ex.article.text[begin : ex.timex_spans[span].start])
    return found is not None and ev.end <= begin + found.start()


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


# A noun, then "of", "to" or what it is about and the noun event's phrase: "both sides of the
# custody battle", "the return to peace talks", "details of the slaying", "her statements regarding
# a meeting".
_OF_A_NOUN = re.compile(
    r"\b[a-z][\w-]*\s+(of|to|about|regarding|concerning)\s+((the|a|an|its|their|his|her|our)\s+)?([\w'’.-]+\s+){0,3}$"
)
_OF_AFTER_TIME = re.compile(r"\s+(of|to)\b")
_PUNCTUATION = re.compile(r"[,;:()]|--")


# A past participle right after a noun's phrase and before its agent: "an appeal filed by the
# relatives", "a plan approved by the board".
_NOUN_BEFORE = re.compile(r"\b(a|an|the|its|their|his|her|our)\s+([\w'’-]+\s+){0,3}$", re.I)
_BY_AFTER = re.compile(r"\s+by\b", re.I)


def _describes_a_noun(ex: Extraction, ev: EventMention) -> bool:
    """Whether verb event ``ev`` is a past participle describing the noun before it, with its
    agent after "by" ("a federal appeal filed by Elian's relatives"): a thing done before, not an
    act at the sentence's time."""
    if ev.nominal or ev.tense or not ev.trigger.lower().endswith("ed"):
        return False
    text = ex.article.text
    start = ex.sentences[ev.sentence][0]
    return bool(_NOUN_BEFORE.search(text[max(start, ev.start - 50) : ev.start]) and _BY_AFTER.match(text, ev.end))


def _in_another_nouns_phrase(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether noun event ``ev`` is told inside another noun's "of"/"to" phrase ("both sides of the
    custody battle", "the return to peace talks") and time ``span`` is not of that phrase: it is a
    thing the other noun is about, not an act at the sentence's time. A time closing the phrase
    ("his capture on March 26") or naming the other noun ("the second day of an offensive") is its own."""
    text = ex.article.text
    start = ex.sentences[ev.sentence][0]
    if not _OF_A_NOUN.search(text[max(start, ev.start - 60) : ev.start]):
        return False
    timex = ex.timex_spans[span]
    if timex.start >= ev.end:
        return bool(_PUNCTUATION.search(text, ev.end, timex.start))
    return not _OF_AFTER_TIME.match(text, timex.end)


def _shares_time(ev: EventMention, governing: list[EventMention]) -> bool:
    """Whether a noun event ``ev`` takes a time the events ``governing`` govern, by structure: none
    governs it (the sentence's free time), or the verb that governs it has the noun as its object
    or subject and is a support verb (:data:`SUPPORT_VERBS`), or has it as its subject and is a verb
    of what a happening is or does as it happens (:data:`HAPPENING_VERBS`: "a bombing killed")."""
    governors = [e for e in governing if e is not ev]
    if not governors:
        return True
    return any(
        g.lemma in SUPPORT_VERBS and arg is not None and arg[0] <= ev.start and ev.end <= arg[1]
        for g in governors
        for arg in (g.object_span, g.subject_span)
    ) or any(
        g.lemma in HAPPENING_VERBS and g.subject_span is not None and g.subject_span[0] <= ev.start < g.subject_span[1]
        for g in governors
    )


# Verbs whose subject noun is a happening that is, or did its harm, when they are: "the blast
# occurred at 10:35 a.m. Friday", "in January, a clinic bombing killed a guard", "bombings on Aug. 7
# killed 258 people".
HAPPENING_VERBS = frozenset("occur happen kill injure wound maim destroy damage flatten level devastate".split())


# An adverb that puts the event it opens after what came before it in the sentence: "returned and
# soon after reassumed", "was arrested and later released", "and then fled".
_LATER_STEP = re.compile(
    r"\b(soon after|shortly after|soon afterwards?|shortly afterwards?|afterwards?|later|subsequently|then)"
    r",?\s+((has|had|was|were|is|be|been|also)\s+)?$",
    re.I,
)


def later_step(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` comes before an adverb that opens ``ev`` as a later step ("In 1996 Jobs
    returned and soon after reassumed the role"): the time is of the step before, ``ev`` came after it."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    return (
        timex.sentence == ev.sentence and timex.end <= ev.start and bool(_LATER_STEP.search(text[timex.end : ev.start]))
    )


# Verbs that find out what had happened before: the day of the finding ("police found the body
# Friday") is no day of the killing, the theft or the crash it reveals.
DISCOVERY_VERBS = frozenset("find discover uncover unearth recover locate detect".split())


def _clock_of_another_clause(ev: EventMention, value: str, governing: list[EventMention]) -> bool:
    """Whether a clock time (``value`` has an hour) is governed by a verb other than ``ev``: the hour
    one clause names is when that clause's happening was at ("the index was down 2% at midday"),
    not when a clause beside it or one that sums it up happened ("stocks fell worldwide")."""
    return "T" in value and any(not g.nominal and g is not ev for g in governing)


def own_date(ex: Extraction, ev: EventMention) -> str | None:
    """The calendar value of the time expression ``ev`` governs, unless it cannot be the event's
    own time: a stretch's bound ("recognizes ... since 1901"), or a day after publication for a
    past event, which is the day of what it set up ("declared a dividend, payable Dec. 1",
    "has scheduled a news conference Thursday")."""
    own = ex.governed_date(ev)
    if not own or ev.timex is None:
        return own
    if _bounding(ex, ev.timex) and not (ev.nominal and _possessive_of(ex, ev.timex, ev)):
        return None  # "after Friday's quake": the "after" bounds the king's speech, not the quake
    if _in_limit_phrase(ex, ev, ev.timex):
        return None  # "to cement gains made after the collapse of communism 10 years ago": the collapse's
    if ev.tense in ("past", "perfect") and ev.factuality != "future" and not fits_tense(own, ev, ex.dct.value):
        return None
    written_on = ev.nominal and _possessive_of(ex, ev.timex, ev)  # "last month's discovery": its own, in any clause
    if the_sayings(ex, ev, ev.timex) and not written_on:
        return None  # "said on Monday it had accepted help": Monday is the saying's
    if change_start(ex, ev.timex) or expected_time(ex, ev, ev.timex):
        return None  # "jumped from 100,000 in 1980 to 300,000", "closing, which is expected in December"
    if elsewhere(ex, ev, ev.timex, own) and not written_on:
        return None  # "shares tendered from today through Nov. 17", "suggested that the fourth quarter"
    if not _may_take(ex, ev, ev.timex):
        return None  # "charged in the Dec. 21 bombing", "reported their January sales"
    if in_pluperfect_relative(ex, ev, ev.timex, []) or in_noun_relative(ex, ev, ev.timex):
        return None  # "In January, officers who had been searching concluded": before January
    if later_step(ex, ev, ev.timex):
        return None  # "In 1996 Jobs returned to Apple and soon after reassumed the role": after 1996
    if planned_things_time(ex, ev, ev.timex):
        return None  # "planned a large demonstration on Saturday": the demonstration's
    if outside_comparison(ex, ev, ev.timex):
        return None  # "rose 43% in February compared to the same period last year": the base
    if coordinated(ex, ev.timex):
        return None  # "aroused in the late 1980s and early 1990s": neither alone
    return own


def fits_tense(value: str, ev: EventMention, dct: str | None) -> bool:
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
