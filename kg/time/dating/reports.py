"""A statement's time and the time of what it reports, kept apart by where each is written.

* A statement written after what it reports ("At least 82 were killed, officials said as dawn
  broke Saturday") is dated by the time written after it; that time is not the reported event's
  (the killing was on Friday).
* A time inside the clause a statement reports ("The company said it was informed Friday that
  ...", "Kopp's car was discovered last month, the FBI said") is the reported event's, not the
  statement's.
* A time right after a statement verb is the statement's own ("said on Monday it had accepted
  help", "said in the letter, dated Monday"), whichever word the parse hangs it on
  (:func:`said_on`, :func:`the_sayings`).

Pure functions over an :class:`~kg.model.Extraction`; the reported clause is
:attr:`~kg.model.EventMention.reported`, as extraction found it in the parse.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction


def reported_extent(ex: Extraction, statement: EventMention) -> tuple[int, int] | None:
    """Where in the article the clause ``statement`` reports is written, or None (no clause, or
    not found in its sentence)."""
    told = statement.reported.removesuffix(" …").split()
    if not told:
        return None
    start, end = ex.sentences[statement.sentence]
    return find_words(ex.article.text, told, start, end)


def find_words(text: str, words: list[str], start: int, end: int) -> tuple[int, int] | None:
    """Where ``words`` are first written in ``text[start:end]`` one after another, each two
    apart by whitespace (any run of it), or None: ``re.search(r"\\s+".join(map(re.escape,
    words)), ...)`` without compiling a pattern for every statement. ``words`` are non-empty
    and hold no whitespace (``str.split``'s), so each run of whitespace is taken whole.

    >>> find_words("He said  it rained.", ["it", "rained."], 0, 19)
    (9, 19)
    >>> find_words("He said it rained.", ["it", "rained."], 0, 15) is None
    True
    """
    first, rest = words[0], words[1:]
    at = text.find(first, start, end)
    while at != -1:
        stop = _followed_by(text, rest, at + len(first), end)
        if stop is not None:
            return at, stop
        at = text.find(first, at + 1, end)
    return None


def _followed_by(text: str, words: list[str], at: int, end: int) -> int | None:
    """Where ``words`` end when each follows whitespace from ``at`` on, or None."""
    for word in words:
        gap = at
        while gap < end and text[gap].isspace():
            gap += 1
        if gap == at or not text.startswith(word, gap, end):
            return None
        at = gap + len(word)
    return at


def statements_time(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` is the time of a statement written after ``ev`` that reports it: the
    time follows the statement's verb, and ``ev`` lies in the clause it reports."""
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence:
        return False
    for g in ex.events:
        if g is ev or g.nominal or not _reports(g) or g.sentence != ev.sentence:
            continue
        if not ev.end <= g.start <= timex.start:
            continue
        told = reported_extent(ex, g) or _told_before(ex, g)
        if told is not None and told[0] <= ev.start and ev.end <= told[1] and timex.start >= told[1]:
            return True
    return False


# A statement verb after what it reports: ", officials said", ", the FBI said", ", said a spokesman".
_SAID_AFTER = re.compile(r",['’”\s]*(\S+\s+){0,4}$")


def _reports(g: EventMention) -> bool:
    return g.event_class == "statement" or g.timeml_class == "REPORTING"


def _told_before(ex: Extraction, statement: EventMention) -> tuple[int, int] | None:
    """Where the clause a statement written after it reports lies when the parse gave none: its
    sentence up to the comma before the statement's subject ("82 were killed, officials said")."""
    start = ex.sentences[statement.sentence][0]
    found = _SAID_AFTER.search(ex.article.text, start, statement.start)
    return (start, found.start()) if found else None


def in_what_is_reported(ex: Extraction, statement: EventMention, span: int) -> bool:
    """Whether time ``span`` lies inside the clause ``statement`` reports: that clause's time, not
    the statement's."""
    if statement.nominal or statement.event_class != "statement":
        return False
    timex = ex.timex_spans[span]
    told = reported_extent(ex, statement)
    if told is None and timex.sentence == statement.sentence and timex.end <= statement.start:
        told = _told_before(ex, statement)  # "rose to 2,012 on Sunday, the ministry said"
    return told is not None and told[0] <= timex.start and timex.end <= told[1]


def reported_within(ex: Extraction, ev: EventMention, governing: list[EventMention]) -> bool:
    """Whether a time governed by a statement ``ev`` is told within is that statement's alone: the
    statement ("said on Tuesday that ...") is dated, not what it reports, which may be earlier."""
    for g in governing:
        if g is ev or g.event_class != "statement" or g.sentence != ev.sentence or ev.start < g.end:
            continue
        told = g.reported or g.quote
        if told and ev.trigger in told:
            return True
    return False


def said_on(ex: Extraction, ev: EventMention, values: dict[int, str]) -> str | None:
    """The calendar value of the time right after statement verb ``ev``, before what it reports
    (:func:`the_sayings`): "said on Monday it had accepted help" is said on Monday, whichever
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


def the_sayings(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` stands between a statement verb and ``ev``, which it reports, with no
    "that" or verb between: "said on Monday it had accepted help" (the parse may give Monday to
    "accepted"), "said Tuesday his government told U.S. officials"; the statement is dated, what
    it reports happened by then. "said that on Monday
    the army withdrew" keeps Monday the withdrawal's."""
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence or timex.end > ev.start:
        return False
    return any(
        g is not ev
        and not g.nominal
        and g.event_class == "statement"
        and g.sentence == ev.sentence
        and g.end <= timex.start
        and _right_after(ex, g, timex.start)
        and (ev.event_class != "statement" or _within(reported_extent(ex, g), ev))
        for g in ex.events
    )


def _within(extent: tuple[int, int] | None, ev: EventMention) -> bool:
    """Whether ``ev`` is written inside ``extent``: a statement another one reports ("said
    Tuesday his government told U.S. officials ..."), not one that goes on with it ("said
    Monday, adding that ...", which is made with it)."""
    return extent is not None and extent[0] <= ev.start < extent[1]


def told_before_its_report(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether past fact ``ev`` lies in the clause a statement of its sentence reports and time
    ``span`` lies outside that clause: the time is the statement's (or its quoting's), and what it
    reports had happened by then, on no day it names ("was quoted Friday as saying that a group
    planned the attacks": the planning was long before)."""
    if ev.nominal or ev.tense not in ("past", "perfect") or ev.factuality != "fact":
        return False
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence:
        return False
    for g in ex.events:
        if g is ev or g.nominal or g.sentence != ev.sentence or not _reports(g):
            continue
        told = reported_extent(ex, g)
        if told is not None and told[0] <= ev.start and ev.end <= told[1]:
            return not (told[0] <= timex.start and timex.end <= told[1])
    return False
