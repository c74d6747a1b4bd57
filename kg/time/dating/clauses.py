"""Times that belong to another clause than the event's, read from the text around them.

* A stretch's end: a time in a "since"/"until" clause ("Ever since he learned ... last November,
  he has been seeking"), or the start of "from today through Nov. 17".
* A comparison's base: "rose to 17%, up from 14% a year ago", "compared with a year earlier",
  "fell to $21 million from $78 million a year ago", "grew faster than a year ago".
* A scheduled day after "for": "a service planned for Saturday was canceled" (the service's day).
* The time of the verb an event takes as its complement: "has offered to travel today" (the
  travelling's day), "said that the fourth quarter could see a profit" (the quarter is what is
  said, not when).
* The time of the main clause for an event a stretch before or after it: "today became members,
  less than a decade after shedding their ties" (the shedding was years before today).
* The time of a clause joined before the event's own, which has its own subject: "Both models
  were redesigned last year, and analysts said" (last year is the redesign's).
* A definite past time with the present perfect, which English does not join: "has been arrested
  in connection with the bombings last year" (the bombings').

Pure functions over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction
from kg.time.values import value_interval

_CLAUSE_OPENER = re.compile(r"\b(since|until|till)\b[^,;:]*$", re.I)
_FROM_BEFORE = re.compile(r"\bfrom\s+(the\s+)?$", re.I)
_RANGE_AFTER = re.compile(r"^\s+(through|thru|to|until|till)\s", re.I)
_COMPARISON = re.compile(r"\b((up|down)\s+from|compared\s+(with|to)|against)\b[^;]*$", re.I)
# A comparison opened further back, its base a figure with its per-share form ("These results
# compare with net income of $1.8 million, or 44 cents a share, for the corresponding period last
# year"), when no other clause opens between it and the time.
_COMPARISON_FAR = re.compile(
    r"\b(compare[sd]?|comparing)\s+(with|to)\b(?:(?!\b(?:and|but|while|when|as|after|before|because|said)\b)[^;])*$",
    re.I,
)
_FOR_BEFORE = re.compile(r"\bfor\s+(the\s+)?$", re.I)
_TO_COMPLEMENT = re.compile(r"\s+(\w+\s+){0,2}to\s+", re.I)
_THAT = re.compile(r"\bthat\b", re.I)
# The present perfect before a verb, also of one it is the complement of: "has been arrested", "has
# started processing claims", "have begun to sell".
_HAS = re.compile(
    r"\b(has|have|'s|’s|'ve|’ve)\s+((not|never|already|also|just|now)\s+)?(been\s+)?"
    r"((started|begun|stopped|ceased|continued|resumed|finished|tried)\s+(to\s+)?)?$",
    re.I,
)


def _clause_before(ex: Extraction, start: int) -> str:
    """The text of the sentence holding ``start``, up to ``start``."""
    begin = next((a for a, b in ex.sentences if a <= start <= b), max(0, start - 200))
    return ex.article.text[begin:start]


def range_start(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` opens a range, "from today through Nov. 17": no day of a happening."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    return bool(
        _FROM_BEFORE.search(text[max(0, timex.start - 10) : timex.start])
        and _RANGE_AFTER.match(text[timex.end : timex.end + 12])
    )


def in_since_clause(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span`` is in a "since"/"until" clause ``ev`` is not in ("Ever since he
    learned ... last November, he has been seeking"): a limit of the main clause's stretch."""
    start = ex.timex_spans[span].start
    before = _clause_before(ex, start)[-80:]
    found = _CLAUSE_OPENER.search(before)
    if found is None:
        return False
    opened = start - len(before) + found.start()
    return not opened <= ev.start < start


# A figure's earlier value right before a time: "fell to $21 million from $78 million a year
# ago", "from 1.5 million tons in the year-ago quarter"; and "than" right before one: "grew
# faster than a year ago", "lower than in 1990". The time is the base's, not the change's.
_FIGURE = r"[$£€¥]?\d(?:[^,;:()]|(?<=\d),(?=\d)){0,40}?"
# The figure may come with its per-share form set off by commas: "from $58 million, or $1.40 a
# share, a year earlier".
_FROM_FIGURE = re.compile(
    r"\bfrom\s+(about\s+|roughly\s+|nearly\s+|almost\s+)?" + _FIGURE + r"(,\s+or\s+" + _FIGURE + r",)?"
    r"(\s+(in|at|during|for|on))?\s+(the\s+)?$",
    re.I,
)
# What makes a "from" figure a value compared with: money, a share, or a "to" figure before it
# ("to 1.2 million tons from 1.5 million"); not "people from 3 villages on Friday".
_MEASURE = re.compile(r"[$£€¥%]|\b(percent|per cent|cents?|million|billion|trillion|points?)\b", re.I)
_TO_FIGURE = re.compile(r"\bto\s+(about\s+|nearly\s+)?[$£€¥]?\d", re.I)
_RANGE_WORDS = re.compile(r"\b(to|through|until|till|and)\b", re.I)
_THAN_BEFORE = re.compile(r"\bthan\s+((in|at|during|on|for)\s+)?(the\s+)?$", re.I)


def comparison_base(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` is what a figure is compared with ("up from 14% a year ago", "to $21
    million from $78 million a year ago", "than a year earlier")."""
    start = ex.timex_spans[span].start
    before = _clause_before(ex, start)
    if _COMPARISON.search(before[-60:]) or _COMPARISON_FAR.search(before[-110:]) or _THAN_BEFORE.search(before[-24:]):
        return True
    found = _FROM_FIGURE.search(before[-70:])
    if found is None or _RANGE_WORDS.search(found.group()):
        return False  # "from 1990 to 1995": a range, not a base
    opened = start - len(before[-70:]) + found.start()
    if any(opened < t.start < start for t in ex.timex_spans):
        return False  # the "figure" is a time: "from 2 p.m. on Friday"
    return bool(
        _MEASURE.search(found.group()) or _TO_FIGURE.search(before[: len(before) - len(before[-70:]) + found.start()])
    )


def scheduled_day(ex: Extraction, span: int, value: str) -> bool:
    """Whether time ``span`` is a day something is set for ("planned for Saturday")."""
    timex = ex.timex_spans[span]
    interval = value_interval(value)
    one_day = interval is not None and interval[0] == interval[1]
    return one_day and bool(_FOR_BEFORE.search(ex.article.text[max(0, timex.start - 10) : timex.start]))


def in_complement(ex: Extraction, ev: EventMention, governors: list[EventMention]) -> bool:
    """Whether a time some of ``governors`` govern is that of a verb ``ev`` takes as its
    complement: "offered to travel today", "plans to close in May"."""
    text = ex.article.text
    for g in governors:
        if g is ev or g.nominal or g.sentence != ev.sentence or g.start < ev.end:
            continue
        if ev.lemma in INTENDING and (g.lemma == ev.theme or _TO_COMPLEMENT.fullmatch(text[ev.end : g.start])):
            return True
    return False


# Verbs whose complement is what is meant to happen later: "offered to travel today" (the offer
# came first), "plans to close in May". Not "began to", "declined to comment Saturday".
INTENDING = frozenset(
    """
agree aim ask demand expect hope intend offer plan pledge prepare promise propose schedule seek threaten
urge vow want wish
""".split()
)


def in_what_is_said(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` follows statement ``ev`` past a "that": what is said, not when
    ("suggested that the fourth quarter could see a profit")."""
    timex = ex.timex_spans[span]
    if ev.event_class != "statement" or ev.nominal or timex.start < ev.end or timex.sentence != ev.sentence:
        return False
    return bool(_THAT.search(ex.article.text[ev.end : timex.start]))


def perfect_with_past(ex: Extraction, ev: EventMention, value: str) -> bool:
    """Whether ``ev`` is in the present perfect ("has been arrested") and ``value`` a time wholly
    before the publication day: English does not join them, so the time is another clause's."""
    if ev.tense != "perfect" or not _HAS.search(ex.article.text[max(0, ev.start - 30) : ev.start]):
        return False
    interval, today = value_interval(value), value_interval(ex.dct.value)
    return interval is not None and today is not None and interval[1] < today[0]


# A present "be" before a progressive: "is increasing", "are still considering"; not "to be
# backing", whose tense is the verb's it completes ("seemed to be backing down yesterday").
_PRESENT_BE = re.compile(r"\b(is|are|am)\s+([a-z]+ly\s+|still\s+|now\s+|not\s+)?$", re.I)


def progressive_with_past(ex: Extraction, ev: EventMention, value: str) -> bool:
    """Whether verb ``ev`` is in the present progressive ("is increasing its reserves") and
    ``value`` a time wholly before the publication day: what goes on now is not of a time
    already over ("is increasing its reserves for the third quarter": the quarter is what the
    reserves are for). Not a noun, which takes its verb's tense but may have a past of its own."""
    if ev.nominal or ev.tense != "progressive" or ev.factuality == "future":
        return False
    if not _PRESENT_BE.search(ex.article.text[max(0, ev.start - 30) : ev.start]):
        return False
    interval, today = value_interval(value), value_interval(ex.dct.value)
    return interval is not None and today is not None and interval[1] < today[0]


# What follows a stretch of time to put a clause before or after the main one: "a decade after",
# "two days before"; the clause runs to the next comma, semicolon or colon.
_OFFSET_CLAUSE = re.compile(r"^\s+(after|before)\b[^,;:]*$", re.I)


def offset_clause(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether ``ev`` is in a clause put a stretch of time before or after the main one ("less than
    a decade after exchanging communist rule") and time ``span`` stands before that clause, in
    the main one: the main clause's time, which the stretch separates ``ev`` from."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    for stretch in ex.timexes:
        if stretch.type != "DURATION" or stretch.sentence != ev.sentence or not timex.end <= stretch.start < ev.start:
            continue
        if _OFFSET_CLAUSE.match(text[stretch.end : ev.start]):
            return True
    return False


# What joins two clauses, each with its own subject: "were redesigned last year, and analysts
# said"; the words after it open the second clause's subject ("and the other analysts").
_CLAUSES_JOINED = re.compile(r"^\s*,?\s*(and|but|yet|while|whereas)\s+([\w'’-]+\s+){0,3}$", re.I)


def earlier_conjunct(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` follows the verb of a clause joined before ``ev``'s own clause, which
    has a subject of its own: "Both models were redesigned last year, and analysts said that ...":
    last year is the redesign's, not the saying's. A time that opens the sentence ("In 2008 the
    company cut jobs and its shares fell") stands over both clauses and is not this."""
    timex = ex.timex_spans[span]
    subject = ev.subject_span
    if ev.nominal or subject is None or timex.sentence != ev.sentence or not timex.end <= subject[0] < ev.start:
        return False
    if not _CLAUSES_JOINED.match(ex.article.text[timex.end : subject[0]]):
        return False
    return any(g is not ev and not g.nominal and g.sentence == ev.sentence and g.end <= timex.start for g in ex.events)


def elsewhere(ex: Extraction, ev: EventMention, span: int, value: str) -> bool:
    """Whether time ``span`` (``value``) is no time of ``ev`` by the clause it is written in
    (this module): a range's start, a comparison's base, a scheduled day, what a
    statement says, a main clause's time for an event a stretch from it, a definite past
    time beside a present perfect or progressive, or the time of a clause joined before ``ev``'s."""
    return (
        range_start(ex, span)
        or comparison_base(ex, span)
        or scheduled_day(ex, span, value)
        or in_what_is_said(ex, ev, span)
        or perfect_with_past(ex, ev, value)
        or progressive_with_past(ex, ev, value)
        or offset_clause(ex, ev, span)
        or earlier_conjunct(ex, ev, span)
    )


# What may open a sentence before a participle clause set off by a comma: "However, cited by
# police in March for speeding, Lund was sent home".
_OPENING = re.compile(r"^[\s\"“'‘(-]*((however|but|and|yet|still|then|later|earlier|instead|meanwhile),?\s+)?$", re.I)


def in_opening_participle(ex: Extraction, ev: EventMention, governors: list[EventMention]) -> bool:
    """Whether a time some of ``governors`` govern is that of a participle clause opening the
    sentence, set off by a comma before ``ev``'s clause: "Cited by police in March for speeding,
    Lund was sent home" (March is the citing's; the sending came after it, the text does not say
    when)."""
    text = ex.article.text
    begin = ex.sentences[ev.sentence][0] if ev.sentence < len(ex.sentences) else 0
    for g in governors:
        if g is ev or g.nominal or g.tense or g.sentence != ev.sentence or ev.start < g.end:
            continue
        if _OPENING.match(text[begin : g.start]) and "," in text[g.end : ev.start]:
            return True
    return False


# Words that open a clause set against the one before it: its time is its own ("has sent
# experts, but there was no word on Wednesday of any arrest").
_CONTRAST = re.compile(r"(,|\s)\s*(but|while|whereas|although|though|yet)\s", re.I)


def in_contrasting_clause(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` follows ``ev`` in a clause opened by "but", "while", "although"...:
    that clause's time, not ``ev``'s ("has dispatched agents, but there was no word on Tuesday")."""
    timex = ex.timex_spans[span]
    if timex.sentence != ev.sentence or timex.start < ev.end:
        return False
    return bool(_CONTRAST.search(ex.article.text[ev.end : timex.start]))


# An intending verb's "to" complement, past a few words ("vowed Saturday to hunt down").
_TO_OPENS = re.compile(r"\s+([\w'’.-]+\s+){0,3}?to\s", re.I)


def in_intended(ex: Extraction, ev: EventMention, governors: list[EventMention]) -> bool:
    """Whether a time some of ``governors`` govern is that of an intending verb ("vowed Saturday
    to track down those responsible for the fires") ``ev`` follows in its sentence: what is
    intended comes later, and what it names (the fires) came before; neither is on its day."""
    for g in governors:
        if g is ev or g.nominal or g.lemma not in INTENDING or g.sentence != ev.sentence or ev.start < g.end:
            continue
        opened = _TO_OPENS.match(ex.article.text[g.end : ev.start + 1])
        if opened is not None and ";" not in ex.article.text[g.end : ev.start]:
            return True
    return False


_INFINITIVE_BEFORE = re.compile(r"\bto\s+(be\s+|have\s+been\s+)?$", re.I)


def in_subject_of(ex: Extraction, ev: EventMention, governors: list[EventMention]) -> bool:
    """Whether a time some of ``governors`` govern is that of a verb whose subject ``ev``, an
    infinitive, only describes, a verb written between the subject's head and its own verb: "Two more plants to be shut are to be named later this year" (the naming's time;
    the shutting is not dated)."""
    for g in governors:
        if g is ev or g.nominal or ev.nominal or g.sentence != ev.sentence:
            continue
        if not _INFINITIVE_BEFORE.search(ex.article.text[max(0, ev.start - 12) : ev.start]):
            continue  # "officers who had been searching ... concluded in January" were searching then
        # the subject's head (a passive's is its object), then what describes it, then the verb:
        # "plants to be shut are to be named"
        for arg in (g.subject_span, g.object_span):
            if arg is not None and arg[1] <= g.start and arg[0] <= ev.start and ev.end <= g.start:
                return True
    return False


# The words that put a noun event before what governs it: "the price cut follows an inquiry",
# "comes after a review", "following talks". The noun comes within a few words of them.
_BEFORE_IT = re.compile(
    r"\b(follows|followed|follow|following|(comes?|came|coming)\s+(just\s+)?(days\s+|weeks\s+|months\s+)?after|after)"
    r"\s+(\S+\s+){0,3}$",
    re.I,
)


def preceded_by_after(ex: Extraction, ev: EventMention) -> bool:
    """Whether noun event ``ev`` is what another happening follows ("follows an investigation by
    the regulator", "after the appointment of Lind"): it came before, so it is at most on or
    before that happening, never near it."""
    if not ev.nominal:
        return False
    text = ex.article.text
    before = text[max(0, ev.start - 60) : ev.start]
    found = _BEFORE_IT.search(before)
    return found is not None and not re.search(r"[,;:.]", before[found.end() :])
