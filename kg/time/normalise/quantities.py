"""Rules for references (PRESENT_REF ...), sets (every week) and durations (48 hours)."""

from __future__ import annotations

import datetime as dt

from kg.time.calendar import at_granularity, shift
from kg.time.words import (
    FUTURE_WORDS,
    MONTHS,
    ORDINALS,
    PAST_WORDS,
    PLURAL_PARTS,
    PRESENT_WORDS,
    SEASONS,
    SET_WORDS,
    UNITS,
    VAGUE,
    WEEKDAY_PLURALS,
    WEEKDAYS,
    number_of,
    unit_of,
)

Result = tuple[str, str, str]
APPROX = tuple(
    """
about around roughly approximately nearly almost some only just more less than over under least at
up to within for barely another additional a an full whole entire mere further fewer most much all
long the those these first past last next coming previous following recent final latest no trading
business working calendar straight consecutive
""".split()
)


def reference(words: list[str]) -> Result | None:
    """PRESENT_REF, PAST_REF, FUTURE_REF for "now", "recently", "the future" ..."""
    phrase = " ".join(words)
    for table, value in ((PRESENT_WORDS, "PRESENT_REF"), (PAST_WORDS, "PAST_REF"), (FUTURE_WORDS, "FUTURE_REF")):
        if phrase in table:
            return "DATE", value, "ref"
    if (
        len(words) == 2
        and words[0] == "future"
        and unit_of(words[1])
        or phrase in ("a later date", "later date", "a later time", "a later stage")
    ):
        return "DATE", "FUTURE_REF", "ref"  # "future quarters", "at a later date"
    if phrase in (
        "years ago",
        "long ago",
        "a while ago",
        "some time ago",
        "decades ago",
        "months ago",
        "weeks ago",
        "days ago",
        "the past few years",
        "the last few years",
        "years earlier",
        "once upon a time",
        "the other day",
    ):
        return "DATE", "PAST_REF", "ref"
    return None


def set_expression(words: list[str]) -> Result | None:
    """ "daily", "every week", "each Thursday", "twice a year", "a year" after "per"."""
    if len(words) == 1 and words[0] in SET_WORDS:
        return "SET", SET_WORDS[words[0]], "set"
    if len(words) == 1 and words[0] in WEEKDAY_PLURALS:
        return "SET", f"XXXX-WXX-{WEEKDAY_PLURALS[words[0]] + 1}", "set"  # "on Sundays"
    if len(words) == 2 and words[0] in WEEKDAYS and words[1] in PLURAL_PARTS:  # "Tuesday nights"
        return "SET", f"XXXX-WXX-{WEEKDAYS[words[0]] + 1}T{PLURAL_PARTS[words[1]]}", "set"
    times = _times(words)
    if times and times < len(words) - 1 and words[times] in ("a", "an", "per", "each", "every"):
        return set_expression(["per"] + words[times + 1 :])  # "twice a week": TimeML values the period, P1W
    if not words or words[0] not in ("every", "each", "per"):
        return None
    if words[1:2] == ["other"] and len(words) == 3 and (every := unit_of(words[2])):
        return "SET", duration_value(2, every), "set"  # "every other year" recurs every two
    rest = [w for w in words[1:] if w not in ("single", "other")]
    if not rest:
        return None
    if len(rest) == 1 and rest[0] in WEEKDAYS:
        return "SET", f"XXXX-WXX-{WEEKDAYS[rest[0]] + 1}", "set"
    if len(rest) == 1 and rest[0] in MONTHS:
        return "SET", f"XXXX-{MONTHS[rest[0]]:02d}", "set"
    if len(rest) == 1 and rest[0] in SEASONS:
        return "SET", f"XXXX-{SEASONS[rest[0]]}", "set"
    amount = number_of(rest[0]) if len(rest) == 2 else 1
    unit = unit_of(rest[-1])
    if unit and amount:
        return "SET", duration_value(amount, unit), "set"
    return None


def _times(words: list[str]) -> int:
    """How many leading words count repetitions: "twice" 1, "three times" 2, else 0."""
    if words[:1] and words[0] in ("once", "twice", "thrice"):
        return 1
    if len(words) > 1 and words[1] == "times" and number_of(words[0]):
        return 2
    return 0


def duration_value(amount: float | None, unit: str) -> str:
    letter, timepart = UNITS[unit]
    if unit == "weekend":
        letter = "WE"
    prefix = "PT" if timepart else "P"
    if unit in ("decade", "century", "millennium") and amount is not None:
        amount, letter = amount * {"decade": 10, "century": 100, "millennium": 1000}[unit], "Y"
    if unit == "decade":
        letter = "Y"  # "decades" PXY, as "two decades" is P20Y (TimeBank and MEANTIME both)
    if amount is None:
        return f"{prefix}X{letter}"
    if amount != int(amount):
        return _fractional(amount, unit)
    return f"{prefix}{int(amount)}{letter}"


def _fractional(amount: float, unit: str) -> str:
    """ "5 1/2 hours" -> PT5H30M, "2 1/2 years" -> P2Y6M, "half a year" -> P6M."""
    if unit in ("hour", "minute") and amount > 1:  # "an hour and a half" PT1H30M, as it is said
        small = "M" if unit == "hour" else "S"
        return f"PT{int(amount)}{UNITS[unit][0]}{round((amount - int(amount)) * 60)}{small}"
    if unit == "year" and amount > 1:  # "2 1/2 years" P2Y6M: whole years stay years
        return f"P{int(amount)}Y{round((amount - int(amount)) * 12)}M"
    smaller = {
        "hour": (60, "PT", "M"),
        "day": (24, "PT", "H"),
        "year": (12, "P", "M"),
        "month": (30, "P", "D"),
        "week": (7, "P", "D"),
        "minute": (60, "PT", "S"),
        "decade": (10, "P", "Y"),
        "century": (100, "P", "Y"),
    }
    if unit not in smaller:
        return f"P{amount:g}{UNITS[unit][0]}"
    factor, prefix, letter = smaller[unit]
    return f"{prefix}{round(amount * factor)}{letter}"


def quantity(words: list[str]) -> tuple[float | None, str] | None:
    """(amount, unit) for "48 hours", "several months", "a 23-year", "5 1/2 hours", "years"."""
    if not words:
        return None
    if len(words) > 4 and words[-3:] == ["and", "a", "half"]:  # "a year and a half", "two hours and a half"
        whole = quantity(words[:-3])
        return (whole[0] + 0.5, whole[1]) if whole and whole[0] is not None else None
    unit, unit_word, body = unit_of(words[-1]), words[-1], words[:-1]
    if unit is None and len(words) >= 2 and words[-1] in ("long", "old") and unit_of(words[-2]):
        unit, unit_word, body = unit_of(words[-2]), words[-2], words[:-2]
    if unit is None:
        return None
    numbers = [n for w in body if (w not in APPROX or w in ("a", "an")) and (n := number_of(w)) is not None]
    if any(w in ("a", "an") for w in body) and len(numbers) > 1:
        numbers.remove(1)  # "a couple of days", "two and a half years": the article is not one more
    vague = [w for w in body if w in VAGUE and w not in ("the", "past", "last", "next", "coming")]
    body_words = [
        w for w in body if number_of(w) is None and w not in APPROX and w not in VAGUE and w not in ("and", "of", "or")
    ]
    if body_words:
        return None
    counted = [w for w in body if w not in ("a", "an") and number_of(w) is not None]
    if vague and not counted:
        return None, unit  # "several months", and "a few days": the article counts nothing
    if not numbers:
        plural = unit_word != unit and unit_word.endswith("s")  # "years", "decades-long": no count
        return (None, unit) if plural else (1.0, unit)
    if "half" in body and "and" in body:
        return sum(n for n in numbers if n != 0.5) + 0.5, unit
    if len(numbers) > 1 and ("to" in body or "or" in body):
        return max(numbers), unit  # "two to six days" lasts up to six, not eight
    total = 0.0
    for n in numbers:
        total = total * n if n >= 100 and total else total + n
    return total, unit


def duration(words: list[str]) -> Result | None:
    """DURATION values: "48 hours" PT48H, "23-year" P23Y, "years" PXY, "the nine months" P9M."""
    if not words or words[-1] in ("ago", "earlier", "later", "before", "after", "now", "hence"):
        return None
    if len(words) > 2 and words[-1] == "ahead":
        words = [w for w in words[:-1] if w != "the"]  # "the weeks ahead"
    if words[0] == "the" and len(words) == 3:
        words = words[1:]
    if len(words) == 2 and words[0] in (
        "the",
        "this",
        "that",
        "last",
        "next",
        "past",
        "latest",
        "current",
        "previous",
        "same",
        "following",
        "full",
        "fiscal",
    ):
        return None  # "the year", "last week", "the latest quarter": a date
    if words[0] == "a" and len(words) == 2 and words[1] in ("weekend",):
        return None
    if (
        len(words) > 1
        and words[-1] in UNITS
        and any(len(w) == 4 and w[:2] in ("18", "19", "20") and w.isdigit() for w in words[:-1])
    ):
        return None  # "the 1988 quarter" names a year's quarter, not 1988 of them
    found = quantity(words)
    if found is None:
        return None
    amount, unit = found
    if unit in ("weekend", "season"):
        return None
    if words[0] in ORDINALS and amount == 1:
        return None  # "the third quarter"
    return "DURATION", duration_value(amount, unit), "duration"


def offset(words: list[str], anchor: dt.date | None) -> Result | None:
    """ "two years ago" -> 2000, "three days earlier", "a week from now", "10 days later"."""
    if len(words) < 2:
        return None
    tail = words[-1]
    direction = {"ago": -1, "earlier": -1, "before": -1, "later": 1, "hence": 1, "after": 1}.get(tail)
    body = words[:-1]
    if words[-2:] == ["from", "now"] or words[-2:] == ["from", "today"]:
        direction, body = 1, words[:-2]
    if direction is None:
        return None
    found = quantity(body)
    if found is None:
        return None
    amount, unit = found
    if amount is None:
        return "DATE", "PAST_REF" if direction < 0 else "FUTURE_REF", "ref"
    if anchor is None:
        return None
    if unit in ("hour", "minute", "second"):
        return None
    steps = int(amount) if amount == int(amount) else amount
    if unit == "decade" and isinstance(steps, int):
        unit, steps = "year", steps * 10
    if not isinstance(steps, int):
        return None
    day = shift(anchor, unit, direction * steps)
    if day is None:
        return None
    value, granularity = at_granularity(day, unit)
    return "DATE", value, granularity
