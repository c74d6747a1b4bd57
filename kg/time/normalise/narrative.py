"""Normalise the time expressions of one document in order, tracking what time the text is about.

Two pieces of context carry from one expression to the next:

* the reference time: the last calendar point mentioned. Anaphoric expressions
  ("the next day", "that year", "two years later") count from it; deictic ones
  ("yesterday", "last week", "Sunday", "two years ago") stay on the publication
  date, which is how TimeML-annotated news reads them, even after an older date.
* the reporting quarter: financial news reports a quarter and then compares it
  with "a year ago", "the year-earlier period", which TimeML reads as the same
  quarter one year back.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from kg.model import Timex, TimexSpan
from kg.time.calendar import days_from, on_calendar_value
from kg.time.normalise.absolute import military
from kg.time.normalise.anaphora import Reference, anaphoric, point_of
from kg.time.normalise.expression import normalise, tokens
from kg.time.normalise.today import story_today
from kg.time.words import FULL_WEEKDAYS, MONTHS, ORDINALS, PLURAL_PARTS, TIME_WORDS, VAGUE, number_of, unit_of

YEAR_BACK = re.compile(
    r"^(the |a )?(comparable |corresponding |same )?(year[- ](ago|earlier)|a year (ago|earlier))"
    r"( (period|quarter|results|level))?$|^the (comparable |corresponding |same )?"
    r"(period|quarter|month) (a year (ago|earlier)|last year|of (the )?last year)$"
    r"|^last year'?s? (period|quarter)$|^the (comparable|corresponding) (period|quarter)$",
    re.I,
)
CLOCK = re.compile(r"^(about |around |at )?(\d{1,2}(:\d\d)? ?[ap]\.?m\.?|noon|midnight)( [A-Z]{2,4})?$", re.I)
# "2023-09-08TNI", "2023-09-08TEV": a day's night or evening; "late on Friday" names it too.
NIGHT = re.compile(r"^\d{4}-\d\d-\d\dT(NI|EV)$")
DAY = re.compile(r"^\d{4}-\d\d-\d\d$")
LATE = re.compile(r"^late (on )?\w+$", re.I)
# "early Sunday", "early on Sunday morning", "early today": the small hours of a day
EARLY = re.compile(r"^early (on |this )?\w+( morning)?$", re.I)
EVENING_CLOCK = re.compile(r"^(1[89]|2[0-3]):\d\d$")  # from 6 p.m.
LATEST = re.compile(r"^the (latest|most recent) (period|quarter)$", re.I)
YEAR_PERIOD = re.compile(r"^the ((?:19|20)\d\d) (period|quarter)$", re.I)
FOCUS_PERIOD = re.compile(
    r"^the (latest|recent|most recent|same) (period|quarter)$|^the (period|quarter)$"
    r"|^this (period|quarter)$",
    re.I,
)
QUARTER = re.compile(r"^(\d{4})-Q(\d)$")
MONTH = re.compile(r"^(\d{4})-(\d\d)$")
# "during the month", "for the month": the month the story's figures are for, once one is named
FOCUS_MONTH = re.compile(r"^the month$", re.I)
# "during that time", "at that time", "by that same time": the time the text named last
THAT_TIME = re.compile(r"^((at|by|during|in|since|until|from|for) )?(that|that same|the same) time$", re.I)

UNRESOLVED = ("DATE", "XXXX-XX-XX", "day")
DETERMINERS = {"this", "that", "these", "those", "the", "a", "an", "every", "each", "any", "no", "some"}
# words a narrowed span does not start with: TimeML leaves them outside the TIMEX3
PREPOSITIONS = set(
    """
as on in at since by of for from to until till during about around over under within before after
than
""".split()
)
Result = tuple[str, str, str]


class _Context:
    """What the document has said so far: reference time and reporting quarter."""

    def __init__(self, anchor: dt.date | None, written: dt.time | None = None) -> None:
        self.anchor = anchor
        self.written = written  # the publication's time of day, when its metadata gives one
        self.reference = Reference(anchor)
        self.quarter: str | None = None
        self.month: str | None = None
        self.stretch = False  # the last period compared was a run of months, not the quarter
        self.night: dt.date | None = None  # the last day whose evening or night was named ("late on Friday")
        self.small_hours = False  # the text named the early hours of the publication day as past
        self.last: Result | None = None  # the value of the time the text named last

    def resolve(self, span: TimexSpan) -> Result | None:
        """The span's value: reporting period first, then the narrative, then on its own."""
        words = tokens(span.text)
        if THAT_TIME.match(" ".join(span.text.split())):
            # the time named last, as it was named: a stretch ("its five-year restructuring ...
            # During that time") stays one, a year stays a year; with none named, no time at all
            # (not the publication day: "that" points back)
            return self.last
        # a year counted back from 0001 or on from 9999 ("a year earlier" than 0001-Q1) has no value
        return on_calendar_value(
            self._period(span.text)
            or (self._anaphoric(words, span.tense) if words else None)
            or self._clock(span, normalise(span.text, self.anchor, span.tense))
        )

    def _anaphoric(self, words: list[str], tense: str) -> Result | None:
        """Read against the story's time; a clause not in the future (past, or of no clear tense)
        cannot be at a time after publication ("by 1992 it intended ..." then "forecast a rise for
        the full year"): then against now."""
        result = anaphoric(words, self.reference, tense)
        if result is None or tense not in ("past", "") or self.anchor is None or result[0] not in ("DATE", "TIME"):
            return result
        start, _ = point_of(result[1])
        return anaphoric(words, Reference(self.anchor), tense) if start and start > self.anchor else result

    def _clock(self, span: TimexSpan, result: Result | None) -> Result | None:
        """ "was shot at 10 p.m.": a bare clock time in a past clause is on the day the story is at.

        A past time later in the day than the publication ("hit at 11:11 p.m." in a paper
        stamped 08:30) is the day before. So is an evening time in a story that named the night
        before ("struck late on Friday" in Saturday's paper) or the small hours of its own day
        as past ("rescuers worked until early Sunday" in Sunday's): the morning's report was
        written before that evening came.
        """
        if (
            result is None
            or result[0] != "TIME"
            or span.tense != "past"
            or self.anchor is None
            or not result[1].startswith(self.anchor.isoformat() + "T")
            or not CLOCK.match(span.text)
        ):
            return result
        day: dt.date | None = self.reference.at("day") or self.anchor
        clock = result[1][11:16]
        evening = EVENING_CLOCK.match(clock)
        night_before = self.night is not None and (self.anchor - self.night).days == 1
        # unless the text names this day's own evening ("killed Thursday evening"): a stamp
        # earlier than that is a filing time, not when the story was written
        after_writing = (
            self.written is not None and clock > self.written.strftime("%H:%M") and self.night != self.anchor
        )
        if day == self.anchor and (after_writing or evening and (night_before or self.small_hours)):
            day = days_from(self.anchor, -1)
        if day is None:
            return None  # the day before 0001-01-01
        return "TIME", day.isoformat() + result[1][10:], "time"

    def remember(self, result: Result, derived: bool, text: str = "") -> None:
        """Let a resolved value become the reference time (and the reporting quarter when explicit);
        ``text`` is the expression, which may name a day's evening ("late on Friday")."""
        self.last = result
        timex_type, value, _ = result
        if timex_type == "DURATION" and re.fullmatch(r"P([6-9]|1[01])M", value):
            self.stretch = True  # "the first nine months": "a year earlier" now compares those
            return
        if timex_type not in ("DATE", "TIME"):
            return
        if QUARTER.match(value):
            self.stretch = False
        if NIGHT.match(value) or (LATE.match(text) and DAY.match(value)):
            self.night = dt.date.fromisoformat(value[:10])
        if EARLY.match(" ".join(text.split())) and self.anchor and value[:10] == self.anchor.isoformat():
            self.small_hours = True
        self.reference.update(value)
        if derived:
            return  # "a year earlier" must not move the quarter being reported on
        if QUARTER.match(value) and self._ended(value) and (self.quarter is None or value >= self.quarter):
            self.quarter = value  # an earlier quarter named later ("after a flat second quarter") is a comparison
        elif MONTH.match(value):
            self.month = value

    def comparison(self, text: str) -> bool:
        """ "up from $4 million a year earlier" in a report on a period compares with it: the story
        does not move back a year ("A year ago, he was elected. Later that year ..." does)."""
        text = " ".join(text.split())
        reporting = self.quarter or self.month or re.search(r"period|quarter|results", text, re.I)
        return bool(YEAR_BACK.match(text) and reporting)

    def _ended(self, quarter: str) -> bool:
        """Only a quarter over by the publication date can be the one reported on
        ("expects a loss in the fourth quarter" in October does not make it the topic)."""
        if self.anchor is None:
            return True
        year, q = _parts(QUARTER, quarter)
        return (int(year), int(q)) < (self.anchor.year, (self.anchor.month - 1) // 3 + 1)

    def _period(self, text: str) -> Result | None:
        """Values that depend on the period (quarter, else month) the document is reporting on."""
        text = " ".join(text.replace("\u2019", "'").split())
        if self.quarter is not None:
            year, q = _parts(QUARTER, self.quarter)
            if YEAR_BACK.match(text) and self.stretch and not re.search(r"quarter", text, re.I):
                return "DATE", str(int(year) - 1), "year"
            if YEAR_BACK.match(text):
                return "DATE", f"{int(year) - 1:04d}-Q{q}", "quarter"
            if FOCUS_PERIOD.match(text):
                return "DATE", self.quarter, "quarter"
            if period := YEAR_PERIOD.match(text):  # "the 1988 quarter": the reported quarter, in that year
                return "DATE", f"{period.group(1)}-Q{q}", "quarter"
        if period := YEAR_PERIOD.match(text):
            return "DATE", period.group(1), "year"
        if self.anchor is not None and LATEST.match(text):  # no quarter reported yet: the last one over
            this_year, over = self.anchor.year, (self.anchor.month - 1) // 3
            return "DATE", f"{this_year - 1:04d}-Q4" if over == 0 else f"{this_year:04d}-Q{over}", "quarter"
        if self.month is not None and FOCUS_MONTH.match(text):
            return "DATE", self.month, "month"  # February sales reported on 3 March: "during the month" is February
        if self.month is not None and YEAR_BACK.match(text) and re.search(r"period|month", text, re.I):
            year, month = _parts(MONTH, self.month)
            return "DATE", f"{int(year) - 1:04d}-{month}", "month"
        if self.anchor is not None and YEAR_BACK.match(text) and re.search(r"period|quarter", text, re.I):
            return "DATE", f"{self.anchor.year - 1:04d}", "year"  # no period reported yet: last year's
        return None


def _parts(pattern: re.Pattern[str], value: str) -> tuple[str, ...]:
    """The groups of ``value``, a TIMEX3 value of the kind ``pattern`` reads (a quarter, a month)."""
    match = pattern.match(value)
    if match is None:
        raise ValueError(f"{value!r} is not a value {pattern.pattern} reads")
    return match.groups()


def normalise_all(spans: list[TimexSpan], anchor: dt.date | None, keep_unresolved: bool = False) -> list[Timex]:
    """Every span with its TIMEX3 value, in text order.

    Spans no rule can value are dropped: on the dev corpora they were mostly not times at
    all ("pivotal year", "year-year", "its quarter-century low"), none annotated with the
    ``XXXX-XX-XX`` they would get. With ``keep_unresolved`` they are kept with that value
    when some word of the calendar is left in them. A ``datetime`` anchor also gives the
    publication's time of day, which later clock times of that day cannot be past.
    """
    written = anchor.time() if isinstance(anchor, dt.datetime) else None
    if isinstance(anchor, dt.datetime):
        anchor = anchor.date()
    today = story_today(spans, anchor)
    if today is not None:  # the story was written on the day its lead calls "today"
        anchor, written = today, None
    out, context = [], _Context(anchor, written)
    ordered = sorted(spans, key=lambda s: s.start)
    for previous, span, following in zip([None, *ordered], ordered, [*ordered[1:], None]):
        result = context.resolve(_with_month(_with_unit(span, following), previous))
        if result is None:
            result = _off_calendar(span, anchor)
        if result is None:
            span, result = _narrowed(span, context)
        if result is None and (not keep_unresolved or not _calendar_word(span.text)):
            continue  # "as little as 99 cents": nothing of the calendar left to call a time
        if result is not None and not context.comparison(span.text):
            context.remember(result, _derived(span.text) or bool(YEAR_PERIOD.match(span.text)), span.text)
        timex_type, value, granularity = result or UNRESOLVED
        out.append(Timex(span.start, span.end, span.text, span.sentence, timex_type, value, granularity))
    return out


# a publication date far from both ends of the calendar, to tell an expression that has a value
# from one whose value fell outside 0001-9999
_MID_CALENDAR = dt.date(2000, 6, 15)


def _off_calendar(span: TimexSpan, anchor: dt.date | None) -> Result | None:
    """ "tomorrow" written on 9999-12-31: a time whose value is past the calendar's end keeps its
    span, type and granularity, with the digits left unnormalised ("XXXX-XX-XX")."""
    if anchor is None or abs(anchor.year - _MID_CALENDAR.year) < 100:
        return None  # only a publication date near year 1 or 9999 pushes a value off the calendar
    found = normalise(span.text, _MID_CALENDAR, span.tense)
    if found is None or found[0] not in ("DATE", "TIME") or not found[1][:1].isdigit():
        return None
    return found[0], re.sub(r"\d", "X", found[1]), found[2]


def _narrowed(span: TimexSpan, context: _Context) -> tuple[TimexSpan, Result | None]:
    """A span no rule reads, cut to the part that is a time expression.

    The model's DATE spans sometimes take in a word beside the expression ("in an interview
    several months before", "a coup d'etat last year", "found in April month"): the
    expression is the longest run, one to three words shorter at the front or one at the
    back, that has a value. Otherwise the span is kept whole and unresolved.
    """
    words = [m for m in re.finditer(r"\S+", span.text)]
    cuts = [(0, len(words) - 1)] + [(k, len(words)) for k in range(1, min(4, len(words)))]
    for first, last in cuts:
        while first < last - 1 and words[first].group().lower() in PREPOSITIONS:
            first += 1  # "as long as a month": the cut starts at "a month", TimeML's extent
        if last - first < 1 or any(_modifies(w.group()) for w in words[:first]):
            continue
        if any(w.group().strip(",.;:").isdigit() for w in words[last:]):
            continue  # "the year 10000" is not "the year": a number cut off changes the time
        if last - first == 1 and unit_of(words[first].group().strip(",.;:")) is not None:
            continue  # "a pivotal year": a bare unit left alone is a noun, not a time
        if last < len(words) and military(words[last - 1].group(), words[last].group().lower().strip(",.;:")):
            continue  # "2045 GMT" in an undated story: a time of day with no day, not the year 2045
        begin, end = words[first].start(), words[last - 1].end()
        text = span.text[begin:end].rstrip(",.;:")
        if not text or not re.search(r"[A-Za-z0-9]", text[0]):
            continue
        cut = replace(span, start=span.start + begin, end=span.start + begin + len(text), text=text)
        result = context.resolve(cut)
        if result is not None:
            return cut, result
    return span, None


def _calendar_word(text: str) -> bool:
    """Some word names a unit, a day, a month, a season or a reference ("Third-period", "This day")."""
    return any(unit_of(w) or w in TIME_WORDS and number_of(w) is None for w in tokens(text))


def _modifies(word: str) -> bool:
    """A word that changes what the rest of the span means ("this day", "the third consecutive
    month", "hundreds of years"): the span must not be narrowed past it."""
    w = word.lower().strip(",.;:'\"`")
    return (
        w in DETERMINERS
        or w in ORDINALS
        or w in VAGUE
        or number_of(w) is not None
        or w in ("consecutive", "straight", "running", "successive")
    )


def _with_month(span: TimexSpan, previous: TimexSpan | None) -> TimexSpan:
    """ "April 24 and 25": the bare day borrows the month of the date just before it."""
    if previous is None or not span.text.isdigit() or not 1 <= int(span.text) <= 31 or span.start - previous.end > 6:
        return span
    words = previous.text.split()
    if len(words) != 2 or words[0].lower().rstrip(".") not in MONTHS or not words[1].isdigit():
        return span
    return replace(span, text=f"{words[0]} {span.text}")


def _with_unit(span: TimexSpan, following: TimexSpan | None) -> TimexSpan:
    """ "between 60 and 90 days": the bare number borrows the unit of the range's other end;
    "Monday and Tuesday nights": the bare weekday borrows the recurring part of day."""
    if following is None or following.start - span.end > 6:
        return span
    after = following.text.lower().split()
    if (
        span.text.lower() in FULL_WEEKDAYS
        and len(after) == 2
        and after[0] in FULL_WEEKDAYS
        and after[1] in PLURAL_PARTS
    ):
        return replace(span, text=f"{span.text} {after[1]}")
    if not span.text.isdigit() or int(span.text) >= 1000:
        return span
    words = following.text.split()
    if len(words) < 2 or unit_of(words[-1]) is None:
        return span
    return replace(span, text=f"{span.text} {words[-1]}")


def _derived(text: str) -> bool:
    """Values counted from another time ("a year ago", "the following month") do not set the period."""
    words = set(tokens(text))
    return bool(
        words
        & {
            "ago",
            "earlier",
            "later",
            "before",
            "after",
            "previous",
            "following",
            "prior",
            "last",
            "next",
            "that",
            "same",
            "latest",
            "preceding",
            "past",
        }
    )
