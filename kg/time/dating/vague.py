"""Time expressions whose calendar value is no evidence of when an event happened.

Normalisation gives every time expression its likeliest value, which is right for the time
expression scores; an event's date shown to a reader needs more. These values date no event:

* A fiscal year ("in fiscal 1988") and a fiscal quarter: "the fiscal first quarter", and in an article that speaks of a fiscal
  calendar every quarter or half after it ("during the quarter"): a company's fiscal year need
  not start in January, and kg does not know where it starts (a fiscal first quarter "ended
  Sept. 30").
* A quarter or half named without its year that has not ended by the publication day, in a
  sentence that tells results, not what is expected: "Innopac reported a fourth-quarter loss" on
  30 October is a fiscal quarter's (or last year's), not the calendar one still under way.
* The end of a period: "for the quarter ended Sept. 30", "the year ending June 30" (what
  happened in the quarter happened within it, not on its last day).
* "the week" as the week the article's day falls in, when the days the text names just before
  it lie in another week: "fell on Friday. For the week, the index dropped" in a Monday paper is
  the week that ended on that Friday.
* Several days, weeks or months normalised to one day ("in the first days after").
* A holiday's day when the text names the period around it: "during the Christmas and New Year
  sales period", "over the Easter holidays" (weeks, not the one day the holiday falls on).
* A quarter or half of a game: "scored 17 points in the fourth quarter"
  (:mod:`kg.time.dating.game_periods`).
* A day told by reference ("later in the day", "that day", "earlier that morning") when the
  sentences before it name more than one day: which one it refers to is a guess ("warnings on
  Thursday ... whatever happens today ... later in the day").
* "the past year", "the last decade": the stretch that ends on the publication day, given the
  calendar year or decade before it ("a dramatic rise ... over the past year" in March 1998 is no
  rise in 1997; "lost to inflation in the last decade" in 1998 is not the 1980s).
* "last week" in an article of a Saturday or Sunday: written for the weekend paper, it is the
  week just ending as often as the one before ("were sought last week" in a Saturday story whose
  men were "named Thursday"); which one is a guess.

Pure functions over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import Extraction
from kg.time.dating.game_periods import game_period
from kg.time.values import granularity, value_interval

_FISCAL = re.compile(r"\b(fiscal|financial[\s-]+(year|quarter)|business[\s-]+year)\b", re.I)
# A quarter or half named by its number alone: "fourth-quarter", "the second half".
_NUMBERED_PERIOD = re.compile(r"^(the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+(quarter|half)$", re.I)
# What makes a sentence about a period still to come or under way: "expects a fourth-quarter loss".
_NOT_DONE = re.compile(
    r"\b(expect\w*|will|would|could|may|might|should|forecasts?|project\w*|estimat\w*|anticipat\w*|predict\w*"
    r"|plans?|outlook|so far|to date|current|currently|this|coming|next)\b",
    re.I,
)
# Between a quarter and the day it is said to end on: "the fiscal third quarter ended Sept. 30".
_ENDED_ON = re.compile(r"^,?\s+(that\s+|which\s+)?(ended|ending|ends)\s+(on\s+)?$", re.I)
# "the week" and "for the week" alone: the week the text is at, which the text may not be at.
_THE_WEEK = re.compile(r"^(for )?the week$", re.I)
# A day named by reference to one told before: "later in the day", "that day", "the same day",
# "earlier that morning".
_ANAPHORIC_DAY = re.compile(
    r"^((later|earlier|early|late)\s+)?(in the (day|morning|afternoon|evening)|(that|the same) (same )?"
    r"(day|morning|afternoon|evening|night))$",
    re.I,
)
# Several periods named at once: "the first days", "in recent weeks".
# Not a count back or forth, which names one day ("11 days ago", "two weeks later").
_PLURAL_PERIOD = re.compile(
    r"\b(first|last|past|recent|early|earliest|coming|next|few|several|final|opening)\s+(few\s+)?"
    r"(days|weeks|months|nights|mornings|evenings)\b(?!\s+(ago|earlier|later|before|after|from))",
    re.I,
)
# A holiday by its name, and the period words that make it the weeks around it rather than its day.
_HOLIDAY = re.compile(
    r"\b(christmas|new year|easter|thanksgiving|hanukkah|passover|ramadan|eid|diwali|halloween)", re.I
)
_HOLIDAY_PERIOD = re.compile(
    r"^(['’]s)?(\s+(and|or|to)\s+(the\s+)?[A-Z][\w'’]*(\s+[A-Z][\w'’]*){0,2})?"
    r"(\s+(sales|shopping|holiday|festive|trading|travel|retail|spending|buying|school|public|peak))?"
    r"\s+(period|season|holidays?|break|rush|vacation|recess|festivities|weeks)\b"
)
_HOLIDAY_BEFORE = re.compile(
    r"\b(holiday|festive|shopping|sales?)\s+(season|period)\s+(of|around|before|after)\s+$", re.I
)
# A period's last day follows these words: "the quarter ended Sept. 30", "the year ending June 30".
_PERIOD_END = re.compile(r"\b(quarter|year|period|half|months?|weeks?)\s+(that\s+)?(ended|ending|ends)\s+$", re.I)
# A stretch back from the publication day: "the past year", "the last decade" (not "last year").
_UP_TO_NOW = re.compile(r"^(the\s+)?(past|last)\s+(year|decade|century)$", re.I)
_THE_BEFORE = re.compile(r"\bthe\s+$", re.I)
# "last week" with what may stand before it: "late last week", "earlier last week".
_LAST_WEEK = re.compile(r"^((early|earlier|late|later|mid)[\s-]+)?last\s+week$", re.I)
# How many sentences before a time expression are read for the days it may refer to.
LOOK_BACK = 3


def untrusted(ex: Extraction, number: int, value: str, values: dict[int, str]) -> bool:
    """Whether time ``number`` (calendar value ``value``) dates no event (module docstring);
    ``values`` holds the calendar values of the article's time expressions by span number."""
    return (
        _fiscal(ex, number, value, values)
        or _unfinished_quarter(ex, number, value)
        or _many_as_one(ex, number, value)
        or _holiday_period(ex, number, value)
        or _period_end(ex, number)
        or _other_week(ex, number, value, values)
        or _unclear_day(ex, number, values)
        or _weekend_last_week(ex, number, value)
        or _up_to_now(ex, number, value)
        or game_period(ex, number, value)
    )


def many_days_as_one(ex: Extraction, number: int, value: str) -> bool:
    """Whether time ``number`` is a stretch of days given the value of one day (:func:`_many_as_one`,
    :func:`_holiday_period`): no day of the event, even one written on it, unlike a period's last
    day or a fiscal period, which are boundaries that hold."""
    return _many_as_one(ex, number, value) or _holiday_period(ex, number, value)


def _many_as_one(ex: Extraction, number: int, value: str) -> bool:
    """Several days, weeks or months given the value of one day ("in the first days after"):
    which day is a guess."""
    return granularity(value) == "day" and bool(_PLURAL_PERIOD.search(ex.timex_spans[number].text))


def _holiday_period(ex: Extraction, number: int, value: str) -> bool:
    """A holiday given its day where the text speaks of the period around it ("the Christmas and
    New Year sales period", "the holiday season before Christmas"): the day is no time of what
    happened over the weeks."""
    span = ex.timex_spans[number]
    if granularity(value) != "day" or not _HOLIDAY.search(span.text):
        return False
    text = ex.article.text
    if re.search(r"\b(holidays?|season|period|break)\b", span.text, re.I):
        return True  # the time expression itself names the period: "the Christmas holidays"
    return bool(
        _HOLIDAY_PERIOD.match(text[span.end : span.end + 60])
        or _HOLIDAY_BEFORE.search(text[max(0, span.start - 40) : span.start])
    )


def _period_end(ex: Extraction, number: int) -> bool:
    """The last day of a period ("for the quarter ended Sept. 30")."""
    start = ex.timex_spans[number].start
    return bool(_PERIOD_END.search(ex.article.text[max(0, start - 40) : start]))


def _fiscal(ex: Extraction, number: int, value: str, values: dict[int, str]) -> bool:
    """A quarter or half of an article that has spoken of a fiscal calendar (by this time
    expression or before it: "the first quarter of the financial year"), or a year named fiscal
    ("fiscal 1988"): where it starts is the company's, and a reader given "1988" takes the
    calendar year. Not a quarter the text says ends on a day of its calendar value's last month
    ("the fiscal third quarter ended Sept. 30" is July to September)."""
    span = ex.timex_spans[number]
    if granularity(value) == "year" and _FISCAL.search(ex.article.text[max(0, span.start - 8) : span.end]):
        return True  # "in fiscal 1988": a year that ended Sept. 30 is no calendar 1988
    if granularity(value) not in ("quarter", "half") or not _FISCAL.search(ex.article.text[: span.end]):
        return False
    return not _ends_in_last_month(ex, number, value, values)


def _ends_in_last_month(ex: Extraction, number: int, value: str, values: dict[int, str]) -> bool:
    """Whether period ``number`` is said to end ("ended Sept. 30") on a day within the last month
    of its calendar value ``value``: then the fiscal period is that calendar one."""
    span, period = ex.timex_spans[number], value_interval(value)
    text = ex.article.text
    for n, day in values.items():
        other = ex.timex_spans[n]
        if other.start < span.end or not _ENDED_ON.match(text[span.end : other.start]):
            continue
        end = value_interval(day[:10]) if granularity(day[:10]) == "day" else None
        return (
            period is not None and end is not None and (end[0].year, end[0].month) == (period[1].year, period[1].month)
        )
    return False


def _days_before(ex: Extraction, number: int, values: dict[int, str]) -> list[str]:
    """The days (as ISO dates) the time expressions of ``number``'s sentence before it, and of the
    :data:`LOOK_BACK` sentences before that, name, in text order."""
    span = ex.timex_spans[number]
    out = []
    for n, v in sorted(values.items()):
        other = ex.timex_spans[n]
        if n == number or other.start >= span.start or other.sentence < span.sentence - LOOK_BACK:
            continue
        if len(v) >= 10 and v[:4].isdigit():
            out.append(v[:10])
    return out


def _other_week(ex: Extraction, number: int, value: str, values: dict[int, str]) -> bool:
    """A bare "the week" whose value is not the week of the days named just before it."""
    if not _THE_WEEK.match(ex.timex_spans[number].text) or granularity(value) != "week":
        return False
    week = value_interval(value)
    starts = [i[0] for i in map(value_interval, _days_before(ex, number, values)) if i is not None]
    if week is None or not starts:
        return False
    return not any(week[0] <= start <= week[1] for start in starts)


def _unclear_day(ex: Extraction, number: int, values: dict[int, str]) -> bool:
    """A day told by reference ("later in the day") after sentences that name more than one day."""
    if not _ANAPHORIC_DAY.search(ex.timex_spans[number].text):
        return False
    return len(set(_days_before(ex, number, values))) > 1


def _unfinished_quarter(ex: Extraction, number: int, value: str) -> bool:
    """A quarter or half named by its number alone that has not ended by the publication day, in
    a sentence with no word of what is expected or under way (module docstring)."""
    span = ex.timex_spans[number]
    if granularity(value) not in ("quarter", "half") or not _NUMBERED_PERIOD.match(" ".join(span.text.split())):
        return False
    period, today = value_interval(value), value_interval((ex.dct.value or "")[:10])
    if period is None or today is None or period[1] <= today[1]:
        return False
    start, end = ex.sentences[span.sentence]
    return not _NOT_DONE.search(ex.article.text, start, end)


def _weekend_last_week(ex: Extraction, number: int, value: str) -> bool:
    """ "last week" in an article of a Saturday or Sunday (module docstring)."""
    if granularity(value) != "week" or not _LAST_WEEK.match(" ".join(ex.timex_spans[number].text.split())):
        return False
    today = value_interval((ex.dct.value or "")[:10])
    return today is not None and granularity((ex.dct.value or "")[:10]) == "day" and today[0].weekday() >= 5


def _up_to_now(ex: Extraction, number: int, value: str) -> bool:
    """ "the past year" or "the last decade" given a calendar value (module docstring); the time
    expression may leave its "the" out of its words."""
    span = ex.timex_spans[number]
    words = _UP_TO_NOW.match(" ".join(span.text.split()))
    if words is None or granularity(value) not in ("year", "decade", "century"):
        return False
    return bool(words.group(1)) or bool(_THE_BEFORE.search(ex.article.text[max(0, span.start - 5) : span.start]))
