"""What an article tells of one event mention beyond the mention's own words: when a
happening its sentence does not date was, by another sentence of the article, and whether
the mention names one happening, many, or only an alternative.

"GM recovered a year after the appointment of Akerson" does not date the appointment, but
"Akerson was appointed in 2009" in the same article does; "GM had reported a loss of $381
million in the first quarter of last year" dates the report, and the loss was no later. A
story's other appointment or loss, told as this year's news, is then another happening.
"the deaths of as many as 1.7 million" are many happenings, "proof of life or death" names
none. Pure functions of one :class:`~kg.model.Extraction`, made where the pair scorer's
views are (:func:`kg.resolve.events.features.expand`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from kg.model import EventMention, Extraction
from kg.resolve.events.plurals import many_in_plural

# A word of one family is another's: "appointed" / "appointment" (the same crude stem as
# :func:`kg.resolve.events.stems.related`, passed in to keep one definition).
Related = Callable[[str, str], bool]
Ids = Callable[[tuple[int, ...]], frozenset[str]]


def kin_date(ex: Extraction, index: int, ev: EventMention, ids: Ids, related: Related) -> str | None:
    """The date of an undated event noun that names whom it was done to, by another mention
    of its word family in the article done to the same named party and dated by its own
    words: "the appointment of Akerson" and "Akerson was appointed ... in 2009". None when
    there is none, or when such mentions give different dates (two appointments of one man).
    The verb so dated by the relation of dating, not a time it governs, gets its own date here too
    (:func:`_dated_in_sentence`), when a noun of its family is done to that party: else the noun
    would be dated and the verb not, and they could no longer be one."""
    if not ev.patients or ex.event_date(ev) is not None:
        return None
    mine = ids(ev.patients)
    if not mine:
        return None
    found: set[str] = set()
    for j, other in enumerate(ex.events):
        if j == index or not other.patients or not (other.lemma == ev.lemma or related(other.lemma, ev.lemma)):
            continue
        if other.factuality not in ("", "fact") or not ids(other.patients) & mine:
            continue
        if not ev.nominal:
            if other.nominal:
                return _dated_in_sentence(ex, ev)
            continue
        date = ex.event_date(other) or _dated_in_sentence(ex, other)
        if date is not None:
            found.add(date)
    return found.pop() if len(found) == 1 else None


def _dated_in_sentence(ex: Extraction, ev: EventMention) -> str | None:
    """Where dating placed a verb exactly on a time expression of its own sentence, when the parse
    gave it none to govern ("Akerson, who was appointed ... as chairman in 2009": "in 2009" is
    the event-time relation's choice): still dated by its own words."""
    placed = ex.placed_date(ev)
    if placed is None or ev.nominal:
        return None
    return placed if any(t.sentence == ev.sentence and t.value == placed for t in ex.timexes) else None


def reported_by(ex: Extraction, ev: EventMention) -> str | None:
    """The date of the report an undated event noun is the object of, in its sentence: "In the
    first quarter of last year, GM had reported a loss" (the loss was on or before it). Only
    a reporting verb's: a plan's object ("planned an attack in 2008") comes after the plan."""
    if not ev.nominal or ex.event_date(ev) is not None:
        return None
    for other in ex.events:
        if other.sentence != ev.sentence or other.nominal or other.event_class != "statement":
            continue
        span = other.object_span
        if span is not None and span[0] <= ev.start < span[1] and other.factuality in ("", "fact"):
            date = ex.event_date(other)
            if date is not None:
                return date
    return None


# An event noun one side of "or" ("proof of life or death", "death or injury", "a
# life-or-death decision") names an alternative, not a happening the text tells.
_OR_BEFORE = re.compile(r"\bor[\s-]+(?:(?:a|an|the)\s+)?$", re.IGNORECASE)
_OR_AFTER = re.compile(r"^[\s-]+or\b", re.IGNORECASE)


def alternative(text: str, sentence: tuple[int, int], ev: EventMention) -> bool:
    """Whether the event noun ``ev`` is one side of an "X or Y" alternative in its sentence."""
    if not ev.nominal:
        return False
    start, end = sentence
    before, after = text[max(start, ev.start - 12) : ev.start], text[ev.end : min(end, ev.end + 6)]
    return bool(_OR_BEFORE.search(before) or _OR_AFTER.match(after))


# Nouns that are plural without an "-s", for a verb's object written as its head.
_PLURALS = frozenset("people police children men women staff personnel crew cattle".split())


# Words that count the happenings a plural event noun names: "the twin bombings", "two attacks".
_COUNTED = re.compile(
    r"\b(?:twin|two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|thousands?|both|several|"
    r"multiple|many|more|most|fewer|numerous|series\s+of|wave\s+of|string\s+of|\d[\d,.]*)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)


# What a bare plural event noun follows when it names happenings of a kind, not some the text
# told: "statistics on acquisitions by foreigners", "a rise in bankruptcies" (a preposition, a
# conjunction: no article, possessive or modifier that picks some out).
_BARE = re.compile(
    r"\b(?:on|of|in|for|about|to|by|with|from|against|over|into|than|and|or|like|through|amid|among)\s*$",
    re.IGNORECASE,
)
# What a plural event noun is described as, a kind: "a bankruptcy he envisioned as being ``quick,
# surgical, bankruptcies''", "described as brutal attacks" (lower-case words and quotes between).
# A participle before "as": not the conjunction ("moved in as protests spread").
_AS_KIND = re.compile(
    r"\b\w+(?:ed|en|wn)\s+as\s+(?:being\s+)?(?:[`'\"]+\s*)?(?:(?!(?:the|a|an|this|that|these|those|its|their|his|her|our|my|your)\b)(?-i:[a-z][\w-]*),?\s+){0,3}$",
    re.IGNORECASE,
)
# An "of" phrase listing named parties after a plural event noun: "the bankruptcies of Lehman
# Brothers ($691 billion), Washington Mutual and WorldCom", "the arrests of Smith and Jones": one
# happening of each. A name first (a date is no party: "the attacks of September 11 and ...").
_OF_NAMES = re.compile(
    r"^\s+of\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)"
    r"[A-Z][\w.'&-]*(?:\s+[A-Z][\w.'&-]*)*(?:\s*\([^()]*\))?\s*(?:,|\band\b)\s*(?:and\s+)?[A-Z]"
)
# Nouns whose plural names one happening: "the peace talks", "elections were held".
_ONE_IN_PLURAL = frozenset(
    "talk negotiation election hostility festivity proceeding consultation discussion relation "
    "sympathy condolence".split()
)
# A verb told of happenings repeated: "had been arrested in several states since 1990", "was
# fined three times", "repeatedly".
_REPEATED = re.compile(
    r"\brepeatedly\b|\bagain\s+and\s+again\b|\b(?:several|many|numerous|multiple|countless|two|three|four|five|"
    r"six|seven|eight|nine|ten|dozens\s+of|a\s+number\s+of|\d+)\s+(?:(?:other|more|different|separate)\s+)?"
    r"(?:times|occasions)\b|\bin\s+(?:several|many|numerous|multiple|various|a\s+number\s+of|\d+|two|three|four|"
    r"five|six|seven|eight|nine|ten)\s+(?:\w+\s+)?(?:states|countries|cities|towns|places|provinces)\b",
    re.IGNORECASE,
)


def count(ev: EventMention, before: str = "", after: str = "") -> str:
    """ "many" for an event noun in the plural that counts its happenings ("the deaths of as many
    as 1.7 million", "the twin bombings": ``before`` is the text just before the trigger) or names
    them as a kind ("statistics on acquisitions by foreigners") or one of each party it lists ("the
    bankruptcies of Lehman Brothers, Washington Mutual and WorldCom"), and for a verb told as
    repeated ("had been arrested in several states since 1990": ``after`` is the text after it,
    in its sentence); "one" for a singular event noun with no count ("his death", "the bombing") or a verb
    done to one ("killed an expert"), "" when the words do not say."""
    word, lemma = ev.trigger.lower(), ev.lemma.lower()
    if ev.nominal:
        if word != lemma and word.endswith("s") and not lemma.endswith("s"):
            if ev.quantities or _COUNTED.search(before):
                return "many"
            if many_in_plural(before, after) and lemma not in _ONE_IN_PLURAL:
                return "many"
            if _OF_NAMES.match(after) and lemma not in _ONE_IN_PLURAL:
                return "many"
            bare = _BARE.search(before) or _AS_KIND.search(before)
            return "many" if bare and lemma not in _ONE_IN_PLURAL else ""
        return "one" if word == lemma and not ev.quantities else ""
    if _REPEATED.search(after) or _REPEATED.search(before[-20:]):
        return "many"
    head = ev.object.lower().split()[-1:] if ev.object else []
    if head and not ev.quantities and not head[0].endswith("s") and head[0] not in _PLURALS:
        return "one"
    return ""


_PERCENT_AFTER = r"\s*(?:%|percent\b|per\s+cent\b|percentage\s+points?\b)"


def percents(sentence: str, quantities: tuple[str, ...]) -> tuple[float, ...]:
    """Which of a mention's numbers (:attr:`~kg.model.EventMention.quantities`) its sentence writes
    as a percentage: "fell 59%" gives 59; "fell 30% to $59 million" gives 30, not 59. A change in
    percent is a happening's own measure, where an amount may be a total two reports round apart.

    >>> percents("Sales fell 1,250.5 percent, or 30 % by another count, to 59 million.", ("1250.5", "30", "59"))
    (30.0, 1250.5)
    """
    found: list[float] = []
    written: frozenset[str] | None = None
    for q in quantities:
        if not q.replace(".", "", 1).isdigit():
            continue  # a number in words ("four billion")
        if q.isascii():
            if written is None:
                written = _written_percentages(sentence)
            if q in written:
                found.append(float(q))
        elif _percent_of(q).search(sentence):
            found.append(float(q))
    return tuple(sorted(found))


# A run of digits, points and commas written as a percentage. Neither a run's neighbours nor
# the words after it (space, "%", "percent"...) are digits, points or commas, so a number the
# sentence writes as a percentage is always a whole run: one scan a sentence finds them all.
_PERCENTAGE = re.compile(rf"(?<![\d.,])([\d.,]+){_PERCENT_AFTER}", re.IGNORECASE)


def _written_percentages(sentence: str) -> frozenset[str]:
    """The numbers ``sentence`` writes as percentages, without their thousands commas: those
    :func:`_percent_of` finds, a comma allowed between two characters, never two together."""
    return frozenset(
        run.replace(",", "")
        for run in _PERCENTAGE.findall(sentence)
        if not run.startswith(",") and not run.endswith(",") and ",," not in run
    )


@functools.lru_cache(maxsize=4096)
def _percent_of(q: str) -> re.Pattern[str]:
    """The number ``q`` written as a percentage (thousands commas or not), for a ``q`` with digits
    besides 0-9: a superscript "²" passes ``isdigit`` but is no ``\\d``, so no run of
    :data:`_PERCENTAGE` holds it."""
    digits = r",?".join(re.escape(ch) for ch in q)
    return re.compile(rf"(?<![\d.,]){digits}(?![\d]){_PERCENT_AFTER}", re.IGNORECASE)
